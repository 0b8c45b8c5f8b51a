import type { UsageSeries } from "@larder/contracts";
import { formatDay } from "@/lib/format";

/** "+40%", "−25%". */
export const liftText = (lift: number) => {
  const percent = Math.round((lift - 1) * 100);
  return `${percent >= 0 ? "+" : "\u2212"}${Math.abs(percent)}%`;
};

/**
 * The holidays and events ahead that shaped an item's forecast, with how much each moved it;
 * and those ahead that did not (yet): Larder learns an event's effect from similar ones before.
 */
export function ForecastEffects({ series }: { series: UsageSeries }) {
  const firstAhead = series.forecast[0]?.day ?? "";
  const ahead = series.events.filter((event) => event.day >= firstAhead);
  const moved = new Set(series.effects.map((effect) => `${effect.day} ${effect.name}`));
  const unmoved = ahead.filter((event) => !moved.has(`${event.day} ${event.name}`));
  if (series.effects.length === 0 && unmoved.length === 0) return null;
  return (
    <section aria-labelledby={`effects-${series.itemId}`} className="mt-4">
      <h4 id={`effects-${series.itemId}`} className="text-sm font-semibold text-brand-950">
        Holidays and events ahead
      </h4>
      <ul className="mt-1 divide-y divide-brand-900/10 text-sm">
        {series.effects.map((effect) => (
          <li key={`${effect.day} ${effect.name}`} className="flex justify-between gap-3 py-1.5">
            <span>
              <span className="font-semibold">{formatDay(effect.day)}</span> · {effect.name}
            </span>
            <span className="shrink-0 font-semibold tabular-nums">{liftText(effect.lift)}</span>
          </li>
        ))}
        {unmoved.map((event) => (
          <li key={`${event.day} ${event.name}`} className="flex justify-between gap-3 py-1.5">
            <span>
              <span className="font-semibold">{formatDay(event.day)}</span> · {event.name}
            </span>
            <span className="shrink-0 text-brand-950/70">no change learnt</span>
          </li>
        ))}
      </ul>
      {unmoved.length > 0 ? (
        <p className="mt-1 text-xs text-brand-950/70">
          Larder learns what a holiday or event does to this item from the times it came before.
        </p>
      ) : null}
    </section>
  );
}
