import { FORECAST_METHOD_LABELS, type AccuracyRow } from "@larder/contracts";
import { Link } from "react-router";
import { TableHead } from "@/components/ui/table-head";

export const percent = (share: string | null) =>
  share === null ? "—" : `${Math.round(Number(share) * 100)}%`;

/** How the item's forecast did against the baseline, in a word. */
function Verdict({ row }: { row: AccuracyRow }) {
  if (row.wape === null || row.baselineWape === null)
    return <span className="text-brand-950/70">Not enough history</span>;
  const ours = Number(row.wape);
  const theirs = Number(row.baselineWape);
  if (ours <= theirs * 0.95)
    return (
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">
        Better
      </span>
    );
  if (ours >= theirs * 1.05)
    return (
      <span className="rounded-full bg-tomato/10 px-2 py-0.5 text-xs font-bold text-tomato-deep">
        Worse
      </span>
    );
  return (
    <span className="rounded-full bg-brand-950/5 px-2 py-0.5 text-xs font-bold text-brand-950/75">
      Same
    </span>
  );
}

/**
 * Each item's forecast error beside the baseline's, with the verdict: a table from a tablet up,
 * a card per item on a phone (the table's six columns do not fit one).
 */
export function AccuracyByItem({ rows }: { rows: AccuracyRow[] }) {
  return (
    <>
      <ul aria-label="Forecast error by item" className="divide-y divide-brand-900/5 md:hidden">
        {rows.map((row) => (
          <li key={`${row.itemId} ${row.locationId}`} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link
                  to={`/app/inventory/items/${row.itemId}`}
                  className="font-semibold text-brand-950 hover:underline"
                >
                  {row.name}
                </Link>
                <p className="text-sm text-brand-950/70">
                  {row.locationName} · {FORECAST_METHOD_LABELS[row.method]}, {row.historyDays} days
                  of history
                </p>
              </div>
              <Verdict row={row} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-brand-950/70">Forecast error</dt>
                <dd className="font-semibold tabular-nums">{percent(row.wape)}</dd>
              </div>
              <div>
                <dt className="text-xs text-brand-950/70">Last week&apos;s pattern</dt>
                <dd className="tabular-nums">{percent(row.baselineWape)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Forecast error by item</caption>
          <TableHead
            cellClassName="py-2 pr-3"
            columns={[
              { label: "Item" },
              { label: "Location" },
              { label: "Method" },
              { label: "Forecast error", numeric: true },
              { label: "Last week's pattern", numeric: true },
              { label: "Verdict" },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.itemId} ${row.locationId}`} className="border-b border-brand-900/5">
                <th scope="row" className="py-2 pr-3 text-left font-semibold text-brand-950">
                  <Link to={`/app/inventory/items/${row.itemId}`} className="hover:underline">
                    {row.name}
                  </Link>
                </th>
                <td className="py-2 pr-3 text-brand-950/80">{row.locationName}</td>
                <td className="py-2 pr-3 text-brand-950/80">
                  {FORECAST_METHOD_LABELS[row.method]}
                  <span className="block text-xs text-brand-950/70">
                    {row.historyDays} days of history
                  </span>
                </td>
                <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                  {percent(row.wape)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{percent(row.baselineWape)}</td>
                <td className="py-2">
                  <Verdict row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
