import { z } from "zod";
import {
  decimalSchema,
  isoDate,
  MONEY_BOUNDS,
  pageQuerySchema,
  singleLine,
  trimmed,
  uuid,
} from "./fields";
import { importProblemSchema } from "./imports";

/** The POS exports Larder recognises by their header, and files read through a mapping. */
export const POS_FORMATS = ["square", "toast", "lightspeed", "clover", "generic"] as const;
export type PosFormat = (typeof POS_FORMATS)[number];
export const POS_FORMAT_LABELS: Record<PosFormat, string> = {
  square: "Square",
  toast: "Toast",
  lightspeed: "Lightspeed",
  clover: "Clover",
  generic: "Another POS or spreadsheet",
};

/** The fields a sales file's columns can hold; the date and the item are needed. */
export const SALES_FIELDS = [
  "date",
  "item",
  "quantity",
  "time",
  "variation",
  "netSales",
  "ticket",
  "location",
  "voided",
  "eventType",
] as const;
export type SalesField = (typeof SALES_FIELDS)[number];
export const SALES_FIELD_LABELS: Record<SalesField, string> = {
  date: "Date",
  item: "Item",
  quantity: "Quantity",
  time: "Time",
  variation: "Size or variation",
  netSales: "Net sales",
  ticket: "Ticket or order number",
  location: "Location",
  voided: "Voided (yes or no)",
  eventType: "Kind of line (sale, refund, void)",
};

/**
 * The most columns a sales file may have: a POS export has twenty or thirty, and each column is
 * offered in every choice of the review's columns form.
 */
export const SALES_FILE_COLUMNS = 1000;

/** A column as kept on an import: any column of the file read. */
const keptColumn = (label: string) =>
  z
    .number({ error: `Choose the column of ${label}.` })
    .int()
    .min(0)
    .nullable();

/** A column the person chooses: one a sales file may have. */
const chosenColumn = (label: string) =>
  keptColumn(label).refine((value) => value === null || value < SALES_FILE_COLUMNS, {
    error: `A sales file has at most ${SALES_FILE_COLUMNS.toLocaleString("en-US")} columns; choose the column of ${label} among them.`,
  });

const mappingShape = (column: typeof keptColumn) => ({
  /** Null for a file of one day without dates (a product mix): `day` says which. */
  date: column("the date").default(null),
  item: column("the item"),
  /** Null: every row is one sold (some POS write a row per unit). */
  quantity: column("the quantity").default(null),
  time: column("the time").default(null),
  variation: column("the size or variation").default(null),
  netSales: column("net sales").default(null),
  ticket: column("the ticket").default(null),
  location: column("the location").default(null),
  /** A yes/no column: yes means the line never counted. */
  voided: column("voids").default(null),
  /** Sale, refund, void…: lines that are not sales are left out, refunds count negative. */
  eventType: column("the kind of line").default(null),
  /** Whether 03/04 is the 3rd of April (true) or March 4th (false); null: decided from the file. */
  dayFirst: z.boolean().nullable().default(null),
  /** The business day a file without a date column covers. */
  day: isoDate("the day the file covers").nullable().default(null),
});

/**
 * Which column of the file holds what, counted from 0 (null: the file has none), as kept on an
 * import: chosen by Larder for a known POS, guessed from a header, or chosen by the person. A
 * guess may lack the item or the date (a header like "foo,bar"): that is an import waiting for
 * the person's choice, not a broken one, so this shape does not require them (issue 26).
 */
export const salesColumnsSchema = z.object(mappingShape(keptColumn));

/**
 * A complete choice of columns, as the person sends it and as it is remembered for the next file
 * with the same header: the item column, and the date column or the day the file covers.
 */
export const salesColumnMappingSchema = z
  .object({
    ...mappingShape(chosenColumn),
    // Typed as a boolean, not a type guard: the kept and the chosen mappings stay one type.
    item: chosenColumn("the item").refine((value): boolean => value !== null, {
      error: "Choose the item column.",
    }),
  })
  .refine((mapping) => mapping.date !== null || mapping.day !== null, {
    error: "Choose the date column, or say which day the file covers.",
  });
export type SalesColumnMapping = z.output<typeof salesColumnMappingSchema>;

export const salesImportQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(200).default("sales"),
  locationId: uuid("location"),
});

/** A POS name that no menu item answers to yet, with what was sold under it. */
export const unmappedNameSchema = z.object({
  name: z.string(),
  lines: z.number().int(),
  quantity: z.string(),
  netSales: z.string().nullable(),
});
export type UnmappedName = z.infer<typeof unmappedNameSchema>;

export const salesImportStatusSchema = z.enum([
  "reading",
  "ready",
  "posting",
  "done",
  "failed",
  "cancelled",
]);

