import { SCAN_LIMITS, SCANS_API as API, type ScanKind } from "@larder/contracts";
import { NotFoundError, UnsupportedFileError } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database, Executor } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { type Member } from "../../core/member";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
import type { JobRunner } from "../../jobs/queue";
import { pageImage, readDocument, sendDocument, sendPageImage } from "../documents";
import { findExpense } from "../expenses";
import { findInvoice, requestInvoiceApproval } from "../invoices";
import type { Mailer } from "../../mail/mailer";
import {
  approveCreditMemoScan,
  approveExpenseScan,
  approveInvoiceScan,
  discardScan,
} from "./approve";
import { findScan, listScans, scanRow } from "./present";
import { createScan } from "./uploads";

const megabytes = SCAN_LIMITS.fileBytes / (1024 * 1024);

/** Each kind of document: what it is, in words, the name of its id, and its declared routes. */
const AREAS = {
  invoice: {
    one: "a supplier's invoice",
    param: "invoiceScanId",
    routes: {
      upload: API.uploadInvoice,
      list: API.invoices,
      get: API.invoice,
      file: API.invoiceFile,
      page: API.invoicePage,
      discard: API.discardInvoice,
    },
  },
  expense: {
    one: "an expense receipt",
    param: "expenseScanId",
    routes: {
      upload: API.uploadReceipt,
      list: API.receipts,
      get: API.receipt,
      file: API.receiptFile,
      page: API.receiptPage,
      discard: API.discardReceipt,
    },
  },
} as const satisfies Record<ScanKind, unknown>;

/** The stored scan; the access checks found it, of this kind (http/object-params.ts). */
async function ownScan(tx: Executor, member: Member, kind: ScanKind, scanId: string) {
  const row = await scanRow(tx, member, kind, scanId);
  if (!row) throw new NotFoundError("not_found", "This document does not exist in this workspace.");
  return row;
}

function registerScanRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  db: Database,
  jobs: JobRunner,
  kind: ScanKind,
) {
  const { one, param } = AREAS[kind];
  // Either kind's routes: they differ only in the name of the document's id, read by idOf.
  const routes = AREAS[kind].routes as typeof AREAS.invoice.routes;
  const idOf = (params: unknown) => (params as Record<string, string>)[param]!;

  serve(
    app,
    routes.upload,
    async (request) => {
      // A JSON body is parsed as JSON (parseFileBodies), not taken as the file.
      const body = request.body as unknown;
      if (!Buffer.isBuffer(body))
        throw new UnsupportedFileError("unsupported_file", `Upload ${one} as the request body.`);
      const id = await withMember(db, request, (tx, member) =>
        createScan(tx, member, { ...request.query, kind, bytes: body }),
      );
      jobs.kick();
      return { id };
    },
    {
      bodyLimit: SCAN_LIMITS.fileBytes,
      ...acceptFileBody({
        types: [...SCAN_LIMITS.accept, "image/jpg", "application/octet-stream"],
        maxBytes: SCAN_LIMITS.fileBytes,
        what: `${one} as a PDF or a photo or scan (JPEG, PNG, TIFF, WebP or HEIC)`,
        tooLarge: `This file is larger than ${megabytes} MB; Larder reads documents of at most ${megabytes} MB. Scan it at a lower resolution, or send the PDF the supplier emailed.`,
      }),
    },
  );

  serve(app, routes.list, (request) =>
    withMember(db, request, (tx, member) => listScans(tx, member, kind, request.query.state)),
  );

  serve(app, routes.get, (request) =>
    withMember(db, request, async (tx, member) =>
      findScan(
        tx,
        member,
        await ownScan(tx, member, kind, idOf(request.params)),
        request.query.supplierId ?? null,
      ),
    ),
  );

  serve(app, routes.file, async (request, reply) => {
    const file = await withMember(db, request, async (tx, member) => {
      const row = await ownScan(tx, member, kind, idOf(request.params));
      return readDocument(tx, member.workspaceId, row.file_id);
    });
    if (!file) throw new NotFoundError("no_file", "This document's file is no longer kept.");
    return sendDocument(reply, file);
  });

  serve(app, routes.page, async (request, reply) => {
    const image = await withMember(db, request, async (tx, member) => {
      const row = await ownScan(tx, member, kind, idOf(request.params));
      return pageImage(tx, member.workspaceId, row.file_id, request.query.n);
    });
    if (!image) throw new NotFoundError("no_page", "This document has no such page.");
    return sendPageImage(reply, image);
  });

  serve(app, routes.discard, (request) =>
    withMember(db, request, (tx, member) => discardScan(tx, member, kind, idOf(request.params))),
  );
}

/**
 * Documents Larder reads (decision 0028): suppliers' invoices under /invoices/scans, expense
 * receipts under /expenses/scans, each with the rights of its area (SCANS_API). Uploads are read
 * in the background by the invoice reader; approving one enters it as an invoice or an expense.
 */
export const scanRoutes: FastifyPluginAsyncZod<{
  db: Database;
  jobs: JobRunner;
  mailer: Mailer;
  appUrl: string;
}> = async (app, { db, jobs, mailer, appUrl }) => {
  parseFileBodies(app, SCAN_LIMITS.fileBytes);
  registerScanRoutes(app, db, jobs, "invoice");
  registerScanRoutes(app, db, jobs, "expense");

  serve(app, API.approveInvoice, (request) =>
    withMember(db, request, async (tx, member) => {
      const id = await approveInvoiceScan(tx, member, request.params.invoiceScanId, request.body);
      await requestInvoiceApproval(tx, member, id, { mailer, appUrl });
      return findInvoice(tx, member.workspaceId, id);
    }),
  );

  serve(app, API.approveCreditMemo, (request) =>
    withMember(db, request, (tx, member) =>
      approveCreditMemoScan(tx, member, request.params.invoiceScanId, request.body),
    ),
  );

  serve(app, API.approveReceipt, (request) =>
    withMember(db, request, async (tx, member) => {
      const id = await approveExpenseScan(tx, member, request.params.expenseScanId, request.body);
      return findExpense(tx, member, id);
    }),
  );
};
