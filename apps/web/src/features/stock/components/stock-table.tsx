import type { StockRow, StockSortValue } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { Link } from "react-router";
import { SortControl, TableHead, type Column } from "@/components/ui/table-head";
import { formatNumber, formatQuantity, formatUsd } from "@/lib/format";
import { StockStatusBadge } from "./status-badge";

export type StockSort = StockSortValue;
export type UsagePeriod = "daily" | "weekly";

/**
 * The full inventory's columns: the category in a column of its own, the unit beside what is on
 * hand (so ten columns fit 1280 px), and what the stock is worth for those who may see costs.
 */
export interface StockExtras {
  full?: boolean;
  /** Only for members who may see costs. */
  value?: boolean;
}

/** The table's headings, each sortable by the server but the buttons' column. */
function stockColumns(
  usageLabel: string,
  extras: StockExtras,
  recordable: boolean,
): Column<StockSort>[] {
  return [
    { sort: "name", label: "Ingredient" },
    ...(extras.full ? [{ sort: "category" as const, label: "Category" }] : []),
    { sort: "onHand", label: "In Hand", numeric: true },
    { sort: "minimum", label: "Minimum", numeric: true },
    { sort: "toReceive", label: "To Receive", numeric: true },
    ...(extras.full ? [] : [{ sort: "unit" as const, label: "Unit" }]),
    { sort: "usage", label: usageLabel, numeric: true },
    ...(extras.value ? [{ sort: "value" as const, label: "Value", numeric: true }] : []),
    { sort: "status", label: "Status" },
    ...(recordable ? [{ label: "Actions", hidden: true }] : []),
  ];
}

/**
 * The Live Stock Overview: each item's stock at the chosen location (or all of them), sortable
 * by its columns. On a phone each item is a card with the same figures, sorted from a menu.
 */
export function StockTable({
  rows,
  sort,
  direction,
  onSort,
  usagePeriod,
  itemHref,
  onRecord,
  caption,
  extras = {},
}: {
  rows: StockRow[];
  sort: StockSort;
  direction: "asc" | "desc";
  onSort: (sort: StockSort, direction: "asc" | "desc") => void;
  usagePeriod: UsagePeriod;
  itemHref: (row: StockRow) => string;
  /** Offered when the member may record stock. */
  onRecord?: (row: StockRow) => void;
  caption: string;
  extras?: StockExtras;
}) {
  const usageLabel = usagePeriod === "daily" ? "Avg. Daily Use" : "Avg. Weekly Use";
  const usage = (row: StockRow) =>
    formatQuantity(
      usagePeriod === "daily" ? row.usagePerDay : row.usagePerWeek,
      unitLabel(row.unit),
      1,
    );
  const value = (row: StockRow) => (row.value === null ? "—" : formatUsd(row.value));
  const columns = stockColumns(usageLabel, extras, onRecord !== undefined);
  const sorting = { sort, direction, onSort };

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead columns={columns} sorting={sorting} />
          <tbody className="divide-y divide-brand-900/5">
            {rows.map((row) => (
              <tr key={row.itemId} className="hover:bg-brand-50/50">
                <th scope="row" className="px-3 py-2.5 font-semibold text-brand-950">
                  <Link to={itemHref(row)} className="hover:text-brand-700 hover:underline">
                    {row.name}
                  </Link>
                  {row.category && !extras.full ? (
                    <span className="block text-xs font-normal text-brand-950/70">
                      {row.category}
                    </span>
                  ) : null}
                </th>
                {extras.full ? (
                  <td className="px-3 py-2.5 text-brand-950/80">{row.category ?? "—"}</td>
                ) : null}
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {extras.full
                    ? formatQuantity(row.onHand, unitLabel(row.unit))
                    : formatNumber(row.onHand)}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {row.minimum === null ? "—" : formatNumber(row.minimum)}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {formatNumber(row.toReceive)}
                </td>
                {extras.full ? null : <td className="px-3 py-2.5">{unitLabel(row.unit)}</td>}
                <td className="px-3 py-2.5 text-right tabular-nums text-brand-950/75">
                  {usage(row)}
                </td>
                {extras.value ? (
                  <td className="px-3 py-2.5 text-right tabular-nums">{value(row)}</td>
                ) : null}
                <td className="px-3 py-2.5">
                  <StockStatusBadge status={row.status} />
                </td>
                {onRecord ? (
                  <td className="px-3 py-1.5 text-right">
                    <button
                      type="button"
                      onClick={() => onRecord(row)}
                      className="min-h-10 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      Record<span className="sr-only"> stock of {row.name}</span>
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <SortControl columns={columns} sorting={sorting} className="mb-3 md:hidden" />
      <ul className="space-y-2 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.itemId} className="rounded-xl border border-brand-900/10 bg-white p-3.5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={itemHref(row)} className="font-semibold text-brand-950 hover:underline">
                  {row.name}
                </Link>
                {extras.full && row.category ? (
                  <span className="block text-xs text-brand-950/70">{row.category}</span>
                ) : null}
              </div>
              <StockStatusBadge status={row.status} />
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-brand-950/70">In Hand</dt>
                <dd className="font-semibold tabular-nums">
                  {formatQuantity(row.onHand, unitLabel(row.unit))}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-brand-950/70">Minimum</dt>
                <dd className="tabular-nums">
                  {row.minimum === null ? "—" : formatNumber(row.minimum)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-brand-950/70">To Receive</dt>
                <dd className="tabular-nums">{formatNumber(row.toReceive)}</dd>
              </div>
            </dl>
            <div className="mt-2 flex items-center justify-between gap-2">
              <span className="text-xs text-brand-950/65">
                {usageLabel}: {usage(row)}
                {extras.value ? ` · Value ${value(row)}` : ""}
              </span>
              {onRecord ? (
                <button
                  type="button"
                  onClick={() => onRecord(row)}
                  className="min-h-11 rounded-xl border border-brand-900/15 px-4 text-sm font-semibold text-brand-800"
                >
                  Record<span className="sr-only"> stock of {row.name}</span>
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
