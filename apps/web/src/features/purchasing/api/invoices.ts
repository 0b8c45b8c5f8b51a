import type {
  AccountingCategory,
  Invoice,
  InvoiceInput,
  MonthlySavings,
  Payables,
  PaymentInput,
  Purchases,
  PurchasesQuery,
} from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";
import { purchasingKey, useRefreshPurchasing } from "./keys";

const base = (workspaceId: string) => `/api/w/${workspaceId}`;

type Query = Record<string, string | number | undefined>;

/** Purchases by Supplier for the filters: shares, bars and the chosen supplier's invoices. */
export const purchasesQuery = (workspaceId: string, filters: PurchasesQuery) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "purchases", filters],
    queryFn: () => api<Purchases>(`${base(workspaceId)}/purchases`, { query: filters as Query }),
    placeholderData: keepPreviousData,
  });

/** The download of the filtered transactions. */
export function purchasesExportUrl(
  workspaceId: string,
  filters: PurchasesQuery,
  format: "csv" | "xlsx",
): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== "" && key !== "limit" && key !== "offset")
      params.set(key, String(value));
  return `${base(workspaceId)}/purchases/export?${params.toString()}`;
}

export const invoiceQuery = (workspaceId: string, invoiceId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "invoice", invoiceId],
    queryFn: () => api<Invoice>(`${base(workspaceId)}/invoices/${invoiceId}`),
  });

export const payablesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "payables"],
    queryFn: () => api<Payables>(`${base(workspaceId)}/payables`),
  });

/** The dashboard's monthly savings, with how they are counted. */
export const savingsQuery = (workspaceId: string, locationId: string | null) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "savings", locationId],
    queryFn: () => api<MonthlySavings>(`${base(workspaceId)}/savings`, { query: { locationId } }),
  });

export function accountingExportUrl(
  workspaceId: string,
  system: "quickbooks" | "xero",
  what: "bills" | "payments" | "expenses" | "credits",
): string {
  return `${base(workspaceId)}/accounting/export?system=${system}&what=${what}`;
}

export function useCreateInvoice(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      api<Invoice>(`${base(workspaceId)}/invoices`, { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

export function useAddPayment(workspaceId: string, invoiceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (payment: PaymentInput) =>
      api<Invoice>(`${base(workspaceId)}/invoices/${invoiceId}/payments`, {
        method: "POST",
        body: payment,
      }),
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
      api<Invoice>(`${base(workspaceId)}/invoices/${invoiceId}/lines/${lineId}`, {
        method: "PATCH",
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
      api<Invoice>(`${base(workspaceId)}/invoices/${invoiceId}/payments/${paymentId}`, {
        method: "DELETE",
      }),
    onSuccess: refresh,
  });
}
