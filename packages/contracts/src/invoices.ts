import { z } from "zod";
import {
  MONEY_BOUNDS,
  PRICE_BOUNDS,
  compareDecimals,
  decimalSchema,
  isoDate,
  nonNegativeDecimalSchema,
  note,
  pageQuerySchema,
  percentSchema,
  positiveDecimalSchema,
  singleLine,
  trimmed,
  unitSchema,
  uuid,
} from "./fields";
import { creditBriefSchema, ORDER_STATUSES, PERIODS, totalsSchema } from "./purchasing";
import { creditsOwedSchema } from "./credits";
import { approvalChainSchema } from "./approvals";
import { ACCOUNTING_CATEGORY_KEYS, accountingCategorySchema } from "./accounting";

export const INVOICE_STATUSES = ["paid", "pending", "overdue"] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_METHODS = ["bank_transfer", "card", "check", "cash", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How an invoice's balance went down: paid, or a supplier's credit memo applied to it. */
export const SETTLEMENT_METHODS = [...PAYMENT_METHODS, "credit"] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<SettlementMethod, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  check: "Check",
  cash: "Cash",
  other: "Other",
  credit: "Vendor credit",
};

export const invoiceLineInputSchema = z
  .object({
    itemId: uuid("item").nullable().default(null),
    description: trimmed("what the line is for", 200),
    unit: unitSchema.nullable().default(null),
    /**
     * Below zero for a return the invoice credits ("CR … -1 CS"): what the driver took back, taken
     * off what the invoice bills. Such a line bills no order line, and the invoice's lines cannot
     * come to less than zero (a larger credit is a credit memo).
     */
    quantity: decimalSchema("the quantity"),
    unitPrice: nonNegativeDecimalSchema("the price", PRICE_BOUNDS),
    taxRate: percentSchema("the tax rate").default("0"),
    orderLineId: uuid("order line").nullable().default(null),
    /**
     * Where the line goes in the books; without one, the category last chosen for this supplier's
     * item (or description), else one suggested from the item's category.
     */
    accountCategory: accountingCategorySchema.nullable().default(null),
  })
  .refine((line) => !line.quantity.startsWith("-") || line.orderLineId === null, {
    error:
      "A returned line (a quantity below zero) cannot bill an order line; leave its order line empty.",
    path: ["orderLineId"],
  });
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

export const invoiceInputSchema = z
  .object({
    supplierId: uuid("supplier"),
    /** The supplier's own number; without one Larder numbers it INV-YYYY-NNN. */
    number: singleLine("the invoice number", 60).default(""),
    buyerUserId: uuid("buyer").nullable().default(null),
    locationId: uuid("location").nullable().default(null),
    effectiveDate: isoDate("the invoice date"),
    /** Without it, the invoice date plus the supplier's payment terms. */
    dueDate: isoDate("the due date").nullable().default(null),
    orderIds: z.array(uuid("order")).max(50).default([]),
    lines: z.array(invoiceLineInputSchema).max(300).default([]),
    /** Needed when there are no lines; checked against the lines when there are. */
    totalExclTax: nonNegativeDecimalSchema("the total before tax", MONEY_BOUNDS)
      .nullable()
      .default(null),
    totalInclTax: nonNegativeDecimalSchema("the total with tax", MONEY_BOUNDS)
      .nullable()
      .default(null),
    notes: note(2000),
    /**
     * Credits the invoice takes off for earlier deliveries (the supplier's negative lines): each
     * closes that credit request as credited by this invoice, or uses what is left of its memo,
     * and takes its amount off what is to pay. The totals above stay what the invoice bills.
     */
    credits: z
      .array(
        z.object({
          creditId: uuid("credit request"),
          amount: positiveDecimalSchema("the credit taken off", MONEY_BOUNDS),
        }),
      )
      .max(20)
      .refine(
        (credits) => new Set(credits.map((credit) => credit.creditId)).size === credits.length,
        {
          error: "Take each credit request off once.",
        },
      )
      .default([]),
  })
  .refine((value) => value.lines.length > 0 || (value.totalExclTax && value.totalInclTax), {
    error: "Enter the invoice's lines, or its totals before and with tax.",
    path: ["totalInclTax"],
  })
  .refine(
    (value) =>
      !value.totalExclTax ||
      !value.totalInclTax ||
      compareDecimals(value.totalInclTax, value.totalExclTax) >= 0,
    { error: "The total with tax cannot be below the total before tax.", path: ["totalInclTax"] },
  );
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

