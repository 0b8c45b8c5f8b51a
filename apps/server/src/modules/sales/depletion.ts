import { DomainError, exact, type Exact, linesUsage, type RecipeLine } from "@larder/domain";
import { setImmediate as yieldToRequests } from "node:timers/promises";
import Fraction from "fraction.js";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { loadItemRecords, type ItemRecord } from "../items";
import { loadCatalog } from "../recipes";
import { recordMovementBatch, recordMovements, type NewMovement } from "../stock";

/** Which waiting sale lines to take from stock now. */
export type SalesToDeplete = { nameKeys: string[] } | { saleIds: string[] };

export type PlateUsage = Awaited<ReturnType<typeof plateUsage>>;

export interface Depletion {
  /** Sale lines whose ingredients left stock. */
  depleted: number;
  /** Movements written: one per item, location and day. */
  movements: number;
  /** Menu items whose plate cannot be measured now (a unit an item lost): left waiting. */
  unmeasurable: string[];
}

interface SoldRow {
  menu_item_id: string;
  location_id: string;
  business_day: string;
  quantity: string;
  lines: number;
  occurred_at: Date;
}

/**
 * What one plate of each menu item takes from stock, item by item, in each item's base unit,
 * through its recipes and sub-recipes (exactly, as costing reads them). A plate that cannot be
 * measured now is left out and named.
 */
export async function plateUsage(
  tx: Executor,
  workspaceId: string,
  menuItemIds: string[],
): Promise<{ usage: Map<string, Map<string, Exact>>; unmeasurable: Map<string, string> }> {
  const { rows } = await tx.query<{
    menu_item_id: string;
    name: string;
    item_id: string | null;
    recipe_id: string | null;
    quantity: string | null;
    unit: string | null;
    trim_percent: string | null;
  }>(
    `select m.id as menu_item_id, m.name, l.item_id, l.recipe_id, l.quantity::text, l.unit,
            l.trim_percent::text
       from menu_items m
       left join menu_item_lines l on l.workspace_id = m.workspace_id and l.menu_item_id = m.id
      where m.workspace_id = $1 and m.id = any($2::uuid[])
      order by m.id, l.position`,
    [workspaceId, menuItemIds],
  );
  const plates = new Map<string, { name: string; lines: RecipeLine[] }>();
  for (const row of rows) {
    if (!plates.has(row.menu_item_id)) plates.set(row.menu_item_id, { name: row.name, lines: [] });
    if (row.quantity === null) continue;
    plates.get(row.menu_item_id)!.lines.push({
      itemId: row.item_id,
      recipeId: row.recipe_id,
      quantity: row.quantity,
      unit: row.unit!,
      trimPercent: row.trim_percent,
    });
  }
  const all = [...plates.values()].flatMap((plate) => plate.lines);
  const catalog = await loadCatalog(tx, workspaceId, {
    roots: [...new Set(all.flatMap((line) => line.recipeId ?? []))],
    extraItemIds: [...new Set(all.flatMap((line) => line.itemId ?? []))],
  });
  const usage = new Map<string, Map<string, Exact>>();
  const unmeasurable = new Map<string, string>();
  for (const [id, plate] of plates) {
    try {
      usage.set(id, linesUsage(catalog, plate.lines, new Fraction(1)));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      unmeasurable.set(id, plate.name);
    }
  }
  return { usage, unmeasurable };
}

const FILTERS = {
  nameKeys: "s.name_key = any($2::text[])",
  saleIds: "s.id = any($2::uuid[])",
} as const;

const GROUPED = `select s.menu_item_id, s.location_id, s.business_day::text,
         sum(s.quantity)::text as quantity, count(*)::int as lines,
         coalesce(max(s.sold_at),
                  (s.business_day + 1)::timestamp at time zone l.time_zone - interval '1 second')
           as occurred_at
    from sales s
    join locations l on l.workspace_id = s.workspace_id and l.id = s.location_id`;
const BY_DAY = "group by s.menu_item_id, s.location_id, s.business_day, l.time_zone";

/**
 * Takes the ingredients of waiting sale lines (mapped to a menu item, not yet depleted: a ticket's,
 * or those of a name just mapped) from stock, as sale movements in the caller's transaction,
 * then marks them taken. Lines of a plate that cannot be measured stay waiting and are named.
 */
