import type {
  SupplierItem,
  supplierItemInputSchema,
  supplierItemUpdateSchema,
} from "@larder/contracts";
import {
  canConvert,
  cheapestOffers,
  conversionFactor,
  exact,
  toDecimal,
  unitLabel,
  usableUnits,
  ConflictError,
  InvalidError,
  NotFoundError,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { perUnitLabel } from "@larder/domain";
import { changedFields, dollars, listed, recordChange } from "../audit";
import { supplierItemSnapshot } from "./audit";
import type { Member } from "../../core/member";
import { loadItemRecords, type ItemRecord } from "../items";
import { recordPrice, recordPrices, type PriceSource } from "./prices";

interface SupplierItemRow {
  id: string;
  supplier_id: string;
  supplier_name: string;
  item_id: string;
  unit: string;
  sku: string;
  price: string;
  preferred: boolean;
  previous_price: string | null;
  changed_at: Date | null;
  archived: boolean;
}

function presentSupplierItem(row: SupplierItemRow, item: ItemRecord): SupplierItem {
  let baseQuantity = exact(1);
  try {
    baseQuantity = conversionFactor(item.units, row.unit, item.units.baseUnit);
  } catch {
    // a unit the item no longer converts: shown as 1
  }
  return {
    id: row.id,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    itemId: row.item_id,
    itemName: item.name,
    baseUnit: item.units.baseUnit,
    units: usableUnits(item.units),
    unit: row.unit,
    baseQuantity: toDecimal(baseQuantity),
    sku: row.sku,
    price: toDecimal(row.price, 4),
    pricePerBaseUnit: toDecimal(exact(row.price).div(baseQuantity), 4),
    preferred: row.preferred,
    previousPrice: row.previous_price === null ? null : toDecimal(row.previous_price, 4),
    priceChangedAt: row.changed_at ? row.changed_at.toISOString() : null,
    supplierArchived: row.archived,
    cheapest: false,
  };
}

/** Supplier items of one supplier, or of one item across suppliers. */
export async function listSupplierItems(
  tx: Executor,
  workspaceId: string,
  filter: { supplierId?: string; itemId?: string },
): Promise<SupplierItem[]> {
  const { rows } = await tx.query<SupplierItemRow>(
    `select si.id, si.supplier_id, s.name as supplier_name, si.item_id, si.unit, si.sku,
            si.price::text, si.preferred, s.archived_at is not null as archived,
            (select h.price::text from price_history h where h.workspace_id = si.workspace_id
                and h.supplier_item_id = si.id order by h.recorded_at desc offset 1 limit 1) as previous_price,
            (select max(h.recorded_at) from price_history h where h.workspace_id = si.workspace_id
                and h.supplier_item_id = si.id) as changed_at
       from supplier_items si
       join suppliers s on s.workspace_id = si.workspace_id and s.id = si.supplier_id
       join items i on i.workspace_id = si.workspace_id and i.id = si.item_id
      where si.workspace_id = $1 and ($2::uuid is null or si.supplier_id = $2)
        and ($3::uuid is null or si.item_id = $3)
      order by lower(i.name), lower(s.name), si.unit`,
    [workspaceId, filter.supplierId ?? null, filter.itemId ?? null],
  );
  const items = await loadItemRecords(
    tx,
    workspaceId,
    rows.map((row) => row.item_id),
  );
  const offers = rows.map((row) => presentSupplierItem(row, items.get(row.item_id)!));
  if (!filter.itemId) return offers;
  // One item's offers: which is cheapest per base unit, of the suppliers still ordered from.
  const cheapest = cheapestOffers(offers.filter((offer) => !offer.supplierArchived));
  return offers.map((offer) => ({ ...offer, cheapest: cheapest.has(offer.id) }));
}

async function checkUnit(tx: Executor, workspaceId: string, itemId: string, unit: string) {
  const item = (await loadItemRecords(tx, workspaceId, [itemId])).get(itemId);
  if (!item)
    throw new NotFoundError("item_not_found", "This item does not exist in this workspace.");
  if (!canConvert(item.units, unit))
    throw new InvalidError(
      "unit_not_convertible",
      `${item.name} cannot be bought in "${unitLabel(unit)}". Its units: ${usableUnits(item.units).map(unitLabel).join(", ")}; add a pack to the item first.`,
    );
}

async function makePreferred(tx: Executor, workspaceId: string, id: string) {
  await tx.query(
    `update supplier_items set preferred = (id = $2)
      where workspace_id = $1 and item_id = (select item_id from supplier_items
                                             where workspace_id = $1 and id = $2)`,
    [workspaceId, id],
  );
}

/** Starts buying an item from a supplier, in a unit the item converts, at a price. */
export async function addSupplierItem(
  tx: Executor,
  member: Member,
  supplierId: string,
  input: z.output<typeof supplierItemInputSchema>,
  source: PriceSource = "manual",
): Promise<string> {
  await checkUnit(tx, member.workspaceId, input.itemId, input.unit);
  const { rows } = await tx
    .query<{ id: string }>(
      `insert into supplier_items (workspace_id, supplier_id, item_id, sku, unit, price)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [member.workspaceId, supplierId, input.itemId, input.sku, input.unit, input.price],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new ConflictError(
          "duplicate_supplier_item",
          `This supplier already sells that item by the ${unitLabel(input.unit)}. Change its price instead.`,
        );
      throw error;
    });
  const id = rows[0]!.id;
  await tx.query(
    `insert into price_history (workspace_id, supplier_item_id, price, source, user_id)
     values ($1, $2, $3, $4, $5)`,
    [member.workspaceId, id, input.price, source, member.userId],
  );
  const { rows: others } = await tx.query(
    "select 1 from supplier_items where workspace_id = $1 and item_id = $2 and preferred",
    [member.workspaceId, input.itemId],
  );
  if (input.preferred || others.length === 0) await makePreferred(tx, member.workspaceId, id);
  const added = await supplierItemSnapshot(tx, member.workspaceId, id);
  await recordChange(tx, member, {
    action: "supplier_item_added",
    summary: `started buying ${String(added.item)} from ${String(added.supplier)} at ${dollars(
      input.price,
    )} per ${perUnitLabel(input.unit)}`,
    details: { supplierItemId: id, after: added },
  });
  return id;
}

export async function updateSupplierItem(
  tx: Executor,
  member: Member,
  id: string,
  changes: z.output<typeof supplierItemUpdateSchema>,
): Promise<void> {
  const { rows } = await tx.query<{ item_id: string }>(
    "select item_id from supplier_items where workspace_id = $1 and id = $2",
    [member.workspaceId, id],
  );
  const itemId = rows[0]!.item_id;
  const before = await supplierItemSnapshot(tx, member.workspaceId, id);
  if (changes.unit) await checkUnit(tx, member.workspaceId, itemId, changes.unit);
  await tx.query(
    `update supplier_items set unit = coalesce($3, unit), sku = coalesce($4, sku)
      where workspace_id = $1 and id = $2`,
    [member.workspaceId, id, changes.unit ?? null, changes.sku ?? null],
  );
  if (changes.price !== undefined) await recordPrice(tx, member, id, changes.price, "manual");
  if (changes.preferred === true) await makePreferred(tx, member.workspaceId, id);
  if (changes.preferred === false)
    await tx.query(
      "update supplier_items set preferred = false where workspace_id = $1 and id = $2",
      [member.workspaceId, id],
    );
  // The price has its own entry (recordPrice); this one says what else changed.
  const withoutPrice = ({ price, ...rest }: Record<string, unknown>) => (void price, rest);
  const diff = changedFields(
    withoutPrice(before),
    withoutPrice(await supplierItemSnapshot(tx, member.workspaceId, id)),
  );
  if (diff.fields.length > 0)
    await recordChange(tx, member, {
      action: "supplier_item_updated",
      summary: `changed how ${String(before.item)} is bought from ${String(before.supplier)}: ${listed(
        diff.fields,
      )}`,
      details: { supplierItemId: id, before: diff.before, after: diff.after },
    });
}

/** Stops buying an item from a supplier. */
export async function removeSupplierItem(
  tx: Executor,
  member: Member,
  supplierItemId: string,
): Promise<void> {
  const before = await supplierItemSnapshot(tx, member.workspaceId, supplierItemId);
  await recordChange(tx, member, {
    action: "supplier_item_removed",
    summary: `stopped buying ${String(before.item)} from ${String(before.supplier)}`,
    details: { supplierItemId, before },
  });
  await tx.query("delete from supplier_items where workspace_id = $1 and id = $2", [
    member.workspaceId,
    supplierItemId,
  ]);
}

/**
 * What an invoice says a supplier charges for items in units: each supplier item's new price
 * (kept in its history, with an alert on a rise; all of them in `recordPrices`'s fixed number
 * of statements), or a new supplier item when the supplier was not known to sell the item in
 * that unit (each written as `addSupplierItem` writes one: it happens once per item and unit).
 * A unit the item cannot be counted in teaches nothing.
 */
export async function recordInvoicedPrices(
  tx: Executor,
  member: Member,
  supplierId: string,
  lines: { itemId: string; unit: string; price: string }[],
): Promise<void> {
  if (lines.length === 0) return;
  const key = (itemId: string, unit: string) => `${itemId}:${unit}`;
  const { rows } = await tx.query<{ id: string; item_id: string; unit: string }>(
    `select id, item_id, unit from supplier_items
      where workspace_id = $1 and supplier_id = $2
        and (item_id, unit) in (select * from unnest($3::uuid[], $4::text[]))`,
    [member.workspaceId, supplierId, lines.map((line) => line.itemId), lines.map((l) => l.unit)],
  );
  const known = new Map(rows.map((row) => [key(row.item_id, row.unit), row.id]));
  await recordPrices(
    tx,
    member,
    lines.flatMap((line) => {
      const id = known.get(key(line.itemId, line.unit));
      return id ? [{ supplierItemId: id, price: line.price }] : [];
    }),
    "invoice",
  );
  // The last price given for a new item and unit is the one it starts at.
  const fresh = new Map(
    lines
      .filter((line) => !known.has(key(line.itemId, line.unit)))
      .map((line) => [key(line.itemId, line.unit), line]),
  );
  if (fresh.size === 0) return;
  const items = await loadItemRecords(
    tx,
    member.workspaceId,
    [...fresh.values()].map((line) => line.itemId),
  );
  for (const line of fresh.values()) {
    const item = items.get(line.itemId);
    if (!item || !canConvert(item.units, line.unit)) continue;
    const input = { itemId: line.itemId, unit: line.unit, sku: "", price: line.price };
    await addSupplierItem(tx, member, supplierId, { ...input, preferred: false }, "invoice");
  }
}
