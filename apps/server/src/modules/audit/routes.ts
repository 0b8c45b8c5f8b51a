import { auditPageSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { AUDIT_CURSOR, listAuditEvents } from "./list";

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
            .regex(AUDIT_CURSOR, { error: "`before` must be the nextBefore of an earlier page." })
            .optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: auditPageSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listAuditEvents(tx, member, request.query)),
  );
};
