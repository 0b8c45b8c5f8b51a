import type { AccountingCategory } from "@larder/contracts";
import { suggestAccountCategory } from "@larder/domain";
import type { Executor } from "../../db/database";

/** A line to code: its item, its words, and the category a person chose, if any. */
export interface LineToCode {
  itemId: string | null;
  description: string;
  accountCategory: AccountingCategory | null;
}

/** What a supplier's line is remembered by: its item, else its words. */
const keyOf = (line: Pick<LineToCode, "itemId" | "description">) =>
  line.itemId ?? `text:${line.description.trim().toLowerCase().slice(0, 200)}`;

/**
 * The accounting category of each of a supplier's invoice lines (decision 0043): the one a
 * person chose on the line; else the one last chosen for that supplier's item (or, for a line
 * without an item, for the same words); else one suggested from the item's category and name.
 * Two queries, whatever the number of lines.
 */
export async function lineCategories(
  tx: Executor,
  workspaceId: string,
  supplierId: string,
  lines: readonly LineToCode[],
): Promise<AccountingCategory[]> {
  const open = lines.filter((line) => line.accountCategory === null);
  if (open.length === 0) return lines.map((line) => line.accountCategory!);
  const { rows: chosen } = await tx.query<{ key: string; category: AccountingCategory }>(
    `select key, category from account_category_choices
      where workspace_id = $1 and supplier_id = $2 and key = any($3::text[])`,
    [workspaceId, supplierId, [...new Set(open.map(keyOf))]],
  );
  const itemIds = [...new Set(open.flatMap((line) => (line.itemId ? [line.itemId] : [])))];
  const { rows: items } = await tx.query<{ id: string; name: string; category: string | null }>(
    `select i.id, i.name, c.name as category
       from items i
       left join item_categories c on c.workspace_id = i.workspace_id and c.id = i.category_id
      where i.workspace_id = $1 and i.id = any($2::uuid[])`,
    [workspaceId, itemIds],
  );
  const remembered = new Map(chosen.map((row) => [row.key, row.category]));
  const item = new Map(items.map((row) => [row.id, row]));
  return lines.map((line) => {
    if (line.accountCategory) return line.accountCategory;
    const known = remembered.get(keyOf(line));
    if (known) return known;
    const found = line.itemId ? item.get(line.itemId) : undefined;
    return suggestAccountCategory(found?.category ?? null, found?.name ?? line.description);
  });
}

/**
 * Remembers the categories people chose for a supplier's lines, so that the next invoice from
 * that supplier codes the same item (or words) the same way. One statement.
 */
export async function rememberCategories(
  tx: Executor,
  workspaceId: string,
  supplierId: string,
  lines: readonly LineToCode[],
): Promise<void> {
  const chosen = new Map<string, AccountingCategory>();
  for (const line of lines) if (line.accountCategory) chosen.set(keyOf(line), line.accountCategory);
  if (chosen.size === 0) return;
  await tx.query(
    `insert into account_category_choices (workspace_id, supplier_id, key, category)
     select $1, $2, x.key, x.category from unnest($3::text[], $4::text[]) as x(key, category)
     on conflict (workspace_id, supplier_id, key)
       do update set category = excluded.category, chosen_at = now()`,
    [workspaceId, supplierId, [...chosen.keys()], [...chosen.values()]],
  );
}

/**
 * SQL for the category of an invoice entered without lines (its totals only), for an invoice
 * `v`: the category its supplier's lines are booked to most, else "Food: other". Written inside
 * a coalesce after the line's own category, so it is only worked out for such invoices.
 */
export const LINELESS_CATEGORY_SQL = `(
  select x.account_category
    from invoice_lines x
    join invoices y on y.workspace_id = x.workspace_id and y.id = x.invoice_id
   where x.workspace_id = v.workspace_id and y.supplier_id = v.supplier_id
   group by x.account_category
   order by count(*) desc, x.account_category
   limit 1), 'food_other'`;
