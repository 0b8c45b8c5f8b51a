import type { CostBasis } from "@larder/contracts";
import {
  type Catalog,
  conversionFactor,
  type CostingItem,
  exact,
  type PackUnit,
  type Recipe,
  toDecimal,
} from "@larder/domain";
import type { Executor } from "../../db/database";

/**
 * What recipe costing reads from the database: items with their costs, and recipes with their
 * lines (decision 0024). Costs are read as they are now, so a receipt or a price change shows in
 * every recipe and menu item the next time it is read; nothing is rebuilt.
 */
export interface CostedCatalog extends Catalog {
  items: Map<string, CostingItem & { allergens: string[] }>;
  recipes: Map<string, Recipe & { category: string }>;
  /** The basis each priced item was costed at: the workspace's, or the first that has a price. */
  basisOf: Map<string, CostBasis>;
  basis: CostBasis;
}

/** The order in which other bases stand in when an item has no price under the chosen one. */
export const FALLBACKS: Record<CostBasis, CostBasis[]> = {
  last_receipt: ["last_receipt", "preferred_supplier", "average"],
  preferred_supplier: ["preferred_supplier", "last_receipt", "average"],
  average: ["average", "last_receipt", "preferred_supplier"],
};

export async function costBasis(tx: Executor, workspaceId: string): Promise<CostBasis> {
  const { rows } = await tx.query<{ basis: CostBasis }>(
    "select recipe_cost_basis as basis from workspaces where id = $1",
    [workspaceId],
  );
  return rows[0]?.basis ?? "last_receipt";
}

interface RecipeRow {
  id: string;
  name: string;
  category: string;
  yield_quantity: string;
  yield_unit: string;
  cooking_loss_percent: string;
  portion_quantity: string | null;
  portion_unit: string | null;
}

interface LineRow {
  recipe_id: string;
  item_id: string | null;
  sub_recipe_id: string | null;
  quantity: string;
  unit: string;
  trim_percent: string;
}

/**
 * Recipes (all of the workspace's, or `roots` and every sub-recipe under them) and the items
 * their lines use, plus `extraItemIds` (a menu's direct lines).
 */
export async function loadCatalog(
  tx: Executor,
  workspaceId: string,
  options: { roots?: string[]; extraItemIds?: string[] } = {},
): Promise<CostedCatalog> {
  const basis = await costBasis(tx, workspaceId);
  const scope = options.roots
    ? `with recursive tree(id) as (
         select unnest($2::uuid[])
         union
         select l.sub_recipe_id from recipe_lines l join tree on l.recipe_id = tree.id
          where l.workspace_id = $1 and l.sub_recipe_id is not null)`
    : "";
  const where = options.roots ? "and r.id in (select id from tree)" : "";
  const params = options.roots ? [workspaceId, options.roots] : [workspaceId];
  const { rows: recipeRows } = await tx.query<RecipeRow>(
    `${scope}
     select r.id, r.name, r.category, r.yield_quantity::text, r.yield_unit,
            r.cooking_loss_percent::text, r.portion_quantity::text, r.portion_unit
       from recipes r where r.workspace_id = $1 ${where}`,
    params,
  );
  const recipeIds = recipeRows.map((row) => row.id);
  const { rows: lineRows } = await tx.query<LineRow>(
    `select recipe_id, item_id, sub_recipe_id, quantity::text, unit, trim_percent::text
       from recipe_lines where workspace_id = $1 and recipe_id = any($2::uuid[])
      order by recipe_id, position`,
    [workspaceId, recipeIds],
  );
  const lines = new Map<string, LineRow[]>();
  for (const line of lineRows) {
    if (!lines.has(line.recipe_id)) lines.set(line.recipe_id, []);
    lines.get(line.recipe_id)!.push(line);
  }
  const recipes = new Map(
    recipeRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        category: row.category,
        yieldQuantity: row.yield_quantity,
        yieldUnit: row.yield_unit,
        cookingLossPercent: row.cooking_loss_percent,
        portionQuantity: row.portion_quantity,
        portionUnit: row.portion_unit,
        lines: (lines.get(row.id) ?? []).map((line) => ({
          itemId: line.item_id,
          recipeId: line.sub_recipe_id,
          quantity: line.quantity,
          unit: line.unit,
          trimPercent: line.trim_percent,
        })),
      },
    ]),
  );
  const itemIds = new Set(options.extraItemIds ?? []);
  for (const line of lineRows) if (line.item_id) itemIds.add(line.item_id);
  const { items, basisOf } = await loadCostingItems(tx, workspaceId, [...itemIds], basis);
  return { items, recipes, basisOf, basis };
}

