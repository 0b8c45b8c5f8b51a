import { randomUUID } from "node:crypto";
import { addDays, documentNumber } from "@larder/domain";
import type { Executor } from "../../db/database";
import { seedInvoiceLines, seedInvoices, seedPayments } from "./purchasing-invoices";
import { seedOrders, seedReceipts } from "./purchasing-orders";
import { seedSupplierItems, seedSuppliers } from "./purchasing-suppliers";
import { SAMPLE_INVOICES, SAMPLE_ORDERS, SAMPLE_SUPPLIERS } from "./sample-data";
import { sampleSupplierItems, supplierItemKey, type SampleSupplierItem } from "./sample-purchasing";

/** The stock movement and receipt each delivered line became, by "receipt:line". */
export type Delivered = Map<string, { receiptId: string; movementId: string }>;

export interface DemoPurchasingContext {
  workspaceId: string;
  main: { id: string; timeZone: string };
  /** The bistro's date today (YYYY-MM-DD), the same as the inventory seed's. */
  today: string;
  itemIds: Map<string, string>;
  delivered: Delivered;
  people: { manager: { id: string; name: string }; chef: { id: string; name: string } };
}

/**
 * A column of a seeded row: its SQL type, or "local" for a local date and time at the bistro
 * ("2026-11-20 10:00"), written as the instant it was there and never later than now.
 */
type Columns = Record<string, string>;

async function insertRows(
  tx: Executor,
  context: DemoPurchasingContext,
  table: string,
  columns: Columns,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const value = (name: string) =>
    columns[name] === "local"
      ? `case when x.${name} is not null then least(now(), x.${name}::timestamp at time zone $3) end`
      : `x.${name}`;
  const type = (name: string) => (columns[name] === "local" ? "text" : columns[name]);
  await tx.query(
    `insert into ${table} (workspace_id, ${names.join(", ")})
     select $1, ${names.map(value).join(", ")}
       from jsonb_to_recordset($2::jsonb) as x(${names.map((name) => `${name} ${type(name)}`).join(", ")})`,
    [
      context.workspaceId,
      JSON.stringify(rows),
      ...(names.some((name) => columns[name] === "local") ? [context.main.timeZone] : []),
    ],
  );
}

/** What the writers of the purchasing records share: the ids given out and the helpers. */
export interface PurchasingSeed {
  tx: Executor;
  context: DemoPurchasingContext;
  /** Writes rows into a table of the workspace (see Columns). */
  insert(table: string, columns: Columns, rows: Record<string, unknown>[]): Promise<void>;
  /** The id of a demo item, by name. */
  item(name: string): string;
  /** The bistro's date so many days ago. */
  date(daysAgo: number): string;
  /** A local date and time at the bistro ("2026-11-20 10:00"), for "local" columns. */
  at(daysAgo: number, hour: number): string;
  /** The next PO-YYYY-NNN or INV-YYYY-NNN of the year of `on`. */
  next(kind: "PO" | "INV", on: string): string;
  /** The last number given out, by "kind:year". */
  counters: Map<string, number>;
  /** By supplier key. */
  supplierIds: Map<string, string>;
  /** What the suppliers sell, with their price history and the id each is written with. */
  offers: (SampleSupplierItem & { id: string })[];
  /** The id of what a supplier sells in a unit. */
  offer(supplier: string, item: string, unit: string): string;
  /** By index in SAMPLE_ORDERS, and by line. */
  orderIds: string[];
  lineIds: string[][];
  /** By index in SAMPLE_INVOICES. */
  invoiceIds: string[];
  /** By index in SAMPLE_INVOICES: given out by seedInvoices. */
  invoiceNumbers: Map<number, string>;
}

function purchasingSeed(tx: Executor, context: DemoPurchasingContext): PurchasingSeed {
  const { itemIds, today } = context;
  const date = (daysAgo: number) => addDays(today, -daysAgo);
  const counters = new Map<string, number>();
  const offers = sampleSupplierItems().map((offer) => ({ ...offer, id: randomUUID() }));
  const offerIds = new Map(
    offers.map((offer) => [supplierItemKey(offer.supplier, offer.item, offer.unit), offer.id]),
  );
  return {
    tx,
    context,
    insert: (table, columns, rows) => insertRows(tx, context, table, columns, rows),
    item: (name) => {
      const id = itemIds.get(name);
      if (!id) throw new Error(`The demo has no item ${name}`);
      return id;
    },
    date,
    at: (daysAgo, hour) => `${date(daysAgo)} ${String(hour).padStart(2, "0")}:00`,
    next: (kind, on) => {
      const year = Number(on.slice(0, 4));
      const sequence = (counters.get(`${kind}:${year}`) ?? 0) + 1;
      counters.set(`${kind}:${year}`, sequence);
      return documentNumber(kind, year, sequence);
    },
    counters,
    supplierIds: new Map(SAMPLE_SUPPLIERS.map((supplier) => [supplier.key, randomUUID()])),
    offers,
    offer: (supplier, item, unit) => {
      const id = offerIds.get(supplierItemKey(supplier, item, unit));
      if (!id) throw new Error(`No supplier item ${supplierItemKey(supplier, item, unit)}`);
      return id;
    },
    orderIds: SAMPLE_ORDERS.map(() => randomUUID()),
    lineIds: SAMPLE_ORDERS.map((order) => order.lines.map(() => randomUUID())),
    invoiceIds: SAMPLE_INVOICES.map(() => randomUUID()),
    invoiceNumbers: new Map(),
  };
}

/** The purchase orders' numbers so far: the next order the visitor places continues them. */
async function insertCounters(seed: PurchasingSeed): Promise<void> {
  await seed.tx.query(
    `insert into document_counters (workspace_id, kind, year, last)
     select $1, x.kind, x.year, x.last from jsonb_to_recordset($2::jsonb) as x(kind text, year int, last int)`,
    [
      seed.context.workspaceId,
      JSON.stringify(
        [...seed.counters].map(([key, last]) => ({
          kind: key.split(":")[0],
          year: Number(key.split(":")[1]),
          last,
        })),
      ),
    ],
  );
}

/** The invoice numbers too: the next invoice the visitor enters continues the sample's. */
async function upsertCounters(seed: PurchasingSeed): Promise<void> {
  for (const [key, last] of seed.counters) {
    const [kind, year] = key.split(":");
    await seed.tx.query(
      `insert into document_counters (workspace_id, kind, year, last) values ($1, $2, $3, $4)
       on conflict (workspace_id, kind, year) do update set last = excluded.last`,
      [seed.context.workspaceId, kind, Number(year), last],
    );
  }
}

/**
 * Writes the demo kitchen's suppliers, what they sell and their price history, its purchase
 * orders, the deliveries behind the stock the inventory seed received (`delivered`), the
 * invoices and their payments, as docs/demo-data.md describes.
 */
export async function seedDemoPurchasing(
  tx: Executor,
  context: DemoPurchasingContext,
): Promise<void> {
  const seed = purchasingSeed(tx, context);
  await seedSuppliers(seed);
  await seedSupplierItems(seed);
  await seedOrders(seed);
  await insertCounters(seed);
  await seedReceipts(seed);
  await seedInvoices(seed);
  await seedInvoiceLines(seed);
  await seedPayments(seed);
  await upsertCounters(seed);
}
