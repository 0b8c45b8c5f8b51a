import { AUDIT_API, TEAM_API, type AuditArea, type AuditEventView } from "@larder/contracts";
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiUrl, callApi } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export type AuditEvent = AuditEventView;

/** The log's filters, as the screen's address keeps them (empty: not filtered). */
export interface AuditFilter {
  area?: AuditArea | undefined;
  actorUserId?: string | undefined;
  locationId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

export const AUDIT_FILTER_KEYS = ["area", "actorUserId", "locationId", "from", "to", "q"] as const;

export const AUDIT_PAGE_SIZE = 50;

const defined = (filter: AuditFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) as Record<string, string>;

/** The audit log, newest first, a page at a time ("Load older"), through `filter`. */
export const auditQuery = (workspaceId: string, filter: AuditFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...workspaceKey(workspaceId), "audit", defined(filter)],
    queryFn: ({ pageParam }) =>
      callApi(AUDIT_API.page, {
        params: { workspaceId },
        query: { ...defined(filter), before: pageParam ?? undefined, limit: AUDIT_PAGE_SIZE },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    placeholderData: keepPreviousData,
  });

/** The people of the workspace, for the "Person" filter. */
export const auditPeopleQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...workspaceKey(workspaceId), "audit", "people"],
    queryFn: () => callApi(TEAM_API.members, { params: { workspaceId } }),
  });

/** The download of the filtered log (it is logged too). */
export function auditExportUrl(workspaceId: string, filter: AuditFilter, format: "csv" | "xlsx") {
  return apiUrl(AUDIT_API.export, {
    params: { workspaceId },
    query: { format, ...defined(filter) },
  });
}
