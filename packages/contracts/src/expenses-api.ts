import { z } from "zod";
import { apiRoute } from "./api";
import { apiErrorSchema } from "./errors";
import {
  expenseInputSchema,
  expenseReportQuerySchema,
  expenseReportSchema,
  expenseSchema,
  expensesPageSchema,
  expensesQuerySchema,
  expenseUpdateSchema,
  recurringExpenseInputSchema,
  recurringExpenseSchema,
} from "./expenses";

// Expenses (decision 0048): what the business spends that is not stock, one-off or recurring,
// with their receipts, the report by category and location, and the download.

const workspace = z.object({ workspaceId: z.string() });
const expense = workspace.extend({ expenseId: z.string() });
const recurring = workspace.extend({ recurringExpenseId: z.string() });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tag = "Expenses";
const read = { access: "expenses.view", scope: "invoices:read", tag } as const;
const edit = { access: "expenses.edit", scope: "invoices:write", tag } as const;

export const EXPENSES_API = {
  list: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/expenses",
    summary: "Expenses, newest first, with the sum of those the filters keep",
    description: "Occurrences of recurring expenses that have come due are written first.",
    params: workspace,
    query: expensesQuerySchema,
    responses: { 200: expensesPageSchema },
  }),
  create: apiRoute({
    ...edit,
    method: "POST",
    path: "/api/w/:workspaceId/expenses",
    summary: "Record an expense",
    params: workspace,
    body: expenseInputSchema,
    responses: { 201: expenseSchema, ...errors },
  }),
  report: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/expenses/report",
    summary: "Spending on expenses by category and location, month by month (with tax)",
    params: workspace,
    query: expenseReportQuerySchema,
    responses: { 200: expenseReportSchema },
  }),
  export: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/expenses/export",
    summary: "The expenses of the filters, as CSV or XLSX",
    params: workspace,
    query: expensesQuerySchema.omit({ limit: true, offset: true }).extend({
      format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
    }),
    file: true,
    responses: {},
  }),
  get: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/expenses/:expenseId",
    summary: "One expense",
    params: expense,
    responses: { 200: expenseSchema },
  }),
  update: apiRoute({
    ...edit,
    method: "PATCH",
    path: "/api/w/:workspaceId/expenses/:expenseId",
    summary: "Correct an expense",
    params: expense,
    body: expenseUpdateSchema,
    responses: { 200: expenseSchema, ...errors },
  }),
  remove: apiRoute({
    ...edit,
    method: "DELETE",
    path: "/api/w/:workspaceId/expenses/:expenseId",
    summary: "Remove an expense recorded by mistake",
    description: "An occurrence of a recurring expense removed here is not written again.",
    params: expense,
    responses: { 204: z.null(), ...errors },
  }),
  receipt: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/expenses/:expenseId/receipt",
    summary: "The receipt of an expense, as it was uploaded",
    description: "Checked against the SHA-256 taken at upload (sent in `x-content-sha256`).",
    params: expense,
    file: true,
    responses: { 404: apiErrorSchema, 409: apiErrorSchema },
  }),
  recurring: apiRoute({
    ...read,
    method: "GET",
    path: "/api/w/:workspaceId/recurring-expenses",
    summary: "Recurring expenses, with the next day each falls on",
    params: workspace,
    responses: { 200: z.array(recurringExpenseSchema) },
  }),
  startRecurring: apiRoute({
    ...edit,
    method: "POST",
    path: "/api/w/:workspaceId/recurring-expenses",
    summary: "Start a recurring expense (rent, a service contract)",
    description:
      "Occurrences from its first date up to today are written at once; later ones as they come due.",
    params: workspace,
    body: recurringExpenseInputSchema,
    responses: { 201: z.object({ id: z.uuid() }), ...errors },
  }),
  updateRecurring: apiRoute({
    ...edit,
    method: "PUT",
    path: "/api/w/:workspaceId/recurring-expenses/:recurringExpenseId",
    summary: "Change a recurring expense from now on",
    description: "Expenses it already wrote stay as they were. A last date stops it.",
    params: recurring,
    body: recurringExpenseInputSchema,
    responses: { 204: z.null(), ...errors },
  }),
  stopRecurring: apiRoute({
    ...edit,
    method: "DELETE",
    path: "/api/w/:workspaceId/recurring-expenses/:recurringExpenseId",
    summary: "Stop a recurring expense",
    description: "The expenses it already wrote stay.",
    params: recurring,
    responses: { 204: z.null(), ...errors },
  }),
};
