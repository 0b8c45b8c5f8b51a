import type { joinOptionSchema } from "@larder/contracts";
import { ConflictError, NotFoundError } from "@larder/domain";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { emailDomain, setTenant, withTenant } from "../../db/tenant";
import type { CurrentSession } from "../../core/member";
import type { MailingDeps } from "../../core/mailing";
import { actedBy, recordAudit } from "../audit";
import { joinRequestMail } from "./mail";

type JoinOption = z.infer<typeof joinOptionSchema>;

/**
 * The workspaces that welcome the person's email domain and that they are not in, each saying
 * whether they have already asked to join.
 */
export async function listJoinOptions(
  db: Database,
  session: CurrentSession,
): Promise<JoinOption[]> {
  const domain = emailDomain(session.email);
  return db.transaction(async (tx) => {
    await setTenant(tx, { userId: session.userId, emailDomain: domain });
    const { rows } = await tx.query<{ id: string; name: string }>(
      `select w.id, w.name from workspaces w
        where w.allowed_domain = $1 and not w.is_demo
          and not exists (select 1 from memberships m where m.workspace_id = w.id and m.user_id = $2)
        order by lower(w.name)`,
      [domain, session.userId],
    );
    const options = [];
    for (const row of rows) {
      await setTenant(tx, { workspaceId: row.id, userId: session.userId });
      const pending = await tx.query(
        "select 1 from join_requests where workspace_id = $1 and user_id = $2 and decided_at is null",
        [row.id, session.userId],
      );
      options.push({
        workspaceId: row.id,
        name: row.name,
        domain,
        requested: pending.rowCount > 0,
      });
    }
    return options;
  });
}

/**
 * Asks to join a workspace that welcomes the person's email domain, and tells its owners by
 * mail (a mail that cannot be sent is logged). Asking again while a request waits changes
 * nothing.
 */
export async function askToJoin(
  deps: MailingDeps & { log: FastifyBaseLogger },
  session: CurrentSession,
  ip: string,
  workspaceId: string,
): Promise<void> {
  const domain = emailDomain(session.email);
  const owners = await withTenant(deps.db, { workspaceId, userId: session.userId }, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      "select name from workspaces where id = $1 and allowed_domain = $2 and not is_demo",
      [workspaceId, domain],
    );
    const workspace = rows[0];
    if (!workspace)
      throw new NotFoundError(
        "workspace_not_found",
        "This workspace does not exist, or does not welcome your email domain.",
      );
    const already = await tx.query(
      "select 1 from memberships where workspace_id = $1 and user_id = $2",
      [workspaceId, session.userId],
    );
    if (already.rowCount > 0)
      throw new ConflictError("already_member", `You are already a member of ${workspace.name}.`);
    const inserted = await tx.query(
      `insert into join_requests (workspace_id, user_id) values ($1, $2)
       on conflict (workspace_id, user_id) where decided_at is null do nothing`,
      [workspaceId, session.userId],
    );
    if (inserted.rowCount === 0) return [];
    await recordAudit(tx, workspaceId, {
      action: "join_requested",
      summary: `${session.email} asked to join`,
      ...actedBy({ ...session, ip }),
    });
    const { rows: ownerRows } = await tx.query<{ email: string }>(
      `select u.email from memberships m join users u on u.id = m.user_id
        where m.workspace_id = $1 and m.role = 'owner'`,
      [workspaceId],
    );
    return ownerRows.map((owner) => ({ to: owner.email, workspace: workspace.name }));
  });
  for (const owner of owners) {
    await deps.mailer
      .send(
        joinRequestMail({
          to: owner.to,
          requester: session.email,
          domain,
          workspaceName: owner.workspace,
          appUrl: deps.appUrl,
        }),
      )
      .catch((error: unknown) =>
        deps.log.warn({ err: error }, "could not tell an owner about a request to join"),
      );
  }
}
