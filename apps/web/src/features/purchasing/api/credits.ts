import { CREDITS_API as API, INVOICES_API, type ApiBody, type ApiQuery } from "@larder/contracts";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";
import { purchasingKey, useRefreshPurchasing } from "@/lib/purchasing-keys";

/** Which credit requests a list shows: by status or supplier, a page at a time. */
export type CreditFilter = Omit<NonNullable<ApiQuery<typeof API.list>>, "limit" | "offset"> & {
  // The schema takes them as text too (they come in a URL); the screens count in numbers.
  limit?: number;
  offset?: number;
};

/** Credit requests at the member's locations, newest first. */
export const creditsQuery = (workspaceId: string, filter: CreditFilter) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "credits", filter],
    queryFn: () => callApi(API.list, { params: { workspaceId }, query: filter }),
    placeholderData: keepPreviousData,
  });

export const creditQuery = (workspaceId: string, creditId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "credit", creditId],
    queryFn: () => callApi(API.get, { params: { workspaceId, creditId } }),
  });

/** The credit request as the PDF its supplier receives, to open in the browser. */
export const creditPdfUrl = (workspaceId: string, creditId: string) =>
  apiUrl(API.pdf, { params: { workspaceId, creditId } });

/** The supplier's credit memo as uploaded, when it was read from a file. */
export const creditMemoFileUrl = (workspaceId: string, creditId: string) =>
  apiUrl(API.memoFile, { params: { workspaceId, creditId } });

export type CreditAction =
  | { action: "send"; body: ApiBody<typeof API.send> }
  | { action: "memo"; body: ApiBody<typeof API.memo> }
  | { action: "cancel"; body: ApiBody<typeof API.cancel> }
  | { action: "apply"; body: ApiBody<typeof API.apply> };

/**
 * Send a credit request, record the supplier's credit memo, cancel it with a reason, or apply the
 * memo to an invoice.
 */
export function useCreditAction(workspaceId: string, creditId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  const params = { workspaceId, creditId };
  return useMutation({
    mutationFn: (what: CreditAction) => {
      switch (what.action) {
        case "send":
          return callApi(API.send, { params, body: what.body });
        case "memo":
          return callApi(API.memo, { params, body: what.body });
        case "cancel":
          return callApi(API.cancel, { params, body: what.body });
        case "apply":
          return callApi(API.apply, { params, body: what.body });
      }
    },
    onSuccess: refresh,
  });
}

/** Raises the credit the three-way match proposes for an invoice that bills more than came. */
export function useRaiseInvoiceCredit(workspaceId: string, invoiceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: () => callApi(INVOICES_API.raiseCredit, { params: { workspaceId, invoiceId } }),
    onSuccess: refresh,
  });
}
