import type { VarianceRow } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { ClipboardCheck } from "lucide-react";
import { TableHead } from "@/components/ui/table-head";
import { formatNumber, formatPercent, formatUsd } from "@/lib/format";
import { lossOf } from "@/features/variance/report";

/** A figure, marked when a count set it rather than the ledger alone. */
function Stock({ value, counted }: { value: string; counted: boolean }) {
  return (
    <span className="inline-flex items-center justify-end gap-1">
      {formatNumber(value)}
      {counted ? (
        <>
          <ClipboardCheck aria-hidden="true" className="h-3.5 w-3.5 text-brand-700" />
          <span className="sr-only">(counted)</span>
        </>
      ) : null}
    </span>
  );
}

const transfers = (row: VarianceRow) =>
  row.transfersIn === "0" && row.transfersOut === "0"
    ? "—"
    : `+${formatNumber(row.transfersIn)} / −${formatNumber(row.transfersOut)}`;

function Value({ value }: { value: string | null }) {
  const loss = lossOf(value);
  if (value === null) return <>—</>;
  return (
    <span
      className={`font-semibold ${loss === "lost" ? "text-tomato-deep" : loss === "found" ? "text-brand-800" : ""}`}
    >
      {loss === "found" ? `−${formatUsd(value.slice(1))}` : formatUsd(value)}
    </span>
  );
}

const variancePercent = (row: VarianceRow) =>
  row.variancePercent === null ? null : formatPercent(row.variancePercent);

/**
 * Each item's usage over the period, the largest loss first: a table from a laptop up (eleven
 * columns), a card per item below it. The item's name opens where its figures come from.
 */
export function VarianceRows({
  rows,
  onOpen,
}: {
  rows: VarianceRow[];
  onOpen: (row: VarianceRow) => void;
}) {
  const name = (row: VarianceRow) => (
    <button
      type="button"
      onClick={() => onOpen(row)}
      className="text-left font-semibold text-brand-900 hover:underline"
    >
      {row.name}
    </button>
  );
  return (
    <>
      <ul aria-label="Variance by item" className="divide-y divide-brand-900/5 lg:hidden">
        {rows.map((row) => (
          <li key={row.itemId} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {name(row)}
                <p className="text-sm text-brand-950/70">
                  Variance {formatNumber(row.variance)} {unitLabel(row.unit)}
                  {variancePercent(row) ? ` (${variancePercent(row)})` : ""}
                </p>
              </div>
              <span className="shrink-0 tabular-nums">
                <Value value={row.varianceValue} />
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
              {(
                [
                  ["Opening", <Stock key="o" value={row.opening} counted={row.openingCounted} />],
                  ["Received", formatNumber(row.receipts)],
                  ["Transfers", transfers(row)],
                  ["Closing", <Stock key="c" value={row.closing} counted={row.closingCounted} />],
                  ["Actual usage", formatNumber(row.actual)],
                  ["Sold", formatNumber(row.sold)],
                  ["Waste", formatNumber(row.waste)],
                  ["Recorded use", formatNumber(row.recordedUse)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-xs text-brand-950/70">{label}</dt>
                  <dd className="tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Variance by item, largest loss first</caption>
          <TableHead
            cellClassName="py-2 pl-2 first:pl-0"
            columns={[
              { label: "Item" },
              ...[
                "Opening",
                "Received",
                "Transfers in / out",
                "Closing",
                "Actual usage",
                "Sold",
                "Waste",
                "Recorded use",
                "Variance",
                "Value",
              ].map((label) => ({ label, numeric: true })),
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.itemId}
                onClick={() => onOpen(row)}
                className="cursor-pointer border-b border-brand-900/5 align-top hover:bg-brand-50/60"
              >
                <th scope="row" className="py-2 text-left font-normal">
                  {name(row)}
                  <span className="block text-xs text-brand-950/70">
                    {[row.category, unitLabel(row.unit)].filter(Boolean).join(" · ")}
                  </span>
                </th>
                <td className="py-2 pl-2 text-right tabular-nums">
                  <Stock value={row.opening} counted={row.openingCounted} />
                </td>
                <td className="py-2 pl-2 text-right tabular-nums">{formatNumber(row.receipts)}</td>
                <td className="whitespace-nowrap py-2 pl-2 text-right tabular-nums">
                  {transfers(row)}
                </td>
                <td className="py-2 pl-2 text-right tabular-nums">
                  <Stock value={row.closing} counted={row.closingCounted} />
                </td>
                <td className="py-2 pl-2 text-right font-semibold tabular-nums">
                  {formatNumber(row.actual)}
                </td>
                <td className="py-2 pl-2 text-right tabular-nums">{formatNumber(row.sold)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{formatNumber(row.waste)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">
                  {formatNumber(row.recordedUse)}
                </td>
                <td className="py-2 pl-2 text-right tabular-nums">
                  {formatNumber(row.variance)}
                  <span className="block text-xs text-brand-950/70">{variancePercent(row)}</span>
                </td>
                <td className="py-2 pl-2 text-right tabular-nums">
                  <Value value={row.varianceValue} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-brand-950/65">
        <ClipboardCheck aria-hidden="true" className="h-3.5 w-3.5 text-brand-700" />A count set this
        figure; the others come from the ledger. Figures are in each item&apos;s unit.
      </p>
    </>
  );
}
