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

/** Where a cell's tooltip sits: from the first days it runs right, from the last ones left. */
const TIP_PLACES = [
  "left-0",
  "left-0",
  "left-1/2 -translate-x-1/2",
  "left-1/2 -translate-x-1/2",
  "left-1/2 -translate-x-1/2",
  "right-0",
  "right-0",
];

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
      {/* All seven days fit a phone: a narrower item column whose names wrap, smaller figures. */}
      <div>
        <table className="w-full table-fixed border-separate border-spacing-0.5 text-xs sm:border-spacing-1 sm:text-sm">
          <caption className="sr-only">Units used on each weekday over {windowLabel}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="w-[5.5rem] text-left font-semibold text-brand-950/70 sm:w-40"
              >
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
                  className="pr-1 text-left leading-tight font-semibold hyphens-auto wrap-break-word text-brand-950 sm:truncate sm:pr-2"
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
                        className={`grid h-11 place-items-center rounded-md font-bold tabular-nums ${LEVEL_CLASSES[heatLevel(units)]}`}
                      >
                        {cellFigure(units)}
                      </div>
                      {shown ? (
                        <div
                          id={tipId}
                          role="tooltip"
                          className={`pointer-events-none absolute bottom-full z-10 mb-1.5 rounded-lg bg-brand-950 px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap text-white shadow-lg ${TIP_PLACES[weekday]}`}
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
