import { formatMonth, formatPercent, formatUsd } from "@/lib/format";

/** A row of a month table: amounts by month (YYYY-MM) and over all of them. */
export interface MonthRow {
  name: string;
  byMonth: Record<string, string | null>;
  total: string | null;
  /** Money (the default), or a percentage such as a cost as a share of sales. */
  kind?: "money" | "percent";
  /** A subtotal or a total: set in bold. */
  strong?: boolean;
}

const shown = (row: MonthRow, value: string | null | undefined) =>
  value === null || value === undefined || (row.kind !== "percent" && /^-?0(\.0+)?$/.test(value))
    ? "—"
    : row.kind === "percent"
      ? formatPercent(value, 2)
      : formatUsd(value);

/**
 * A table of figures by month, one row per name, with a total column, and (with `footer`) a
 * total row. On a phone or a tablet each row is a card of its months: a table would scroll
 * sideways.
 */
export function MonthTable({
  caption,
  rows,
  months,
  footer,
}: {
  caption: string;
  rows: MonthRow[];
  months: string[];
  footer?: MonthRow;
}) {
  const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
  const all = footer ? [...rows, { ...footer, strong: true }] : rows;
  return (
    <>
      <ul aria-label={caption} className="divide-y divide-brand-900/5 lg:hidden">
        {all.map((row) => (
          <li key={row.name} className="py-3">
            <p className="flex justify-between gap-3 font-semibold text-brand-950">
              <span className="min-w-0">{row.name}</span>
              <span className="tabular-nums">{shown(row, row.total)}</span>
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm sm:grid-cols-3">
              {months.map((month) => (
                <div key={month} className="flex justify-between gap-2">
                  <dt className="text-brand-950/70">{formatMonth(month)}</dt>
                  <dd className="tabular-nums">{shown(row, row.byMonth[month])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-900/10 text-left text-brand-950/70">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {caption}
            </th>
            {months.map((month) => (
              <th key={month} scope="col" className={`${cell} font-semibold`}>
                {formatMonth(month)}
              </th>
            ))}
            <th scope="col" className={`${cell} font-semibold`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-900/5">
          {rows.map((row) => (
            <tr key={row.name} className={row.strong ? "font-semibold" : undefined}>
              <th
                scope="row"
                className={`py-2 pr-3 text-left text-brand-950 ${row.strong ? "font-semibold" : "font-medium"}`}
              >
                {row.name}
              </th>
              {months.map((month) => (
                <td key={month} className={cell}>
                  {shown(row, row.byMonth[month])}
                </td>
              ))}
              <td className={`${cell} font-semibold`}>{shown(row, row.total)}</td>
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot>
            <tr className="border-t border-brand-900/15 font-semibold">
              <th scope="row" className="py-2 pr-3 text-left">
                {footer.name}
              </th>
              {months.map((month) => (
                <td key={month} className={cell}>
                  {shown(footer, footer.byMonth[month] ?? "0")}
                </td>
              ))}
              <td className={cell}>{shown(footer, footer.total)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </>
  );
}
