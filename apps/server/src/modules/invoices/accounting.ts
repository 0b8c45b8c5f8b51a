import type { AccountingCategory } from "@larder/contracts";
import { compare, exact, lineAmount, toFixedDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import { toCsv } from "../../lib/csv";
import { us, XERO_BILL_FIELDS } from "./accounting-format";
import { LINELESS_CATEGORY_SQL, ledgerAccountOf } from "../accounting";
import { creditsCsv } from "./credits-csv";

const METHOD_ACCOUNT: Record<string, string> = {
  bank_transfer: "Checking",
  check: "Checking",
  card: "Credit Card",
  cash: "Cash on hand",
  other: "Checking",
};

interface BillLine {
  number: string;
  supplier: string;
  supplier_email: string;
  effective_date: string;
  due_date: string;
  terms: number;
  location: string | null;
  notes: string;
  total_excl_tax: string;
  total_incl_tax: string;
  description: string | null;
  quantity: string | null;
  unit_price: string | null;
  tax_rate: string | null;
  account_category: AccountingCategory;
}

/**
 * Bills (each split by the accounts its lines are coded to, or one row for an invoice without
 * lines), payments or vendor credits, as CSV in the column layout QuickBooks Online or Xero
 * imports (docs/decisions/0015, 0043).
 */
export async function accountingCsv(
  tx: Executor,
  workspaceId: string,
  system: "quickbooks" | "xero",
  what: "bills" | "payments" | "credits",
  range: { from: string | null; to: string | null },
): Promise<string> {
  const accountOf = await ledgerAccountOf(tx, workspaceId, system);
  if (what === "credits") return creditsCsv(tx, workspaceId, system, range, accountOf);
  if (what === "payments") return paymentsCsv(tx, workspaceId, system, range);
  return billsCsv(tx, workspaceId, system, range, accountOf);
}

/**
 * The payments made in `range` (not vendor credits applied, which move no money): QuickBooks
 * Online's bill payment columns, or Xero's bank statement lines (money out).
 */
async function paymentsCsv(
  tx: Executor,
  workspaceId: string,
  system: "quickbooks" | "xero",
  range: { from: string | null; to: string | null },
): Promise<string> {
  const { rows } = await tx.query<{
    paid_on: string;
    amount: string;
    method: string;
    reference: string;
    number: string;
    supplier: string;
  }>(
    `select to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.amount::text, p.method, p.reference,
              v.number, s.name as supplier
         from payments p
         join invoices v on v.workspace_id = p.workspace_id and v.id = p.invoice_id
         join suppliers s on s.workspace_id = v.workspace_id and s.id = v.supplier_id
        where p.workspace_id = $1 and ($2::date is null or p.paid_on >= $2) and ($3::date is null or p.paid_on <= $3)
          -- A vendor credit applied moves no money: it goes to the books as the vendor credit.
          and p.method <> 'credit'
        order by p.paid_on, v.number`,
    [workspaceId, range.from, range.to],
  );
  if (system === "quickbooks")
    return toCsv({
      fields: ["Payment Date", "Vendor", "Bank/Credit Account", "Bill No.", "Line Amount", "Memo"],
      data: rows.map((row) => [
        us(row.paid_on),
        row.supplier,
        METHOD_ACCOUNT[row.method] ?? "Checking",
        row.number,
        toFixedDecimal(row.amount, 2),
        row.reference,
      ]),
    });
  return toCsv({
    fields: ["*Date", "*Amount", "Payee", "Description", "Reference"],
    data: rows.map((row) => [
      us(row.paid_on),
      `-${toFixedDecimal(row.amount, 2)}`,
      row.supplier,
      `Payment of ${row.number}`,
      row.reference || row.number,
    ]),
  });
}

/** The bills dated in `range`, each split by account: QuickBooks Online's or Xero's bill columns. */
async function billsCsv(
  tx: Executor,
  workspaceId: string,
  system: "quickbooks" | "xero",
  range: { from: string | null; to: string | null },
  accountOf: (category: AccountingCategory) => string,
): Promise<string> {
  const { rows } = await tx.query<BillLine>(
    `select v.number, s.name as supplier, s.email as supplier_email,
            to_char(v.effective_date, 'YYYY-MM-DD') as effective_date,
            to_char(v.due_date, 'YYYY-MM-DD') as due_date, s.payment_terms_days as terms,
            l.name as location, v.notes, v.total_excl_tax::text, v.total_incl_tax::text,
            il.description, il.quantity::text, il.unit_price::text, il.tax_rate::text,
            coalesce(il.account_category, ${LINELESS_CATEGORY_SQL}) as account_category
       from invoices v
       join suppliers s on s.workspace_id = v.workspace_id and s.id = v.supplier_id
       left join locations l on l.workspace_id = v.workspace_id and l.id = v.location_id
       left join invoice_lines il on il.workspace_id = v.workspace_id and il.invoice_id = v.id
      where v.workspace_id = $1 and ($2::date is null or v.effective_date >= $2)
        and ($3::date is null or v.effective_date <= $3)
      order by v.effective_date, v.number, il.position`,
    [workspaceId, range.from, range.to],
  );
  const bills = splitByAccount(rows, accountOf);
  if (system === "quickbooks")
    return toCsv({
      fields: [
        "Bill No.",
        "Supplier",
        "Bill Date",
        "Due Date",
        "Terms",
        "Location",
        "Memo",
        "Account",
        "Line Description",
        "Line Amount",
      ],
      data: bills.map((bill) => [
        bill.number,
        bill.supplier,
        us(bill.effective_date),
        us(bill.due_date),
        `Net ${bill.terms}`,
        bill.location ?? "",
        bill.notes,
        bill.account,
        bill.description,
        bill.amount,
      ]),
    });
  return toCsv({
    fields: XERO_BILL_FIELDS,
    data: bills.map((bill) => [
      bill.supplier,
      bill.supplier_email,
      bill.number,
      us(bill.effective_date),
      us(bill.due_date),
      bill.description,
      "1",
      bill.amount,
      bill.account,
      bill.taxed ? "Tax on Purchases" : "Tax Exempt",
      "USD",
    ]),
  });
}

/** At most this much of a bill row's description names its lines. */
const DESCRIPTION_LENGTH = 200;

/**
 * Each bill split by account (decision 0043): one row per account its lines are coded to (and,
 * for Xero's tax type, per taxed or not), with the sum of those lines before tax and their
 * descriptions; an invoice entered without lines is one row of its total before tax, in the
 * account of the category its supplier's lines are booked to most.
 */
function splitByAccount(rows: BillLine[], accountOf: (category: AccountingCategory) => string) {
  const bills = new Map<
    string,
    BillLine & { account: string; taxed: boolean; amount: string; lines: string[] }
  >();
  for (const row of rows) {
    const account = accountOf(row.account_category);
    const taxed = row.tax_rate !== null && compare(row.tax_rate, "0") > 0;
    const key = JSON.stringify([row.number, row.supplier, account, taxed]);
    const amount =
      row.quantity === null
        ? toFixedDecimal(row.total_excl_tax, 2)
        : lineAmount(row.quantity, row.unit_price!);
    const bill = bills.get(key);
    if (bill) {
      bill.amount = toFixedDecimal(exact(bill.amount).add(exact(amount)), 2);
      bill.lines.push(row.description!);
    } else
      bills.set(key, {
        ...row,
        account,
        taxed,
        amount: toFixedDecimal(amount, 2),
        lines: [row.description ?? `Invoice ${row.number}`],
      });
  }
  return [...bills.values()].map((bill) => {
    const words =
      bill.lines.length === 1
        ? bill.lines[0]!
        : `${bill.lines.length} lines: ${bill.lines.join(", ")}`;
    return {
      ...bill,
      description:
        words.length > DESCRIPTION_LENGTH ? `${words.slice(0, DESCRIPTION_LENGTH - 1)}…` : words,
    };
  });
}
