import { z } from "zod";
import { optionalEmailSchema } from "./email";
import {
  MONEY_BOUNDS,
  isoDate,
  multiLine,
  nonNegativeDecimalSchema,
  pageQuerySchema,
  trimmed,
  uuid,
} from "./fields";
import { CREDIT_STATUSES, totalsSchema, type CreditStatus } from "./purchasing";

/** Why a supplier owes a credit; the same list as @larder/domain's CREDIT_REASONS. */
export const CREDIT_REASONS = ["short", "damaged", "refused", "price"] as const;
/** How long a credit has been owed; the same list as @larder/domain's CREDIT_AGE_BUCKETS. */
export const CREDIT_AGE_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;

export const CREDIT_STATUS_LABELS: Record<CreditStatus, string> = {
  open: "To send",
  sent: "Sent",
  credited: "Credited",
  cancelled: "Cancelled",
};

export const creditLineSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid().nullable(),
  description: z.string(),
  reason: z.enum(CREDIT_REASONS),
  unit: z.string(),
  /** For a price credit, what came; otherwise what never came into stock. */
  quantity: z.string(),
  /** Per unit: the agreed price, or for a price credit what was charged above it. */
  unitPrice: z.string(),
  taxRate: z.string(),
  /** quantity × unitPrice, before tax, in cents. */
  amount: z.string(),
  photoId: z.uuid().nullable(),
  note: z.string(),
});
export type CreditLine = z.infer<typeof creditLineSchema>;

/** A credit request: what a supplier owes back for one delivery, and where it stands. */
export const creditRequestSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  /** Where the request is emailed unless another address is given. */
  supplierEmail: z.string(),
  locationId: z.uuid(),
  locationName: z.string(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  receiptId: z.uuid().nullable(),
  status: z.enum(CREDIT_STATUSES),
  raisedAt: z.string(),
  raisedBy: z.string().nullable(),
  /** Days since it was raised, in the location's days. */
  ageDays: z.number().int(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  memoNumber: z.string().nullable(),
  memoDate: z.string().nullable(),
  /** The memo's file, when it was read from a scan or photo. */
  memoFileId: z.uuid().nullable(),
  creditedAmount: z.string().nullable(),
  /** Of what the memo credited, what has been applied to invoices, and what is left. */
  appliedAmount: z.string(),
  availableAmount: z.string(),
  /** The invoices it was applied to. */
  applications: z.array(
    z.object({
      paymentId: z.uuid(),
      invoiceId: z.uuid(),
      invoiceNumber: z.string(),
      amount: z.string(),
      appliedOn: z.string(),
    }),
  ),
  cancelReason: z.string(),
  lines: z.array(creditLineSchema),
  /** What is asked for: the lines, with tax at each line's rate, each rounded once. */
  totals: totalsSchema,
});
export type CreditRequest = z.infer<typeof creditRequestSchema>;

export const creditListQuerySchema = pageQuerySchema.extend({
  /** outstanding: to send or sent, waiting for the supplier's credit. */
  status: z
    .enum([...CREDIT_STATUSES, "outstanding"], {
      error: "Choose outstanding, open, sent, credited or cancelled.",
    })
    .optional(),
  supplierId: uuid("supplier").optional(),
});
export type CreditListQuery = z.input<typeof creditListQuerySchema>;

export const creditListSchema = z.object({
  rows: z.array(creditRequestSchema),
  total: z.number().int(),
});
export type CreditList = z.infer<typeof creditListSchema>;

export const creditSendSchema = z.object({
  /** Another address than the supplier's email. */
  to: optionalEmailSchema.optional(),
  message: multiLine("the message", 2000).default(""),
});

/** The supplier's credit memo, closing the request. */
export const creditMemoSchema = z.object({
  memoNumber: trimmed("the credit memo's number", 60),
  memoDate: isoDate("the credit memo's date"),
  /** What the memo credits, incl. tax. */
  amount: nonNegativeDecimalSchema("the amount credited", MONEY_BOUNDS),
});

/** A supplier's credit memo read like an invoice, approved onto the request it closes. */
export const scannedCreditMemoSchema = creditMemoSchema.extend({
  creditId: uuid("credit request"),
});

export const creditCancelSchema = z.object({
  reason: trimmed("why the credit is not owed", 500),
});

/** Applies what is left of a credited memo to one of the supplier's unpaid invoices. */
export const creditApplySchema = z.object({
  invoiceId: uuid("invoice"),
  /** Left out: as much as both the credit and the invoice allow. */
  amount: nonNegativeDecimalSchema("the amount to apply", MONEY_BOUNDS).optional(),
});

/** What suppliers owe the restaurant: outstanding credit requests by supplier and age. */
export const creditsOwedSchema = z.object({
  buckets: z.array(
    z.object({ bucket: z.enum(CREDIT_AGE_BUCKETS), label: z.string(), amount: z.string() }),
  ),
  total: z.string(),
  suppliers: z.array(
    z.object({
      supplierId: z.uuid(),
      supplierName: z.string(),
      total: z.string(),
      buckets: z.record(z.string(), z.string()),
    }),
  ),
  /** Credit memos received and not yet applied to invoices: they reduce what is payable. */
  toApply: z.object({
    total: z.string(),
    suppliers: z.array(
      z.object({ supplierId: z.uuid(), supplierName: z.string(), amount: z.string() }),
    ),
  }),
});
export type CreditsOwed = z.infer<typeof creditsOwedSchema>;
