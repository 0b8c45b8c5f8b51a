import { UnsupportedFileError } from "@larder/domain";
import {
  apiErrorSchema,
  foodCostQuerySchema,
  foodCostSchema,
  menuEngineeringQuerySchema,
  menuEngineeringSchema,
  posNameInputSchema,
  posNameSchema,
  posNamesQuerySchema,
  SALES_IMPORT_LIMITS,
  saleTicketInputSchema,
  saleTicketResultSchema,
  salesImportQuerySchema,
  salesImportSchema,
  salesImportUpdateSchema,
  salesPageSchema,
  salesQuerySchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
import { workspaceParams } from "../../http/schemas";
import type { JobRunner } from "../../jobs/queue";
import { menuEngineering } from "./engineering";
import {
  cancelSalesImport,
  confirmSalesImport,
  createSalesImport,
  findSalesImport,
  listSalesImports,
  setSalesMapping,
} from "./imports";
import { listPosNames, mapPosName } from "./names";
import { foodCost, listSales } from "./reads";
import { recordTicket } from "./tickets";
import { memberCan } from "../../core/member";

const importParams = workspaceParams.extend({ salesImportId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const megabytes = SALES_IMPORT_LIMITS.fileBytes / (1024 * 1024);

/**
 * Sales from a POS: exports imported in the background (read, reviewed, posted), POS names
 * mapped to menu items once, tickets posted one at a time by an integration, the sales kept, food
 * cost and menu engineering.
 */
export const salesRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobRunner }> = async (
  app,
  { db, jobs },
) => {
  parseFileBodies(app, SALES_IMPORT_LIMITS.fileBytes);

  app.post(
    "/w/:workspaceId/sales/imports",
    {
      config: { access: "sales.import", scope: "sales:write" },
      bodyLimit: SALES_IMPORT_LIMITS.fileBytes,
      ...acceptFileBody({
        types: [
          "text/csv",
          "application/csv",
          "application/vnd.ms-excel",
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "application/octet-stream",
        ],
        maxBytes: SALES_IMPORT_LIMITS.fileBytes,
        what: "a CSV file or an Excel workbook (.xlsx) exported from your POS",
        tooLarge: `This file is larger than ${megabytes} MB; Larder imports sales files of at most ${megabytes} MB. Export fewer days at a time.`,
      }),
      schema: {
        summary: "Upload a sales export (Square, Toast, Lightspeed, Clover or any CSV/XLSX)",
        description: `Send the file itself as the body, its name in \`fileName\` and the location its sales belong to in \`locationId\` (lines of a file with a location column go to the location of that name). At most ${megabytes} MB and 200,000 rows. Larder recognises the POS by the header, reads and checks the file in the background, and waits for it to be posted. The same file uploaded again is refused; lines of another file that were imported before are skipped.`,
        params: workspaceParams,
        querystring: salesImportQuerySchema,
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
          "Upload the sales export as a CSV file or an Excel workbook (.xlsx), as the request body.",
        );
      const id = await withMember(db, request, (tx, member) =>
        createSalesImport(tx, member, { ...request.query, bytes: body }),
      );
      jobs.kick();
      return reply.status(202).send({ id });
    },
  );

  app.get(
    "/w/:workspaceId/sales/imports",
    {
      config: { access: "sales.view", scope: "sales:read" },
      schema: {
        summary: "The latest sales imports",
        params: workspaceParams,
        response: { 200: z.array(salesImportSchema) },
      },
    },
    async (request) => withMember(db, request, (tx, member) => listSalesImports(tx, member)),
  );

  app.get(
    "/w/:workspaceId/sales/imports/:salesImportId",
    {
      config: { access: "sales.view", scope: "sales:read" },
      schema: {
        summary: "A sales import: its progress, what was read, its problems and unmapped names",
        params: importParams,
        response: { 200: salesImportSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        findSalesImport(tx, member.workspaceId, request.params.salesImportId),
      ),
  );

  app.patch(
    "/w/:workspaceId/sales/imports/:salesImportId",
    {
      config: { access: "sales.import", scope: "sales:write" },
      schema: {
        summary: "Choose which column holds what, and read the file again",
        description: "The columns are remembered for the next file with the same header.",
        params: importParams,
        body: salesImportUpdateSchema,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        setSalesMapping(tx, member, request.params.salesImportId, request.body.mapping),
      );
      jobs.kick();
      return reply.status(202).send(null);
    },
  );

  app.post(
    "/w/:workspaceId/sales/imports/:salesImportId/post",
    {
      config: { access: "sales.import", scope: "sales:write" },
      schema: {
        summary: "Post a checked import: its new lines, and their ingredients taken from stock",
        description:
          "In one transaction, in the background. Rows with problems are left out; lines with a POS name no menu item answers to are kept and taken from stock once the name is mapped.",
        params: importParams,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        confirmSalesImport(tx, member, request.params.salesImportId),
      );
      jobs.kick();
      return reply.status(202).send(null);
    },
  );

  app.post(
    "/w/:workspaceId/sales/imports/:salesImportId/cancel",
    {
      config: { access: "sales.import", scope: "sales:write" },
      schema: {
        summary: "Cancel an import that has not been posted",
        params: importParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        cancelSalesImport(tx, member, request.params.salesImportId),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/w/:workspaceId/sales/names",
    {
      config: { access: "sales.view", scope: "sales:read" },
      schema: {
        summary: "POS item names and the menu items they are",
        params: workspaceParams,
        querystring: posNamesQuerySchema,
        response: { 200: z.array(posNameSchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        listPosNames(tx, member.workspaceId, request.query.status),
      ),
  );

  app.put(
    "/w/:workspaceId/sales/names",
    {
      config: { access: "sales.import", scope: "sales:write" },
      schema: {
        summary: "Say which menu item a POS name is (or that it is not food)",
        description:
          "Remembered for every later import and ticket. Sales waiting under the name take their ingredients from stock now.",
        params: workspaceParams,
        body: posNameInputSchema,
        response: {
          200: z.object({
            depleted: z.number().int(),
            movements: z.number().int(),
            unmeasurable: z.array(z.string()),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => mapPosName(tx, member, request.body)),
  );

  app.post(
    "/w/:workspaceId/sales/tickets",
    {
      config: { access: "sales.import", scope: "sales:write" },
      schema: {
        summary: "Record one ticket from a POS integration",
        description:
          "Each line's ingredients are taken from stock through its menu item's recipes. Sending the same ticket again (same location, ticket number and lines) adds nothing, so a retry is safe. Names no menu item answers to are kept and listed for mapping.",
        params: workspaceParams,
        body: saleTicketInputSchema,
        response: { 201: saleTicketResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await withMember(db, request, (tx, member) =>
        recordTicket(tx, member, request.body),
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    "/w/:workspaceId/sales",
    {
      config: { access: "sales.view", scope: "sales:read" },
      schema: {
        summary: "Sale lines, newest first, with their totals",
        params: workspaceParams,
        querystring: salesQuerySchema,
        response: { 200: salesPageSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listSales(tx, member, request.query)),
  );

  app.get(
    "/w/:workspaceId/sales/food-cost",
    {
      config: { access: "sales.view", scope: "sales:read" },
      schema: {
        summary: "Food cost %: what sold plates' ingredients cost, over their net sales",
        params: workspaceParams,
        querystring: foodCostQuerySchema,
        response: { 200: foodCostSchema },
      },
    },
    async (request) => withMember(db, request, (tx, member) => foodCost(tx, member, request.query)),
  );

  app.get(
    "/w/:workspaceId/menu/engineering",
    {
      config: { access: "sales.view", scope: "sales:read" },
      schema: {
        summary: "Menu engineering: popularity and margin of each menu item over a period",
        params: workspaceParams,
        querystring: menuEngineeringQuerySchema,
        response: { 200: menuEngineeringSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        menuEngineering(tx, member, request.query, memberCan(member, "costs.view")),
      ),
  );
};
