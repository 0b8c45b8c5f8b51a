import type { ApprovalDocument, ApprovalRule, ApprovalRuleInput } from "@larder/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
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
    queryFn: () => api<ApprovalRule[]>(`${base(workspaceId)}/approval-rules`),
  });

export function useAddApprovalRule(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (rule: ApprovalRuleInput) =>
      api<ApprovalRule>(`${base(workspaceId)}/approval-rules`, { method: "POST", body: rule }),
    onSuccess: refresh,
  });
}

export function useRemoveApprovalRule(workspaceId: string) {
  const refresh = useRefreshPurchasing(workspaceId);
  return useMutation({
    mutationFn: (ruleId: string) =>
      api<void>(`${base(workspaceId)}/approval-rules/${ruleId}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
