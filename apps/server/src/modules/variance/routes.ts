import { VARIANCE_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { recordExport } from "../audit";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { sendTable } from "../exports";
import { varianceItemDetail } from "./detail";
import { varianceTable } from "./export";
import { varianceReport } from "./report";
import { memberCan } from "../../core/member";

/** Actual versus theoretical usage: the report, where one item's figures come from, exports. */
export const varianceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.report, (request) =>
    withMember(db, request, (tx, member) =>
      varianceReport(tx, member, request.query, memberCan(member, "costs.view")),
    ),
  );
  serve(app, API.item, (request) =>
    withMember(db, request, (tx, member) =>
      varianceItemDetail(tx, member, request.params.itemId, request.query),
    ),
  );
  serve(app, API.export, async (request, reply) => {
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
  });
};