export async function depleteSales(
  tx: Executor,
  member: Member,
  which: SalesToDeplete,
): Promise<Depletion> {
  const [key, value] = Object.entries(which)[0] as [keyof typeof FILTERS, string[]];
  const { rows } = await tx.query<SoldRow>(
    `${GROUPED}
      where s.workspace_id = $1 and ${FILTERS[key]}
        and s.menu_item_id is not null and s.depleted_at is null
      ${BY_DAY}`,
    [member.workspaceId, value],
  );
  if (rows.length === 0) return { depleted: 0, movements: 0, unmeasurable: [] };
  const plates = await plateUsage(tx, member.workspaceId, [
    ...new Set(rows.map((row) => row.menu_item_id)),
  ]);
  const planned = await planTaken(tx, member, rows, plates.usage, null);
  await takePlanned(tx, member, planned);
  await tx.query(
    `update sales s set depleted_at = now()
      where s.workspace_id = $1 and ${FILTERS[key]} and s.menu_item_id = any($3::uuid[])
        and s.depleted_at is null`,
    [member.workspaceId, value, [...plates.usage.keys()]],
  );
  return {
    depleted: planned.depleted,
    movements: planned.movements.length,
    unmeasurable: [...plates.unmeasurable.values()],
  };
}

/** Days of an import grouped per statement: each reads a slice of the import through its index. */
const DAYS_PER_QUERY = 7;

/**
 * What a set of sale lines takes from stock, worked out but not yet written: the movements, the
 * items they move, and how many lines they cover. Nothing is locked while it is worked out.
 */
export interface PlannedDepletion {
  /** Sale lines whose ingredients leave stock. */
  depleted: number;
  movements: NewMovement[];
  items: Map<string, ItemRecord>;
}

/**
 * Works out what an import's lines take from stock, in the import's own transaction: the lines
 * it wrote as taken (insertSales, `depleted`, whose plates `usage` can measure), summed per
 * item, location and local day, a week of days per statement. {@link takePlanned} writes it.
 */
export async function planImportDepletion(
  tx: Executor,
  member: Member,
  importId: string,
  days: string[],
  usage: PlateUsage["usage"],
): Promise<PlannedDepletion> {
  const rows: SoldRow[] = [];
  const sorted = [...new Set(days)].sort();
  for (let start = 0; start < sorted.length; start += DAYS_PER_QUERY) {
    const { rows: slice } = await tx.query<SoldRow>(
      `${GROUPED}
        where s.workspace_id = $1 and s.source_id = $2 and s.business_day = any($3::date[])
          and s.depleted_at = now()
        ${BY_DAY}`,
      [member.workspaceId, importId, sorted.slice(start, start + DAYS_PER_QUERY)],
    );
    rows.push(...slice);
  }
  return planTaken(tx, member, rows, usage, importId);
}

/**
 * What the grouped lines take from stock: summed per item, location and local day, dated at the
 * day's last sale (or its end), so that a count taken after service sees them.
 */
async function planTaken(
  tx: Executor,
  member: Member,
  rows: SoldRow[],
  usage: PlateUsage["usage"],
  sourceId: string | null,
): Promise<PlannedDepletion> {
  const taken = new Map<string, NewMovement>();
  let depleted = 0;
  for (const [index, row] of rows.entries()) {
    // Months of days of a large import: exact arithmetic a few hundred rows at a time.
    if (index % 200 === 199) await yieldToRequests();
    const perPlate = usage.get(row.menu_item_id);
    if (!perPlate) continue;
    depleted += row.lines;
    for (const [itemId, perPortion] of perPlate) {
      const id = `${itemId}:${row.location_id}:${row.business_day}`;
      const movement = taken.get(id);
      const quantity = perPortion.mul(exact(row.quantity)).neg();
      if (movement) {
        movement.quantity = movement.quantity.add(quantity);
        if (row.occurred_at > movement.occurredAt!) movement.occurredAt = row.occurred_at;
      } else
        taken.set(id, {
          itemId,
          locationId: row.location_id,
          kind: "sale",
          quantity,
          reason: null,
          sourceType: "sales",
          sourceId,
          occurredAt: row.occurred_at,
        });
    }
  }
  // Six decimals is what the ledger keeps; a day whose plates net to nothing writes nothing.
  const movements = [...taken.values()].filter(
    (movement) => movement.quantity.round(6).compare(0) !== 0,
  );
  const items =
    movements.length > 0
      ? await loadItemRecords(tx, member.workspaceId, [
          ...new Set(movements.map((movement) => movement.itemId)),
        ])
      : new Map<string, ItemRecord>();
  return { depleted, movements, items };
}

/**
 * Writes planned movements, taking the items' stock locks (held until the transaction ends):
 * an import calls it last, so that a chef recording usage of the same items meanwhile waits
 * only for these movements and the commit, not for the whole import.
 */
export async function takePlanned(
  tx: Executor,
  member: Member,
  { movements, items }: PlannedDepletion,
): Promise<void> {
  if (movements.length === 0) return;
  // A ticket writes a handful one by one; an import's months of days go in batches.
  if (movements.length > 20) await recordMovementBatch(tx, member, items, movements);
  else await recordMovements(tx, member, items, movements);
}