interface ItemRow {
  id: string;
  name: string;
  base_unit: string;
  grams_per_piece: string | null;
  grams_per_ml: string | null;
  allergens: string[];
  last_receipt_cost: string | null;
  average_cost: string | null;
  supplier_price: string | null;
  supplier_unit: string | null;
}

/** Items with their units and their cost per base unit under `basis` (or a fallback). */
export async function loadCostingItems(
  tx: Executor,
  workspaceId: string,
  itemIds: string[],
  basis: CostBasis,
): Promise<Pick<CostedCatalog, "items" | "basisOf">> {
  const { rows } = await tx.query<ItemRow>(
    `select i.id, i.name, i.base_unit, i.grams_per_piece::text, i.grams_per_ml::text, i.allergens,
            c.last_receipt_cost::text, c.average_cost::text,
            s.price::text as supplier_price, s.unit as supplier_unit
       from items i
       left join item_costs c on c.workspace_id = i.workspace_id and c.item_id = i.id
       left join lateral (
         select si.price, si.unit from supplier_items si
          where si.workspace_id = i.workspace_id and si.item_id = i.id
          order by si.preferred desc, si.created_at desc, si.id desc limit 1) s on true
      where i.workspace_id = $1 and i.id = any($2::uuid[])`,
    [workspaceId, itemIds],
  );
  const { rows: packRows } = await tx.query<PackUnit & { item_id: string }>(
    `select item_id, name, quantity::text, unit from item_packs
      where workspace_id = $1 and item_id = any($2::uuid[]) order by item_id, position`,
    [workspaceId, itemIds],
  );
  const packs = new Map<string, PackUnit[]>();
  for (const pack of packRows) {
    if (!packs.has(pack.item_id)) packs.set(pack.item_id, []);
    packs.get(pack.item_id)!.push({ name: pack.name, quantity: pack.quantity, unit: pack.unit });
  }
  const items: CostedCatalog["items"] = new Map();
  const basisOf = new Map<string, CostBasis>();
  for (const row of rows) {
    const units = {
      baseUnit: row.base_unit,
      packs: packs.get(row.id) ?? [],
      gramsPerPiece: row.grams_per_piece,
      gramsPerMl: row.grams_per_ml,
    };
    const costs: Record<CostBasis, string | null> = {
      last_receipt: row.last_receipt_cost,
      average: row.average_cost,
      preferred_supplier: supplierCost(units, row.supplier_price, row.supplier_unit),
    };
    const chosen = FALLBACKS[basis].find((candidate) => costs[candidate] !== null) ?? null;
    if (chosen) basisOf.set(row.id, chosen);
    items.set(row.id, {
      id: row.id,
      name: row.name,
      ...units,
      allergens: row.allergens,
      unitCost: chosen ? costs[chosen] : null,
    });
  }
  return { items, basisOf };
}

/** A supplier's price for a pack, per base unit ("$24 a case of 10 kg" is 2.4 a kg). */
export function supplierCost(
  units: Parameters<typeof conversionFactor>[0],
  price: string | null,
  unit: string | null,
): string | null {
  if (price === null || unit === null) return null;
  try {
    return toDecimal(exact(price).div(conversionFactor(units, unit, units.baseUnit)));
  } catch {
    return null;
  }
}
