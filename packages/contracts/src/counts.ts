import { z } from "zod";
import { quantitySchema, unitSchema, uuid } from "./fields";

export const COUNT_STATUSES = ["open", "posted", "cancelled"] as const;

export const countInputSchema = z.object({
  locationId: uuid("location"),
  /** Count one storage area; without it, the whole location. */
  storageAreaId: uuid("storage area").nullable().default(null),
});

export const countSummarySchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  locationName: z.string(),
  storageAreaId: z.uuid().nullable(),
  storageAreaName: z.string().nullable(),
  status: z.enum(COUNT_STATUSES),
  startedAt: z.string(),
  startedBy: z.string().nullable(),
  finishedAt: z.string().nullable(),
  finishedBy: z.string().nullable(),
  lines: z.number().int(),
  counted: z.number().int(),
});
export type CountSummary = z.infer<typeof countSummarySchema>;

export const countLineSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  storageAreaId: z.uuid().nullable(),
  storageAreaName: z.string().nullable(),
  unit: z.string(),
  units: z.array(z.string()),
  barcodes: z.array(z.object({ code: z.string(), unit: z.string() })),
  /** In the base unit; null until someone counts the line. */
  counted: z.string().nullable(),
  enteredQuantity: z.string().nullable(),
  enteredUnit: z.string().nullable(),
  countedBy: z.string().nullable(),
  countedAt: z.string().nullable(),
  /** On hand when counted (or now, before counting). */
  expected: z.string(),
  /** counted − expected, once counted. */
  variance: z.string().nullable(),
  /** The variance at the average cost; null for members who may not see costs. */
  varianceValue: z.string().nullable(),
});
export type CountLine = z.infer<typeof countLineSchema>;

export const countSchema = countSummarySchema.extend({
  lines: z.array(countLineSchema),
  counted: z.number().int(),
  /** Total value of the differences; null for members who may not see costs. */
  varianceValue: z.string().nullable(),
});
export type Count = z.infer<typeof countSchema>;

export const countLineInputSchema = z.object({
  /** Null clears the line (not counted). Zero is a count: there is none. */
  quantity: z.union([z.literal("0"), quantitySchema]).nullable(),
  unit: unitSchema,
});

export const countListQuerySchema = z.object({
  status: z.enum(COUNT_STATUSES).optional(),
  locationId: uuid("location").optional(),
});
