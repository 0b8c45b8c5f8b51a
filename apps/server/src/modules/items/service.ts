import type { ItemInput, ItemUpdate, ParLevelInput } from "@larder/contracts";
import {
  canConvert,
  unitLabel,
  unitProblems,
  usableUnits,
  type ItemUnits,
  ConflictError,
  InvalidError,
} from "@larder/domain";
import type { z } from "zod";
import type { itemInputSchema, itemUpdateSchema } from "@larder/contracts";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import type { Member } from "../../core/member";
import { publish } from "../../realtime/hub";
import { writableLocation } from "../locations";
import { loadItemRecords } from "./records";
import { itemSnapshot, recordItemCreated, recordItemEdit } from "./audit";
import { lockItemStock } from "./stock-lock";

type NewItem = z.output<typeof itemInputSchema>;
type ItemChanges = z.output<typeof itemUpdateSchema>;

const invalid = (message: string) => new InvalidError("invalid_item", message);

/** Refuses unit definitions that do not hold together, saying what is wrong. */
function checkUnits(units: ItemUnits, barcodes: { code: string; unit: string }[]): void {
  const problems = unitProblems(units);
  if (problems.length > 0) throw invalid(problems.join(" "));
  for (const barcode of barcodes) {
    if (!canConvert(units, barcode.unit))
      throw invalid(
        `The barcode ${barcode.code} stands for "${barcode.unit}", which is not one of this item's units (${usableUnits(units).map(unitLabel).join(", ")}).`,
      );
  }
  const codes = barcodes.map((barcode) => barcode.code);
  const twice = codes.find((code, index) => codes.indexOf(code) !== index);
  if (twice) throw invalid(`The barcode ${twice} is listed twice.`);
}

async function checkCategory(tx: Executor, workspaceId: string, categoryId: string | null) {
  if (!categoryId) return;
  const { rows } = await tx.query(
    "select 1 from item_categories where workspace_id = $1 and id = $2",
    [workspaceId, categoryId],
  );
  if (rows.length === 0) throw invalid("That category does not exist in this workspace.");
}

/** The storage areas, checked: active, at a location the member may use, one per location. */
async function checkStorageAreas(
  tx: Executor,
  member: Member,
  areaIds: string[],
): Promise<{ areaId: string; locationId: string }[]> {
  if (areaIds.length === 0) return [];
  const { rows } = await tx.query<{ id: string; location_id: string; name: string }>(
    `select a.id, a.location_id, a.name from storage_areas a
       join locations l on l.workspace_id = a.workspace_id and l.id = a.location_id
      where a.workspace_id = $1 and a.id = any($2::uuid[]) and a.archived_at is null
        and l.archived_at is null and ($3::uuid[] is null or a.location_id = any($3::uuid[]))`,
    [member.workspaceId, [...new Set(areaIds)], member.locationIds],
  );
  if (rows.length !== new Set(areaIds).size)
    throw invalid("One of the storage areas does not exist, or is at a location you cannot use.");
  const locations = rows.map((row) => row.location_id);
  if (new Set(locations).size !== locations.length)
    throw invalid("Choose one storage area per location: the one its count sheet lists it under.");
  return rows.map((row) => ({ areaId: row.id, locationId: row.location_id }));
}

async function checkParLevels(tx: Executor, member: Member, pars: ParLevelInput[]) {
  const ids = pars.map((par) => par.locationId);
  if (new Set(ids).size !== ids.length) throw invalid("Give each location one par level.");
  for (const id of new Set(ids)) await writableLocation(tx, member, id);
}

async function writeUnits(
  tx: Executor,
  workspaceId: string,
  itemId: string,
  packs: ItemUnits["packs"],
  barcodes: { code: string; unit: string }[],
) {
  await tx.query("delete from item_packs where workspace_id = $1 and item_id = $2", [
    workspaceId,
    itemId,
  ]);
  for (const [position, pack] of packs.entries())
    await tx.query(
      `insert into item_packs (workspace_id, item_id, name, quantity, unit, position)
       values ($1, $2, $3, $4, $5, $6)`,
      [workspaceId, itemId, pack.name, pack.quantity, pack.unit, position],
    );
  await tx.query("delete from item_barcodes where workspace_id = $1 and item_id = $2", [
    workspaceId,
    itemId,
  ]);
  for (const barcode of barcodes)
    await tx
      .query(
        "insert into item_barcodes (workspace_id, code, item_id, unit) values ($1, $2, $3, $4)",
        [workspaceId, barcode.code, itemId, barcode.unit],
      )
      .catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new ConflictError(
          "barcode_in_use",
          `The barcode ${barcode.code} already belongs to another item.`,
        );
      });
}

