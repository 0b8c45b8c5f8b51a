import { Info } from "lucide-react";
import { useId, useState } from "react";

/**
 * A small "i" that explains a figure: on hover or focus with a pointer and keyboard, on a tap
 * on a phone. The text is the button's description, so screen readers read it with the button.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-950/70 hover:bg-brand-50 hover:text-brand-900 sm:h-8 sm:w-8"
      >
        <Info aria-hidden="true" className="h-4 w-4" />
      </button>
      <span
        id={id}
        role="tooltip"
        className={`absolute right-0 top-full z-20 mt-1 w-72 max-w-[calc(100vw-3rem)] rounded-xl bg-brand-950 p-3 text-sm font-normal leading-snug text-white shadow-lg ${
          open ? "" : "sr-only"
        }`}
      >
        {text}
      </span>
    </span>
  );
}
