import { EXPENSE_CATEGORIES, EXPENSES_API as API, PAYMENT_METHOD_LABELS } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { recordExport } from "../audit";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { readDocument, sendDocument } from "../documents";
import { sendTable } from "../exports";
import { expenseReport } from "./report";
import { registerRecurringExpenseRoutes } from "./recurring-routes";
import { createExpense, deleteExpense, findExpense, listExpenses, updateExpense } from "./service";
import { NotFoundError } from "@larder/domain";

/**
 * Expenses: one-off and recurring, their receipts, the report by category and location
 * (EXPENSES_API; the recurring ones through `recurring-routes`).
 */
export const expenseRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.list, (request) =>
    withMember(db, request, (tx, member) => listExpenses(tx, member, request.query)),
  );

  serve(app, API.create, (request) =>
    withMember(db, request, async (tx, member) =>
      findExpense(tx, member, await createExpense(tx, member, request.body)),
    ),
  );

  serve(app, API.report, (request) =>
    withMember(db, request, (tx, member) => expenseReport(tx, member, request.query)),
  );

  serve(app, API.export, async (request, reply) => {
    const page = await withMember(db, request, async (tx, member) => {
      const found = await listExpenses(tx, member, {
        ...request.query,
        limit: 100_000,
        offset: 0,
      });
      await recordExport(tx, member, {
        what: "expenses",
        format: request.query.format,
        filters: request.query,
      });
      return found;
    });
    return sendTable(reply, request.query.format, {
      name: "expenses",
      header: [
        "Date",
        "Payee",
        "Category",
        "Location",
        "Description",
        "Amount",
        "Tax",
        "Total",
        "Paid by",
        "Reference",
      ],
      rows: page.rows.map((row) => [
        row.incurredOn,
        row.payee,
        EXPENSE_CATEGORIES[row.category].label,
        row.locationName ?? "",
        row.description,
        row.amount,
        row.tax,
        row.total,
        PAYMENT_METHOD_LABELS[row.method],
        row.reference,
      ]),
    });
  });

  serve(app, API.get, (request) =>
    withMember(db, request, (tx, member) => findExpense(tx, member, request.params.expenseId)),
  );

  serve(app, API.update, (request) =>
    withMember(db, request, async (tx, member) => {
      await updateExpense(tx, member, request.params.expenseId, request.body);
      return findExpense(tx, member, request.params.expenseId);
    }),
  );

  serve(app, API.remove, (request) =>
    withMember(db, request, (tx, member) => deleteExpense(tx, member, request.params.expenseId)),
  );

  serve(app, API.receipt, async (request, reply) => {
    const file = await withMember(db, request, async (tx, member) => {
      const expense = await findExpense(tx, member, request.params.expenseId);
      return expense.fileId ? readDocument(tx, member.workspaceId, expense.fileId) : null;
    });
    if (!file) throw new NotFoundError("no_receipt", "This expense has no receipt kept.");
    return sendDocument(reply, file);
  });

  registerRecurringExpenseRoutes(app, { db });
};
