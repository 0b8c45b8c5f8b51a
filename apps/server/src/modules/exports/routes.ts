import { PassThrough } from "node:stream";
import { EXPORTS_API as API, type exportQuerySchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Database, Executor } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { type Member } from "../../core/member";
import { recordExport } from "../audit";
import { locationScope } from "../locations";
import { downloadHeaders, writeCsv, writeXlsx } from "../../lib/table-download";
import { countsTable, ordersTable, suppliersTable } from "./purchasing-tables";
import { supplierItemsTable } from "./supplier-items-table";
import { itemsTable, movementsTable, stockTable, type ExportTable } from "./tables";
import { memberCan } from "../../core/member";

type ExportQuery = z.output<typeof exportQuerySchema>;

/**
 * Streams `build`'s table as CSV or XLSX, reading it a page at a time inside one transaction
 * of the member's workspace, so a long export neither waits to start nor holds it all at once.
 */
async function sendExport(
  db: Database,
  request: FastifyRequest,
  query: ExportQuery,
  reply: FastifyReply,
  name: string,
  build: (tx: Executor, member: Member, locations: string[]) => ExportTable,
) {
  // A location the member may not see is a 404, answered before the download starts.
  // …and the download is logged (committed) before it starts.
  await withMember(db, request, async (tx, member) => {
    await locationScope(tx, member, query.locationId);
    await recordExport(tx, member, {
      // The log names the table in words: "supplier-items" (its file's name) → "supplier items".
      what: name.replace(/-/g, " "),
      format: query.format,
      filters: query,
      locationId: query.locationId,
    });
  });
  const format = query.format;
  const out = new PassThrough();
  void withMember(db, request, async (tx, member) => {
    const table = build(tx, member, await locationScope(tx, member, query.locationId));
    if (format === "csv") await writeCsv(table, out);
    else await writeXlsx(table, out);
    out.end();
  }).catch((error: unknown) => {
    request.log.error({ err: error }, "export failed");
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return downloadHeaders(reply, name, format).send(out);
}

/**
 * Downloads of items, stock, the ledger, suppliers and what they sell, orders and counts, as CSV
 * or XLSX (EXPORTS_API).
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.items, (request, reply) =>
    sendExport(db, request, request.query, reply, "items", (tx, member, locations) =>
      itemsTable(tx, member.workspaceId, locations),
    ),
  );
  serve(app, API.stock, (request, reply) =>
    sendExport(db, request, request.query, reply, "stock", (tx, member, locations) =>
      stockTable(tx, member.workspaceId, locations, memberCan(member, "costs.view")),
    ),
  );
  serve(app, API.movements, (request, reply) =>
    sendExport(db, request, request.query, reply, "movements", (tx, member, locations) =>
      movementsTable(
        tx,
        member.workspaceId,
        locations,
        { from: request.query.from ?? null, to: request.query.to ?? null },
        memberCan(member, "costs.view"),
      ),
    ),
  );
  serve(app, API.suppliers, (request, reply) =>
    sendExport(db, request, request.query, reply, "suppliers", (tx, member) =>
      suppliersTable(tx, member.workspaceId),
    ),
  );
  serve(app, API["supplier-items"], (request, reply) =>
    sendExport(db, request, request.query, reply, "supplier-items", (tx, member) =>
      supplierItemsTable(tx, member.workspaceId),
    ),
  );
  serve(app, API.orders, (request, reply) =>
    sendExport(db, request, request.query, reply, "orders", (tx, member, locations) =>
      ordersTable(tx, member.workspaceId, locations, memberCan(member, "costs.view")),
    ),
  );
  serve(app, API.counts, (request, reply) =>
    sendExport(db, request, request.query, reply, "counts", (tx, member, locations) =>
      countsTable(tx, member.workspaceId, locations),
    ),
  );
};
