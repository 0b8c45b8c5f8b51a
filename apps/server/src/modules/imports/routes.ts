import { UnsupportedFileError } from "@larder/domain";
import { apiErrorSchema, importConfirmSchema, importJobSchema } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
import { workspaceParams } from "../../http/schemas";
import type { JobRunner } from "../../jobs/queue";
import { IMPORT_MAX_BYTES, cancelImport, confirmImport, createImport, findImport } from "./service";
import { registerTableImportRoutes } from "./table-routes";

const importParams = workspaceParams.extend({ importId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

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
 * Imports of items and opening stock (and, through `table-routes`, of suppliers, prices, par
 * levels and opening invoices) from CSV or XLSX: upload, read and check in the
 * background, review the rows and their problems, then confirm (all valid rows, or none).
 */
export const importRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobRunner }> = async (
  app,
  { db, jobs },
) => {
  parseFileBodies(app, IMPORT_MAX_BYTES);

  app.post(
    "/w/:workspaceId/imports",
    {
      config: { access: "items.edit", scope: "stock:write" },
      bodyLimit: IMPORT_MAX_BYTES,
      ...acceptFileBody({
        types: UPLOAD_TYPES,
        maxBytes: IMPORT_MAX_BYTES,
        what: "a CSV file or an Excel workbook (.xlsx)",
        tooLarge:
          "This file is larger than 5 MB; Larder imports files of at most 5 MB. Split it into smaller files.",
      }),
      schema: {
        summary: "Upload a CSV or XLSX file of items and opening stock to check",
        description:
          "Send the file itself as the body (Content-Type text/csv or the .xlsx type), its name in `fileName`. At most 5 MB; reading stops at 100,000 rows, 2,000,000 cells, 32,767 characters in a cell, 20 million characters in all, or a workbook that unzips to more than 100 MB, and the import then fails with the limit named.",
        params: workspaceParams,
        querystring: z.object({
          fileName: z.string().trim().min(1).max(200).default("upload"),
        }),
        response: {
          202: z.object({ id: z.uuid() }),
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as unknown;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new UnsupportedFileError(
          "unsupported_file",
          "Upload a CSV file or an Excel workbook (.xlsx) as the request body.",
        );
      const id = await withMember(db, request, (tx, member) =>
        createImport(tx, member, { fileName: request.query.fileName, bytes: body }),
      );
      jobs.kick();
      return reply.status(202).send({ id });
    },
  );

  app.get(
    "/w/:workspaceId/imports/:importId",
    {
      config: { access: "items.edit", scope: "stock:read" },
      schema: {
        summary: "An import: how far it has got, its rows and the problems found",
        params: importParams,
        response: { 200: importJobSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        findImport(tx, member.workspaceId, request.params.importId),
      ),
  );

  app.post(
    "/w/:workspaceId/imports/:importId/confirm",
    {
      config: { access: "items.edit", scope: "stock:write" },
      schema: {
        summary: "Write a checked import: every valid row, or nothing",
        params: importParams,
        body: importConfirmSchema,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        confirmImport(tx, member, request.params.importId, request.body.skipInvalid),
      );
      jobs.kick();
      return reply.status(202).send(null);
    },
  );

  app.post(
    "/w/:workspaceId/imports/:importId/cancel",
    {
      config: { access: "items.edit", scope: "stock:write" },
      schema: {
        summary: "Cancel an import that has not been written",
        params: importParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        cancelImport(tx, member, request.params.importId),
      );
      return reply.status(204).send(null);
    },
  );

  registerTableImportRoutes(app, { db, jobs });
};
