import { INVOICES_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { recordExport } from "../audit";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
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

/**
 * Invoices (bills) and payments, Purchases by Supplier, accounts payable, accounting exports
 * (INVOICES_API).
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mailer: Mailer;
  appUrl: string;
}> = async (app, { db, mailer, appUrl }) => {
  const mail = { mailer, appUrl };
  serve(app, API.purchases, (request) =>
    withMember(db, request, (tx, member) => purchasesBySupplier(tx, member, request.query)),
  );

  serve(app, API.purchasesExport, async (request, reply) => {
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
  });

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

  serve(app, API.accountingExport, async (request, reply) => {
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
      .header("content-disposition", `attachment; filename="larder-${what}-${system}-${today}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  serve(app, API.savings, (request) =>
    withMember(db, request, (tx, member) =>
      monthlySavingsOf(tx, member, request.query.locationId ?? null),
    ),
  );
};
