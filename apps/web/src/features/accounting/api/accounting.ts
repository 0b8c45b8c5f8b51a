import type {
  Bookkeeping,
  CategoryMapping,
  SpendReport,
  SpendReportQuery,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** The chart of accounts, the categories' accounts and the spend report refresh together. */
export const accountingKey = (workspaceId: string) => [...workspaceKey(workspaceId), "accounting"];
const base = (workspaceId: string) => `/api/w/${workspaceId}`;

export const bookkeepingQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...accountingKey(workspaceId), "chart"],
    queryFn: () => api<Bookkeeping>(`${base(workspaceId)}/accounting/chart`),
  });

export const spendReportQuery = (workspaceId: string, query: SpendReportQuery) =>
  queryOptions({
    queryKey: [...accountingKey(workspaceId), "spend", query],
    queryFn: () => api<SpendReport>(`${base(workspaceId)}/reports/spend`, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

function useSetChart<Input>(workspaceId: string, send: (input: Input) => Promise<Bookkeeping>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (chart) => {
      client.setQueryData(bookkeepingQuery(workspaceId).queryKey, chart);
      return client.invalidateQueries({ queryKey: accountingKey(workspaceId) });
    },
  });
}

/** Imports the chart of accounts from the text of a CSV file. */
export const useImportChart = (workspaceId: string) =>
  useSetChart(workspaceId, (csv: string) =>
    api<Bookkeeping>(`${base(workspaceId)}/accounting/chart`, { method: "POST", body: { csv } }),
  );

export const useMapCategories = (workspaceId: string) =>
  useSetChart(workspaceId, (input: CategoryMapping) =>
    api<Bookkeeping>(`${base(workspaceId)}/accounting/categories`, { method: "PUT", body: input }),
  );
