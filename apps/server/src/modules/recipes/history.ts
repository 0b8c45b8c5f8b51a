import type { CostBasis, CostHistory } from "@larder/contracts";
import {
  type CostingItem,
  DomainError,
  exact,
  perUnitLabel,
  type Recipe,
  costRecipe,
  toDecimal,
  toFixedDecimal,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { iso } from "../../core/dates";
import { FALLBACKS, loadCatalog, supplierCost } from "./catalog";

/** At most this many changes are replayed: a year of a busy kitchen's price moves. */
const EVENT_LIMIT = 2000;

interface Event {
  at: Date;
  reason: string;
  apply: () => void;
  /** The item and basis an item cost change is about: its reason is given only when it is the
   *  basis the item is priced at. */
  cost?: { itemId: string; basis: CostBasis };
}

interface VersionRow {
  recipe_id: string;
  version: number;
  content: Omit<Recipe, "id">;
  saved_at: Date;
  saved_by: string | null;
}

interface CostChangeRow {
  item_id: string;
  basis: CostBasis;
  unit_cost: string;
  changed_at: Date;
  kind: string | null;
}

interface PriceRow {
  item_id: string;
  price: string;
  unit: string;
  supplier: string;
  source: string;
  recorded_at: Date;
}

/** The state being replayed: each recipe's version, each item's cost under each basis. */
interface Replayed {
  recipes: Map<string, Recipe>;
  items: Map<string, CostingItem>;
  costOf: (id: string) => Record<CostBasis, string | null>;
}

/**
 * When and why a recipe's cost moved, newest first: replayed from the recipe's saved versions
 * (and its sub-recipes'), the log of item costs (receipts, the average on the shelves) and
 * suppliers' price history. Each entry is the batch cost right after the change, costed exactly
 * as the recipe screen costs it then. Only changes that moved the cost are listed.
 */
export async function costHistory(
  tx: Executor,
  workspaceId: string,
  recipeId: string,
): Promise<CostHistory> {
  const now = await loadCatalog(tx, workspaceId, { roots: [recipeId] });
  const { versions, changes, prices } = await loadChanges(tx, workspaceId, [...now.recipes.keys()]);
  const items = new Map<string, CostingItem>();
  for (const [id, item] of now.items) items.set(id, { ...item, unitCost: null });

  const recipes = new Map<string, Recipe>();
  const costs = new Map<string, Record<CostBasis, string | null>>();
  const costOf = (id: string) => {
    if (!costs.has(id))
      costs.set(id, { last_receipt: null, average: null, preferred_supplier: null });
    return costs.get(id)!;
  };
  const state: Replayed = { recipes, items, costOf };
  const events = changeEvents(versions, changes, prices, recipeId, state);
  return replayHistory(events, recipeId, state, FALLBACKS[now.basis]);
}

/**
 * The saved versions of the recipe and its sub-recipes, and the latest item cost changes and
 * preferred suppliers' prices of the items any version uses.
 */
async function loadChanges(tx: Executor, workspaceId: string, recipeIds: string[]) {
  const { rows: versions } = await tx.query<VersionRow>(
    `select v.recipe_id, v.version, v.content, v.saved_at,
            coalesce(nullif(u.name, ''), u.email) as saved_by
       from recipe_versions v left join users u on u.id = v.user_id
      where v.workspace_id = $1 and v.recipe_id = any($2::uuid[])`,
    [workspaceId, recipeIds],
  );
  const itemIds = [
    ...new Set(versions.flatMap((v) => v.content.lines.flatMap((l) => l.itemId ?? []))),
  ];
  const { rows: changes } = await tx.query<CostChangeRow>(
    `select c.item_id, c.basis, c.unit_cost::text, c.changed_at, m.kind
       from item_cost_changes c
       left join stock_movements m on m.workspace_id = c.workspace_id and m.id = c.movement_id
      where c.workspace_id = $1 and c.item_id = any($2::uuid[])
      order by c.changed_at desc limit ${EVENT_LIMIT}`,
    [workspaceId, itemIds],
  );
  const { rows: prices } = await tx.query<PriceRow>(
    `select si.item_id, h.price::text, si.unit, s.name as supplier, h.source, h.recorded_at
       from price_history h
       join supplier_items si on si.workspace_id = h.workspace_id and si.id = h.supplier_item_id
       join suppliers s on s.workspace_id = si.workspace_id and s.id = si.supplier_id
      where h.workspace_id = $1 and si.item_id = any($2::uuid[])
        and si.id = (select p.id from supplier_items p
                      where p.workspace_id = si.workspace_id and p.item_id = si.item_id
                      order by p.preferred desc, p.created_at desc, p.id desc limit 1)
      order by h.recorded_at desc limit ${EVENT_LIMIT}`,
    [workspaceId, itemIds],
  );
  return { versions, changes, prices };
}

/** Every change as an event to replay, oldest first, each saying in words what changed. */
function changeEvents(
  versions: VersionRow[],
  changes: CostChangeRow[],
  prices: PriceRow[],
  recipeId: string,
  { recipes, items, costOf }: Replayed,
): Event[] {
  const name = (id: string) => items.get(id)?.name ?? "An item";
  const money = (value: string) =>
    `$${toFixedDecimal(value, value.includes(".") && value.split(".")[1]!.length > 2 ? 4 : 2)}`;
  const events: Event[] = [];
  for (const version of versions) {
    const recipeName = version.content.name;
    const who = version.saved_by ? ` by ${version.saved_by}` : "";
    events.push({
      at: version.saved_at,
      reason:
        version.recipe_id === recipeId
          ? version.version === 1
            ? `Created${who}`
            : `Version ${version.version} saved${who}`
          : `${recipeName}: version ${version.version} saved${who}`,
      apply: () => recipes.set(version.recipe_id, { ...version.content, id: version.recipe_id }),
    });
  }
  for (const change of changes) {
    const item = items.get(change.item_id);
    const unit = item ? perUnitLabel(item.baseUnit) : "unit";
    const how =
      change.basis === "average"
        ? "average cost of stock now"
        : change.kind === "receipt"
          ? "received at"
          : "came in at";
    events.push({
      at: change.changed_at,
      reason: `${name(change.item_id)} ${how} ${money(toDecimal(change.unit_cost, 4))} a ${unit}`,
      apply: () => {
        costOf(change.item_id)[change.basis] = change.unit_cost;
      },
      cost: { itemId: change.item_id, basis: change.basis },
    });
  }
  for (const price of prices) {
    const item = items.get(price.item_id);
    const perBase = item ? supplierCost(item, price.price, price.unit) : null;
    events.push({
      at: price.recorded_at,
      reason: `${price.supplier} ${price.source === "manual" ? "priced" : `${price.source === "invoice" ? "invoiced" : "delivered"}`} ${name(price.item_id)} at ${money(toDecimal(price.price, 4))} a ${perUnitLabel(price.unit)}`,
      apply: () => {
        costOf(price.item_id).preferred_supplier = perBase;
      },
      cost: { itemId: price.item_id, basis: "preferred_supplier" },
    });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return events;
}

/**
 * Replays the events in order, costing the recipe after each moment's changes: an entry for
 * each that moved the batch cost, newest first (at most 100).
 */
function replayHistory(
  events: Event[],
  recipeId: string,
  { recipes, items, costOf }: Replayed,
  fallbacks: readonly CostBasis[],
): CostHistory {
  const history: CostHistory = [];
  let last: string | null = null;
  for (let index = 0; index < events.length; index += 1) {
    // Changes at the same moment (one receipt of several items) make one entry.
    const at = events[index]!.at.getTime();
    const group: Event[] = [];
    for (; index < events.length && events[index]!.at.getTime() === at; index += 1) {
      events[index]!.apply();
      group.push(events[index]!);
    }
    index -= 1;
    if (!recipes.has(recipeId)) continue;
    const pricedBy = new Map<string, CostBasis | undefined>();
    for (const [id, item] of items) {
      const known = costOf(id);
      const basis = fallbacks.find((candidate) => known[candidate] !== null);
      pricedBy.set(id, basis);
      item.unitCost = basis ? known[basis] : null;
    }
    const reasons = group
      .filter((event) => !event.cost || pricedBy.get(event.cost.itemId) === event.cost.basis)
      .map((event) => event.reason);
    let cost;
    try {
      cost = costRecipe({ items, recipes }, recipeId);
    } catch (error) {
      if (error instanceof DomainError) continue;
      throw error;
    }
    if (reasons.length === 0 || (last !== null && exact(last).equals(exact(cost.batchCost))))
      continue;
    last = cost.batchCost;
    history.push({
      at: iso(new Date(at)),
      batchCost: cost.batchCost,
      portionCost: cost.portionCost,
      reason: reasons.join("; "),
    });
  }
  return history.reverse().slice(0, 100);
}
