import { STOCK_SORTS, type StockList as StockListPage, type StockRow } from "@larder/contracts";
import { Pager } from "@/components/ui/pager";
import { StockTable, type StockExtras, type StockSort, type UsagePeriod } from "./stock-table";

/**
 * A page of the stock list as a screen shows it: the table (dimmed while the next page loads),
 * what to say when nothing is on it, and the pager. Sorting and paging are changes to the
 * screen's filters (`onFilters`), so they stay in the address.
 */
export function StockList({
  list,
  loading,
  sort,
  direction,
  offset,
  limit,
  onFilters,
  usagePeriod,
  onRecord,
  caption,
  empty,
  extras,
}: {
  list: StockListPage | undefined;
  loading: boolean;
  sort: StockSort;
  direction: "asc" | "desc";
  offset: number;
  limit: number;
  onFilters: (changes: Record<string, string | null>) => void;
  usagePeriod: UsagePeriod;
  onRecord?: (row: StockRow) => void;
  caption: string;
  /** Said when the page is empty. */
  empty: string;
  extras?: StockExtras;
}) {
  return (
    <>
      <div className={loading ? "refreshing" : ""} aria-busy={loading || undefined}>
        <StockTable
          rows={list?.rows ?? []}
          sort={sort}
          direction={direction}
          onSort={(nextSort, nextDirection) =>
            onFilters({ sort: nextSort, direction: nextDirection, offset: null })
          }
          usagePeriod={usagePeriod}
          itemHref={(row) => `/app/inventory/items/${row.itemId}`}
          onRecord={onRecord}
          caption={caption}
          extras={extras}
        />
        {list && list.rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-brand-950/70">{empty}</p>
        ) : null}
      </div>
      {list ? (
        <Pager
          offset={offset}
          limit={limit}
          total={list.total}
          onChange={(next) => onFilters({ offset: next ? String(next) : null })}
        />
      ) : null}
    </>
  );
}

/**
 * The stock list's sorting and page, as a screen keeps them in its address; an address edited
 * by hand to a sort the server does not know falls back to the name.
 */
export function stockListParams(params: URLSearchParams) {
  const sort = params.get("sort");
  return {
    sort: STOCK_SORTS.find((known) => known === sort) ?? ("name" as StockSort),
    direction: params.get("direction") === "desc" ? ("desc" as const) : ("asc" as const),
    offset: Number(params.get("offset") ?? 0) || 0,
  };
}
