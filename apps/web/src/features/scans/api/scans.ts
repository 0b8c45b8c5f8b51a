import {
  SCANS_API as API,
  type ApiBody,
  type ExpenseInput,
  type InvoiceInput,
  type ScanSummary,
} from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Where documents of a kind live in the API: suppliers' invoices, or expense receipts. */
export type ScanArea = "invoices" | "expenses";

/** Documents being read and reviewed: a live `scans` event refreshes them (lib/live.ts). */
export const scansKey = (workspaceId: string) => [...workspaceKey(workspaceId), "scans"];

/**
 * Each area's list and upload. A document's own routes are chosen by area below, as each names
 * the document's id its own way (invoiceScanId, expenseScanId).
 */
const LIST = { invoices: API.invoices, expenses: API.receipts } as const;
const UPLOAD = { invoices: API.uploadInvoice, expenses: API.uploadReceipt } as const;

const reading = (scan: { status: ScanSummary["status"] }) => scan.status === "reading";

/** Open documents (being read, to review, failed) or done ones, newest first. */
export const scansQuery = (workspaceId: string, area: ScanArea, state: "open" | "done") =>
  queryOptions({
    queryKey: [...scansKey(workspaceId), area, state],
    queryFn: () => callApi(LIST[area], { params: { workspaceId }, query: { state } }),
    // Live events say when a page is read; asking now and then covers a dropped stream.
    refetchInterval: (query) => ((query.state.data ?? []).some(reading) ? 3000 : false),
  });

/** One document with what was read from it, reviewed as from `supplierId` when given. */
export const scanQuery = (
  workspaceId: string,
  area: ScanArea,
  scanId: string,
  supplierId: string | null,
) =>
  queryOptions({
    queryKey: [...scansKey(workspaceId), area, scanId, supplierId],
    queryFn: () => {
      const query = { supplierId: supplierId ?? undefined };
      return area === "invoices"
        ? callApi(API.invoice, { params: { workspaceId, invoiceScanId: scanId }, query })
        : callApi(API.receipt, { params: { workspaceId, expenseScanId: scanId }, query });
    },
    refetchInterval: (query) => (query.state.data && reading(query.state.data) ? 1000 : false),
    placeholderData: (previous) => previous,
  });

/** A page of the document drawn small, shown beside its fields. */
export const scanPageUrl = (workspaceId: string, area: ScanArea, scanId: string, page: number) =>
  area === "invoices"
    ? apiUrl(API.invoicePage, {
        params: { workspaceId, invoiceScanId: scanId },
        query: { n: page },
      })
    : apiUrl(API.receiptPage, {
        params: { workspaceId, expenseScanId: scanId },
        query: { n: page },
      });

/** The document as it was uploaded. */
export const scanFileUrl = (workspaceId: string, area: ScanArea, scanId: string) =>
  area === "invoices"
    ? apiUrl(API.invoiceFile, { params: { workspaceId, invoiceScanId: scanId } })
    : apiUrl(API.receiptFile, { params: { workspaceId, expenseScanId: scanId } });

function useRefresh(workspaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ["scans", "purchasing", "expenses"].map((part) =>
        queryClient.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), part] }),
      ),
    );
}

/** Uploads one document to be read; from an order, the order and its location come with it. */
export function useUploadScan(workspaceId: string, area: ScanArea) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: ({ file, orderId }: { file: File; orderId?: string | undefined }) =>
      callApi(UPLOAD[area], {
        params: { workspaceId },
        query: { fileName: file.name || "photo.jpg", orderId },
        body: file,
      }),
    onSuccess: refresh,
  });
}

export function useApproveInvoiceScan(workspaceId: string, scanId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      callApi(API.approveInvoice, {
        params: { workspaceId, invoiceScanId: scanId },
        body: input,
      }),
    onSuccess: refresh,
  });
}

/** Approves a read document as the supplier's credit memo, closing the credit it answers. */
export function useApproveCreditMemoScan(workspaceId: string, scanId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: ApiBody<typeof API.approveCreditMemo>) =>
      callApi(API.approveCreditMemo, {
        params: { workspaceId, invoiceScanId: scanId },
        body: input,
      }),
    onSuccess: refresh,
  });
}

export function useApproveExpenseScan(workspaceId: string, scanId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: ExpenseInput) =>
      callApi(API.approveReceipt, {
        params: { workspaceId, expenseScanId: scanId },
        body: input,
      }),
    onSuccess: refresh,
  });
}

export function useDiscardScan(workspaceId: string, area: ScanArea) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (scanId: string) =>
      area === "invoices"
        ? callApi(API.discardInvoice, { params: { workspaceId, invoiceScanId: scanId } })
        : callApi(API.discardReceipt, { params: { workspaceId, expenseScanId: scanId } }),
    onSuccess: refresh,
  });
}
