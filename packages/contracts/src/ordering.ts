import { z } from "zod";
import { FORECAST_METHODS } from "./analytics";
import { unitSchema, uuid } from "./fields";
import { stockStatusSchema } from "./stock";

// Forecasts and suggested orders

export const forecastRunSchema = z.object({
  state: z.enum(["queued", "running", "done", "failed"]),
  /** Item × location series in the run, and how many are done. */
  series: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Finished long enough ago (or never) that a new run is due. */
  stale: z.boolean(),
});
export type ForecastRun = z.infer<typeof forecastRunSchema>;

export const SERVICE_LEVELS = ["0.9", "0.95", "0.98", "0.99"] as const;

export const suggestionsQuerySchema = z.object({
  /** Without it, the member's location that carries the most items. */
  locationId: uuid("location").optional(),
  /** One supplier; without it, every active supplier. */
  supplierId: uuid("supplier").optional(),
  serviceLevel: z
    .enum(SERVICE_LEVELS, { error: "Choose a service level of 90, 95, 98 or 99%." })
    .default("0.95"),
});
export type SuggestionsQuery = z.input<typeof suggestionsQuerySchema>;

export const suggestedLineSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  baseUnit: z.string(),
  /** The supplier's pack and what it holds in base units. */
  unit: z.string(),
  packSize: z.string(),
  /** Packs to order. */
  quantity: z.string(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  /**
   * Set when suggested from the cheapest supplier instead of the preferred one (the workspace's
   * setting): the preferred supplier's name, and what this line saves against it.
   */
  insteadOf: z.string().nullable(),
  saving: z.string().nullable(),
  onHand: z.string(),
  onOrder: z.string(),
  basis: z.enum(["forecast", "par"]),
  method: z.enum(FORECAST_METHODS).nullable(),
  /** The item's recent forecast error at this location (0.2 = 20%), when known. */
  wape: z.string().nullable(),
  /** Open days of history behind the forecast; null without one. */
  historyDays: z.number().int().nullable(),
  /**
   * How far to trust the forecast, in the form that means something for the item (issue 17):
   * "percent" (its recent error, for items used steadily), "units" (for items used on few days:
   * the central 80% of use over the days the order covers falls within ± `within` base units of
   * the forecast), or "too_little_history" to judge; `note` says it in words for the line.
   */
  forecastError: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("too_little_history"),
      historyDays: z.number().int(),
      note: z.string(),
    }),
    z.object({ kind: z.literal("percent"), wape: z.string(), note: z.string() }),
    z.object({
      kind: z.literal("units"),
      within: z.string(),
      days: z.number().int(),
      note: z.string(),
    }),
  ]),
  explanation: z.string(),
});
export type SuggestedLine = z.infer<typeof suggestedLineSchema>;

/**
 * An item Suggested orders proposes nothing for, and why (issue 26): the orders that already
 * cover it ("on draft PO-2026-018, not sent"), "no supplier sells it", or that stock lasts.
 * Every low or out item of the location is either a suggested line or one of these.
 */
export const heldItemSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  baseUnit: z.string(),
  onHand: z.string(),
  status: stockStatusSchema,
  reason: z.string(),
  /** The sum behind "enough" (as a line's explanation), when there is one. */
  explanation: z.string().nullable(),
});
export type HeldItem = z.infer<typeof heldItemSchema>;

export const supplierSuggestionSchema = z.object({
  supplierId: z.uuid(),
  name: z.string(),
  /** The delivery an order placed today would come with, and the one after it (YYYY-MM-DD). */
  nextDelivery: z.string(),
  followingDelivery: z.string(),
  minimumOrder: z.string().nullable(),
  total: z.string(),
  /** What its lines save against the preferred suppliers (0.00 unless preferring the cheapest). */
  saving: z.string(),
  belowMinimum: z.boolean(),
  lines: z.array(suggestedLineSchema),
  /** Items of this supplier with enough stock until the delivery after next. */
  enough: z.number().int(),
  /** Those items (low and out first), each with why it needs no order. */
  held: z.array(heldItemSchema),
});
export type SupplierSuggestion = z.infer<typeof supplierSuggestionSchema>;

export const suggestionsSchema = z.object({
  locationId: z.uuid(),
  serviceLevel: z.enum(SERVICE_LEVELS),
  run: forecastRunSchema.nullable(),
  suppliers: z.array(supplierSuggestionSchema),
  /** Low and out items that no supplier sells (listed only when no supplier is chosen). */
  unsupplied: z.array(heldItemSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const suggestedOrdersInputSchema = z.object({
  locationId: uuid("location"),
  lines: z
    .array(
      z.object({
        supplierId: uuid("supplier"),
        itemId: uuid("item"),
        unit: unitSchema,
        quantity: z
          .string()
          .trim()
          .regex(/^\d{1,9}(\.\d{1,3})?$/, {
            error: "Enter each quantity as a number of 0 or more.",
          }),
      }),
    )
    .min(1, { error: "Choose at least one line to order." })
    .max(1000, { error: "At most 1,000 lines can be ordered at once." }),
});
export type SuggestedOrdersInput = z.input<typeof suggestedOrdersInputSchema>;

export const createdOrdersSchema = z.object({
  orders: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      supplierName: z.string(),
      lines: z.number().int(),
    }),
  ),
});
export type CreatedOrders = z.infer<typeof createdOrdersSchema>;

export const accuracyRowSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  locationId: z.uuid(),
  locationName: z.string(),
  method: z.enum(FORECAST_METHODS),
  historyDays: z.number().int(),
  /** Backtest errors over the last four weeks (0.2 = 20%); null without a backtest or use. */
  wape: z.string().nullable(),
  baselineWape: z.string().nullable(),
  computedAt: z.string(),
});
export type AccuracyRow = z.infer<typeof accuracyRowSchema>;

export const accuracySchema = z.object({
  run: forecastRunSchema.nullable(),
  rows: z.array(accuracyRowSchema),
  /** Weighted over the rows shown: the engine's and the baseline's errors. */
  overall: z.object({ wape: z.string().nullable(), baselineWape: z.string().nullable() }),
});
export type Accuracy = z.infer<typeof accuracySchema>;
