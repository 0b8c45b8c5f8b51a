import type { Accuracy } from "@larder/contracts";
import { exact, sum, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import { iso } from "../../core/dates";
import { forecastRun } from "./forecasts";

/**
 * Each item's recent forecast error at the locations (weighted absolute percentage error over
 * the last four weeks' backtest) beside the seasonal-naive baseline's, worst first, and both
 * weighted by use over all of them: when to trust a suggestion, and when not.
 */
export async function forecastAccuracy(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
): Promise<Accuracy> {
  const { rows } = await tx.query<{
    item_id: string;
    name: string;
    location_id: string;
    location_name: string;
    method: Accuracy["rows"][number]["method"];
    history_days: number;
    wape: string | null;
    baseline_wape: string | null;
    backtest_use: string;
    computed_at: Date;
  }>(
    `select f.item_id, i.name, f.location_id, l.name as location_name, f.method, f.history_days,
            f.wape::text, f.baseline_wape::text, f.backtest_use::text, f.computed_at
       from item_forecasts f
       join items i on i.workspace_id = f.workspace_id and i.id = f.item_id and i.archived_at is null
       join locations l on l.workspace_id = f.workspace_id and l.id = f.location_id
      where f.workspace_id = $1 and f.location_id = any($2::uuid[])
      order by f.backtest_use desc, lower(i.name), lower(l.name)`,
    [workspaceId, locationIds],
  );
  const measured = rows.filter((row) => row.wape !== null && row.baseline_wape !== null);
  const weight = sum(measured.map((row) => row.backtest_use));
  const weighted = (pick: (row: (typeof measured)[number]) => string) =>
    weight.compare(0) > 0
      ? toDecimal(sum(measured.map((row) => exact(pick(row)).mul(row.backtest_use))).div(weight), 4)
      : null;
  return {
    run: await forecastRun(tx, workspaceId),
    rows: rows.map((row) => ({
      itemId: row.item_id,
      name: row.name,
      locationId: row.location_id,
      locationName: row.location_name,
      method: row.method,
      historyDays: row.history_days,
      wape: row.wape === null ? null : toDecimal(row.wape, 4),
      baselineWape: row.baseline_wape === null ? null : toDecimal(row.baseline_wape, 4),
      computedAt: iso(row.computed_at),
    })),
    overall: {
      wape: weighted((row) => row.wape!),
      baselineWape: weighted((row) => row.baseline_wape!),
    },
  };
}
