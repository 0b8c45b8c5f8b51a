import type { OrderStatus } from "@larder/contracts";
import { compare } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { NamedOptions, SelectField } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { ExportMenu } from "@/features/imports/components/export-menu";
import { ordersQuery, type OrderFilter } from "@/features/purchasing/api/orders";
import { suppliersQuery } from "@/features/suppliers/api/suppliers";
import { OrderStatusBadge } from "@/components/document-status";
import { formatDate, formatDay, formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useCan } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";
import { useFilterParams } from "@/lib/use-filter-params";

const PAGE = 25;

const TABS: { value: OrderStatus | "open" | ""; label: string }[] = [
  { value: "", label: "All" },
  { value: "open", label: "On their way" },
  { value: "draft", label: "Drafts" },
  { value: "received", label: "Received" },
  { value: "cancelled", label: "Cancelled" },
];

function filterOf(params: URLSearchParams, locationId: string | null): OrderFilter {
  const status = params.get("status") as OrderFilter["status"] | null;
  return {
    status: status || undefined,
    supplierId: params.get("supplier") || undefined,
    locationId: locationId ?? undefined,
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

/** `/app/orders`: purchase orders at the chosen location, newest first, by status and supplier. */
export function OrdersPage() {
  const { workspace, locationId, whereLabel } = useScope();
  const canOrder = useCan("orders.create");
  const [params, update] = useFilterParams({ resetOffset: true });
  const filter = filterOf(params, locationId);
  const { data: suppliers = [] } = useQuery(suppliersQuery(workspace.id, "include"));
  const { data, isFetching } = useQuery(ordersQuery(workspace.id, filter));

  return (
    <>
      <PageHeader
        title="Purchase Orders"
        description={`Orders for ${whereLabel}: drafts, on their way and received.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportMenu
              workspaceId={workspace.id}
              locationId={locationId}
              tables={[{ table: "orders", label: "Purchase orders, line by line" }]}
            />
            {canOrder ? (
              <Link
                to={`/app/orders/new${filter.supplierId ? `?supplier=${filter.supplierId}` : ""}`}
                className={buttonClasses("primary")}
              >
                <Plus aria-hidden="true" className="h-4 w-4" /> New order
              </Link>
            ) : null}
          </div>
        }
      />
      <Card>
        <div className="flex flex-wrap items-end justify-between gap-4">
          {/* On a phone the tabs wrap to a second row rather than scroll out of sight. */}
          <FilterTabs
            label="Order status"
            tabs={TABS}
            value={filter.status ?? ""}
            onChange={(status) => update({ status })}
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
          aria-label="Purchase orders"
        >
          {(data?.orders ?? []).map((order) => (
            <li key={order.id} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <Link
                  to={`/app/orders/${order.id}`}
                  className="font-semibold text-brand-900 hover:underline"
                >
                  {order.number}
                </Link>{" "}
                <span className="text-brand-950">· {order.supplierName}</span>
                <p className="text-sm text-brand-950/70">
                  {formatDate(order.createdAt)} · {order.lineCount} line
                  {order.lineCount === 1 ? "" : "s"} · {order.locationName}
                  {order.expectedOn &&
                  (order.status === "sent" || order.status === "partially_received")
                    ? ` · expected ${formatDay(order.expectedOn)}`
                    : ""}
                </p>
              </div>
              {/* The total and the status together on the right, stacked on a phone. */}
              <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-6">
                <span className="text-right tabular-nums sm:w-36">
                  <span className="font-semibold">{formatUsd(order.totals.inclTax)}</span>
                  {/* What came, at the prices charged, once something has and it differs. */}
                  {(order.status === "partially_received" || order.status === "received") &&
                  compare(order.received.inclTax, order.totals.inclTax) !== 0 ? (
                    <span className="block text-xs text-brand-950/70">
                      received {formatUsd(order.received.inclTax)}
                    </span>
                  ) : null}
                  {order.shortValue !== "0.00" ? (
                    <span className="block text-xs font-semibold text-rose-800">
                      {formatUsd(order.shortValue)} never came
                    </span>
                  ) : null}
                </span>
                <span className="flex flex-col items-end gap-0.5 sm:w-36 sm:flex-row sm:items-center sm:gap-1">
                  <OrderStatusBadge status={order.status} />
                  {order.needsApproval ? (
                    <span className="text-xs font-semibold text-tomato-deep">needs approval</span>
                  ) : null}
                </span>
              </div>
            </li>
          ))}
        </ul>
        {data && data.orders.length === 0 ? (
          <p className="py-8 text-center text-sm text-brand-950/70">No orders here yet.</p>
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
