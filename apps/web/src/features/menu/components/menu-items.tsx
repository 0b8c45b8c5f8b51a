import { ALLERGEN_LABELS, type MenuItem } from "@larder/contracts";
import { compare } from "@larder/domain";
import { Pencil, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/card";
import { StatusPill } from "@/components/ui/status-pill";
import { TableHead, type Column } from "@/components/ui/table-head";
import { formatPercent, formatUsd } from "@/lib/format";

/** "20% included", "8.875% added", or none. */
export function taxLabel(item: MenuItem): string {
  if (compare(item.taxRate, "0") === 0) return "None";
  return `${formatPercent(item.taxRate, 6)} ${item.taxIncluded ? "included" : "added"}`;
}

const money = (value: string | null) => (value === null ? "—" : formatUsd(value));

/** The food cost %, flagged when it is over the item's target. */
function FoodCost({ item }: { item: MenuItem }) {
  if (item.foodCostPercent === null) return <>—</>;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5">
      <span className={`tabular-nums ${item.overTarget ? "font-bold text-tomato-deep" : ""}`}>
        {formatPercent(item.foodCostPercent)}
      </span>
      {item.overTarget ? <StatusPill tone="red">Over target</StatusPill> : null}
    </span>
  );
}

/** Under the name: its allergens, modifiers, and any item without a price. */
function Details({ item }: { item: MenuItem }) {
  const facts = [
    item.allergens.length > 0
      ? `Allergens: ${item.allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join(", ")}`
      : null,
    item.modifiers.length > 0
      ? `${item.modifiers.length} modifier${item.modifiers.length === 1 ? "" : "s"}`
      : null,
  ].filter(Boolean);
  return (
    <>
      {facts.length > 0 ? (
        <span className="block text-xs font-normal text-brand-950/65">{facts.join(" · ")}</span>
      ) : null}
      {item.unpriced.length > 0 ? (
        <span className="mt-0.5 flex items-start gap-1 text-xs font-medium text-tomato-deep">
          <TriangleAlert aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
          No price for {item.unpriced.join(", ")}
        </span>
      ) : null}
    </>
  );
}

function Name({ item }: { item: MenuItem }) {
  return (
    <span className="font-semibold text-brand-950">
      {item.name} {item.archived ? <Badge>Off the menu</Badge> : null}
    </span>
  );
}

/**
 * The items of one menu section: price and tax, and for members who see costs what a plate
 * costs, its gross margin (net of tax), food cost % against its target and a flag when it is
 * over (without costs, no cost column at all). Below `lg` each item is a card.
 */
export function MenuItems({
  items,
  showCosts,
  caption,
  onEdit,
}: {
  items: MenuItem[];
  showCosts: boolean;
  caption: string;
  /** Offered to members who edit the menu. */
  onEdit?: (item: MenuItem) => void;
}) {
  // Every section's table has the same columns at the same widths, so they line up.
  const columns: (Column & { width?: string })[] = [
    { label: "Menu item" },
    { label: "Price", numeric: true, width: "w-24" },
    { label: "Tax", width: "w-32" },
    ...(showCosts
      ? [
          { label: "Cost", numeric: true, width: "w-24" },
          { label: "Gross margin", numeric: true, width: "w-32" },
          { label: "Food cost", numeric: true, width: "w-40" },
          { label: "Target", numeric: true, width: "w-20" },
        ]
      : []),
    ...(onEdit ? [{ label: "Actions", hidden: true, width: "w-24" }] : []),
  ];
  const edit = (item: MenuItem, extra: string): ReactNode =>
    onEdit ? (
      <button
        type="button"
        onClick={() => onEdit(item)}
        className={`inline-flex items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${extra}`}
      >
        <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
        Edit<span className="sr-only"> {item.name}</span>
      </button>
    ) : null;

  return (
    <>
      <table className="hidden w-full table-fixed text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.label} className={column.width} />
          ))}
        </colgroup>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-brand-900/5">
          {items.map((item) => (
            <tr key={item.id} className={item.overTarget ? "bg-tomato/5" : ""}>
              <th scope="row" className="px-3 py-2.5 text-left align-top font-normal wrap-anywhere">
                <Name item={item} />
                <Details item={item} />
              </th>
              <td className="px-3 py-2.5 text-right align-top font-semibold tabular-nums">
                {formatUsd(item.price)}
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 align-top">{taxLabel(item)}</td>
              {showCosts ? (
                <>
                  <td className="px-3 py-2.5 text-right align-top tabular-nums">
                    {money(item.cost)}
                  </td>
                  <td className="px-3 py-2.5 text-right align-top tabular-nums">
                    {money(item.grossMargin)}
                  </td>
                  <td className="px-3 py-2.5 text-right align-top">
                    <FoodCost item={item} />
                  </td>
                  <td className="px-3 py-2.5 text-right align-top tabular-nums">
                    {item.targetFoodCostPercent === null
                      ? "—"
                      : formatPercent(item.targetFoodCostPercent)}
                  </td>
                </>
              ) : null}
              {onEdit ? (
                <td className="px-3 py-1.5 text-right align-top">{edit(item, "min-h-10")}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="space-y-2 lg:hidden" aria-label={caption}>
        {items.map((item) => (
          <li
            key={item.id}
            className={`rounded-xl border p-3.5 ${item.overTarget ? "border-tomato/40 bg-tomato/5" : "border-brand-900/10 bg-white"}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Name item={item} />
                <Details item={item} />
              </div>
              {item.overTarget ? <StatusPill tone="red">Over target</StatusPill> : null}
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-brand-950/70">Price</dt>
                <dd className="font-semibold tabular-nums">{formatUsd(item.price)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-brand-950/70">Tax</dt>
                <dd>{taxLabel(item)}</dd>
              </div>
              {showCosts ? (
                <>
                  <div>
                    <dt className="text-xs text-brand-950/70">Cost</dt>
                    <dd className="tabular-nums">{money(item.cost)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-brand-950/70">Gross margin</dt>
                    <dd className="tabular-nums">{money(item.grossMargin)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-brand-950/70">Food cost</dt>
                    <dd
                      className={`tabular-nums ${item.overTarget ? "font-bold text-tomato-deep" : ""}`}
                    >
                      {item.foodCostPercent === null ? "—" : formatPercent(item.foodCostPercent)}
                      {item.targetFoodCostPercent === null ? null : (
                        <span className="block text-xs font-normal text-brand-950/65">
                          target {formatPercent(item.targetFoodCostPercent)}
                        </span>
                      )}
                    </dd>
                  </div>
                </>
              ) : null}
            </dl>
            {onEdit ? (
              <div className="mt-2 flex justify-end">
                {edit(item, "min-h-11 border border-brand-900/15 px-4")}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
