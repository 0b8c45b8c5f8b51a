import { APP_ROLE, type OwnerSession } from "./database";

/**
 * Makes sure the application role exists and may be assumed by the connecting user.
 * Returns false when the connecting user is itself unprivileged (no superuser, no BYPASSRLS):
 * then queries simply run as that user and row-level security applies to it directly.
 */
export async function prepareAppRole(owner: OwnerSession): Promise<boolean> {
  const { rows } = await owner.query<{ privileged: boolean }>(
    "select (rolsuper or rolbypassrls) as privileged from pg_roles where rolname = current_user",
  );
  if (!rows[0]?.privileged) return false;
  // Roles belong to the whole cluster: Larder databases on one server share this one, and two
  // of them starting at once may race to create it, hence the retry.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await owner.exec(`
        do $$
        begin
          if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then
            create role ${APP_ROLE} nologin nosuperuser nobypassrls noinherit;
          end if;
          if not pg_has_role(current_user, '${APP_ROLE}', 'member') then
            grant ${APP_ROLE} to current_user;
          end if;
        end
        $$;
        grant usage on schema public to ${APP_ROLE};
      `);
      return true;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Tables the application may only add to: the stock ledger (a correction is a new movement) and
 * the audit log. Their rows leave only with their workspace (the foreign keys' cascades run
 * with the table owner's rights).
 */
export const APPEND_ONLY_TABLES = ["stock_movements", "audit_events"];

/**
 * Grants the application role the tables, sequences and functions that migrations created.
 * The migration record stays read-only to it: only start-up changes the schema.
 */
export async function grantToAppRole(owner: OwnerSession): Promise<void> {
  await owner.exec(`
    grant select, insert, update, delete on all tables in schema public to ${APP_ROLE};
    grant usage, select on all sequences in schema public to ${APP_ROLE};
    grant execute on all functions in schema public to ${APP_ROLE};
    revoke insert, update, delete, truncate on larder_migrations from ${APP_ROLE};
    do $$
    declare
      ledger text;
    begin
      foreach ledger in array array['${APPEND_ONLY_TABLES.join("', '")}'] loop
        if to_regclass(ledger) is not null then
          execute format('revoke update, delete, truncate on %I from ${APP_ROLE}', ledger);
        end if;
      end loop;
    end
    $$;
  `);
}
