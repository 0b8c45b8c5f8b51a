import type { ForecastRun } from "@larder/contracts";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatRelativeTime } from "@/lib/format";

/**
 * Where the workspace's forecasts stand: being computed (with progress), when they were last
 * computed, or that they failed; and a button to compute them again.
 */
export function ForecastStatus({
  run,
  onRefresh,
  refreshing,
}: {
  run: ForecastRun | null;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const busy = run?.state === "queued" || run?.state === "running";
  const share = run && run.series > 0 ? Math.round((run.done / run.series) * 100) : 0;
  return (
    <div
      className="flex items-center justify-between gap-3 rounded-xl border border-brand-900/10 bg-white px-4 py-3"
      aria-live="polite"
    >
      {/* Beside the button even on a phone, where the button shows only its icon: two lines of
          text rather than a box of its own above it (issue 26). */}
      <div className="min-w-0 flex-1 text-sm">
        {busy ? (
          <>
            <p className="font-semibold text-brand-950">
              Forecasting {run.series > 0 ? `${run.done} of ${run.series} items` : "your items"}…
            </p>
            <div
              role="progressbar"
              aria-label="Forecasting"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={share}
              className="mt-2 h-2 w-full max-w-sm overflow-hidden rounded-full bg-brand-50"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-all"
                style={{ width: `${share}%` }}
              />
            </div>
          </>
        ) : run?.state === "failed" ? (
          <p className="font-semibold text-tomato-deep">{run.error}</p>
        ) : run?.finishedAt ? (
          <p className="text-brand-950/75">
            Forecasts computed {formatRelativeTime(run.finishedAt)} from each item's daily use.
          </p>
        ) : (
          <p className="text-brand-950/75">
            No forecasts yet: they are computed from each item's daily use.
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        className="shrink-0 max-sm:w-11 max-sm:px-0"
        onClick={onRefresh}
        busy={refreshing}
        disabled={busy}
      >
        <RefreshCw aria-hidden className="size-4" />
        <span className="max-sm:sr-only">Refresh forecasts</span>
      </Button>
    </div>
  );
}
