import { PassThrough } from "node:stream";
import { exportQuerySchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Database, Executor } from "../../db/database";
import { withMember } from "../../http/access";
import { type Member } from "../../core/member";
import { workspaceParams } from "../../http/schemas";
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

const schema = (summary: string) => ({
  summary,
  description: "CSV (UTF-8) or XLSX, as a download. `locationId` limits it to one location.",
  params: workspaceParams,
  querystring: exportQuerySchema,
});

/**
 * Downloads of items, stock, the ledger, suppliers and what they sell, orders and counts, as CSV
 * or XLSX.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/exports/items",
    {
      config: { access: "stock.view", scope: "stock:read" },
      schema: schema("Items and their places, in the import's columns"),
    },
    (request, reply) =>
      sendExport(db, request, request.query, reply, "items", (tx, member, locations) =>
        itemsTable(tx, member.workspaceId, locations),
      ),
  );

  app.get(
    "/w/:workspaceId/exports/stock",
    {
      config: { access: "stock.view", scope: "stock:read" },
      schema: schema("Stock on hand per item and location"),
    },
    (request, reply) =>
      sendExport(db, request, request.query, reply, "stock", (tx, member, locations) =>
        stockTable(tx, member.workspaceId, locations, memberCan(member, "costs.view")),
      ),
  );

  app.get(
    "/w/:workspaceId/exports/movements",
    {
      config: { access: "stock.view", scope: "stock:read" },
      schema: schema("The stock ledger between two days"),
    },
    (request, reply) =>
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

  app.get(
    "/w/:workspaceId/exports/suppliers",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: schema("Suppliers, in their import's columns"),
    },
    (request, reply) =>
      sendExport(db, request, request.query, reply, "suppliers", (tx, member) =>
        suppliersTable(tx, member.workspaceId),
      ),
  );

  app.get(
    "/w/:workspaceId/exports/supplier-items",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: schema("What each supplier sells at what price, in their import's columns"),
    },
    (request, reply) =>
      sendExport(db, request, request.query, reply, "supplier-items", (tx, member) =>
        supplierItemsTable(tx, member.workspaceId),
      ),
  );

  app.get(
    "/w/:workspaceId/exports/orders",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: schema("Purchase orders, one row per line"),
    },
    (request, reply) =>
      sendExport(db, request, request.query, reply, "orders", (tx, member, locations) =>
        ordersTable(tx, member.workspaceId, locations, memberCan(member, "costs.view")),
      ),
  );

  app.get(
    "/w/:workspaceId/exports/counts",
    {
      config: { access: "stock.count", scope: "stock:read" },
      schema: schema("Stock counts, one row per line"),
    },
    (request, reply) =>
      sendExport(db, request, request.query, reply, "counts", (tx, member, locations) =>
        countsTable(tx, member.workspaceId, locations),
      ),
  );
};