/**
 * Makes the item carried at each location (a balance row, on hand 0 until stock moves), with
 * the storage area it is kept in there and its par levels.
 */
async function writePlaces(
  tx: Executor,
  workspaceId: string,
  itemId: string,
  areas: { areaId: string; locationId: string }[] | undefined,
  pars: ParLevelInput[] | undefined,
) {
  const locations = [
    ...new Set([
      ...(areas ?? []).map((area) => area.locationId),
      ...(pars ?? []).map((par) => par.locationId),
    ]),
  ];
  if (locations.length > 0)
    await tx.query(
      `insert into stock_balances (workspace_id, item_id, location_id)
       select $1, $2, unnest($3::uuid[]) on conflict do nothing`,
      [workspaceId, itemId, locations],
    );
  for (const area of areas ?? [])
    await tx.query(
      `insert into item_storage_areas (workspace_id, item_id, location_id, storage_area_id)
       values ($1, $2, $3, $4)
       on conflict (workspace_id, item_id, location_id) do update set storage_area_id = excluded.storage_area_id`,
      [workspaceId, itemId, area.locationId, area.areaId],
    );
  for (const par of pars ?? []) {
    if (par.minimum === null && par.maximum === null) {
      await tx.query(
        "delete from par_levels where workspace_id = $1 and item_id = $2 and location_id = $3",
        [workspaceId, itemId, par.locationId],
      );
      continue;
    }
    await tx.query(
      `insert into par_levels (workspace_id, item_id, location_id, minimum, maximum)
       values ($1, $2, $3, $4, $5)
       on conflict (workspace_id, item_id, location_id)
       do update set minimum = excluded.minimum, maximum = excluded.maximum`,
      [workspaceId, itemId, par.locationId, par.minimum, par.maximum],
    );
  }
}

const duplicateName = (name: string) =>
  new ConflictError("duplicate_name", `There is already an item called ${name}.`);

/** Stock already on the shelf when an item is created, at one location. */
export type OpeningStock = NewItem["openingStock"][number];

/**
 * Writes an item's opening stock to the ledger: the stock module's `recordOpeningStock`, handed
 * in by whoever creates items (app.ts, imports), because stock builds on items and items does
 * not import stock.
 */
export type OpeningStockRecorder = (
  tx: Executor,
  member: Member,
  itemId: string,
  opening: OpeningStock[],
) => Promise<void>;

/**
 * Creates an item with its units, barcodes, the locations that carry it, and any stock already
 * on the shelf (an opening-stock adjustment, through `recordOpeningStock`), all in the caller's
 * transaction.
 */
