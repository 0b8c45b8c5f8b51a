import { z } from "zod";
import { apiRoute } from "./api";
import { creditRequestSchema, scannedCreditMemoSchema } from "./credits";
import { apiErrorSchema } from "./errors";
import { expenseInputSchema, expenseSchema } from "./expenses";
import { invoiceInputSchema, invoiceSchema } from "./invoices";
import {
  SCAN_LIMITS,
  scanQuerySchema,
  scanSchema,
  scansQuerySchema,
  scanSummarySchema,
  scanUploadQuerySchema,
} from "./scans";

// Documents Larder reads (decisions 0028, 0048): suppliers' invoices under /invoices/scans and
// expense receipts under /expenses/scans, each with the rights of its area, uploaded as the
// request body, read in the background, reviewed, then approved or discarded.

const workspace = z.object({ workspaceId: z.string() });
const invoiceScan = workspace.extend({ invoiceScanId: z.string() });
const expenseScan = workspace.extend({ expenseScanId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Reading documents";
const megabytes = SCAN_LIMITS.fileBytes / (1024 * 1024);
const uploadQuery = scanUploadQuerySchema.omit({ kind: true });
const listQuery = scansQuerySchema.omit({ kind: true });

/**
 * The routes every area's documents have, under `/api/w/:workspaceId/<area>/scans`: `id` names
 * a document's path parameter, `one` says what a document of the area is.
 */
function documentRoutes<
  const Area extends string,
  const Id extends string,
  Params extends z.ZodType,
>(
  area: Area,
  id: Id,
  params: Params,
  { one, view, edit }: { one: string; view: string; edit: string },
) {
  const base = `/api/w/:workspaceId/${area}/scans` as const;
  const read = { access: view, scope: "invoices:read", tag } as const;
  const write = { access: edit, scope: "invoices:write", tag } as const;
  return {
    upload: apiRoute({
      ...write,
      method: "POST",
      path: base,
      summary: `Upload ${one} to be read`,
      description: `Send the file itself as the body and its name in \`fileName\`. At most ${megabytes} MB and ${SCAN_LIMITS.pages} pages. It is checked by its bytes, kept as it came (with its SHA-256), and read in the background; the same file uploaded again is refused as a duplicate. Follow the document's \`status\` and \`pagesDone\` until it is \`ready\` for review.`,
      params: workspace,
      query: uploadQuery,
      upload: true,
      responses: {
        202: z.object({ id: z.uuid() }),
        ...errors,
        413: apiErrorSchema,
        415: apiErrorSchema,
        422: apiErrorSchema,
      },
    }),
    list: apiRoute({
      ...read,
      method: "GET",
      path: base,
      summary: `Documents read as ${area}: being read, waiting for review or failed (open), or approved and discarded (done)`,
      params: workspace,
      query: listQuery,
      responses: { 200: z.array(scanSummarySchema) },
    }),
    get: apiRoute({
      ...read,
      method: "GET",
      path: `${base}/:${id}`,
      summary:
        "A document: what was read from it, how sure Larder is, and what the review starts from",
      params,
      query: scanQuerySchema,
      responses: { 200: scanSchema, 404: apiErrorSchema },
    }),
    file: apiRoute({
      ...read,
      method: "GET",
      path: `${base}/:${id}/file`,
      summary: "The document as it was uploaded",
      description:
        "Checked against its SHA-256 (sent in `x-content-sha256`). Gone once a document that could not be read fails, or is discarded.",
      params,
      file: true,
      responses: { 404: apiErrorSchema, 409: apiErrorSchema },
    }),
    page: apiRoute({
      ...read,
      method: "GET",
      path: `${base}/:${id}/page`,
      summary: "A page of the document drawn small (WebP), for reading it beside its fields",
      params,
      query: z.object({
        n: z.coerce.number().int().min(0).max(SCAN_LIMITS.pages).default(0),
      }),
      file: true,
      responses: { 404: apiErrorSchema },
    }),
    discard: apiRoute({
      ...write,
      method: "POST",
      path: `${base}/:${id}/discard`,
      summary: "Put a document aside without approving it; its file is not kept",
      params,
      responses: { 204: z.null(), ...errors },
    }),
  };
}

const invoices = documentRoutes("invoices", "invoiceScanId", invoiceScan, {
  one: "a supplier's invoice",
  view: "invoices.view",
  edit: "invoices.edit",
});
const receipts = documentRoutes("expenses", "expenseScanId", expenseScan, {
  one: "an expense receipt",
  view: "expenses.view",
  edit: "expenses.edit",
});

export const SCANS_API = {
  uploadInvoice: invoices.upload,
  invoices: invoices.list,
  invoice: invoices.get,
  invoiceFile: invoices.file,
  invoicePage: invoices.page,
  discardInvoice: invoices.discard,
  approveInvoice: apiRoute({
    access: "invoices.edit",
    scope: "invoices:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/invoices/scans/:invoiceScanId/approve",
    summary: "Approve a read invoice as corrected: it is entered, and the reader learns",
    description:
      "In one transaction: the invoice is entered (payables, supplier prices and their history, the match against the orders it bills) with its file kept beside it. An invoice of the same supplier and number is refused (409). Each field corrected from what was read teaches Larder where this supplier writes it.",
    params: invoiceScan,
    body: invoiceInputSchema,
    responses: { 201: invoiceSchema, ...errors },
  }),
  approveCreditMemo: apiRoute({
    access: "invoices.edit",
    scope: "invoices:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/invoices/scans/:invoiceScanId/credit-memo",
    summary: "Approve a read document as the supplier's credit memo, closing a credit request",
    description:
      "In one transaction: the credit request is closed as credited with the memo's number, date and amount as corrected, and the file is kept beside it. A request already credited or cancelled is refused (409).",
    params: invoiceScan,
    body: scannedCreditMemoSchema,
    responses: { 200: creditRequestSchema, ...errors },
  }),
  uploadReceipt: receipts.upload,
  receipts: receipts.list,
  receipt: receipts.get,
  receiptFile: receipts.file,
  receiptPage: receipts.page,
  discardReceipt: receipts.discard,
  approveReceipt: apiRoute({
    access: "expenses.edit",
    scope: "invoices:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/expenses/scans/:expenseScanId/approve",
    summary: "Approve a read receipt as an expense, with the receipt kept beside it",
    params: expenseScan,
    body: expenseInputSchema,
    responses: { 201: expenseSchema, ...errors },
  }),
};
