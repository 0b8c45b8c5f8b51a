import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/database";
import { withTenant } from "../../db/tenant";
import { requestForecastRun } from "../ordering";
import { DEMO_LIFETIME_HOURS, deleteDemoWorkspace, demoSuffix, seedDemoWorkspace } from "./service";
import { dropDemoSpares, topUpDemoSpares } from "./spares";
import { DEMO_TEMPLATE_ZONE } from "./template-copy";

/**
 * The day's demo template (decision 0036): the sample restaurant written once, record by record
 * as a replayed demo is, then copied for each visitor. A template serves the bistro's date it was
 * made on, and is made again after an hour so that what the seed dates "an hour ago" stays near
 * the truth. It is ready once its background work (forecasts, the invoice reading) is done.
 */

/** A template older than this is made again (the new one replaces it once ready). */
export const DEMO_TEMPLATE_FRESH_MINUTES = 60;
/** How long a new template's background jobs may take before it is given up. */
const READY_WITHIN_MS = 5 * 60 * 1000;
/** One maker at a time, across servers on one database. */
const MAKER_LOCK_KEY = 0x1a7de6_0036;

/** Text and JSON columns of the template whose values name rows by id. */
async function idColumns(tx: Executor, workspaceId: string): Promise<string[]> {
  const { rows: columns } = await tx.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                          and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
        and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'json'::regtype, 'jsonb'::regtype)
        and exists (select 1 from pg_attribute w
                     where w.attrelid = c.oid and w.attname = 'workspace_id' and not w.attisdropped)
      order by 1, 2`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const { rows } = await tx.query(
      `select 1 from public.${quoted(table)}
        where workspace_id = $1
          and ${quoted(column)}::text ~* '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
        limit 1`,
      [workspaceId],
    );
    if (rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Deletes a template's workspace and its people, and the spares copied from it. */
async function dropTemplate(db: Database, workspaceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Waits for copies reading it; later copies no longer find it.
    await tx.query("delete from demo_templates where demo_workspace_id = $1", [workspaceId]);
    // Its spares go with it (one being handed over meanwhile stays its visitor's).
    await dropDemoSpares(tx, workspaceId);
    await deleteDemoWorkspace(tx, workspaceId);
  });
}

/**
 * Whether a template is ready for today and fresh enough, or being made (by this server or
 * another on the same database) and not given up yet.
 */
async function templateInHand(db: Database): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from demo_templates
      where made_for = (now() at time zone '${DEMO_TEMPLATE_ZONE}')::date
        and (ready_at is not null and made_at > now() - make_interval(mins => $1)
             or ready_at is null and made_at > now() - make_interval(secs => $2))`,
    [DEMO_TEMPLATE_FRESH_MINUTES, READY_WITHIN_MS / 1000],
  );
  return rows.length > 0;
}

/**
 * Makes a new template unless a fresh one is ready (or `force`), waits for its background work,
 * marks it ready, and deletes the ones it replaces. Returns the new template's workspace, or
 * null when none was needed or another server is making one.
 */
export async function makeDemoTemplate(
  db: Database,
  options: { force?: boolean; log?: FastifyBaseLogger; stopping?: () => boolean } = {},
): Promise<string | null> {
  if (!options.force && (await templateInHand(db))) return null;
  const workspaceId = randomUUID();
  const started = performance.now();
  const made = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>(
      "select pg_try_advisory_xact_lock($1) as locked",
      [MAKER_LOCK_KEY],
    );
    if (!rows[0]?.locked) return false;
    await seedDemoWorkspace(tx, { workspaceId, suffix: demoSuffix() });
    await requestForecastRun(tx, workspaceId);
    const { rows: today } = await tx.query<{ day: string }>(
      `select to_char(now() at time zone '${DEMO_TEMPLATE_ZONE}', 'YYYY-MM-DD') as day`,
    );
    await tx.query(
      `insert into demo_templates (demo_workspace_id, made_for, made_by)
       values ($1, $2, (select max(name) from larder_migrations))`,
      [workspaceId, today[0]!.day],
    );
    return true;
  });
  if (!made) return null;
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const { rows } = await db.query(
      "select 1 from job_queue where target_workspace_id = $1 limit 1",
      [workspaceId],
    );
    if (rows.length === 0) break;
    // A server that stops leaves the template unready: the next one made replaces it.
    if (options.stopping?.()) return null;
    if (Date.now() > deadline) {
      options.log?.warn("The demo template's background work did not finish: it is dropped");
      await dropTemplate(db, workspaceId);
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The ids its values hold are looked for now that the jobs have written theirs (the reading).
  const ready = await withTenant(db, { workspaceId }, async (tx) =>
    tx.query(
      "update demo_templates set ready_at = now(), id_columns = $2 where demo_workspace_id = $1",
      [workspaceId, await idColumns(tx, workspaceId)],
    ),
  );
  // Another server's newer template replaced this one meanwhile.
  if (ready.rowCount === 0) return null;
  const { rows: replaced } = await db.query<{ demo_workspace_id: string }>(
    `select demo_workspace_id from demo_templates
      where made_at < (select made_at from demo_templates where demo_workspace_id = $1)`,
    [workspaceId],
  );
  for (const old of replaced) await dropTemplate(db, old.demo_workspace_id);
  options.log?.info(
    `Prepared the demo template in ${((performance.now() - started) / 1000).toFixed(1)} s: a demo now opens as a copy of it`,
  );
  return workspaceId;
}

/** How often the maker looks whether the template is still today's and fresh. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

export interface DemoTemplateSchedule {
  /** Asks for the spares to be made up again (after one was handed over); returns at once. */
  replenish: () => void;
  /** Stops making templates and spares, once the work under way has ended. */
  stop: () => Promise<void>;
}

/**
 * Gathers the planner's statistics of every table again (migration 0033), so that workspaces made
 * since are planned with their real sizes: on the demo's database, 0.7 s of background work.
 */
export async function refreshPlannerStatistics(db: Executor): Promise<void> {
  await db.query("select larder_refresh_statistics()");
}

/**
 * Keeps a ready template: one made soon after start, then again whenever the bistro's date
 * changes or the template is older than an hour; and keeps `spares` copies of it waiting for
 * visitors (spares.ts). One piece of this work runs at a time; a request for more while it runs
 * is remembered and run after it.
 */
export function scheduleDemoTemplates(
  db: Database,
  log: FastifyBaseLogger,
  options: { spares: number },
): DemoTemplateSchedule {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const stopping = () => stopped;
  const work = async () => {
    const template = await makeDemoTemplate(db, { log, stopping });
    const spares =
      options.spares > 0
        ? await topUpDemoSpares(db, {
            wanted: options.spares,
            lifetimeHours: DEMO_LIFETIME_HOURS,
            stopping,
          })
        : 0;
    // The demos just made are new to the planner: their queries would be planned as for one row
    // until autovacuum looks again (migration 0033).
    if ((template !== null || spares > 0) && !stopped) await refreshPlannerStatistics(db);
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = work()
      .catch((error: unknown) => {
        if (!stopped) log.error({ err: error }, "preparing the demo template failed");
      })
      .finally(() => {
        running = null;
        if (again) run();
      });
  };
  const first = setTimeout(run, 3_000);
  const timer = setInterval(run, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    replenish: run,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
