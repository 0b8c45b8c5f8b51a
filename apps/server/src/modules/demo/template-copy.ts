import { randomBytes } from "node:crypto";
import type { Executor } from "../../db/database";

/**
 * Copying the day's demo template into a new workspace (decision 0036): every row of the
 * template, with every id renamed by one function of the id and the copy's salt, so that a
 * reference in one table still names the same row in another. One statement per table, all of
 * them sent as one block: the copy is a single round trip to the database.
 *
 * Row-level security binds the copy like every other write: the template's rows are read into
 * temporary tables while the transaction is the template's, then written while it is the new
 * workspace's. The triggers that derive rows from others stand aside meanwhile
 * (`larder.copying_rows`, `larder.ledger_triggers`): their rows are among those copied.
 */

/** The bistro's zone, whose date a template serves (the demo's first location, DEMO_SEED). */
export const DEMO_TEMPLATE_ZONE = "America/New_York";

/** Of `demo_templates`: a template that is ready and serves today. */
export const READY_FOR_TODAY = `ready_at is not null
  and made_for = (now() at time zone '${DEMO_TEMPLATE_ZONE}')::date`;

interface CopiedTable {
  name: string;
  columns: { name: string; type: string }[];
}

interface CopiedSchema {
  /** The tables of workspace rows, each after the tables it refers to. */
  tables: CopiedTable[];
  workspaces: CopiedTable;
  users: CopiedTable;
}

/** Read once per process: the schema changes only when Larder starts (its migrations). */
let schemaCache: Promise<CopiedSchema> | null = null;

async function copiedSchema(tx: Executor): Promise<CopiedSchema> {
  const { rows } = await tx.query<{ name: string; columns: { name: string; type: string }[] }>(
    `select c.relname as name,
            json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
              as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                          and a.attgenerated = ''
       join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.relname in ('workspaces', 'users')
             or exists (select 1 from pg_attribute w
                         where w.attrelid = c.oid and w.attname = 'workspace_id'
                           and not w.attisdropped))
      group by c.relname`,
  );
  const { rows: references } = await tx.query<{ child: string; parent: string }>(
    `select distinct k.conrelid::regclass::text as child, k.confrelid::regclass::text as parent
       from pg_constraint k
      where k.contype = 'f' and k.conrelid <> k.confrelid
        and k.connamespace = 'public'::regnamespace`,
  );
  const special = new Map(rows.map((table) => [table.name, table]));
  const byName = new Map(
    rows.filter((table) => !["workspaces", "users"].includes(table.name)).map((t) => [t.name, t]),
  );
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    if (!byName.has(child) || !byName.has(parent)) continue;
    if (!parents.has(child)) parents.set(child, new Set());
    parents.get(child)!.add(parent);
  }
  const ordered: CopiedTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name))
      throw new Error(`Demo templates cannot be copied: foreign keys form a cycle at ${name}`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) place(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(byName.get(name)!);
  };
  for (const name of [...byName.keys()].sort()) place(name);
  return { tables: ordered, workspaces: special.get("workspaces")!, users: special.get("users")! };
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const literal = (value: string) => {
  // Only values made here go into the block: ids read from the database and hex salts.
  if (!/^[0-9a-z_.@-]*$/i.test(value)) throw new Error(`not a plain value: ${value}`);
  return `'${value}'`;
};

/** What a column becomes in the copy. */
function copiedValue(
  table: string,
  column: { name: string; type: string },
  idColumns: ReadonlySet<string>,
  salt: string,
  overrides: Record<string, string> = {},
): string {
  const name = quote(column.name);
  if (column.name in overrides) return overrides[column.name]!;
  if (column.type === "uuid") return `larder_renamed_id(${name}, ${salt})`;
  if (column.type === "_uuid")
    return `case when ${name} is null then null else array(
              select larder_renamed_id(u.id, ${salt}) from unnest(${name}) with ordinality as u(id, n)
               order by u.n) end`;
  if (idColumns.has(`${table}.${column.name}`))
    return `larder_rename_ids(${name}::text, ${salt})::${column.type}`;
  return name;
}

export interface DemoTemplateRow {
  demo_workspace_id: string;
  id_columns: string[];
}

/**
 * The SQL of one copy: the template's people, its workspace row and every row of its tables,
 * renamed with `salt`. The people's addresses take `suffix`, and their demo day starts now.
 */
