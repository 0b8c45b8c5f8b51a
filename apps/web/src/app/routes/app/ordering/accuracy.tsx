import { FORECAST_METHOD_LABELS, type AccuracyRow } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { accuracyQuery, useRefreshForecasts } from "@/features/ordering/api/ordering";
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

const percent = (share: string | null) =>
  share === null ? "—" : `${Math.round(Number(share) * 100)}%`;

/** How the item's forecast did against the baseline, in a word. */
function Verdict({ row }: { row: AccuracyRow }) {
  if (row.wape === null || row.baselineWape === null)
    return <span className="text-brand-950/70">Not enough history</span>;
  const ours = Number(row.wape);
  const theirs = Number(row.baselineWape);
  if (ours <= theirs * 0.95)
    return (
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
        Better
      </span>
    );
  if (ours >= theirs * 1.05)
    return (
      <span className="rounded-full bg-tomato/10 px-2 py-0.5 text-xs font-bold text-tomato-deep">
        Worse
      </span>
    );
  return (
    <span className="rounded-full bg-brand-950/5 px-2 py-0.5 text-xs font-bold text-brand-950/75">
      Same
    </span>
  );
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
        description="Busiest first. Error is the total miss over the total used: lower is better."
        headingLevel={2}
      >
        {data && measured.length === 0 ? (
          <p className="py-6 text-center text-sm text-brand-950/75">
            No forecast has been judged yet: that takes four weeks of use and a forecasting run.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">Forecast error by item</caption>
              <TableHead
                cellClassName="py-2 pr-3"
                columns={[
                  { label: "Item" },
                  { label: "Location" },
                  { label: "Method" },
                  { label: "Forecast error", numeric: true },
                  { label: "Last week's pattern", numeric: true },
                  { label: "Verdict" },
                ]}
              />
              <tbody>
                {measured.map((row) => (
                  <tr
                    key={`${row.itemId} ${row.locationId}`}
                    className="border-b border-brand-900/5"
                  >
                    <th scope="row" className="py-2 pr-3 text-left font-semibold text-brand-950">
                      <Link to={`/app/inventory/items/${row.itemId}`} className="hover:underline">
                        {row.name}
                      </Link>
                    </th>
                    <td className="py-2 pr-3 text-brand-950/80">{row.locationName}</td>
                    <td className="py-2 pr-3 text-brand-950/80">
                      {FORECAST_METHOD_LABELS[row.method]}
                      <span className="block text-xs text-brand-950/60">
                        {row.historyDays} days of history
                      </span>
                    </td>
                    <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                      {percent(row.wape)}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {percent(row.baselineWape)}
                    </td>
                    <td className="py-2">
                      <Verdict row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
