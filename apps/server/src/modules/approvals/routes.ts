import { APPROVALS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { createRule, deleteRule, listRules } from "./rules";

/** The rules of approval chains: which orders and invoices wait for whom (APPROVALS_API). */
export const approvalRuleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.rules, (request) =>
    withMember(db, request, (tx, member) => listRules(tx, member.workspaceId)),
  );
  serve(app, API.addRule, (request) =>
    withMember(db, request, (tx, member) => createRule(tx, member, request.body)),
  );
  serve(app, API.removeRule, (request) =>
    withMember(db, request, (tx, member) => deleteRule(tx, member, request.params.approvalRuleId)),
  );
};
