import type { VarianceReport } from "@larder/contracts";
import { unitLabel } from "@larder/domain";

/** The report as a table to download: one row per item, in the report's order. */
export function varianceTable(report: VarianceReport) {
  const withCosts = report.varianceValue !== null;
  const header = [
    "item",
    "category",
    "unit",
    "opening",
    "opening_counted",
    "receipts",
    "transfers_in",
    "transfers_out",
    "closing",
    "closing_counted",
    "actual_usage",
    "sold",
    "waste",
    "recorded_use",
    "variance",
    "variance_percent",
    ...(withCosts ? ["unit_cost", "variance_value", "unit_cost_basis"] : []),
  ];
  const rows = report.rows.map((row) => [
    row.name,
    row.category ?? "",
    unitLabel(row.unit),
    row.opening,
    row.openingCounted ? "yes" : "no",
    row.receipts,
    row.transfersIn,
    row.transfersOut,
    row.closing,
    row.closingCounted ? "yes" : "no",
    row.actual,
    row.sold,
    row.waste,
    row.recordedUse,
    row.variance,
    row.variancePercent ?? "",
    ...(withCosts ? [row.unitCost ?? "", row.varianceValue ?? "", row.unitCostBasis ?? ""] : []),
  ]);
  return { name: "variance", header, rows };
}
