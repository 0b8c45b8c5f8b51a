import { ACCOUNTING_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { bookkeeping, importChart, mapCategories } from "./chart";
import { spendReport } from "./report";

/**
 * The chart of accounts, where each accounting category goes in it, and spend by category
 * (ACCOUNTING_API).
 */
export const accountingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.chart, (request) =>
    withMember(db, request, (tx, member) => bookkeeping(tx, member.workspaceId)),
  );

  serve(
    app,
    API.importChart,
    (request) =>
      withMember(db, request, async (tx, member) => {
        await importChart(tx, member, request.body.csv);
        return bookkeeping(tx, member.workspaceId);
      }),
    // A chart of 2,000 accounts is about 200 kB; its JSON, a little more.
    { bodyLimit: 2 * 1024 * 1024 },
  );

  serve(app, API.mapCategories, (request) =>
    withMember(db, request, async (tx, member) => {
      await mapCategories(tx, member, request.body);
      return bookkeeping(tx, member.workspaceId);
    }),
  );

  serve(app, API.spend, (request) =>
    withMember(db, request, (tx, member) => spendReport(tx, member, request.query)),
  );
};
