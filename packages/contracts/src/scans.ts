// Documents read by Larder (decision 0028): a supplier's invoice or an expense receipt uploaded
// as a PDF, a scan or a photo, read in the background, reviewed by a person, then approved into
// an invoice or an expense.
import { z } from "zod";
import { singleLine, uuid } from "./fields";
import { ORDER_STATUSES } from "./purchasing";

export const SCAN_KINDS = ["invoice", "expense"] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

export const SCAN_STATUSES = ["reading", "ready", "failed", "approved", "discarded"] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/** What Larder reads: the file types a person may pick, and their limits. */
export const SCAN_LIMITS = {
  fileBytes: 25 * 1024 * 1024,
  pages: 12,
  pixels: 40_000_000,
  /** Files one person may upload in one go. */
  filesAtOnce: 20,
  accept: [
    "application/pdf",
    "image/jpeg",
    "image/png",
    "image/tiff",
    "image/webp",
    "image/heic",
    "image/heif",
  ],
} as const;

/** Below this confidence the review asks the person to check a field. */
export const CHECK_BELOW = 0.8;

export const scanUploadQuerySchema = z.object({
  kind: z.enum(SCAN_KINDS, { error: "Say whether the file is an invoice or an expense." }),
  fileName: singleLine("the file's name", 200).default("document"),
  /** The purchase order the invoice bills, when uploaded from one. */
  orderId: uuid("purchase order").optional(),
  locationId: uuid("location").optional(),
});

const field = <T extends z.ZodType>(value: T) =>
  z.object({ value: value.nullable(), confidence: z.number() });

/** The fields as the reader read them, each with how sure it is, from 0 to 1. */
export const scanReadingSchema = z.object({
  supplier: field(z.string()),
  invoiceNumber: field(z.string()),
  date: field(z.string()),
  dueDate: field(z.string()),
  currency: field(z.string()),
  subtotal: field(z.string()),
  tax: field(z.string()),
  total: field(z.string()),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.string().nullable(),
      unit: z.string().nullable(),
      unitPrice: z.string().nullable(),
      amount: z.string().nullable(),
      confidence: z.number(),
      /** The pack as the invoice wrote it ("4/5 LB"), when it did. */
      pack: z.string().nullable().optional(),
    }),
  ),
  linesConfidence: z.number(),
});
export type ScanReading = z.infer<typeof scanReadingSchema>;

export const scanSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(SCAN_KINDS),
  status: z.enum(SCAN_STATUSES),
  fileName: z.string(),
  fileSize: z.number().int(),
  pagesDone: z.number().int(),
  pages: z.number().int().nullable(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  /** As read, until approved. */
  supplierName: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  total: z.string().nullable(),
  error: z.string().nullable(),
  invoiceId: z.uuid().nullable(),
  expenseId: z.uuid().nullable(),
  /** The credit request it closed, when it was approved as the supplier's credit memo. */
  creditId: z.uuid().nullable(),
  /** Why an invoice waiting for review may be a second copy, in a sentence; null if not. */
  duplicateOf: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type ScanSummary = z.infer<typeof scanSummarySchema>;

export const scansQuerySchema = z.object({
  kind: z.enum(SCAN_KINDS).optional(),
  /** Open: being read, waiting for review, or failed; done: approved or discarded. */
  state: z.enum(["open", "done"]).default("open"),
});

/** One thing the supplier sells, as a line can be matched to it. */
export const scanCatalogEntrySchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  sku: z.string(),
  unit: z.string(),
  price: z.string(),
  /** The units the item can be counted in (its base unit and packs). */
  units: z.array(z.string()),
});

/** An order of the supplier the invoice may bill, with what was ordered and received. */
export const scanOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  locationId: z.uuid().nullable(),
  value: z.string(),
  lines: z.array(
    z.object({
      id: z.uuid(),
      itemId: z.uuid().nullable(),
      name: z.string(),
      unit: z.string(),
      ordered: z.string(),
      received: z.string(),
      agreedPrice: z.string(),
      priceReceived: z.boolean(),
    }),
  ),
});
export type ScanOrder = z.infer<typeof scanOrderSchema>;

export const scanSchema = scanSummarySchema.extend({
  contentType: z.string(),
  sha256: z.string(),
  locationId: z.uuid().nullable(),
  /** Null until read, or when reading failed. */
  reading: scanReadingSchema.nullable(),
  /** Where the text came from: the PDF's own text, OCR, or both. */
  source: z.enum(["text", "ocr", "mixed"]).nullable(),
  /** Each page drawn small, in order, with its size in pixels. */
  pageImages: z.array(z.object({ page: z.number().int(), width: z.number(), height: z.number() })),
  /**
   * Where each header field read stands on the pages (fractions of the page), with how sure the
   * reading is, so that the review marks it there.
   */
  places: z.array(
    z.object({
      field: z.enum(["invoiceNumber", "date", "dueDate", "subtotal", "tax", "total"]),
      page: z.number().int(),
      box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
      confidence: z.number(),
    }),
  ),
  /** The supplier the review starts from: the one named in the query, or the one read. */
  supplierId: z.uuid().nullable(),
  orders: z.array(scanOrderSchema),
  suggestedOrder: z.object({ orderId: z.uuid(), reason: z.string() }).nullable(),
  /**
   * The location the invoice was most likely delivered to, and why: its ship-to (or bill-to)
   * block, else the order it bills. Null when nothing says (the screen takes the top bar's).
   */
  suggestedLocation: z.object({ locationId: z.uuid(), reason: z.string() }).nullable(),
  catalog: z.array(scanCatalogEntrySchema),
  /** For each line read: the item and order line it most likely is. */
  lineMatches: z.array(
    z.object({
      itemId: z.uuid().nullable(),
      orderLineId: z.uuid().nullable(),
      unit: z.string().nullable(),
      score: z.number(),
      /**
       * A line billed in a pack the item has not (2 CS of chicken kept in lb), put in the item's
       * unit by the pack the invoice writes ("4/10 LB"): its quantity and price so, and why.
       */
      converted: z
        .object({ quantity: z.string(), unitPrice: z.string(), note: z.string() })
        .nullable(),
    }),
  ),
  /** An invoice of this supplier with the number read, already entered. */
  duplicate: z.object({ invoiceId: z.uuid(), number: z.string() }).nullable(),
  /** Its title says it is the supplier's credit memo: the review offers to close a credit with it. */
  creditMemo: z.boolean(),
  /** The workspace's tolerances, for the match shown as the person edits. */
  tolerance: z.object({ pricePercent: z.string(), quantityPercent: z.string() }),
});
export type Scan = z.infer<typeof scanSchema>;

export const scanQuerySchema = z.object({
  /** Suggest orders and items for this supplier instead of the one read. */
  supplierId: uuid("supplier").optional(),
});
