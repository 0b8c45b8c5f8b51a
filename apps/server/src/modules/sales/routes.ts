import { UnsupportedFileError } from "@larder/domain";
import { SALES_API as API, SALES_IMPORT_LIMITS } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
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

const megabytes = SALES_IMPORT_LIMITS.fileBytes / (1024 * 1024);

/**
 * Sales from a POS (SALES_API): exports imported in the background (read, reviewed, posted),
 * POS names mapped to menu items once, tickets posted one at a time by an integration, the sales
 * kept, food cost and menu engineering.
 */
export const salesRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobRunner }> = async (
  app,
  { db, jobs },
) => {
  parseFileBodies(app, SALES_IMPORT_LIMITS.fileBytes);

  serve(
    app,
    API.upload,
    async (request) => {
      // A request without a body has none to read, whatever the declaration says.
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new UnsupportedFileError(
          "unsupported_file",
          "Upload the sales export as a CSV file or an Excel workbook (.xlsx), as the request body.",
        );
      const id = await withMember(db, request, (tx, member) =>
        createSalesImport(tx, member, { ...request.query, bytes: body }),
      );
      jobs.kick();
      return { id };
    },
    {
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
    },
  );

  serve(app, API.imports, (request) =>
    withMember(db, request, (tx, member) => listSalesImports(tx, member)),
  );

  serve(app, API.import, (request) =>
    withMember(db, request, (tx, member) =>
      findSalesImport(tx, member.workspaceId, request.params.salesImportId),
    ),
  );

  serve(app, API.setColumns, async (request) => {
    await withMember(db, request, (tx, member) =>
      setSalesMapping(tx, member, request.params.salesImportId, request.body.mapping),
    );
    jobs.kick();
    return null;
  });

  serve(app, API.post, async (request) => {
    await withMember(db, request, (tx, member) =>
      confirmSalesImport(tx, member, request.params.salesImportId),
    );
    jobs.kick();
    return null;
  });

  serve(app, API.cancel, (request) =>
    withMember(db, request, (tx, member) =>
      cancelSalesImport(tx, member, request.params.salesImportId),
    ),
  );

  serve(app, API.names, (request) =>
    withMember(db, request, (tx, member) =>
      listPosNames(tx, member.workspaceId, request.query.status),
    ),
  );

  serve(app, API.mapName, (request) =>
    withMember(db, request, (tx, member) => mapPosName(tx, member, request.body)),
  );

  serve(app, API.ticket, (request) =>
    withMember(db, request, (tx, member) => recordTicket(tx, member, request.body)),
  );

  serve(app, API.lines, (request) =>
    withMember(db, request, (tx, member) => listSales(tx, member, request.query)),
  );

  serve(app, API.foodCost, (request) =>
    withMember(db, request, (tx, member) => foodCost(tx, member, request.query)),
  );

  serve(app, API.engineering, (request) =>
    withMember(db, request, (tx, member) =>
      menuEngineering(tx, member, request.query, memberCan(member, "costs.view")),
    ),
  );
};
