import type { Supplier, SupplierUpdate, supplierInputSchema } from "@larder/contracts";
import { toDecimal, ConflictError, NotFoundError } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import { recordChange, rowSnapshot } from "../audit";
import { recordSupplierEdit } from "./audit";
import type { Member } from "../../core/member";

interface SupplierRow {
  id: string;
  name: string;
  contact_name: string;
  phone: string;
  email: string;
  ordering_email: string;
  account_number: string;
  tax_number: string;
  bank_account: string;
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
         s.tax_number, s.bank_account,
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
    taxNumber: row.tax_number,
    bankAccount: row.bank_account,
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
                              account_number, tax_number, bank_account, delivery_days,
                              lead_time_days, minimum_order, payment_terms_days, notes)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
      [
        member.workspaceId,
        input.name,
        input.contactName,
        input.phone,
        input.email,
        input.orderingEmail,
        input.accountNumber,
        input.taxNumber,
        input.bankAccount,
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
  await recordChange(tx, member, {
    action: "supplier_created",
    summary: `added the supplier ${input.name}`,
    details: {
      supplierId: rows[0]!.id,
      after: await rowSnapshot(tx, "suppliers", member.workspaceId, rows[0]!.id),
    },
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
  taxNumber: "tax_number",
  bankAccount: "bank_account",
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
  const before = await rowSnapshot(tx, "suppliers", member.workspaceId, id);
  await tx
    .query(`update suppliers set ${sets.join(", ")} where workspace_id = $1 and id = $2`, values)
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicate(changes.name ?? "that");
      throw error;
    });
  await recordSupplierEdit(tx, member, id, before);
}
