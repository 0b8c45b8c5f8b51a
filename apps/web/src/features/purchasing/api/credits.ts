import type { CreditList, CreditRequest, CreditStatus } from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { purchasingKey, useRefreshPurchasing } from "./keys";

const base = (workspaceId: string) => `/api/w/${workspaceId}`;

export interface CreditFilter {
  status?: CreditStatus | "outstanding";
  supplierId?: string;
  limit?: number;
  offset?: number;
}

/** Credit requests at the member's locations, newest first. */
export const creditsQuery = (workspaceId: string, filter: CreditFilter) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "credits", filter],
    queryFn: () => api<CreditList>(`${base(workspaceId)}/credits`, { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });

export const creditQuery = (workspaceId: string, creditId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "credit", creditId],
    queryFn: () => api<CreditRequest>(`${base(workspaceId)}/credits/${creditId}`),
  });

export const creditPdfUrl = (workspaceId: string, creditId: string) =>
  `${base(workspaceId)}/credits/${creditId}/pdf`;

/** The supplier's credit memo as uploaded, when it was read from a file. */
export const creditMemoFileUrl = (workspaceId: string, creditId: string) =>
  `${base(workspaceId)}/credits/${creditId}/memo-file`;

export type CreditAction =
  | { action: "send"; body: { to?: string; message: string } }
  | { action: "memo"; body: { memoNumber: string; memoDate: string; amount: string } }
  | { action: "cancel"; body: { reason: string } }
  | { action: "apply"; body: { invoiceId: string; amount?: string } };

/**
 * Send a credit request, record the supplier's credit memo, cancel it with a reason, or apply the
 * memo to an invoice.
 */
export function useCreditAction(workspaceId: string, creditId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: ({ action, body }: CreditAction) =>
      api<CreditRequest>(`${base(workspaceId)}/credits/${creditId}/${action}`, {
        method: "POST",
        body,
      }),
    onSuccess: refresh,
  });
}

/** Raises the credit the three-way match proposes for an invoice that bills more than came. */
export function useRaiseInvoiceCredit(workspaceId: string, invoiceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: () =>
      api<CreditRequest>(`${base(workspaceId)}/invoices/${invoiceId}/credit`, {
        method: "POST",
        body: {},
      }),
    onSuccess: refresh,
  });
}
