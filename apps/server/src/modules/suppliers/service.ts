import type {
  Supplier,
  SupplierItem,
  SupplierUpdate,
  supplierInputSchema,
  supplierItemInputSchema,
  supplierItemUpdateSchema,
} from "@larder/contracts";
import {
  canConvert,
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
import type { Member } from "../../http/access";
import { loadItemRecords, type ItemRecord } from "../items/records";
import { isUniqueViolation } from "../locations/service";
import { recordPrice } from "./prices";

interface SupplierRow {
  id: string;
  name: string;
  contact_name: string;
  phone: string;
  email: string;
  ordering_email: string;
  account_number: string;
  delivery_days: number[];
  lead_time_days: number;
  minimum_order: string | null;
  payment_terms_days: number;
  notes: string;
  archived: boolean;
  item_count: number;
  open_orders: number;
}

const SUPPLIER_SQL = `
  select s.id, s.name, s.contact_name, s.phone, s.email, s.ordering_email, s.account_number,
         s.delivery_days, s.lead_time_days, s.minimum_order::text, s.payment_terms_days, s.notes,
         s.archived_at is not null as archived,
         (select count(*)::int from supplier_items si
           where si.workspace_id = s.workspace_id and si.supplier_id = s.id) as item_count,
         (select count(*)::int from purchase_orders o
           where o.workspace_id = s.workspace_id and o.supplier_id = s.id
             and o.status in ('sent', 'partially_received')) as open_orders
    from suppliers s`;

function presentSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contact_name,
    phone: row.phone,
    email: row.email,
    orderingEmail: row.ordering_email,
    accountNumber: row.account_number,
    deliveryDays: row.delivery_days,
    leadTimeDays: row.lead_time_days,
    minimumOrder: row.minimum_order === null ? null : toDecimal(row.minimum_order, 2),
    paymentTermsDays: row.payment_terms_days,
    notes: row.notes,
    archived: row.archived,
    itemCount: row.item_count,
    openOrders: row.open_orders,
  };
}

/**
 * A supplier of the workspace that is not archived, or the error that says why it cannot be
 * ordered or received from.
 */
export async function activeSupplier(
  tx: Executor,
  workspaceId: string,
  supplierId: string,
  purpose: "order from" | "receive from",
): Promise<{ name: string }> {
  const { rows } = await tx.query<{ name: string; archived: boolean }>(
    "select name, archived_at is not null as archived from suppliers where workspace_id = $1 and id = $2",
    [workspaceId, supplierId],
  );
  const supplier = rows[0];
  if (!supplier)
    throw new NotFoundError(
      "supplier_not_found",
      "This supplier does not exist in this workspace.",
    );
  if (supplier.archived)
    throw new ConflictError(
      "supplier_archived",
      `${supplier.name} is archived. Restore it to ${purpose} it.`,
    );
  return { name: supplier.name };
}

export async function listSuppliers(
  tx: Executor,
  workspaceId: string,
  archived: "include" | "exclude",
): Promise<Supplier[]> {
  const { rows } = await tx.query<SupplierRow>(
    `${SUPPLIER_SQL} where s.workspace_id = $1 and ($2 or s.archived_at is null)
      order by s.archived_at is not null, lower(s.name)`,
    [workspaceId, archived === "include"],
  );
  return rows.map(presentSupplier);
}

export async function findSupplier(
  tx: Executor,
  workspaceId: string,
  id: string,
): Promise<Supplier> {
  const { rows } = await tx.query<SupplierRow>(
    `${SUPPLIER_SQL} where s.workspace_id = $1 and s.id = $2`,
    [workspaceId, id],
  );
  return presentSupplier(rows[0]!);
}

const duplicate = (name: string) =>
  new ConflictError("duplicate_name", `There is already a supplier called ${name}.`);

export async function createSupplier(
  tx: Executor,
  member: Member,
  input: z.output<typeof supplierInputSchema>,
): Promise<string> {
  const { rows } = await tx
    .query<{ id: string }>(
      `insert into suppliers (workspace_id, name, contact_name, phone, email, ordering_email,
                              account_number, delivery_days, lead_time_days, minimum_order,
                              payment_terms_days, notes)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [
        member.workspaceId,
        input.name,
        input.contactName,
        input.phone,
        input.email,
        input.orderingEmail,
        input.accountNumber,
        input.deliveryDays,
        input.leadTimeDays,
        input.minimumOrder,
        input.paymentTermsDays,
        input.notes,
      ],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicate(input.name);
      throw error;
    });
  return rows[0]!.id;
}

const COLUMNS: Record<string, string> = {
  name: "name",
  contactName: "contact_name",
  phone: "phone",
  email: "email",
  orderingEmail: "ordering_email",
  accountNumber: "account_number",
  deliveryDays: "delivery_days",
  leadTimeDays: "lead_time_days",
  minimumOrder: "minimum_order",
  paymentTermsDays: "payment_terms_days",
  notes: "notes",
};

export async function updateSupplier(
  tx: Executor,
  member: Member,
  id: string,
  changes: Omit<SupplierUpdate, "deliveryDays"> & { deliveryDays?: number[] },
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [member.workspaceId, id];
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = (changes as Record<string, unknown>)[field];
    if (value === undefined) continue;
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  }
  if (changes.archived !== undefined)
    sets.push(
      changes.archived ? "archived_at = coalesce(archived_at, now())" : "archived_at = null",
    );
  if (sets.length === 0) return;
  await tx
    .query(`update suppliers set ${sets.join(", ")} where workspace_id = $1 and id = $2`, values)
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicate(changes.name ?? "that");
      throw error;
    });
}

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
            si.price::text, si.preferred,
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
  return rows.map((row) => presentSupplierItem(row, items.get(row.item_id)!));
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
     values ($1, $2, $3, 'manual', $4)`,
    [member.workspaceId, id, input.price, member.userId],
  );
  const { rows: others } = await tx.query(
    "select 1 from supplier_items where workspace_id = $1 and item_id = $2 and preferred",
    [member.workspaceId, input.itemId],
  );
  if (input.preferred || others.length === 0) await makePreferred(tx, member.workspaceId, id);
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
}
