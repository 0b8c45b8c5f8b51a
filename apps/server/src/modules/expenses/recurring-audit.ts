import { EXPENSE_FREQUENCY_LABELS } from "@larder/contracts";
import type { ExpenseFrequency } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import {
  changedFields,
  dollars,
  fieldWords,
  listed,
  recordAudit,
  recordChange,
  rowSnapshot,
} from "../audit";

type Snapshot = Record<string, unknown>;

/** A recurring expense as the log compares it (what it wrote so far is its own bookkeeping). */
export const ruleSnapshot = (tx: Executor, workspaceId: string, id: string) =>
  rowSnapshot(tx, "recurring_expenses", workspaceId, id, ["written_through"]);

/** "$2,500.00 to Landlord LLC (rent), every month" */
function described(rule: Snapshot): string {
  const frequency = EXPENSE_FREQUENCY_LABELS[rule.frequency as ExpenseFrequency] ?? "";
  return `${dollars(String(rule.amount))} to ${String(rule.payee)} (${String(rule.category)}), ${frequency.toLowerCase()}`;
}

/** Logs a recurring expense started, changed (what changed, before and after) or stopped. */
export async function recordRuleChange(
  tx: Executor,
  member: Member,
  recurringExpenseId: string,
  change: { before: Snapshot | null; after: Snapshot | null },
): Promise<void> {
  const { before, after } = change;
  const rule = after ?? before!;
  const locationId = (rule.location_id as string | null) ?? null;
  if (!before) {
    const until = after!.ends_on ? ` until ${String(after!.ends_on)}` : "";
    return recordChange(tx, member, {
      action: "recurring_expense_created",
      summary: `started a recurring expense of ${described(after!)} from ${String(after!.starts_on)}${until}`,
      locationId,
      details: { recurringExpenseId, after },
    });
  }
  if (!after)
    return recordChange(tx, member, {
      action: "recurring_expense_deleted",
      summary: `stopped the recurring expense of ${described(before)}; the expenses it wrote stay`,
      locationId,
      details: { recurringExpenseId, before },
    });
  const diff = changedFields(before, after);
  if (diff.fields.length === 0) return;
  await recordChange(tx, member, {
    action: "recurring_expense_updated",
    summary: `changed the recurring expense of ${described(before)}: ${listed(fieldWords(diff.fields))}`,
    locationId,
    details: { recurringExpenseId, before: diff.before, after: diff.after },
  });
}

/**
 * Logs an expense a recurring one wrote, one entry per occurrence: in the name of the member
 * whose change wrote it (a recurring expense started in the past writes its past occurrences at
 * once), or of no one when its day came and the next read of expenses wrote it.
 */
export async function recordOccurrence(
  tx: Executor,
  workspaceId: string,
  actor: Member | null,
  occurrence: {
    expenseId: string;
    recurringExpenseId: string;
    day: string;
    rule: {
      payee: string;
      amount: string;
      tax: string;
      category: string;
      location_id: string | null;
    };
  },
): Promise<void> {
  const { rule, day } = occurrence;
  const what = `the expense of ${dollars(rule.amount)} to ${rule.payee} (${rule.category}) for ${day}`;
  const details = {
    expenseId: occurrence.expenseId,
    recurringExpenseId: occurrence.recurringExpenseId,
    after: {
      payee: rule.payee,
      amount: rule.amount,
      tax: rule.tax,
      category: rule.category,
      incurred_on: day,
    },
  };
  if (actor)
    return recordChange(tx, actor, {
      action: "recurring_expense_written",
      summary: `recorded ${what}, written by its recurring expense`,
      locationId: rule.location_id,
      details,
    });
  await recordAudit(tx, workspaceId, {
    action: "recurring_expense_written",
    summary: `A recurring expense recorded ${what} as its day came`,
    actorUserId: null,
    actorEmail: null,
    ip: "",
    locationId: rule.location_id,
    details,
  });
}
