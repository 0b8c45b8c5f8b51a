import {
  apiErrorSchema,
  creditRequestSchema,
  expenseInputSchema,
  expenseSchema,
  invoiceInputSchema,
  invoiceSchema,
  SCAN_LIMITS,
  scanQuerySchema,
  scanSchema,
  scansQuerySchema,
  scanSummarySchema,
  scanUploadQuerySchema,
  scannedCreditMemoSchema,
  type ScanKind,
} from "@larder/contracts";
import { NotFoundError, type Permission, UnsupportedFileError } from "@larder/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database, Executor } from "../../db/database";
import { withMember } from "../../http/access";
import { type Member } from "../../core/member";
import { acceptFileBody, parseFileBodies } from "../../http/file-body";
import { workspaceParams } from "../../http/schemas";
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
const invoiceScanParams = workspaceParams.extend({ invoiceScanId: z.string() });
const expenseScanParams = workspaceParams.extend({ expenseScanId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const AREAS = {
  invoice: {
    one: "a supplier's invoice",
    area: "invoices",
    param: "invoiceScanId",
    params: invoiceScanParams,
    view: "invoices.view",
    edit: "invoices.edit",
  },
  expense: {
    one: "an expense receipt",
    area: "expenses",
    param: "expenseScanId",
    params: expenseScanParams,
    view: "expenses.view",
    edit: "expenses.edit",
  },
} as const satisfies Record<
  ScanKind,
  { view: Permission; edit: Permission; [key: string]: unknown }
>;

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
  const { one, area, view, edit, param } = AREAS[kind];
  // Either kind's schema: the id is read by its own name (idOf).
  const scanParams = AREAS[kind].params as typeof invoiceScanParams;
  const base = `/w/:workspaceId/${area}/scans`;
  const idOf = (params: unknown) => (params as Record<string, string>)[param]!;

  app.post(
    base,
    {
      config: { access: edit, scope: "invoices:write" },
      bodyLimit: SCAN_LIMITS.fileBytes,
      ...acceptFileBody({
        types: [...SCAN_LIMITS.accept, "image/jpg", "application/octet-stream"],
        maxBytes: SCAN_LIMITS.fileBytes,
        what: `${one} as a PDF or a photo or scan (JPEG, PNG, TIFF, WebP or HEIC)`,
        tooLarge: `This file is larger than ${megabytes} MB; Larder reads documents of at most ${megabytes} MB. Scan it at a lower resolution, or send the PDF the supplier emailed.`,
      }),
      schema: {
        summary: `Upload ${one} to be read`,
        description: `Send the file itself as the body and its name in \`fileName\`. At most ${megabytes} MB and ${SCAN_LIMITS.pages} pages. It is checked by its bytes, kept as it came (with its SHA-256), and read in the background; the same file uploaded again is refused as a duplicate. Follow the document's \`status\` and \`pagesDone\` until it is \`ready\` for review.`,
        params: workspaceParams,
        querystring: scanUploadQuerySchema.omit({ kind: true }),
        response: {
          202: z.object({ id: z.uuid() }),
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as unknown;
      if (!Buffer.isBuffer(body))
        throw new UnsupportedFileError("unsupported_file", `Upload ${one} as the request body.`);
      const id = await withMember(db, request, (tx, member) =>
        createScan(tx, member, { ...request.query, kind, bytes: body }),
      );
      jobs.kick();
      return reply.status(202).send({ id });
    },
  );

  app.get(
    base,
    {
      config: { access: view, scope: "invoices:read" },
      schema: {
        summary: `Documents read as ${area}: being read, waiting for review or failed (open), or approved and discarded (done)`,
        params: workspaceParams,
        querystring: scansQuerySchema.omit({ kind: true }),
        response: { 200: z.array(scanSummarySchema) },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listScans(tx, member, kind, request.query.state)),
  );

  app.get(
    `${base}/:${param}`,
    {
      config: { access: view, scope: "invoices:read" },
      schema: {
        summary:
          "A document: what was read from it, how sure Larder is, and what the review starts from",
        params: scanParams,
        querystring: scanQuerySchema,
        response: { 200: scanSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) =>
        findScan(
          tx,
          member,
          await ownScan(tx, member, kind, idOf(request.params)),
          request.query.supplierId ?? null,
        ),
      ),
  );

  app.get(
    `${base}/:${param}/file`,
    {
      config: { access: view, scope: "invoices:read" },
      schema: {
        summary: "The document as it was uploaded",
        description:
          "Checked against its SHA-256 (sent in `x-content-sha256`). Gone once a document that could not be read fails, or is discarded.",
        params: scanParams,
        response: { 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await withMember(db, request, async (tx, member) => {
        const row = await ownScan(tx, member, kind, idOf(request.params));
        return readDocument(tx, member.workspaceId, row.file_id);
      });
      if (!file) throw new NotFoundError("no_file", "This document's file is no longer kept.");
      return sendDocument(reply, file);
    },
  );

  app.get(
    `${base}/:${param}/page`,
    {
      config: { access: view, scope: "invoices:read" },
      schema: {
        summary: "A page of the document drawn small (WebP), for reading it beside its fields",
        params: scanParams,
        querystring: z.object({
          n: z.coerce.number().int().min(0).max(SCAN_LIMITS.pages).default(0),
        }),
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const image = await withMember(db, request, async (tx, member) => {
        const row = await ownScan(tx, member, kind, idOf(request.params));
        return pageImage(tx, member.workspaceId, row.file_id, request.query.n);
      });
      if (!image) throw new NotFoundError("no_page", "This document has no such page.");
      return sendPageImage(reply, image);
    },
  );

  app.post(
    `${base}/:${param}/discard`,
    {
      config: { access: edit, scope: "invoices:write" },
      schema: {
        summary: "Put a document aside without approving it; its file is not kept",
        params: scanParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, async (tx, member) => {
        await discardScan(tx, member, kind, idOf(request.params));
      });
      return reply.status(204).send(null);
    },
  );
}

/**
 * Documents Larder reads (decision 0028): suppliers' invoices under /invoices/scans, expense
 * receipts under /expenses/scans, each with the rights of its area. Uploads are read in the
 * background by the invoice reader; approving one enters it as an invoice or an expense.
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

  app.post(
    "/w/:workspaceId/invoices/scans/:invoiceScanId/approve",
    {
      config: { access: "invoices.edit", scope: "invoices:write" },
      schema: {
        summary: "Approve a read invoice as corrected: it is entered, and the reader learns",
        description:
          "In one transaction: the invoice is entered (payables, supplier prices and their history, the match against the orders it bills) with its file kept beside it. An invoice of the same supplier and number is refused (409). Each field corrected from what was read teaches Larder where this supplier writes it.",
        params: invoiceScanParams,
        body: invoiceInputSchema,
        response: { 201: invoiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await withMember(db, request, async (tx, member) => {
        const id = await approveInvoiceScan(tx, member, request.params.invoiceScanId, request.body);
        await requestInvoiceApproval(tx, member, id, { mailer, appUrl });
        return findInvoice(tx, member.workspaceId, id);
      });
      return reply.status(201).send(invoice);
    },
  );

  app.post(
    "/w/:workspaceId/invoices/scans/:invoiceScanId/credit-memo",
    {
      config: { access: "invoices.edit", scope: "invoices:write" },
      schema: {
        summary: "Approve a read document as the supplier's credit memo, closing a credit request",
        description:
          "In one transaction: the credit request is closed as credited with the memo's number, date and amount as corrected, and the file is kept beside it. A request already credited or cancelled is refused (409).",
        params: invoiceScanParams,
        body: scannedCreditMemoSchema,
        response: { 200: creditRequestSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        approveCreditMemoScan(tx, member, request.params.invoiceScanId, request.body),
      ),
  );

  app.post(
    "/w/:workspaceId/expenses/scans/:expenseScanId/approve",
    {
      config: { access: "expenses.edit", scope: "invoices:write" },
      schema: {
        summary: "Approve a read receipt as an expense, with the receipt kept beside it",
        params: expenseScanParams,
        body: expenseInputSchema,
        response: { 201: expenseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const expense = await withMember(db, request, async (tx, member) => {
        const id = await approveExpenseScan(tx, member, request.params.expenseScanId, request.body);
        return findExpense(tx, member, id);
      });
      return reply.status(201).send(expense);
    },
  );
};
