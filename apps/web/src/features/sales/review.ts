import type { ImportProblem, PosName, SalesImport } from "@larder/contracts";
import { daysBetween } from "@larder/domain";
import { formatDay } from "@/lib/format";

/** "Row 4, Qty: …" as the server writes row problems; a file's own problem as it is. */
export function problemText(problem: ImportProblem): string {
  if (problem.row <= 1 || /^Row \d/.test(problem.message)) return problem.message;
  return `Row ${problem.row}: ${problem.message}`;
}

/** The first `shown` problems in words, and how many more there are. */
export function firstProblems(problems: ImportProblem[], shown = 10) {
  return {
    lines: problems.slice(0, shown).map(problemText),
    more: Math.max(0, problems.length - shown),
  };
}

/** Whether the reader could not tell 03/04 from 04/03, and the person must choose. */
export function dateOrderUndecided(job: Pick<SalesImport, "dateOrder">): boolean {
  return job.dateOrder === "undecided";
}

/**
 * Whether the review should open the columns form: a file of no POS Larder knows (its columns
 * were guessed), a file whose columns do not work (a problem of the file itself, row 1), or
 * dates that could be read either way.
 */
export function needsColumns(
  job: Pick<SalesImport, "posFormat" | "problems" | "dateOrder">,
): boolean {
  return (
    job.posFormat === null ||
    job.posFormat === "generic" ||
    job.problems.some((problem) => problem.row <= 1) ||
    dateOrderUndecided(job)
  );
}

/**
 * Whether the columns the file was read with lack the item, or both the date and the day: a
 * header Larder could not guess ("foo,bar"), whose lines can be read only once the person chooses.
 */
export function columnsUnchosen(job: Pick<SalesImport, "mapping">): boolean {
  const mapping = job.mapping;
  return !mapping || mapping.item === null || (mapping.date === null && mapping.day === null);
}

/** "Mar 14, 2026" for one day, "Mar 14, 2026 – Mar 20, 2026 (7 days)" for more. */
export function daysCovered(first: string | null, last: string | null): string {
  if (!first || !last) return "No dates read";
  if (first === last) return formatDay(first);
  return `${formatDay(first)} – ${formatDay(last)} (${daysBetween(first, last) + 1} days)`;
}

/** How the server recognises a POS name again: trimmed, spaces folded, lower case. */
export const posNameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** The value of a name's mapping select: "" (nothing yet), "ignored", or the menu item's id. */
export type Meaning = "" | "ignored" | (string & {});

/** What a POS name stands for now, from the names Larder remembers. */
export function meaningOf(name: string, remembered: PosName[]): Meaning {
  const key = posNameKey(name);
  const known = remembered.find((candidate) => posNameKey(candidate.name) === key);
  if (!known) return "";
  if (known.ignored) return "ignored";
  return known.menuItemId ?? "";
}

/** The body that remembers `meaning` for `name` (null: it cannot be unset, only changed). */
export function meaningInput(name: string, meaning: Meaning) {
  if (meaning === "") return null;
  return meaning === "ignored"
    ? { name, menuItemId: null, ignored: true }
    : { name, menuItemId: meaning, ignored: false };
}

/** "3 lines", "1 line". */
export const lines = (count: number) =>
  `${count.toLocaleString("en-US")} line${count === 1 ? "" : "s"}`;

/**
 * Where the workspace's sales usually come from: the location of the latest posted import, for a
 * screen about one location when the top bar says "All locations" (a commissary sells nothing).
 */
export function usualSalesLocation(
  imports: Pick<SalesImport, "status" | "locationId">[],
): string | null {
  return imports.find((job) => job.status === "done")?.locationId ?? null;
}
