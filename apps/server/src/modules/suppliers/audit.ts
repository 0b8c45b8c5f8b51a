import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { changedFields, fieldWords, listed, recordChange, rowSnapshot } from "../audit";

/** A supplier item as the audit log compares it: whose item, in which unit, at what price. */
export async function supplierItemSnapshot(
  tx: Executor,
  workspaceId: string,
  id: string,
): Promise<Record<string, unknown>> {
  const { rows } = await tx.query<{ row: Record<string, unknown> }>(
    `select jsonb_build_object('item', i.name, 'supplier', s.name, 'unit', si.unit, 'sku', si.sku,
                               'price', si.price::text, 'preferred', si.preferred) as row
       from supplier_items si
       join items i on i.workspace_id = si.workspace_id and i.id = si.item_id
       join suppliers s on s.workspace_id = si.workspace_id and s.id = si.supplier_id
      where si.workspace_id = $1 and si.id = $2`,
    [workspaceId, id],
  );
  return rows[0]?.row ?? {};
}

/** Logs a supplier's edit (or archiving) with the fields that changed, before and after. */
export async function recordSupplierEdit(
  tx: Executor,
  member: Member,
  supplierId: string,
  before: Record<string, unknown>,
): Promise<void> {
  const after = await rowSnapshot(tx, "suppliers", member.workspaceId, supplierId);
  const diff = changedFields(before, after);
  if (diff.fields.length === 0) return;
  const archived = diff.fields.includes("archived_at");
  const others = diff.fields.filter((field) => field !== "archived_at");
  const name = String(before.name);
  await recordChange(tx, member, {
    action: archived && after.archived_at ? "supplier_archived" : "supplier_updated",
    summary: archived
      ? `${after.archived_at ? "archived" : "restored"} the supplier ${name}`
      : `edited the supplier ${name}: ${listed(fieldWords(others))}`,
    details: { supplierId, before: diff.before, after: diff.after },
  });
}
