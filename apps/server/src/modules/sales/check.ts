import { createHash } from "node:crypto";
import type {
  ImportProblem,
  PosFormat,
  SalesColumnMapping,
  SalesImport,
  UnmappedName,
} from "@larder/contracts";
import {
  detectSalesFormat,
  exact,
  keySaleLines,
  readSaleLines,
  suggestMapping,
  sum,
  toDecimal,
  type SaleLine,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { posNameKey, resolveNames, type NameMeaning } from "./names";
import { keptLines, lineKey, type NewSale } from "./record";

const PROBLEMS_KEPT = 200;
const UNMAPPED_KEPT = 200;
const PREVIEW_LINES = 50;

/** What the review screen shows of a checked file (kept on the import while it waits). */
export type SalesPreview = Pick<
  SalesImport,
  | "header"
  | "mapping"
  | "posFormat"
  | "dayFirst"
  | "lines"
  | "newLines"
  | "alreadyImported"
  | "voided"
  | "firstDay"
  | "lastDay"
  | "netSales"
  | "unknownLocations"
  | "problems"
  | "unmapped"
  | "preview"
>;

export interface CheckedSales {
  preview: SalesPreview;
  /** The lines not recorded yet, ready to keep. */
  fresh: NewSale[];
}

/** The remembered-mapping key of a header: the same columns, in the same order. */
export function headerKey(header: string[]): string {
  const text = header.map((cell) => cell.trim().toLowerCase()).join("\u001f");
  return createHash("sha256").update(text).digest("hex");
}

/**
 * How to read a file: the columns the person chose for this import, else those of a POS Larder
 * recognises, else those chosen before for the same header, else Larder's guess from the names.
 */
export async function chooseMapping(
  tx: Executor,
  workspaceId: string,
  header: string[],
  chosen: SalesColumnMapping | null,
): Promise<{ mapping: SalesColumnMapping; posFormat: PosFormat }> {
  const blank = { voided: null, eventType: null, dayFirst: null, day: null };
  const detected = detectSalesFormat(header);
  if (chosen) return { mapping: chosen, posFormat: detected?.format ?? "generic" };
  if (detected)
    return {
      mapping: {
        ...blank,
        ...detected.columns,
        dayFirst: detected.dayFirst,
      } as SalesColumnMapping,
      posFormat: detected.format,
    };
  const { rows } = await tx.query<{ mapping: SalesColumnMapping }>(
    "select mapping from sales_column_mappings where workspace_id = $1 and header_key = $2",
    [workspaceId, headerKey(header)],
  );
  if (rows[0]) return { mapping: rows[0].mapping, posFormat: "generic" };
  return {
    mapping: { ...blank, ...suggestMapping(header) } as SalesColumnMapping,
    posFormat: "generic",
  };
}

/**
 * Reads a sales file through its mapping and checks it against the workspace: which location
 * each line is at, which menu item its name answers to, and which lines an earlier file or
 * ticket already recorded (they are skipped: decision 0025).
 */
export async function checkSales(
  tx: Executor,
  workspaceId: string,
  defaultLocationId: string,
  table: string[][],
  chosen: SalesColumnMapping | null,
): Promise<CheckedSales> {
  const header = (table[0] ?? []).map((cell) => cell.trim());
  const { mapping, posFormat } = await chooseMapping(tx, workspaceId, header, chosen);
  const reading = readSaleLines(table, mapping, { dayFirst: mapping.dayFirst, day: mapping.day });
  const problems: ImportProblem[] = [...reading.problems];

  const locations = await locationsByName(tx, workspaceId);
  const unknownLocations = new Set<string>();
  const located: { line: SaleLine; locationId: string }[] = [];
  for (const line of reading.lines) {
    const named = line.location?.trim();
    const locationId = named ? locations.get(named.toLowerCase()) : defaultLocationId;
    if (locationId) located.push({ line, locationId });
    else {
      unknownLocations.add(named!);
      problems.push({
        row: line.row,
        column: null,
        message: `Row ${line.row}: no location of Larder is called "${named}".`,
      });
    }
  }

  const keys = keySaleLines(located.map(({ line }) => line));
  const identities = located.map(({ locationId }, index) => `${locationId}|${keys[index]}`);
  const kept = await keptLines(tx, workspaceId, identities);
  const names = new Map(located.map(({ line }) => [posNameKey(line.name), line.name.trim()]));
  const meanings = await resolveNames(tx, workspaceId, names);

  const fresh: NewSale[] = [];
  located.forEach(({ line, locationId }, index) => {
    if (kept.has(lineKey(identities[index]!))) return;
    const nameKey = posNameKey(line.name);
    fresh.push({
      locationId,
      day: line.day,
      soldAt: null,
      localTime: line.time,
      row: line.row,
      name: line.name.trim().slice(0, 200),
      nameKey: nameKey.slice(0, 200),
      menuItemId: meanings.get(nameKey)?.menuItemId ?? null,
      quantity: line.quantity,
      netSales: line.netSales === null ? null : toDecimal(line.netSales, 2),
      ticket: line.ticket?.slice(0, 100) ?? null,
      identity: identities[index]!,
    });
  });

  const days = located.map(({ line }) => line.day).sort();
  const priced = located.flatMap(({ line }) => (line.netSales === null ? [] : [line.netSales]));
  return {
    fresh,
    preview: {
      header,
      mapping,
      posFormat,
      dayFirst:
        reading.dateOrder === "undecided"
          ? null
          : (mapping.dayFirst ?? dayFirstOf(reading.dateOrder)),
      lines: located.length,
      newLines: fresh.length,
      alreadyImported: located.length - fresh.length,
      voided: reading.leftOut.voided + reading.leftOut.notSales,
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
      netSales: priced.length > 0 ? toDecimal(sum(priced), 2) : null,
      unknownLocations: [...unknownLocations].slice(0, 20),
      problems: problems.slice(0, PROBLEMS_KEPT),
      unmapped: unmappedNames(fresh, meanings),
      preview: fresh.slice(0, PREVIEW_LINES).map((sale) => ({
        row: sale.row ?? 0,
        day: sale.day,
        name: sale.name,
        quantity: toDecimal(sale.quantity),
        netSales: sale.netSales,
        menuItemName: meanings.get(sale.nameKey)?.menuItemName ?? null,
      })),
    },
  };
}

const dayFirstOf = (order: string) =>
  order === "day-first" ? true : order === "month-first" ? false : null;

async function locationsByName(tx: Executor, workspaceId: string): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ id: string; name: string }>(
    "select id, name from locations where workspace_id = $1 and archived_at is null",
    [workspaceId],
  );
  return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row.id]));
}

/** New lines whose name answers to no menu item (and is not left out), most sold first. */
function unmappedNames(fresh: NewSale[], meanings: Map<string, NameMeaning>): UnmappedName[] {
  const byName = new Map<
    string,
    { name: string; lines: number; quantity: string[]; net: string[] }
  >();
  for (const sale of fresh) {
    const meaning = meanings.get(sale.nameKey);
    if (meaning?.menuItemId || meaning?.ignored) continue;
    const entry = byName.get(sale.nameKey) ?? { name: sale.name, lines: 0, quantity: [], net: [] };
    entry.lines += 1;
    entry.quantity.push(sale.quantity);
    if (sale.netSales !== null) entry.net.push(sale.netSales);
    byName.set(sale.nameKey, entry);
  }
  return [...byName.values()]
    .map((entry) => ({
      name: entry.name,
      lines: entry.lines,
      quantity: toDecimal(sum(entry.quantity)),
      netSales: entry.net.length > 0 ? toDecimal(sum(entry.net), 2) : null,
    }))
    .sort((a, b) => exact(b.quantity).compare(exact(a.quantity)) || a.name.localeCompare(b.name))
    .slice(0, UNMAPPED_KEPT);
}
