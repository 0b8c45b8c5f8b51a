import type { CostBasis } from "@larder/contracts";
import type { Executor } from "../../db/database";
import { type RecipeBook, remembered } from "./book";
import { FALLBACKS, supplierCost } from "./catalog";

/**
 * What each item of the book costs now (decision 0024): the last received price and the average
 * on the shelves (item_costs, kept by the ledger's trigger) and the preferred supplier's price.
 * The rows read are kept under the snapshot that read them (price-cache.ts), and a later read
 * asks again only for the items whose prices changed since, so a receipt, an invoice or a
 * supplier's new price shows at the next read.
 */
export interface BookPrices {
  basis: CostBasis;
  /** What one base unit of the item costs under the basis (or the first fallback), or null. */
  unitCostOf(itemId: string): string | null;
  /** The basis that priced the item, or null when none has a price. */
  basisOf(itemId: string): CostBasis | null;
}

/** An item's prices as read: id, last received, average, supplier's price and its unit. */
export type PriceRow = [string, string | null, string | null, string | null, string | null];

/** An item that has no price under any basis. */
export const unpriced = (itemId: string): PriceRow => [itemId, null, null, null, null];

/**
 * The supplier item a price is read from: the preferred one, or the one added last (its id
 * settles a tie, so every read of the same rows chooses the same one).
 */
const SUPPLIER_ORDER = "preferred desc, created_at desc, id desc";

/**
 * Each item's prices, for every item of the workspace `$1` that has one, or only for the items
 * whose `item_id` meets the SQL condition `only` when it is given.
 */
export function priceColumns(only?: string): string {
  const filter = only ? `and ${only}` : "";
  return `select coalesce(c.item_id, s.item_id)::text as i, c.l, c.a, s.p, s.u
            from (select item_id, last_receipt_cost::text as l, average_cost::text as a
                    from item_costs where workspace_id = $1 ${filter}) c
            full join (select distinct on (item_id) item_id, price::text as p, unit as u
                         from supplier_items where workspace_id = $1 ${filter}
                        order by item_id, ${SUPPLIER_ORDER}) s
              on s.item_id = c.item_id`;
}

/**
 * Each item's prices for the ids in the array `ids` (an SQL expression), one row per id even
 * without any price: an index look-up per item, the cheapest to plan and run for a few items
 * (for 232 the filtered scans above take the embedded engine half the time).
 */
export function eachPriceOf(ids: string): string {
  return `select w.id::text as i, c.last_receipt_cost::text as l, c.average_cost::text as a,
                 s.p, s.u
            from unnest(${ids}) w(id)
            left join item_costs c on c.workspace_id = $1 and c.item_id = w.id
            left join lateral (
              select price::text as p, unit as u from supplier_items
               where workspace_id = $1 and item_id = w.id
               order by ${SUPPLIER_ORDER} limit 1) s on true`;
}

// Packed: each item's five values joined by a unit separator, items by a record separator.
// Neither can be in an id, a decimal or a unit (the input guard refuses control characters),
// and a missing value is empty (no value of these is ever the empty text).
const UNIT = "\x1f";
const RECORD = "\x1e";
export const packed = (columns: string, group = "") =>
  `select string_agg(concat(i, chr(31), l, chr(31), a, chr(31), p, chr(31), u), chr(30)) as packed
     from (${columns}) x ${group}`;

export function unpack(text: string | null, into: PriceRow[] = []): PriceRow[] {
  if (!text) return into;
  // By hand rather than split and map: 5,000 items a read, and every array made is garbage.
  const value = (from: number, to: number) => (to > from ? text.slice(from, to) : null);
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf(RECORD, start);
    if (end < 0) end = text.length;
    const a = text.indexOf(UNIT, start);
    const b = text.indexOf(UNIT, a + 1);
    const c = text.indexOf(UNIT, b + 1);
    const d = text.indexOf(UNIT, c + 1);
    into.push([
      text.slice(start, a),
      value(a + 1, b),
      value(b + 1, c),
      value(c + 1, d),
      value(d + 1, end),
    ]);
    start = end + 1;
  }
  return into;
}

