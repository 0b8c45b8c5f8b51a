import type { Database, Executor } from "../../db/database";
import { setTenant } from "../../db/tenant";
import { requestForecastRun } from "../ordering";
import { deleteDemoWorkspace, demoSuffix } from "./service";
import { copyDemoTemplate, READY_FOR_TODAY } from "./template-copy";

/**
 * Spare demos (decision 0036): a few copies of the day's ready template, made in the background
 * and waiting for visitors. Opening a demo hands the oldest one over and asks for another, so a
 * visitor waits for a few updates instead of the copy. When none is waiting (a burst of
 * visitors, a template just replaced) the demo is copied while the visitor waits, as before.
 */

/** One spare maker at a time, across servers on one database. */
const SPARE_MAKER_LOCK_KEY = 0x1a7de6_0037;

/**
 * Hands over a spare of today's ready template in the transaction `tx`, and leaves the
 * transaction as its workspace's, its visitor signed in. Its people's day starts now. Returns
 * null when no spare is waiting. Two visitors at once never get the same one.
 */
export async function claimDemoSpare(
  tx: Executor,
  lifetimeHours: number,
): Promise<{ workspaceId: string; visitorId: string } | null> {
  const { rows } = await tx.query<{ workspace_id: string; visitor_id: string }>(
    `delete from demo_spares
      where demo_workspace_id = (
        select s.demo_workspace_id
          from demo_spares s
          join demo_templates t on t.demo_workspace_id = s.template_workspace_id
         where ${READY_FOR_TODAY}
         order by s.made_at
         limit 1
           for update of s skip locked)
      returning demo_workspace_id as workspace_id, visitor_id`,
  );
  const spare = rows[0];
  if (!spare) return null;
  await setTenant(tx, { workspaceId: spare.workspace_id, userId: spare.visitor_id });
  await tx.query(
    `update users set demo_expires_at = now() + make_interval(hours => $2), created_at = now()
      where demo_expires_at is not null
        and id in (select user_id from memberships where workspace_id = $1)`,
    [spare.workspace_id, lifetimeHours],
  );
  await tx.query("update workspaces set created_at = now() where id = $1", [spare.workspace_id]);
  return { workspaceId: spare.workspace_id, visitorId: spare.visitor_id };
}

/**
 * Makes one spare of today's ready template unless `wanted` are already waiting or another
 * server is making one. Returns whether it made one.
 */
async function makeOneSpare(db: Database, wanted: number, lifetimeHours: number) {
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.query<{ locked: boolean }>(
      "select pg_try_advisory_xact_lock($1) as locked",
      [SPARE_MAKER_LOCK_KEY],
    );
    if (!lock[0]?.locked) return false;
    const { rows: waiting } = await tx.query<{ count: number }>(
      `select count(*)::int as count
         from demo_spares s
         join demo_templates t on t.demo_workspace_id = s.template_workspace_id
        where ${READY_FOR_TODAY}`,
    );
    if ((waiting[0]?.count ?? 0) >= wanted) return false;
    const copy = await copyDemoTemplate(tx, demoSuffix(), lifetimeHours);
    if (!copy) return false;
    if (!copy.forecastsDone) await requestForecastRun(tx, copy.workspaceId);
    await tx.query(
      `insert into demo_spares (demo_workspace_id, template_workspace_id, visitor_id)
       values ($1, $2, $3)`,
      [copy.workspaceId, copy.templateId, copy.visitorId],
    );
    return true;
  });
}

/**
 * Makes spares until `wanted` are waiting. Stops early when `stopping` says so, or when there is
 * no ready template or another server is making them.
 */
export async function topUpDemoSpares(
  db: Database,
  options: { wanted: number; lifetimeHours: number; stopping?: () => boolean },
): Promise<number> {
  let made = 0;
  while (made < options.wanted && !options.stopping?.()) {
    if (!(await makeOneSpare(db, options.wanted, options.lifetimeHours))) break;
    made += 1;
  }
  return made;
}

/**
 * Deletes the spares made from a template that is being replaced, with their people; a spare
 * being handed over meanwhile is waited for and then left to its visitor.
 */
export async function dropDemoSpares(tx: Executor, templateId: string): Promise<void> {
  const { rows } = await tx.query<{ workspace_id: string }>(
    `delete from demo_spares where template_workspace_id = $1
      returning demo_workspace_id as workspace_id`,
    [templateId],
  );
  for (const spare of rows) await deleteDemoWorkspace(tx, spare.workspace_id);
}
