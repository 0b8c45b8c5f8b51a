import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  PERIOD_WINDOWS,
  type AnalyticsPeriod,
  type UsageAnalyticsQuery,
} from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { NamedOptions, SelectField } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { usageAnalyticsQuery, usageSeriesQuery } from "@/features/analytics/api/analytics";
import { MoversList } from "@/features/analytics/components/movers-list";
import { PeakUsage } from "@/features/analytics/components/peak-usage";
import { UsageChart } from "@/features/analytics/components/usage-chart";
import { UsageHeatmap } from "@/features/analytics/components/usage-heatmap";
import { categoriesQuery } from "@/features/items/api/items";
import { formatDay } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { sessionQuery } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";
import { useFilterParams } from "@/lib/use-filter-params";

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((value) => ({
  value,
  label: ANALYTICS_PERIOD_LABELS[value],
}));

/** The screen's choices, kept in the address so a view can be shared or reloaded. */
function choicesOf(params: URLSearchParams, locationId: string | null): UsageAnalyticsQuery {
  const period = params.get("period") as AnalyticsPeriod | null;
  return {
    locationId: locationId ?? undefined,
    period: period && ANALYTICS_PERIODS.includes(period) ? period : "weekly",
    categoryId: params.get("category") || undefined,
    itemId: params.get("item") || undefined,
  };
}

/** Items in stock but not used are not slow movers: they are counted apart, in words. */
function notUsedText(count: number): string | undefined {
  if (count === 0) return undefined;
  return `${count} item${count === 1 ? " in stock was" : "s in stock were"} not used at all in this period.`;
}

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "analytics.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  const session = await queryClient.ensureQueryData(sessionQuery);
  const choices = choicesOf(
    new URL(args.request.url).searchParams,
    session?.currentLocationId ?? null,
  );
  await Promise.all([
    queryClient.ensureQueryData(usageAnalyticsQuery(workspaceId, choices)),
    queryClient.ensureQueryData(categoriesQuery(workspaceId)),
  ]);
  return null;
}

/**
 * `/app/inventory/analytics`, Inventory Analytics: for the location chosen in the top bar, the
 * items that move most and least over the period, and how each is used through the week, with
 * the chosen item's daily use and forecast.
 */
export function AnalyticsPage() {
  const { workspace, locationId, whereLabel } = useScope();
  const [params, update] = useFilterParams();
  const choices = choicesOf(params, locationId);
  const period = choices.period ?? "weekly";
  const { data, isFetching, error } = useQuery(usageAnalyticsQuery(workspace.id, choices));
  if (error) throw error;
  const { data: categories = [] } = useQuery(categoriesQuery(workspace.id));
  const chartItem = choices.itemId ?? data?.heatmap[0]?.itemId;
  const { data: series } = useQuery({
    ...usageSeriesQuery(workspace.id, {
      itemId: chartItem ?? "",
      locationId: locationId ?? undefined,
    }),
    enabled: Boolean(chartItem),
  });

  const window = PERIOD_WINDOWS[period];
  const span = data ? `${formatDay(data.window.from)} to ${formatDay(data.window.to)}` : "";
  return (
    <>
      <PageHeader
        title="Inventory Analytics"
        description="Analyze usage patterns and movement trends"
        actions={
          <>
            <Link to="/app/inventory" className={buttonClasses("secondary")}>
              <ArrowLeft aria-hidden className="size-4" />
              Back to Inventory
            </Link>
            <Link to="/app/analytics/locations" className={buttonClasses("secondary")}>
              Compare Locations
            </Link>
          </>
        }
      />

      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <Segmented
          legend="Period"
          name="analytics-period"
          options={PERIOD_OPTIONS}
          value={period}
          onChange={(value) => update({ period: value === "weekly" ? null : value })}
        />
        <SelectField
          label="Category"
          value={choices.categoryId ?? ""}
          onChange={(event) => update({ category: event.target.value, item: null })}
          className="w-full sm:w-56"
        >
          <option value="">All categories</option>
          <NamedOptions items={categories} />
        </SelectField>
      </div>
      <p className="-mt-3 mb-5 text-sm text-brand-950/70" aria-live="polite">
        Use at {whereLabel} per {window.per} over {window.label} ({span}), against the {window.days}{" "}
        days before.
      </p>

      <div
        className={`grid grid-cols-1 gap-6 lg:grid-cols-2 ${isFetching ? "refreshing" : ""}`}
        aria-busy={isFetching || undefined}
      >
        <MoversList
          title="Top 5 Moving Items"
          description="Used most, by what their use cost"
          movers={data?.topMovers ?? []}
          empty="Nothing was used in this period."
          detail="value"
          per={window.per}
        />
        <MoversList
          title="Top 5 Slow Moving Items"
          description="Used, but with the most days of stock at their rate of use"
          movers={data?.slowMovers ?? []}
          empty="Nothing in stock here was used in this period."
          detail="stock"
          per={window.per}
          footer={notUsedText(data?.notUsedInStock ?? 0)}
        />
      </div>

      <div className="mt-6">
        <Card
          title="Usage Heatmap & Time Series"
          description={`Units used on each weekday over ${window.label}.`}
          headingLevel={2}
          actions={
            <SelectField
              label="Item"
              value={choices.itemId ?? ""}
              onChange={(event) => update({ item: event.target.value })}
              hint={
                data && data.itemsUsed > data.items.length
                  ? `Lists the ${data.items.length} items used most, of ${data.itemsUsed}; choose a category for the others.`
                  : undefined
              }
              className="w-full sm:w-56"
            >
              <option value="">All items</option>
              {(data?.items ?? []).map((item) => (
                <option key={item.itemId} value={item.itemId}>
                  {item.name}
                </option>
              ))}
            </SelectField>
          }
        >
          {data && data.heatmap.length > 0 ? (
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
              <UsageHeatmap rows={data.heatmap} windowLabel={window.label} />
              {series ? (
                <section aria-labelledby="series-heading">
                  <h3 id="series-heading" className="text-base font-bold text-brand-950">
                    {series.name}: daily use and forecast
                  </h3>
                  {!choices.itemId ? (
                    <p className="text-sm text-brand-950/70">
                      The item used most; choose another above.
                    </p>
                  ) : null}
                  <div className="mt-3">
                    <UsageChart series={series} />
                  </div>
                </section>
              ) : null}
              <PeakUsage rows={data.heatmap} />
            </div>
          ) : (
            <p className="py-8 text-center text-sm text-brand-950/70">
              Nothing was used in this period. Usage, waste and sales recorded in Larder appear
              here.
            </p>
          )}
        </Card>
      </div>
    </>
  );
}
