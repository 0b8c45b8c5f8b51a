import { APPROVALS_API, type ApprovalDocument, type ApprovalRuleInput } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";
import { purchasingKey, useRefreshPurchasing } from "./keys";

const base = (workspaceId: string) => `/api/w/${workspaceId}`;

/** Ask for approval, approve (with a note) or reject (with the reason) an order or invoice. */
export function useApprovalAction(workspaceId: string, document: ApprovalDocument, id: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      body,
    }: {
      action: "approval-request" | "approve" | "reject";
      body?: { note?: string; reason?: string };
    }) =>
      api<unknown>(
        `${base(workspaceId)}/${document === "order" ? "orders" : "invoices"}/${id}/${action}`,
        { method: "POST", body: body ?? {} },
      ),
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
