import { z } from "zod";
import { apiRoute } from "./api";
import {
  creditApplySchema,
  creditCancelSchema,
  creditListQuerySchema,
  creditListSchema,
  creditMemoSchema,
  creditRequestSchema,
  creditSendSchema,
} from "./credits";
import { apiErrorSchema } from "./errors";

// Vendor credits (decision 0048): what suppliers owe back for deliveries that came short,
// damaged, refused or dearer than agreed, sent as a PDF by email, closed by the supplier's credit
// memo or cancelled with a reason.

const workspace = z.object({ workspaceId: z.string() });
const credit = workspace.extend({ creditId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
// The section the API documentation has always given these routes.
const tag = "Purchasing";
const read = { access: "suppliers.view", scope: "purchasing:read", tag } as const;

export const CREDITS_API = {
  list: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/credits",
    summary: "Credit requests, newest first",
    params: workspace,
    query: creditListQuerySchema,
    responses: { 200: creditListSchema },
  }),
  get: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/credits/:creditId",
    summary: "One credit request",
    params: credit,
    responses: { 200: creditRequestSchema },
  }),
  pdf: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/credits/:creditId/pdf",
    summary: "The credit request as the PDF a supplier receives",
    params: credit,
    file: true,
    responses: {},
  }),
  memoFile: apiRoute({
    access: "invoices.view",
    scope: "invoices:read",
    tag,
    method: "GET",
    path: "/api/w/:workspaceId/credits/:creditId/memo-file",
    summary: "The supplier's credit memo as it was uploaded, when it was read from a file",
    description:
      "Checked against the SHA-256 taken at upload, which is sent in `x-content-sha256`; a stored copy that no longer matches is refused (409).",
    params: credit,
    file: true,
    responses: { 404: apiErrorSchema, 409: apiErrorSchema },
  }),
  send: apiRoute({
    access: "orders.receive",
    scope: "purchasing:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/credits/:creditId/send",
    summary: "Email the credit request to the supplier as a PDF",
    params: credit,
    body: creditSendSchema,
    responses: { 200: creditRequestSchema, ...errors, 503: apiErrorSchema },
  }),
  memo: apiRoute({
    access: "invoices.edit",
    scope: "invoices:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/credits/:creditId/memo",
    summary: "Record the supplier's credit memo, closing the request",
    params: credit,
    body: creditMemoSchema,
    responses: { 200: creditRequestSchema, ...errors },
  }),
  cancel: apiRoute({
    access: "invoices.edit",
    scope: "invoices:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/credits/:creditId/cancel",
    summary: "Cancel a credit request the supplier does not owe, with the reason",
    params: credit,
    body: creditCancelSchema,
    responses: { 200: creditRequestSchema, ...errors },
  }),
  apply: apiRoute({
    access: "invoices.pay",
    scope: "invoices:write",
    tag,
    method: "POST",
    path: "/api/w/:workspaceId/credits/:creditId/apply",
    summary: "Apply what is left of a credited memo to one of the supplier's unpaid invoices",
    params: credit,
    body: creditApplySchema,
    responses: { 200: creditRequestSchema, ...errors },
  }),
};
