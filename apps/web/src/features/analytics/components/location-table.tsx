import type { LocationFigures } from "@larder/contracts";
import { formatPercent, formatUsd } from "@/lib/format";

const money = (value: string | null) => (value === null ? "—" : formatUsd(value));
const percent = (value: string | null) => (value === null ? "—" : formatPercent(value));

const COLUMNS: { heading: string; cell: (row: LocationFigures) => string }[] = [
  { heading: "Stock value now", cell: (row) => money(row.stockValue) },
  { heading: "Usage", cell: (row) => money(row.usageValue) },
  { heading: "Waste", cell: (row) => money(row.wasteValue) },
  { heading: "Waste % of usage", cell: (row) => percent(row.wastePercent) },
  { heading: "Count variance", cell: (row) => money(row.countVarianceValue) },
  { heading: "Spend", cell: (row) => money(row.spend) },
  { heading: "Food cost %", cell: (row) => percent(row.foodCostPercent) },
];

/** The locations as rows, each figure in a column; scrolls sideways on a phone. */
export function LocationTable({ locations }: { locations: LocationFigures[] }) {
  return (
    // Focusable, so that a keyboard can scroll the columns a phone cannot show at once.
    <div
      tabIndex={0}
      role="region"
      aria-label="Figures by location"
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <table className="w-full min-w-[44rem] text-sm">
        <thead>
          <tr className="border-b border-brand-900/10 text-left text-brand-950/70">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Location
            </th>
            {COLUMNS.map((column) => (
              <th key={column.heading} scope="col" className="px-3 py-2 text-right font-semibold">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {locations.map((row) => (
            <tr key={row.locationId} className="border-b border-brand-900/5 last:border-0">
              <th scope="row" className="py-2.5 pr-3 text-left font-semibold text-brand-950">
                {row.name}
              </th>
              {COLUMNS.map((column) => (
                <td key={column.heading} className="px-3 py-2.5 text-right tabular-nums">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each location's spend of the period by supplier (invoices, and deliveries awaiting one). */
export function SpendBySupplier({ locations }: { locations: LocationFigures[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {locations.map((location) => (
        <section
          key={location.locationId}
          aria-label={`Spend at ${location.name}`}
          className="rounded-xl border border-brand-900/10 p-3"
        >
          <h3 className="flex items-baseline justify-between gap-2 font-semibold text-brand-950">
            <span className="truncate">{location.name}</span>
            <span className="tabular-nums">{money(location.spend)}</span>
          </h3>
          {location.spendBySupplier && location.spendBySupplier.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm">
              {location.spendBySupplier.map((line) => (
                <li key={line.supplierId} className="flex justify-between gap-2">
                  <span className="truncate text-brand-950/80">{line.name}</span>
                  <span className="tabular-nums">{formatUsd(line.spend)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-brand-950/70">Nothing bought in this period.</p>
          )}
        </section>
      ))}
    </div>
  );
}
