import { MENU_QUADRANT_LABELS, type MenuEngineering } from "@larder/contracts";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { formatNumber, formatPercent, formatUsd } from "@/lib/format";
import {
  axisEnd,
  linear,
  marginDomain,
  placeLabels,
  ticks,
} from "@/features/menu/engineering-plot";
import { QUADRANT_STYLE, type Quadrant } from "./quadrants";

type Item = MenuEngineering["items"][number];
export type Popularity = "sold" | "mix";

const PAD = { left: 52, right: 14, top: 14, bottom: 46 };
const money = (value: number) => formatUsd(String(value), { cents: !Number.isInteger(value) });

/** A plate's figures in words: its tooltip, and what a screen reader says on the point. */
export const plateInWords = (item: Item) =>
  `${item.name}: ${formatNumber(item.sold)} sold (${formatPercent(item.mixPercent)} of the mix), ${
    item.margin === null ? "no margin" : `${formatUsd(item.margin)} margin a plate`
  }${item.quadrant ? `, ${MENU_QUADRANT_LABELS[item.quadrant]}` : ""}`;

/**
 * The menu engineering chart: each costed plate a point, popularity (portions sold or share of
 * the mix) across and margin a plate up, dashed lines at the popularity threshold and the average
 * margin, the four quadrants named in their corners. Drawn at the width it has, so its words
 * keep their size on a phone. Each point is a button: focused or hovered it shows its figures,
 * pressed it stays chosen (and its row in the table is marked).
 */
