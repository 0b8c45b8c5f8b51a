// Approval chains (issue 28, item 5; decision 0044): orders and invoices above limits set per
// role and location wait for named approvers, one after the other.
import { z } from "zod";
import { roleSchema } from "./accounts";
import { MONEY_BOUNDS, nonNegativeDecimalSchema, note, trimmed, uuid } from "./fields";

export const APPROVAL_DOCUMENTS = ["order", "invoice"] as const;
export type ApprovalDocument = (typeof APPROVAL_DOCUMENTS)[number];

export const approvalRuleInputSchema = z.object({
  document: z.enum(APPROVAL_DOCUMENTS, { error: "Choose orders or invoices." }),
  /** Null: at every location. */
  locationId: uuid("location").nullable().default(null),
  /** The role of whoever raises the order or enters the invoice; null: anyone. */
  role: roleSchema.nullable().default(null),
  /** Documents whose total with tax is above this wait for the approver. */
  above: nonNegativeDecimalSchema("the amount", MONEY_BOUNDS),
  approverUserId: uuid("approver"),
});
export type ApprovalRuleInput = z.input<typeof approvalRuleInputSchema>;

export const approvalRuleSchema = z.object({
  id: z.uuid(),
  document: z.enum(APPROVAL_DOCUMENTS),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
  role: roleSchema.nullable(),
  above: z.string(),
  approverUserId: z.uuid(),
  approverName: z.string(),
  /** The rule in words: "Orders above $500.00 at Main Street raised by Purchasing". */
  description: z.string(),
});
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

export const APPROVAL_STEP_STATUSES = ["waiting", "approved", "rejected"] as const;

/** One approver of an order's or invoice's chain, in the order they approve. */
export const approvalStepSchema = z.object({
  id: z.uuid(),
  step: z.number().int(),
  approverUserId: z.uuid(),
  approverName: z.string(),
  /** The limit that put this approver in the chain, and where it applies. */
  above: z.string(),
  reason: z.string(),
  status: z.enum(APPROVAL_STEP_STATUSES),
  /** It is this approver's turn: every step before is approved. */
  current: z.boolean(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string(),
  /** Whether the email to the approver went out (the notification in Larder always does). */
  mailed: z.boolean(),
});
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

/**
 * An order's or invoice's approvals: the chain the rules give it, and whether it may go on (be
 * sent, or paid). `requested` is false for an order nobody asked approval for yet.
 */
export const approvalChainSchema = z.object({
  steps: z.array(approvalStepSchema),
  requested: z.boolean(),
  approved: z.boolean(),
  rejected: z.boolean(),
});
export type ApprovalChain = z.infer<typeof approvalChainSchema>;

/** An approval, with a note if the approver has one. */
export const approvalDecisionSchema = z.object({
  note: note(500),
});

/** A rejection says why, so that whoever asked can put it right. */
export const approvalRejectionSchema = z.object({
  reason: trimmed("the reason", 500),
});
