import type { AccountingCategory } from "@larder/contracts";
import {
  compare,
  exact,
  lineAmount,
  suggestAccountCategory,
  toDecimal,
  toFixedDecimal,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { toCsv } from "../../lib/csv";
import { LINELESS_CATEGORY_SQL, ledgerAccountOf } from "../accounting";

/** MM/DD/YYYY, as US QuickBooks Online and Xero files expect. */
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

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

interface CreditLine {
  number: string;
  memo_number: string;
  memo_date: string;
  supplier: string;
  supplier_email: string;
  location: string;
  order_number: string | null;
  credited_amount: string;
  asked: string;
  description: string;
  reason: string;
  quantity: string;
  unit: string;
  unit_price: string;
  tax_rate: string;
  /** The category of the invoice line that billed it, or the one chosen for the item before. */
  account_category: AccountingCategory | null;
  item_category: string | null;
  item_name: string | null;
}

const REASON_WORDS: Record<string, string> = {
  short: "never came",
  damaged: "came damaged",
  refused: "refused on delivery",
  price: "charged above the agreed price",
};

/**
 * Vendor credits: the credit requests the supplier's credit memo closed, dated by the memo, one
 * row per line of what was asked when the memo credits exactly that, otherwise one row of what
 * it credits (incl. tax). QuickBooks Online: a vendor credit's columns, amounts positive. Xero:
 * its bills import, where a bill whose lines total below zero is a credit note: the amounts go
 * negative (docs/decisions/0042).
 */
async function creditsCsv(
  tx: Executor,
  workspaceId: string,
  system: "quickbooks" | "xero",
  range: { from: string | null; to: string | null },
  accountOf: (category: AccountingCategory) => string,
): Promise<string> {
  const { rows } = await tx.query<CreditLine>(
    `select c.number, c.memo_number, to_char(c.memo_date, 'YYYY-MM-DD') as memo_date,
            s.name as supplier, s.email as supplier_email, l.name as location,
            o.number as order_number, c.credited_amount::text,
            (select round(sum(x.quantity * x.unit_price), 2)
                    + round(sum(x.quantity * x.unit_price * x.tax_rate / 100), 2)
               from credit_request_lines x
              where x.workspace_id = c.workspace_id and x.credit_request_id = c.id)::text as asked,
            cl.description, cl.reason, cl.quantity::text, cl.unit, cl.unit_price::text,
            cl.tax_rate::text, i.name as item_name, ic.name as item_category,
            coalesce((select il.account_category from invoice_lines il
                       where il.workspace_id = cl.workspace_id and il.order_line_id = cl.order_line_id
                       limit 1),
                     (select x.category from account_category_choices x
                       where x.workspace_id = c.workspace_id and x.supplier_id = c.supplier_id
                         and x.key = cl.item_id::text)) as account_category
       from credit_requests c
       join suppliers s on s.workspace_id = c.workspace_id and s.id = c.supplier_id
       join locations l on l.workspace_id = c.workspace_id and l.id = c.location_id
       left join purchase_orders o on o.workspace_id = c.workspace_id and o.id = c.order_id
       join credit_request_lines cl on cl.workspace_id = c.workspace_id and cl.credit_request_id = c.id
       left join items i on i.workspace_id = cl.workspace_id and i.id = cl.item_id
       left join item_categories ic on ic.workspace_id = i.workspace_id and ic.id = i.category_id
      where c.workspace_id = $1 and c.status = 'credited'
        and ($2::date is null or c.memo_date >= $2) and ($3::date is null or c.memo_date <= $3)
      order by c.memo_date, c.number, cl.position`,
    [workspaceId, range.from, range.to],
  );
  // A memo that credits what was asked carries the lines; one that credits another amount, a
  // single line of that amount, incl. tax.
  const lines: (CreditLine & { whole: boolean })[] = [];
  for (const row of rows) {
    const exactly = compare(row.credited_amount, row.asked) === 0;
    if (exactly) lines.push({ ...row, whole: false });
    else if (!lines.some((line) => line.number === row.number)) lines.push({ ...row, whole: true });
  }
  const memo = (line: CreditLine) =>
    `${line.number}${line.order_number ? ` for ${line.order_number}` : ""}`;
  const words = (line: CreditLine & { whole: boolean }) =>
    line.whole
      ? `Credit memo ${line.memo_number}: ${memo(line)}`
      : `${line.description}: ${toDecimal(line.quantity)} ${line.unit} ${REASON_WORDS[line.reason]} (${line.number})`;
  // Credited where it was charged: the account of the line it takes back.
  const account = (line: CreditLine) =>
    accountOf(
      line.account_category ??
        suggestAccountCategory(line.item_category, line.item_name ?? line.description),
    );
  const amount = (line: CreditLine & { whole: boolean }) =>
    line.whole
      ? toFixedDecimal(line.credited_amount, 2)
      : lineAmount(line.quantity, line.unit_price);
  if (system === "quickbooks")
    return toCsv({
      fields: [
        "Ref No.",
        "Supplier",
        "Payment Date",
        "Location",
        "Memo",
        "Account",
        "Line Description",
        "Line Amount",
      ],
      data: lines.map((line) => [
        line.memo_number,
        line.supplier,
        us(line.memo_date),
        line.location,
        memo(line),
        account(line),
        words(line),
        amount(line),
      ]),
    });
  return toCsv({
    fields: [
      "*ContactName",
      "EmailAddress",
      "*InvoiceNumber",
      "*InvoiceDate",
      "*DueDate",
      "*Description",
      "*Quantity",
      "*UnitAmount",
      "*AccountCode",
      "*TaxType",
      "Currency",
    ],
    data: lines.map((line) => [
      line.supplier,
      line.supplier_email,
      line.memo_number,
      us(line.memo_date),
      us(line.memo_date),
      words(line),
      line.whole ? "1" : toDecimal(line.quantity),
      `-${line.whole ? toFixedDecimal(line.credited_amount, 2) : toDecimal(line.unit_price, 4)}`,
      account(line),
      !line.whole && compare(line.tax_rate, "0") > 0 ? "Tax on Purchases" : "Tax Exempt",
      "USD",
    ]),
  });
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
  if (what === "payments") {
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
        fields: [
          "Payment Date",
          "Vendor",
          "Bank/Credit Account",
          "Bill No.",
          "Line Amount",
          "Memo",
        ],
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
    fields: [
      "*ContactName",
      "EmailAddress",
      "*InvoiceNumber",
      "*InvoiceDate",
      "*DueDate",
      "*Description",
      "*Quantity",
      "*UnitAmount",
      "*AccountCode",
      "*TaxType",
      "Currency",
    ],
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
