import { ChevronDown } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";

export interface DisclosureMenuProps {
  /** The button's accessible name when its visible text is not enough. */
  label?: string;
  /** What the button shows. */
  button: ReactNode;
  buttonClassName?: string;
  /** Show the chevron after the button's content. */
  chevron?: boolean;
  align?: "start" | "end";
  /** The panel's content; `close` closes it (after choosing something). */
  children: (close: () => void) => ReactNode;
  className?: string;
  /** The panel's width; a small menu's by default. */
  panelWidth?: string;
}

/**
 * A button that shows and hides a small panel of links or choices (the disclosure pattern):
 * Escape, a click elsewhere, or tabbing away closes it. Lighter than a full menu widget, so the
 * top bar costs little JavaScript; every item stays an ordinary link or button.
 */
export function DisclosureMenu({
  label,
  button,
  buttonClassName = "",
  chevron = true,
  align = "end",
  children,
  className = "",
  panelWidth = "w-64",
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [flipped, setFlipped] = useState(false);

  // A panel that would run off the screen opens the other way: on a phone the dashboard's
  // Alerts button wraps to the start of its row, where a panel aligned to its end has no room.
  useLayoutEffect(() => {
    if (!open || !panel.current) return setFlipped(false);
    const { left, right } = panel.current.getBoundingClientRect();
    setFlipped(align === "end" ? left < 0 : right > document.documentElement.clientWidth);
  }, [open, align]);
  const side = flipped ? (align === "end" ? "start" : "end") : align;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div
      ref={wrapper}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {button}
        {chevron ? (
          <ChevronDown
            aria-hidden="true"
            className={`h-4 w-4 shrink-0 text-brand-950/70 transition-transform ${open ? "rotate-180" : ""}`}
          />
        ) : null}
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-2 max-h-[70vh] ${panelWidth} max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-brand-900/10 bg-white p-1.5 shadow-lg ${
          side === "end" ? "right-0" : "left-0"
        }`}
      >
        {open ? children(() => setOpen(false)) : null}
      </div>
    </div>
  );
}

/** The looks of a link or button inside a {@link DisclosureMenu}. */
export const menuItemClasses =
  "flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left text-sm text-brand-950 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 sm:min-h-9";

export const menuTriggerClasses =
  "inline-flex min-h-11 w-full max-w-full items-center gap-2 rounded-xl border border-brand-900/15 bg-white px-3 text-sm font-semibold text-brand-950 transition-colors hover:bg-brand-50 aria-expanded:bg-brand-50 sm:min-h-10";

export function MenuHeading({ children }: { children: ReactNode }) {
  return (
    <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-brand-950/65">
      {children}
    </p>
  );
}

export const MenuSeparator = () => <hr className="my-1.5 border-brand-900/10" />;