export function EngineeringChart({
  data,
  popularity,
  chosen,
  onChoose,
}: {
  data: MenuEngineering;
  popularity: Popularity;
  chosen: string | null;
  onChoose: (id: string | null) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [pointed, setPointed] = useState<string | null>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(260, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const items = data.items.filter((item) => item.margin !== null && item.quadrant !== null);
  const total = Number(data.totalSold);
  const xOf = (item: Item) => Number(popularity === "sold" ? item.sold : item.mixPercent);
  const threshold =
    popularity === "sold"
      ? Number(data.popularityThreshold)
      : total > 0
        ? (Number(data.popularityThreshold) / total) * 100
        : 0;
  const average = Number(data.averageMargin ?? 0);
  const height = Math.round(Math.min(440, Math.max(300, width * 0.62)));
  const xMax = axisEnd(Math.max(threshold, ...items.map(xOf)) * 1.05);
  const yDomain = marginDomain(
    items.map((item) => Number(item.margin)),
    average,
  );
  const x = linear([0, xMax], [PAD.left, width - PAD.right]);
  const y = linear(yDomain, [height - PAD.bottom, PAD.top]);
  const xLabel = (value: number) =>
    popularity === "sold" ? formatNumber(String(value)) : `${formatNumber(String(value), 1)}%`;
  const points = items.map((item) => ({
    item,
    id: item.menuItemId,
    px: x(xOf(item)),
    py: y(Number(item.margin)),
    label: item.name,
  }));
  const corners: [Quadrant, number, number, "start" | "end"][] = [
    ["puzzle", PAD.left + 6, PAD.top + 14, "start"],
    ["star", width - PAD.right - 6, PAD.top + 14, "end"],
    ["dog", PAD.left + 6, height - PAD.bottom - 8, "start"],
    ["plowhorse", width - PAD.right - 6, height - PAD.bottom - 8, "end"],
  ];
  const cornerBoxes = corners.map(([quadrant, cx, cy, anchor]) => {
    const wide = MENU_QUADRANT_LABELS[quadrant].length * 9 + 4;
    return {
      x0: anchor === "start" ? cx : cx - wide,
      x1: anchor === "start" ? cx + wide : cx,
      y0: cy - 13,
      y1: cy + 3,
    };
  });
  const labels = placeLabels(
    points,
    { left: PAD.left, right: width - PAD.right, top: PAD.top, bottom: height - PAD.bottom },
    6.2,
    14,
    cornerBoxes,
  );
  const shown = points.find((point) => point.id === (pointed ?? chosen));
  const [tx, ty] = [x(threshold), y(average)];
  const press = (event: KeyboardEvent, id: string) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onChoose(chosen === id ? null : id);
    } else if (event.key === "Escape") onChoose(null);
  };

  return (
    <div ref={box} className="relative">
      <svg width={width} height={height} role="group" aria-labelledby={titleId} className="block">
        <title id={titleId}>
          {`Popularity against margin: ${items.length} plates, popular from ${xLabel(threshold)}, average margin ${money(average)}`}
        </title>
        <g aria-hidden="true">
          <rect
            x={tx}
            y={PAD.top}
            width={width - PAD.right - tx}
            height={ty - PAD.top}
            fill="#eff8f1"
          />
          <rect
            x={PAD.left}
            y={ty}
            width={tx - PAD.left}
            height={height - PAD.bottom - ty}
            fill="#fdf1ee"
          />
          {ticks(yDomain[0], yDomain[1]).map((tick) => (
            <g key={`y${tick}`}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="#0b201414"
              />
              <text
                x={PAD.left - 6}
                y={y(tick) + 4}
                textAnchor="end"
                className="fill-brand-950/70 text-[11px]"
              >
                {money(tick)}
              </text>
            </g>
          ))}
          {ticks(0, xMax, width < 420 ? 3 : 5).map((tick) => (
            <text
              key={`x${tick}`}
              x={x(tick)}
              y={height - PAD.bottom + 16}
              textAnchor="middle"
              className="fill-brand-950/70 text-[11px]"
            >
              {xLabel(tick)}
            </text>
          ))}
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={height - PAD.bottom}
            y2={height - PAD.bottom}
            stroke="#0b201440"
          />
          <line
            x1={tx}
            x2={tx}
            y1={PAD.top}
            y2={height - PAD.bottom}
            stroke="#0b2014"
            strokeDasharray="5 4"
          />
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={ty}
            y2={ty}
            stroke="#0b2014"
            strokeDasharray="5 4"
          />
          <text
            x={(PAD.left + width - PAD.right) / 2}
            y={height - 8}
            textAnchor="middle"
            className="fill-brand-950 text-xs font-semibold"
          >
            {popularity === "sold" ? "Portions sold" : "Share of the mix"}
          </text>
          <text
            transform={`translate(13 ${(PAD.top + height - PAD.bottom) / 2}) rotate(-90)`}
            textAnchor="middle"
            className="fill-brand-950 text-xs font-semibold"
          >
            Margin a plate
          </text>
          {corners.map(([quadrant, cx, cy, anchor]) => (
            <text
              key={quadrant}
              x={cx}
              y={cy}
              textAnchor={anchor}
              fill={QUADRANT_STYLE[quadrant].fill}
              className="stroke-white stroke-[3px] text-xs font-bold uppercase tracking-wide [paint-order:stroke] [stroke-linejoin:round]"
            >
              {MENU_QUADRANT_LABELS[quadrant]}
            </text>
          ))}
        </g>
        {points.map((point) => {
          const placed = labels.get(point.id);
          const active = point.id === chosen;
          return (
            <g
              key={point.id}
              role="button"
              tabIndex={0}
              aria-label={plateInWords(point.item)}
              aria-pressed={active}
              onClick={() => onChoose(active ? null : point.id)}
              onKeyDown={(event) => press(event, point.id)}
              onMouseEnter={() => setPointed(point.id)}
              onMouseLeave={() => setPointed(null)}
              onFocus={() => setPointed(point.id)}
              onBlur={() => setPointed(null)}
              className="cursor-pointer outline-none [&:focus-visible>circle.dot]:stroke-brand-500 [&:focus-visible>circle.dot]:stroke-[3]"
            >
              <circle cx={point.px} cy={point.py} r={14} fill="transparent" />
              <circle
                className="dot"
                cx={point.px}
                cy={point.py}
                r={active ? 8 : 6}
                fill={QUADRANT_STYLE[point.item.quadrant!].fill}
                stroke={active ? "#0b2014" : "#fff"}
                strokeWidth={2}
              />
              {placed ? (
                <text
                  x={placed.x}
                  y={placed.y + 4}
                  textAnchor={placed.anchor}
                  className="pointer-events-none fill-brand-950 stroke-white stroke-[3px] text-[11px] [paint-order:stroke] [stroke-linejoin:round]"
                >
                  {point.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {shown ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute z-10 w-56 rounded-xl bg-brand-950 p-3 text-xs leading-snug text-white shadow-lg"
          style={{
            left: Math.min(Math.max(shown.px - 112, 0), width - 224),
            top: shown.py > height / 2 ? shown.py - 12 : shown.py + 16,
            transform: shown.py > height / 2 ? "translateY(-100%)" : undefined,
          }}
        >
          <p className="font-bold">{shown.item.name}</p>
          <p>
            {formatNumber(shown.item.sold)} sold · {formatPercent(shown.item.mixPercent)} of the mix
          </p>
          <p>{formatUsd(shown.item.margin!)} margin a plate</p>
          <p className="font-semibold">{MENU_QUADRANT_LABELS[shown.item.quadrant!]}</p>
        </div>
      ) : null}
    </div>
  );
}
