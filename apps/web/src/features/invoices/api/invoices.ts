import {
  INVOICES_API as API,
  type AccountingCategory,
  type ApiQuery,
  type InvoiceInput,
  type PaymentInput,
  type PurchasesQuery,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";
import { purchasingKey, useRefreshPurchasing } from "@/lib/purchasing-keys";

/** Purchases by Supplier for the filters: shares, bars and the chosen supplier's invoices. */
export const purchasesQuery = (workspaceId: string, filters: PurchasesQuery) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "purchases", filters],
    queryFn: () => callApi(API.purchases, { params: { workspaceId }, query: filters }),
    placeholderData: keepPreviousData,
  });

/** The download of the filtered transactions: every invoice the filters keep, not one page. */
export function purchasesExportUrl(
  workspaceId: string,
  filters: PurchasesQuery,
  format: "csv" | "xlsx",
): string {
  const query = { ...filters, limit: undefined, offset: undefined, format };
  return apiUrl(API.purchasesExport, { params: { workspaceId }, query });
}

export const invoiceQuery = (workspaceId: string, invoiceId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "invoice", invoiceId],
    queryFn: () => callApi(API.get, { params: { workspaceId, invoiceId } }),
  });

/** The invoice's file as it was uploaded, for an invoice that was read from one. */
export const invoiceFileUrl = (workspaceId: string, invoiceId: string) =>
  apiUrl(API.file, { params: { workspaceId, invoiceId } });

export const payablesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "payables"],
    queryFn: () => callApi(API.payables, { params: { workspaceId } }),
  });

/** The dashboard's monthly savings, with how they are counted. */
export const savingsQuery = (workspaceId: string, locationId: string | null) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "savings", locationId],
    queryFn: () =>
      callApi(API.savings, {
        params: { workspaceId },
        query: { locationId: locationId ?? undefined },
      }),
  });

type AccountingExport = ApiQuery<typeof API.accountingExport>;

/** Bills, payments, expenses or credits as CSV for the accountant's QuickBooks Online or Xero. */
export function accountingExportUrl(
  workspaceId: string,
  system: AccountingExport["system"],
  what: AccountingExport["what"],
): string {
  return apiUrl(API.accountingExport, { params: { workspaceId }, query: { system, what } });
}

export function useCreateInvoice(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      callApi(API.create, { params: { workspaceId }, body: input }),
    onSuccess: refresh,
  });
}

export function useAddPayment(workspaceId: string, invoiceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (payment: PaymentInput) =>
      callApi(API.addPayment, { params: { workspaceId, invoiceId }, body: payment }),
    onSuccess: refresh,
  });
}

/** Codes an invoice line to an accounting category (remembered for the supplier's item). */
export function useCodeInvoiceLine(workspaceId: string, invoiceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      lineId,
      accountCategory,
    }: {
      lineId: string;
      accountCategory: AccountingCategory;
    }) =>
      callApi(API.codeLine, {
        params: { workspaceId, invoiceId, invoiceLineId: lineId },
        body: { accountCategory },
      }),
    onSuccess: () =>
      Promise.all([
        refresh(),
        // The spend report counts lines by category.
        client.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), "accounting"] }),
      ]),
  });
}

export function useRemovePayment(workspaceId: string, invoiceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (paymentId: string) =>
      callApi(API.removePayment, { params: { workspaceId, invoiceId, paymentId } }),
    onSuccess: refresh,
  });
}
