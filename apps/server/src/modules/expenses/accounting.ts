import { EXPENSE_CATEGORIES, PAYMENT_METHOD_LABELS, type ExpenseCategory } from "@larder/contracts";
import { exact, toFixedDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import { toCsv } from "../../lib/csv";
import { writeDueOccurrences } from "./recurring";

/** MM/DD/YYYY, as US QuickBooks Online and Xero files expect. */
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** Where a payment came from, by how it was made (QuickBooks' default bank accounts). */
const PAYMENT_ACCOUNT: Record<string, string> = {
  bank_transfer: "Checking",
  check: "Checking",
  card: "Credit Card",
  cash: "Cash on hand",
  other: "Checking",
};

/**
 * Expenses as CSV in the column layout QuickBooks Online's expense import or Xero's bill import
 * takes (decision 0028): one row each, coded to the account `accountOf` gives its category: the
 * workspace's own, or the usual one of QuickBooks' default chart or Xero's default codes
 * (decision 0043).
 */
export async function expensesAccountingCsv(
  tx: Executor,
  workspaceId: string,
  system: "quickbooks" | "xero",
  range: { from: string | null; to: string | null },
  accountOf: (category: ExpenseCategory) => string,
): Promise<string> {
  await writeDueOccurrences(tx, workspaceId);
  const { rows } = await tx.query<{
    id: string;
    incurred_on: string;
    payee: string;
    category: ExpenseCategory;
    location: string | null;
    description: string;
    amount: string;
    tax: string;
    method: string;
    reference: string;
  }>(
    `select e.id, to_char(e.incurred_on, 'YYYY-MM-DD') as incurred_on, e.payee, e.category,
            l.name as location, e.description, e.amount::text, e.tax::text, e.method, e.reference
       from expenses e left join locations l on l.workspace_id = e.workspace_id and l.id = e.location_id
      where e.workspace_id = $1 and ($2::date is null or e.incurred_on >= $2)
        and ($3::date is null or e.incurred_on <= $3)
      order by e.incurred_on, lower(e.payee), e.id`,
    [workspaceId, range.from, range.to],
  );
  const reference = (row: (typeof rows)[number]) => row.reference || `EXP-${row.id.slice(0, 8)}`;
  const description = (row: (typeof rows)[number]) =>
    row.description || EXPENSE_CATEGORIES[row.category].label;
  if (system === "quickbooks")
    return toCsv({
      fields: [
        "Ref No",
        "Payment Date",
        "Payee",
        "Payment Account",
        "Payment Method",
        "Location",
        "Expense Account",
        "Expense Description",
        "Expense Line Amount",
      ],
      data: rows.map((row) => [
        reference(row),
        us(row.incurred_on),
        row.payee,
        PAYMENT_ACCOUNT[row.method] ?? "Checking",
        PAYMENT_METHOD_LABELS[row.method as keyof typeof PAYMENT_METHOD_LABELS] ?? "Other",
        row.location ?? "",
        accountOf(row.category),
        description(row),
        toFixedDecimal(exact(row.amount).add(exact(row.tax)), 2),
      ]),
    });
  return toCsv({
    fields: [
      "*ContactName",
      "*InvoiceNumber",
      "*InvoiceDate",
      "*DueDate",
      "*Description",
      "*Quantity",
      "*UnitAmount",
      "*AccountCode",
      "*TaxType",
      "TaxAmount",
      "TrackingName1",
      "TrackingOption1",
      "Currency",
    ],
    data: rows.map((row) => [
      row.payee,
      reference(row),
      us(row.incurred_on),
      us(row.incurred_on),
      description(row),
      "1",
      toFixedDecimal(row.amount, 2),
      accountOf(row.category),
      exact(row.tax).compare(0) > 0 ? "Tax on Purchases" : "Tax Exempt",
      toFixedDecimal(row.tax, 2),
      row.location ? "Location" : "",
      row.location ?? "",
      "USD",
    ]),
  });
}
