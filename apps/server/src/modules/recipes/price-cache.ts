import type { Executor } from "../../db/database";
import { prepared } from "../../db/prepared";
import { type BookHead, HEAD_SQL, type HeadRow, headOf } from "./book-head";
import {
  eachPriceOf,
  packed,
  priceColumns,
  type PriceRow,
  readAllPrices,
  unpack,
  unpriced,
} from "./book-prices";

/**
 * Prices kept between requests, one entry per workspace, under the database snapshot of the
 * statement that read them (decision 0024, migration 0024). Every change of a price logs its
 * item and transaction in `price_changes`; a read sends the kept snapshot and gets back, in one
 * statement and so one snapshot, the prices of the items changed in the transactions that
 * snapshot did not see, with those of the items not kept yet, and its own snapshot, under which
 * the merged rows are kept next. A change made by any server process, or by plain SQL, is
 * listed by the next read of every process; nothing is ever invalidated by hand.
 *
 * A transaction that has written (`head.unwritten` false) neither uses nor keeps these: it may
 * see its own uncommitted prices.
 */

/** Kept prices older than this are read again in full: far inside the day the log keeps. */
const PRICES_KEPT_MS = 10 * 60 * 1000;

/** What the kept prices may hold together, in items: forty workspaces of the bench's 5,000. */
const KEPT_ROWS = 200_000;

interface KeptPrices {
  /** `pg_current_snapshot()` of the statement that read these rows, as text. */
  snapshot: string;
  /** Each item's prices as of that snapshot; an item without any price is a row of nulls. */
  rows: Map<string, PriceRow>;
  takenAt: number;
}

/** Least recently used first, as the books are. */
const kept = new Map<string, KeptPrices>();
let keptRows = 0;

/**
 * The items whose prices changed in a transaction the snapshot `$2` did not see (none when it
 * is null: a full read). A transaction below the snapshot's xmin had ended when it was taken,
 * and was visible to it, so the range scan of the log starts there: the last moments' rows.
 */
const CHANGED_SINCE = `array(
  select distinct item_id from price_changes
   where workspace_id = $1 and txid >= pg_snapshot_xmin($2::pg_snapshot)
     and not pg_visible_in_snapshot(txid, $2::pg_snapshot))`;

/** Reading at most this many items not kept yet, each is looked up on its own. */
const FEW = 16;

/**
 * The book's head, the snapshot of this very statement, and the prices of the items changed
 * since `$2` and of the few items `$3`, packed, a row for each.
 */
const FEW_PRICES_SQL = prepared(`
  select h.*, pg_current_snapshot()::text as snapshot, null as changed,
         (${packed(eachPriceOf(`${CHANGED_SINCE} || $3::uuid[]`))}) as packed
    from (${HEAD_SQL}) h`);

/**
 * The same for many items `$3`, read by filtered scans: the changed items are named, since those
 * without any price have no row. Each list is a condition of its own, so that both are searched
 * through the index (a list made in the statement, `c.ids || $3`, was checked against every
 * item of the workspace: 14 ms for 232 items on PostgreSQL).
 */
const ANY_OF_BOTH = "(item_id = any($3::uuid[]) or item_id = any((select ids from c)::uuid[]))";
const MANY_PRICES_SQL = prepared(`
  with c as materialized (select ${CHANGED_SINCE} as ids)
  select h.*, pg_current_snapshot()::text as snapshot, array_to_string(c.ids, ',') as changed,
         (${packed(priceColumns(ANY_OF_BOTH))}) as packed
    from (${HEAD_SQL}) h, c`);

interface PricedHeadRow extends HeadRow {
  snapshot: string;
  changed: string | null;
  packed: string | null;
}

/** The workspace's kept prices, unless they were read more than ten minutes ago. */
function keptFor(workspaceId: string): KeptPrices | undefined {
  const entry = kept.get(workspaceId);
  if (entry && Date.now() - entry.takenAt > PRICES_KEPT_MS) {
    forget(workspaceId);
    return undefined;
  }
  return entry;
}

/** Whether a read of the workspace's prices would start from kept ones. */
export function hasKeptPrices(workspaceId: string): boolean {
  return keptFor(workspaceId) !== undefined;
}

function forget(workspaceId: string) {
  const entry = kept.get(workspaceId);
  if (!entry) return;
  kept.delete(workspaceId);
  keptRows -= entry.rows.size;
}

