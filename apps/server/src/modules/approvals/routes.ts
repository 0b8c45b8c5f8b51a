import { apiErrorSchema, approvalRuleInputSchema, approvalRuleSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { createRule, deleteRule, listRules } from "./rules";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The rules of approval chains: which orders and invoices wait for whom. */
export const approvalRuleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/approval-rules",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "Which orders and invoices wait for which approver",
        params: workspaceParams,
        response: { 200: z.array(approvalRuleSchema) },
      },
    },
    async (request) => withMember(db, request, (tx, member) => listRules(tx, member.workspaceId)),
  );

  app.post(
    "/w/:workspaceId/approval-rules",
    {
      config: { access: "workspace.manage", scope: "none" },
      schema: {
        summary: "Add an approval rule: above an amount, at a location, raised by a role",
        params: workspaceParams,
        body: approvalRuleInputSchema,
        response: { 201: approvalRuleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rule = await withMember(db, request, (tx, member) =>
        createRule(tx, member, request.body),
      );
      return reply.status(201).send(rule);
    },
  );

  app.delete(
    "/w/:workspaceId/approval-rules/:approvalRuleId",
    {
      config: { access: "workspace.manage", scope: "none" },
      schema: {
        summary: "Remove an approval rule",
        params: workspaceParams.extend({ approvalRuleId: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        deleteRule(tx, member, request.params.approvalRuleId),
      );
      return reply.status(204).send(null);
    },
  );
};