export const salesImportSchema = z.object({
  id: z.uuid(),
  status: salesImportStatusSchema,
  fileName: z.string(),
  format: z.enum(["csv", "xlsx"]),
  locationId: z.uuid(),
  locationName: z.string(),
  posFormat: z.enum(POS_FORMATS).nullable(),
  /** The file's header, to choose columns from. */
  header: z.array(z.string()),
  /** The columns read with; the item or the date may still be missing, for the person to choose. */
  mapping: salesColumnsSchema.nullable(),
  /** Whether 01/02 dates were read day first (null: not decided, or no such dates). */
  dayFirst: z.boolean().nullable(),
  /**
   * How the dates were read: decided from the file or the columns chosen, `undecided` when
   * dates like 03/04 could be either and the person must choose, `unambiguous` when no date
   * could be read two ways.
   */
  dateOrder: z.enum(["day-first", "month-first", "undecided", "unambiguous"]),
  progress: z.number().int(),
  createdAt: z.string(),
  /** Lines read, and of those: new, already imported from an earlier file, with problems. */
  lines: z.number().int(),
  newLines: z.number().int(),
  alreadyImported: z.number().int(),
  voided: z.number().int(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  netSales: z.string().nullable(),
  /** Lines whose location column names a location Larder does not have. */
  unknownLocations: z.array(z.string()),
  problems: z.array(importProblemSchema),
  /** New lines by name, first the names no menu item answers to. */
  unmapped: z.array(unmappedNameSchema),
  preview: z.array(
    z.object({
      row: z.number().int(),
      day: z.string(),
      name: z.string(),
      quantity: z.string(),
      netSales: z.string().nullable(),
      menuItemName: z.string().nullable(),
    }),
  ),
  result: z
    .object({
      lines: z.number().int(),
      depleted: z.number().int(),
      unmapped: z.number().int(),
      movements: z.number().int(),
    })
    .nullable(),
  error: z.string().nullable(),
});
export type SalesImport = z.infer<typeof salesImportSchema>;

export const salesImportUpdateSchema = z.object({ mapping: salesColumnMappingSchema });

export const salesImportSummarySchema = salesImportSchema.pick({
  id: true,
  status: true,
  fileName: true,
  locationName: true,
  posFormat: true,
  createdAt: true,
  lines: true,
  firstDay: true,
  lastDay: true,
  netSales: true,
  result: true,
  error: true,
  progress: true,
});

/** A POS name and what it is on the menu (or that it is not food). */
export const posNameSchema = z.object({
  name: z.string(),
  menuItemId: z.uuid().nullable(),
  menuItemName: z.string().nullable(),
  ignored: z.boolean(),
  /** Sale lines under the name that are not yet taken from stock. */
  waiting: z.number().int(),
});
export type PosName = z.infer<typeof posNameSchema>;

export const posNameInputSchema = z
  .object({
    name: trimmed("the POS item name", 200),
    menuItemId: uuid("menu item").nullable().default(null),
    ignored: z.boolean().default(false),
  })
  .refine((value) => !(value.ignored && value.menuItemId !== null), {
    error: "A name is either a menu item or left out, not both.",
  });

export const posNamesQuerySchema = z.object({
  status: z.enum(["unmapped", "mapped", "ignored", "all"]).default("unmapped"),
});

/** A ticket from a POS integration: what one check sold, posted as it closes. */
export const saleTicketInputSchema = z.object({
  locationId: uuid("location"),
  ticket: trimmed("the ticket number", 100),
  /** When it was paid, ISO 8601 with an offset ("2026-11-20T19:42:00-05:00"). */
  soldAt: z.iso.datetime({ offset: true, error: "Give soldAt as an ISO date and time." }),
  lines: z
    .array(
      z.object({
        name: trimmed("the item's name", 200),
        quantity: decimalSchema("the quantity").refine((value) => /[1-9]/.test(value), {
          error: "The quantity cannot be zero.",
        }),
        netSales: decimalSchema("the net sales", MONEY_BOUNDS).nullable().default(null),
      }),
    )
    .min(1, { error: "A ticket needs at least one line." })
    .max(500, { error: "A ticket can have at most 500 lines." }),
});
export type SaleTicketInput = z.input<typeof saleTicketInputSchema>;

export const saleTicketResultSchema = z.object({
  /** Lines new to Larder; a ticket sent again adds none. */
  added: z.number().int(),
  alreadyRecorded: z.number().int(),
  /** Names no menu item answers to: kept, and taken from stock once mapped. */
  unmapped: z.array(z.string()),
});

export const salesQuerySchema = pageQuerySchema.extend({
  locationId: uuid("location").optional(),
  from: isoDate("the first day").optional(),
  to: isoDate("the last day").optional(),
  search: singleLine("the search", 120).optional(),
});

export const saleSchema = z.object({
  id: z.uuid(),
  locationName: z.string(),
  day: z.string(),
  soldAt: z.string().nullable(),
  name: z.string(),
  menuItemName: z.string().nullable(),
  ignored: z.boolean(),
  quantity: z.string(),
  netSales: z.string().nullable(),
  ticket: z.string().nullable(),
  depleted: z.boolean(),
});
export const salesPageSchema = z.object({
  sales: z.array(saleSchema),
  total: z.number().int(),
  /** Totals of the filtered lines. */
  quantity: z.string(),
  netSales: z.string(),
});
export type SalesPage = z.infer<typeof salesPageSchema>;

export const foodCostQuerySchema = z.object({
  locationId: uuid("location").optional(),
  days: z.coerce.number().int().min(1).max(366).default(28),
});
export const foodCostSchema = z.object({
  from: z.string(),
  to: z.string(),
  netSales: z.string(),
  /** What the ingredients of what was sold cost, at the cost they left stock at. */
  costOfSales: z.string(),
  foodCostPercent: z.string().nullable(),
  /** Net sales of lines no menu item answers to yet, which the figure leaves out. */
  unmappedNetSales: z.string(),
  targetFoodCostPercent: z.string(),
});
export type FoodCost = z.infer<typeof foodCostSchema>;
