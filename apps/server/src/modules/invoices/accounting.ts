import { compare, lineAmount, toDecimal, toFixedDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import { toCsv } from "../../lib/csv";

/** MM/DD/YYYY, as US QuickBooks Online and Xero files expect. */
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** The expense account bills are coded to; people map it to their own in the import. */
const QUICKBOOKS_ACCOUNT = "Cost of Goods Sold";
const XERO_ACCOUNT = "310";

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
            cl.tax_rate::text
       from credit_requests c
       join suppliers s on s.workspace_id = c.workspace_id and s.id = c.supplier_id
       join locations l on l.workspace_id = c.workspace_id and l.id = c.location_id
       left join purchase_orders o on o.workspace_id = c.workspace_id and o.id = c.order_id
       join credit_request_lines cl on cl.workspace_id = c.workspace_id and cl.credit_request_id = c.id
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
        QUICKBOOKS_ACCOUNT,
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
      XERO_ACCOUNT,
      !line.whole && compare(line.tax_rate, "0") > 0 ? "Tax on Purchases" : "Tax Exempt",
      "USD",
    ]),
  });
}

/**
 * Bills (one row per line, or one per invoice without lines) or payments, as CSV in the column
 * layout QuickBooks Online or Xero imports (docs/decisions/0015).
 */
export async function accountingCsv(
  tx: Executor,
  workspaceId: string,
  system: "quickbooks" | "xero",
  what: "bills" | "payments" | "credits",
  range: { from: string | null; to: string | null },
): Promise<string> {
  if (what === "credits") return creditsCsv(tx, workspaceId, system, range);
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
            il.description, il.quantity::text, il.unit_price::text, il.tax_rate::text
       from invoices v
       join suppliers s on s.workspace_id = v.workspace_id and s.id = v.supplier_id
       left join locations l on l.workspace_id = v.workspace_id and l.id = v.location_id
       left join invoice_lines il on il.workspace_id = v.workspace_id and il.invoice_id = v.id
      where v.workspace_id = $1 and ($2::date is null or v.effective_date >= $2)
        and ($3::date is null or v.effective_date <= $3)
      order by v.effective_date, v.number, il.position`,
    [workspaceId, range.from, range.to],
  );
  const description = (row: BillLine) => row.description ?? `Invoice ${row.number}`;
  const amount = (row: BillLine) =>
    row.quantity === null
      ? toFixedDecimal(row.total_excl_tax, 2)
      : lineAmount(row.quantity, row.unit_price!);
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
      data: rows.map((row) => [
        row.number,
        row.supplier,
        us(row.effective_date),
        us(row.due_date),
        `Net ${row.terms}`,
        row.location ?? "",
        row.notes,
        QUICKBOOKS_ACCOUNT,
        description(row),
        toFixedDecimal(amount(row), 2),
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
    data: rows.map((row) => [
      row.supplier,
      row.supplier_email,
      row.number,
      us(row.effective_date),
      us(row.due_date),
      description(row),
      row.quantity ?? "1",
      row.unit_price ?? toFixedDecimal(row.total_excl_tax, 2),
      XERO_ACCOUNT,
      row.tax_rate && compare(row.tax_rate, "0") > 0 ? "Tax on Purchases" : "Tax Exempt",
      "USD",
    ]),
  });
}
