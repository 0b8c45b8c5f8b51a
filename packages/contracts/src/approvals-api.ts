import { z } from "zod";
import { apiRoute } from "./api";
import { approvalRuleInputSchema, approvalRuleSchema } from "./approvals";
import { apiErrorSchema } from "./errors";

// The rules of approval chains (decisions 0044, 0048): which orders and invoices wait for whom.

const workspace = z.object({ workspaceId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const tag = "Purchasing";

export const APPROVALS_API = {
  rules: apiRoute({
    access: "suppliers.view",
    scope: "purchasing:read",
    tag,
    method: "GET",
    path: "/api/w/:workspaceId/approval-rules",
    summary: "Which orders and invoices wait for which approver",
    params: workspace,
    responses: { 200: z.array(approvalRuleSchema) },
  }),
  addRule: apiRoute({
    access: "workspace.manage",
    scope: "none",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/approval-rules",
    summary: "Add an approval rule: above an amount, at a location, raised by a role",
    params: workspace,
    body: approvalRuleInputSchema,
    responses: { 201: approvalRuleSchema, ...errors },
  }),
  removeRule: apiRoute({
    access: "workspace.manage",
    scope: "none",
    tag,
    method: "DELETE",
    path: "/api/w/:workspaceId/approval-rules/:approvalRuleId",
    summary: "Remove an approval rule",
    params: workspace.extend({ approvalRuleId: z.string() }),
    responses: { 204: z.null(), ...errors },
  }),
};
