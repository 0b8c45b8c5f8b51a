// The demo's invoice waiting for review (decision 0028): the supplier's bill for the latest order
// the demo received and no invoice bills yet, as that supplier would send it as a PDF, its
// number and PO on it, one line dearer than it came. It is uploaded as a visitor would upload
// it, and read in the background when the demo opens, so that Invoices shows a document to
// review, matched to its order, with the dearer line flagged.
import { addDays, exact, lineAmount, toDecimal, toFixedDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { createScan } from "../scans";
import { drawnInvoice } from "./invoice-pdf";

const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export async function seedDemoScan(tx: Executor, member: Member, billTo: string): Promise<void> {
  const { rows: orders } = await tx.query<{
    id: string;
    number: string;
    supplier: string;
    terms: number;
    received_on: string;
  }>(
    `select o.id, o.number, s.name as supplier, s.payment_terms_days as terms,
            to_char(o.received_at, 'YYYY-MM-DD') as received_on
       from purchase_orders o join suppliers s on s.workspace_id = o.workspace_id and s.id = o.supplier_id
      where o.workspace_id = $1 and o.status = 'received'
        and not exists (select 1 from invoice_orders io
                         where io.workspace_id = o.workspace_id and io.order_id = o.id)
      order by o.received_at desc limit 1`,
    [member.workspaceId],
  );
  const order = orders[0];
  if (!order) return;
  const { rows: lines } = await tx.query<{
    name: string;
    unit: string;
    quantity: string;
    price: string;
  }>(
    `select i.name, rl.unit, sum(rl.quantity)::text as quantity, max(rl.unit_price)::text as price
       from receipt_lines rl
       join receipts r on r.workspace_id = rl.workspace_id and r.id = rl.receipt_id
       join items i on i.workspace_id = rl.workspace_id and i.id = rl.item_id
      where rl.workspace_id = $1 and r.order_id = $2 and rl.quantity > 0
      group by i.name, rl.unit order by i.name`,
    [member.workspaceId, order.id],
  );
  if (lines.length === 0) return;
  // The supplier bills the first line 5% dearer than it was received at: the match flags it.
  const billed = lines.map((line, index) => {
    const price =
      index === 0
        ? toFixedDecimal(exact(line.price).mul("1.05"), 2)
        : toFixedDecimal(line.price, 2);
    return {
      description: line.name,
      quantity: toDecimal(line.quantity),
      unit: line.unit,
      price,
      amount: lineAmount(line.quantity, price),
    };
  });
  const total = toFixedDecimal(
    billed.reduce((sum, line) => sum.add(exact(line.amount)), exact(0)),
    2,
  );
  const initials = order.supplier
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .toUpperCase();
  const number = `${initials}-${21004 + Number(order.number.slice(-3))}`;
  const bytes = await drawnInvoice({
    supplier: order.supplier,
    number,
    date: us(order.received_on),
    due: us(addDays(order.received_on, order.terms)),
    poNumber: order.number,
    lines: billed,
    subtotal: total,
    tax: "0.00",
    total,
    billTo,
  });
  await createScan(tx, member, {
    kind: "invoice",
    fileName: `${order.supplier} ${number}.pdf`,
    bytes,
  });
}
