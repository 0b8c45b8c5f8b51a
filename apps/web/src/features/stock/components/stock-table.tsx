import type { StockRow } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { Link } from "react-router";
import { TableHead, type Column } from "@/components/ui/table-head";
import { formatNumber, formatQuantity } from "@/lib/format";
import { StockStatusBadge } from "./status-badge";

export type StockSort = "name" | "category" | "onHand" | "minimum" | "toReceive" | "status";
export type UsagePeriod = "daily" | "weekly";

const COLUMNS: Column<StockSort>[] = [
  { sort: "name", label: "Ingredient" },
  { sort: "onHand", label: "In Hand", numeric: true },
  { sort: "minimum", label: "Minimum", numeric: true },
  { sort: "toReceive", label: "To Receive", numeric: true },
  { label: "Unit" },
];

/**
 * The Live Stock Overview: each item's stock at the chosen location (or all of them), sortable
 * by its columns. On a phone each item is a card with the same figures.
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
}) {
  const usageLabel = usagePeriod === "daily" ? "Avg. Daily Use" : "Avg. Weekly Use";
  const usage = (row: StockRow) =>
    formatQuantity(
      usagePeriod === "daily" ? row.usagePerDay : row.usagePerWeek,
      unitLabel(row.unit),
      1,
    );
  const columns: Column<StockSort>[] = [
    ...COLUMNS,
    { label: usageLabel, numeric: true },
    { sort: "status", label: "Status" },
    ...(onRecord ? [{ label: "Actions", hidden: true }] : []),
  ];

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead columns={columns} sorting={{ sort, direction, onSort }} />
          <tbody className="divide-y divide-brand-900/5">
            {rows.map((row) => (
              <tr key={row.itemId} className="hover:bg-brand-50/50">
                <th scope="row" className="px-3 py-2.5 font-semibold text-brand-950">
                  <Link to={itemHref(row)} className="hover:text-brand-700 hover:underline">
                    {row.name}
                  </Link>
                  {row.category ? (
                    <span className="block text-xs font-normal text-brand-950/60">
                      {row.category}
                    </span>
                  ) : null}
                </th>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(row.onHand)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {row.minimum === null ? "—" : formatNumber(row.minimum)}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {formatNumber(row.toReceive)}
                </td>
                <td className="px-3 py-2.5">{unitLabel(row.unit)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums text-brand-950/75">
                  {usage(row)}
                </td>
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

      <ul className="space-y-2 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.itemId} className="rounded-xl border border-brand-900/10 bg-white p-3.5">
            <div className="flex items-start justify-between gap-3">
              <Link
                to={itemHref(row)}
                className="min-w-0 font-semibold text-brand-950 hover:underline"
              >
                {row.name}
              </Link>
              <StockStatusBadge status={row.status} />
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-brand-950/60">In Hand</dt>
                <dd className="font-semibold tabular-nums">
                  {formatQuantity(row.onHand, unitLabel(row.unit))}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-brand-950/60">Minimum</dt>
                <dd className="tabular-nums">
                  {row.minimum === null ? "—" : formatNumber(row.minimum)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-brand-950/60">To Receive</dt>
                <dd className="tabular-nums">{formatNumber(row.toReceive)}</dd>
              </div>
            </dl>
            <div className="mt-2 flex items-center justify-between gap-2">
              <span className="text-xs text-brand-950/65">
                {usageLabel}: {usage(row)}
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
