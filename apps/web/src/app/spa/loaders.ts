import type { SessionResponse } from "@larder/contracts";
import { can, type Permission } from "@larder/domain";
import { redirect, redirectDocument, type LoaderFunctionArgs } from "react-router";
import { ApiRequestError } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { passkeyPolicyQuery, sessionQuery, workspaceQuery } from "@/lib/session";

/**
 * Every screen of the application needs someone signed in. Without a session the visitor goes
 * to the log-in page (a prerendered page: a full page load) and comes back here afterwards.
 * An invitation link sends them to sign up instead: most people invited are new to Larder.
 */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<SessionResponse> {
  const session = await queryClient.ensureQueryData(sessionQuery);
  if (!session) {
    const url = new URL(request.url);
    const next = `${url.pathname}${url.search}`;
    const page = url.pathname.startsWith("/app/join") ? "/signup" : "/login";
    throw redirectDocument(`${page}?next=${encodeURIComponent(next)}`);
  }
  return session;
}

/**
 * Screens inside a workspace: someone without one is sent to create or join one first. Loads
 * the workspace (role and permissions) before the screen renders.
 */
export async function requireWorkspace(args: LoaderFunctionArgs): Promise<null> {
  const session = await requireSession(args);
  const workspaceId = session.currentWorkspaceId;
  if (!workspaceId) throw redirect("/app/welcome");
  // Asked side by side with the workspace; a non-member's refusal is handled below.
  const policy = queryClient.ensureQueryData(passkeyPolicyQuery(workspaceId)).catch(() => null);
  try {
    await queryClient.ensureQueryData(workspaceQuery(workspaceId));
  } catch (error) {
    // Removed from the workspace since the session was read: read it again, which falls back
    // to another workspace (or none).
    if (error instanceof ApiRequestError && error.status === 404) {
      const fresh = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
      if (fresh?.currentWorkspaceId && fresh.currentWorkspaceId !== workspaceId)
        throw redirect(new URL(args.request.url).pathname);
      throw redirect("/app/welcome");
    }
    throw error;
  }
  const path = new URL(args.request.url).pathname;
  if ((await policy)?.satisfied === false && !OPEN_WITHOUT_PASSKEY.includes(path))
    throw redirect("/app/settings/profile");
  return null;
}

/**
 * A workspace that requires a passkey refuses its data to a session that has not proved one
 * (the API answers 403): such a member is taken to their profile, where they add or confirm
 * one. These screens stay open to them.
 */
const OPEN_WITHOUT_PASSKEY = ["/app/settings/profile", "/app/settings/sessions"];

/**
 * The current workspace's id, for loaders of screens under {@link requireWorkspace} (loaders
 * run side by side, so each one redirects the same way when nobody is signed in).
 */
export async function currentWorkspaceId(args: LoaderFunctionArgs): Promise<string> {
  const session = await requireSession(args);
  const id = session.currentWorkspaceId;
  if (!id) throw redirect("/app/welcome");
  return id;
}

/**
 * Whether the member's role allows `permission`, for loaders: a screen the role does not
 * include loads nothing and says so (see `guarded`).
 */
export async function memberCan(
  args: LoaderFunctionArgs,
  permission: Permission,
): Promise<boolean> {
  const workspaceId = await currentWorkspaceId(args);
  const workspace = await queryClient.ensureQueryData(workspaceQuery(workspaceId));
  return can(workspace.role, permission);
}
