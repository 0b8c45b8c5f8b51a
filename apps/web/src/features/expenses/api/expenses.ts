import type {
  Expense,
  ExpenseInput,
  ExpenseReport,
  ExpenseReportQuery,
  ExpensesPage,
  RecurringExpense,
  RecurringExpenseInput,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Expenses, their schedule and report: a live `expenses` event refreshes them (lib/live.ts). */
export const expensesKey = (workspaceId: string) => [...workspaceKey(workspaceId), "expenses"];
const base = (workspaceId: string) => `/api/w/${workspaceId}`;

export interface ExpenseFilter {
  from?: string | undefined;
  to?: string | undefined;
  category?: string | undefined;
  locationId?: string | undefined;
  limit: number;
  offset: number;
}

export const expensesQuery = (workspaceId: string, filter: ExpenseFilter) =>
  queryOptions({
    queryKey: [...expensesKey(workspaceId), "list", filter],
    queryFn: () => api<ExpensesPage>(`${base(workspaceId)}/expenses`, { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });

export const recurringExpensesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...expensesKey(workspaceId), "recurring"],
    queryFn: () => api<RecurringExpense[]>(`${base(workspaceId)}/recurring-expenses`),
  });

export const expenseReportQuery = (workspaceId: string, query: ExpenseReportQuery) =>
  queryOptions({
    queryKey: [...expensesKey(workspaceId), "report", query],
    queryFn: () =>
      api<ExpenseReport>(`${base(workspaceId)}/expenses/report`, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** The download of the filtered expenses. */
export function expensesExportUrl(
  workspaceId: string,
  filter: Omit<ExpenseFilter, "limit" | "offset">,
  format: "csv" | "xlsx",
) {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return `${base(workspaceId)}/expenses/export?${params.toString()}`;
}

export const expensesAccountingUrl = (workspaceId: string, system: "quickbooks" | "xero") =>
  `${base(workspaceId)}/accounting/export?system=${system}&what=expenses`;

export const receiptUrl = (workspaceId: string, expenseId: string) =>
  `${base(workspaceId)}/expenses/${expenseId}/receipt`;

function useRefresh(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: expensesKey(workspaceId) });
}

export function useRecordExpense(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: ExpenseInput) =>
      api<Expense>(`${base(workspaceId)}/expenses`, { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

export function useRemoveExpense(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (expenseId: string) =>
      api(`${base(workspaceId)}/expenses/${expenseId}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

export function useStartRecurringExpense(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: RecurringExpenseInput) =>
      api<{ id: string }>(`${base(workspaceId)}/recurring-expenses`, {
        method: "POST",
        body: input,
      }),
    onSuccess: refresh,
  });
}

export function useStopRecurringExpense(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (id: string) =>
      api(`${base(workspaceId)}/recurring-expenses/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
