import { compare } from "./quantity";

/** The heatmap's thresholds, highest first: 80 or more is the most intense of five levels. */
export const HEATMAP_THRESHOLDS = ["80", "60", "40", "20"] as const;

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

/**
 * How intense a heatmap cell is for the figure it shows: 4 at 80 or more, 3 from 60 to 79,
 * 2 from 40 to 59, 1 from 20 to 39, 0 under 20. Compared exactly, as decimal strings.
 */
export function heatLevel(units: string): HeatLevel {
  const index = HEATMAP_THRESHOLDS.findIndex((threshold) => compare(units, threshold) >= 0);
  return (index === -1 ? 0 : 4 - index) as HeatLevel;
}

/** A change against the period before, as shown: "+8%", "−5%" (a true minus), "0%". */
export function formatChangePercent(percent: number): string {
  if (percent > 0) return `+${percent}%`;
  if (percent < 0) return `\u2212${Math.abs(percent)}%`;
  return "0%";
}
