import {
  apiErrorSchema,
  EXPENSE_CATEGORIES,
  expenseInputSchema,
  expenseReportQuerySchema,
  expenseReportSchema,
  expenseSchema,
  expensesPageSchema,
  expensesQuerySchema,
  expenseUpdateSchema,
  PAYMENT_METHOD_LABELS,
  recurringExpenseInputSchema,
  recurringExpenseSchema,
} from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import { recordExport } from "../audit";
import { withMember } from "../../http/access";
import { workspaceParams } from "../../http/schemas";
import { readDocument, sendDocument } from "../documents";
import { sendTable } from "../exports";
import { expenseReport } from "./report";
import {
  createRecurringExpense,
  deleteRecurringExpense,
  listRecurringExpenses,
  updateRecurringExpense,
} from "./recurring";
import { createExpense, deleteExpense, findExpense, listExpenses, updateExpense } from "./service";
import { NotFoundError } from "@larder/domain";

const expenseParams = workspaceParams.extend({ expenseId: z.string() });
const ruleParams = workspaceParams.extend({ recurringExpenseId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Expenses: one-off and recurring, their receipts, the report by category and location. */
export const expenseRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/w/:workspaceId/expenses",
    {
      config: { access: "expenses.view", scope: "invoices:read" },
      schema: {
        summary: "Expenses, newest first, with the sum of those the filters keep",
        description: "Occurrences of recurring expenses that have come due are written first.",
        params: workspaceParams,
        querystring: expensesQuerySchema,
        response: { 200: expensesPageSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => listExpenses(tx, member, request.query)),
  );

  app.post(
    "/w/:workspaceId/expenses",
    {
      config: { access: "expenses.edit", scope: "invoices:write" },
      schema: {
        summary: "Record an expense",
        params: workspaceParams,
        body: expenseInputSchema,
        response: { 201: expenseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const expense = await withMember(db, request, async (tx, member) =>
        findExpense(tx, member, await createExpense(tx, member, request.body)),
      );
      return reply.status(201).send(expense);
    },
  );

  app.get(
    "/w/:workspaceId/expenses/report",
    {
      config: { access: "expenses.view", scope: "invoices:read" },
      schema: {
        summary: "Spending on expenses by category and location, month by month (with tax)",
        params: workspaceParams,
        querystring: expenseReportQuerySchema,
        response: { 200: expenseReportSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => expenseReport(tx, member, request.query)),
  );

  app.get(
    "/w/:workspaceId/expenses/export",
    {
      config: { access: "expenses.view", scope: "invoices:read" },
      schema: {
        summary: "The expenses of the filters, as CSV or XLSX",
        params: workspaceParams,
        querystring: expensesQuerySchema.omit({ limit: true, offset: true }).extend({
          format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
        }),
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    "/w/:workspaceId/expenses/:expenseId",
    {
      config: { access: "expenses.view", scope: "invoices:read" },
      schema: {
        summary: "One expense",
        params: expenseParams,
        response: { 200: expenseSchema },
      },
    },
    async (request) =>
      withMember(db, request, (tx, member) => findExpense(tx, member, request.params.expenseId)),
  );

  app.patch(
    "/w/:workspaceId/expenses/:expenseId",
    {
      config: { access: "expenses.edit", scope: "invoices:write" },
      schema: {
        summary: "Correct an expense",
        params: expenseParams,
        body: expenseUpdateSchema,
        response: { 200: expenseSchema, ...errors },
      },
    },
    async (request) =>
      withMember(db, request, async (tx, member) => {
        await updateExpense(tx, member, request.params.expenseId, request.body);
        return findExpense(tx, member, request.params.expenseId);
      }),
  );

  app.delete(
    "/w/:workspaceId/expenses/:expenseId",
    {
      config: { access: "expenses.edit", scope: "invoices:write" },
      schema: {
        summary: "Remove an expense recorded by mistake",
        description: "An occurrence of a recurring expense removed here is not written again.",
        params: expenseParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        deleteExpense(tx, member, request.params.expenseId),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/w/:workspaceId/expenses/:expenseId/receipt",
    {
      config: { access: "expenses.view", scope: "invoices:read" },
      schema: {
        summary: "The receipt of an expense, as it was uploaded",
        description: "Checked against the SHA-256 taken at upload (sent in `x-content-sha256`).",
        params: expenseParams,
        response: { 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await withMember(db, request, async (tx, member) => {
        const expense = await findExpense(tx, member, request.params.expenseId);
        return expense.fileId ? readDocument(tx, member.workspaceId, expense.fileId) : null;
      });
      if (!file) throw new NotFoundError("no_receipt", "This expense has no receipt kept.");
      return sendDocument(reply, file);
    },
  );

  app.get(
    "/w/:workspaceId/recurring-expenses",
    {
      config: { access: "expenses.view", scope: "invoices:read" },
      schema: {
        summary: "Recurring expenses, with the next day each falls on",
        params: workspaceParams,
        response: { 200: z.array(recurringExpenseSchema) },
      },
    },
    async (request) => withMember(db, request, (tx, member) => listRecurringExpenses(tx, member)),
  );

  app.post(
    "/w/:workspaceId/recurring-expenses",
    {
      config: { access: "expenses.edit", scope: "invoices:write" },
      schema: {
        summary: "Start a recurring expense (rent, a service contract)",
        description:
          "Occurrences from its first date up to today are written at once; later ones as they come due.",
        params: workspaceParams,
        body: recurringExpenseInputSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors },
      },
    },
    async (request, reply) => {
      const id = await withMember(db, request, (tx, member) =>
        createRecurringExpense(tx, member, request.body),
      );
      return reply.status(201).send({ id });
    },
  );

  app.put(
    "/w/:workspaceId/recurring-expenses/:recurringExpenseId",
    {
      config: { access: "expenses.edit", scope: "invoices:write" },
      schema: {
        summary: "Change a recurring expense from now on",
        description: "Expenses it already wrote stay as they were. A last date stops it.",
        params: ruleParams,
        body: recurringExpenseInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        updateRecurringExpense(tx, member, request.params.recurringExpenseId, request.body),
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/w/:workspaceId/recurring-expenses/:recurringExpenseId",
    {
      config: { access: "expenses.edit", scope: "invoices:write" },
      schema: {
        summary: "Stop a recurring expense",
        description: "The expenses it already wrote stay.",
        params: ruleParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withMember(db, request, (tx, member) =>
        deleteRecurringExpense(tx, member, request.params.recurringExpenseId),
      );
      return reply.status(204).send(null);
    },
  );
};
