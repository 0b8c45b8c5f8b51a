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

export interface PriceRow {
  item_id: string;
  last_receipt_cost: string | null;
  average_cost: string | null;
  supplier_price: string | null;
  supplier_unit: string | null;
}

/**
 * The prices of the items in the array parameter `$ids`, or of every item of the workspace
 * (`$1`) when there is none: the whole book uses most of them, and one scan beats a list of
 * thousands of ids.
 */
export function pricesSql(ids: string | null): string {
  const only = ids ? `and item_id = any(${ids}::uuid[])` : "";
  return `select coalesce(c.item_id, s.item_id) as item_id, c.last_receipt_cost, c.average_cost,
                 s.price as supplier_price, s.unit as supplier_unit
            from (select item_id, last_receipt_cost::text, average_cost::text from item_costs
                   where workspace_id = $1 ${only}) c
            full join (select distinct on (item_id) item_id, price::text, unit from supplier_items
                        where workspace_id = $1 ${only}
                        order by item_id, preferred desc, created_at desc) s
              on s.item_id = c.item_id`;
}

/** Reads the prices of `itemIds` (every item when null) for the book under `basis`. */
export async function readPrices(
  tx: Executor,
  book: RecipeBook,
  basis: CostBasis,
  itemIds: Iterable<string> | null,
): Promise<BookPrices> {
  const { rows } = await tx.query<PriceRow>(
    pricesSql(itemIds ? "$2" : null),
    itemIds ? [book.workspaceId, [...itemIds]] : [book.workspaceId],
  );
  return pricesFrom(book, basis, rows);
}

/** Each item's cost under `basis`, or the first fallback that has one (FALLBACKS). */
export function pricesFrom(book: RecipeBook, basis: CostBasis, rows: PriceRow[]): BookPrices {
  // A supplier's pack price per base unit depends on the item's packs (the book's) and the
  // price and unit (read now): worked out once per book for each price and unit seen.
  const perBase = remembered(book, "supplier costs", () => new Map<string, string | null>());
  const supplierCostOf = (row: PriceRow): string | null => {
    const item = book.items.get(row.item_id);
    if (!item || row.supplier_price === null || row.supplier_unit === null) return null;
    const key = `${row.item_id}|${row.supplier_price}|${row.supplier_unit}`;
    let known = perBase.get(key);
    if (known === undefined) {
      if (perBase.size > 50_000) perBase.clear();
      known = supplierCost(item, row.supplier_price, row.supplier_unit);
      perBase.set(key, known);
    }
    return known;
  };
  // Chosen when asked: PricedBook asks once per item, and only a recipe's lines ask for bases.
  const order = FALLBACKS[basis];
  const found = new Map<string, PriceRow>();
  for (const row of rows) found.set(row.item_id, row);
  const choose = (itemId: string): { cost: string | null; basis: CostBasis | null } => {
    const row = found.get(itemId);
    if (row)
      for (const candidate of order) {
        const cost =
          candidate === "last_receipt"
            ? row.last_receipt_cost
            : candidate === "average"
              ? row.average_cost
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
