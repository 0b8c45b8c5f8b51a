import { ROLE_LABELS } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { formatDate } from "@/lib/format";
import { invitationsQuery, useWithdrawInvitation } from "@/features/team/api/team";

const statusLabels = {
  pending: "Pending",
  accepted: "Accepted",
  revoked: "Withdrawn",
  expired: "Expired",
} as const;

/** Invitations of the last 30 days; pending ones can be withdrawn. */
export function InvitationsList({ workspaceId }: { workspaceId: string }) {
  const { data: invitations } = useSuspenseQuery(invitationsQuery(workspaceId));
  const withdraw = useWithdrawInvitation(workspaceId);
  const pending = invitations.filter((invitation) => invitation.status === "pending");
  const past = invitations.filter((invitation) => invitation.status !== "pending");
  return (
    <Card title="Invitations" description="Pending invitations, and those of the last 30 days.">
      {invitations.length === 0 ? (
        <p className="text-sm text-brand-950/70">No invitations yet.</p>
      ) : (
        <ul className="divide-y divide-brand-900/10">
          {[...pending, ...past].map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-950">
                  <span className="wrap-anywhere">{invitation.email}</span>
                  <Badge tone={invitation.status === "pending" ? "warning" : "neutral"}>
                    {statusLabels[invitation.status]}
                  </Badge>
                </p>
                <p className="text-sm text-brand-950/70">
                  {ROLE_LABELS[invitation.role]}
                  {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ""}
                  {invitation.status === "pending"
                    ? ` · expires ${formatDate(invitation.expiresAt)}`
                    : ` · sent ${formatDate(invitation.createdAt)}`}
                </p>
              </div>
              {invitation.status === "pending" ? (
                <Button
                  variant="secondary"
                  busy={withdraw.isPending && withdraw.variables === invitation.id}
                  onClick={() => withdraw.mutate(invitation.id)}
                  aria-label={`Withdraw the invitation of ${invitation.email}`}
                >
                  Withdraw
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Notice tone="error" className="mt-4">
        {withdraw.isError ? errorMessage(withdraw.error) : null}
      </Notice>
    </Card>
  );
}
