import { z } from "zod";
import { approvalChainSchema } from "./approvals";
import { optionalEmailSchema } from "./email";
import {
  PRICE_BOUNDS,
  isoDate,
  multiLine,
  nonNegativeDecimalSchema,
  note,
  pageQuerySchema,
  percentSchema,
  quantitySchema,
  unitSchema,
  updateSchema,
  uuid,
} from "./fields";

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

export const orderUpdateSchema = updateSchema({
  expectedOn: isoDate("the expected day").nullable(),
  notes: multiLine("the notes", 2000),
  lines: orderInputSchema.shape.lines,
});

export const totalsSchema = z.object({ exclTax: z.string(), tax: z.string(), inclTax: z.string() });

/** A credit request's life; the same list as @larder/domain's CREDIT_STATUSES. */
export const CREDIT_STATUSES = ["open", "sent", "credited", "cancelled"] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

/** A credit request as the delivery and the order name it. */
export const creditBriefSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(CREDIT_STATUSES),
  /** What is asked for, incl. tax. */
  amount: z.string(),
  /** Where the request is emailed unless another address is given. */
  supplierEmail: z.string(),
});
export type CreditBrief = z.infer<typeof creditBriefSchema>;

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
  /** What is still to come is worth at the ordered price, in cents. */
  remainingValue: z.string(),
  /** What came of it, at the prices charged on delivery, in cents (before tax). */
  receivedValue: z.string(),
  /** The price charged on its last delivery that brought some; null before any. */
  chargedPrice: z.string().nullable(),
  /** A line closed before all of it came (short, damaged, refused): how much never came. */
  shortQuantity: z.string(),
  /** What never came is worth at the ordered price, in cents. */
  shortValue: z.string(),
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
  /** What was ordered, at the ordered prices. */
  totals: totalsSchema,
  /** What came, at the prices charged on delivery (tax at each line's rate). */
  received: totalsSchema,
  /** What is still to come on open lines, at the ordered prices, before tax. */
  remainingValue: z.string(),
  /** What closed lines never brought, at the ordered prices, before tax. */
  shortValue: z.string(),
  /** The supplier's minimum order, and whether this order reaches it. */
  minimumOrder: z.string().nullable(),
  belowMinimum: z.boolean(),
  /** Above the workspace's approval limit and not approved yet: a manager must approve it. */
  needsApproval: z.boolean(),
  approvalLimit: z.string().nullable(),
  /** The invoices entered against it. */
  invoices: z.array(z.object({ id: z.uuid(), number: z.string() })),
  /** The credits its deliveries raised. */
  credits: z.array(creditBriefSchema),
  /** Its approval chain: the approvers the rules give it, and who approved (decision 0044). */
  approvals: approvalChainSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema
  .omit({ lines: true, invoices: true, credits: true, approvals: true })
  .extend({
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
  to: optionalEmailSchema.optional(),
  message: multiLine("the message", 2000).default(""),
});

export const orderOverviewSchema = z.object({
  totalOrders: z.number().int(),
  received: z.number().int(),
  inTransit: z.number().int(),
  /**
   * What came on the period's orders, at the prices charged on delivery, incl. tax: received
   * and partly received orders alike, never the ordered value.
   */
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
  /** The credit the delivery raised (short, damaged, refused or dearer lines), if any. */
  credit: creditBriefSchema.nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
