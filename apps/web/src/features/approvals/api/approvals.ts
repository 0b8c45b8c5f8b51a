import {
  APPROVALS_API,
  INVOICES_API,
  PURCHASING_API,
  type ApiBody,
  type ApprovalDocument,
  type ApprovalRuleInput,
} from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";
import { purchasingKey, useRefreshPurchasing } from "@/lib/purchasing-keys";

/** What an approval action sends: approving takes an optional note, rejecting the reason. */
export type ApprovalAction =
  | { action: "approval-request" }
  | { action: "approve"; body?: ApiBody<typeof PURCHASING_API.approve> }
  | { action: "reject"; body: ApiBody<typeof PURCHASING_API.reject> };

/** Asks for approval of, approves or rejects a purchase order. */
function decideOrder(workspaceId: string, orderId: string, what: ApprovalAction) {
  const params = { workspaceId, orderId };
  switch (what.action) {
    case "approval-request":
      return callApi(PURCHASING_API.requestApproval, { params });
    case "approve":
      return callApi(PURCHASING_API.approve, { params, body: what.body ?? {} });
    case "reject":
      return callApi(PURCHASING_API.reject, { params, body: what.body });
  }
}

/** Approves or rejects an invoice; an invoice's chain starts when it is entered, unasked. */
function decideInvoice(workspaceId: string, invoiceId: string, what: ApprovalAction) {
  const params = { workspaceId, invoiceId };
  switch (what.action) {
    case "approval-request":
      throw new Error("An invoice's approval is asked for when it is entered.");
    case "approve":
      return callApi(INVOICES_API.approve, { params, body: what.body ?? {} });
    case "reject":
      return callApi(INVOICES_API.reject, { params, body: what.body });
  }
}

/** Ask for approval, approve (with a note) or reject (with the reason) an order or invoice. */
export function useApprovalAction(workspaceId: string, document: ApprovalDocument, id: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (what: ApprovalAction) => {
      if (document === "order") await decideOrder(workspaceId, id, what);
      else await decideInvoice(workspaceId, id, what);
    },
    onSuccess: () =>
      Promise.all([
        refresh(),
        client.invalidateQueries({ queryKey: [...workspaceKey(workspaceId), "notifications"] }),
      ]),
  });
}

export const approvalRulesQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...purchasingKey(workspaceId), "approval-rules"],
    queryFn: () => callApi(APPROVALS_API.rules, { params: { workspaceId } }),
  });

export function useAddApprovalRule(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (rule: ApprovalRuleInput) =>
      callApi(APPROVALS_API.addRule, { params: { workspaceId }, body: rule }),
    onSuccess: refresh,
  });
}

export function useRemoveApprovalRule(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (approvalRuleId: string) =>
      callApi(APPROVALS_API.removeRule, { params: { workspaceId, approvalRuleId } }),
    onSuccess: refresh,
  });
}