/**
 * Keeps `fresh`, read under `snapshot`, merged into the entry `from` the read started from
 * (none: a full read), only if that entry is still the one kept. JavaScript runs one thing at a
 * time, so nothing was stored for this workspace between the read's start and now, and the
 * merged rows are exactly those of `snapshot`. Answers never hold the kept rows themselves
 * (they copy the ones they need), so the rows are merged in place.
 */
function keep(
  workspaceId: string,
  from: KeptPrices | undefined,
  snapshot: string,
  fresh: Iterable<PriceRow>,
) {
  if (kept.get(workspaceId) !== from) return;
  const rows = from?.rows ?? new Map<string, PriceRow>();
  forget(workspaceId);
  for (const row of fresh) rows.set(row[0], row);
  if (rows.size > KEPT_ROWS) return;
  kept.set(workspaceId, { snapshot, rows, takenAt: Date.now() });
  keptRows += rows.size;
  for (const [other] of kept) {
    if (keptRows <= KEPT_ROWS || other === workspaceId) break;
    forget(other);
  }
}

export type PriceRowOf = (itemId: string) => PriceRow | undefined;

/**
 * The book's head and the prices of the items `needed`, in one statement. Only the items changed
 * since the kept snapshot and those not kept yet are read; none are kept when the transaction
 * turns out to have written. `rowOf` is null when kept prices were used by a transaction that
 * has written: the caller reads them afresh instead.
 */
export async function readPricesWithHead(
  tx: Executor,
  workspaceId: string,
  needed: Iterable<string>,
): Promise<{ head: BookHead; rowOf: PriceRowOf | null }> {
  const from = keptFor(workspaceId);
  // The kept rows this answer uses are copied before the statement: another read may merge
  // newer ones in meanwhile, and one answer is one snapshot's.
  const answer = new Map<string, PriceRow>();
  const missing: string[] = [];
  for (const itemId of needed) {
    const row = from?.rows.get(itemId);
    if (row) answer.set(itemId, row);
    else missing.push(itemId);
  }
  const sql = missing.length > FEW ? MANY_PRICES_SQL : FEW_PRICES_SQL;
  const { rows } = await tx.query<PricedHeadRow>(sql, [
    workspaceId,
    from?.snapshot ?? null,
    missing,
  ]);
  const row = rows[0];
  const head = headOf(row);
  if (!row || (from && !head.unwritten)) return { head, rowOf: null };
  const fresh = new Map<string, PriceRow>();
  for (const priced of unpack(row.packed)) fresh.set(priced[0], priced);
  // An item read without a row has no price now: that is kept too.
  for (const itemId of row.changed ? row.changed.split(",") : [])
    if (!fresh.has(itemId)) fresh.set(itemId, unpriced(itemId));
  for (const itemId of missing) if (!fresh.has(itemId)) fresh.set(itemId, unpriced(itemId));
  for (const [itemId, priced] of fresh) answer.set(itemId, priced);
  if (head.unwritten) keep(workspaceId, from, row.snapshot, fresh.values());
  return { head, rowOf: (itemId) => answer.get(itemId) };
}

/**
 * Every price of the workspace, read in full and kept with the items of `needed` that have none
 * (the whole book's first read). Only for a transaction that has written nothing.
 */
export async function readAllPricesKept(
  tx: Executor,
  workspaceId: string,
  needed: Iterable<string>,
): Promise<PriceRowOf> {
  const from = kept.get(workspaceId);
  const { snapshot, rows } = await readAllPrices(tx, workspaceId);
  const answer = new Map<string, PriceRow>();
  for (const row of rows) answer.set(row[0], row);
  for (const itemId of needed) if (!answer.has(itemId)) answer.set(itemId, unpriced(itemId));
  if (kept.get(workspaceId) === from) {
    forget(workspaceId);
    keep(workspaceId, undefined, snapshot, answer.values());
  }
  return (itemId) => answer.get(itemId);
}

/**
 * Deletes what the price log logged more than a day ago, in every workspace (the housekeeping
 * sweep): no kept snapshot is that old (PRICES_KEPT_MS).
 */
export async function prunePriceChanges(db: Executor): Promise<number> {
  const { rows } = await db.query<{ pruned: number }>(
    "select larder_prune_price_changes() as pruned",
  );
  return rows[0]?.pruned ?? 0;
}
