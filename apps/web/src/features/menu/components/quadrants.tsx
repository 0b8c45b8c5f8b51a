import { MENU_QUADRANT_LABELS, MENU_QUADRANTS } from "@larder/contracts";
import type { PillTone } from "@/components/ui/status-pill";

export type Quadrant = (typeof MENU_QUADRANTS)[number];

/** Each quadrant's colour: a point's fill, a pill's tone, a legend's swatch. */
export const QUADRANT_STYLE: Record<Quadrant, { fill: string; tone: PillTone; text: string }> = {
  star: { fill: "#267040", tone: "green", text: "text-brand-700" },
  plowhorse: { fill: "#b07a12", tone: "yellow", text: "text-[#7a5409]" },
  puzzle: { fill: "#1d6fa5", tone: "blue", text: "text-sky-800" },
  dog: { fill: "#c8462f", tone: "red", text: "text-tomato-deep" },
};

/** What each quadrant means, and what a chef usually does about it. */
export const QUADRANT_MEANING: Record<Quadrant, { means: string; action: string }> = {
  star: {
    means: "Sells well and earns well.",
    action: "Keep it as it is: same recipe, same portion, a good place on the menu.",
  },
  plowhorse: {
    means: "Sells well, earns little a plate.",
    action:
      "Raise the price a little, trim the portion or a costly ingredient, or pair it with a side that earns more.",
  },
  puzzle: {
    means: "Earns well, but few order it.",
    action:
      "Give it a better place on the menu, a better name or description, and have servers suggest it.",
  },
  dog: {
    means: "Sells little and earns little.",
    action: "Take it off or rework it, unless regulars expect it.",
  },
};

/** The four quadrants, each with its meaning and the usual move. */
export function QuadrantLegend() {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {MENU_QUADRANTS.map((quadrant) => (
        <div key={quadrant} className="rounded-xl border border-brand-900/10 p-3 text-sm">
          <dt className={`flex items-center gap-2 font-bold ${QUADRANT_STYLE[quadrant].text}`}>
            <span
              aria-hidden="true"
              className="h-3 w-3 shrink-0 rounded-full"
              style={{ backgroundColor: QUADRANT_STYLE[quadrant].fill }}
            />
            {MENU_QUADRANT_LABELS[quadrant]}
          </dt>
          <dd className="mt-0.5 pl-5 font-semibold text-brand-950">
            {QUADRANT_MEANING[quadrant].means}
          </dd>
          <dd className="pl-5 text-brand-950/75">{QUADRANT_MEANING[quadrant].action}</dd>
        </div>
      ))}
    </dl>
  );
}
