import type { PosName } from "@larder/contracts";
import { InvalidError, posNameKey } from "@larder/domain";
import type { Executor } from "../../db/database";
import { recordChange } from "../audit";
import type { Member } from "../../core/member";
import { publish } from "../../realtime/hub";
import { depleteSales, type Depletion } from "./depletion";

export interface NameMeaning {
  menuItemId: string | null;
  menuItemName: string | null;
  ignored: boolean;
}

/**
 * What each POS name stands for, by name key: its remembered mapping, or else the menu item of
 * the same name (remembered from now on, so the mapping screen shows it and it can be changed).
 * Names that answer to nothing are absent.
 */
export async function resolveNames(
  tx: Executor,
  workspaceId: string,
  names: Map<string, string>,
): Promise<Map<string, NameMeaning>> {
  const keys = [...names.keys()];
  const { rows } = await tx.query<{
    name_key: string;
    menu_item_id: string | null;
    menu_item_name: string | null;
    ignored: boolean;
  }>(
    `select p.name_key, p.menu_item_id, m.name as menu_item_name, p.ignored
       from pos_item_names p
       left join menu_items m on m.workspace_id = p.workspace_id and m.id = p.menu_item_id
      where p.workspace_id = $1 and p.name_key = any($2::text[])`,
    [workspaceId, keys],
  );
  const known = new Map<string, NameMeaning>(
    rows.map((row) => [
      row.name_key,
      { menuItemId: row.menu_item_id, menuItemName: row.menu_item_name, ignored: row.ignored },
    ]),
  );
  const unknown = keys.filter((key) => !known.has(key));
  if (unknown.length === 0) return known;
  // A menu has hundreds of items at most: read them and compare keys made the same way.
  const { rows: menu } = await tx.query<{ id: string; name: string }>(
    "select id, name from menu_items where workspace_id = $1 and archived_at is null order by created_at",
    [workspaceId],
  );
  const byKey = new Map<string, { id: string; name: string }>();
  for (const item of menu)
    if (!byKey.has(posNameKey(item.name))) byKey.set(posNameKey(item.name), item);
  const same = unknown.flatMap((key) => {
    const item = byKey.get(key);
    return item ? [{ name_key: key, id: item.id, name: item.name }] : [];
  });
  if (same.length > 0)
    await tx.query(
      `insert into pos_item_names (workspace_id, name_key, name, menu_item_id)
       select $1, k, n, m from unnest($2::text[], $3::text[], $4::uuid[]) as t(k, n, m)
       on conflict do nothing`,
      [
        workspaceId,
        same.map((row) => row.name_key),
        same.map((row) => names.get(row.name_key)!),
        same.map((row) => row.id),
      ],
    );
  for (const row of same)
    known.set(row.name_key, { menuItemId: row.id, menuItemName: row.name, ignored: false });
  return known;
}

/**
 * POS names: those sold without a menu item to answer to (with how many lines wait), those
 * mapped, or those left out.
 */
export async function listPosNames(
  tx: Executor,
  workspaceId: string,
  status: "unmapped" | "mapped" | "ignored" | "all",
): Promise<PosName[]> {
  const { rows } = await tx.query<{
    name: string;
    menu_item_id: string | null;
    menu_item_name: string | null;
    ignored: boolean;
    waiting: number;
  }>(
    `with waiting as (
       select name_key, min(pos_name) as name, count(*)::int as lines
         from sales where workspace_id = $1 and menu_item_id is null
        group by name_key)
     select coalesce(p.name, w.name) as name, p.menu_item_id, m.name as menu_item_name,
            coalesce(p.ignored, false) as ignored, coalesce(w.lines, 0) as waiting
       from waiting w
       full join (select * from pos_item_names where workspace_id = $1) p on p.name_key = w.name_key
       left join menu_items m on m.workspace_id = $1 and m.id = p.menu_item_id
      where case $2
              when 'unmapped' then p.menu_item_id is null and not coalesce(p.ignored, false)
                                   and w.lines is not null
              when 'mapped' then p.menu_item_id is not null
              when 'ignored' then coalesce(p.ignored, false)
              else true end
      order by coalesce(w.lines, 0) desc, lower(coalesce(p.name, w.name))
      limit 1000`,
    [workspaceId, status],
  );
  return rows.map((row) => ({
    name: row.name,
    menuItemId: row.menu_item_id,
    menuItemName: row.menu_item_name,
    ignored: row.ignored,
    waiting: row.waiting,
  }));
}

/**
 * Remembers what a POS name is: a menu item (its waiting sales then take their ingredients from
 * stock, in this transaction) or not food at all. A name mapped before is mapped anew; sales
 * already taken from stock under the old menu item stay as they were.
 */
export async function mapPosName(
  tx: Executor,
  member: Member,
  input: { name: string; menuItemId: string | null; ignored: boolean },
): Promise<Depletion> {
  const key = posNameKey(input.name);
  if (input.menuItemId) await liveMenuItem(tx, member.workspaceId, input.menuItemId);
  await tx.query(
    `insert into pos_item_names (workspace_id, name_key, name, menu_item_id, ignored)
     values ($1, $2, $3, $4, $5)
     on conflict (workspace_id, name_key) do update
       set name = excluded.name, menu_item_id = excluded.menu_item_id,
           ignored = excluded.ignored, updated_at = now()`,
    [member.workspaceId, key, input.name.trim(), input.menuItemId, input.ignored],
  );
  await tx.query(
    `update sales set menu_item_id = $3
      where workspace_id = $1 and name_key = $2 and depleted_at is null`,
    [member.workspaceId, key, input.menuItemId],
  );
  const depletion = await depleteSales(tx, member, { nameKeys: [key] });
  const { rows: menu } = await tx.query<{ name: string }>(
    "select name from menu_items where workspace_id = $1 and id = $2",
    [member.workspaceId, input.menuItemId],
  );
  await recordChange(tx, member, {
    action: "sales_names_mapped",
    summary: input.ignored
      ? `marked the POS name "${input.name.trim()}" as not food`
      : `mapped the POS name "${input.name.trim()}" to ${menu[0]?.name ?? "nothing"}`,
    details: { ...input, menuItem: menu[0]?.name ?? null, depletion },
  });
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "sales" } });
  return depletion;
}

/** A menu item of the workspace that is still on the menu, or a 400 naming the problem. */
async function liveMenuItem(tx: Executor, workspaceId: string, id: string): Promise<void> {
  const { rows } = await tx.query<{ archived: boolean }>(
    "select archived_at is not null as archived from menu_items where workspace_id = $1 and id = $2",
    [workspaceId, id],
  );
  if (!rows[0])
    throw new InvalidError("unknown_menu_item", "That menu item does not exist in this workspace.");
  if (rows[0].archived)
    throw new InvalidError(
      "archived_menu_item",
      "That menu item was taken off the menu; put it back on the menu first, or choose another.",
    );
}
