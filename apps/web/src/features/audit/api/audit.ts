import { infiniteQueryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { workspaceKey } from "@/lib/session";

export interface AuditEvent {
  id: string;
  at: string;
  action: string;
  summary: string;
  actorEmail: string | null;
  ip: string;
}

interface AuditPage {
  events: AuditEvent[];
  nextBefore: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first, a page at a time ("Load older"). */
export const auditQuery = (workspaceId: string) =>
  infiniteQueryOptions({
    queryKey: [...workspaceKey(workspaceId), "audit"],
    queryFn: ({ pageParam }) =>
      api<AuditPage>(`/api/w/${workspaceId}/audit`, {
        query: { before: pageParam, limit: AUDIT_PAGE_SIZE },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });
