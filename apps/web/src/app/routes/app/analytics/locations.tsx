import { addDays } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { PeriodFilter } from "@/components/ui/period-filter";
import { locationComparisonQuery } from "@/features/analytics/api/locations";
import { LocationChart } from "@/features/analytics/components/location-chart";
import { LocationTable, SpendBySupplier } from "@/features/analytics/components/location-table";
import { formatDay } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { locationsQuery, useScope } from "@/lib/scope";
import { useCan } from "@/lib/session";
import { useFilterParams } from "@/lib/use-filter-params";
import { periodOf, workspaceDay } from "@/lib/workspace-day";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";

/** The last four weeks, today included: what the server compares when asked for no period. */
const fourWeeksTo = (today: string) => ({ from: addDays(today, -27), to: today });

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "analytics.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  const locations = await queryClient.ensureQueryData(locationsQuery(workspaceId));
  const period = periodOf(
    new URL(args.request.url).searchParams,
    fourWeeksTo(workspaceDay(locations)),
  );
  await queryClient.ensureQueryData(locationComparisonQuery(workspaceId, period));
  return null;
}

/**
 * `/app/analytics/locations`, Compare Locations: head office's view of every location the member
 * sees, side by side for a period: stock value, usage, waste and its share, count variance, spend
 * by supplier and food cost %, as a chart and a table.
 */
export function LocationComparisonPage() {
  const { workspace, locations } = useScope();
  const showCosts = useCan("costs.view");
  const [params, update] = useFilterParams();
  const period = periodOf(params, fourWeeksTo(workspaceDay(locations)));
  const { data, isFetching, error } = useQuery(locationComparisonQuery(workspace.id, period));
  if (error) throw error;
  const compared = data?.locations ?? [];
  const anySpend = compared.some((location) => location.spendBySupplier !== null);

  return (
    <>
      <PageHeader
        title="Compare Locations"
        description="Every location side by side: stock, usage, waste, counts, spend and food cost"
        actions={
          <Link to="/app/inventory/analytics" className={buttonClasses("secondary")}>
            <ArrowLeft aria-hidden className="size-4" />
            Inventory Analytics
          </Link>
        }
      />
      <PeriodFilter
        period={period}
        onChange={update}
        announceNote
        note={
          <>
            {formatDay(period.from)} to {formatDay(period.to)}, each location&apos;s own days. Usage
            is what left stock by use, waste and sales, at what it cost; stock value is
            today&apos;s.
          </>
        }
      />
      {!data ? (
        <p className="text-sm text-brand-950/70">Loading…</p>
      ) : !showCosts ? (
        <Card>
          <p className="text-sm text-brand-950/70">
            Your role does not include costs, so the locations&apos; figures are not shown.
          </p>
        </Card>
      ) : (
        <div
          className={`space-y-6 ${isFetching ? "refreshing" : ""}`}
          aria-busy={isFetching || undefined}
        >
          <Card title="Usage and waste" headingLevel={2}>
            <LocationChart locations={compared} />
          </Card>
          <Card
            title="By location"
            description="Count variance is what counts found against the books, at cost: below zero, less than expected. Spend is what was bought, excluding tax, as counted below. Food cost % is what sold plates' ingredients cost over their net sales."
            headingLevel={2}
          >
            <LocationTable locations={compared} />
          </Card>
          {anySpend ? (
            <Card
              title="Spend by supplier"
              description="Invoices dated in the period, excluding tax, by the location they are for, and what came in the period against orders no invoice bills yet, at the prices charged on delivery. Once an invoice bills an order, the invoice counts instead."
              headingLevel={2}
            >
              <SpendBySupplier locations={compared} />
            </Card>
          ) : null}
        </div>
      )}
    </>
  );
}
