import { z } from "zod";
import { isoDate, uuid } from "./fields";

export const varianceQuerySchema = z
  .object({
    locationId: uuid("location"),
    from: isoDate("the first day"),
    to: isoDate("the last day"),
  })
  .refine((query) => query.from <= query.to, {
    error: "The first day must be on or before the last day.",
  });
export type VarianceQuery = z.output<typeof varianceQuerySchema>;

export const varianceExportQuerySchema = z
  .object({
    locationId: uuid("location"),
    from: isoDate("the first day"),
    to: isoDate("the last day"),
    format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
  })
  .refine((query) => query.from <= query.to, {
    error: "The first day must be on or before the last day.",
  });

/**
 * Which cost values an item's variance, in the order they are tried: the moving average of what
 * the location paid for the item (the average cost its stock shows), the average across the
 * workspace's locations holding it, the last price it was received at anywhere. Each as it
 * stands when the report is read.
 */
export const VARIANCE_COST_BASES = [
  "location_average",
  "workspace_average",
  "last_receipt",
] as const;
export type VarianceCostBasis = (typeof VARIANCE_COST_BASES)[number];

/**
 * One item's usage over the period, in its base unit. Actual usage is opening + receipts +
 * transfers in − transfers out − closing; what explains it is what was sold (sales × recipes),
 * wasted and recorded as used; the variance is what nothing explains.
 */
export const varianceRowSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  unit: z.string(),
  opening: z.string(),
  /** Whether a count set the opening (or closing) figure, rather than the ledger alone. */
  openingCounted: z.boolean(),
  receipts: z.string(),
  transfersIn: z.string(),
  transfersOut: z.string(),
  closing: z.string(),
  closingCounted: z.boolean(),
  actual: z.string(),
  sold: z.string(),
  waste: z.string(),
  recordedUse: z.string(),
  /** Actual − sold − waste − recorded use: positive when more went than is explained. */
  variance: z.string(),
  /** Of what was explained (sold + waste + recorded use); null when nothing was. */
  variancePercent: z.string().nullable(),
  /** Per base unit, at `unitCostBasis`; null for members who may not see costs. */
  unitCost: z.string().nullable(),
  /** Which cost `unitCost` is; null with it. */
  unitCostBasis: z.enum(VARIANCE_COST_BASES).nullable(),
  varianceValue: z.string().nullable(),
});
export type VarianceRow = z.infer<typeof varianceRowSchema>;

export const varianceReportSchema = z.object({
  locationId: z.uuid(),
  locationName: z.string(),
  from: z.string(),
  to: z.string(),
  /** The instants the period runs between, in the location's time zone. */
  start: z.string(),
  end: z.string(),
  netSales: z.string(),
  /** Money lost (positive) or found (negative) over every item; null without costs. */
  varianceValue: z.string().nullable(),
  /** Variance value ÷ net sales × 100. */
  percentOfSales: z.string().nullable(),
  /** Posted counts of the location at the period's edges and inside it. */
  counts: z.array(
    z.object({
      id: z.uuid(),
      finishedAt: z.string(),
      storageAreaName: z.string().nullable(),
      lines: z.number().int(),
    }),
  ),
  /** Sold lines no menu item answers to: their ingredients are not in "sold". */
  unmappedSales: z.object({ lines: z.number().int(), netSales: z.string() }),
  rows: z.array(varianceRowSchema),
});
export type VarianceReport = z.infer<typeof varianceReportSchema>;

export const varianceItemQuerySchema = varianceQuerySchema;

/** Where one item's figures come from: the counts, movements and sales behind them. */
export const varianceItemDetailSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  unit: z.string(),
  countLines: z.array(
    z.object({
      countId: z.uuid(),
      finishedAt: z.string(),
      counted: z.string(),
      expected: z.string().nullable(),
    }),
  ),
  movements: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      quantity: z.string(),
      occurredAt: z.string(),
      reason: z.string().nullable(),
      note: z.string(),
    }),
  ),
  /** What was sold that uses the item, and how much of it that took. */
  soldBy: z.array(
    z.object({
      menuItemId: z.uuid(),
      name: z.string(),
      sold: z.string(),
      used: z.string(),
    }),
  ),
});
export type VarianceItemDetail = z.infer<typeof varianceItemDetailSchema>;
