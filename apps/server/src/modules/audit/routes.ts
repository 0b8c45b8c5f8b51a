import { auditPageSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { iso, workspaceParams } from "../../http/schemas";

/**
 * A position in the log: the exact time (to the microsecond) and id of the last event of a
 * page. Events of one request are less than a millisecond apart, so the time alone would skip
 * some of them.
 */
const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)~([0-9a-f-]{36})$/;

/** The workspace's audit log, newest first, for owners. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/audit",
    {
      config: { access: "audit.view" },
      schema: {
        summary: "The audit log: sign-ins, wrong codes, invitations, role changes, removals",
        params: workspaceParams,
        querystring: z.object({
          before: z
            .string()
            .regex(CURSOR, { error: "`before` must be the nextBefore of an earlier page." })
            .optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: auditPageSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const { limit, before } = request.query;
        const [, beforeAt = null, beforeId = null] = before ? CURSOR.exec(before)! : [];
        const { rows } = await tx.query<{
          id: string;
          at: Date;
          exact_at: string;
          action: string;
          summary: string;
          actor_email: string | null;
          ip: string;
        }>(
          `select id, at, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as exact_at,
                  action, summary, actor_email, ip
             from audit_events
            where workspace_id = $1
              and ($2::timestamptz is null or (at, id) < ($2::timestamptz, $3::uuid))
            order by at desc, id desc
            limit $4`,
          [member.workspaceId, beforeAt, beforeId, limit + 1],
        );
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          events: page.map((row) => ({
            id: row.id,
            at: iso(row.at),
            action: row.action,
            summary: row.summary,
            actorEmail: row.actor_email,
            ip: row.ip,
          })),
          nextBefore: rows.length > limit && last ? `${last.exact_at}~${last.id}` : null,
        };
      }),
  );
};
