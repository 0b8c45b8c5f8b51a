import { setImmediate as yieldToRequests } from "node:timers/promises";
import type { SalesColumnMapping, SalesImport, UnmappedName } from "@larder/contracts";
import { exact, sum, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { KeyedSaleLine, ReadSalesInput, SalesSummary } from "../../jobs/sales-reader";
import { resolveNames, type NameMeaning } from "./names";
import { keptLines, type NewSale } from "./record";

const PROBLEMS_KEPT = 200;
const UNMAPPED_KEPT = 200;
const PREVIEW_LINES = 50;
/** Lines looked at between two turns of the server's other work (about 5 ms of it). */
const LINES_PER_TURN = 2000;

/** What the review screen shows of a checked file (kept on the import while it waits). */
export type SalesPreview = Pick<
  SalesImport,
  | "header"
  | "mapping"
  | "posFormat"
  | "dayFirst"
  | "dateOrder"
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

/**
 * What the reading worker needs to know of the workspace: the columns it remembered for each
 * header, and its locations by name.
 */
export async function readerContext(
  tx: Executor,
  workspaceId: string,
): Promise<Pick<ReadSalesInput, "remembered" | "locations">> {
  const { rows: remembered } = await tx.query<{ header_key: string; mapping: SalesColumnMapping }>(
    "select header_key, mapping from sales_column_mappings where workspace_id = $1",
    [workspaceId],
  );
  const { rows: locations } = await tx.query<{ id: string; name: string }>(
    "select id, name from locations where workspace_id = $1 and archived_at is null",
    [workspaceId],
  );
  return {
    remembered: remembered.map((row) => [row.header_key, row.mapping]),
    locations: locations.map((row) => [row.name.trim().toLowerCase(), row.id]),
  };
}

/**
 * Checks the lines the worker read against the workspace: which menu item each name answers to,
 * and which lines an earlier file or ticket already recorded (they are skipped: decision 0025).
 * Works through the lines a few thousand at a time, letting requests in between.
 */
export async function checkSales(
  tx: Executor,
  workspaceId: string,
  read: { summary: SalesSummary; lines: KeyedSaleLine[] },
): Promise<CheckedSales> {
  const { summary, lines } = read;
  const kept = await keptLines(
    tx,
    workspaceId,
    lines.map((line) => line.lineKey),
  );
  const names = new Map<string, string>();
  for (const line of lines) if (!names.has(line.nameKey)) names.set(line.nameKey, line.name);
  const meanings = await resolveNames(tx, workspaceId, names);

  const fresh: NewSale[] = [];
  let firstDay: string | null = null;
  let lastDay: string | null = null;
  const amounts: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (index % LINES_PER_TURN === LINES_PER_TURN - 1) await yieldToRequests();
    if (firstDay === null || line.day < firstDay) firstDay = line.day;
    if (lastDay === null || line.day > lastDay) lastDay = line.day;
    if (line.netSales !== null) amounts.push(line.netSales);
    if (kept.has(line.lineKey)) continue;
    fresh.push({
      locationId: line.locationId,
      day: line.day,
      soldAt: null,
      localTime: line.time,
      row: line.row,
      name: line.name,
      nameKey: line.nameKey,
      menuItemId: meanings.get(line.nameKey)?.menuItemId ?? null,
      quantity: line.quantity,
      netSales: line.netSales === null ? null : toDecimal(line.netSales, 2),
      ticket: line.ticket,
      lineKey: line.lineKey,
    });
  }
  const mapping = summary.mapping as SalesColumnMapping;
  return {
    fresh,
    preview: {
      header: summary.header,
      mapping,
      posFormat: summary.posFormat,
      dayFirst:
        summary.dateOrder === "day-first"
          ? true
          : summary.dateOrder === "month-first"
            ? false
            : mapping.dayFirst,
      dateOrder: summary.dateOrder,
      lines: lines.length,
      newLines: fresh.length,
      alreadyImported: lines.length - fresh.length,
      voided: summary.leftOut,
      firstDay,
      lastDay,
      netSales: amounts.length === 0 ? null : toDecimal(sum(amounts), 2),
      unknownLocations: summary.unknownLocations.slice(0, 20),
      problems: summary.problems.slice(0, PROBLEMS_KEPT),
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
