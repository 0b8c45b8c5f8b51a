import { z } from "zod";
import {
  compareDecimals,
  isoDate,
  nonNegativeDecimalSchema,
  note,
  pageQuerySchema,
  positiveDecimalSchema,
  MONEY_BOUNDS,
  multiLine,
  PRICE_BOUNDS,
  quantitySchema,
  singleLine,
  trimmed,
  unitSchema,
  uuid,
} from "./fields";

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((value) => value === "" || z.email().safeParse(value).success, {
    error: "Enter a valid email address, like orders@supplier.com.",
  })
  .default("");

const percentSchema = (label: string) =>
  nonNegativeDecimalSchema(label).refine((value) => compareDecimals(value, "100") <= 0, {
    error: `${label[0]!.toUpperCase()}${label.slice(1)} is a percentage: 0 to 100.`,
  });

// Suppliers

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

const supplierFields = {
  name: trimmed("the supplier's name", 120),
  contactName: singleLine("the contact's name", 120),
  phone: singleLine("the phone number", 40),
  email: optionalEmail,
  orderingEmail: optionalEmail,
  accountNumber: singleLine("the account number", 60),
  deliveryDays: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  leadTimeDays: z.number({ error: "Enter the lead time in days." }).int().min(0).max(60),
  minimumOrder: nonNegativeDecimalSchema("the minimum order", MONEY_BOUNDS).nullable(),
  paymentTermsDays: z.number({ error: "Enter the payment terms in days." }).int().min(0).max(365),
  notes: multiLine("the notes", 2000),
};

