import type { Member as TeamMember } from "@larder/contracts";
import { ConflictError, InvalidError, ROLE_LABELS, type Role } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { actedBy, recordAudit } from "../audit";

/** The workspace's members, owners first, then by email. */
export async function listMembers(tx: Executor, member: Member): Promise<TeamMember[]> {
  const { rows } = await tx.query<{
    user_id: string;
    email: string;
    name: string;
    role: Role;
    location_ids: string[] | null;
    created_at: Date;
  }>(
    `select m.user_id, u.email, u.name, m.role, m.created_at,
            case when m.all_locations then null else
              coalesce((select array_agg(ml.location_id::text order by ml.location_id) from membership_locations ml
                         where ml.workspace_id = m.workspace_id and ml.user_id = m.user_id), '{}') end as location_ids
       from memberships m join users u on u.id = m.user_id
      where m.workspace_id = $1
      order by array_position(array['owner','manager','chef','purchasing','staff'], m.role), lower(u.email)`,
    [member.workspaceId],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role,
    locationIds: row.location_ids,
    joinedAt: iso(row.created_at),
    isYou: row.user_id === member.userId,
  }));
}

/**
 * Changes a member's role (never taking the last owner's away) and the locations they work at
 * (null: all of them), each change written to the audit log.
 */
export async function changeMember(
  tx: Executor,
  member: Member,
  ip: string,
  memberId: string,
  changes: { role?: Role | undefined; locationIds?: string[] | null | undefined },
): Promise<void> {
  const { role, locationIds } = changes;
  const { rows } = await tx.query<{ role: Role; email: string }>(
    `select m.role, u.email from memberships m join users u on u.id = m.user_id
      where m.workspace_id = $1 and m.user_id = $2 for update of m`,
    [member.workspaceId, memberId],
  );
  const target = rows[0]!;
  if (role && role !== target.role) {
    if (target.role === "owner" && (await ownerCount(tx, member.workspaceId)) === 1)
      throw new ConflictError(
        "last_owner",
        "A workspace needs at least one owner. Make someone else an owner first.",
      );
    await tx.query("update memberships set role = $3 where workspace_id = $1 and user_id = $2", [
      member.workspaceId,
      memberId,
      role,
    ]);
    await recordAudit(tx, member.workspaceId, {
      action: "role_changed",
      summary: `${member.email} changed ${target.email}'s role from ${ROLE_LABELS[target.role]} to ${ROLE_LABELS[role]}`,
      details: { userId: memberId, from: target.role, to: role },
      ...actedBy({ ...member, ip }),
    });
  }
  if (locationIds !== undefined) {
    await checkLocations(tx, member.workspaceId, locationIds);
    await setMemberLocations(tx, member.workspaceId, memberId, locationIds);
    await recordAudit(tx, member.workspaceId, {
      action: "role_changed",
      summary: `${member.email} set ${target.email}'s locations to ${locationIds ? `${locationIds.length} location${locationIds.length === 1 ? "" : "s"}` : "all locations"}`,
      details: { userId: memberId, locationIds },
      ...actedBy({ ...member, ip }),
    });
  }
}

/** Takes someone out of the workspace; to go yourself, {@link leaveWorkspace}. */
export async function removeMember(
  tx: Executor,
  member: Member,
  ip: string,
  memberId: string,
): Promise<void> {
  if (memberId === member.userId)
    throw new ConflictError(
      "remove_self",
      "To leave this workspace yourself, use Leave workspace.",
    );
  const { rows } = await tx.query<{ role: Role; email: string }>(
    `select m.role, u.email from memberships m join users u on u.id = m.user_id
      where m.workspace_id = $1 and m.user_id = $2`,
    [member.workspaceId, memberId],
  );
  const target = rows[0]!;
  await removeMembership(tx, member.workspaceId, memberId);
  await recordAudit(tx, member.workspaceId, {
    action: "member_removed",
    summary: `${member.email} removed ${target.email} (${ROLE_LABELS[target.role]})`,
    details: { userId: memberId },
    ...actedBy({ ...member, ip }),
  });
}

/** The member leaves the workspace, unless they are its only owner. */
export async function leaveWorkspace(tx: Executor, member: Member, ip: string): Promise<void> {
  if (member.role === "owner" && (await ownerCount(tx, member.workspaceId)) === 1)
    throw new ConflictError(
      "last_owner",
      "You are this workspace's only owner. Make someone else an owner before you leave.",
    );
  await removeMembership(tx, member.workspaceId, member.userId);
  await recordAudit(tx, member.workspaceId, {
    action: "member_left",
    summary: `${member.email} left the workspace`,
    ...actedBy({ ...member, ip }),
  });
}

/** Checks that every location id names an active location of the workspace. */
export async function checkLocations(
  tx: Executor,
  workspaceId: string,
  ids: string[] | null | undefined,
): Promise<void> {
  if (!ids || ids.length === 0) {
    if (ids && ids.length === 0)
      throw new InvalidError("no_locations", "Choose at least one location, or all locations.");
    return;
  }
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from locations where workspace_id = $1 and id = any($2::uuid[]) and archived_at is null",
    [workspaceId, [...new Set(ids)]],
  );
  if (rows[0]!.n !== new Set(ids).size)
    throw new InvalidError(
      "unknown_location",
      "One of the chosen locations does not exist in this workspace.",
    );
}

/** Limits a member to `ids`, or lets them work at every location (null). */
export async function setMemberLocations(
  tx: Executor,
  workspaceId: string,
  userId: string,
  ids: string[] | null,
): Promise<void> {
  await tx.query(
    "update memberships set all_locations = $3 where workspace_id = $1 and user_id = $2",
    [workspaceId, userId, ids === null],
  );
  await tx.query("delete from membership_locations where workspace_id = $1 and user_id = $2", [
    workspaceId,
    userId,
  ]);
  if (ids)
    await tx.query(
      `insert into membership_locations (workspace_id, user_id, location_id)
       select $1, $2, unnest($3::uuid[]) on conflict do nothing`,
      [workspaceId, userId, ids],
    );
}

async function ownerCount(tx: Executor, workspaceId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from memberships where workspace_id = $1 and role = 'owner'",
    [workspaceId],
  );
  return rows[0]!.n;
}

async function removeMembership(tx: Executor, workspaceId: string, userId: string) {
  await tx.query("delete from memberships where workspace_id = $1 and user_id = $2", [
    workspaceId,
    userId,
  ]);
  // Their open pages in this workspace stop working at the next request; their sessions stay.
  await tx.query(
    "update sessions set current_workspace_id = null, current_location_id = null where user_id = $1 and current_workspace_id = $2",
    [userId, workspaceId],
  );
}
