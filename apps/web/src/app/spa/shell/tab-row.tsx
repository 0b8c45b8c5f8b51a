import { useLayoutEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { DisclosureMenu, menuItemClasses } from "@/components/ui/disclosure-menu";

/** One screen of a {@link TabRow}. */
export interface Tab {
  to: string;
  label: string;
  /** Current only at exactly `to`, not below it (the dashboard at /app). */
  end: boolean;
}

/** How a row's tabs look: every tab, the current one, the others. */
export interface TabLooks {
  tab: string;
  current: string;
  idle: string;
  /** The gap between two tabs, in pixels, at a layout width (as the row's classes set it). */
  gapOf: (layoutWidth: number) => number;
}

/**
 * How many tabs fit in `room` pixels, the More button taking its place after them when some do
 * not: the most that fit, and at least one.
 */
export function tabsThatFit(widths: number[], moreWidth: number, room: number, gap: number) {
  let used = 0;
  for (let count = 0; count < widths.length; count += 1) {
    used += widths[count]! + (count > 0 ? gap : 0);
    const rest = count + 1 < widths.length ? gap + moreWidth : 0;
    if (used + rest > room) return Math.max(1, count);
  }
  return widths.length;
}

/**
 * A navigation of tabs, as many as fit on one row; the others are under "More" at its end
 * (highlighted when the current screen is one of them), so that on a phone every screen is in
 * sight or one tap away, never scrolled out of view (decision 0023). Tabs are measured from an
 * invisible copy of the row, again whenever it or the row changes size (a turned phone, larger
 * text). Where the media query `allFrom` holds, every tab is shown (a column beside the page).
 */
export function TabRow({
  label,
  items,
  looks,
  className = "",
  listClassName = "",
  allFrom,
  what = "screens",
}: {
  label: string;
  items: Tab[];
  looks: TabLooks;
  className?: string;
  listClassName?: string;
  allFrom?: string;
  /** What More holds, for screen readers ("More screens"). */
  what?: string;
}) {
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);

  useLayoutEffect(() => {
    const row = list.current;
    const copy = ruler.current;
    if (!row || !copy) return;
    // The layout's width, as media queries see it: a phone's innerWidth grows when something
    // overflows, and showing every tab would then keep itself true.
    const width = () => document.documentElement.clientWidth;
    const fit = () => {
      if (allFrom && window.matchMedia(allFrom).matches) return setShown(items.length);
      const widths = Array.from(copy.children, (child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setShown(tabsThatFit(widths, more, row.clientWidth, looks.gapOf(width())));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [items.length, allFrom, looks]);

  const hidden = items.slice(shown);
  const isCurrent = (item: Tab) =>
    item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (
    <nav aria-label={label} className={`relative ${className}`}>
      <ul ref={list} className={`flex ${listClassName}`}>
        {items.slice(0, shown).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => `${looks.tab} ${isActive ? looks.current : looks.idle}`}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        {hidden.length > 0 ? (
          <li>
            <DisclosureMenu
              align="end"
              panelWidth="w-56"
              buttonClassName={`${looks.tab} ${hidden.some(isCurrent) ? looks.current : looks.idle}`}
              button={
                <>
                  More<span className="sr-only"> {what}</span>
                </>
              }
            >
              {(close) => (
                <ul>
                  {hidden.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end={item.end}
                        onClick={close}
                        className={({ isActive }) =>
                          `${menuItemClasses} font-semibold ${isActive ? "bg-brand-50 text-brand-800" : ""}`
                        }
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </DisclosureMenu>
          </li>
        ) : null}
      </ul>
      {/* The ruler: every tab and the More button, laid out but never seen, to measure. */}
      <div
        ref={ruler}
        aria-hidden="true"
        inert
        className="pointer-events-none invisible absolute left-0 top-0 flex h-0 w-max overflow-hidden"
      >
        {items.map((item) => (
          <span key={item.to} className={looks.tab}>
            {item.label}
          </span>
        ))}
        <span className={looks.tab}>
          More
          <span className="h-4 w-4" />
        </span>
      </div>
    </nav>
  );
}
