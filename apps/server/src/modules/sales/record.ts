import { createHash } from "node:crypto";
import { setImmediate as yieldToRequests } from "node:timers/promises";
import type { Executor } from "../../db/database";

/** A sale line about to be kept. */
export interface NewSale {
  locationId: string;
  /** The business day, YYYY-MM-DD, in the location's time zone. */
  day: string;
  /** When it was paid, as an instant (a ticket), or null. */
  soldAt: string | null;
  /** Or the local time of day, HH:MM, read from a file: made an instant at the location. */
  localTime?: string | null;
  /** The file's row, for the preview. */
  row?: number;
  name: string;
  nameKey: string;
  menuItemId: string | null;
  quantity: string;
  netSales: string | null;
  ticket: string | null;
  /** What identifies the line across files and retries (decision 0025): lineKey(identity). */
  lineKey: string;
  /** Taken from stock in this transaction (an import marks its lines as it writes them). */
  depleted?: boolean;
}

/** The stored key of a line: SHA-256 of its identity, so any identity fits the column. */
export const lineKey = (identity: string) => createHash("sha256").update(identity).digest("hex");

/**
 * Lines per statement: short enough that the embedded database, on the server's own thread,
 * lets requests in between (bench:sales-import watches the delay).
 */
const SLICE = 120;

/**
 * Keeps sale lines, skipping any whose key is already kept (the same line from an earlier file
 * or a ticket sent again). Returns the ids of the lines added.
 */
export async function insertSales(
  tx: Executor,
  workspaceId: string,
  source: { type: "import" | "ticket"; id: string | null },
  sales: NewSale[],
): Promise<string[]> {
  const added: string[] = [];
  for (let start = 0; start < sales.length; start += SLICE) {
    if (start > 0) await yieldToRequests();
    const slice = sales.slice(start, start + SLICE);
    const column = <T>(pick: (sale: NewSale) => T) => slice.map(pick);
    const { rows } = await tx.query<{ id: string }>(
      `insert into sales (workspace_id, location_id, business_day, sold_at, pos_name, name_key,
                          menu_item_id, quantity, net_sales, ticket, line_key, source_type,
                          source_id, depleted_at)
       select $1, s.l, s.d, coalesce(s.t, (s.d + s.lt) at time zone loc.time_zone), s.n, s.k,
              s.m, s.q, s.v, s.c, s.lk, $12, $13, case when s.dp then now() end
         from unnest($2::uuid[], $3::date[], $4::timestamptz[], $5::text[], $6::text[],
                     $7::uuid[], $8::numeric[], $9::numeric[], $10::text[], $11::text[],
                     $14::time[], $15::boolean[])
              as s(l, d, t, n, k, m, q, v, c, lk, lt, dp)
         join locations loc on loc.workspace_id = $1 and loc.id = s.l
       on conflict (workspace_id, line_key) do nothing
       returning id`,
      [
        workspaceId,
        column((sale) => sale.locationId),
        column((sale) => sale.day),
        column((sale) => sale.soldAt),
        column((sale) => sale.name),
        column((sale) => sale.nameKey),
        column((sale) => sale.menuItemId),
        column((sale) => sale.quantity),
        column((sale) => sale.netSales),
        column((sale) => sale.ticket),
        column((sale) => sale.lineKey),
        source.type,
        source.id,
        column((sale) => sale.localTime ?? null),
        column((sale) => sale.depleted ?? false),
      ],
    );
    for (const row of rows) added.push(row.id);
  }
  return added;
}

/** Which of these line keys are kept already. */
export async function keptLines(
  tx: Executor,
  workspaceId: string,
  lineKeys: string[],
): Promise<Set<string>> {
  const kept = new Set<string>();
  for (let start = 0; start < lineKeys.length; start += SLICE * 16) {
    const keys = lineKeys.slice(start, start + SLICE * 16);
    const { rows } = await tx.query<{ line_key: string }>(
      "select line_key from sales where workspace_id = $1 and line_key = any($2::text[])",
      [workspaceId, keys],
    );
    for (const row of rows) kept.add(row.line_key);
  }
  return kept;
}
