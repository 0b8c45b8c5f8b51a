import { randomUUID } from "node:crypto";
import { compare } from "@larder/domain";
import type { Executor } from "../../db/database";
import { insertDefaultCategories } from "../items";
import { notifyLowStock } from "../notifications";
import { AREA_OF_CATEGORY, SAMPLE_ITEMS } from "./sample-data";
import type { Delivered } from "./purchasing-seed";
import { writeDemoLedger } from "./ledger-seed";
import { sampleMovements } from "./sample-movements";

/** The commissary has no bar; dry goods go to its dry storage, the rest to its walk-in. */
const COMMISSARY_AREA: Record<string, string> = { Pantry: "Dry storage", Supplies: "Dry storage" };

export interface DemoPlaces {
  workspaceId: string;
  main: { id: string; timeZone: string; areas: Record<string, string> };
  commissary: { id: string; timeZone: string; areas: Record<string, string> };
  /** The bistro's date today (YYYY-MM-DD): "days ago" count back from it. */
  today: string;
  /** Write the ledger through its triggers, row by row (demo-ledger.test.ts compares both ways). */
  ledgerThroughTriggers?: boolean;
}

/**
 * Fills a new demo workspace with its items, par levels and ledger in a handful of set-based
 * statements (a visitor waits for this), then raises the low-stock alerts its figures imply.
 * Returns the items' ids and, for the purchasing seed, the movement and receipt of each line
 * suppliers delivered.
 */
export async function seedDemoInventory(
  tx: Executor,
  places: DemoPlaces,
): Promise<{
  itemIds: Map<string, string>;
  delivered: Delivered;
  /** The id of each week's sales import (0 the last), and of each count by its days ago. */
  salesImports: Map<number, string>;
  counts: Map<number, string>;
  commissaryCounts: Map<number, string>;
}> {
  const { workspaceId, main, commissary, today } = places;
  await insertDefaultCategories(tx, workspaceId);
  const { rows: items } = await tx.query<{ id: string; name: string }>(
    `insert into items (workspace_id, name, category_id, base_unit, grams_per_piece, grams_per_ml, allergens)
     select $1, x.name, c.id, x.unit, x.grams_per_piece, x.grams_per_ml, coalesce(x.allergens, '{}')
       from jsonb_to_recordset($2::jsonb)
            as x(name text, category text, unit text, grams_per_piece numeric, grams_per_ml numeric,
                 allergens text[])
       join item_categories c on c.workspace_id = $1 and c.name = x.category
     returning id, name`,
    [
      workspaceId,
      JSON.stringify(
        SAMPLE_ITEMS.map((item) => ({
          name: item.name,
          category: item.category,
          unit: item.unit,
          grams_per_piece: item.gramsPerPiece ?? null,
          grams_per_ml: item.gramsPerMl ?? null,
          allergens: item.allergens ?? [],
        })),
      ),
    ],
  );
  const ids = new Map(items.map((item) => [item.name, item.id]));
  const id = (name: string) => ids.get(name)!;

  await tx.query(
    `insert into item_packs (workspace_id, item_id, name, quantity, unit, position)
     select $1, x.item_id, x.name, x.quantity, x.unit, x.position
       from jsonb_to_recordset($2::jsonb) as x(item_id uuid, name text, quantity numeric, unit text, position int)`,
    [
      workspaceId,
      JSON.stringify(
        SAMPLE_ITEMS.flatMap((item) =>
          (item.packs ?? []).map((pack, position) => ({
            item_id: id(item.name),
            ...pack,
            position,
          })),
        ),
      ),
    ],
  );

  const carried = SAMPLE_ITEMS.flatMap((item) => [
    {
      item_id: id(item.name),
      location_id: main.id,
      area_id: main.areas[AREA_OF_CATEGORY[item.category]!]!,
      minimum: item.minimum,
      maximum: item.maximum,
    },
    ...(item.commissary
      ? [
          {
            item_id: id(item.name),
            location_id: commissary.id,
            area_id: commissary.areas[COMMISSARY_AREA[item.category] ?? "Walk-in cooler"]!,
            minimum: item.commissary.minimum,
            maximum: null,
          },
        ]
      : []),
  ]);
  const placeRows = JSON.stringify(carried);
  await tx.query(
    `insert into item_storage_areas (workspace_id, item_id, location_id, storage_area_id)
     select $1, x.item_id, x.location_id, x.area_id
       from jsonb_to_recordset($2::jsonb) as x(item_id uuid, location_id uuid, area_id uuid)`,
    [workspaceId, placeRows],
  );
  await tx.query(
    `insert into par_levels (workspace_id, item_id, location_id, minimum, maximum)
     select $1, x.item_id, x.location_id, x.minimum, x.maximum
       from jsonb_to_recordset($2::jsonb)
            as x(item_id uuid, location_id uuid, minimum numeric, maximum numeric)`,
    [workspaceId, placeRows],
  );

  const movements = sampleMovements(new Date(`${today}T00:00:00Z`));
  const delivered: Delivered = new Map();
  const receiptIds = new Map<string, string>();
  // The sales imports and counts the seed writes later, named now so their movements point at them.
  const salesImports = new Map<number, string>();
  const counts = new Map<number, string>();
  const commissaryCounts = new Map<number, string>();
  const transfers = new Map<string, string>();
  const idOf = <Key>(ids: Map<Key, string>, key: Key) => {
    if (!ids.has(key)) ids.set(key, randomUUID());
    return ids.get(key)!;
  };
  const ledger = movements.map((movement) => {
    const place = movement.location === "main" ? main : commissary;
    const delivery = movement.delivery;
    const movementId = randomUUID();
    let source = {};
    if (movement.week !== undefined)
      source = { source_type: "sales", source_id: idOf(salesImports, movement.week) };
    if (movement.count !== undefined)
      source = {
        source_type: "count",
        source_id: idOf(place === main ? counts : commissaryCounts, movement.count),
      };
    if (movement.transfer !== undefined)
      source = { source_type: "transfer", source_id: idOf(transfers, movement.transfer) };
    if (delivery) {
      const receiptId = receiptIds.get(delivery.receipt) ?? randomUUID();
      receiptIds.set(delivery.receipt, receiptId);
      delivered.set(`${delivery.receipt}:${delivery.line}`, { receiptId, movementId });
      source = {
        source_type: "receipt",
        source_id: receiptId,
        entered_quantity: delivery.quantity,
        entered_unit: delivery.unit,
      };
    }
    return {
      id: movementId,
      ...source,
      item_id: id(movement.item),
      location_id: place.id,
      kind: movement.kind,
      quantity: movement.quantity,
      unit_cost: movement.unitCost,
      reason: movement.reason,
      days_ago: movement.daysAgo,
      hour: movement.hour,
      time_zone: place.timeZone,
    };
  });
  await writeDemoLedger(tx, {
    workspaceId,
    today,
    rows: ledger,
    throughTriggers: places.ledgerThroughTriggers,
  });

  const short = SAMPLE_ITEMS.filter((item) => compare(item.onHand, item.minimum) < 0);
  await notifyLowStock(
    tx,
    workspaceId,
    short.map((item) => ({
      itemId: id(item.name),
      itemName: item.name,
      locationId: main.id,
      onHand: item.onHand,
      baseUnit: item.unit,
    })),
  );
  return { itemIds: ids, delivered, salesImports, counts, commissaryCounts };
}
