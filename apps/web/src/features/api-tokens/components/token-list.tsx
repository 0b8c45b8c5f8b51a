import type { ApiToken } from "@larder/contracts";
import { useSuspenseQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDate, formatDateTime, formatRelativeTime } from "@/lib/format";
import { apiTokensQuery, useRevokeApiToken } from "@/features/api-tokens/api/api-tokens";

const STATUS: Record<ApiToken["status"], { label: string; tone: "brand" | "neutral" | "warning" }> =
  {
    active: { label: "Active", tone: "brand" },
    expired: { label: "Expired", tone: "warning" },
    revoked: { label: "Revoked", tone: "neutral" },
  };

/** The workspace's tokens: what each may do, who made it, when it was last used, when it ends. */
export function TokenList({ workspaceId }: { workspaceId: string }) {
  const { data: tokens } = useSuspenseQuery(apiTokensQuery(workspaceId));
  const revoke = useRevokeApiToken(workspaceId);
  return (
    <Card
      title="Tokens"
      description="Revoke a token you no longer use, or one that may have leaked: its next request is refused."
    >
      {tokens.length === 0 ? (
        <p className="text-sm text-brand-950/70">No tokens yet.</p>
      ) : (
        <ul className="divide-y divide-brand-900/10">
          {tokens.map((token) => (
            <li
              key={token.id}
              className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 gap-3">
                <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-950">
                    <span className="break-words">{token.name}</span>
                    <Badge tone={STATUS[token.status].tone}>{STATUS[token.status].label}</Badge>
                  </p>
                  <p className="font-mono text-sm text-brand-950/70">{token.prefix}…</p>
                  <ul aria-label="Scopes" className="flex flex-wrap gap-1.5">
                    {token.scopes.map((scope) => (
                      <li key={scope}>
                        <Badge>{scope}</Badge>
                      </li>
                    ))}
                  </ul>
                  <p className="text-sm text-brand-950/70">
                    Created by {token.createdByEmail} on {formatDate(token.createdAt)} · last used{" "}
                    {token.lastUsedAt ? (
                      <time dateTime={token.lastUsedAt} title={formatDateTime(token.lastUsedAt)}>
                        {formatRelativeTime(token.lastUsedAt)}
                        {token.lastUsedIp ? ` from ${token.lastUsedIp}` : ""}
                      </time>
                    ) : (
                      "never"
                    )}{" "}
                    ·{" "}
                    {token.status === "revoked" && token.revokedAt
                      ? `revoked on ${formatDate(token.revokedAt)}`
                      : `${token.status === "expired" ? "expired" : "expires"} on ${formatDate(token.expiresAt)}`}
                  </p>
                </div>
              </div>
              {token.status === "active" ? (
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="danger"
                      aria-label={`Revoke ${token.name}`}
                      className="shrink-0"
                    >
                      Revoke
                    </Button>
                  }
                  title={`Revoke "${token.name}"?`}
                  description="Whatever uses this token stops working at once. This cannot be undone; create a new token to connect it again."
                  confirmLabel="Revoke token"
                  onConfirm={() => revoke.mutateAsync(token.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
