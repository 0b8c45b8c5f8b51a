import type { AccountingCategory } from "@larder/contracts";
import {
  compare,
  lineAmount,
  suggestAccountCategory,
  toDecimal,
  toFixedDecimal,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { toCsv } from "../../lib/csv";
import { us, XERO_BILL_FIELDS } from "./accounting-format";

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

/** A row of the export: a line of what was asked, or (`whole`) the one row of what a memo credits. */
type CreditRow = CreditLine & { whole: boolean };

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
export async function creditsCsv(
  tx: Executor,
  workspaceId: string,
  system: "quickbooks" | "xero",
  range: { from: string | null; to: string | null },
  accountOf: (category: AccountingCategory) => string,
): Promise<string> {
  const lines = await creditRows(tx, workspaceId, range);
  // Credited where it was charged: the account of the line it takes back.
  const account = (line: CreditLine) =>
    accountOf(
      line.account_category ??
        suggestAccountCategory(line.item_category, line.item_name ?? line.description),
    );
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
        creditMemo(line),
        account(line),
        creditWords(line),
        creditAmount(line),
      ]),
    });
  return toCsv({
    fields: XERO_BILL_FIELDS,
    data: lines.map((line) => [
      line.supplier,
      line.supplier_email,
      line.memo_number,
      us(line.memo_date),
      us(line.memo_date),
      creditWords(line),
      line.whole ? "1" : toDecimal(line.quantity),
      `-${line.whole ? toFixedDecimal(line.credited_amount, 2) : toDecimal(line.unit_price, 4)}`,
      account(line),
      !line.whole && compare(line.tax_rate, "0") > 0 ? "Tax on Purchases" : "Tax Exempt",
      "USD",
    ]),
  });
}

/** The lines of the credit requests closed by a memo dated in `range`, as the export's rows. */
async function creditRows(
  tx: Executor,
  workspaceId: string,
  range: { from: string | null; to: string | null },
): Promise<CreditRow[]> {
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
  const lines: CreditRow[] = [];
  for (const row of rows) {
    const exactly = compare(row.credited_amount, row.asked) === 0;
    if (exactly) lines.push({ ...row, whole: false });
    else if (!lines.some((line) => line.number === row.number)) lines.push({ ...row, whole: true });
  }
  return lines;
}

/** The credit request's number, and the purchase order it is for. */
function creditMemo(line: CreditLine): string {
  return `${line.number}${line.order_number ? ` for ${line.order_number}` : ""}`;
}

/** What a row says: the memo, or the line asked for and why. */
function creditWords(line: CreditRow): string {
  return line.whole
    ? `Credit memo ${line.memo_number}: ${creditMemo(line)}`
    : `${line.description}: ${toDecimal(line.quantity)} ${line.unit} ${REASON_WORDS[line.reason]} (${line.number})`;
}

/** A row's amount before tax, or the memo's whole amount (incl. tax). */
function creditAmount(line: CreditRow): string {
  return line.whole
    ? toFixedDecimal(line.credited_amount, 2)
    : lineAmount(line.quantity, line.unit_price);
}
