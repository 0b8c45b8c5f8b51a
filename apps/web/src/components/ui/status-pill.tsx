import type { ReactNode } from "react";

export type PillTone = "green" | "yellow" | "red" | "blue" | "grey";

const tones: Record<PillTone, string> = {
  green: "bg-brand-100 text-brand-800",
  yellow: "bg-saffron/25 text-brand-950",
  red: "bg-tomato/15 text-tomato-deep",
  blue: "bg-sky-100 text-sky-900",
  grey: "bg-brand-950/5 text-brand-950/75",
};

/** A status as a small coloured badge: stock, order and invoice statuses share its colours. */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
