import { UnsupportedFileError } from "@larder/domain";
import { IMPORTS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
import type { JobRunner } from "../../jobs/queue";
import { IMPORT_MAX_BYTES, cancelImport, confirmImport, createImport, findImport } from "./service";
import { registerTableImportRoutes } from "./table-routes";

/** The kinds of upload the import takes, sent as the request body itself. */
const UPLOAD_TYPES = [
  "text/csv",
  "text/plain",
  "application/csv",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/octet-stream",
];

/**
 * Imports of items and opening stock (IMPORTS_API; and, through `table-routes`, of suppliers,
 * prices, par levels and opening invoices) from CSV or XLSX: upload, read and check in the
 * background, review the rows and their problems, then confirm (all valid rows, or none).
 */
export const importRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobRunner }> = async (
  app,
  { db, jobs },
) => {
  parseFileBodies(app, IMPORT_MAX_BYTES);

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
        createImport(tx, member, { fileName: request.query.fileName, bytes: body }),
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
      findImport(tx, member.workspaceId, request.params.importId),
    ),
  );

  serve(app, API.confirm, async (request) => {
    await withMember(db, request, (tx, member) =>
      confirmImport(tx, member, request.params.importId, request.body.skipInvalid),
    );
    jobs.kick();
    return null;
  });

  serve(app, API.cancel, (request) =>
    withMember(db, request, (tx, member) => cancelImport(tx, member, request.params.importId)),
  );

  registerTableImportRoutes(app, { db, jobs });
};
