import type { VarianceCostBasis, VarianceReport, VarianceRow } from "@larder/contracts";
import { compare, usageVariance } from "@larder/domain";
import { formatNumber } from "@/lib/format";

type Count = VarianceReport["counts"][number];

const DAY_MS = 86_400_000;

/**
 * The counts of the period by where they sit, as the server reads them: one posted in the 24
 * hours before the period starts opens it, one in the 24 hours before it ends closes it, the
 * others fall inside. Without a count at an edge, that edge's stock is the ledger's alone.
 */
export function countsAtEdges(report: Pick<VarianceReport, "start" | "end" | "counts">): {
  opening: Count[];
  closing: Count[];
  inside: Count[];
} {
  const start = Date.parse(report.start);
  const end = Date.parse(report.end);
  const at = (count: Count) => Date.parse(count.finishedAt);
  const opening = report.counts.filter((count) => at(count) >= start - DAY_MS && at(count) < start);
  const closing = report.counts.filter((count) => at(count) >= end - DAY_MS && at(count) < end);
  const inside = report.counts.filter(
    (count) => !opening.includes(count) && !closing.includes(count),
  );
  return { opening, closing, inside };
}

/** Money lost (a positive variance), found (negative), or neither. */
export function lossOf(value: string | null): "lost" | "found" | "even" {
  if (value === null) return "even";
  const sign = compare(value, "0");
  return sign > 0 ? "lost" : sign < 0 ? "found" : "even";
}

/** What the records explain of a row's usage: sold + waste + recorded use, exactly. */
export function explainedOf(row: VarianceRow): string {
  return usageVariance({
    opening: row.opening,
    closing: row.closing,
    receipts: row.receipts,
    transfersIn: row.transfersIn,
    transfersOut: row.transfersOut,
    sold: row.sold,
    waste: row.waste,
    recordedUse: row.recordedUse,
  }).explained;
}

/** "−1.5", "+2": a movement as a chef reads it, the sign then the amount, to three places. */
export function signed(value: string): string {
  const sign = compare(value, "0");
  const amount = formatNumber(value.replace(/^-/, ""));
  return sign < 0 ? `−${amount}` : sign > 0 ? `+${amount}` : amount;
}

/** Whether a row balances: every bit that left is explained. */
export const balances = (row: Pick<VarianceRow, "variance">) => compare(row.variance, "0") === 0;

/** Which cost valued a row, in words: "Main Street Bistro's average cost". */
export function costBasisLabel(basis: VarianceCostBasis, locationName: string): string {
  return {
    location_average: `${locationName}'s average cost`,
    workspace_average: "the average cost across your locations",
    last_receipt: "the last received price",
  }[basis];
}

/**
 * How the report values a variance, as the server does (modules/variance/report.ts): each item
 * at the moving average of what the location paid for it, as it stands today, else its average
 * across the locations that hold it, else the last price it was received at.
 */
export function valuationNote(locationName: string): string {
  return `Each item is valued at ${locationName}'s average cost of it today (the moving average of what was paid), not its cost on the day it went; without one there, at its average across your locations, else at its last received price.`;
}
