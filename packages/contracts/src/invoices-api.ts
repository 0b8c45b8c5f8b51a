import { z } from "zod";
import { lineCategoryInputSchema } from "./accounting";
import { apiRoute } from "./api";
import { approvalDecisionSchema, approvalRejectionSchema } from "./approvals";
import { creditRequestSchema } from "./credits";
import { apiErrorSchema } from "./errors";
import {
  accountingExportQuerySchema,
  invoiceInputSchema,
  invoiceSchema,
  monthlySavingsSchema,
  payablesSchema,
  paymentInputSchema,
  purchasesQuerySchema,
  purchasesSchema,
} from "./invoices";

// Suppliers' invoices (decision 0048): entered, approved along their chain, coded, paid; Purchases
// by Supplier, accounts payable, the exports for the accountant, and the month's savings.

const workspace = z.object({ workspaceId: z.string() });
const invoice = workspace.extend({ invoiceId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Invoices and payables";
const read = { access: "invoices.view", scope: "invoices:read", tag } as const;
const edit = { access: "invoices.edit", scope: "invoices:write", tag } as const;
const pay = { access: "invoices.pay", scope: "invoices:write", tag } as const;

export const INVOICES_API = {
  purchases: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/purchases",
    summary: "Purchases by Supplier: spend, shares and the chosen supplier's invoices",
    params: workspace,
    query: purchasesQuerySchema,
    responses: { 200: purchasesSchema },
  }),
  purchasesExport: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/purchases/export",
    summary: "The invoices of the Purchases filters, as CSV or XLSX",
    params: workspace,
    query: purchasesQuerySchema.extend({
      format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
    }),
    file: true,
    responses: {},
  }),
  create: apiRoute({
    ...edit,
    method: "POST",
    path: "/api/w/:workspaceId/invoices",
    summary: "Enter a supplier's invoice",
    params: workspace,
    body: invoiceInputSchema,
    responses: { 201: invoiceSchema, ...errors },
  }),
  get: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/invoices/:invoiceId",
    summary: "An invoice with its lines, payments and what differs from the orders",
    params: invoice,
    responses: { 200: invoiceSchema },
  }),
  approve: apiRoute({
    ...pay,
    method: "POST",
    path: "/api/w/:workspaceId/invoices/:invoiceId/approve",
    summary: "Approve an invoice at your turn in its chain",
    params: invoice,
    body: approvalDecisionSchema.optional(),
    responses: { 200: invoiceSchema, ...errors },
  }),
  reject: apiRoute({
    ...pay,
    method: "POST",
    path: "/api/w/:workspaceId/invoices/:invoiceId/reject",
    summary: "Reject an invoice at your turn in its chain, saying why",
    params: invoice,
    body: approvalRejectionSchema,
    responses: { 200: invoiceSchema, ...errors },
  }),
  codeLine: apiRoute({
    ...edit,
    method: "PATCH",
    path: "/api/w/:workspaceId/invoices/:invoiceId/lines/:invoiceLineId",
    summary: "Code an invoice line to an accounting category, remembered for the supplier",
    params: invoice.extend({ invoiceLineId: z.string() }),
    body: lineCategoryInputSchema,
    responses: { 200: invoiceSchema, ...errors },
  }),
  file: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/invoices/:invoiceId/file",
    summary: "The invoice's file, as it was uploaded",
    description:
      "Checked against the SHA-256 taken at upload, which is sent in `x-content-sha256`; a stored copy that no longer matches is refused (409).",
    params: invoice,
    file: true,
    responses: { 404: apiErrorSchema, 409: apiErrorSchema },
  }),
  addPayment: apiRoute({
    ...pay,
    method: "POST",
    path: "/api/w/:workspaceId/invoices/:invoiceId/payments",
    summary: "Record a payment, in full or in part",
    params: invoice,
    body: paymentInputSchema,
    responses: { 201: invoiceSchema, ...errors },
  }),
  removePayment: apiRoute({
    ...pay,
    method: "DELETE",
    path: "/api/w/:workspaceId/invoices/:invoiceId/payments/:paymentId",
    summary: "Remove a payment recorded by mistake",
    params: invoice.extend({ paymentId: z.string() }),
    responses: { 200: invoiceSchema, ...errors },
  }),
  payables: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/payables",
    summary: "Unpaid invoices by due date, with aging buckets and totals per supplier",
    params: workspace,
    responses: { 200: payablesSchema },
  }),
  raiseCredit: apiRoute({
    ...edit,
    method: "POST",
    path: "/api/w/:workspaceId/invoices/:invoiceId/credit",
    summary:
      "Raise the credit the three-way match proposes: what the invoice bills beyond what came",
    params: invoice,
    responses: { 201: creditRequestSchema, ...errors },
  }),
  accountingExport: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/accounting/export",
    summary: "Bills, payments or expenses as CSV for QuickBooks Online or Xero",
    params: workspace,
    query: accountingExportQuerySchema,
    file: true,
    responses: {},
  }),
  savings: apiRoute({
    access: "costs.view",
    scope: "costs:read",
    // The section the API documentation has always given this route.
    tag: "Invoices and payables",
    method: "GET",
    path: "/api/w/:workspaceId/savings",
    summary: "What the last 30 days saved on purchases and waste, and how it is counted",
    params: workspace,
    query: z.object({ locationId: z.uuid().optional() }),
    responses: { 200: monthlySavingsSchema, 404: apiErrorSchema },
  }),
};
