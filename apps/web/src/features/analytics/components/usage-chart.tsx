import { FORECAST_METHOD_LABELS, type UsageSeries } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatDay, formatNumber } from "@/lib/format";
import { ForecastEffects } from "./forecast-effects";

const USED = "#267040";
const FORECAST = "#a3351f";
const BAND = "rgba(232, 176, 74, 0.3)";
const MARK = "rgba(11, 32, 20, 0.45)";

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function mean(values: string[]): string {
  if (values.length === 0) return "0";
  const total = values.reduce((sum, value) => sum + Number(value), 0);
  return (total / values.length).toFixed(2);
}

/** The series as uPlot's columns: days, use, forecast, band low, band high. */
function columns(series: UsageSeries): uPlot.AlignedData {
  const days = [...series.history.map((d) => d.day), ...series.forecast.map((d) => d.day)];
  const past = series.history.length;
  const last = series.history.at(-1);
  return [
    days.map(seconds),
    days.map((_, i) => (i < past ? Number(series.history[i]!.used) : null)),
    // The forecast line starts from the last day used, so the two lines meet.
    days.map((_, i) =>
      i === past - 1 && last
        ? Number(last.used)
        : i >= past
          ? Number(series.forecast[i - past]!.expected)
          : null,
    ),
    days.map((_, i) => (i >= past ? Number(series.forecast[i - past]!.low) : null)),
    days.map((_, i) => (i >= past ? Number(series.forecast[i - past]!.high) : null)),
  ];
}

const eventDays = (series: UsageSeries) => [...new Set(series.events.map((event) => event.day))];

/** A dotted line down the plot on each day with a holiday or event. */
function markDays(u: uPlot, days: string[]) {
  const { ctx, bbox } = u;
  ctx.save();
  ctx.strokeStyle = MARK;
  ctx.lineWidth = Math.max(1, devicePixelRatio);
  ctx.setLineDash([3 * devicePixelRatio, 3 * devicePixelRatio]);
  for (const day of days) {
    const x = Math.round(u.valToPos(seconds(day), "x", true));
    if (x < bbox.left || x > bbox.left + bbox.width) continue;
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * An item's daily use over the last weeks and its forecast ahead with the 80% band, drawn by
 * uPlot on a canvas; the figure's caption says the same in words for those who cannot see it.
 */
export function UsageChart({ series }: { series: UsageSeries }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const width = () => Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "UTC"),
        scales: { x: { time: true }, y: { range: (_, min, max) => [0, Math.max(1, max * 1.1)] } },
        series: [
          {},
          { label: "Used", stroke: USED, width: 2, points: { show: false } },
          { label: "Forecast", stroke: FORECAST, width: 2, dash: [6, 4], points: { show: false } },
          { label: `Low (${Math.round(series.bandLevel * 100)}%)`, stroke: "transparent" },
          { label: `High (${Math.round(series.bandLevel * 100)}%)`, stroke: "transparent" },
        ],
        bands: [{ series: [4, 3], fill: BAND }],
        axes: [
          { stroke: "#1a1f1b", grid: { stroke: "rgba(22, 58, 37, 0.08)" } },
          {
            stroke: "#1a1f1b",
            grid: { stroke: "rgba(22, 58, 37, 0.08)" },
            label: unitLabel(series.unit),
          },
        ],
        legend: { live: false },
        hooks: { draw: [(u) => markDays(u, eventDays(series))] },
      },
      columns(series),
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 260 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [series]);

  const unit = unitLabel(series.unit);
  const marked = eventDays(series);
  const recent = series.history.slice(-28).map((d) => d.used);
  const ahead = series.forecast.map((d) => d.expected);
  const first = series.forecast[0];
  return (
    <>
      <figure className="min-w-0">
        <div ref={holder} className="w-full overflow-hidden text-xs" aria-hidden />
        <figcaption className="mt-2 text-sm text-brand-950/75">
          {series.name}: {formatNumber(mean(recent), 2)} {unit} a day over the last 4 weeks;
          forecast {formatNumber(mean(ahead), 2)} {unit} a day
          {first ? ` from ${formatDay(first.day)}` : ""} for {series.forecast.length} days, shaded
          where {Math.round(series.bandLevel * 100)}% of days should fall.
          {marked.length > 0
            ? ` Dotted lines mark the ${marked.length} day${marked.length === 1 ? "" : "s"} with a holiday or event.`
            : ""}{" "}
          <span className="text-brand-950/70">
            Method: {FORECAST_METHOD_LABELS[series.method]}.
          </span>
        </figcaption>
      </figure>
      <ForecastEffects series={series} />
    </>
  );
}
