import type { Database, Executor } from "./database";
import { prepared } from "./prepared";

/** Whom a transaction acts for. Row-level security reads these through `larder_current_*()`. */
export interface TenantContext {
  /** The workspace whose rows the transaction may see and write. */
  workspaceId?: string | null;
  /** The signed-in person: widens reads to their own memberships in other workspaces. */
  userId?: string | null;
  /** Their email's domain: widens reads to workspaces that welcome that domain. */
  emailDomain?: string | null;
}

/**
 * Runs `work` in one transaction that first names its workspace and user for row-level
 * security. The settings are local to the transaction, so a pooled connection never carries
 * them into the next request. Without a workspace the transaction sees no tenant rows at all.
 */
export function withTenant<T>(
  db: Database,
  context: TenantContext,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await setTenant(tx, context);
    return work(tx);
  });
}

/** Names the workspace and user of the transaction `tx` is in (it may change mid-way). */
const SET_TENANT = prepared(
  `select set_config('larder.workspace_id', $1, true),
          set_config('larder.user_id', $2, true),
          set_config('larder.email_domain', $3, true)`,
);

export async function setTenant(tx: Executor, context: TenantContext): Promise<void> {
  await tx.query(SET_TENANT, [
    context.workspaceId ?? "",
    context.userId ?? "",
    context.emailDomain ?? "",
  ]);
}

/** The part of an address after the @, lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}
