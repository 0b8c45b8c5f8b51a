import { UnsupportedFileError } from "@larder/domain";
import {
  IMPORT_COLUMNS,
  TABLE_IMPORT_COLUMNS,
  TABLE_IMPORT_KINDS,
  TABLE_IMPORT_PATHS,
  apiErrorSchema,
  importConfirmSchema,
  tableImportJobSchema,
} from "@larder/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { acceptFileBody } from "../../http/file-body";
import { workspaceParams } from "../../http/schemas";
import type { JobRunner } from "../../jobs/queue";
import { sendTable } from "../exports";
import { TABLE_IMPORTS } from "./kinds/registry";
import { IMPORT_MAX_BYTES, cancelImport, confirmImport, createImport } from "./service";
import { findTableImport } from "./table-service";

const importParams = workspaceParams.extend({ importId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const UPLOAD_TYPES = [
  "text/csv",
  "text/plain",
  "application/csv",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/octet-stream",
];

const templateQuery = z.object({});

/**
 * Imports beyond items (suppliers, supplier items and prices, par levels, opening invoices):
 * for each, the same upload, check, review and confirm as items, under
 * `/imports/<kind>/`, with the permission its own screen needs; and a CSV template of each.
 */
export function registerTableImportRoutes(
  app: FastifyInstance,
  { db, jobs }: { db: Database; jobs: JobRunner },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/w/:workspaceId/imports/items/template",
    {
      config: { access: "items.edit", scope: "stock:read" },
      schema: {
        summary: "A CSV template for importing items: the header row only",
        params: workspaceParams,
        querystring: templateQuery,
      },
    },
    (_request, reply) =>
      sendTable(reply, "csv", { name: "items-template", header: [...IMPORT_COLUMNS], rows: [] }),
  );

  for (const kind of TABLE_IMPORT_KINDS) {
    const path = `/w/:workspaceId/imports/${TABLE_IMPORT_PATHS[kind]}`;
    const { permission: access, what, scopes } = TABLE_IMPORTS[kind];

    typed.get(
      `${path}/template`,
      {
        config: { access, scope: scopes.read },
        schema: {
          summary: `A CSV template for importing ${what}: the header row only`,
          params: workspaceParams,
          querystring: templateQuery,
        },
      },
      (_request, reply) =>
        sendTable(reply, "csv", {
          name: `${TABLE_IMPORT_PATHS[kind]}-template`,
          header: TABLE_IMPORT_COLUMNS[kind].map((column) => column.name),
          rows: [],
        }),
    );

    typed.post(
      path,
      {
        config: { access, scope: scopes.write },
        bodyLimit: IMPORT_MAX_BYTES,
        ...acceptFileBody({
          types: UPLOAD_TYPES,
          maxBytes: IMPORT_MAX_BYTES,
          what: "a CSV file or an Excel workbook (.xlsx)",
          tooLarge:
            "This file is larger than 5 MB; Larder imports files of at most 5 MB. Split it into smaller files.",
        }),
        schema: {
          summary: `Upload a CSV or XLSX file of ${what} to check`,
          description:
            "Send the file itself as the body (Content-Type text/csv or the .xlsx type), its name in `fileName`. Read with the same limits as the items import; nothing is written until the import is confirmed.",
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
          createImport(tx, member, { fileName: request.query.fileName, bytes: body }, kind),
        );
        jobs.kick();
        return reply.status(202).send({ id });
      },
    );

    typed.get(
      `${path}/:importId`,
      {
        config: { access, scope: scopes.read },
        schema: {
          summary: `An import of ${what}: how far it has got, what it would do and the problems found`,
          params: importParams,
          response: { 200: tableImportJobSchema, 409: apiErrorSchema },
        },
      },
      async (request) =>
        withMember(db, request, (tx, member) =>
          findTableImport(tx, member.workspaceId, kind, request.params.importId),
        ),
    );

    typed.post(
      `${path}/:importId/confirm`,
      {
        config: { access, scope: scopes.write },
        schema: {
          summary: `Write a checked import of ${what}: every valid row, or nothing`,
          params: importParams,
          body: importConfirmSchema,
          response: { 202: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await withMember(db, request, (tx, member) =>
          confirmImport(tx, member, request.params.importId, request.body.skipInvalid, kind),
        );
        jobs.kick();
        return reply.status(202).send(null);
      },
    );

    typed.post(
      `${path}/:importId/cancel`,
      {
        config: { access, scope: scopes.write },
        schema: {
          summary: `Cancel an import of ${what} that has not been written`,
          params: importParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await withMember(db, request, (tx, member) =>
          cancelImport(tx, member, request.params.importId, kind),
        );
        return reply.status(204).send(null);
      },
    );
  }
}