export async function createItem(
  tx: Executor,
  member: Member,
  input: NewItem,
  recordOpeningStock: OpeningStockRecorder,
): Promise<string> {
  const units: ItemUnits = {
    baseUnit: input.baseUnit,
    packs: input.packs,
    gramsPerPiece: input.gramsPerPiece,
    gramsPerMl: input.gramsPerMl,
  };
  checkUnits(units, input.barcodes);
  await checkCategory(tx, member.workspaceId, input.categoryId);
  const areas = await checkStorageAreas(tx, member, input.storageAreaIds);
  await checkParLevels(tx, member, input.parLevels);
  for (const opening of input.openingStock) await writableLocation(tx, member, opening.locationId);

  const { rows } = await tx
    .query<{ id: string }>(
      `insert into items (workspace_id, name, category_id, base_unit, grams_per_piece, grams_per_ml,
                          allergens, notes)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        member.workspaceId,
        input.name,
        input.categoryId,
        input.baseUnit,
        input.gramsPerPiece,
        input.gramsPerMl,
        [...new Set(input.allergens)],
        input.notes,
      ],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicateName(input.name);
      throw error;
    });
  const itemId = rows[0]!.id;
  await writeUnits(tx, member.workspaceId, itemId, input.packs, input.barcodes);
  await writePlaces(tx, member.workspaceId, itemId, areas, input.parLevels);

  if (input.openingStock.length > 0)
    await recordOpeningStock(tx, member, itemId, input.openingStock);
  await recordItemCreated(tx, member, itemId, input.openingStock);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "items" } });
  return itemId;
}

/** Applies changes to an item; lists that are sent replace the old ones. */
export async function updateItem(
  tx: Executor,
  member: Member,
  itemId: string,
  changes: ItemChanges,
): Promise<void> {
  // Places and par levels move the item's stock rows: its stock lock comes before its own row,
  // in the order a movement of it takes them (stock-lock.ts).
  if (changes.parLevels || changes.storageAreaIds)
    await lockItemStock(tx, member.workspaceId, [itemId]);
  const { rows } = await tx.query<{
    base_unit: string;
    grams_per_piece: string | null;
    grams_per_ml: string | null;
    name: string;
    has_stock: boolean;
  }>(
    `select base_unit, grams_per_piece::text, grams_per_ml::text, name,
            exists (select 1 from stock_movements m where m.workspace_id = i.workspace_id
                      and m.item_id = i.id) as has_stock
       from items i where workspace_id = $1 and id = $2 for update`,
    [member.workspaceId, itemId],
  );
  const current = rows[0]!;
  const snapshot = await itemSnapshot(tx, member.workspaceId, itemId);
  const records = await loadItemRecords(tx, member.workspaceId, [itemId]);
  const before = records.get(itemId)!.units;
  if (changes.baseUnit && changes.baseUnit !== current.base_unit && current.has_stock)
    throw new ConflictError(
      "base_unit_locked",
      `${current.name} already has stock recorded in ${unitLabel(current.base_unit)}, so its base unit cannot change. Add a pack in ${unitLabel(changes.baseUnit)} instead.`,
    );
  const units: ItemUnits = {
    baseUnit: changes.baseUnit ?? before.baseUnit,
    packs: changes.packs ?? before.packs,
    gramsPerPiece:
      changes.gramsPerPiece === undefined ? before.gramsPerPiece : changes.gramsPerPiece,
    gramsPerMl: changes.gramsPerMl === undefined ? before.gramsPerMl : changes.gramsPerMl,
  };
  const { rows: codes } = await tx.query<{ code: string; unit: string }>(
    "select code, unit from item_barcodes where workspace_id = $1 and item_id = $2",
    [member.workspaceId, itemId],
  );
  checkUnits(units, changes.barcodes ?? codes);
  if (changes.categoryId !== undefined)
    await checkCategory(tx, member.workspaceId, changes.categoryId);
  const areas =
    changes.storageAreaIds === undefined
      ? undefined
      : await checkStorageAreas(tx, member, changes.storageAreaIds);
  if (changes.parLevels) await checkParLevels(tx, member, changes.parLevels);

  await tx
    .query(
      `update items set
         name = coalesce($3, name),
         category_id = case when $4 then $5::uuid else category_id end,
         base_unit = $6, grams_per_piece = $7, grams_per_ml = $8,
         allergens = coalesce($9, allergens),
         notes = coalesce($10, notes),
         archived_at = case when $11::boolean is null then archived_at
                            when $11 then coalesce(archived_at, now()) else null end,
         updated_at = now()
       where workspace_id = $1 and id = $2`,
      [
        member.workspaceId,
        itemId,
        changes.name ?? null,
        changes.categoryId !== undefined,
        changes.categoryId ?? null,
        units.baseUnit,
        units.gramsPerPiece ?? null,
        units.gramsPerMl ?? null,
        changes.allergens ? [...new Set(changes.allergens)] : null,
        changes.notes ?? null,
        changes.archived ?? null,
      ],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicateName(changes.name ?? current.name);
      throw error;
    });
  if (changes.packs || changes.barcodes)
    await writeUnits(tx, member.workspaceId, itemId, units.packs, changes.barcodes ?? codes);
  await writePlaces(tx, member.workspaceId, itemId, areas, changes.parLevels);
  await recordItemEdit(tx, member, itemId, snapshot);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "items" } });
}

export type { ItemInput, ItemUpdate };
