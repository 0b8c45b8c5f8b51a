import type {
  CreditRequest,
  Expense,
  ExpenseInput,
  Invoice,
  InvoiceInput,
  Scan,
  ScanSummary,
} from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

/** Where documents of a kind live in the API: suppliers' invoices, or expense receipts. */
export type ScanArea = "invoices" | "expenses";

/** Documents being read and reviewed: a live `scans` event refreshes them (lib/live.ts). */
export const scansKey = (workspaceId: string) => [...workspaceKey(workspaceId), "scans"];
const base = (workspaceId: string, area: ScanArea) => `/api/w/${workspaceId}/${area}/scans`;

const reading = (scan: { status: ScanSummary["status"] }) => scan.status === "reading";

/** Open documents (being read, to review, failed) or done ones, newest first. */
export const scansQuery = (workspaceId: string, area: ScanArea, state: "open" | "done") =>
  queryOptions({
    queryKey: [...scansKey(workspaceId), area, state],
    queryFn: () => api<ScanSummary[]>(base(workspaceId, area), { query: { state } }),
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
    queryFn: () => api<Scan>(`${base(workspaceId, area)}/${scanId}`, { query: { supplierId } }),
    refetchInterval: (query) => (query.state.data && reading(query.state.data) ? 1000 : false),
    placeholderData: (previous) => previous,
  });

export const scanPageUrl = (workspaceId: string, area: ScanArea, scanId: string, page: number) =>
  `${base(workspaceId, area)}/${scanId}/page?n=${page}`;
export const scanFileUrl = (workspaceId: string, area: ScanArea, scanId: string) =>
  `${base(workspaceId, area)}/${scanId}/file`;

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
      api<{ id: string }>(base(workspaceId, area), {
        method: "POST",
        body: file,
        query: { fileName: file.name || "photo.jpg", orderId },
      }),
    onSuccess: refresh,
  });
}

export function useApproveInvoiceScan(workspaceId: string, scanId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      api<Invoice>(`${base(workspaceId, "invoices")}/${scanId}/approve`, {
        method: "POST",
        body: input,
      }),
    onSuccess: refresh,
  });
}

/** Approves a read document as the supplier's credit memo, closing the credit it answers. */
export function useApproveCreditMemoScan(workspaceId: string, scanId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: {
      creditId: string;
      memoNumber: string;
      memoDate: string;
      amount: string;
    }) =>
      api<CreditRequest>(`${base(workspaceId, "invoices")}/${scanId}/credit-memo`, {
        method: "POST",
        body: input,
      }),
    onSuccess: refresh,
  });
}

export function useApproveExpenseScan(workspaceId: string, scanId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (input: ExpenseInput) =>
      api<Expense>(`${base(workspaceId, "expenses")}/${scanId}/approve`, {
        method: "POST",
        body: input,
      }),
    onSuccess: refresh,
  });
}

export function useDiscardScan(workspaceId: string, area: ScanArea) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (scanId: string) =>
      api(`${base(workspaceId, area)}/${scanId}/discard`, { method: "POST" }),
    onSuccess: refresh,
  });
}
