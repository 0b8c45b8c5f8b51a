import { UnsupportedFileError } from "@larder/domain";
import {
  IMPORT_COLUMNS,
  IMPORTS_API,
  TABLE_IMPORTS_API,
  TABLE_IMPORT_COLUMNS,
  TABLE_IMPORT_KINDS,
  TABLE_IMPORT_PATHS,
} from "@larder/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { acceptFileBody } from "../../http/file-body";
import type { JobRunner } from "../../jobs/queue";
import { sendTable } from "../exports";
import { IMPORT_MAX_BYTES, cancelImport, confirmImport, createImport } from "./service";
import { findTableImport } from "./table-service";

const UPLOAD_TYPES = [
  "text/csv",
  "text/plain",
  "application/csv",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/octet-stream",
];

/**
 * Imports beyond items (suppliers, supplier items and prices, par levels, opening invoices;
 * TABLE_IMPORTS_API): for each, the same upload, check, review and confirm as items, under
 * `/imports/<kind>/`, with the permission its own screen needs; and a CSV template of each.
 */
export function registerTableImportRoutes(
  app: FastifyInstance,
  { db, jobs }: { db: Database; jobs: JobRunner },
): void {
  serve(app, IMPORTS_API.template, (_request, reply) =>
    sendTable(reply, "csv", { name: "items-template", header: [...IMPORT_COLUMNS], rows: [] }),
  );

  for (const kind of TABLE_IMPORT_KINDS) {
    const API = TABLE_IMPORTS_API[kind];

    serve(app, API.template, (_request, reply) =>
      sendTable(reply, "csv", {
        name: `${TABLE_IMPORT_PATHS[kind]}-template`,
        header: TABLE_IMPORT_COLUMNS[kind].map((column) => column.name),
        rows: [],
      }),
    );

    serve(
      app,
      API.upload,
      async (request) => {
        // A request without a body has none to read, whatever the declaration says.
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new UnsupportedFileError(
            "unsupported_file",
            "Upload a CSV file or an Excel workbook (.xlsx) as the request body.",
          );
        const id = await withMember(db, request, (tx, member) =>
          createImport(tx, member, { fileName: request.query.fileName, bytes: body }, kind),
        );
        jobs.kick();
        return { id };
      },
      {
        bodyLimit: IMPORT_MAX_BYTES,
        ...acceptFileBody({
          types: UPLOAD_TYPES,
          maxBytes: IMPORT_MAX_BYTES,
          what: "a CSV file or an Excel workbook (.xlsx)",
          tooLarge:
            "This file is larger than 5 MB; Larder imports files of at most 5 MB. Split it into smaller files.",
        }),
      },
    );

    serve(app, API.get, (request) =>
      withMember(db, request, (tx, member) =>
        findTableImport(tx, member.workspaceId, kind, request.params.importId),
      ),
    );

    serve(app, API.confirm, async (request) => {
      await withMember(db, request, (tx, member) =>
        confirmImport(tx, member, request.params.importId, request.body.skipInvalid, kind),
      );
      jobs.kick();
      return null;
    });

    serve(app, API.cancel, (request) =>
      withMember(db, request, (tx, member) =>
        cancelImport(tx, member, request.params.importId, kind),
      ),
    );
  }
}
