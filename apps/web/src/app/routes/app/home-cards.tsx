import type { FoodCost } from "@larder/contracts";
import { ChefHat } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { InfoTip } from "@/components/ui/info-tip";
import { formatDay, formatPercent, formatUsd } from "@/lib/format";

/** One figure of the dashboard, with what it means and, where there is one, where to go next. */
export function StatCard({
  label,
  value,
  detail,
  icon,
  tip,
  link,
}: {
  label: string;
  value: string;
  detail: string;
  icon: ReactNode;
  tip?: ReactNode;
  link?: { to: string; label: string };
}) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="rounded-2xl border border-brand-900/10 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-1 text-sm font-semibold text-brand-950/70">
          <span id={labelId}>{label}</span>
          {tip}
        </p>
        {icon}
      </div>
      {/* A figure, not a paragraph: a large bold <p> reads to assistive tools as a heading
          written without one (axe-core's p-as-heading). */}
      <div className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950">{value}</div>
      <p className="mt-1 text-sm text-brand-950/65">{detail}</p>
      {link ? (
        <Link
          to={link.to}
          className="mt-2 inline-flex min-h-8 items-center text-sm font-semibold text-brand-800 hover:underline"
        >
          {link.label} →
        </Link>
      ) : null}
    </div>
  );
}

/** Food cost % of the last four weeks, from the sales imported and what their plates took. */
export function FoodCostCard({ foodCost }: { foodCost: FoodCost | undefined }) {
  const none = foodCost?.foodCostPercent === null;
  const value = !foodCost ? "…" : none ? "—" : formatPercent(foodCost.foodCostPercent!);
  const detail = !foodCost
    ? "Last 4 weeks"
    : none
      ? "No sales in the last 4 weeks yet."
      : `${formatUsd(foodCost.costOfSales, { cents: false })} of ingredients on ${formatUsd(foodCost.netSales, { cents: false })} of sales, last 4 weeks; target ${formatPercent(foodCost.targetFoodCostPercent)}`;
  const left =
    foodCost && Number(foodCost.unmappedNetSales) > 0
      ? ` ${formatUsd(foodCost.unmappedNetSales)} of sales under POS names not mapped to the menu yet are left out.`
      : "";
  return (
    <StatCard
      label="Food Cost"
      value={value}
      detail={detail}
      tip={
        foodCost ? (
          <InfoTip
            label="How food cost is counted"
            text={`What the plates sold from ${formatDay(foodCost.from)} to ${formatDay(foodCost.to)} took from stock, at the cost it left at, divided by their sales before tax.${left}`}
          />
        ) : null
      }
      icon={<ChefHat aria-hidden="true" className="h-5 w-5 text-brand-600" />}
      link={
        none
          ? { to: "/app/sales", label: "Import sales" }
          : { to: "/app/menu/engineering", label: "Menu engineering" }
      }
    />
  );
}
