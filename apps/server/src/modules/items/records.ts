import {
  exact,
  parseQuantity,
  toBaseUnit,
  UnitConversionError,
  unitLabel,
  usableUnits,
  type Exact,
  type ItemUnits,
  ConflictError,
  InvalidError,
  NotFoundError,
} from "@larder/domain";
import type { Executor } from "../../db/database";

/** What recording stock needs to know about an item. */
export interface ItemRecord {
  id: string;
  name: string;
  archived: boolean;
  units: ItemUnits;
}

interface ItemRow {
  id: string;
  name: string;
  archived: boolean;
  base_unit: string;
  grams_per_piece: string | null;
  grams_per_ml: string | null;
  packs: { name: string; quantity: string; unit: string }[];
}

/** Loads items with their unit definitions; ids that do not exist in the workspace are absent. */
export async function loadItemRecords(
  tx: Executor,
  workspaceId: string,
  ids: readonly string[],
): Promise<Map<string, ItemRecord>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<ItemRow>(
    `select i.id, i.name, i.archived_at is not null as archived, i.base_unit,
            i.grams_per_piece, i.grams_per_ml,
            coalesce((select json_agg(json_build_object('name', p.name, 'quantity', p.quantity::text,
                                                        'unit', p.unit) order by p.position)
                        from item_packs p where p.workspace_id = i.workspace_id and p.item_id = i.id),
                     '[]') as packs
       from items i
      where i.workspace_id = $1 and i.id = any($2::uuid[])`,
    [workspaceId, [...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, toRecord(row)]));
}

function toRecord(row: ItemRow): ItemRecord {
  return {
    id: row.id,
    name: row.name,
    archived: row.archived,
    units: {
      baseUnit: row.base_unit,
      packs: row.packs,
      gramsPerPiece: row.grams_per_piece,
      gramsPerMl: row.grams_per_ml,
    },
  };
}

/** One item that stock is about to be recorded for: it must exist and not be archived. */
export async function activeItem(
  tx: Executor,
  workspaceId: string,
  itemId: string,
): Promise<ItemRecord> {
  return (await activeItems(tx, workspaceId, [itemId])).get(itemId)!;
}

/** Several items that may still be used, by id, read at once; refused as `activeItem` refuses. */
export async function activeItems(
  tx: Executor,
  workspaceId: string,
  itemIds: string[],
): Promise<Map<string, ItemRecord>> {
  const items = await loadItemRecords(tx, workspaceId, itemIds);
  for (const id of itemIds) {
    const item = items.get(id);
    if (!item)
      throw new NotFoundError("item_not_found", "This item does not exist in this workspace.");
    if (item.archived)
      throw new ConflictError(
        "item_archived",
        `${item.name} is archived. Restore it to record stock for it.`,
      );
  }
  return items;
}

/**
 * Reads a quantity typed in one of the item's units and returns it in its base unit, exactly.
 * A unit the item cannot convert is a 400 that says which fact about the item is missing.
 */
export function quantityInBaseUnit(item: ItemRecord, quantity: string, unit: string): Exact {
  const parsed = quantity.trim() === "0" ? exact(0) : parseQuantity(quantity);
  if (parsed === null)
    throw new InvalidError(
      "invalid_quantity",
      "Enter the quantity as a number, like 2.5 or 1 1/2.",
    );
  try {
    return toBaseUnit(item.units, parsed, unit);
  } catch (error) {
    if (error instanceof UnitConversionError)
      throw new InvalidError(
        "unit_not_convertible",
        `${item.name}: ${error.message} It can be recorded in ${usableUnits(item.units).map(unitLabel).join(", ")}.`,
      );
    throw error;
  }
}
