import type { HeldItem } from "@larder/contracts";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { StatusPill } from "@/components/ui/status-pill";
import { formatAmount } from "@/lib/format";

/** One item that needs no order: its name, how it stands, what is on hand and why. */
function HeldRow({ item }: { item: HeldItem }) {
  return (
    <li className="py-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-brand-950">{item.name}</span>
        {item.status !== "adequate" ? (
          <StatusPill tone={item.status === "out" ? "red" : "yellow"}>
            {item.status === "out" ? "Out" : "Low"}
          </StatusPill>
        ) : null}
        <span className="text-xs text-brand-950/75">
          {formatAmount(item.onHand, item.baseUnit)} on hand
        </span>
      </p>
      <p className="mt-0.5 text-sm text-brand-950/80">{item.reason}</p>
      {item.explanation ? (
        <p className="mt-0.5 text-xs text-brand-950/70">{item.explanation}</p>
      ) : null}
    </li>
  );
}

/** Low and out items shown in full, each with why it needs no order (issue 26). */
export function UrgentHeldItems({ items }: { items: HeldItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="divide-y divide-brand-900/10" aria-label="Low or out, no order suggested">
      {items.map((item) => (
        <HeldRow key={item.itemId} item={item} />
      ))}
    </ul>
  );
}

/**
 * "N more items have enough" as a control that opens to list them with their reasons: a
 * count that could not be opened hid which items those were.
 */
export function EnoughItems({ items, more }: { items: HeldItem[]; more: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (items.length === 0) return null;
  const count = `${items.length}${more ? " more" : ""} item${items.length === 1 ? " has" : "s have"} enough`;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {count}
        <ChevronDown
          aria-hidden
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!open} className="divide-y divide-brand-900/10">
        {items.map((item) => (
          <HeldRow key={item.itemId} item={item} />
        ))}
      </ul>
    </div>
  );
}

/** Low and out items no supplier sells: they belong to no supplier's card, yet must show. */
export function UnsuppliedItems({ items }: { items: HeldItem[] }) {
  return (
    <Card
      title="Low or out, sold by no supplier"
      description="Nothing can be suggested for these until a supplier lists them."
      headingLevel={2}
    >
      <UrgentHeldItems items={items} />
      <p className="mt-2 text-sm">
        <Link to="/app/suppliers" className="font-semibold text-brand-800 underline">
          Add them to a supplier's list
        </Link>
      </p>
    </Card>
  );
}
