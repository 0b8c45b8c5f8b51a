import {
  ACCOUNTING_CATEGORIES,
  ACCOUNTING_GROUPS,
  type AccountingCategory,
  type AccountingGroup,
  type Bookkeeping,
} from "@larder/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { useMapCategories } from "@/features/accounting/api/accounting";

const GROUPS = Object.keys(ACCOUNTING_GROUPS) as AccountingGroup[];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "6 invoice lines, 2 expenses", or that nothing is booked to it yet. */
const uses = (row: { lines: number; expenses: number } | undefined) =>
  !row || row.lines + row.expenses === 0
    ? "nothing booked yet"
    : [
        row.lines > 0 ? plural(row.lines, "invoice line") : null,
        row.expenses > 0 ? plural(row.expenses, "expense") : null,
      ]
        .filter(Boolean)
        .join(", ");

/**
 * Each accounting category and the account of the chart it goes to (or the default account of
 * QuickBooks Online and Xero), by section of the books; owners change them and save once.
 */
export function CategoryAccounts({
  workspaceId,
  chart,
  canEdit,
}: {
  workspaceId: string;
  chart: Bookkeeping;
  canEdit: boolean;
}) {
  const initial = () =>
    Object.fromEntries(chart.categories.map((row) => [row.category, row.accountId ?? ""]));
  const [chosen, setChosen] = useState<Record<string, string>>(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMapCategories(workspaceId);
  const byCategory = new Map(chart.categories.map((row) => [row.category, row]));
  const changed = chart.categories.filter(
    (row) => (chosen[row.category] ?? "") !== (row.accountId ?? ""),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (changed.length === 0) return setSaved("Nothing changed.");
    save.mutate(
      {
        mappings: changed.map((row) => ({
          category: row.category,
          accountId: chosen[row.category] || null,
        })),
      },
      {
        onSuccess: () =>
          setSaved(
            `Saved ${changed.length} categor${changed.length === 1 ? "y" : "ies"}. The next exports book them there.`,
          ),
      },
    );
  };

  return (
    <Card
      title="Where each category goes"
      headingLevel={2}
      description="Invoice lines and expenses are booked to these categories; the QuickBooks Online and Xero exports split each bill by the account you choose here."
    >
      <form noValidate onSubmit={submit} className="space-y-6">
        {GROUPS.map((group) => (
          <fieldset key={group}>
            <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-brand-950/70">
              {ACCOUNTING_GROUPS[group]}
            </legend>
            <ul className="divide-y divide-brand-900/5">
              {(Object.keys(ACCOUNTING_CATEGORIES) as AccountingCategory[])
                .filter((category) => ACCOUNTING_CATEGORIES[category].group === group)
                .map((category) => {
                  const { label, quickbooks, xero } = ACCOUNTING_CATEGORIES[category];
                  const id = `account-${category}`;
                  return (
                    <li
                      key={category}
                      className="grid grid-cols-1 gap-1.5 py-2.5 sm:grid-cols-[1fr_minmax(0,18rem)] sm:items-center sm:gap-4"
                    >
                      <label htmlFor={id} className="text-sm">
                        <span className="font-semibold text-brand-950">{label}</span>
                        <span className="block text-brand-950/65">
                          {uses(byCategory.get(category))}; by default {quickbooks} in QuickBooks,{" "}
                          {xero} in Xero
                        </span>
                      </label>
                      <select
                        id={id}
                        value={chosen[category] ?? ""}
                        disabled={!canEdit}
                        onChange={(event) =>
                          setChosen((now) => ({ ...now, [category]: event.target.value }))
                        }
                        className="min-h-11 w-full rounded-xl border border-brand-900/20 bg-white px-3 text-base text-brand-950 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/25 disabled:bg-brand-50 sm:min-h-10 sm:text-sm"
                      >
                        <option value="">Default account</option>
                        {chart.accounts.map((account) => (
                          <option key={account.id} value={account.id}>
                            {account.code ? `${account.code} · ` : ""}
                            {account.name}
                            {account.type ? ` (${account.type})` : ""}
                          </option>
                        ))}
                      </select>
                    </li>
                  );
                })}
            </ul>
          </fieldset>
        ))}
        <Notice tone="success">{saved}</Notice>
        <Notice tone="error">{save.error ? errorMessage(save.error) : null}</Notice>
        {canEdit ? (
          <Button type="submit" busy={save.isPending}>
            Save accounts
          </Button>
        ) : (
          <Notice tone="info">Only an owner can change where categories go.</Notice>
        )}
      </form>
    </Card>
  );
}
