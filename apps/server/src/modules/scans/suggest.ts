import type { Scan, ScanOrder } from "@larder/contracts";
import {
  exact,
  suggestOrder,
  toDecimal,
  toFixedDecimal,
  usableUnits,
  type InvoiceDocument,
  type ReadInvoice,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { loadItemRecords } from "../items";
import { matchLines } from "./line-matches";

type Suggestions = Pick<
  Scan,
  "orders" | "suggestedOrder" | "catalog" | "lineMatches" | "duplicate"
>;

/**
 * The orders an invoice from `supplierId` may bill: those sent or received in the last half
 * year that no invoice bills yet, and the order it was uploaded from. Each with its lines, what
 * came of them and at what price.
 */
async function candidateOrders(
  tx: Executor,
  workspaceId: string,
  supplierId: string,
  uploadedFrom: string | null,
): Promise<ScanOrder[]> {
  const { rows: orders } = await tx.query<{
    id: string;
    number: string;
    status: ScanOrder["status"];
    location_id: string | null;
  }>(
    `select o.id, o.number, o.status, o.location_id from purchase_orders o
      where o.workspace_id = $1 and o.supplier_id = $2
        and (o.id = $3 or (o.status in ('sent', 'partially_received', 'received')
             and o.created_at > now() - interval '180 days'
             and not exists (select 1 from invoice_orders io
                              where io.workspace_id = o.workspace_id and io.order_id = o.id)))
      order by o.created_at desc limit 30`,
    [workspaceId, supplierId, uploadedFrom],
  );
  if (orders.length === 0) return [];
  const { rows: lines } = await tx.query<{
    id: string;
    order_id: string;
    item_id: string;
    name: string;
    unit: string;
    ordered: string;
    received: string;
    agreed: string;
    price_received: boolean;
  }>(
    `select pl.id, pl.order_id, pl.item_id, i.name, pl.unit, pl.quantity::text as ordered,
            coalesce(r.received, 0)::text as received,
            coalesce(r.last_price, pl.unit_price)::text as agreed, r.last_price is not null as price_received
       from purchase_order_lines pl
       join items i on i.workspace_id = pl.workspace_id and i.id = pl.item_id
       left join lateral (
         select sum(rl.quantity) as received,
                -- The latest delivery's price, by when it came (ids are random).
                (array_agg(rl.unit_price order by rc.received_at desc, rl.id desc)
                   filter (where rl.quantity > 0))[1] as last_price
           from receipt_lines rl
           join receipts rc on rc.workspace_id = rl.workspace_id and rc.id = rl.receipt_id
          where rl.workspace_id = pl.workspace_id and rl.order_line_id = pl.id and rl.item_id = pl.item_id
       ) r on true
      where pl.workspace_id = $1 and pl.order_id = any($2::uuid[])
      order by pl.order_id, pl.position`,
    [workspaceId, orders.map((order) => order.id)],
  );
  return orders.map((order) => {
    const own = lines.filter((line) => line.order_id === order.id);
    // What came, at the price it came at; an order nothing came on yet counts what was ordered.
    const anything = own.some((line) => exact(line.received).compare(0) > 0);
    const value = own.reduce(
      (total, line) =>
        total.add(exact(anything ? line.received : line.ordered).mul(exact(line.agreed))),
      exact(0),
    );
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      locationId: order.location_id,
      value: toFixedDecimal(value, 2),
      lines: own.map((line) => ({
        id: line.id,
        itemId: line.item_id,
        name: line.name,
        unit: line.unit,
        ordered: toDecimal(line.ordered),
        received: toDecimal(line.received),
        agreedPrice: toDecimal(line.agreed, 4),
        priceReceived: line.price_received,
      })),
    };
  });
}

/** What the supplier is known to sell, each item with the units it can be counted in. */
async function supplierCatalog(tx: Executor, workspaceId: string, supplierId: string) {
  const { rows } = await tx.query<{
    item_id: string;
    name: string;
    sku: string;
    unit: string;
    price: string;
  }>(
    `select si.item_id, i.name, si.sku, si.unit, si.price::text
       from supplier_items si join items i on i.workspace_id = si.workspace_id and i.id = si.item_id
      where si.workspace_id = $1 and si.supplier_id = $2 and i.archived_at is null
      order by lower(i.name), si.unit`,
    [workspaceId, supplierId],
  );
  const items = await loadItemRecords(
    tx,
    workspaceId,
    rows.map((row) => row.item_id),
  );
  return rows.map((row) => ({
    itemId: row.item_id,
    name: row.name,
    sku: row.sku,
    unit: row.unit,
    price: toDecimal(row.price, 4),
    units: usableUnits(items.get(row.item_id)!.units),
  }));
}

const documentText = (document: InvoiceDocument) =>
  document.words.map((word) => word.text).join(" ");

/**
 * What the review starts from for a supplier: the orders the invoice may bill and the one it
 * most likely does, what the supplier sells, the item (and order line) each line read most
 * likely is, and an invoice of the same number already entered.
 */
export async function reviewSuggestions(
  tx: Executor,
  workspaceId: string,
  scan: { document: InvoiceDocument; reading: ReadInvoice; orderId: string | null },
  supplierId: string | null,
): Promise<Suggestions> {
  const lines = scan.reading.lines.value ?? [];
  const none: Suggestions = {
    orders: [],
    suggestedOrder: null,
    catalog: [],
    lineMatches: lines.map(() => ({
      itemId: null,
      orderLineId: null,
      unit: null,
      score: 0,
      converted: null,
    })),
    duplicate: null,
  };
  if (!supplierId) return none;
  const orders = await candidateOrders(tx, workspaceId, supplierId, scan.orderId);
  const catalog = await supplierCatalog(tx, workspaceId, supplierId);
  const suggestedOrder = scan.orderId
    ? { orderId: scan.orderId, reason: "The invoice was uploaded from this order." }
    : suggestOrder(documentText(scan.document), scan.reading.subtotal.value, orders);
  const order = orders.find((candidate) => candidate.id === suggestedOrder?.orderId);
  const lineMatches = matchLines(lines, order, catalog);
  const number = scan.reading.invoiceNumber.value;
  const { rows: same } = number
    ? await tx.query<{ id: string; number: string }>(
        `select id, number from invoices
          where workspace_id = $1 and supplier_id = $2 and lower(number) = lower($3)`,
        [workspaceId, supplierId, number],
      )
    : { rows: [] };
  return {
    orders,
    suggestedOrder: order ? suggestedOrder : null,
    catalog,
    lineMatches,
    duplicate: same[0] ? { invoiceId: same[0].id, number: same[0].number } : null,
  };
}
