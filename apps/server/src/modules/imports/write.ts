import { exact, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { createItem, loadItemRecords, lockItemStock, updateItem } from "../items";
import { recordMovements, recordOpeningStock, type NewMovement } from "../stock";
import type { ValidRow } from "./validate";

/** Category names to ids, creating the ones the workspace does not have yet. */
async function categoryIds(
  tx: Executor,
  workspaceId: string,
  names: string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  if (wanted.length > 0)
    await tx.query(
      `insert into item_categories (workspace_id, name, position)
       select $1, wanted.name,
              (select coalesce(max(position), 0) from item_categories where workspace_id = $1)
                + row_number() over ()
         from unnest($2::text[]) as wanted(name)
        where not exists (select 1 from item_categories c
                           where c.workspace_id = $1 and lower(c.name) = lower(wanted.name))`,
      [workspaceId, wanted],
    );
  const { rows } = await tx.query<{ id: string; name: string }>(
    "select id, name from item_categories where workspace_id = $1",
    [workspaceId],
  );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/**
 * Writes checked rows in the caller's transaction: new items with their places and opening
 * stock; for items Larder has, their par levels and storage areas, and their stock set to the
 * file's figure by an adjustment of the difference. The items Larder has are updated in the
 * file's order, so their stock locks are all taken first, in item order (decision 0032).
 */
export async function writeImportRows(
  tx: Executor,
  member: Member,
  rows: ValidRow[],
  fileName: string,
): Promise<{ created: number; updated: number; movements: number }> {
  const categories = await categoryIds(
    tx,
    member.workspaceId,
    rows.map((row) => row.category ?? ""),
  );
  const category = (row: ValidRow) =>
    row.category ? (categories.get(row.category.toLowerCase()) ?? null) : undefined;
  const byItem = new Map<string, ValidRow[]>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    byItem.set(key, [...(byItem.get(key) ?? []), row]);
  }
  await lockItemStock(
    tx,
    member.workspaceId,
    rows.flatMap((row) => (row.existingItemId ? [row.existingItemId] : [])),
  );

  let created = 0;
  let updated = 0;
  const corrections: NewMovement[] = [];
  for (const group of byItem.values()) {
    const first = group[0]!;
    const item = itemFromRows(group);
    if (!first.existingItemId) {
      await createImportedItem(tx, member, first, category(first) ?? null, item);
      created += 1;
      continue;
    }
    const itemId = first.existingItemId;
    await updateImportedItem(tx, member, itemId, category(first), item);
    updated += 1;
    corrections.push(...(await stockCorrections(tx, member, itemId, item.placed, fileName)));
  }
  if (corrections.length > 0) {
    const items = await loadItemRecords(
      tx,
      member.workspaceId,
      corrections.map((movement) => movement.itemId),
    );
    await recordMovements(tx, member, items, corrections);
  }
  const { rows: counted } = await tx.query<{ n: number }>(
    `select count(*)::int as n from stock_movements
      where workspace_id = $1 and recorded_at >= transaction_timestamp() and user_id = $2`,
    [member.workspaceId, member.userId],
  );
  return { created, updated, movements: counted[0]!.n };
}

/** What an item's rows give it, at all its locations together. */
interface ItemFromRows {
  /** The rows that name a location. */
  placed: ValidRow[];
  parLevels: { locationId: string; minimum: string | null; maximum: string | null }[];
  storageAreaIds: string[];
  barcodes: { code: string; unit: string }[];
  allergens: ValidRow["allergens"];
}

/** Gathers the par levels, storage areas, barcodes and allergens of one item's rows. */
function itemFromRows(group: ValidRow[]): ItemFromRows {
  const placed = group.filter((row) => row.locationId);
  const parLevels = placed.map((row) => ({
    locationId: row.locationId!,
    minimum: row.minimum,
    maximum: row.maximum,
  }));
  const storageAreaIds = group.flatMap((row) => (row.storageAreaId ? [row.storageAreaId] : []));
  const barcodes = group.flatMap((row) =>
    row.barcode ? [{ code: row.barcode, unit: row.unit }] : [],
  );
  const allergens = [...new Set(group.flatMap((row) => row.allergens))];
  return { placed, parLevels, storageAreaIds, barcodes, allergens };
}

/** Creates an item the file brings, with its places and its opening stock at each. */
async function createImportedItem(
  tx: Executor,
  member: Member,
  first: ValidRow,
  categoryId: string | null,
  { placed, parLevels, storageAreaIds, barcodes, allergens }: ItemFromRows,
): Promise<void> {
  await createItem(
    tx,
    member,
    {
      name: first.name,
      categoryId,
      baseUnit: first.baseUnit,
      packs: [],
      gramsPerPiece: null,
      gramsPerMl: null,
      allergens,
      barcodes,
      storageAreaIds,
      parLevels,
      notes: "",
      openingStock: placed
        .filter((row) => row.onHand !== null && exact(row.onHand).compare(0) > 0)
        .map((row) => ({
          locationId: row.locationId!,
          quantity: row.onHand!,
          unit: first.baseUnit,
          unitCost: row.unitCost,
        })),
    },
    recordOpeningStock,
  );
}

/**
 * Updates an item Larder has: its category when the file gives one, allergens when it lists
 * some, barcodes it does not know yet, and its storage areas and par levels.
 */
async function updateImportedItem(
  tx: Executor,
  member: Member,
  itemId: string,
  categoryId: string | null | undefined,
  { parLevels, storageAreaIds, barcodes, allergens }: ItemFromRows,
): Promise<void> {
  const { rows: codes } = await tx.query<{ code: string; unit: string }>(
    "select code, unit from item_barcodes where workspace_id = $1 and item_id = $2",
    [member.workspaceId, itemId],
  );
  const known = new Set(codes.map((code) => code.code));
  await updateItem(tx, member, itemId, {
    ...(categoryId !== undefined ? { categoryId: categoryId! } : {}),
    ...(allergens.length > 0 ? { allergens } : {}),
    ...(barcodes.some((barcode) => !known.has(barcode.code))
      ? { barcodes: [...codes, ...barcodes.filter((barcode) => !known.has(barcode.code))] }
      : {}),
    storageAreaIds,
    parLevels: parLevels.filter((par) => par.minimum !== null || par.maximum !== null),
  });
}

/**
 * The adjustments that set an item's stock at each location the file counts to the file's
 * figure, by the difference from what Larder has.
 */
async function stockCorrections(
  tx: Executor,
  member: Member,
  itemId: string,
  placed: ValidRow[],
  fileName: string,
): Promise<NewMovement[]> {
  const corrections: NewMovement[] = [];
  for (const row of placed) {
    if (row.onHand === null) continue;
    const { rows: balance } = await tx.query<{ on_hand: string }>(
      `select on_hand::text from stock_balances
          where workspace_id = $1 and item_id = $2 and location_id = $3`,
      [member.workspaceId, itemId, row.locationId],
    );
    const difference = exact(row.onHand).sub(exact(balance[0]?.on_hand ?? "0"));
    if (difference.compare(0) === 0) continue;
    corrections.push({
      itemId,
      locationId: row.locationId!,
      kind: "adjustment",
      reason: "correction",
      note: `Set to ${toDecimal(row.onHand)} by the import of ${fileName}`.slice(0, 500),
      quantity: difference,
      unitCost: difference.compare(0) > 0 && row.unitCost ? exact(row.unitCost) : null,
    });
  }
  return corrections;
}