export const matchFlagSchema = z.object({
  kind: z.enum(["quantity", "price", "not_received", "not_ordered", "total"]),
  lineId: z.uuid().nullable(),
  message: z.string(),
});
export type MatchFlag = z.infer<typeof matchFlagSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  amount: z.string(),
  paidOn: z.string(),
  method: z.enum(SETTLEMENT_METHODS),
  reference: z.string(),
  /** For a vendor credit applied: the credit request it came from. */
  creditId: z.uuid().nullable(),
  recordedBy: z.string().nullable(),
});

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  buyerName: z.string(),
  effectiveDate: z.string(),
  totalExclTax: z.string(),
  totalInclTax: z.string(),
  paymentDueDate: z.string(),
  balance: z.string(),
  status: z.enum(INVOICE_STATUSES),
  flags: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  buyerUserId: z.uuid().nullable(),
  locationId: z.uuid().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  paid: z.string(),
  /** The invoice's file as uploaded, when it was read from one. */
  fileId: z.uuid().nullable(),
  lines: z.array(
    z.object({
      id: z.uuid(),
      itemId: z.uuid().nullable(),
      /** The item it was matched to, as Larder names it; the description is the invoice's. */
      itemName: z.string().nullable(),
      description: z.string(),
      unit: z.string().nullable(),
      quantity: z.string(),
      unitPrice: z.string(),
      taxRate: z.string(),
      amount: z.string(),
      orderLineId: z.uuid().nullable(),
      accountCategory: z.enum(ACCOUNTING_CATEGORY_KEYS),
    }),
  ),
  orders: z.array(z.object({ id: z.uuid(), number: z.string(), status: z.enum(ORDER_STATUSES) })),
  payments: z.array(paymentSchema),
  /** What differs from the orders and deliveries it bills, for review. */
  match: z.array(matchFlagSchema),
  /** Above the approval limit while its orders were not approved. */
  needsApproval: z.boolean(),
  /** Its approval chain: paid only once every approver has approved (decision 0044). */
  approvals: approvalChainSchema,
  /** The credit requests of its orders' deliveries, and those raised from it. */
  credits: z.array(creditBriefSchema),
  /**
   * What it bills beyond what came that no credit request asks for yet: the credit the
   * three-way match proposes, or null.
   */
  proposedCredit: z
    .object({
      lines: z.array(
        z.object({
          description: z.string(),
          reason: z.enum(["short", "price"]),
          unit: z.string(),
          quantity: z.string(),
          unitPrice: z.string(),
          taxRate: z.string(),
          amount: z.string(),
        }),
      ),
      totals: totalsSchema,
    })
    .nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const paymentInputSchema = z.object({
  amount: positiveDecimalSchema("the amount", MONEY_BOUNDS),
  paidOn: isoDate("the payment date"),
  method: z.enum(PAYMENT_METHODS, { error: "Choose how it was paid." }),
  reference: singleLine("the reference", 120).default(""),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const INVOICE_SORTS = [
  "number",
  "buyerName",
  "effectiveDate",
  "totalExclTax",
  "totalInclTax",
  "paymentDueDate",
  "balance",
  "status",
] as const;

/** The filters of Purchases by Supplier and of the invoice list. */
export const purchasesQuerySchema = pageQuerySchema.extend({
  period: z.enum(PERIODS).default("last-week"),
  supplierId: uuid("supplier").optional(),
  /** A member's id, or the name of a buyer who is not a member. */
  buyer: singleLine("the buyer", 120).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  minAmount: nonNegativeDecimalSchema("the smallest amount", MONEY_BOUNDS).optional(),
  maxAmount: nonNegativeDecimalSchema("the largest amount", MONEY_BOUNDS).optional(),
  dueFrom: isoDate("the first due day").optional(),
  dueTo: isoDate("the last due day").optional(),
  locationId: uuid("location").optional(),
  sort: z.enum(INVOICE_SORTS).default("effectiveDate"),
  direction: z.enum(["asc", "desc"]).default("desc"),
});
export type PurchasesQuery = z.input<typeof purchasesQuerySchema>;

export const purchasesSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  suppliers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  buyers: z.array(z.object({ value: z.string(), name: z.string() })),
  /**
   * The supplier the summary is about (the first one when none is chosen). Amounts are the
   * invoices dated in the period, incl. tax, plus what came in the period against orders no
   * invoice bills yet, at the prices charged, incl. tax (`awaitingInvoice`, part of `amount`).
   */
  supplier: z
    .object({
      id: z.uuid(),
      name: z.string(),
      amount: z.string(),
      awaitingInvoice: z.string(),
      percentage: z.number(),
    })
    .nullable(),
  totalPurchases: z.string(),
  /** Of the total, what came against orders that no invoice bills yet. */
  awaitingInvoice: z.string(),
  /**
   * False when a filter only invoices have (buyer, status, amount, due days) is set: the
   * amounts are then invoices alone.
   */
  deliveriesIncluded: z.boolean(),
  otherSuppliers: z.string(),
  /** One bar per supplier with the largest spend, then 'Others'. */
  bars: z.array(z.object({ supplier: z.string(), amount: z.string() })),
  transactions: z.object({ rows: z.array(invoiceSummarySchema), total: z.number() }),
});
export type Purchases = z.infer<typeof purchasesSchema>;

export const payablesSchema = z.object({
  asOf: z.string(),
  buckets: z.array(z.object({ bucket: z.string(), label: z.string(), amount: z.string() })),
  total: z.string(),
  suppliers: z.array(
    z.object({
      supplierId: z.uuid(),
      supplierName: z.string(),
      total: z.string(),
      buckets: z.record(z.string(), z.string()),
    }),
  ),
  invoices: z.array(invoiceSummarySchema.extend({ bucket: z.string(), daysPastDue: z.number() })),
  /** What suppliers owe back: credit requests waiting for their credit, by supplier and age. */
  credits: creditsOwedSchema,
});
export type Payables = z.infer<typeof payablesSchema>;

export const accountingExportQuerySchema = z.object({
  system: z.enum(["quickbooks", "xero"], { error: "Choose quickbooks or xero." }),
  what: z.enum(["bills", "payments", "expenses", "credits"], {
    error: "Choose bills, payments, expenses or credits.",
  }),
  from: isoDate("the first day").optional(),
  to: isoDate("the last day").optional(),
});

export const monthlySavingsSchema = z.object({
  month: z.string(),
  purchases: z.string(),
  waste: z.string(),
  total: z.string(),
  /** How it is computed, in words, for the dashboard's tooltip. */
  explanation: z.string(),
});
export type MonthlySavings = z.infer<typeof monthlySavingsSchema>;
