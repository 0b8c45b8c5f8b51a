import { can, ROLE_LABELS, unitLabel } from "@larder/domain";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { PiggyBank, Package, Plus, Settings, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Badge, PageHeader } from "@/components/ui/card";
import { InfoTip } from "@/components/ui/info-tip";
import { SearchField } from "@/components/ui/search-field";
import { locationsQuery, useScope } from "@/lib/scope";
import { savingsQuery } from "@/features/invoices/api/invoices";
import { foodCostQuery } from "@/features/sales/api/food-cost";
import { NotificationsPopover } from "@/features/notifications/components/notifications-popover";
import { stockListQuery, stockOverviewQuery } from "@/features/stock/api/stock";
import { StockStatusBadge } from "@/features/stock/components/status-badge";
import { formatQuantity, formatRelativeTime, formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { sessionQuery, useCan, workspaceQuery } from "@/lib/session";
import { useDebounced } from "@/lib/use-debounced";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { FoodCostCard, StatCard } from "./home-cards";
import { useItemEditor } from "./inventory/stock-sheets";

const LIST_SIZE = 8;

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const session = await queryClient.ensureQueryData(sessionQuery);
  const locationId = session?.currentLocationId ?? null;
  await Promise.all([
    queryClient.ensureQueryData(locationsQuery(workspaceId)),
    queryClient.ensureQueryData(stockOverviewQuery(workspaceId, locationId)),
    queryClient
      .ensureQueryData(workspaceQuery(workspaceId))
      .then((workspace) =>
        Promise.all([
          can(workspace.role, "costs.view")
            ? queryClient.ensureQueryData(savingsQuery(workspaceId, locationId))
            : null,
          can(workspace.role, "costs.view") && can(workspace.role, "sales.view")
            ? queryClient.ensureQueryData(foodCostQuery(workspaceId, locationId))
            : null,
        ]),
      ),
    queryClient.ensureQueryData(
      stockListQuery(workspaceId, {
        locationId: locationId ?? undefined,
        sort: "status",
        limit: LIST_SIZE,
      }),
    ),
  ]);
  return null;
}

/**
 * `/app`, the dashboard: how many items there are and how many run low at the chosen location
 * (or all of them), the alerts, and the current inventory with search, add and edit.
 */
export function HomePage() {
  const { workspace, locationId, locationName, whereLabel } = useScope();
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim());
  const { data: overview } = useSuspenseQuery(stockOverviewQuery(workspace.id, locationId));
  const { data: list, isFetching } = useQuery(
    stockListQuery(workspace.id, {
      locationId: locationId ?? undefined,
      search: term || undefined,
      sort: "status",
      limit: LIST_SIZE,
    }),
  );
  const canSeeCosts = useCan("costs.view");
  const { data: savings } = useQuery({
    ...savingsQuery(workspace.id, locationId),
    enabled: canSeeCosts,
  });
  const canSeeFoodCost = useCan("sales.view") && canSeeCosts;
  const { data: foodCost } = useQuery({
    ...foodCostQuery(workspace.id, locationId),
    enabled: canSeeFoodCost,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const editor = useItemEditor((item) => setSaved(`Saved ${item.name}.`));
  const short = overview.low + overview.out;

  return (
    <>
      <PageHeader
        title="Larder Dashboard"
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {workspace.name} · {locationName}
            </span>
            <Badge tone="brand">{ROLE_LABELS[workspace.role]}</Badge>
          </span>
        }
        actions={
          <>
            <NotificationsPopover workspaceId={workspace.id} trigger="alerts" />
            <Link to="/app/settings" className={buttonClasses("secondary")}>
              <Settings aria-hidden="true" className="h-4 w-4" /> Settings
            </Link>
          </>
        }
      />

      <section
        aria-label="Figures"
        className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${canSeeFoodCost ? "lg:grid-cols-4" : canSeeCosts ? "lg:grid-cols-3" : ""}`}
      >
        <StatCard
          label="Total Items"
          value={String(overview.items)}
          detail={`Carried at ${whereLabel}`}
          icon={<Package aria-hidden="true" className="h-5 w-5 text-brand-600" />}
          link={{ to: "/app/inventory/items", label: "View Full Inventory" }}
        />
        <StatCard
          label="Low Stock"
          value={String(short)}
          detail={
            overview.out > 0
              ? `Below their minimum, ${overview.out} of them out of stock`
              : "Below their minimum"
          }
          icon={<TriangleAlert aria-hidden="true" className="h-5 w-5 text-saffron" />}
          link={{ to: "/app/inventory/items?status=short", label: "View low and out items" }}
        />
        {canSeeCosts ? (
          <StatCard
            label="Monthly Savings"
            value={savings ? formatUsd(savings.total, { cents: false }) : "…"}
            detail={
              savings
                ? `${formatUsd(savings.purchases, { cents: false })} on prices, ${formatUsd(savings.waste, { cents: false })} less waste`
                : "Last 30 days"
            }
            tip={
              savings ? (
                <InfoTip label="How monthly savings are counted" text={savings.explanation} />
              ) : null
            }
            icon={<PiggyBank aria-hidden="true" className="h-5 w-5 text-brand-600" />}
          />
        ) : null}
        {canSeeFoodCost ? <FoodCostCard foodCost={foodCost} /> : null}
      </section>

      <section
        aria-labelledby="current-inventory"
        className="mt-6 rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="current-inventory" className="text-lg font-bold text-brand-950">
            Current Inventory
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link to="/app/inventory" className={buttonClasses("secondary")}>
              Open inventory
            </Link>
            {editor.canEdit ? (
              <Button onClick={editor.add}>
                <Plus aria-hidden="true" className="h-4 w-4" /> Add Item
              </Button>
            ) : null}
          </div>
        </div>
        <SearchField
          label="Search inventory"
          labelHidden
          placeholder="Search inventory"
          value={search}
          onChange={setSearch}
          className="mt-4"
        />
        <Notice tone="success" className="mt-3">
          {saved}
        </Notice>
        <ul
          className={`mt-3 divide-y divide-brand-900/5 ${isFetching ? "refreshing" : ""}`}
          aria-busy={isFetching || undefined}
        >
          {(list?.rows ?? []).map((row) => (
            <li key={row.itemId} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/app/inventory/items/${row.itemId}`}
                  className="font-semibold text-brand-950 hover:underline"
                >
                  {row.name}
                </Link>
                <p className="text-sm text-brand-950/65">
                  {formatQuantity(row.onHand, unitLabel(row.unit))}
                  {row.lastMovementAt ? ` · updated ${formatRelativeTime(row.lastMovementAt)}` : ""}
                </p>
              </div>
              <StockStatusBadge status={row.status} labels="dashboard" />
              {editor.canEdit ? (
                <Button variant="ghost" onClick={() => editor.edit(row.itemId)}>
                  Edit<span className="sr-only"> {row.name}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {list && list.rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-brand-950/70">
            {term ? (
              `Nothing matches “${term}”.`
            ) : editor.canEdit ? (
              <>
                No items yet. Add your first item, or{" "}
                <Link to="/app/inventory/import" className="font-semibold text-brand-800 underline">
                  import them from a spreadsheet
                </Link>
                .
              </>
            ) : (
              "No items yet."
            )}
          </p>
        ) : null}
        {list && list.total > list.rows.length ? (
          <p className="mt-2 text-sm text-brand-950/70">
            {list.total - list.rows.length} more in{" "}
            <Link to="/app/inventory/items" className="font-semibold text-brand-800 underline">
              the full inventory
            </Link>
            .
          </p>
        ) : null}
      </section>
      {editor.sheet}
    </>
  );
}