/** Every price of a workspace, and the snapshot of the statement that read them. */
export interface ReadPrices {
  snapshot: string;
  rows: PriceRow[];
}

// The snapshot comes as one more row of the same statement (its id null), so it is the very
// snapshot the prices were read under.
const SNAPSHOT_ROW =
  "select null as i, pg_current_snapshot()::text as l, null as a, null as p, null as u";

/**
 * Reads every price of the workspace `$1` (the whole book uses most of them: one scan beats a
 * list of thousands of ids), as plain rows: 5,000 of them took PostgreSQL 4 ms.
 */
export async function readAllPrices(tx: Executor, workspaceId: string): Promise<ReadPrices> {
  const found: ReadPrices = { snapshot: "", rows: [] };
  const { rows } = await tx.query<{ i: string | null; l: string; a: string; p: string; u: string }>(
    `${SNAPSHOT_ROW} union all ${priceColumns()}`,
    [workspaceId],
  );
  for (const row of rows) {
    if (row.i === null) found.snapshot = row.l;
    else found.rows.push([row.i, row.l, row.a, row.p, row.u]);
  }
  return found;
}

/** The prices of `itemIds` (null: every item of the book's workspace), read now, kept nowhere. */
export async function readPrices(
  tx: Executor,
  book: RecipeBook,
  basis: CostBasis,
  itemIds: Iterable<string> | null,
): Promise<BookPrices> {
  if (!itemIds) {
    const { rows } = await readAllPrices(tx, book.workspaceId);
    return pricesFrom(book, basis, rowsById(rows));
  }
  const { rows } = await tx.query<{ packed: string | null }>(
    packed(priceColumns("item_id = any($2::uuid[])")),
    [book.workspaceId, [...itemIds]],
  );
  return pricesFrom(book, basis, rowsById(unpack(rows[0]?.packed ?? null)));
}

export function rowsById(rows: PriceRow[]): (itemId: string) => PriceRow | undefined {
  const found = new Map<string, PriceRow>();
  for (const row of rows) found.set(row[0], row);
  return (itemId) => found.get(itemId);
}

/** Each item's cost under `basis`, or the first fallback that has one (FALLBACKS). */
export function pricesFrom(
  book: RecipeBook,
  basis: CostBasis,
  rowOf: (itemId: string) => PriceRow | undefined,
): BookPrices {
  // A supplier's pack price per base unit depends on the item's packs (the book's) and the
  // price and unit (read now): worked out once per book for each price and unit seen.
  const perBase = remembered(book, "supplier costs", () => new Map<string, string | null>());
  const supplierCostOf = ([itemId, , , price, unit]: PriceRow): string | null => {
    const item = book.items.get(itemId);
    if (!item || price === null || unit === null) return null;
    const key = `${itemId}|${price}|${unit}`;
    let known = perBase.get(key);
    if (known === undefined) {
      if (perBase.size > 50_000) perBase.clear();
      known = supplierCost(item, price, unit);
      perBase.set(key, known);
    }
    return known;
  };
  // Chosen when asked: PricedBook asks once per item, and only a recipe's lines ask for bases.
  const order = FALLBACKS[basis];
  const choose = (itemId: string): { cost: string | null; basis: CostBasis | null } => {
    const row = rowOf(itemId);
    if (row)
      for (const candidate of order) {
        const cost =
          candidate === "last_receipt"
            ? row[1]
            : candidate === "average"
              ? row[2]
              : supplierCostOf(row);
        if (cost !== null) return { cost, basis: candidate };
      }
    return { cost: null, basis: null };
  };
  return {
    basis,
    unitCostOf: (itemId) => choose(itemId).cost,
    basisOf: (itemId) => choose(itemId).basis,
  };
}
