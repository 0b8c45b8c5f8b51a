import { detectSalesFormat } from "./formats";
import { keySaleLines } from "./keys";
import { readSaleLines } from "./read";
import { suggestMapping } from "./suggest";
import type { DateOrder, PosSystem, SaleProblem, SalesColumns } from "./types";

/** How a sales file is read: its columns, and the choices the file alone may not settle. */
export interface SalesMapping extends SalesColumns {
  voided: number | null;
  eventType: number | null;
  /** 03/04 as the 3rd of April (true) or March 4th (false); null: decided from the file. */
  dayFirst: boolean | null;
  /** The business day of a file without dates. */
  day: string | null;
}

/** A line of a sales file, placed at a location and named as the POS names are remembered. */
export interface PlacedSaleLine {
  row: number;
  day: string;
  time: string | null;
  name: string;
  nameKey: string;
  quantity: string;
  netSales: string | null;
  ticket: string | null;
  locationId: string;
  /** What makes it the same sale in another export (saleLineKey, at its location). */
  identity: string;
}

export interface SalesFileReading {
  header: string[];
  mapping: SalesMapping;
  posFormat: PosSystem | "generic";
  dateOrder: DateOrder;
  lines: PlacedSaleLine[];
  problems: SaleProblem[];
  /** Location names in the file that are not the workspace's. */
  unknownLocations: string[];
  /** Lines left out: voided, or not sales at all. */
  leftOut: number;
}

/**
 * How a POS item name is recognised again: trimmed, spaces folded, lower case. "Burger  (Large)"
 * and "burger (large)" are the same button on the till.
 */
export function posNameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

const BLANK = { voided: null, eventType: null, dayFirst: null, day: null };

/**
 * Reads a sales file: its columns are those the person chose for this import, else those chosen
 * before for the same header (`remembered`), else those of a POS recognised by its header, else
 * a guess from the header's names. Each line goes to the location its location column names (by
 * name, any case) or to `defaultLocationId`; a name the workspace does not have is a problem.
 * Never throws.
 */
export function readSalesFile(
  table: readonly (readonly string[])[],
  options: {
    chosen: SalesMapping | null;
    remembered: SalesMapping | null;
    locations: ReadonlyMap<string, string>;
    defaultLocationId: string;
  },
): SalesFileReading {
  const header = (table[0] ?? []).map((cell) => cell.trim());
  const detected = detectSalesFormat(header);
  const mapping: SalesMapping = options.chosen ??
    options.remembered ??
    (detected ? { ...BLANK, ...detected.columns, dayFirst: detected.dayFirst } : null) ?? {
      ...BLANK,
      ...suggestMapping(header),
    };
  const reading = readSaleLines(table, mapping, { dayFirst: mapping.dayFirst, day: mapping.day });
  const problems = [...reading.problems];
  const unknownLocations = new Set<string>();
  const placed: { line: (typeof reading.lines)[number]; locationId: string }[] = [];
  for (const line of reading.lines) {
    const named = line.location?.trim();
    const locationId = named
      ? options.locations.get(named.toLowerCase())
      : options.defaultLocationId;
    if (locationId) {
      placed.push({ line, locationId });
      continue;
    }
    unknownLocations.add(named!);
    problems.push({
      row: line.row,
      column: null,
      message: `Row ${line.row}: no location of Larder is called "${named}".`,
    });
  }
  const keys = keySaleLines(placed.map(({ line }) => line));
  return {
    header,
    mapping,
    posFormat: detected?.format ?? "generic",
    dateOrder: reading.dateOrder,
    problems: problems.sort((a, b) => a.row - b.row),
    unknownLocations: [...unknownLocations],
    leftOut: reading.leftOut.voided + reading.leftOut.notSales,
    lines: placed.map(({ line, locationId }, index) => ({
      row: line.row,
      day: line.day,
      time: line.time,
      name: line.name.trim().slice(0, 200),
      nameKey: posNameKey(line.name).slice(0, 200),
      quantity: line.quantity,
      netSales: line.netSales,
      ticket: line.ticket?.slice(0, 100) ?? null,
      locationId,
      identity: `${locationId}|${keys[index]}`,
    })),
  };
}
