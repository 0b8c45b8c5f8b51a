import {
  accountingExportQuerySchema,
  apiErrorSchema,
  approvalDecisionSchema,
  approvalRejectionSchema,
  creditRequestSchema,
  invoiceInputSchema,
  invoiceSchema,
  lineCategoryInputSchema,
  monthlySavingsSchema,
  payablesSchema,
  paymentInputSchema,
  purchasesQuerySchema,
  purchasesSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { recordExport } from "../audit";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { readDocument, sendDocument } from "../documents";
import { ledgerAccountOf } from "../accounting";
import { expensesAccountingCsv } from "../expenses";
import { sendTable } from "../exports";
import { workspaceToday } from "../locations";
import { accountingCsv } from "./accounting";
import { codeInvoiceLine } from "./coding";
import { decideInvoice, requestInvoiceApproval } from "./approval";
import type { Mailer } from "../../mail/mailer";
import { invoiceLines } from "./match";
import { raiseProposedCredit } from "./proposed-credit";
import { payables } from "./payables";
import { filteredInvoices, purchasesBySupplier } from "./purchases";
import { monthlySavingsOf } from "./savings";
import { addPayment, removePayment } from "./payments";
import { createInvoice, findInvoice } from "./service";
import { NotAllowedError, NotFoundError } from "@larder/domain";
import { memberCan } from "../../core/member";

const invoiceParams = workspaceParams.extend({ invoiceId: z.string() });
const paymentParams = invoiceParams.extend({ paymentId: z.string() });
const lineParams = invoiceParams.extend({ invoiceLineId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Invoices (bills) and payments, Purchases by Supplier, accounts payable, accounting exports. */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: Mailer;
  appUrl: string;
}> = async (app, { db, mailer, appUrl }) => {
  const mail = { mailer, appUrl };
  app.get(
    "/w/:workspaceId/purchases",
    {
      config: { access: "invoices.view", scope: "invoices:read" },
      schema: {
        summary: "Purchases by Supplier: spend, shares and the chosen supplier's invoices",
        params: workspaceParams,
        querystring: purchasesQuerySchema,
        response: { 200: purchasesSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => purchasesBySupplier(tx, member, request.query)),
  );

  app.get(
    "/w/:workspaceId/purchases/export",
    {
      config: { access: "invoices.view", scope: "invoices:read" },
      schema: {
        summary: "The invoices of the Purchases filters, as CSV or XLSX",
        params: workspaceParams,
        querystring: purchasesQuerySchema.extend({
          format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
        }),
      },
    },
    async (request, reply) => {
      const rows = await withMember(db, request, async (tx, member) => {
        const found = await filteredInvoices(tx, member, request.query);
        await recordExport(tx, member, {
          what: "purchases",
          format: request.query.format,
          filters: request.query,
          rows: found.length,
        });
        return found;
      });
      return sendTable(reply, request.query.format, {
        name: "purchases",
        header: [
          "Number",
          "Supplier",
          "Buyer Name",
          "Effective Date",
          "Total (Excl. Tax)",
          "Total (Incl. Tax)",
          "Payment Due Date",
          "Balance",
          "Status",
          "Location",
        ],
        rows: rows.map((row) => [
          row.number,
          row.supplierName,
          row.buyerName,
          row.effectiveDate,
          row.totalExclTax,
          row.totalInclTax,
          row.paymentDueDate,
          row.balance,
          row.status,
          row.location ?? "",
        ]),
      });
    },
  );

  app.post(
    "/w/:workspaceId/invoices",
    {
      config: { access: "invoices.edit", scope: "invoices:write" },
      schema: {
        summary: "Enter a supplier's invoice",
        params: workspaceParams,
        body: invoiceInputSchema,
        response: { 201: invoiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await withMember(db, request, async (tx, member) => {
        const invoiceId = await createInvoice(tx, member, request.body);
        await requestInvoiceApproval(tx, member, invoiceId, mail);
        return findInvoice(tx, member.workspaceId, invoiceId);
      });
      return reply.status(201).send(invoice);
    },
  );

  app.get(
    "/w/:workspaceId/invoices/:invoiceId",
    {
      config: { access: "invoices.view", scope: "invoices:read" },
      schema: {
        summary: "An invoice with its lines, payments and what differs from the orders",
        params: invoiceParams,
        response: { 200: invoiceSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        findInvoice(tx, member.workspaceId, request.params.invoiceId),
      ),
  );

  for (const [verb, approve] of [
    ["approve", true],
    ["reject", false],
  ] as const)
    app.post(
      `/w/:workspaceId/invoices/:invoiceId/${verb}`,
      {
        config: { access: "invoices.pay", scope: "invoices:write" },
        schema: {
          summary: approve
            ? "Approve an invoice at your turn in its chain"
            : "Reject an invoice at your turn in its chain, saying why",
          params: invoiceParams,
          body: approve ? approvalDecisionSchema.optional() : approvalRejectionSchema,
          response: { 200: invoiceSchema, ...errors },
        },
      },
      async (request) =>
        withMember(db, request, async (tx, member) => {
          const body = request.body as { note?: string; reason?: string } | undefined;
          await decideInvoice(
            tx,
            member,
            request.params.invoiceId,
            { approve, note: (approve ? body?.note : body?.reason) ?? "" },
            mail,
          );
          return findInvoice(tx, member.workspaceId, request.params.invoiceId);
        }),
    );

  app.patch(
    "/w/:workspaceId/invoices/:invoiceId/lines/:invoiceLineId",
    {
      config: { access: "invoices.edit", scope: "invoices:write" },
      schema: {
        summary: "Code an invoice line to an accounting category, remembered for the supplier",
        params: lineParams,
        body: lineCategoryInputSchema,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await codeInvoiceLine(tx, member, request.params, request.body.accountCategory);
        return findInvoice(tx, member.workspaceId, request.params.invoiceId);
      }),
  );

  app.get(
    "/w/:workspaceId/invoices/:invoiceId/file",
    {
      config: { access: "invoices.view", scope: "invoices:read" },
      schema: {
        summary: "The invoice's file, as it was uploaded",
        description:
          "Checked against the SHA-256 taken at upload, which is sent in `x-content-sha256`; a stored copy that no longer matches is refused (409).",
        params: invoiceParams,
        response: { 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await withMember(db, request, async (tx, member) => {
        const invoice = await findInvoice(tx, member.workspaceId, request.params.invoiceId);
        return invoice.fileId ? readDocument(tx, member.workspaceId, invoice.fileId) : null;
      });
      if (!file)
        throw new NotFoundError(
          "no_file",
          "This invoice was typed in: there is no file kept for it.",
        );
      return sendDocument(reply, file);
    },
  );

  app.post(
    "/w/:workspaceId/invoices/:invoiceId/payments",
    {
      config: { access: "invoices.pay", scope: "invoices:write" },
      schema: {
        summary: "Record a payment, in full or in part",
        params: invoiceParams,
        body: paymentInputSchema,
        response: { 201: invoiceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await withMember(db, request, async (tx, member) => {
        await addPayment(tx, member, request.params.invoiceId, request.body);
        return findInvoice(tx, member.workspaceId, request.params.invoiceId);
      });
      return reply.status(201).send(invoice);
    },
  );

  app.delete(
    "/w/:workspaceId/invoices/:invoiceId/payments/:paymentId",
    {
      config: { access: "invoices.pay", scope: "invoices:write" },
      schema: {
        summary: "Remove a payment recorded by mistake",
        params: paymentParams,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        const { invoiceId, paymentId } = request.params;
        await removePayment(tx, member, invoiceId, paymentId);
        return findInvoice(tx, member.workspaceId, invoiceId);
      }),
  );

  app.get(
    "/w/:workspaceId/payables",
    {
      config: { access: "invoices.view", scope: "invoices:read" },
      schema: {
        summary: "Unpaid invoices by due date, with aging buckets and totals per supplier",
        params: workspaceParams,
        response: { 200: payablesSchema },
      },
    },
    async (request) => withMember(db, request, (tx, member) => payables(tx, member)),
  );

  app.post(
    "/w/:workspaceId/invoices/:invoiceId/credit",
    {
      config: { access: "invoices.edit", scope: "invoices:write" },
      schema: {
        summary:
          "Raise the credit the three-way match proposes: what the invoice bills beyond what came",
        params: invoiceParams,
        response: { 201: creditRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const credit = await withMember(db, request, async (tx, member) => {
        const invoice = await findInvoice(tx, member.workspaceId, request.params.invoiceId);
        const lines = await invoiceLines(tx, member.workspaceId, [invoice.id]);
        return raiseProposedCredit(tx, member, invoice, lines);
      });
      return reply.status(201).send(credit);
    },
  );

  app.get(
    "/w/:workspaceId/accounting/export",
    {
      config: { access: "invoices.view", scope: "invoices:read" },
      schema: {
        summary: "Bills, payments or expenses as CSV for QuickBooks Online or Xero",
        params: workspaceParams,
        querystring: accountingExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { system, what, from, to } = request.query;
      const range = { from: from ?? null, to: to ?? null };
      const { csv, today } = await withMember(db, request, async (tx, member) => {
        if (what === "expenses" && !memberCan(member, "expenses.view"))
          throw new NotAllowedError(
            "forbidden",
            "Your role in this workspace does not allow seeing expenses.",
          );
        await recordExport(tx, member, {
          what: `${what} for ${system}`,
          format: "csv",
          filters: request.query,
        });
        return {
          csv:
            what === "expenses"
              ? await expensesAccountingCsv(
                  tx,
                  member.workspaceId,
                  system,
                  range,
                  await ledgerAccountOf(tx, member.workspaceId, system),
                )
              : await accountingCsv(tx, member.workspaceId, system, what, range),
          today: await workspaceToday(tx, member.workspaceId),
        };
      });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="larder-${what}-${system}-${today}.csv"`,
        )
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.get(
    "/w/:workspaceId/savings",
    {
      config: { access: "costs.view", scope: "costs:read" },
      schema: {
        summary: "What the last 30 days saved on purchases and waste, and how it is counted",
        params: workspaceParams,
        querystring: z.object({ locationId: z.uuid().optional() }),
        response: { 200: monthlySavingsSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) =>
        monthlySavingsOf(tx, member, request.query.locationId ?? null),
      ),
  );
};
