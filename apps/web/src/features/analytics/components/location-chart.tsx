import type { LocationFigures } from "@larder/contracts";
import { compare } from "@larder/domain";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatUsd } from "@/lib/format";

const USAGE = "#267040";
const WASTE = "#a3351f";

/** Dollars on the axis without cents: "$1,240". */
const dollars = (value: number) => formatUsd(value.toFixed(0), { cents: false });

/**
 * Usage and waste of each location in the period as bars side by side, drawn by uPlot like the
 * other analytics charts; the caption and the table below give the same figures in words.
 */
export function LocationChart({ locations }: { locations: LocationFigures[] }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element || locations.length === 0) return;
    const width = () => Math.max(280, element.clientWidth);
    const names = locations.map((location) => location.name);
    const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.36, 56], align, gap: 2 });
    const plot = new uPlot(
      {
        width: width(),
        height: 260,
        scales: {
          x: { time: false, range: () => [-0.5, locations.length - 0.5] },
          y: { range: (_, __, max) => [0, Math.max(1, max * 1.1)] },
        },
        series: [
          {},
          { label: "Usage", fill: USAGE, stroke: USAGE, paths: bars(-1), points: { show: false } },
          { label: "Waste", fill: WASTE, stroke: WASTE, paths: bars(1), points: { show: false } },
        ],
        axes: [
          {
            stroke: "#1a1f1b",
            grid: { show: false },
            splits: () => locations.map((_, index) => index),
            // Each name shortened to the room its bar has (about 7 pixels a letter).
            values: (u, splits) => {
              const room = u.bbox.width / devicePixelRatio / Math.max(1, locations.length);
              const letters = Math.max(4, Math.floor(room / 7) - 1);
              return splits.map((index) => {
                const name = names[index] ?? "";
                return name.length > letters ? `${name.slice(0, letters - 1)}…` : name;
              });
            },
          },
          {
            stroke: "#1a1f1b",
            grid: { stroke: "rgba(22, 58, 37, 0.08)" },
            values: (_, splits) => splits.map(dollars),
            size: 64,
          },
        ],
        legend: { live: false },
      },
      [
        locations.map((_, index) => index),
        locations.map((location) => Number(location.usageValue ?? 0)),
        locations.map((location) => Number(location.wasteValue ?? 0)),
      ],
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 260 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [locations]);

  const most = [...locations].sort((a, b) => compare(b.usageValue ?? "0", a.usageValue ?? "0"))[0];
  return (
    <figure className="min-w-0">
      <div ref={holder} className="w-full overflow-hidden text-xs" aria-hidden />
      <figcaption className="mt-2 text-sm text-brand-950/75">
        Usage and waste by location, in dollars at cost.
        {most && most.usageValue !== null
          ? ` ${most.name} used the most: ${formatUsd(most.usageValue)}, of which ${formatUsd(
              most.wasteValue ?? "0",
            )} was waste.`
          : ""}
      </figcaption>
    </figure>
  );
}
