import {
  ACCOUNT_API,
  AUTH_API,
  PASSKEYS_API,
  WORKSPACES_API,
  type SessionResponse,
  type Workspace,
} from "@larder/contracts";
import type { Permission, Role } from "@larder/domain";
import { can } from "@larder/domain";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { ApiRequestError, callApi, setCsrfToken } from "./api";

/** Who is signed in, or null when nobody is. Keeps the CSRF token for later requests. */
export async function fetchSession(): Promise<SessionResponse | null> {
  try {
    const session = await callApi(ACCOUNT_API.session, {});
    setCsrfToken(session.csrfToken, refreshToken);
    return session;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

async function refreshToken(): Promise<string | null> {
  const session = await fetchSession();
  return session?.csrfToken ?? null;
}

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: fetchSession,
  staleTime: 60_000,
});

/** The signed-in session. Only for screens behind the session loader, which fills it first. */
export function useSession(): SessionResponse {
  const { data } = useSuspenseQuery(sessionQuery);
  if (!data) throw new Error("Not signed in");
  return data;
}

export const workspaceKey = (workspaceId: string) => ["workspace", workspaceId] as const;

export const workspaceQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...workspaceKey(workspaceId), "details"],
    queryFn: () => callApi(WORKSPACES_API.get, { params: { workspaceId } }),
  });

/** Whether the workspace requires a passkey, and whether this session has proved one. */
export const passkeyPolicyQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...workspaceKey(workspaceId), "passkey-policy"],
    queryFn: () => callApi(PASSKEYS_API.policy, { params: { workspaceId } }),
  });

/** The workspace this session works in, with the member's role and permissions. */
export function useCurrentWorkspace(): Workspace {
  const session = useSession();
  const id = session.currentWorkspaceId;
  if (!id) throw new Error("This session has no workspace");
  return useSuspenseQuery(workspaceQuery(id)).data;
}

/** Whether the member's role allows `permission`: what it does not allow is not offered. */
export function useCan(permission: Permission): boolean {
  const workspace = useCurrentWorkspace();
  return can(workspace.role as Role, permission);
}

/** Ends the session on the server and leaves the application for the log-in page. */
export async function signOut(next?: string): Promise<void> {
  await callApi(AUTH_API.logout, {}).catch(() => undefined);
  setCsrfToken(null);
  window.location.assign(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
}

/** Switches the session to a workspace, and to one of its locations or all of them (null). */
export async function switchWorkspace(
  workspaceId: string,
  locationId: string | null,
): Promise<void> {
  await callApi(ACCOUNT_API.switchWorkspace, { body: { workspaceId, locationId } });
}
