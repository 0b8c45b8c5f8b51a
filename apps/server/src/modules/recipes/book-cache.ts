import type { CostBasis } from "@larder/contracts";
import type { Executor } from "../../db/database";
import { prepared } from "../../db/prepared";
import { bookWeight, loadRecipeBook, type RecipeBook } from "./book";
import { type BookPrices, packedPricesSql, pricesFrom, readPrices, unpack } from "./book-prices";

/**
 * Recipe books kept between requests, one per workspace, each under the version the database
 * gave it (decision 0024, migration 0012). Every read asks the database for the book's version
 * first, in the request's own tenant transaction, and uses the kept book only when it is that
 * version: a change to a recipe, an item's units or packs, or the menu, made by any server
 * process, is never served stale. Prices are not kept here at all.
 *
 * A transaction that has written anything (a recipe being saved, then shown) neither uses nor
 * keeps a book: it may see its own uncommitted changes, and a book read from them must never
 * outlive it. A book is kept only when the version did not move while it was being read, so it
 * is one consistent state of the book.
 */

/** What the kept books may weigh together (recipes, lines, items): ten of the bench's size. */
const KEPT_WEIGHT = 400_000;

/** Least recently used first: a Map keeps insertion order, and a read re-inserts its book. */
const kept = new Map<string, { book: RecipeBook; weight: number }>();
let keptWeight = 0;

export interface BookHead {
  version: string | null;
  /** Whether this transaction has written nothing so far. */
  unwritten: boolean;
  basis: CostBasis;
  targetFoodCostPercent: string;
}

const HEAD_SQL = prepared(`
  select v.version::text, pg_current_xact_id_if_assigned() is null as unwritten,
         w.recipe_cost_basis as basis, w.target_food_cost_percent::text as target
    from workspaces w
    left join recipe_book_versions v on v.workspace_id = w.id
   where w.id = $1`);

/** The head and the prices of the items in `$2`, in one statement (readPricedBook). */
const HEAD_AND_PRICES_SQL = prepared(
  `select h.*, (${packedPricesSql}) as packed from (${HEAD_SQL}) h`,
);

interface HeadRow {
  version: string | null;
  unwritten: boolean;
  basis: CostBasis;
  target: string;
}

/** The book's version and the workspace's costing settings, in one round trip. */
async function readHead(tx: Executor, workspaceId: string): Promise<BookHead> {
  const { rows } = await tx.query<HeadRow>(HEAD_SQL, [workspaceId]);
  return headOf(rows[0]);
}

function headOf(row: HeadRow | undefined): BookHead {
  return {
    version: row?.version ?? null,
    unwritten: row?.unwritten ?? false,
    basis: row?.basis ?? "last_receipt",
    targetFoodCostPercent: row?.target ?? "30",
  };
}

async function versionNow(tx: Executor, workspaceId: string): Promise<string | null> {
  const { rows } = await tx.query<{ version: string }>(
    "select version::text from recipe_book_versions where workspace_id = $1",
    [workspaceId],
  );
  return rows[0]?.version ?? null;
}

function keep(book: RecipeBook) {
  forget(book.workspaceId);
  const weight = bookWeight(book);
  kept.set(book.workspaceId, { book, weight });
  keptWeight += weight;
  for (const [workspaceId] of kept) {
    if (keptWeight <= KEPT_WEIGHT || workspaceId === book.workspaceId) break;
    forget(workspaceId);
  }
}

function forget(workspaceId: string) {
  const entry = kept.get(workspaceId);
  if (!entry) return;
  kept.delete(workspaceId);
  keptWeight -= entry.weight;
}

/**
 * The workspace's recipe book as of now, and its costing settings. `tx` must be a tenant
 * transaction of `workspaceId` (the caller's membership was checked), so the version and the
 * book are read under row-level security, and a book is only ever kept and found under the
 * workspace it was read in.
 */
export async function readRecipeBook(
  tx: Executor,
  workspaceId: string,
  roots?: string[],
): Promise<{ book: RecipeBook; head: BookHead }> {
  const head = await readHead(tx, workspaceId);
  const shareable = head.unwritten && head.version !== null;
  if (shareable) {
    const entry = kept.get(workspaceId);
    if (entry && entry.book.version === head.version && entry.book.workspaceId === workspaceId) {
      kept.delete(workspaceId);
      kept.set(workspaceId, entry);
      return { book: entry.book, head };
    }
  }
  // A transaction that has written reads only the part it needs, when it says which.
  const book = await loadRecipeBook(tx, workspaceId, head.version, shareable ? undefined : roots);
  if (shareable && (await versionNow(tx, workspaceId)) === head.version) keep(book);
  return { book, head };
}

/**
 * The book as of now with its items' prices, `itemsFor` saying which items (null: all). For a
 * few items of a kept book (one recipe, one menu item), the version and the prices are read in
 * one statement (one round trip, one snapshot), and the prices are thrown away if the kept book
 * turns out not to be this version; for all of them, the version comes first, then the prices.
 */
export async function readPricedBook(
  tx: Executor,
  workspaceId: string,
  itemsFor: (book: RecipeBook) => Iterable<string> | null,
  roots?: string[],
): Promise<{ book: RecipeBook; head: BookHead; prices: BookPrices }> {
  const entry = kept.get(workspaceId);
  const itemIds = entry && itemsFor(entry.book);
  if (entry && itemIds) {
    const { rows } = await tx.query<HeadRow & { packed: string | null }>(HEAD_AND_PRICES_SQL, [
      workspaceId,
      [...itemIds],
    ]);
    const head = headOf(rows[0]);
    if (head.unwritten && head.version !== null && head.version === entry.book.version) {
      kept.delete(workspaceId);
      kept.set(workspaceId, entry);
      const prices = pricesFrom(entry.book, head.basis, unpack(rows[0]!.packed));
      return { book: entry.book, head, prices };
    }
  }
  const { book, head } = await readRecipeBook(tx, workspaceId, roots);
  return { book, head, prices: await readPrices(tx, book, head.basis, itemsFor(book)) };
}