export const supplierInputSchema = z.object({
  ...supplierFields,
  contactName: supplierFields.contactName.default(""),
  phone: supplierFields.phone.default(""),
  accountNumber: supplierFields.accountNumber.default(""),
  deliveryDays: supplierFields.deliveryDays.default([]),
  leadTimeDays: supplierFields.leadTimeDays.default(1),
  minimumOrder: supplierFields.minimumOrder.default(null),
  paymentTermsDays: supplierFields.paymentTermsDays.default(30),
  notes: supplierFields.notes.default(""),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;

export const supplierUpdateSchema = z
  .object({
    name: supplierFields.name.optional(),
    contactName: supplierFields.contactName.optional(),
    phone: supplierFields.phone.optional(),
    email: optionalEmail.optional(),
    orderingEmail: optionalEmail.optional(),
    accountNumber: supplierFields.accountNumber.optional(),
    deliveryDays: supplierFields.deliveryDays.optional(),
    leadTimeDays: supplierFields.leadTimeDays.optional(),
    minimumOrder: supplierFields.minimumOrder.optional(),
    paymentTermsDays: supplierFields.paymentTermsDays.optional(),
    notes: supplierFields.notes.optional(),
    archived: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: "Send at least one change.",
  });
export type SupplierUpdate = z.input<typeof supplierUpdateSchema>;

export const supplierSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  orderingEmail: z.string(),
  accountNumber: z.string(),
  deliveryDays: z.array(z.number().int()),
  leadTimeDays: z.number().int(),
  minimumOrder: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  notes: z.string(),
  archived: z.boolean(),
  itemCount: z.number().int(),
  openOrders: z.number().int(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierItemInputSchema = z.object({
  itemId: uuid("item"),
  unit: unitSchema,
  sku: singleLine("the supplier's code", 60).default(""),
  price: nonNegativeDecimalSchema("the price", PRICE_BOUNDS),
  preferred: z.boolean().default(false),
});
export type SupplierItemInput = z.input<typeof supplierItemInputSchema>;

export const supplierItemUpdateSchema = z
  .object({
    unit: unitSchema.optional(),
    sku: singleLine("the supplier's code", 60).optional(),
    price: nonNegativeDecimalSchema("the price", PRICE_BOUNDS).optional(),
    preferred: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: "Send at least one change.",
  });

export const supplierItemSchema = z.object({
  id: z.uuid(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  itemId: z.uuid(),
  itemName: z.string(),
  baseUnit: z.string(),
  /** The units the item can be ordered in. */
  units: z.array(z.string()),
  unit: z.string(),
  /** How much of the base unit one `unit` holds: "15" for a case of 6 × 2.5 kg. */
  baseQuantity: z.string(),
  sku: z.string(),
  price: z.string(),
  /** The price per base unit, for comparing suppliers. */
  pricePerBaseUnit: z.string(),
  preferred: z.boolean(),
  previousPrice: z.string().nullable(),
  priceChangedAt: z.string().nullable(),
});
export type SupplierItem = z.infer<typeof supplierItemSchema>;

export const priceHistorySchema = z.array(
  z.object({
    price: z.string(),
    source: z.enum(["manual", "receipt", "invoice"]),
    recordedAt: z.string(),
    userName: z.string().nullable(),
  }),
);

// Purchase orders

export const ORDER_STATUSES = [
  "draft",
  "sent",
  "partially_received",
  "received",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  partially_received: "Partially received",
  received: "Received",
  cancelled: "Cancelled",
};

export const orderLineInputSchema = z.object({
  itemId: uuid("item"),
  unit: unitSchema,
  quantity: quantitySchema,
  unitPrice: nonNegativeDecimalSchema("the price", PRICE_BOUNDS),
  taxRate: percentSchema("the tax rate").default("0"),
});
export type OrderLineInput = z.input<typeof orderLineInputSchema>;

export const orderInputSchema = z.object({
  supplierId: uuid("supplier"),
  locationId: uuid("location"),
  expectedOn: isoDate("the expected day").nullable().default(null),
  notes: note(2000),
  lines: z
    .array(orderLineInputSchema)
    .min(1, { error: "Add at least one line." })
    .max(300, { error: "An order can have at most 300 lines." }),
});
export type OrderInput = z.input<typeof orderInputSchema>;

export const orderUpdateSchema = z
  .object({
    expectedOn: isoDate("the expected day").nullable().optional(),
    notes: multiLine("the notes", 2000).optional(),
    lines: orderInputSchema.shape.lines.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: "Send at least one change.",
  });

export const totalsSchema = z.object({ exclTax: z.string(), tax: z.string(), inclTax: z.string() });

export const orderLineSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  itemName: z.string(),
  unit: z.string(),
  units: z.array(z.string()),
  quantity: z.string(),
  unitPrice: z.string(),
  taxRate: z.string(),
  amount: z.string(),
  receivedQuantity: z.string(),
  /** Still to come, in the line's unit (never below 0). */
  remaining: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  supplierId: z.uuid(),
  supplierName: z.string(),
  orderingEmail: z.string(),
  locationId: z.uuid(),
  locationName: z.string(),
  status: z.enum(ORDER_STATUSES),
  expectedOn: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  lines: z.array(orderLineSchema),
  totals: totalsSchema,
  /** The supplier's minimum order, and whether this order reaches it. */
  minimumOrder: z.string().nullable(),
  belowMinimum: z.boolean(),
  /** Above the workspace's approval limit and not approved yet: a manager must approve it. */
  needsApproval: z.boolean(),
  approvalLimit: z.string().nullable(),
  /** The invoices entered against it. */
  invoices: z.array(z.object({ id: z.uuid(), number: z.string() })),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema.omit({ lines: true, invoices: true }).extend({
  lineCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListQuerySchema = pageQuerySchema.extend({
  status: z.enum([...ORDER_STATUSES, "open"]).optional(),
  supplierId: uuid("supplier").optional(),
  locationId: uuid("location").optional(),
  itemId: uuid("item").optional(),
});

export const orderListSchema = z.object({ orders: z.array(orderSummarySchema), total: z.number() });

export const orderSendSchema = z.object({
  /** Another address than the supplier's ordering email. */
  to: optionalEmail.optional(),
  message: multiLine("the message", 2000).default(""),
});

export const orderOverviewSchema = z.object({
  totalOrders: z.number().int(),
  received: z.number().int(),
  inTransit: z.number().int(),
  /** What the received orders cost, incl. tax. */
  totalSpent: z.string().nullable(),
});
export type OrderOverview = z.infer<typeof orderOverviewSchema>;

export const PERIODS = ["last-week", "last-month", "last-quarter", "last-year"] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = {
  "last-week": "Last week",
  "last-month": "Last month",
  "last-quarter": "Last quarter",
  "last-year": "Last year",
};

export const orderOverviewQuerySchema = z.object({
  locationId: uuid("location").optional(),
  period: z.enum(PERIODS).default("last-month"),
});

// Receiving

export const RECEIPT_OUTCOMES = ["received", "short", "damaged", "substituted"] as const;
export type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];
export const RECEIPT_OUTCOME_LABELS: Record<ReceiptOutcome, string> = {
  received: "Received",
  short: "Short",
  damaged: "Damaged",
  substituted: "Substituted",
};

export const receiveLineSchema = z.object({
  orderLineId: uuid("order line"),
  /** What the person saw as received before this delivery: a change meanwhile refuses the delivery. */
  expectedReceived: nonNegativeDecimalSchema("what was received before"),
  /** What goes into stock now, in the line's unit; "0" when nothing usable came. */
  quantity: z.union([z.literal("0"), quantitySchema]),
  outcome: z.enum(RECEIPT_OUTCOMES, { error: "Say how the line came." }),
  /** What was charged per unit, when it differs from the order. */
  unitPrice: nonNegativeDecimalSchema("the price", PRICE_BOUNDS).nullable().default(null),
  /** For a substitution: the item that came instead. */
  substituteItemId: uuid("item").nullable().default(null),
  note: note(500),
  photoId: uuid("photo").nullable().default(null),
});

export const receiveOrderSchema = z.object({
  requestKey: uuid("request key").optional(),
  note: note(1000),
  lines: z.array(receiveLineSchema).min(1, { error: "Receive at least one line." }).max(300),
});
export type ReceiveOrder = z.input<typeof receiveOrderSchema>;

export const receiptSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid().nullable(),
  locationId: z.uuid(),
  receivedAt: z.string(),
  receivedBy: z.string().nullable(),
  note: z.string(),
  lines: z.array(
    z.object({
      id: z.uuid(),
      orderLineId: z.uuid().nullable(),
      itemId: z.uuid(),
      itemName: z.string(),
      unit: z.string(),
      quantity: z.string(),
      unitPrice: z.string(),
      outcome: z.enum(RECEIPT_OUTCOMES),
      note: z.string(),
      photoId: z.uuid().nullable(),
    }),
  ),
});
export type Receipt = z.infer<typeof receiptSchema>;

// Invoices and payments

export const INVOICE_STATUSES = ["paid", "pending", "overdue"] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_METHODS = ["bank_transfer", "card", "check", "cash", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  check: "Check",
  cash: "Cash",
  other: "Other",
};

export const invoiceLineInputSchema = z.object({
  itemId: uuid("item").nullable().default(null),
  description: trimmed("what the line is for", 200),
  unit: unitSchema.nullable().default(null),
  quantity: nonNegativeDecimalSchema("the quantity"),
  unitPrice: nonNegativeDecimalSchema("the price", PRICE_BOUNDS),
  taxRate: percentSchema("the tax rate").default("0"),
  orderLineId: uuid("order line").nullable().default(null),
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
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
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
  lines: z.array(
    z.object({
      id: z.uuid(),
      itemId: z.uuid().nullable(),
      description: z.string(),
      unit: z.string().nullable(),
      quantity: z.string(),
      unitPrice: z.string(),
      taxRate: z.string(),
      amount: z.string(),
      orderLineId: z.uuid().nullable(),
    }),
  ),
  orders: z.array(z.object({ id: z.uuid(), number: z.string(), status: z.enum(ORDER_STATUSES) })),
  payments: z.array(paymentSchema),
  /** What differs from the orders and deliveries it bills, for review. */
  match: z.array(matchFlagSchema),
  /** Above the approval limit while its orders were not approved. */
  needsApproval: z.boolean(),
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
  /** The supplier the summary is about (the first one when none is chosen). */
  supplier: z
    .object({ id: z.uuid(), name: z.string(), amount: z.string(), percentage: z.number() })
    .nullable(),
  totalPurchases: z.string(),
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
});
export type Payables = z.infer<typeof payablesSchema>;

export const accountingExportQuerySchema = z.object({
  system: z.enum(["quickbooks", "xero"], { error: "Choose quickbooks or xero." }),
  what: z.enum(["bills", "payments"], { error: "Choose bills or payments." }),
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

export const purchasingSettingsSchema = z.object({
  priceRiseAlertPercent: z.string(),
  approvalLimit: z.string().nullable(),
});
export const purchasingSettingsUpdateSchema = z
  .object({
    priceRiseAlertPercent: percentSchema("the price rise that raises an alert").optional(),
    approvalLimit: nonNegativeDecimalSchema("the approval limit", MONEY_BOUNDS)
      .nullable()
      .optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: "Send at least one change.",
  });
