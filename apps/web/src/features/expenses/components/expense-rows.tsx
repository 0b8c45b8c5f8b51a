import {
  EXPENSE_CATEGORIES,
  EXPENSE_FREQUENCY_LABELS,
  PAYMENT_METHOD_LABELS,
  type Expense,
  type RecurringExpense,
} from "@larder/contracts";
import { exact, toFixedDecimal } from "@larder/domain";
import { Paperclip, Repeat } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDay, formatUsd } from "@/lib/format";
import { receiptUrl } from "@/features/expenses/api/expenses";

/** Expenses, newest first: when, to whom, what for, where, how much; each receipt one tap away. */
export function ExpenseRows({
  workspaceId,
  expenses,
  canEdit,
  onRemove,
}: {
  workspaceId: string;
  expenses: Expense[];
  canEdit: boolean;
  onRemove: (expenseId: string) => Promise<unknown>;
}) {
  return (
    <ul aria-label="Expenses" className="divide-y divide-brand-900/5">
      {expenses.map((expense) => (
        <li
          key={expense.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-brand-950 [overflow-wrap:anywhere]">
              {expense.payee}
              {expense.recurringId ? (
                <Repeat
                  aria-label="Recurring"
                  className="ml-1.5 inline h-3.5 w-3.5 text-brand-700"
                />
              ) : null}
            </p>
            <p className="text-sm text-brand-950/70 [overflow-wrap:anywhere]">
              {[
                formatDay(expense.incurredOn),
                EXPENSE_CATEGORIES[expense.category].label,
                expense.locationName ?? "Whole business",
                PAYMENT_METHOD_LABELS[expense.method],
                expense.description || null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span className="font-semibold tabular-nums text-brand-950">
              {formatUsd(expense.total)}
            </span>
            {expense.fileId ? (
              <a
                href={receiptUrl(workspaceId, expense.id)}
                aria-label={`Receipt of ${expense.payee}, ${formatDay(expense.incurredOn)}`}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl text-brand-800 hover:bg-brand-50 sm:min-h-10 sm:min-w-10"
              >
                <Paperclip aria-hidden="true" className="h-4 w-4" />
              </a>
            ) : null}
            {canEdit ? (
              <ConfirmDialog
                trigger={
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${expense.payee}, ${formatDay(expense.incurredOn)}`}
                  >
                    Remove
                  </Button>
                }
                title="Remove this expense?"
                description={
                  expense.recurringId
                    ? "This occurrence is removed and not written again; the schedule goes on."
                    : "It leaves the expenses and the report."
                }
                confirmLabel="Remove"
                onConfirm={() => onRemove(expense.id)}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Recurring expenses: each with its amount, how often, and the next day it falls on. */
export function RecurringRows({
  rules,
  canEdit,
  onStop,
}: {
  rules: RecurringExpense[];
  canEdit: boolean;
  onStop: (id: string) => Promise<unknown>;
}) {
  if (rules.length === 0)
    return (
      <p className="py-2 text-sm text-brand-950/70">
        None yet. Rent, leases and service contracts entered as repeating are recorded here on their
        day.
      </p>
    );
  return (
    <ul aria-label="Recurring expenses" className="divide-y divide-brand-900/5">
      {rules.map((rule) => (
        <li key={rule.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-brand-950 [overflow-wrap:anywhere]">{rule.payee}</p>
            <p className="text-sm text-brand-950/70">
              {formatUsd(toFixedDecimal(exact(rule.amount).add(exact(rule.tax)), 2))} ·{" "}
              {EXPENSE_FREQUENCY_LABELS[rule.frequency].toLowerCase()} ·{" "}
              {rule.nextOn ? `next ${formatDay(rule.nextOn)}` : "ended"}
            </p>
          </div>
          {canEdit && rule.nextOn ? (
            <ConfirmDialog
              trigger={<Button variant="ghost">Stop</Button>}
              title={`Stop ${rule.payee}?`}
              description="No more are recorded. Those already recorded stay."
              confirmLabel="Stop it"
              onConfirm={() => onStop(rule.id)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
