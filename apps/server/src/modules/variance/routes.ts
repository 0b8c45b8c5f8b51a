import {
  apiErrorSchema,
  varianceExportQuerySchema,
  varianceItemDetailSchema,
  varianceItemQuerySchema,
  varianceQuerySchema,
  varianceReportSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { recordExport } from "../audit";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { sendTable } from "../exports";
import { varianceItemDetail } from "./detail";
import { varianceTable } from "./export";
import { varianceReport } from "./report";
import { memberCan } from "../../core/member";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Actual versus theoretical usage: the report, where one item's figures come from, exports. */
export const varianceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/reports/variance",
    {
      config: { access: "sales.view", scope: "sales:read" },
      schema: {
        summary: "Actual versus theoretical usage at a location over whole days",
        description:
          "Per item: opening + receipts + transfers in − transfers out − closing = actual usage, against what sales (through recipes), waste and recorded use explain. Sorted by the money the variance is worth, largest loss first.",
        params: workspaceParams,
        querystring: varianceQuerySchema,
        response: { 200: varianceReportSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        varianceReport(tx, member, request.query, memberCan(member, "costs.view")),
      ),
  );

  app.get(
    "/w/:workspaceId/reports/variance/items/:itemId",
    {
      config: { access: "sales.view", scope: "sales:read" },
      schema: {
        summary: "Where one item's variance comes from: its counts, movements and sales",
        params: workspaceParams.extend({ itemId: z.string() }),
        querystring: varianceItemQuerySchema,
        response: { 200: varianceItemDetailSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        varianceItemDetail(tx, member, request.params.itemId, request.query),
      ),
  );

  app.get(
    "/w/:workspaceId/reports/variance/export",
    {
      config: { access: "sales.view", scope: "sales:read" },
      schema: {
        summary: "The variance report as CSV or XLSX",
        params: workspaceParams,
        querystring: varianceExportQuerySchema,
      },
    },
    async (request, reply) => {
      const table = await withMember(db, request, async (tx, member) => {
        await recordExport(tx, member, {
          what: "the variance report",
          format: request.query.format,
          filters: request.query,
        });
        return varianceTable(
          await varianceReport(tx, member, request.query, memberCan(member, "costs.view")),
        );
      });
      return sendTable(reply, request.query.format, table);
    },
  );
};
