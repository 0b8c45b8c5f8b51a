import { INVOICES_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { readDocument, sendDocument } from "../documents";
import { codeInvoiceLine } from "./coding";
import { decideInvoice, requestInvoiceApproval } from "./approval";
import type { Mailer } from "../../mail/mailer";
import { invoiceLines } from "./match";
import { raiseProposedCredit } from "./proposed-credit";
import { payables } from "./payables";
import { addPayment, removePayment } from "./payments";
import { registerAccountingReports, registerPurchaseReports } from "./report-routes";
import { createInvoice, findInvoice } from "./service";
import { NotFoundError } from "@larder/domain";

/**
 * Invoices (bills) and payments, Purchases by Supplier, accounts payable, accounting exports
 * (INVOICES_API; the reports through `report-routes`).
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: Mailer;
  appUrl: string;
}> = async (app, { db, mailer, appUrl }) => {
  const mail = { mailer, appUrl };
  registerPurchaseReports(app, { db });

  serve(app, API.create, (request) =>
    withMember(db, request, async (tx, member) => {
      const invoiceId = await createInvoice(tx, member, request.body);
      await requestInvoiceApproval(tx, member, invoiceId, mail);
      return findInvoice(tx, member.workspaceId, invoiceId);
    }),
  );

  serve(app, API.get, (request) =>
    withMember(db, request, (tx, member) =>
      findInvoice(tx, member.workspaceId, request.params.invoiceId),
    ),
  );

  serve(app, API.approve, (request) =>
    withMember(db, request, async (tx, member) => {
      const { invoiceId } = request.params;
      const note = request.body?.note ?? "";
      await decideInvoice(tx, member, invoiceId, { approve: true, note }, mail);
      return findInvoice(tx, member.workspaceId, invoiceId);
    }),
  );

  serve(app, API.reject, (request) =>
    withMember(db, request, async (tx, member) => {
      const { invoiceId } = request.params;
      const note = request.body.reason;
      await decideInvoice(tx, member, invoiceId, { approve: false, note }, mail);
      return findInvoice(tx, member.workspaceId, invoiceId);
    }),
  );

  serve(app, API.codeLine, (request) =>
    withMember(db, request, async (tx, member) => {
      await codeInvoiceLine(tx, member, request.params, request.body.accountCategory);
      return findInvoice(tx, member.workspaceId, request.params.invoiceId);
    }),
  );

  serve(app, API.file, async (request, reply) => {
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
  });

  serve(app, API.addPayment, (request) =>
    withMember(db, request, async (tx, member) => {
      await addPayment(tx, member, request.params.invoiceId, request.body);
      return findInvoice(tx, member.workspaceId, request.params.invoiceId);
    }),
  );

  serve(app, API.removePayment, (request) =>
    withMember(db, request, async (tx, member) => {
      const { invoiceId, paymentId } = request.params;
      await removePayment(tx, member, invoiceId, paymentId);
      return findInvoice(tx, member.workspaceId, invoiceId);
    }),
  );

  serve(app, API.payables, (request) =>
    withMember(db, request, (tx, member) => payables(tx, member)),
  );

  serve(app, API.raiseCredit, (request) =>
    withMember(db, request, async (tx, member) => {
      const invoice = await findInvoice(tx, member.workspaceId, request.params.invoiceId);
      const lines = await invoiceLines(tx, member.workspaceId, [invoice.id]);
      return raiseProposedCredit(tx, member, invoice, lines);
    }),
  );

  registerAccountingReports(app, { db });
};
