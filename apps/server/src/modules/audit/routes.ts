import { PassThrough } from "node:stream";
import { AUDIT_AREA_LABELS, AUDIT_API, type AuditArea, type AuditFilter } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database, Executor } from "../../db/database";
import { withMember } from "../../http/access";
import { type Member } from "../../core/member";
import { serve } from "../../http/declared";
import { downloadHeaders, writeCsv, writeXlsx, type TableSource } from "../../lib/table-download";
import { recordExport } from "./change";
import { listAuditEvents, readAuditRows } from "./list";

const EXPORT_PAGE = 2000;

/** The log's events that pass `filter`, newest first, read 2,000 at a time. */
function auditTable(tx: Executor, member: Member, filter: AuditFilter): TableSource {
  return {
    name: "audit-log",
    header: [
      "Time (UTC)",
      "Area",
      "Action",
      "Summary",
      "Person",
      "IP",
      "Browser",
      "Location id",
      "Details",
    ],
    async *pages() {
      let before: string | undefined;
      for (;;) {
        const rows = await readAuditRows(tx, member, filter, { before, limit: EXPORT_PAGE });
        if (rows.length === 0) return;
        yield rows.map((row) => [
          row.exact_at,
          AUDIT_AREA_LABELS[row.area as AuditArea] ?? row.area,
          row.action,
          row.summary,
          row.actor_email ?? "",
          row.ip,
          row.user_agent,
          row.location_id ?? "",
          JSON.stringify(row.details),
        ]);
        if (rows.length < EXPORT_PAGE) return;
        const last = rows.at(-1)!;
        before = `${last.exact_at}~${last.id}`;
      }
    },
  };
}

/** The workspace's audit log, newest first, filtered, and its download, for owners. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, AUDIT_API.page, (request) =>
    withMember(db, request, (tx, member) => listAuditEvents(tx, member, request.query)),
  );
  serve(app, AUDIT_API.export, async (request, reply) => {
    const { format, ...filter } = request.query;
    // Logged (and committed) before the file starts, so a download is never missing from it.
    await withMember(db, request, (tx, member) =>
      recordExport(tx, member, {
        what: "the audit log",
        format,
        filters: filter,
        locationId: filter.locationId,
      }),
    );
    const out = new PassThrough();
    void withMember(db, request, async (tx, member) => {
      const table = auditTable(tx, member, filter);
      if (format === "csv") await writeCsv(table, out);
      else await writeXlsx(table, out);
      out.end();
    }).catch((error: unknown) => {
      request.log.error({ err: error }, "audit export failed");
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return downloadHeaders(reply, "audit-log", format).send(out);
  });
};
