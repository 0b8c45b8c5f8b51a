import { MENU_QUADRANT_LABELS, type MenuEngineering } from "@larder/contracts";
import { StatusPill } from "@/components/ui/status-pill";
import { TableHead } from "@/components/ui/table-head";
import { formatNumber, formatPercent, formatUsd } from "@/lib/format";
import { QUADRANT_STYLE } from "./quadrants";

type Item = MenuEngineering["items"][number];

const money = (value: string | null) => (value === null ? "—" : formatUsd(value));
const percent = (value: string | null) => (value === null ? "—" : formatPercent(value));

function QuadrantPill({ item }: { item: Item }) {
  if (!item.quadrant) return <span className="text-brand-950/70">Not costed</span>;
  return (
    <StatusPill tone={QUADRANT_STYLE[item.quadrant].tone}>
      {MENU_QUADRANT_LABELS[item.quadrant]}
    </StatusPill>
  );
}

/**
 * Each plate's figures over the period, the most sold first: a table from a tablet up, a card a
 * plate on a phone. The plate chosen on the chart is marked.
 */
export function EngineeringTable({
  items,
  showMoney,
  chosen,
}: {
  items: Item[];
  showMoney: boolean;
  chosen: string | null;
}) {
  const mark = (item: Item) => (item.menuItemId === chosen ? "bg-saffron/15" : "");
  return (
    <>
      <ul aria-label="Menu items by popularity" className="divide-y divide-brand-900/5 md:hidden">
        {items.map((item) => (
          <li key={item.menuItemId} className={`py-3 ${mark(item)}`}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-brand-950">{item.name}</p>
                <p className="text-sm text-brand-950/70">
                  {item.sectionName ?? "Not in a section"}
                </p>
              </div>
              {showMoney ? <QuadrantPill item={item} /> : null}
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1 text-sm">
              {(
                [
                  ["Sold", formatNumber(item.sold)],
                  ["Mix", formatPercent(item.mixPercent)],
                  ...(showMoney
                    ? [
                        ["Net sales", formatUsd(item.netSales)],
                        ["Margin", money(item.margin)],
                        ["Total margin", money(item.totalMargin)],
                        ["Food cost", percent(item.foodCostPercent)],
                      ]
                    : []),
                ] as [string, string][]
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
      <div className="hidden md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Menu items by popularity</caption>
          <TableHead
            cellClassName="py-2 pl-3 first:pl-0"
            columns={[
              { label: "Menu item" },
              { label: "Sold", numeric: true },
              { label: "Mix", numeric: true },
              ...(showMoney
                ? ["Net sales", "Margin", "Total margin", "Food cost"].map((label) => ({
                    label,
                    numeric: true,
                  }))
                : []),
              ...(showMoney ? [{ label: "Quadrant" }] : []),
            ]}
          />
          <tbody>
            {items.map((item) => (
              <tr key={item.menuItemId} className={`border-b border-brand-900/5 ${mark(item)}`}>
                <th scope="row" className="py-2 text-left font-semibold text-brand-950">
                  {item.name}
                  <span className="block text-xs font-normal text-brand-950/70">
                    {item.sectionName ?? "Not in a section"}
                  </span>
                </th>
                <td className="py-2 pl-3 text-right tabular-nums">{formatNumber(item.sold)}</td>
                <td className="py-2 pl-3 text-right tabular-nums">
                  {formatPercent(item.mixPercent)}
                </td>
                {showMoney ? (
                  <>
                    <td className="py-2 pl-3 text-right tabular-nums">
                      {formatUsd(item.netSales)}
                    </td>
                    <td className="py-2 pl-3 text-right tabular-nums">{money(item.margin)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">{money(item.totalMargin)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">
                      {percent(item.foodCostPercent)}
                    </td>
                  </>
                ) : null}
                {showMoney ? (
                  <td className="py-2 pl-3">
                    <QuadrantPill item={item} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
