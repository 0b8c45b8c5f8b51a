import type { Scan, ScanOrder } from "@larder/contracts";
import {
  exact,
  suggestLineMatches,
  suggestOrder,
  toDecimal,
  toFixedDecimal,
  packWritten,
  unitFromInvoice,
  usableUnits,
  type InvoiceDocument,
  type InvoiceLine,
  type ReadInvoice,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { loadItemRecords } from "../items";

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

/**
 * A line billed in a pack the item has not ("2 CS" of chicken kept in lb), put in the item's
 * unit by the pack the invoice writes ("4/10 LB": 40 lb a case), when its price then comes out
 * exactly (to the 1/100 of a cent a price is kept to) and the line's amount is unchanged.
 */
function byPack(line: InvoiceLine, units: readonly string[]) {
  if (!line.quantity || !line.unitPrice) return null;
  const pack = (line.pack ? packWritten(line.pack, true) : null) ?? packWritten(line.description);
  const unit = pack ? unitFromInvoice(pack.unit, units) : null;
  if (!pack || !unit) return null;
  const quantity = exact(line.quantity).mul(exact(pack.per));
  const price = exact(line.unitPrice).div(exact(pack.per));
  const unitPrice = toDecimal(price, 4);
  if (!exact(unitPrice).equals(price)) return null;
  const written = `${toDecimal(line.quantity)} ${line.unit}`;
  return {
    unit,
    figures: {
      quantity: toDecimal(quantity),
      unitPrice,
      note: `${written} on the invoice, ${toDecimal(pack.per)} ${unit} each (“${pack.text}”): entered as ${toDecimal(quantity)} ${unit}.`,
    },
  };
}

/** What marks a return's description: "CR", "RET", "RETURN", "CREDIT", "AVOIR". */
const RETURN_MARK = /^\s*(?:cr|ret|return(?:ed)?|credit|avoir|retour|gutschrift)\b[\s:.-]*/i;

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
  // The order's lines first: a line that bills one of them is matched to that line.
  const onOrder = suggestLineMatches(
    lines,
    (order?.lines ?? []).map((line) => ({ key: line.id, name: line.name, sku: "" })),
  );
  const entries = catalog.map((entry, index) => ({
    key: String(index),
    name: entry.name,
    sku: entry.sku,
  }));
  // Returns ("CR …", a quantity below zero) are matched apart: the item they take back is
  // usually one the invoice also bills, and each entry goes to one line of a kind.
  const isReturn = (line: (typeof lines)[number]) => line.quantity?.startsWith("-") ?? false;
  const billed = suggestLineMatches(
    lines.map((line) => (isReturn(line) ? { description: "" } : line)),
    entries,
  );
  const takenBack = suggestLineMatches(
    lines.map((line) =>
      isReturn(line)
        ? { description: line.description.replace(RETURN_MARK, "") }
        : { description: "" },
    ),
    entries,
  );
  const fromCatalog = lines.map((line, index) =>
    isReturn(line) ? takenBack[index] : billed[index],
  );
  const lineMatches = lines.map((line, index) => {
    // A return credited on the invoice ("-1 CS") is the item's, but bills no order line.
    const orderLine = isReturn(line)
      ? undefined
      : order?.lines.find((candidate) => candidate.id === onOrder[index]?.key);
    const entry = fromCatalog[index] ? catalog[Number(fromCatalog[index].key)] : undefined;
    const itemId = orderLine?.itemId ?? entry?.itemId ?? null;
    const units = catalog.find((known) => known.itemId === itemId)?.units ?? [];
    const converted =
      !orderLine && line.unit && !unitFromInvoice(line.unit, units) ? byPack(line, units) : null;
    if (converted)
      return {
        itemId,
        orderLineId: null,
        unit: converted.unit,
        score: fromCatalog[index]?.score ?? 0,
        converted: converted.figures,
      };
    return {
      itemId,
      orderLineId: orderLine?.id ?? null,
      // A line billing an order line is in that line's unit, so the match compares like with like.
      // A unit the invoice wrote but the item has not ("bunch" of basil kept in oz) is left for
      // the person: a line is never put in a unit it was not sold in.
      unit:
        orderLine?.unit ?? (line.unit ? unitFromInvoice(line.unit, units) : (entry?.unit ?? null)),
      score: onOrder[index]?.score ?? fromCatalog[index]?.score ?? 0,
      converted: null,
    };
  });
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
