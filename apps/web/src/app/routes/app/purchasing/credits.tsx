import type { CreditStatus } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router";
import { Card, PageHeader } from "@/components/ui/card";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { NamedOptions, SelectField } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { creditsQuery, type CreditFilter } from "@/features/purchasing/api/credits";
import { suppliersQuery } from "@/features/suppliers/api/suppliers";
import { CreditStatusBadge } from "@/components/document-status";
import { owedFor } from "@/features/purchasing/components/credit-due";
import { formatDate, formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";
import { useFilterParams } from "@/lib/use-filter-params";

const PAGE = 25;

const TABS: { value: CreditStatus | "outstanding" | "all"; label: string }[] = [
  { value: "outstanding", label: "Owed" },
  { value: "credited", label: "Credited" },
  { value: "cancelled", label: "Cancelled" },
  { value: "all", label: "All" },
];

/** The tab shown: what is owed unless another is chosen. */
const tabOf = (params: URLSearchParams) => params.get("status") || "outstanding";

function filterOf(params: URLSearchParams): CreditFilter {
  const status = tabOf(params);
  return {
    // Owed first: what a supplier still has to credit is what someone has to chase.
    status: status === "all" ? undefined : (status as CreditFilter["status"]),
    supplierId: params.get("supplier") || undefined,
    limit: PAGE,
    offset: Number(params.get("offset") ?? 0) || 0,
  };
}

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "suppliers.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(suppliersQuery(workspaceId, "include"));
  return null;
}

/**
 * `/app/credits`: the credit requests deliveries raised (short, damaged, refused or dearer than
 * agreed), what each supplier still owes first, by supplier.
 */
export function CreditsPage() {
  const { workspace } = useScope();
  const [params, update] = useFilterParams({ resetOffset: true });
  const filter = filterOf(params);
  const { data: suppliers = [] } = useQuery(suppliersQuery(workspace.id, "include"));
  const { data, isFetching } = useQuery(creditsQuery(workspace.id, filter));

  return (
    <>
      <PageHeader
        title="Credits"
        description="What suppliers owe back for deliveries that came short, damaged, refused or dearer than agreed."
      />
      <Card>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <FilterTabs
            label="Credit status"
            tabs={TABS}
            value={tabOf(params)}
            onChange={(status) => update({ status: status === "outstanding" ? null : status })}
          />
          <SelectField
            label="Supplier"
            value={filter.supplierId ?? ""}
            onChange={(event) => update({ supplier: event.target.value })}
            className="w-full sm:w-64"
          >
            <option value="">All suppliers</option>
            <NamedOptions items={suppliers} />
          </SelectField>
        </div>

        <ul
          className={`mt-4 divide-y divide-brand-900/5 ${isFetching ? "refreshing" : ""}`}
          aria-busy={isFetching || undefined}
          aria-label="Credit requests"
        >
          {(data?.rows ?? []).map((credit) => (
            <li key={credit.id} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <Link
                  to={`/app/credits/${credit.id}`}
                  className="font-semibold text-brand-900 hover:underline"
                >
                  {credit.number}
                </Link>{" "}
                <span className="text-brand-950">· {credit.supplierName}</span>
                <p className="text-sm text-brand-950/70">
                  {formatDate(credit.raisedAt)}
                  {credit.orderNumber ? ` · ${credit.orderNumber}` : ""} · {credit.locationName}
                  {credit.status === "open" || credit.status === "sent"
                    ? ` · ${owedFor(credit.ageDays).toLowerCase()}`
                    : ""}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-6">
                <span className="text-right tabular-nums sm:w-28">
                  <span className="font-semibold">{formatUsd(credit.totals.inclTax)}</span>
                  {credit.status === "credited" &&
                  credit.creditedAmount !== credit.totals.inclTax ? (
                    <span className="block text-xs text-brand-950/70">
                      credited {formatUsd(credit.creditedAmount!)}
                    </span>
                  ) : null}
                </span>
                <span className="flex justify-end sm:w-24">
                  <CreditStatusBadge status={credit.status} />
                </span>
              </div>
            </li>
          ))}
        </ul>
        {data && data.rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-brand-950/70">
            {filter.status === "outstanding"
              ? "No supplier owes a credit."
              : "No credit requests here."}
          </p>
        ) : null}
        {data ? (
          <Pager
            offset={filter.offset ?? 0}
            limit={PAGE}
            total={data.total}
            onChange={(offset) => update({ offset: offset ? String(offset) : null })}
          />
        ) : null}
      </Card>
    </>
  );
}
