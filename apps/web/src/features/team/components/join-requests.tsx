import { ROLE_LABELS, ROLES, type Role } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { inputClasses, LabelledOptions } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { formatDate } from "@/lib/format";
import {
  joinRequestsQuery,
  useDecideJoinRequest,
  type JoinRequest,
} from "@/features/team/api/team";

function RequestRow({ request, workspaceId }: { request: JoinRequest; workspaceId: string }) {
  const [role, setRole] = useState<Role>("staff");
  const decide = useDecideJoinRequest(workspaceId);
  const who = request.name || request.email;
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p className="wrap-anywhere font-semibold text-brand-950">{who}</p>
        <p className="text-sm text-brand-950/70">
          {request.name ? `${request.email} · ` : ""}asked on {formatDate(request.createdAt)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={`Role for ${who}`}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          className={`${inputClasses(false)} w-auto min-w-32`}
        >
          <LabelledOptions values={ROLES} labels={ROLE_LABELS} />
        </select>
        <Button
          busy={decide.isPending && decide.variables?.decision === "approve"}
          onClick={() => decide.mutate({ id: request.id, decision: "approve", role })}
          aria-label={`Approve ${who} as ${ROLE_LABELS[role]}`}
        >
          Approve as {ROLE_LABELS[role]}
        </Button>
        <Button
          variant="secondary"
          busy={decide.isPending && decide.variables?.decision === "decline"}
          onClick={() => decide.mutate({ id: request.id, decision: "decline" })}
          aria-label={`Decline ${who}`}
        >
          Decline
        </Button>
      </div>
      <Notice tone="error">{decide.isError ? errorMessage(decide.error) : null}</Notice>
    </li>
  );
}

/** People of the allowed email domain who asked to join; hidden when there are none. */
export function JoinRequests({ workspaceId }: { workspaceId: string }) {
  const { data: requests } = useSuspenseQuery(joinRequestsQuery(workspaceId));
  if (requests.length === 0) return null;
  return (
    <Card
      title="Requests to join"
      description="People from your email domain who asked to join. Choose a role, then approve or decline."
    >
      <ul className="divide-y divide-brand-900/10">
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} workspaceId={workspaceId} />
        ))}
      </ul>
    </Card>
  );
}
