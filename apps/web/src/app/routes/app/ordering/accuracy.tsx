import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { accuracyQuery, useRefreshForecasts } from "@/features/ordering/api/ordering";
import { AccuracyByItem, percent } from "@/features/ordering/components/accuracy-by-item";
import { ForecastStatus } from "@/features/ordering/components/forecast-status";
import { queryClient } from "@/lib/query-client";
import { sessionQuery } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "analytics.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  const session = await queryClient.ensureQueryData(sessionQuery);
  await queryClient.ensureQueryData(accuracyQuery(workspaceId, session?.currentLocationId ?? null));
  return null;
}

/**
 * `/app/ordering/accuracy`, Forecast accuracy: each item's forecast error over the last four
 * weeks (weighted absolute percentage error) next to what "same as this weekday last week"
 * would have got, so a buyer can see when to trust a suggestion.
 */
export function AccuracyPage() {
  const { workspace, locationId, whereLabel } = useScope();
  const { data, error } = useQuery(accuracyQuery(workspace.id, locationId));
  if (error) throw error;
  const refresh = useRefreshForecasts(workspace.id);
  const overall = data?.overall;
  const measured = (data?.rows ?? []).filter((row) => row.wape !== null);
  const unmeasured = (data?.rows.length ?? 0) - measured.length;
  return (
    <>
      <PageHeader
        title="Forecast accuracy"
        description="How far each item's forecast was from what was used over the last four weeks."
        actions={
          <Link to="/app/ordering" className={buttonClasses("secondary")}>
            <ArrowLeft aria-hidden className="size-4" />
            Suggested orders
          </Link>
        }
      />
      <div className="mb-6">
        <ForecastStatus
          run={data?.run ?? null}
          onRefresh={() => refresh.mutate()}
          refreshing={refresh.isPending}
        />
      </div>
      {overall && overall.wape !== null ? (
        <p className="mb-6 rounded-2xl border border-brand-900/10 bg-white p-4 text-brand-950">
          At {whereLabel}, Larder's forecasts were off by <strong>{percent(overall.wape)}</strong>{" "}
          of what was used, weighted by use; "the same as that weekday last week" was off by{" "}
          <strong>{percent(overall.baselineWape)}</strong>.
        </p>
      ) : null}
      <Card
        title="By item"
        description="Busiest first. Error is the total miss over the total used, day by day: lower is better. An item used on only a few days misses by nearly 100% on this measure however good its forecast; Suggested orders states its error over the days an order covers instead."
        headingLevel={2}
      >
        {data && measured.length === 0 ? (
          <p className="py-6 text-center text-sm text-brand-950/75">
            No forecast has been judged yet: that takes four weeks of use and a forecasting run.
          </p>
        ) : (
          <AccuracyByItem rows={measured} />
        )}
        {unmeasured > 0 ? (
          <p className="mt-3 text-sm text-brand-950/70">
            {unmeasured} more item{unmeasured === 1 ? " has" : "s have"} too little use to judge a
            forecast by; their suggestions fall back to par levels where history is short.
          </p>
        ) : null}
      </Card>
    </>
  );
}
