import type { Mover } from "@larder/contracts";
import { compare, formatChangePercent } from "@larder/domain";
import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { formatNumber, formatUsd } from "@/lib/format";

function Change({ mover }: { mover: Mover }) {
  if (mover.changePercent === null && compare(mover.usage, "0") === 0)
    return (
      <span className="text-xs font-semibold text-brand-950/70" title="Not used in either period">
        no use
      </span>
    );
  if (mover.changePercent === null)
    return (
      <span
        className="text-xs font-semibold text-brand-950/70"
        title="Nothing was used in the period before"
      >
        new
      </span>
    );
  const Icon =
    mover.trend === "up" ? ArrowUpRight : mover.trend === "down" ? ArrowDownRight : Minus;
  const tone =
    mover.trend === "up"
      ? "bg-brand-50 text-brand-800"
      : mover.trend === "down"
        ? "bg-tomato/10 text-tomato-deep"
        : "bg-brand-950/5 text-brand-950/75";
  return (
    <span
      className={`inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-bold ${tone}`}
    >
      <Icon aria-hidden className="size-3.5" />
      {formatChangePercent(mover.changePercent ?? 0)}
    </span>
  );
}

/** Dollars per period: whole dollars from $100, cents below. */
function perPeriod(value: string, per: string): string {
  return `${formatUsd(value, { cents: compare(value, "100") < 0 })}/${per}`;
}

/** What a mover was ranked by, beside its category: the cost of its use, or its days of stock. */
function rankedBy(mover: Mover, detail: "value" | "stock", per: string): string {
  if (detail === "stock")
    return mover.daysOfStock === null
      ? "no stock"
      : `${formatNumber(mover.daysOfStock, 0)} day${mover.daysOfStock === "1" ? "" : "s"} of stock`;
  return mover.value === null ? "no cost known" : perPeriod(mover.value, per);
}

/**
 * 'Top 5 Moving Items' or 'Top 5 Slow Moving Items': rank, name, category, use per period in the
 * item's own unit and its change against the period before, with what the list is ranked by
 * (the cost of the use, or the days the stock lasts) beside the category.
 */
export function MoversList({
  title,
  description,
  movers,
  empty,
  detail,
  per,
  footer,
}: {
  title: string;
  description: string;
  movers: Mover[];
  empty: string;
  detail: "value" | "stock";
  /** The period's word: "week". */
  per: string;
  footer?: string | undefined;
}) {
  return (
    <Card title={title} description={description} headingLevel={2}>
      {movers.length === 0 ? (
        <p className="py-6 text-center text-sm text-brand-950/70">{empty}</p>
      ) : (
        <ol className="divide-y divide-brand-900/10">
          {movers.map((mover) => (
            <li key={mover.itemId} className="flex items-center gap-3 py-2.5">
              <span
                aria-label={`Rank ${mover.rank}`}
                className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-extrabold text-brand-800"
              >
                {mover.rank}
              </span>
              <div className="min-w-0 flex-1">
                <Link
                  to={`/app/inventory/items/${mover.itemId}`}
                  className="block truncate font-semibold text-brand-950 hover:underline"
                >
                  {mover.name}
                </Link>
                <p className="text-sm text-brand-950/70">
                  {mover.category ?? "No category"}
                  {/* On a phone the figure takes its own line rather than wrap after the dot. */}
                  <span className="hidden sm:inline"> · </span>
                  <span className="block whitespace-nowrap sm:inline">
                    {rankedBy(mover, detail, per)}
                  </span>
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-bold whitespace-nowrap text-brand-950 tabular-nums">
                  {formatNumber(mover.usage, 2)} {mover.unit}
                </p>
                <Change mover={mover} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {footer ? (
        <p className="mt-2 border-t border-brand-900/10 pt-2 text-sm text-brand-950/70">{footer}</p>
      ) : null}
    </Card>
  );
}
