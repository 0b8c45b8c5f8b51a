import type { joinRequestSchema } from "@larder/contracts";
import { ConflictError, ROLE_LABELS, type Role } from "@larder/domain";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { withTenant } from "../../db/tenant";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { type MailingDeps } from "../../core/mailing";
import { actedBy, recordAudit } from "../audit";
import { joinAnsweredMail } from "./mail";

/** Requests to join not yet answered, oldest first. */
export async function listJoinRequests(
  tx: Executor,
  member: Member,
): Promise<z.infer<typeof joinRequestSchema>[]> {
  const { rows } = await tx.query<{
    id: string;
    user_id: string;
    email: string;
    name: string;
    created_at: Date;
  }>(
    `select r.id, r.user_id, u.email, u.name, r.created_at
       from join_requests r join users u on u.id = r.user_id
      where r.workspace_id = $1 and r.decided_at is null
      order by r.created_at`,
    [member.workspaceId],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    name: row.name,
    createdAt: iso(row.created_at),
  }));
}

/**
 * Lets the person who asked join with `role`, or declines them; a request is answered once.
 * They are told by mail; a mail that cannot be sent is logged, and the answer stands.
 */
export async function answerJoinRequest(
  deps: MailingDeps & { log: FastifyBaseLogger },
  member: Member,
  ip: string,
  answer: { joinRequestId: string; approve: boolean; role: Role },
): Promise<void> {
  const { approve, role } = answer;
  const tenant = { workspaceId: member.workspaceId, userId: member.userId };
  const answered = await withTenant(deps.db, tenant, async (tx) => {
    const { rows } = await tx.query<{
      user_id: string;
      email: string;
      decided: boolean;
      workspace: string;
    }>(
      `select r.user_id, u.email, r.decided_at is not null as decided,
              (select name from workspaces where id = r.workspace_id) as workspace
       from join_requests r join users u on u.id = r.user_id
      where r.workspace_id = $1 and r.id = $2 for update of r`,
      [member.workspaceId, answer.joinRequestId],
    );
    const pending = rows[0]!;
    if (pending.decided)
      throw new ConflictError("already_decided", "This request has already been answered.");
    await tx.query(
      "update join_requests set decided_at = now(), decided_by = $3, decision = $4 where workspace_id = $1 and id = $2",
      [member.workspaceId, answer.joinRequestId, member.userId, approve ? "approved" : "declined"],
    );
    if (approve)
      await tx.query(
        `insert into memberships (workspace_id, user_id, role) values ($1, $2, $3)
       on conflict (workspace_id, user_id) do nothing`,
        [member.workspaceId, pending.user_id, role],
      );
    await recordAudit(tx, member.workspaceId, {
      action: approve ? "join_approved" : "join_declined",
      summary: approve
        ? `${member.email} let ${pending.email} join as ${ROLE_LABELS[role]}`
        : `${member.email} declined ${pending.email}'s request to join`,
      ...actedBy({ ...member, ip }),
    });
    return pending;
  });
  await deps.mailer
    .send(
      joinAnsweredMail({
        to: answered.email,
        workspaceName: answered.workspace,
        approved: approve,
        roleLabel: ROLE_LABELS[role],
        appUrl: deps.appUrl,
      }),
    )
    .catch((error: unknown) =>
      deps.log.warn({ err: error }, "could not tell someone their request was answered"),
    );
}
