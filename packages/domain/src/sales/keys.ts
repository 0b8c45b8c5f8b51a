import type { SaleLine } from "./types";

/**
 * A key for a sale line that stays the same when the same sale is exported again, so importing
 * a file twice, or two files whose days overlap, records each sale once.
 *
 * It is built from what the till itself wrote (location, day, ticket when the export has one,
 * item name, quantity), never from the row number or the order of rows, which change from one
 * export to the next. Two identical lines of one file (two coffees rung up separately on a
 * ticket, or on a POS without tickets) are told apart by `occurrence`: 1 for the first such line
 * in the file, 2 for the second, and so on (keySaleLines counts them).
 *
 * How a re-export of overlapping days is recognised: POS exports cover whole business days, so
 * a day exported again holds the same lines, and its k-th identical line gets the same key as
 * before. The import keeps one sale per key: lines whose key is already recorded are the same
 * sales and are skipped; only new keys are recorded. A day exported while still open and then
 * again after closing keeps its first k identical lines and adds the (k+1)-th and later.
 * The time and the net sales are left out of the key on purpose: some POS round or restate them
 * between exports (a discount applied after the fact), and they do not make a sale another one.
 */
export function saleLineKey(line: SaleLine, occurrence: number): string {
  const parts = [
    line.location ?? "",
    line.day,
    line.ticket ?? "",
    sameName(line.name),
    line.quantity,
    String(occurrence),
  ];
  // Escaped so that no name or ticket can forge the separator and collide with another key.
  return parts.map((part) => part.replace(/[\\|]/g, (mark) => `\\${mark}`)).join("|");
}

/** A name as one item, whatever its case or spacing (as the POS item names are remembered). */
const sameName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** The key of every line of one file, counting identical lines in the order the file has them. */
export function keySaleLines(lines: readonly SaleLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = saleLineKey(line, 0);
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return saleLineKey(line, occurrence);
  });
}
