import { canConvert, type ItemUnits } from "@larder/domain";
import type { Executor } from "../../../db/database";
import type { Member } from "../../../core/member";
import { unitsOf } from "../../items";
import { KNOWN_UNITS, unitFromText } from "../validate";
import type { RowReader } from "./table";

export interface KnownItem {
  id: string;
  name: string;
  units: ItemUnits;
}

/** The workspace's active items by lower-cased name and by barcode. */
export interface ItemLookup {
  byName: Map<string, KnownItem>;
  byBarcode: Map<string, KnownItem>;
}

export async function loadItems(tx: Executor, workspaceId: string): Promise<ItemLookup> {
  const { rows } = await tx.query<{
    id: string;
    name: string;
    base_unit: string;
    grams_per_piece: string | null;
    grams_per_ml: string | null;
    packs: { name: string; quantity: string; unit: string }[];
    barcodes: string[];
  }>(
    `select i.id, i.name, i.base_unit, i.grams_per_piece::text, i.grams_per_ml::text,
            coalesce((select json_agg(json_build_object('name', p.name, 'quantity', p.quantity::text,
                                                        'unit', p.unit) order by p.position)
                        from item_packs p where p.workspace_id = i.workspace_id and p.item_id = i.id),
                     '[]') as packs,
            coalesce((select json_agg(b.code) from item_barcodes b
                       where b.workspace_id = i.workspace_id and b.item_id = i.id), '[]') as barcodes
       from items i where i.workspace_id = $1 and i.archived_at is null`,
    [workspaceId],
  );
  const byName = new Map<string, KnownItem>();
  const byBarcode = new Map<string, KnownItem>();
  for (const row of rows) {
    const item = { id: row.id, name: row.name, units: unitsOf(row) };
    byName.set(row.name.toLowerCase(), item);
    for (const code of row.barcodes) byBarcode.set(code, item);
  }
  return { byName, byBarcode };
}

/** The item a cell names, by name (any case) or barcode, or a problem saying there is none. */
export function itemOf(reader: RowReader, column: string, items: ItemLookup): KnownItem | null {
  const text = reader.cell(column);
  if (!text) {
    reader.problem(column, "The item is missing. Write its name as Larder has it, or its barcode.");
    return null;
  }
  const item = items.byName.get(text.toLowerCase()) ?? items.byBarcode.get(text) ?? null;
  if (!item)
    reader.problem(
      column,
      `There is no item called “${text}”. Check the spelling, or add the item first (Import items).`,
    );
  return item;
}

export interface KnownSupplier {
  id: string;
  name: string;
}

/** The workspace's active suppliers by lower-cased name (archived ones may share a name). */
export async function loadSupplierNames(
  tx: Executor,
  workspaceId: string,
): Promise<Map<string, KnownSupplier>> {
  const { rows } = await tx.query<KnownSupplier>(
    "select id, name from suppliers where workspace_id = $1 and archived_at is null",
    [workspaceId],
  );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

/** The supplier a cell names, any case, or a problem saying there is none. */
export function supplierOf(
  reader: RowReader,
  column: string,
  suppliers: Map<string, KnownSupplier>,
): KnownSupplier | null {
  const text = reader.cell(column);
  if (!text) {
    reader.problem(column, "The supplier is missing. Write its name as Larder has it.");
    return null;
  }
  const supplier = suppliers.get(text.toLowerCase()) ?? null;
  if (!supplier)
    reader.problem(
      column,
      `There is no supplier called “${text}”. Check the spelling, or add the supplier first (Import suppliers).`,
    );
  return supplier;
}

export interface KnownLocation {
  id: string;
  name: string;
}

/** The active locations `member` may record at, by name. */
export async function loadLocations(tx: Executor, member: Member): Promise<KnownLocation[]> {
  const { rows } = await tx.query<KnownLocation>(
    `select id, name from locations
      where workspace_id = $1 and archived_at is null and ($2::uuid[] is null or id = any($2::uuid[]))
      order by lower(name)`,
    [member.workspaceId, member.locationIds],
  );
  return rows;
}

/**
 * The location a cell names; when it is empty, the only location there is, or null when
 * `optional`. Otherwise a problem naming the locations there are.
 */
export function locationOf(
  reader: RowReader,
  column: string,
  locations: KnownLocation[],
  optional = false,
): KnownLocation | null {
  const text = reader.cell(column);
  const names = locations.map((l) => l.name).join(", ");
  if (!text) {
    if (optional) return null;
    if (locations.length === 1) return locations[0]!;
    reader.problem(column, `Say which location: ${names}.`);
    return null;
  }
  const location = locations.find((l) => l.name.toLowerCase() === text.toLowerCase()) ?? null;
  if (!location)
    reader.problem(
      column,
      `There is no location called “${text}” that you may record at. Yours: ${names}.`,
    );
  return location;
}

/**
 * A unit `item` can be counted in, as the file writes it: a standard unit ("lbs", "each") or
 * one of the item's packs by name; null with a problem when it is neither.
 */
export function itemUnitOf(reader: RowReader, column: string, item: KnownItem): string | null {
  const text = reader.cell(column);
  if (!text) return item.units.baseUnit;
  const pack = item.units.packs.find((p) => p.name.toLowerCase() === text.toLowerCase());
  const unit = pack?.name ?? unitFromText(text);
  if (!unit) {
    reader.problem(column, `“${text}” is not a unit Larder knows. Use one of ${KNOWN_UNITS}.`);
    return null;
  }
  if (!canConvert(item.units, unit)) {
    reader.problem(
      column,
      `${item.name} cannot be counted in ${text}: it is kept in ${item.units.baseUnit}. Use a unit of the same kind or one of its packs.`,
    );
    return null;
  }
  return unit;
}
