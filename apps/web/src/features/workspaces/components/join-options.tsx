import { useSuspenseQuery } from "@tanstack/react-query";
import { Building2, CircleCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { joinOptionsQuery, useRequestToJoin } from "@/features/workspaces/api/workspaces";

/**
 * Workspaces whose owners let people with the person's email domain ask to join. Renders
 * nothing when there are none.
 */
export function JoinOptions() {
  const { data: options } = useSuspenseQuery(joinOptionsQuery);
  const request = useRequestToJoin();
  if (options.length === 0) return null;
  const domain = options[0]?.domain ?? "";
  return (
    <Card
      headingLevel={2}
      title="Your team may already be on Larder"
      description={`These workspaces welcome people with an @${domain} address. Ask to join, and an owner will let you in with a role.`}
    >
      <ul className="divide-y divide-brand-900/10">
        {options.map((option) => (
          <li
            key={option.workspaceId}
            className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-center gap-3">
              <Building2 aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
              <span className="truncate font-semibold text-brand-950">{option.name}</span>
            </div>
            {option.requested ? (
              <p
                role="status"
                className="flex items-center gap-2 text-sm font-medium text-brand-800"
              >
                <CircleCheck aria-hidden="true" className="h-4.5 w-4.5 shrink-0" />
                Request sent. An owner of {option.name} will let you in.
              </p>
            ) : (
              <Button
                variant="secondary"
                busy={request.isPending && request.variables === option.workspaceId}
                onClick={() => request.mutate(option.workspaceId)}
                aria-label={`Ask to join ${option.name}`}
              >
                Ask to join
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Notice tone="error" className="mt-4">
        {request.isError ? errorMessage(request.error) : null}
      </Notice>
    </Card>
  );
}