export function copyBlock(
  schema: CopiedSchema,
  template: DemoTemplateRow,
  salt: string,
  suffix: string,
  lifetimeHours: number,
): string {
  const from = literal(template.demo_workspace_id);
  const saltSql = literal(salt);
  const idColumns = new Set(template.id_columns);
  if (!UUID.test(template.demo_workspace_id)) throw new Error("not a workspace id");
  const read: string[] = [];
  const write: string[] = [];
  const copy = (
    table: CopiedTable,
    temporary: string,
    where: string,
    overrides?: Record<string, string>,
  ) => {
    const values = table.columns.map(
      (column) =>
        `${copiedValue(table.name, column, idColumns, saltSql, overrides)} as ${quote(column.name)}`,
    );
    read.push(
      `create temporary table ${temporary} on commit drop as
         select ${values.join(", ")} from public.${quote(table.name)} where ${where};`,
    );
    write.push(
      `insert into public.${quote(table.name)} (${table.columns.map((c) => quote(c.name)).join(", ")})
         select * from ${temporary};`,
    );
  };
  // The people first (no workspace of their own: read by their memberships), then the
  // workspace, then its rows.
  copy(
    schema.users,
    "larder_copy_users",
    `id in (select user_id from public.memberships where workspace_id = ${from})`,
    {
      email: `regexp_replace("email", '-[a-z0-9]+@', ${literal(`-${suffix}@`)})`,
      google_subject: "null",
      demo_expires_at: `now() + make_interval(hours => ${Math.trunc(lifetimeHours)})`,
      created_at: "now()",
    },
  );
  copy(schema.workspaces, "larder_copy_workspace", `id = ${from}`, {
    is_demo: "true",
    allowed_domain: "null",
    created_at: "now()",
  });
  for (const [index, table] of schema.tables.entries())
    copy(table, `larder_copy_${index}`, `workspace_id = ${from}`);
  return `do $copy$
begin
  perform set_config('larder.workspace_id', ${from}, true);
  perform set_config('larder.user_id', '', true);
  perform set_config('larder.copying_rows', 'on', true);
  perform set_config('larder.ledger_triggers', 'off', true);
  ${read.join("\n  ")}
  perform set_config('larder.workspace_id', larder_renamed_id(${from}, ${saltSql})::text, true);
  ${write.join("\n  ")}
  perform set_config('larder.copying_rows', '', true);
  perform set_config('larder.ledger_triggers', '', true);
end
$copy$`;
}

/**
 * Copies today's ready template into a new demo workspace, in the transaction `tx`, and leaves
 * the transaction as the new workspace's, its visitor signed in. Returns null when there is no
 * ready template for the bistro's date today (then the caller writes the demo record by record).
 */
export async function copyDemoTemplate(
  tx: Executor,
  suffix: string,
  lifetimeHours: number,
): Promise<{
  workspaceId: string;
  visitorId: string;
  forecastsDone: boolean;
  templateId: string;
} | null> {
  // A template being replaced waits for the copies holding it; one already gone is not found.
  const { rows } = await tx.query<DemoTemplateRow>(
    `select demo_workspace_id, id_columns from demo_templates
      where ${READY_FOR_TODAY}
      order by made_at desc limit 1
        for share`,
  );
  const template = rows[0];
  if (!template) return null;
  schemaCache ??= copiedSchema(tx).catch((error: unknown) => {
    schemaCache = null;
    throw error;
  });
  const salt = randomBytes(12).toString("hex");
  await tx.query(copyBlock(await schemaCache, template, salt, suffix, lifetimeHours));
  const { rows: renamed } = await tx.query<{ workspace_id: string }>(
    "select larder_renamed_id($1, $2)::text as workspace_id",
    [template.demo_workspace_id, salt],
  );
  const workspaceId = renamed[0]!.workspace_id;
  await tx.query("select set_config('larder.workspace_id', $1, true)", [workspaceId]);
  const { rows: made } = await tx.query<{ visitor_id: string; forecasts_done: boolean }>(
    `select w.created_by as visitor_id,
            coalesce((select f.state = 'done' from forecast_runs f where f.workspace_id = w.id),
                     false) as forecasts_done
       from workspaces w where w.id = $1`,
    [workspaceId],
  );
  const visitorId = made[0]!.visitor_id;
  await tx.query("select set_config('larder.user_id', $1, true)", [visitorId]);
  return {
    workspaceId,
    visitorId,
    forecastsDone: made[0]!.forecasts_done,
    templateId: template.demo_workspace_id,
  };
}
