import { Check } from "lucide-react";

interface CheckListProps {
  items: string[];
  /** Classes of the list: spacing and text colour. */
  className?: string;
  /** Classes of each tick: size and colour. */
  checkClassName?: string;
}

/** A list of short statements, each behind a tick: what a plan includes, what a feature does. */
export function CheckList({
  items,
  className = "space-y-3 text-brand-950/85",
  checkClassName = "h-5 w-5 text-brand-600",
}: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className={`mt-0.5 shrink-0 ${checkClassName}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
