import type { StockStatusValue } from "@larder/contracts";

const tones: Record<string, string> = {
  green: "bg-brand-100 text-brand-800",
  yellow: "bg-saffron/25 text-brand-950",
  red: "bg-tomato/15 text-tomato-deep",
  grey: "bg-brand-950/5 text-brand-950/75",
};

/** How a status reads on the Inventory screens, and on the dashboard's list. */
const LABELS = {
  inventory: { adequate: "In Stock", low: "Low Stock", out: "Out of Stock" },
  dashboard: { adequate: "Good", low: "Low", out: "Critical" },
} as const;

const TONE: Record<StockStatusValue, keyof typeof tones> = {
  adequate: "green",
  low: "yellow",
  out: "red",
};

/** A stock status as a coloured badge; a value Larder does not know is grey. */
export function StockStatusBadge({
  status,
  labels = "inventory",
}: {
  status: string;
  labels?: keyof typeof LABELS;
}) {
  const known = status in TONE ? (status as StockStatusValue) : null;
  const tone = tones[known ? TONE[known] : "grey"];
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      {known ? LABELS[labels][known] : status}
    </span>
  );
}
