import type { StockStatusValue } from "@larder/contracts";
import { StatusPill, type PillTone } from "@/components/ui/status-pill";

/** How a status reads on the Inventory screens, and on the dashboard's list. */
const LABELS = {
  inventory: { adequate: "In Stock", low: "Low Stock", out: "Out of Stock" },
  dashboard: { adequate: "Good", low: "Low", out: "Critical" },
} as const;

const TONE: Record<StockStatusValue, PillTone> = {
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
  return (
    <StatusPill tone={known ? TONE[known] : "grey"}>
      {known ? LABELS[labels][known] : status}
    </StatusPill>
  );
}
