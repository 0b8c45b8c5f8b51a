import { INVOICES_API as API } from "@larder/contracts";
import { NotAllowedError } from "@larder/domain";
import type { FastifyInstance } from "fastify";
import { memberCan } from "../../core/member";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { ledgerAccountOf } from "../accounting";
import { recordExport } from "../audit";
import { expensesAccountingCsv } from "../expenses";
import { sendTable } from "../exports";
import { workspaceToday } from "../locations";
import { accountingCsv } from "./accounting";
import { filteredInvoices, purchasesBySupplier } from "./purchases";
import { monthlySavingsOf } from "./savings";

/** Purchases by Supplier, on screen and exported as a table (INVOICES_API). */
export function registerPurchaseReports(app: FastifyInstance, { db }: { db: Database }): void {
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
}

/**
 * The invoices or expenses of a period as a CSV for an accounting system, and the monthly
 * savings on purchases (INVOICES_API).
 */
export function registerAccountingReports(app: FastifyInstance, { db }: { db: Database }): void {
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
}
