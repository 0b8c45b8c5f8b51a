import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

/**
 * A screen's filters that fold into one line on a phone: the choices in force, on a button that
 * shows the fields. From `sm` up the fields are always shown, laid out by `className`. On a phone
 * three stacked fields took some 300 px, and the screen's data fell below the first screen
 * (issue 26).
 */
export function FoldingFilters({
  summary,
  className = "",
  children,
}: {
  /** The choices in force, e.g. "Main Street Bistro · All suppliers · 95%". */
  summary: string;
  /** The fields' layout when shown (a grid from `sm`). */
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center gap-2 rounded-xl border border-brand-900/15 bg-white px-3 text-left text-sm text-brand-950 hover:bg-brand-50 sm:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
        <span className="min-w-0 flex-1 truncate">
          <span className="font-semibold">Filters</span> · {summary}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 shrink-0 text-brand-950/70 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div id={id} className={`${open ? "mt-3" : "max-sm:hidden"} ${className}`}>
        {children}
      </div>
    </div>
  );
}
