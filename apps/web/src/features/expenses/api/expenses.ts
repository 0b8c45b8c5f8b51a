import {
  EXPENSE_CATEGORY_KEYS,
  EXPENSES_API as API,
  INVOICES_API,
  type ApiQuery,
  type ExpenseInput,
  type ExpenseReportQuery,
  type RecurringExpenseInput,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Expenses, their schedule and report: a live `expenses` event refreshes them (lib/live.ts). */
export const expensesKey = (workspaceId: string) => [...workspaceKey(workspaceId), "expenses"];

export interface ExpenseFilter {
  from?: string | undefined;
  to?: string | undefined;
  /** As the address says it; one that is not a category of expenses filters nothing. */
  category?: string | undefined;
  locationId?: string | undefined;
  limit: number;
  offset: number;
}

/** The filter as the expenses routes take it. */
const queryOf = ({ category, ...filter }: Omit<ExpenseFilter, "limit" | "offset">) => ({
  ...filter,
  category: EXPENSE_CATEGORY_KEYS.find((key) => key === category),
});

export const expensesQuery = (workspaceId: string, filter: ExpenseFilter) =>
  queryOptions({
    queryKey: [...expensesKey(workspaceId), "list", filter],
    queryFn: () =>
      callApi(API.list, {
        params: { workspaceId },
        query: { ...queryOf(filter), limit: filter.limit, offset: filter.offset },
      }),
    placeholderData: keepPreviousData,
  });

export const recurringExpensesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...expensesKey(workspaceId), "recurring"],
    queryFn: () => callApi(API.recurring, { params: { workspaceId } }),
  });

export const expenseReportQuery = (workspaceId: string, query: ExpenseReportQuery) =>
  queryOptions({
    queryKey: [...expensesKey(workspaceId), "report", query],
    queryFn: () => callApi(API.report, { params: { workspaceId }, query }),
    placeholderData: keepPreviousData,
  });

/** The download of the filtered expenses. */
export function expensesExportUrl(
  workspaceId: string,
  filter: Omit<ExpenseFilter, "limit" | "offset">,
  format: "csv" | "xlsx",
) {
  return apiUrl(API.export, { params: { workspaceId }, query: { ...queryOf(filter), format } });
}

/** The expenses as CSV for the accountant's QuickBooks Online or Xero. */
export const expensesAccountingUrl = (
  workspaceId: string,
  system: ApiQuery<typeof INVOICES_API.accountingExport>["system"],
) =>
  apiUrl(INVOICES_API.accountingExport, {
    params: { workspaceId },
    query: { system, what: "expenses" },
  });

export const receiptUrl = (workspaceId: string, expenseId: string) =>
  apiUrl(API.receipt, { params: { workspaceId, expenseId } });

function useRefresh(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: expensesKey(workspaceId) });
}

export function useRecordExpense(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: ExpenseInput) =>
      callApi(API.create, { params: { workspaceId }, body: input }),
    onSuccess: refresh,
  });
}

export function useRemoveExpense(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (expenseId: string) => callApi(API.remove, { params: { workspaceId, expenseId } }),
    onSuccess: refresh,
  });
}

export function useStartRecurringExpense(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: RecurringExpenseInput) =>
      callApi(API.startRecurring, { params: { workspaceId }, body: input }),
    onSuccess: refresh,
  });
}

export function useStopRecurringExpense(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (id: string) =>
      callApi(API.stopRecurring, { params: { workspaceId, recurringExpenseId: id } }),
    onSuccess: refresh,
  });
}
