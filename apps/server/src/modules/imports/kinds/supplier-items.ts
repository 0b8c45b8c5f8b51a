import { PRICE_BOUNDS, QUANTITY_BOUNDS, TABLE_IMPORT_COLUMNS } from "@larder/contracts";
import { canConvert, exact, unitLabel, usableUnits } from "@larder/domain";
import type { Executor } from "../../../db/database";
import type { Member } from "../../../core/member";
import type { Table } from "../../../lib/spreadsheet/table";
import { updateItem } from "../../items";
import { addSupplierItem, updateSupplierItem } from "../../suppliers";
import { unitFromText } from "../validate";
import { itemOf, loadItems, loadSupplierNames, supplierOf, type KnownItem } from "./lookups";
import { amount, checkRows, firstRowOf, text, type CheckedRows, type RowReader } from "./table";
import { memberCan } from "../../../core/member";

export interface SupplierItemValues {
  supplierId: string;
  itemId: string;
  sku: string;
  unit: string;
  /** A pack the item does not have yet, added to it before the supplier item. */
  newPack: { name: string; quantity: string; unit: string } | null;
  price: string;
}

export const SUPPLIER_ITEM_SYNONYMS: Record<string, readonly string[]> = {
  supplier: ["supplier_name", "vendor", "vendor_name", "company"],
  item: ["item_name", "ingredient", "product", "product_name", "name", "description"],
  supplier_code: [
    "code",
    "sku",
    "supplier_sku",
    "vendor_code",
    "vendor_sku",
    "product_code",
    "order_code",
    "item_code",
    "article_number",
  ],
  unit: ["pack", "purchase_unit", "order_unit", "buying_unit", "uom", "unit_of_measure"],
  pack_size: ["pack_quantity", "pack_qty", "case_size", "units_per_pack", "size", "contains"],
  pack_unit: ["size_unit", "pack_size_unit", "contents_unit"],
  price: ["unit_price", "cost", "case_price", "price_per_unit", "list_price"],
};

interface StoredSupplierItem {
  id: string;
  supplier_id: string;
  item_id: string;
  unit: string;
  sku: string;
  price: string;
}

async function loadSupplierItems(tx: Executor, workspaceId: string) {
  const { rows } = await tx.query<StoredSupplierItem>(
    "select id, supplier_id, item_id, unit, sku, price::text from supplier_items where workspace_id = $1",
    [workspaceId],
  );
  return rows;
}

/** The supplier item a row means: by the supplier's code when it has one, else by item and unit. */
function matchOf(stored: StoredSupplierItem[], values: SupplierItemValues) {
  const code = values.sku.toLowerCase();
  const byCode = code
    ? stored.find((s) => s.supplier_id === values.supplierId && s.sku.toLowerCase() === code)
    : undefined;
  return (
    byCode ??
    stored.find(
      (s) =>
        s.supplier_id === values.supplierId &&
        s.item_id === values.itemId &&
        s.unit === values.unit,
    )
  );
}

/** The unit a row buys in: a unit or pack of the item, or a new pack the file describes. */
function unitOf(
  reader: RowReader,
  item: KnownItem,
  member: Member,
): { unit: string; newPack: SupplierItemValues["newPack"] } | null {
  const unitText = reader.cell("unit");
  const units = usableUnits(item.units).map(unitLabel).join(", ");
  if (!unitText) {
    reader.problem(
      "unit",
      `The unit is missing: what is ${item.name} bought by? Its units: ${units}.`,
    );
    return null;
  }
  const size = amount(reader, "pack_size", "pack size", QUANTITY_BOUNDS);
  const sizeUnitText = reader.cell("pack_unit");
  const sizeUnit = sizeUnitText ? unitFromText(sizeUnitText) : null;
  if (sizeUnitText && !sizeUnit)
    reader.problem("pack_unit", `“${sizeUnitText}” is not a unit Larder knows, like kg, L or pcs.`);
  const pack = item.units.packs.find((p) => p.name.toLowerCase() === unitText.toLowerCase());
  if (pack) {
    if (size && sizeUnit && (!exact(pack.quantity).equals(exact(size)) || pack.unit !== sizeUnit))
      reader.problem(
        "pack_size",
        `${item.name}'s ${pack.name} holds ${pack.quantity} ${unitLabel(pack.unit)}, not ${size} ${unitLabel(sizeUnit)}. Change the pack on the item, or give this pack another name.`,
      );
    return { unit: pack.name, newPack: null };
  }
  const standard = unitFromText(unitText);
  if (standard) {
    if (canConvert(item.units, standard)) return { unit: standard, newPack: null };
    reader.problem(
      "unit",
      `${item.name} cannot be bought by the ${unitText}: it is kept in ${unitLabel(item.units.baseUnit)}. Its units: ${units}.`,
    );
    return null;
  }
  if (!size || !sizeUnit) {
    reader.problem(
      "unit",
      `“${unitText}” is not a unit of ${item.name}. Give its pack_size and pack_unit (like 6 and kg), or use one of its units: ${units}.`,
    );
    return null;
  }
  if (!/[1-9]/.test(size)) {
    reader.problem("pack_size", "The pack size must be more than zero.");
    return null;
  }
  if (!canConvert(item.units, sizeUnit)) {
    reader.problem(
      "pack_unit",
      `A pack of ${item.name} cannot hold ${unitLabel(sizeUnit)}: it is kept in ${unitLabel(item.units.baseUnit)}.`,
    );
    return null;
  }
  if (unitText.length > 40) {
    reader.problem("unit", "A pack's name is at most 40 characters.");
    return null;
  }
  if (!memberCan(member, "items.edit")) {
    reader.problem(
      "unit",
      `${item.name} has no ${unitText} yet, and your role cannot add packs to items. Ask someone who edits items to add it, or use one of its units: ${units}.`,
    );
    return null;
  }
  if (item.units.packs.length >= 10) {
    reader.problem("unit", `${item.name} already has 10 packs, the most an item can have.`);
    return null;
  }
  return { unit: unitText, newPack: { name: unitText, quantity: size, unit: sizeUnit } };
}

