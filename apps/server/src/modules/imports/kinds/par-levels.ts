import { QUANTITY_BOUNDS, TABLE_IMPORT_COLUMNS } from "@larder/contracts";
import { UnitConversionError, exact, toBaseUnit, toDecimal, unitLabel } from "@larder/domain";
import type { Executor } from "../../../db/database";
import type { Member } from "../../../core/member";
import type { Table } from "../../../lib/spreadsheet/table";
import { lockItemStock, updateItem } from "../../items";
import { itemOf, itemUnitOf, loadItems, loadLocations, locationOf } from "./lookups";
import { amount, checkRows, firstRowOf, type CheckedRows, type RowReader } from "./table";

/** An item's par levels at one location, in its base unit. */
export interface ParLevelValues {
  itemId: string;
  locationId: string;
  minimum: string | null;
  maximum: string | null;
}

export const PAR_LEVEL_SYNONYMS: Record<string, readonly string[]> = {
  item: ["item_name", "ingredient", "product", "name", "barcode"],
  location: ["site", "restaurant", "store", "kitchen"],
  minimum: ["min", "par_minimum", "reorder_point", "reorder_level", "reorder_at", "low_level"],
  maximum: ["max", "par", "par_level", "par_maximum", "order_up_to", "capacity"],
  unit: ["uom", "unit_of_measure", "base_unit"],
};

async function loadParLevels(tx: Executor, workspaceId: string) {
  const { rows } = await tx.query<{
    item_id: string;
    location_id: string;
    minimum: string | null;
    maximum: string | null;
  }>(
    "select item_id, location_id, minimum::text, maximum::text from par_levels where workspace_id = $1",
    [workspaceId],
  );
  return new Map(rows.map((row) => [`${row.item_id}|${row.location_id}`, row]));
}

function level(
  reader: RowReader,
  column: string,
  label: string,
  toBase: (v: string) => string | null,
) {
  const value = amount(reader, column, label, QUANTITY_BOUNDS);
  return value === null ? null : toBase(value);
}

const same = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : exact(a).equals(exact(b));

/**
 * Checks a file of par levels: an item (by name or barcode) at a location, with its reorder
 * point (minimum) and par (maximum), in the item's unit or one it converts from. An item is
 * recognised at a location by the pair; its levels are set to the file's.
 */
export async function checkParLevels(
  tx: Executor,
  member: Member,
  table: Table,
): Promise<CheckedRows<ParLevelValues>> {
  const items = await loadItems(tx, member.workspaceId);
  const locations = await loadLocations(tx, member);
  const stored = await loadParLevels(tx, member.workspaceId);
  const seen = new Map<string, number>();
  return checkRows(table, TABLE_IMPORT_COLUMNS.par_levels, PAR_LEVEL_SYNONYMS, (reader) => {
    const item = itemOf(reader, "item", items);
    const location = locationOf(reader, "location", locations);
    const unit = item ? itemUnitOf(reader, "unit", item) : null;
    const toBase = (value: string) => {
      if (!item || !unit) return null;
      try {
        return toDecimal(toBaseUnit(item.units, value, unit));
      } catch (error) {
        if (!(error instanceof UnitConversionError)) throw error;
        reader.problem("unit", `${item.name}: ${error.message}`);
        return null;
      }
    };
    const minimum = level(reader, "minimum", "minimum", toBase);
    const maximum = level(reader, "maximum", "maximum", toBase);
    if (!reader.cell("minimum") && !reader.cell("maximum"))
      reader.problem("minimum", "Give a minimum (reorder point), a maximum (par) or both.");
    if (minimum !== null && maximum !== null && exact(maximum).compare(exact(minimum)) < 0)
      reader.problem("maximum", "The maximum is below the minimum.");
    if (!item || !location || !unit || reader.problems.length > 0) return null;
    const earlier = firstRowOf(seen, `${item.id}|${location.id}`, reader.row);
    if (earlier !== null) {
      reader.problem(
        null,
        `${item.name} at ${location.name} is already on row ${earlier}; keep one row each.`,
      );
      return null;
    }
    const existing = stored.get(`${item.id}|${location.id}`);
    const action = !existing
      ? "create"
      : same(existing.minimum, minimum) && same(existing.maximum, maximum)
        ? "unchanged"
        : "update";
    const base = unitLabel(item.units.baseUnit);
    return {
      values: { itemId: item.id, locationId: location.id, minimum, maximum },
      action,
      cells: [item.name, location.name, minimum ?? "", maximum ?? "", base],
    };
  });
}

/**
 * Writes checked par levels through the items module, one change per item, in the file's order:
 * the items' stock locks are taken first, in item order (decision 0032).
 */
export async function writeParLevels(
  tx: Executor,
  member: Member,
  rows: ParLevelValues[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  const stored = await loadParLevels(tx, member.workspaceId);
  const result = { created: 0, updated: 0, unchanged: 0 };
  const byItem = new Map<string, ParLevelValues[]>();
  for (const row of rows) {
    const existing = stored.get(`${row.itemId}|${row.locationId}`);
    if (existing && same(existing.minimum, row.minimum) && same(existing.maximum, row.maximum)) {
      result.unchanged += 1;
      continue;
    }
    if (existing) result.updated += 1;
    else result.created += 1;
    byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  }
  await lockItemStock(tx, member.workspaceId, [...byItem.keys()]);
  for (const [itemId, pars] of byItem)
    await updateItem(tx, member, itemId, {
      parLevels: pars.map(({ locationId, minimum, maximum }) => ({ locationId, minimum, maximum })),
    });
  return result;
}
