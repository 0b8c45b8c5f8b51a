import type { Member } from "@larder/contracts";
import { ROLE_LABELS, ROLES, type Role } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { inputClasses, LabelledOptions } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { formatDate } from "@/lib/format";
import { membersQuery, useRemoveMember, useUpdateMember } from "@/features/team/api/team";
import { describeScope, LocationScope, type LocationOption } from "./location-scope";

interface MemberRowProps {
  member: Member;
  workspaceId: string;
  locations: LocationOption[];
  canManage: boolean;
}

function MemberRow({ member, workspaceId, locations, canManage }: MemberRowProps) {
  const update = useUpdateMember(workspaceId);
  const remove = useRemoveMember(workspaceId);
  const [editingScope, setEditingScope] = useState(false);
  const [scope, setScope] = useState<string[] | null>(member.locationIds);
  const manageable = canManage && !member.isYou;
  const who = member.name || member.email;

  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-950">
            <span className="wrap-anywhere">{who}</span>
            {member.isYou ? <Badge tone="brand">You</Badge> : null}
          </p>
          {member.name ? (
            <p className="wrap-anywhere text-sm text-brand-950/70">{member.email}</p>
          ) : null}
          <p className="mt-1 text-sm text-brand-950/70">
            {describeScope(locations, member.locationIds)} · joined {formatDate(member.joinedAt)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {manageable ? (
            <select
              aria-label={`Role of ${who}`}
              value={member.role}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({
                  userId: member.userId,
                  changes: { role: event.target.value as Role },
                })
              }
              className={`${inputClasses(false)} w-auto min-w-36`}
            >
              <LabelledOptions values={ROLES} labels={ROLE_LABELS} />
            </select>
          ) : (
            <Badge>{ROLE_LABELS[member.role]}</Badge>
          )}
          {manageable && !editingScope ? (
            <Button
              variant="secondary"
              onClick={() => {
                setScope(member.locationIds);
                setEditingScope(true);
              }}
              aria-label={`Locations of ${who}`}
            >
              Locations
            </Button>
          ) : null}
          {manageable ? (
            <ConfirmDialog
              trigger={
                <Button variant="danger" aria-label={`Remove ${who}`}>
                  Remove
                </Button>
              }
              title={`Remove ${who}?`}
              description={`${who} loses access to this workspace at once. You can invite them again later.`}
              confirmLabel="Remove"
              onConfirm={() => remove.mutateAsync(member.userId)}
            />
          ) : null}
        </div>
      </div>
      {editingScope ? (
        <form
          className="mt-3 rounded-xl border border-brand-900/10 bg-cream/60 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { userId: member.userId, changes: { locationIds: scope } },
              { onSuccess: () => setEditingScope(false) },
            );
          }}
        >
          <LocationScope
            legend={`Where ${who} works`}
            locations={locations}
            value={scope}
            onChange={setScope}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" busy={update.isPending}>
              Save locations
            </Button>
            <Button variant="secondary" onClick={() => setEditingScope(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <Notice tone="error" className="mt-3">
        {update.isError ? errorMessage(update.error) : null}
      </Notice>
    </li>
  );
}

/** Everyone in the workspace, with their role and locations; owners can change both. */
export function MembersList({
  workspaceId,
  locations,
  canManage,
}: {
  workspaceId: string;
  locations: LocationOption[];
  canManage: boolean;
}) {
  const { data: members } = useSuspenseQuery(membersQuery(workspaceId));
  return (
    <Card
      title="Members"
      description={
        canManage
          ? "Change what each person may do and where they work. Changes apply at once."
          : "Everyone in this workspace. Owners manage members and invitations."
      }
    >
      <ul className="divide-y divide-brand-900/10">
        {members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            workspaceId={workspaceId}
            locations={locations}
            canManage={canManage}
          />
        ))}
      </ul>
    </Card>
  );
}
