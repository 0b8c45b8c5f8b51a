import type { VarianceQuery, VarianceRow } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { PeriodFilter } from "@/components/ui/period-filter";
import { salesImportsQuery } from "@/features/sales/api/sales";
import { usualSalesLocation } from "@/features/sales/review";
import { varianceExportUrl, varianceQuery } from "@/features/variance/api/variance";
import { VarianceItemSheet } from "@/features/variance/components/variance-item-sheet";
import { VarianceRows } from "@/features/variance/components/variance-rows";
import { VarianceSummary } from "@/features/variance/components/variance-summary";
import { balances } from "@/features/variance/report";
import { formatDay, formatUsd } from "@/lib/format";
import { browserTimeZone } from "@/lib/places";
import { queryClient } from "@/lib/query-client";
import { locationsQuery, useScope } from "@/lib/scope";
import { useCan } from "@/lib/session";
import { useFilterParams } from "@/lib/use-filter-params";
import { firstLocation, periodOf, weekUpToYesterday, workspaceDay } from "@/lib/workspace-day";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "sales.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await Promise.all([
    queryClient.ensureQueryData(locationsQuery(workspaceId)),
    queryClient.ensureQueryData(salesImportsQuery(workspaceId)),
  ]);
  return null;
}

/**
 * `/app/reports/variance`: actual against theoretical usage at one location over whole days.
 * What left the shelves (opening + received + transfers − closing, a count at each edge when
 * there is one) against what sales through recipes, waste and recorded use explain, item by
 * item, the largest money lost first; each item opens where its figures come from.
 */
export function VariancePage() {
  const { workspace, locations, locationId: scopeLocationId } = useScope();
  const showMoney = useCan("costs.view");
  const [params, update] = useFilterParams();
  const [open, setOpen] = useState<VarianceRow | null>(null);
  const [allRows, setAllRows] = useState(false);
  const { data: imports = [] } = useQuery(salesImportsQuery(workspace.id));
  const chosen = params.get("location");
  const locationId =
    locations.find((location) => location.id === chosen)?.id ??
    scopeLocationId ??
    usualSalesLocation(imports) ??
    firstLocation(locations)?.id ??
    "";
  // Counts and movements are timed as the period's days are: in the location's zone.
  const timeZone =
    locations.find((location) => location.id === locationId)?.timeZone ?? browserTimeZone();
  const period = periodOf(params, weekUpToYesterday(workspaceDay(locations)));
  const query: VarianceQuery = { locationId, ...period };
  const {
    data: report,
    isFetching,
    error,
  } = useQuery({
    ...varianceQuery(workspace.id, query),
    enabled: locationId !== "",
  });
  if (error) throw error;
  const rows = report?.rows ?? [];
  const balanced = rows.filter(balances).length;
  const shown = allRows ? rows : rows.filter((row) => !balances(row));

  return (
    <>
      <PageHeader
        title="Variance"
        description="Actual vs theoretical usage: what left the shelves against what sales, waste and recorded use explain."
        actions={(["csv", "xlsx"] as const).map((format) => (
          <a
            key={format}
            href={varianceExportUrl(workspace.id, query, format)}
            download
            className={buttonClasses("secondary")}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Export{" "}
            {format === "csv" ? "CSV" : "XLSX"}
          </a>
        ))}
      />
      <PeriodFilter
        period={period}
        onChange={update}
        location={{ locations, value: locationId, onChange: (location) => update({ location }) }}
        note={
          <>
            Whole days, {formatDay(period.from)} to {formatDay(period.to)}, in the location&apos;s
            time zone. Count at the start and the end of the period for figures you can trust.
          </>
        }
      />
      {!report ? (
        <p className="text-sm text-brand-950/70">Loading…</p>
      ) : (
        <div
          className={`space-y-6 ${isFetching ? "refreshing" : ""}`}
          aria-busy={isFetching || undefined}
        >
          <VarianceSummary report={report} timeZone={timeZone} />
          {report.unmappedSales.lines > 0 ? (
            <Notice tone="info">
              {report.unmappedSales.lines.toLocaleString("en-US")} sale line
              {report.unmappedSales.lines === 1 ? " has" : "s have"} a POS name no menu item answers
              to
              {showMoney ? ` (${formatUsd(report.unmappedSales.netSales)} of sales)` : ""}: their
              ingredients are not in “sold”, so the variance looks larger than it is.{" "}
              <Link to="/app/sales" className="font-semibold underline">
                Map the names on the Sales page
              </Link>
              .
            </Notice>
          ) : null}
          <Card
            title="By item"
            description={
              showMoney
                ? `The largest money lost first, each item valued at ${report.locationName}'s average cost of it today (else its average across your locations, else its last received price). Open an item to see its counts, movements and the plates that use it.`
                : "The largest loss first. Open an item to see its counts, movements and the plates that use it."
            }
            headingLevel={2}
          >
            {report.rows.length === 0 ? (
              <p className="py-6 text-center text-sm text-brand-950/70">
                Nothing moved at {report.locationName} in this period. Import your POS sales and
                count at the start and end of a week: the variance then shows what went missing.
              </p>
            ) : (
              <>
                {shown.length === 0 ? (
                  <p className="py-4 text-sm text-brand-950/70">
                    Every item balances: what left the shelves is what sales, waste and recorded use
                    explain.
                  </p>
                ) : (
                  <VarianceRows rows={shown} onOpen={setOpen} />
                )}
                {balanced > 0 ? (
                  <Button
                    variant="ghost"
                    className="mt-2"
                    onClick={() => setAllRows((value) => !value)}
                  >
                    {allRows
                      ? "Show only the items with a variance"
                      : `Show the ${balanced} item${balanced === 1 ? "" : "s"} that balance`}
                  </Button>
                ) : null}
              </>
            )}
          </Card>
        </div>
      )}
      <VarianceItemSheet
        workspaceId={workspace.id}
        query={query}
        timeZone={timeZone}
        locationName={report?.locationName ?? ""}
        row={open}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
