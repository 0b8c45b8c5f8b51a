import type { CostBasis } from "@larder/contracts";
import type { Executor } from "../../db/database";
import { type RecipeBook, remembered } from "./book";
import { FALLBACKS, supplierCost } from "./catalog";

/**
 * What each item of the book costs now, read on every request (decision 0024): the last
 * received price and the average on the shelves (item_costs, kept by the ledger's trigger) and
 * the preferred supplier's price. Never kept between requests, so a receipt, an invoice or a
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

/** Each item's prices, for the items in the array `$2`, or every item of the workspace `$1`. */
function priceColumns(onlySome: boolean): string {
  const only = onlySome ? "and item_id = any($2::uuid[])" : "";
  return `select coalesce(c.item_id, s.item_id)::text as i, c.l, c.a, s.p, s.u
            from (select item_id, last_receipt_cost::text as l, average_cost::text as a
                    from item_costs where workspace_id = $1 ${only}) c
            full join (select distinct on (item_id) item_id, price::text as p, unit as u
                         from supplier_items where workspace_id = $1 ${only}
                        order by item_id, preferred desc, created_at desc) s
              on s.item_id = c.item_id`;
}

// Packed: each item's five values joined by a unit separator, items by a record separator.
// Neither can be in an id, a decimal or a unit (the input guard refuses control characters),
// and a missing value is empty (no value of these is ever the empty text).
const UNIT = "\x1f";
const RECORD = "\x1e";
const packed = (columns: string, group = "") =>
  `select string_agg(concat(i, chr(31), l, chr(31), a, chr(31), p, chr(31), u), chr(30)) as packed
     from (${columns}) x ${group}`;

/** The prices of the items in `$2`, packed in one text (`unpack` reads it): one row. */
export const packedPricesSql = packed(priceColumns(true));

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

/**
 * Reads the prices of `itemIds`, or of every item of the workspace when it is null (the whole
 * book uses most of them: one scan beats a list of thousands of ids). Thousands of rows come
 * as rows from PostgreSQL, but packed 250 to a row from the embedded engine, which decodes
 * each row in JavaScript: 5,000 rows took it 25 ms, 20 packed ones 8 ms (PostgreSQL: 4 and 8).
 */
export async function readPrices(
  tx: Executor,
  book: RecipeBook,
  basis: CostBasis,
  itemIds: Iterable<string> | null,
): Promise<BookPrices> {
  const params = itemIds ? [book.workspaceId, [...itemIds]] : [book.workspaceId];
  if (tx.kind === "pglite") {
    const { rows } = await tx.query<{ packed: string | null }>(
      packed(
        `select *, (row_number() over ()) / 250 as chunk from (${priceColumns(!!itemIds)}) y`,
        "group by chunk",
      ),
      params,
    );
    return pricesFrom(
      book,
      basis,
      rows.flatMap((row) => unpack(row.packed)),
    );
  }
  const { rows } = await tx.query<{ i: string; l: string; a: string; p: string; u: string }>(
    priceColumns(!!itemIds),
    params,
  );
  return pricesFrom(
    book,
    basis,
    rows.map((row): PriceRow => [row.i, row.l, row.a, row.p, row.u]),
  );
}

/** Each item's cost under `basis`, or the first fallback that has one (FALLBACKS). */
export function pricesFrom(book: RecipeBook, basis: CostBasis, rows: PriceRow[]): BookPrices {
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
  const found = new Map<string, PriceRow>();
  for (const row of rows) found.set(row[0], row);
  const choose = (itemId: string): { cost: string | null; basis: CostBasis | null } => {
    const row = found.get(itemId);
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