/**
 * Checks a file of what suppliers sell at what price. A supplier item is recognised by its
 * supplier and the supplier's code, or, without a code, by supplier, item and unit: a known
 * one gets the file's price (through the same price change as the screen), a new one is added.
 */
export async function checkSupplierItems(
  tx: Executor,
  member: Member,
  table: Table,
): Promise<CheckedRows<SupplierItemValues>> {
  const suppliers = await loadSupplierNames(tx, member.workspaceId);
  const items = await loadItems(tx, member.workspaceId);
  const stored = await loadSupplierItems(tx, member.workspaceId);
  const seen = new Map<string, number>();
  const columns = TABLE_IMPORT_COLUMNS.supplier_items;
  return checkRows(table, columns, SUPPLIER_ITEM_SYNONYMS, (reader) => {
    const supplier = supplierOf(reader, "supplier", suppliers);
    const item = itemOf(reader, "item", items);
    const sku = text(reader, "supplier_code", "supplier's code", 60);
    const bought = item ? unitOf(reader, item, member) : null;
    const price = amount(reader, "price", "price", PRICE_BOUNDS);
    if (!reader.cell("price")) reader.problem("price", "The price is missing.");
    if (!supplier || !item || !bought || price === null || reader.problems.length > 0) return null;
    const values: SupplierItemValues = {
      supplierId: supplier.id,
      itemId: item.id,
      sku,
      price,
      ...bought,
    };
    const keys = [
      ...(sku ? [`${supplier.id}|code|${sku.toLowerCase()}`] : []),
      `${supplier.id}|${item.id}|${bought.unit.toLowerCase()}`,
    ];
    for (const key of keys) {
      const earlier = firstRowOf(seen, key, reader.row);
      if (earlier !== null) {
        reader.problem(
          key.includes("|code|") ? "supplier_code" : "unit",
          `${item.name} from ${supplier.name} by the ${unitLabel(bought.unit)} is already on row ${earlier}; keep one row each.`,
        );
        return null;
      }
    }
    const existing = matchOf(stored, values);
    if (existing && existing.item_id !== item.id) {
      const other = [...items.byName.values()].find((i) => i.id === existing.item_id);
      reader.problem(
        "supplier_code",
        `${supplier.name}'s code ${sku} is already ${other?.name ?? "another item"}, not ${item.name}.`,
      );
      return null;
    }
    if (
      existing &&
      existing.unit !== bought.unit &&
      stored.some(
        (s) => s.supplier_id === supplier.id && s.item_id === item.id && s.unit === bought.unit,
      )
    ) {
      reader.problem(
        "unit",
        `${supplier.name} already sells ${item.name} by the ${unitLabel(bought.unit)} under another code.`,
      );
      return null;
    }
    const changed =
      existing &&
      (!exact(existing.price).equals(exact(price)) ||
        existing.unit !== bought.unit ||
        (sku !== "" && existing.sku !== sku));
    return {
      values,
      action: !existing ? "create" : changed ? "update" : "unchanged",
      cells: [
        supplier.name,
        item.name,
        sku,
        unitLabel(bought.unit),
        bought.newPack?.quantity ?? "",
        bought.newPack ? unitLabel(bought.newPack.unit) : "",
        price,
      ],
    };
  });
}

/** Writes checked supplier items: new packs first, then each price through the suppliers module. */
export async function writeSupplierItems(
  tx: Executor,
  member: Member,
  rows: SupplierItemValues[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  const result = { created: 0, updated: 0, unchanged: 0 };
  const stored = await loadSupplierItems(tx, member.workspaceId);
  for (const values of rows) {
    if (values.newPack) {
      const items = await loadItems(tx, member.workspaceId);
      const item = [...items.byName.values()].find((i) => i.id === values.itemId);
      const packName = values.newPack.name.toLowerCase();
      if (item && !item.units.packs.some((p) => p.name.toLowerCase() === packName))
        await updateItem(tx, member, item.id, { packs: [...item.units.packs, values.newPack] });
    }
    const existing = matchOf(stored, values);
    if (!existing) {
      const id = await addSupplierItem(tx, member, values.supplierId, {
        itemId: values.itemId,
        unit: values.unit,
        sku: values.sku,
        price: values.price,
        preferred: false,
      });
      stored.push({ id, supplier_id: values.supplierId, item_id: values.itemId, ...values });
      result.created += 1;
      continue;
    }
    const changes = {
      ...(existing.unit !== values.unit ? { unit: values.unit } : {}),
      ...(values.sku !== "" && existing.sku !== values.sku ? { sku: values.sku } : {}),
      ...(!exact(existing.price).equals(exact(values.price)) ? { price: values.price } : {}),
    };
    if (Object.keys(changes).length === 0) {
      result.unchanged += 1;
      continue;
    }
    // The same change as the supplier screen's: a new price goes into the price history.
    await updateSupplierItem(tx, member, existing.id, changes);
    result.updated += 1;
  }
  return result;
}
