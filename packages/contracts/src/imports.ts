import { z } from "zod";
import { isoDate, uuid } from "./fields";
import { ALLERGENS } from "./items";

export const IMPORT_COLUMNS = [
  "name",
  "category",
  "unit",
  "location",
  "on_hand",
  "unit_cost",
  "minimum",
  "maximum",
  "storage_area",
  "barcode",
  "allergens",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const importProblemSchema = z.object({
  /** The row in the file, counting the header as row 1, as a spreadsheet shows it. */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  unit: z.string(),
  location: z.string().nullable(),
  onHand: z.string().nullable(),
  unitCost: z.string().nullable(),
  minimum: z.string().nullable(),
  maximum: z.string().nullable(),
  storageArea: z.string().nullable(),
  barcode: z.string().nullable(),
  allergens: z.array(z.enum(ALLERGENS)),
  /** Whether an item of this name exists already (its stock and pars are updated). */
  existing: z.boolean(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(["parsing", "ready", "importing", "done", "failed", "cancelled"]),
  fileName: z.string(),
  format: z.enum(["csv", "xlsx"]),
  progress: z.number().int(),
  createdAt: z.string(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  /** The first rows, to show before confirming. */
  preview: z.array(importRowSchema),
  problems: z.array(importProblemSchema),
  /** Columns of the file that Larder does not read. */
  ignoredColumns: z.array(z.string()),
  result: z
    .object({ created: z.number().int(), updated: z.number().int(), movements: z.number().int() })
    .nullable(),
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importConfirmSchema = z.object({
  /** Import the valid rows and leave out the rows with problems. Without it, any problem stops the import. */
  skipInvalid: z.boolean().default(false),
});

export const exportQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
  locationId: uuid("location").optional(),
  from: isoDate("the first day").optional(),
  to: isoDate("the last day").optional(),
});
