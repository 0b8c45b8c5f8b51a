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

// Imports beyond items (decision 0014): the same upload, check and confirm, of other tables.

export const TABLE_IMPORT_KINDS = [
  "suppliers",
  "supplier_items",
  "par_levels",
  "opening_invoices",
] as const;
export type TableImportKind = (typeof TABLE_IMPORT_KINDS)[number];

/** Where each import lives under `/api/w/:workspaceId/imports/` and `/app/imports/`. */
export const TABLE_IMPORT_PATHS: Record<TableImportKind, string> = {
  suppliers: "suppliers",
  supplier_items: "supplier-items",
  par_levels: "par-levels",
  opening_invoices: "opening-invoices",
};

export interface TableImportColumn {
  name: string;
  required: boolean;
  /** What goes in it, in a few words (the import screen shows it). */
  help: string;
}

const column = (name: string, help: string, required = false): TableImportColumn => ({
  name,
  required,
  help,
});

/**
 * The columns each import reads, in the order its template and its export write them. The
 * server also accepts the usual other names of each (“Vendor” for supplier, “Min” for minimum).
 */
export const TABLE_IMPORT_COLUMNS: Record<TableImportKind, readonly TableImportColumn[]> = {
  suppliers: [
    column("name", "The supplier's name (required). An existing name updates that supplier.", true),
    column("contact", "Who you deal with there."),
    column("email", "Their email address."),
    column("phone", "Their phone number."),
    column("order_email", "Where purchase orders are sent, when not the email above."),
    column("account_number", "Your account number with them."),
    column("delivery_days", "Mon, Wed, Fri or Mon-Fri."),
    column("lead_time_days", "Days from order to delivery (0 to 60)."),
    column("minimum_order", "The smallest order they take, in dollars."),
    column("payment_terms_days", "Days to pay an invoice: 30 or Net 30."),
    column("notes", "Anything else."),
  ],
  supplier_items: [
    column("supplier", "A supplier Larder has, by name (required).", true),
    column("item", "An item Larder has, by name or barcode (required).", true),
    column("supplier_code", "The supplier's own code for it (their SKU)."),
    column("unit", "What you buy it by: kg, case, bag… (required).", true),
    column("pack_size", "For a pack (a case): how much one holds, like 6."),
    column("pack_unit", "The unit of the pack size: kg, L, pcs…"),
    column("price", "The price of one unit, before tax (required).", true),
  ],
  par_levels: [
    column("item", "An item Larder has, by name or barcode (required).", true),
    column("location", "Which location, when you have more than one."),
    column("minimum", "The reorder point: below this it is low."),
    column("maximum", "The par: order up to this."),
    column("unit", "The unit of the figures; the item's own unit when left out."),
  ],
  opening_invoices: [
    column("supplier", "A supplier Larder has, by name (required).", true),
    column("number", "The supplier's invoice number (required).", true),
    column("date", "The invoice date, YYYY-MM-DD or MM/DD/YYYY (required).", true),
    column("due_date", "When it must be paid; the supplier's terms when left out."),
    column("total", "What the invoice asks, with tax (required).", true),
    column("tax", "The tax within the total, if any."),
    column("location", "Which location it was for."),
    column("notes", "Anything else."),
    column("item", "For a line: the item, by name or barcode (optional)."),
    column("description", "For a line: what it is for, when not an item."),
    column("quantity", "For a line: how many."),
    column("line_unit", "For a line: the unit of the quantity."),
    column("unit_price", "For a line: the price of one, before tax."),
  ],
};

export const tableImportRowSchema = z.object({
  /** The row in the file, counting the header as row 1. */
  row: z.number().int(),
  /** The row's values as Larder read them, in the order of `columns`. */
  cells: z.array(z.string()),
  /** What confirming does with the row: nothing when Larder already has it as the file says. */
  action: z.enum(["create", "update", "unchanged"]),
});
export type TableImportRow = z.infer<typeof tableImportRowSchema>;

export const tableImportJobSchema = importJobSchema.omit({ preview: true, result: true }).extend({
  kind: z.enum(TABLE_IMPORT_KINDS),
  columns: z.array(z.string()),
  preview: z.array(tableImportRowSchema),
  /** How many valid rows would create, update or leave alone a record. */
  actions: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
  }),
  result: z
    .object({
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
    })
    .nullable(),
});
export type TableImportJob = z.infer<typeof tableImportJobSchema>;
