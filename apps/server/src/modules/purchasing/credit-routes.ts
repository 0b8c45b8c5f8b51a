import {
  apiErrorSchema,
  creditApplySchema,
  creditCancelSchema,
  creditListQuerySchema,
  creditListSchema,
  creditMemoSchema,
  creditRequestSchema,
  creditSendSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { NotFoundError } from "@larder/domain";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import type { Mailer } from "../../mail/mailer";
import { readDocument, sendDocument } from "../documents";
import { findCredit, listCredits } from "./credit-reads";
import { applyCredit, cancelCredit, recordCreditMemo } from "./credits";
import { creditDocument, sendCredit } from "./credit-send";

const creditParams = workspaceParams.extend({ creditId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Vendor credits: what suppliers owe back for deliveries that came short, damaged, refused or
 * dearer than agreed. Raised by receiving; sent as a PDF by email; closed by the supplier's
 * credit memo or cancelled with a reason.
 */
export const creditRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  app.get(
    "/w/:workspaceId/credits",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "Credit requests, newest first",
        params: workspaceParams,
        querystring: creditListQuerySchema,
        response: { 200: creditListSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listCredits(tx, member, request.query)),
  );

  app.get(
    "/w/:workspaceId/credits/:creditId",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "One credit request",
        params: creditParams,
        response: { 200: creditRequestSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => findCredit(tx, member, request.params.creditId)),
  );

  app.get(
    "/w/:workspaceId/credits/:creditId/pdf",
    {
      config: { access: "suppliers.view", scope: "purchasing:read" },
      schema: {
        summary: "The credit request as the PDF a supplier receives",
        params: creditParams,
      },
    },
    async (request, reply) => {
      const { credit, pdf } = await withMember(db, request, (tx, member) =>
        creditDocument(tx, member, request.params.creditId),
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="${credit.number}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    "/w/:workspaceId/credits/:creditId/memo-file",
    {
      config: { access: "invoices.view", scope: "invoices:read" },
      schema: {
        summary: "The supplier's credit memo as it was uploaded, when it was read from a file",
        description:
          "Checked against the SHA-256 taken at upload, which is sent in `x-content-sha256`; a stored copy that no longer matches is refused (409).",
        params: creditParams,
        response: { 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await withMember(db, request, async (tx, member) => {
        const credit = await findCredit(tx, member, request.params.creditId);
        return credit.memoFileId ? readDocument(tx, member.workspaceId, credit.memoFileId) : null;
      });
      if (!file)
        throw new NotFoundError(
          "no_file",
          "This credit memo was typed in: there is no file kept for it.",
        );
      return sendDocument(reply, file);
    },
  );

  app.post(
    "/w/:workspaceId/credits/:creditId/send",
    {
      config: { access: "orders.receive", scope: "purchasing:write" },
      schema: {
        summary: "Email the credit request to the supplier as a PDF",
        params: creditParams,
        body: creditSendSchema,
        response: { 200: creditRequestSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        sendCredit(tx, member, mailer, request.params.creditId, request.body),
      ),
  );

  app.post(
    "/w/:workspaceId/credits/:creditId/memo",
    {
      config: { access: "invoices.edit", scope: "invoices:write" },
      schema: {
        summary: "Record the supplier's credit memo, closing the request",
        params: creditParams,
        body: creditMemoSchema,
        response: { 200: creditRequestSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        recordCreditMemo(tx, member, request.params.creditId, request.body),
      ),
  );

  app.post(
    "/w/:workspaceId/credits/:creditId/cancel",
    {
      config: { access: "invoices.edit", scope: "invoices:write" },
      schema: {
        summary: "Cancel a credit request the supplier does not owe, with the reason",
        params: creditParams,
        body: creditCancelSchema,
        response: { 200: creditRequestSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        cancelCredit(tx, member, request.params.creditId, request.body),
      ),
  );

  app.post(
    "/w/:workspaceId/credits/:creditId/apply",
    {
      config: { access: "invoices.pay", scope: "invoices:write" },
      schema: {
        summary: "Apply what is left of a credited memo to one of the supplier's unpaid invoices",
        params: creditParams,
        body: creditApplySchema,
        response: { 200: creditRequestSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        applyCredit(tx, member, request.params.creditId, request.body),
      ),
  );
};
