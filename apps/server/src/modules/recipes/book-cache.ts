import type { Executor } from "../../db/database";
import { bookWeight, loadRecipeBook, type RecipeBook } from "./book";
import { type BookHead, readHead } from "./book-head";
import { type BookPrices, pricesFrom, readPrices } from "./book-prices";
import { hasKeptPrices, readAllPricesKept, readPricesWithHead } from "./price-cache";

/**
 * Recipe books kept between requests, one per workspace, each under the version the database
 * gave it (decision 0024, migration 0012). Every read asks the database for the book's version
 * first, in the request's own tenant transaction, and uses the kept book only when it is that
 * version: a change to a recipe, an item's units or packs, or the menu, made by any server
 * process, is never served stale. Prices are kept apart, under a database snapshot
 * (price-cache.ts).
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
 * The book as of now with its items' prices, `itemsFor` saying which items (null: all of the
 * book's). With a kept book, the version and the prices are read in one statement (one round
 * trip, one snapshot), only the items changed since the kept prices' snapshot and those not kept
 * yet; the prices are kept even if the kept book turns out not to be this version, and the book
 * is then read again. The whole book's first read reads every price in full.
 */
export async function readPricedBook(
  tx: Executor,
  workspaceId: string,
  itemsFor: (book: RecipeBook) => Iterable<string> | null,
  roots?: string[],
): Promise<{ book: RecipeBook; head: BookHead; prices: BookPrices }> {
  const entry = kept.get(workspaceId);
  const needed = entry && neededItems(entry.book, itemsFor);
  if (entry && needed) {
    const { head, rowOf } = await readPricesWithHead(tx, workspaceId, needed);
    if (rowOf && head.unwritten && head.version !== null && head.version === entry.book.version) {
      kept.delete(workspaceId);
      kept.set(workspaceId, entry);
      return { book: entry.book, head, prices: pricesFrom(entry.book, head.basis, rowOf) };
    }
  }
  const { book, head } = await readRecipeBook(tx, workspaceId, roots);
  return { book, head, prices: await pricesNow(tx, book, head, itemsFor) };
}

/** The items to price: those `itemsFor` names, or all of the book's once prices are kept. */
function neededItems(
  book: RecipeBook,
  itemsFor: (book: RecipeBook) => Iterable<string> | null,
): Iterable<string> | null {
  return itemsFor(book) ?? (hasKeptPrices(book.workspaceId) ? book.items.keys() : null);
}

async function pricesNow(
  tx: Executor,
  book: RecipeBook,
  head: BookHead,
  itemsFor: (book: RecipeBook) => Iterable<string> | null,
): Promise<BookPrices> {
  // A transaction that has written may see its own prices: it reads them and keeps nothing.
  if (!head.unwritten) return readPrices(tx, book, head.basis, itemsFor(book));
  const needed = neededItems(book, itemsFor);
  const rowOf = needed
    ? (await readPricesWithHead(tx, book.workspaceId, needed)).rowOf
    : await readAllPricesKept(tx, book.workspaceId, book.items.keys());
  if (rowOf) return pricesFrom(book, head.basis, rowOf);
  return readPrices(tx, book, head.basis, itemsFor(book));
}
