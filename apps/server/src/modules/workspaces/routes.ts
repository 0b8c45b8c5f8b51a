import {
  apiErrorSchema,
  createdWorkspaceSchema,
  joinOptionSchema,
  onboardingSchema,
  workspaceSchema,
  workspaceUpdateSchema,
} from "@larder/contracts";
import { permissionsOf } from "@larder/domain";
import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withMember } from "../../http/access";
import { emailDomain, setTenant, withTenant } from "../../db/tenant";
import { UserFacingError } from "../../plugins/errors";
import { recordAudit } from "../audit/record";
import { insertDefaultCategories } from "../items/categories";
import { insertLocation } from "../locations/service";
import { isPublicMailDomain } from "./domains";
import { iso, workspaceParams, type MailingDeps } from "../../http/schemas";

const demoRefusal = () =>
  new UserFacingError(
    403,
    "demo",
    "The demo workspace is for looking around. Create your own workspace to do this.",
  );

export const workspaceRoutes: FastifyPluginAsyncZod<MailingDeps> = async (
  app,
  { db, mailer, appUrl },
) => {
  app.post(
    "/workspaces",
    {
      config: { access: "session" },
      schema: {
        summary: "Create a workspace with its first location (onboarding)",
        description:
          "Creates the workspace, makes you its owner and adds the location, all or nothing.",
        body: onboardingSchema,
        response: { 201: createdWorkspaceSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      if (session.isDemo) throw demoRefusal();
      const workspaceId = randomUUID();
      const { workspaceName, location } = request.body;
      await withTenant(db, { workspaceId, userId: session.userId }, async (tx) => {
        await tx.query("insert into workspaces (id, name, created_by) values ($1, $2, $3)", [
          workspaceId,
          workspaceName,
          session.userId,
        ]);
        await tx.query(
          "insert into memberships (workspace_id, user_id, role) values ($1, $2, 'owner')",
          [workspaceId, session.userId],
        );
        await insertLocation(tx, workspaceId, location, { defaultStorageAreas: true });
        await insertDefaultCategories(tx, workspaceId);
        await recordAudit(tx, workspaceId, {
          action: "workspace_created",
          summary: `${session.email} created the workspace ${workspaceName} with the location ${location.name}`,
          actorUserId: session.userId,
          actorEmail: session.email,
          ip: request.ip,
        });
        await tx.query(
          "update sessions set current_workspace_id = $2, current_location_id = null where id = $1",
          [session.id, workspaceId],
        );
      });
      return reply.status(201).send({ workspaceId, redirectTo: "/app" });
    },
  );

  app.get(
    "/w/:workspaceId",
    {
      config: { access: "workspace.view" },
      schema: {
        summary: "A workspace, with your role and permissions in it",
        params: workspaceParams,
        response: { 200: workspaceSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const { rows } = await tx.query<{
          id: string;
          name: string;
          allowed_domain: string | null;
          is_demo: boolean;
          created_at: Date;
        }>("select id, name, allowed_domain, is_demo, created_at from workspaces where id = $1", [
          member.workspaceId,
        ]);
        const row = rows[0]!;
        return {
          id: row.id,
          name: row.name,
          allowedDomain: row.allowed_domain,
          isDemo: row.is_demo,
          createdAt: iso(row.created_at),
          role: member.role,
          permissions: permissionsOf(member.role),
          locationIds: member.locationIds,
        };
      }),
  );

  app.patch(
    "/w/:workspaceId",
    {
      config: { access: "workspace.manage" },
      schema: {
        summary: "Rename the workspace or set the email domain that may ask to join",
        params: workspaceParams,
        body: workspaceUpdateSchema,
        response: { 204: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, allowedDomain } = request.body;
      await withMember(db, request, async (tx, member) => {
        if (allowedDomain) {
          if (isPublicMailDomain(allowedDomain))
            throw new UserFacingError(
              400,
              "public_domain",
              `${allowedDomain} is a public email service; anyone can have an address there. Use your organization's own domain.`,
            );
          if (allowedDomain !== emailDomain(member.email))
            throw new UserFacingError(
              400,
              "foreign_domain",
              `You can only allow your own organization's domain (${emailDomain(member.email)}), the one of the address you signed in with.`,
            );
        }
        await tx.query(
          `update workspaces set
             name = coalesce($2, name),
             allowed_domain = case when $3::boolean then $4 else allowed_domain end
           where id = $1`,
          [member.workspaceId, name ?? null, allowedDomain !== undefined, allowedDomain ?? null],
        );
        const changes = [
          name ? `renamed it to ${name}` : null,
          allowedDomain !== undefined
            ? allowedDomain
              ? `let people from ${allowedDomain} ask to join`
              : "stopped letting people ask to join by email domain"
            : null,
        ].filter(Boolean);
        await recordAudit(tx, member.workspaceId, {
          action: "workspace_updated",
          summary: `${member.email} ${changes.join(" and ")}`,
          actorUserId: member.userId,
          actorEmail: member.email,
          ip: request.ip,
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/me/join-options",
    {
      config: { access: "session" },
      schema: {
        summary: "Workspaces that welcome your email domain",
        response: { 200: z.array(joinOptionSchema) },
      },
    },
    async (request) => {
      const session = request.session!;
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
    },
  );

  app.post(
    "/me/join-requests",
    {
      config: { access: "session" },
      schema: {
        summary: "Ask to join a workspace that welcomes your email domain",
        body: z.object({ workspaceId: z.uuid({ error: "That is not a valid workspace." }) }),
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      const { workspaceId } = request.body;
      const domain = emailDomain(session.email);
      const owners = await withTenant(db, { workspaceId, userId: session.userId }, async (tx) => {
        const { rows } = await tx.query<{ name: string }>(
          "select name from workspaces where id = $1 and allowed_domain = $2 and not is_demo",
          [workspaceId, domain],
        );
        const workspace = rows[0];
        if (!workspace)
          throw new UserFacingError(
            404,
            "workspace_not_found",
            "This workspace does not exist, or does not welcome your email domain.",
          );
        const already = await tx.query(
          "select 1 from memberships where workspace_id = $1 and user_id = $2",
          [workspaceId, session.userId],
        );
        if (already.rowCount > 0)
          throw new UserFacingError(
            409,
            "already_member",
            `You are already a member of ${workspace.name}.`,
          );
        const inserted = await tx.query(
          `insert into join_requests (workspace_id, user_id) values ($1, $2)
           on conflict (workspace_id, user_id) where decided_at is null do nothing`,
          [workspaceId, session.userId],
        );
        if (inserted.rowCount === 0) return [];
        await recordAudit(tx, workspaceId, {
          action: "join_requested",
          summary: `${session.email} asked to join`,
          actorUserId: session.userId,
          actorEmail: session.email,
          ip: request.ip,
        });
        const { rows: ownerRows } = await tx.query<{ email: string }>(
          `select u.email from memberships m join users u on u.id = m.user_id
            where m.workspace_id = $1 and m.role = 'owner'`,
          [workspaceId],
        );
        return ownerRows.map((owner) => ({ to: owner.email, workspace: workspace.name }));
      });
      for (const owner of owners) {
        const link = new URL("/app/settings/members", appUrl).toString();
        await mailer
          .send({
            to: owner.to,
            subject: `${session.email} asks to join ${owner.workspace} on Larder`,
            text: `${session.email} signed up to Larder with an address at ${domain} and asks to join ${owner.workspace}.\n\nApprove or decline, and choose their role, under Settings → Members:\n${link}\n\nLarder`,
          })
          .catch((error: unknown) =>
            request.log.warn({ err: error }, "could not tell an owner about a request to join"),
          );
      }
      return reply.status(204).send(null);
    },
  );
};
