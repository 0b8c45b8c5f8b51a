import type { SalesPage } from "@larder/contracts";
import { StatusPill } from "@/components/ui/status-pill";
import { TableHead } from "@/components/ui/table-head";
import { formatDay, formatNumber, formatUsd } from "@/lib/format";

type Sale = SalesPage["sales"][number];

/** When it was paid, on the location's clock (a manager away from it reads the kitchen's time). */
const time = (soldAt: string | null, timeZone: string | undefined) => {
  if (!soldAt) return null;
  try {
    return new Date(soldAt).toLocaleTimeString("en-US", {
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    });
  } catch {
    return new Date(soldAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  }
};

/** What the POS name is on the menu, in a few words. */
function Meaning({ sale }: { sale: Sale }) {
  if (sale.menuItemName)
    // Said only when the till's name differs from the menu's ("FISH N CHIPS" → Fish & Chips).
    return sale.menuItemName.toLowerCase() === sale.name.trim().toLowerCase() ? null : (
      <span className="text-brand-950/70">Menu: {sale.menuItemName}</span>
    );
  if (sale.ignored) return <span className="text-brand-950/70">Not food</span>;
  return <span className="font-semibold text-tomato-deep">No menu item yet</span>;
}

function Stock({ sale }: { sale: Sale }) {
  if (sale.depleted) return <StatusPill tone="green">Taken from stock</StatusPill>;
  if (sale.ignored) return <StatusPill tone="grey">Left out</StatusPill>;
  return <StatusPill tone="yellow">Waiting</StatusPill>;
}

/**
 * Sale lines as the POS sold them: a table from a tablet up, a line per sale on a phone (seven
 * columns do not fit one).
 */
export function SaleLines({
  sales,
  showMoney,
  zones,
}: {
  sales: Sale[];
  showMoney: boolean;
  /** Each location's time zone, by name. */
  zones: Map<string, string>;
}) {
  return (
    <>
      <ul aria-label="Sale lines" className="divide-y divide-brand-900/5 md:hidden">
        {sales.map((sale) => (
          <li key={sale.id} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-words font-semibold text-brand-950">
                  {formatNumber(sale.quantity)} × {sale.name}
                </p>
                <p className="text-sm">
                  <Meaning sale={sale} />
                </p>
              </div>
              {showMoney && sale.netSales !== null ? (
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatUsd(sale.netSales)}
                </span>
              ) : null}
            </div>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm text-brand-950/70">
              <span>
                {[
                  formatDay(sale.day),
                  time(sale.soldAt, zones.get(sale.locationName)),
                  sale.locationName,
                  sale.ticket,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
              <Stock sale={sale} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Sale lines</caption>
          <TableHead
            cellClassName="py-2 pr-3"
            columns={[
              { label: "Day" },
              { label: "Item" },
              { label: "Location" },
              { label: "Ticket" },
              { label: "Quantity", numeric: true },
              ...(showMoney ? [{ label: "Net sales", numeric: true }] : []),
              { label: "Stock" },
            ]}
          />
          <tbody>
            {sales.map((sale) => (
              <tr key={sale.id} className="border-b border-brand-900/5 align-top">
                <td className="whitespace-nowrap py-2 pr-3 tabular-nums">
                  {formatDay(sale.day)}
                  <span className="block text-xs text-brand-950/70">
                    {time(sale.soldAt, zones.get(sale.locationName))}
                  </span>
                </td>
                <th scope="row" className="py-2 pr-3 text-left font-semibold text-brand-950">
                  {sale.name}
                  <span className="block text-xs font-normal">
                    <Meaning sale={sale} />
                  </span>
                </th>
                <td className="py-2 pr-3 text-brand-950/80">{sale.locationName}</td>
                <td className="py-2 pr-3 text-brand-950/80">{sale.ticket ?? "—"}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(sale.quantity)}</td>
                {showMoney ? (
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {sale.netSales === null ? "—" : formatUsd(sale.netSales)}
                  </td>
                ) : null}
                <td className="py-2">
                  <Stock sale={sale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
