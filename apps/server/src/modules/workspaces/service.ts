import type { Onboarding, Workspace } from "@larder/contracts";
import { InvalidError, NotAllowedError, permissionsOf } from "@larder/domain";
import { randomUUID } from "node:crypto";
import type { Database, Executor } from "../../db/database";
import { emailDomain, withTenant } from "../../db/tenant";
import type { CurrentSession, Member } from "../../core/member";
import { iso } from "../../core/dates";
import { actedBy, recordAudit } from "../audit";
import { insertDefaultCategories } from "../items";
import { insertLocation } from "../locations";
import { isPublicMailDomain } from "./domains";

/**
 * Creates a workspace with its first location (and that location's storage areas, and the
 * default item categories), makes the person its owner and moves their session into it: all
 * or nothing. A demo visitor creates none.
 */
export async function createWorkspace(
  db: Database,
  session: CurrentSession,
  ip: string,
  input: Onboarding,
): Promise<string> {
  if (session.isDemo)
    throw new NotAllowedError(
      "demo",
      "The demo workspace is for looking around. Create your own workspace to do this.",
    );
  const workspaceId = randomUUID();
  const { workspaceName, location } = input;
  await withTenant(db, { workspaceId, userId: session.userId }, async (tx) => {
    await tx.query("insert into workspaces (id, name, created_by) values ($1, $2, $3)", [
      workspaceId,
      workspaceName,
      session.userId,
    ]);
    await tx.query(
      "insert into memberships (workspace_id, user_id, role) values ($1, $2, 'owner')",
      [workspaceId, session.userId],
    );
    await insertLocation(tx, workspaceId, location, { defaultStorageAreas: true });
    await insertDefaultCategories(tx, workspaceId);
    await recordAudit(tx, workspaceId, {
      action: "workspace_created",
      summary: `${session.email} created the workspace ${workspaceName} with the location ${location.name}`,
      ...actedBy({ ...session, ip }),
    });
    await tx.query(
      "update sessions set current_workspace_id = $2, current_location_id = null where id = $1",
      [session.id, workspaceId],
    );
  });
  return workspaceId;
}

/** The member's workspace, with their role, permissions and locations in it. */
export async function findWorkspace(tx: Executor, member: Member): Promise<Workspace> {
  const { rows } = await tx.query<{
    id: string;
    name: string;
    allowed_domain: string | null;
    is_demo: boolean;
    created_at: Date;
  }>("select id, name, allowed_domain, is_demo, created_at from workspaces where id = $1", [
    member.workspaceId,
  ]);
  const row = rows[0]!;
  return {
    id: row.id,
    name: row.name,
    allowedDomain: row.allowed_domain,
    isDemo: row.is_demo,
    createdAt: iso(row.created_at),
    role: member.role,
    permissions: permissionsOf(member.role),
    locationIds: member.locationIds,
  };
}

/**
 * Renames the workspace, or sets the email domain whose people may ask to join (null: none).
 * Only the member's own organization's domain may be welcomed, never a public mail service.
 */
export async function updateWorkspace(
  tx: Executor,
  member: Member,
  ip: string,
  changes: { name?: string | undefined; allowedDomain?: string | null | undefined },
): Promise<void> {
  const { name, allowedDomain } = changes;
  if (allowedDomain) {
    if (isPublicMailDomain(allowedDomain))
      throw new InvalidError(
        "public_domain",
        `${allowedDomain} is a public email service; anyone can have an address there. Use your organization's own domain.`,
      );
    if (allowedDomain !== emailDomain(member.email))
      throw new InvalidError(
        "foreign_domain",
        `You can only allow your own organization's domain (${emailDomain(member.email)}), the one of the address you signed in with.`,
      );
  }
  await tx.query(
    `update workspaces set
       name = coalesce($2, name),
       allowed_domain = case when $3::boolean then $4 else allowed_domain end
     where id = $1`,
    [member.workspaceId, name ?? null, allowedDomain !== undefined, allowedDomain ?? null],
  );
  const changed = [
    name ? `renamed it to ${name}` : null,
    allowedDomain !== undefined
      ? allowedDomain
        ? `let people from ${allowedDomain} ask to join`
        : "stopped letting people ask to join by email domain"
      : null,
  ].filter(Boolean);
  await recordAudit(tx, member.workspaceId, {
    action: "workspace_updated",
    summary: `${member.email} ${changed.join(" and ")}`,
    ...actedBy({ ...member, ip }),
  });
}
