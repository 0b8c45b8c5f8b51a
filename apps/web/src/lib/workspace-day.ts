import { addDays } from "@larder/domain";

/** The date (YYYY-MM-DD) it is in `timeZone` at `now`: a restaurant's day, not the browser's. */
export function dayInZone(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat("en-CA", { timeZone: "UTC" }).format(now);
  }
}

/**
 * The workspace's date today, as the server counts it (locations/today.ts): the date in the time
 * zone of its first open location (by creation, then id), or UTC without one.
 */
export function workspaceDay(
  locations: { id: string; timeZone: string; createdAt: string; archived: boolean }[],
  now: Date = new Date(),
): string {
  return dayInZone(firstLocation(locations)?.timeZone ?? "UTC", now);
}

/**
 * The workspace's first open location (the one it was created with, usually the main kitchen):
 * what a screen about one location shows when the top bar says "All locations".
 */
export function firstLocation<L extends { id: string; createdAt: string; archived: boolean }>(
  locations: L[],
): L | undefined {
  return [...locations]
    .sort(
      (a, b) =>
        Number(a.archived) - Number(b.archived) ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.id.localeCompare(b.id),
    )
    .at(0);
}

/** The `days` whole days up to yesterday: a period a report can be trusted on (today is not over). */
export function daysUpToYesterday(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -days), to: addDays(today, -1) };
}

/** The seven whole days up to yesterday. */
export const weekUpToYesterday = (today: string) => daysUpToYesterday(today, 7);

/**
 * A period kept in the address (`from`, `to`), or `fallback` where a day is missing or not a
 * day; a period the wrong way round is put the right way.
 */
export function periodOf(
  params: URLSearchParams,
  fallback: { from: string; to: string },
): { from: string; to: string } {
  const day = (value: string | null) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
      ? value
      : null;
  const from = day(params.get("from")) ?? fallback.from;
  const to = day(params.get("to")) ?? fallback.to;
  return from <= to ? { from, to } : { from: to, to: from };
}
