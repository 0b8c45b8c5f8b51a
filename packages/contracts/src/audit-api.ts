import { z } from "zod";
import { apiRoute } from "./api";
import { auditExportQuerySchema, auditPageQuerySchema, auditPageSchema } from "./audit";

// The workspace's audit log and its download, for owners (decision 0048).

const workspace = z.object({ workspaceId: z.string() });
const owners = { access: "audit.view", scope: "none", tag: "Audit log" } as const;

export const AUDIT_API = {
  page: apiRoute({
    ...owners,
    method: "GET",
    path: "/api/w/:workspaceId/audit",
    summary: "The audit log: who changed what, when and from where, newest first",
    description:
      "Filters: `area`, `action`, `actorUserId`, `locationId`, `from` and `to` (days, UTC), `q` (words in the summary). Pass `nextBefore` as `before` for the next page.",
    params: workspace,
    query: auditPageQuerySchema,
    responses: { 200: auditPageSchema },
  }),
  export: apiRoute({
    ...owners,
    method: "GET",
    path: "/api/w/:workspaceId/audit/export",
    summary: "The audit log's events that pass the filters, as CSV or XLSX",
    description: "The same filters as the log. The download is itself logged.",
    params: workspace,
    query: auditExportQuerySchema,
    file: true,
    responses: {},
  }),
};
