import type { Executor } from "./database";

export class IsolationError extends Error {}

/**
 * Refuses to run when tenants could see each other: the role queries run as must be neither
 * superuser nor BYPASSRLS, and every table holding workspace rows must have row-level security
 * enabled and forced.
 */
export async function verifyTenantIsolation(db: Executor): Promise<void> {
  const { rows: roles } = await db.query<{ name: string; bypass: boolean }>(
    "select current_user as name, (rolsuper or rolbypassrls) as bypass from pg_roles where rolname = current_user",
  );
  const role = roles[0];
  if (!role || role.bypass) {
    throw new IsolationError(
      `The database role "${role?.name ?? "unknown"}" bypasses row-level security, so workspaces would not be kept apart. Connect as a role without SUPERUSER or BYPASSRLS (Larder switches to larder_app when it may).`,
    );
  }
  const { rows: open } = await db.query<{ table_name: string }>(
    `select c.relname as table_name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.relname = 'workspaces' or exists (
              select 1 from pg_attribute a
               where a.attrelid = c.oid and a.attname = 'workspace_id' and not a.attisdropped))
        and not (c.relrowsecurity and c.relforcerowsecurity)`,
  );
  if (open.length > 0) {
    throw new IsolationError(
      `Row-level security is not enabled and forced on: ${open.map((row) => row.table_name).join(", ")}. Every table of workspace data needs it.`,
    );
  }
}
