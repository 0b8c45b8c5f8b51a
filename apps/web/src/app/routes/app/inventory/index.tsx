import type { StockListQuery } from "@larder/contracts";
import { can } from "@larder/domain";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { Donut } from "@/components/ui/donut";
import { NamedOptions, SelectField } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { Notice } from "@/components/ui/notice";
import { SearchField } from "@/components/ui/search-field";
import { locationsQuery, useScope } from "@/lib/scope";
import { OrdersOverviewCard } from "@/features/purchasing/components/orders-overview-card";
import { NotificationsPopover } from "@/features/notifications/components/notifications-popover";
import { stockListQuery, stockOverviewQuery } from "@/features/stock/api/stock";
import { StockList, stockListParams } from "@/features/stock/components/stock-list";
import type { UsagePeriod } from "@/features/stock/components/stock-table";
import { queryClient } from "@/lib/query-client";
import { sessionQuery } from "@/lib/session";
import { currentWorkspaceId } from "@/app/spa/loaders";
import { useRecordSheet } from "./stock-sheets";
import { useDebounced } from "@/lib/use-debounced";
import { useFilterParams } from "@/lib/use-filter-params";

const PAGE = 50;

export async function loader(args: LoaderFunctionArgs) {
  const workspaceId = await currentWorkspaceId(args);
  const session = await queryClient.ensureQueryData(sessionQuery);
  await Promise.all([
    queryClient.ensureQueryData(locationsQuery(workspaceId)),
    queryClient.ensureQueryData(
      stockOverviewQuery(workspaceId, session?.currentLocationId ?? null),
    ),
  ]);
  return null;
}

/** Daily or weekly usage: which figure the table shows. Daily by default. */
const USAGE_PERIODS = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
] as const;

/**
 * `/app/inventory`, Inventory Management: the Overview card (out, low, available) and the Live
 * Stock Overview of the location chosen in the top bar, with the category filter and sorting.
 */
export function InventoryPage() {
  const { workspace, locationId, locationName, whereLabel, role } = useScope();
  const [params, update] = useFilterParams();
  const [period, setPeriod] = useState<UsagePeriod>("daily");
  const [search, setSearch] = useState(params.get("search") ?? "");
  const term = useDebounced(search.trim());
  const categoryId = params.get("category") ?? "";
  const { sort, direction, offset } = stockListParams(params);

  const { data: overview } = useSuspenseQuery(stockOverviewQuery(workspace.id, locationId));
  const query: StockListQuery = {
    locationId: locationId ?? undefined,
    search: term || undefined,
    categoryId: categoryId || undefined,
    sort,
    direction,
    limit: PAGE,
    offset,
  };
  const { data: list, isFetching } = useQuery(stockListQuery(workspace.id, query));
  const recorder = useRecordSheet();

  return (
    <>
      <PageHeader
        title="Inventory Management"
        description="Monitor stock levels and track usage patterns"
        actions={
          <>
            <Segmented
              legend="Usage period"
              name="usage-period"
              options={USAGE_PERIODS}
              value={period}
              onChange={setPeriod}
            />
            <NotificationsPopover workspaceId={workspace.id} />
          </>
        }
      />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[3fr_2fr]">
        <Card title="Overview" description={locationName} headingLevel={2}>
          <div className="flex flex-wrap items-center gap-x-8 gap-y-4">
            <Donut percent={overview.availablePercent} label="Available" />
            <dl className="grid grid-cols-3 gap-x-6 gap-y-1 sm:gap-x-10">
              <div>
                <dt className="text-sm text-brand-950/70">Out of Stock</dt>
                <dd className="text-2xl font-extrabold text-tomato-deep">{overview.out}</dd>
              </div>
              <div>
                <dt className="text-sm text-brand-950/70">Low Stock</dt>
                <dd className="text-2xl font-extrabold text-brand-950">{overview.low}</dd>
              </div>
              <div>
                <dt className="text-sm text-brand-950/70">In Stock</dt>
                <dd className="text-2xl font-extrabold text-brand-700">{overview.adequate}</dd>
              </div>
            </dl>
          </div>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-brand-950/70">
              {overview.items} items: {overview.availablePercent}% available,{" "}
              {overview.unavailablePercent}% out of stock.
            </p>
            <div className="flex flex-wrap gap-2">
              {can(role, "analytics.view") ? (
                <>
                  <Link to="/app/inventory/analytics" className={buttonClasses("secondary")}>
                    View Analytics
                  </Link>
                  <Link to="/app/analytics/locations" className={buttonClasses("secondary")}>
                    Compare Locations
                  </Link>
                </>
              ) : null}
              <Link to="/app/inventory/items" className={buttonClasses("primary")}>
                View Full Inventory
              </Link>
            </div>
          </div>
        </Card>
        <OrdersOverviewCard
          workspaceId={workspace.id}
          locationId={locationId}
          whereLabel={whereLabel}
          canSeeOrders={can(role, "suppliers.view")}
        />
      </div>

      <div className="mt-6">
        <Card
          title="Live Stock Overview"
          description={`Stock at ${whereLabel}, as it changes.`}
          headingLevel={2}
          actions={
            <>
              {/* The list is a page of 50: the search asks the server, over every item. */}
              <SearchField
                label="Search"
                placeholder="Item name"
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  update({ search: value.trim() || null, offset: null });
                }}
                className="w-full sm:w-56"
              />
              <SelectField
                label="Category"
                value={categoryId}
                onChange={(event) => update({ category: event.target.value, offset: null })}
                className="w-full sm:w-48"
              >
                <option value="">All categories</option>
                <NamedOptions items={overview.categories} />
              </SelectField>
            </>
          }
        >
          <Notice tone="success" className="mb-3">
            {recorder.message}
          </Notice>
          <StockList
            list={list}
            loading={isFetching}
            sort={sort}
            direction={direction}
            offset={offset}
            limit={PAGE}
            onFilters={update}
            usagePeriod={period}
            onRecord={recorder.canRecord ? recorder.record : undefined}
            caption={`Live stock at ${whereLabel}`}
            empty={
              term
                ? `Nothing here matches “${term}”.`
                : categoryId
                  ? "No items in this category here."
                  : "No items are carried here yet."
            }
          />
        </Card>
      </div>
      {recorder.sheet}
    </>
  );
}
