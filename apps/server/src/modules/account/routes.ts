import {
  apiErrorSchema,
  profileUpdateSchema,
  sessionListSchema,
  sessionResponseSchema,
  switchWorkspaceSchema,
} from "@larder/contracts";
import { isRole } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withTenant } from "../../db/tenant";
import { UserFacingError } from "../../plugins/errors";
import { describeDevice } from "../auth/sessions";
import { iso } from "../../http/schemas";

/** The signed-in person: their session, their workspaces, their other sessions, their name. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/session",
    {
      config: { access: "session" },
      schema: {
        summary: "Who is signed in, and their workspaces",
        response: { 200: sessionResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      reply.header("cache-control", "no-store");
      const workspaces = await withTenant(db, { userId: session.userId }, async (tx) => {
        const { rows } = await tx.query<{
          id: string;
          name: string;
          role: string;
          is_demo: boolean;
        }>(
          `select w.id, w.name, m.role, w.is_demo
             from memberships m join workspaces w on w.id = m.workspace_id
            where m.user_id = $1
            order by lower(w.name), w.id`,
          [session.userId],
        );
        return rows;
      });
      const current = workspaces.some((w) => w.id === session.workspaceId)
        ? session.workspaceId
        : (workspaces[0]?.id ?? null);
      return {
        user: {
          id: session.userId,
          email: session.email,
          name: session.name,
          isDemo: session.isDemo,
        },
        csrfToken: session.csrfToken,
        workspaces: workspaces.flatMap((w) =>
          isRole(w.role) ? [{ id: w.id, name: w.name, role: w.role, isDemo: w.is_demo }] : [],
        ),
        currentWorkspaceId: current,
        currentLocationId: current === session.workspaceId ? session.locationId : null,
      };
    },
  );

  app.put(
    "/session/workspace",
    {
      config: { access: "session" },
      schema: {
        summary: "Switch this session to another workspace or location",
        body: switchWorkspaceSchema,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      const { workspaceId, locationId = null } = request.body;
      await withTenant(db, { workspaceId, userId: session.userId }, async (tx) => {
        const { rows } = await tx.query<{ all_locations: boolean }>(
          "select all_locations from memberships where workspace_id = $1 and user_id = $2",
          [workspaceId, session.userId],
        );
        const membership = rows[0];
        if (!membership)
          throw new UserFacingError(
            404,
            "workspace_not_found",
            "This workspace does not exist, or you are not a member of it.",
          );
        if (locationId) {
          const visible = await tx.query(
            `select 1 from locations l
              where l.workspace_id = $1 and l.id = $2 and l.archived_at is null
                and ($3 or exists (select 1 from membership_locations ml
                                    where ml.workspace_id = l.workspace_id and ml.user_id = $4
                                      and ml.location_id = l.id))`,
            [workspaceId, locationId, membership.all_locations, session.userId],
          );
          if (visible.rowCount === 0)
            throw new UserFacingError(
              404,
              "not_found",
              "This location does not exist in this workspace.",
            );
        }
        await tx.query(
          "update sessions set current_workspace_id = $2, current_location_id = $3 where id = $1",
          [session.id, workspaceId, locationId],
        );
      });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/me",
    {
      config: { access: "session" },
      schema: {
        summary: "Change your name",
        body: profileUpdateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await db.query("update users set name = $2 where id = $1", [
        request.session!.userId,
        request.body.name,
      ]);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/me/sessions",
    {
      config: { access: "session" },
      schema: {
        summary: "Your signed-in browsers",
        response: { 200: sessionListSchema },
      },
    },
    async (request) => {
      const session = request.session!;
      const { rows } = await db.query<{
        id: string;
        user_agent: string;
        ip: string;
        created_at: Date;
        last_seen_at: Date;
      }>(
        `select id, user_agent, ip, created_at, last_seen_at from sessions
          where user_id = $1 and expires_at > now()
          order by last_seen_at desc`,
        [session.userId],
      );
      return rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.user_agent),
        ip: row.ip,
        createdAt: iso(row.created_at),
        lastSeenAt: iso(row.last_seen_at),
        current: row.id === session.id,
      }));
    },
  );

  app.delete(
    "/me/sessions/:sessionId",
    {
      config: { access: "session" },
      schema: {
        summary: "Sign out one of your other browsers",
        params: z.object({ sessionId: z.string() }),
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      const id = z.uuid().safeParse(request.params.sessionId);
      const deleted = id.success
        ? await db.query("delete from sessions where id = $1 and user_id = $2", [
            id.data,
            session.userId,
          ])
        : { rowCount: 0 };
      if (deleted.rowCount === 0)
        throw new UserFacingError(
          404,
          "not_found",
          "This session does not exist or has already ended.",
        );
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/me/sessions/sign-out-others",
    {
      config: { access: "session" },
      schema: {
        summary: "Sign out everywhere else",
        response: { 200: z.object({ signedOut: z.number().int() }) },
      },
    },
    async (request) => {
      const session = request.session!;
      const { rowCount } = await db.query("delete from sessions where user_id = $1 and id <> $2", [
        session.userId,
        session.id,
      ]);
      return { signedOut: rowCount };
    },
  );
};
