import { useSearchParams, type LoaderFunctionArgs } from "react-router";
import { AUDIT_AREAS, type AuditArea } from "@larder/contracts";
import { can } from "@larder/domain";
import {
  AUDIT_FILTER_KEYS,
  auditPeopleQuery,
  auditQuery,
  type AuditFilter,
} from "@/features/audit/api/audit";
import { AuditLog } from "@/features/audit/components/audit-log";
import { Notice } from "@/components/ui/notice";
import { queryClient } from "@/lib/query-client";
import { locationsQuery } from "@/lib/scope";
import { useCurrentWorkspace, workspaceQuery } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { SettingsHeading } from "./layout";

/** The filters the address holds (`?area=stock&q=butter`), unknown areas left out. */
function filterOf(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key);
    if (value) filter[key] = value as never;
  }
  if (filter.area && !AUDIT_AREAS.includes(filter.area as AuditArea)) delete filter.area;
  return filter;
}

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const workspace = await queryClient.ensureQueryData(workspaceQuery(workspaceId));
  if (can(workspace.role, "audit.view"))
    await Promise.all([
      queryClient.ensureInfiniteQueryData(
        auditQuery(workspaceId, filterOf(new URL(args.request.url).searchParams)),
      ),
      queryClient.ensureQueryData(auditPeopleQuery(workspaceId)),
      queryClient.ensureQueryData(locationsQuery(workspaceId, "include")),
    ]);
  return null;
}

/** `/app/settings/audit` (owners) */
export function AuditSettingsPage() {
  const workspace = useCurrentWorkspace();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const change = (next: AuditFilter) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<
        string,
        string
      >,
      { replace: true },
    );
  return (
    <>
      <SettingsHeading
        title="Audit log"
        description="Every change in this workspace, newest first: stock, counts and transfers, orders and deliveries, invoices and payments, supplier prices, items, recipes and the menu, sales files, settings, the team, sign-ins and exports. Who did it, when, from where, and what it was before."
      />
      {can(workspace.role, "audit.view") ? (
        <AuditLog workspaceId={workspace.id} filter={filter} onFilterChange={change} />
      ) : (
        <Notice tone="info">Only an owner of {workspace.name} can read the audit log.</Notice>
      )}
    </>
  );
}
