import {
  ACCOUNTING_API as API,
  type ApiReply,
  type CategoryMapping,
  type SpendReportQuery,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** The chart of accounts, the categories' accounts and the spend report refresh together. */
export const accountingKey = (workspaceId: string) => [...workspaceKey(workspaceId), "accounting"];

export const bookkeepingQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...accountingKey(workspaceId), "chart"],
    queryFn: () => callApi(API.chart, { params: { workspaceId } }),
  });

export const spendReportQuery = (workspaceId: string, query: SpendReportQuery) =>
  queryOptions({
    queryKey: [...accountingKey(workspaceId), "spend", query],
    queryFn: () => callApi(API.spend, { params: { workspaceId }, query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** The chart of accounts and the categories' accounts, as every change to them answers. */
type Bookkeeping = ApiReply<typeof API.chart>;

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
    callApi(API.importChart, { params: { workspaceId }, body: { csv } }),
  );

export const useMapCategories = (workspaceId: string) =>
  useSetChart(workspaceId, (input: CategoryMapping) =>
    callApi(API.mapCategories, { params: { workspaceId }, body: input }),
  );
