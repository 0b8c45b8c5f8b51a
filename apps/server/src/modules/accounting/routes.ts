import {
  apiErrorSchema,
  bookkeepingSchema,
  categoryMappingSchema,
  chartImportSchema,
  spendReportQuerySchema,
  spendReportSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { bookkeeping, importChart, mapCategories } from "./chart";
import { spendReport } from "./report";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The chart of accounts, where each accounting category goes in it, and spend by category. */
export const accountingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/accounting/chart",
    {
      config: { access: "invoices.view", scope: "invoices:read" },
      schema: {
        summary: "The chart of accounts and the account each accounting category goes to",
        params: workspaceParams,
        response: { 200: bookkeepingSchema },
      },
    },
    async (request) => withMember(db, request, (tx, member) => bookkeeping(tx, member.workspaceId)),
  );

  app.post(
    "/w/:workspaceId/accounting/chart",
    {
      // A chart of 2,000 accounts is about 200 kB; its JSON, a little more.
      bodyLimit: 2 * 1024 * 1024,
      config: { access: "workspace.manage", scope: "none" },
      schema: {
        summary: "Import the chart of accounts from QuickBooks Online's or Xero's CSV",
        params: workspaceParams,
        body: chartImportSchema,
        response: { 200: bookkeepingSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await importChart(tx, member, request.body.csv);
        return bookkeeping(tx, member.workspaceId);
      }),
  );

  app.put(
    "/w/:workspaceId/accounting/categories",
    {
      config: { access: "workspace.manage", scope: "none" },
      schema: {
        summary: "Map accounting categories to accounts of the chart",
        params: workspaceParams,
        body: categoryMappingSchema,
        response: { 200: bookkeepingSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await mapCategories(tx, member, request.body);
        return bookkeeping(tx, member.workspaceId);
      }),
  );

  app.get(
    "/w/:workspaceId/reports/spend",
    {
      config: { access: "invoices.view", scope: "invoices:read" },
      schema: {
        summary: "Spend by accounting category and month, beside sales: the cost of goods",
        params: workspaceParams,
        querystring: spendReportQuerySchema,
        response: { 200: spendReportSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => spendReport(tx, member, request.query)),
  );
};
