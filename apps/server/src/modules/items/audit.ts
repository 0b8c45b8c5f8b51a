import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { changedFields, listed, recordChange } from "../audit";

/** An item as the audit log compares it, with decimals as text. */
export async function itemSnapshot(
  tx: Executor,
  workspaceId: string,
  itemId: string,
): Promise<Record<string, unknown>> {
  const { rows } = await tx.query<{ item: Record<string, unknown> }>(
    `select jsonb_build_object(
       'name', i.name, 'category', c.name, 'baseUnit', i.base_unit,
       'gramsPerPiece', i.grams_per_piece::text, 'gramsPerMl', i.grams_per_ml::text,
       'allergens', to_jsonb(i.allergens), 'notes', i.notes, 'archived', i.archived_at is not null,
       'packs', coalesce((select jsonb_agg(p.quantity::text || ' ' || p.unit || ' ' || p.name
                                           order by p.position, p.name)
                            from item_packs p where p.workspace_id = i.workspace_id
                             and p.item_id = i.id), '[]'),
       'barcodes', coalesce((select jsonb_agg(b.code order by b.code) from item_barcodes b
                              where b.workspace_id = i.workspace_id and b.item_id = i.id), '[]'),
       'storageAreas', coalesce((select jsonb_agg(l.name || ': ' || a.name order by l.name)
                                  from item_storage_areas s
                                  join storage_areas a on a.workspace_id = s.workspace_id
                                                      and a.id = s.storage_area_id
                                  join locations l on l.workspace_id = s.workspace_id
                                                  and l.id = s.location_id
                                 where s.workspace_id = i.workspace_id and s.item_id = i.id), '[]'),
       'parLevels', coalesce((select jsonb_agg(l.name || ': ' || coalesce(p.minimum::text, '–')
                                               || ' to ' || coalesce(p.maximum::text, '–')
                                               order by l.name)
                               from par_levels p
                               join locations l on l.workspace_id = p.workspace_id
                                               and l.id = p.location_id
                              where p.workspace_id = i.workspace_id and p.item_id = i.id), '[]')
     ) as item
       from items i
       left join item_categories c on c.workspace_id = i.workspace_id and c.id = i.category_id
      where i.workspace_id = $1 and i.id = $2`,
    [workspaceId, itemId],
  );
  return rows[0]?.item ?? {};
}

const FIELD_WORDS: Record<string, string> = {
  name: "name",
  category: "category",
  baseUnit: "base unit",
  gramsPerPiece: "weight per piece",
  gramsPerMl: "density",
  allergens: "allergens",
  notes: "notes",
  packs: "packs",
  barcodes: "barcodes",
  storageAreas: "storage areas",
  parLevels: "par levels",
};

/** Logs an item's edit: archived, restored, or which fields changed, with before and after. */
export async function recordItemEdit(
  tx: Executor,
  member: Member,
  itemId: string,
  before: Record<string, unknown>,
): Promise<void> {
  const after = await itemSnapshot(tx, member.workspaceId, itemId);
  const diff = changedFields(before, after);
  if (diff.fields.length === 0) return;
  const name = String(before.name);
  const archiving = diff.fields.includes("archived");
  const others = diff.fields.filter((field) => field !== "archived");
  const words = others.map((field) => FIELD_WORDS[field] ?? field);
  const renamed = others.includes("name") ? ` (now ${String(after.name)})` : "";
  await recordChange(tx, member, {
    action: archiving ? (after.archived ? "item_archived" : "item_restored") : "item_updated",
    summary: archiving
      ? `${after.archived ? "archived" : "restored"} the item ${name}${
          others.length ? ` and changed its ${listed(words)}` : ""
        }`
      : `edited the item ${name}${renamed}: ${listed(words)}`,
    details: { itemId, before: diff.before, after: diff.after },
  });
}

/** Logs a new item with what it was created with. */
export async function recordItemCreated(
  tx: Executor,
  member: Member,
  itemId: string,
  opening: { locationId: string; quantity: string; unit: string }[],
): Promise<void> {
  const after = await itemSnapshot(tx, member.workspaceId, itemId);
  await recordChange(tx, member, {
    action: "item_created",
    summary: `created the item ${String(after.name)}${
      opening.length
        ? ` with opening stock at ${opening.length} location${opening.length === 1 ? "" : "s"}`
        : ""
    }`,
    locationId: opening.length === 1 ? opening[0]!.locationId : null,
    details: { itemId, after, openingStock: opening },
  });
}
