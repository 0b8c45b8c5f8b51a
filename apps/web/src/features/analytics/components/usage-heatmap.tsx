import { WEEKDAY_NAMES, type HeatmapRow } from "@larder/contracts";
import { heatLevel, type HeatLevel } from "@larder/domain";
import { useId, useState } from "react";
import { formatNumber } from "@/lib/format";

/** Cell colours, Low to High; text stays readable on each (contrast ≥ 4.5:1). */
const LEVEL_CLASSES: Record<HeatLevel, string> = {
  0: "bg-brand-50 text-brand-950",
  1: "bg-brand-100 text-brand-950",
  2: "bg-brand-300 text-brand-950",
  3: "bg-brand-600 text-white",
  4: "bg-brand-800 text-white",
};
const LEVEL_NAMES = ["under 20", "20 to 39", "40 to 59", "60 to 79", "80 or more"];

/** Whole units from 10 up, one decimal below: what fits a cell and still says something. */
const cellFigure = (units: string) => formatNumber(units, Number(units) >= 10 ? 0 : 1);

/**
 * The grid of items by weekday (Mon … Sun) with the units used in each cell, coloured at the
 * spec's five levels. Hovering or focusing a cell shows '{item}: {n} units on {day}'.
 */
export function UsageHeatmap({ rows, windowLabel }: { rows: HeatmapRow[]; windowLabel: string }) {
  const [active, setActive] = useState<string | null>(null);
  const tipId = useId();
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[34rem] border-separate border-spacing-1 text-sm">
          <caption className="sr-only">Units used on each weekday over {windowLabel}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-40 text-left font-semibold text-brand-950/70">
                Item
              </th>
              {WEEKDAY_NAMES.map((day) => (
                <th key={day} scope="col" className="font-semibold text-brand-950/70">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.itemId}>
                <th
                  scope="row"
                  className="max-w-40 truncate pr-2 text-left font-semibold text-brand-950"
                >
                  {row.name}
                </th>
                {row.byWeekday.map((units, weekday) => {
                  const key = `${row.itemId}-${weekday}`;
                  const day = WEEKDAY_NAMES[weekday]!;
                  const tip = `${row.name}: ${formatNumber(units, 2)} units on ${day}`;
                  const shown = active === key;
                  return (
                    <td key={key} className="relative p-0">
                      <div
                        tabIndex={0}
                        aria-label={tip}
                        aria-describedby={shown ? tipId : undefined}
                        onMouseEnter={() => setActive(key)}
                        onMouseLeave={() =>
                          setActive((current) => (current === key ? null : current))
                        }
                        onFocus={() => setActive(key)}
                        onBlur={() => setActive((current) => (current === key ? null : current))}
                        onKeyDown={(event) => {
                          if (event.key === "Escape") setActive(null);
                        }}
                        className={`grid h-11 min-w-11 place-items-center rounded-md font-bold tabular-nums ${LEVEL_CLASSES[heatLevel(units)]}`}
                      >
                        {cellFigure(units)}
                      </div>
                      {shown ? (
                        <div
                          id={tipId}
                          role="tooltip"
                          className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1.5 -translate-x-1/2 rounded-lg bg-brand-950 px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap text-white shadow-lg"
                        >
                          {tip}
                        </div>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex items-center gap-2 text-xs font-semibold text-brand-950/70">
        <span>Low</span>
        <ul className="flex gap-1" aria-label="Intensity, from low to high">
          {([0, 1, 2, 3, 4] as const).map((level) => (
            <li
              key={level}
              title={`${LEVEL_NAMES[level]} units`}
              className={`size-5 rounded ${LEVEL_CLASSES[level]}`}
            >
              <span className="sr-only">{LEVEL_NAMES[level]} units</span>
            </li>
          ))}
        </ul>
        <span>High</span>
      </div>
    </div>
  );
}
