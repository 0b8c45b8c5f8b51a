import type { Purchases } from "@larder/contracts";
import { exact } from "@larder/domain";
import { useState } from "react";
import { formatUsd } from "@/lib/format";

const TICKS = [100, 75, 50, 25, 0];

/** Green hues from deep to light, one per bar. */
const HUES = [
  ["#1f5935", "#368c53"],
  ["#267040", "#55a86f"],
  ["#368c53", "#84c597"],
  ["#55a86f", "#b3ddbe"],
  ["#84c597", "#d8eedd"],
];

/** A bar's height in percent of the largest, exactly, to one decimal. */
function heightOf(amount: string, largest: string): number {
  if (exact(largest).compare(0) <= 0) return 0;
  return Number(exact(amount).div(exact(largest)).mul(1000).round(0).toString()) / 10;
}

/**
 * On a phone the same chart lies on its side, so that each supplier's name reads whole above its
 * bar (under narrow upright bars it broke mid-word): one row per supplier, its name and amount,
 * a bar as long as its share of the largest, and the ticks at 0, 25, 50, 75 and 100% under them.
 * Each row is the button that chooses the supplier.
 */
function SidewaysBars({
  bars,
  largest,
  onChoose,
}: {
  bars: Purchases["bars"];
  largest: string;
  onChoose?: (supplier: string) => void;
}) {
  return (
    <div className="sm:hidden">
      <ul aria-label="Spend by supplier" className="space-y-1">
        {bars.map((bar, index) => {
          const [deep, light] = HUES[index % HUES.length]!;
          return (
            <li key={bar.supplier}>
              <button
                type="button"
                onClick={() => onChoose?.(bar.supplier)}
                className="block w-full rounded-lg px-1 py-1.5 text-left hover:bg-brand-50"
              >
                <span className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 font-semibold text-brand-950">{bar.supplier}</span>
                  <span className="shrink-0 tabular-nums text-brand-950/75">
                    {formatUsd(bar.amount)}
                  </span>
                </span>
                <span className="mt-1 block h-3 rounded-full bg-brand-50">
                  <span
                    className="block h-full rounded-full"
                    style={{
                      width: `${Math.max(heightOf(bar.amount, largest), 0.5)}%`,
                      backgroundImage: `linear-gradient(to right, ${deep}, ${light})`,
                    }}
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div aria-hidden="true" className="relative mx-1 mt-1 h-4 text-xs text-brand-950/65">
        {TICKS.map((tick) => (
          <span
            key={tick}
            data-tick={`${tick}%`}
            className={`absolute top-0 ${tick === 0 ? "" : tick === 100 ? "-translate-x-full" : "-translate-x-1/2"}`}
            style={{ left: `${tick}%` }}
          >
            {tickLabel(largest, tick)}
          </span>
        ))}
      </div>
    </div>
  );
}

const tickLabel = (largest: string, tick: number) =>
  formatUsd(exact(largest).mul(tick).div(100).round(0).toString(), { cents: false });

/**
 * Purchases by Supplier: one bar per supplier with the largest spend and one for 'Others',
 * each as tall as its share of the largest, on ticks at 100, 75, 50, 25 and 0% of it. Hovering
 * or focusing a bar shows the supplier and its amount; choosing a supplier's bar selects it.
 */
export function PurchasesChart({
  bars,
  onChoose,
}: {
  bars: Purchases["bars"];
  onChoose?: (supplier: string) => void;
}) {
  const [active, setActive] = useState<number | null>(null);
  const largest = bars.reduce(
    (top, bar) => (exact(bar.amount).compare(exact(top)) > 0 ? bar.amount : top),
    "0",
  );
  return (
    <>
      <SidewaysBars bars={bars} largest={largest} onChoose={onChoose} />
      <div className="hidden gap-3 sm:flex">
        <div
          aria-hidden="true"
          className="relative h-56 w-12 shrink-0 text-right text-xs text-brand-950/65"
        >
          {TICKS.map((tick) => (
            <span
              key={tick}
              data-tick={`${tick}%`}
              className="absolute right-0 -translate-y-1/2"
              style={{ top: `${100 - tick}%` }}
            >
              {tickLabel(largest, tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-56">
            {TICKS.map((tick) => (
              <div
                key={tick}
                aria-hidden="true"
                className="absolute inset-x-0 border-t border-dashed border-brand-900/10"
                style={{ top: `${100 - tick}%` }}
              />
            ))}
            <ul
              aria-label="Spend by supplier"
              className="absolute inset-0 flex items-end gap-2 sm:gap-3"
            >
              {bars.map((bar, index) => {
                const [deep, light] = HUES[index % HUES.length]!;
                const label = `${bar.supplier}: ${formatUsd(bar.amount)}`;
                return (
                  <li key={bar.supplier} className="relative flex h-full min-w-0 flex-1 items-end">
                    <button
                      type="button"
                      aria-label={label}
                      onMouseEnter={() => setActive(index)}
                      onMouseLeave={() => setActive(null)}
                      onFocus={() => setActive(index)}
                      onBlur={() => setActive(null)}
                      onClick={() => onChoose?.(bar.supplier)}
                      className="w-full rounded-t-lg transition-opacity hover:opacity-90"
                      style={{
                        height: `${Math.max(heightOf(bar.amount, largest), 0.5)}%`,
                        backgroundImage: `linear-gradient(to top, ${deep}, ${light})`,
                      }}
                    />
                    {active === index ? (
                      <span
                        role="tooltip"
                        className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 -translate-x-1/2 whitespace-nowrap rounded-lg bg-brand-950 px-2.5 py-1.5 text-xs font-semibold text-white shadow"
                      >
                        {label}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
          <ul aria-hidden="true" className="mt-2 flex gap-2 sm:gap-3">
            {bars.map((bar) => (
              <li
                key={bar.supplier}
                className="line-clamp-3 min-w-0 flex-1 hyphens-auto wrap-break-word text-center text-[0.6875rem] leading-tight text-brand-950/75"
              >
                {bar.supplier}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
