import { can, type Permission } from "@larder/domain";
import { useLayoutEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { DisclosureMenu, menuItemClasses } from "@/components/ui/disclosure-menu";
import { useCurrentWorkspace } from "@/lib/session";

/** Larder's screens, each offered to the roles that may use it. */
const navigation: { to: string; label: string; end: boolean; needs?: Permission }[] = [
  { to: "/app", label: "Dashboard", end: true },
  { to: "/app/inventory", label: "Inventory", end: false },
  { to: "/app/counts", label: "Counts", end: false },
  { to: "/app/cookbook", label: "Cookbook", end: false, needs: "recipes.view" },
  { to: "/app/recipes", label: "Recipes", end: false, needs: "recipes.view" },
  { to: "/app/menu", label: "Menu", end: false, needs: "recipes.view" },
  { to: "/app/sales", label: "Sales", end: false, needs: "sales.view" },
  { to: "/app/reports/variance", label: "Variance", end: false, needs: "sales.view" },
  { to: "/app/orders", label: "Orders", end: false, needs: "suppliers.view" },
  { to: "/app/suppliers", label: "Suppliers", end: false, needs: "suppliers.view" },
  { to: "/app/ordering", label: "Ordering", end: false, needs: "analytics.view" },
  { to: "/app/invoices", label: "Invoices", end: false, needs: "invoices.view" },
  { to: "/app/purchases", label: "Purchases", end: false, needs: "invoices.view" },
  { to: "/app/payables", label: "Payables", end: false, needs: "invoices.view" },
  { to: "/app/expenses", label: "Expenses", end: false, needs: "expenses.view" },
  { to: "/app/settings", label: "Settings", end: false },
];

const tab =
  "inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-xl px-2 text-sm font-semibold transition-colors sm:min-h-10 sm:px-3";
const idle = "text-brand-950/75 hover:bg-brand-50 hover:text-brand-900";
const current = "bg-brand-50 text-brand-800";
/** The gap between two tabs, in pixels: `gap-0.5` on a phone, `gap-1` from `sm`. */
const gapOf = (width: number) => (width >= 640 ? 4 : 2);

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
 * The top navigation: a tab per screen, as many as fit on one row; the others are under "More"
 * at its end (highlighted when the current screen is one of them), so that on a phone every
 * screen is in sight or one tap away, never scrolled out of view. Tabs are measured from an
 * invisible copy of the row, again whenever it or the row changes size (a turned phone, larger
 * text).
 */
export function MainNavigation({ className = "" }: { className?: string }) {
  const workspace = useCurrentWorkspace();
  const { pathname } = useLocation();
  const items = navigation.filter((item) => !item.needs || can(workspace.role, item.needs));
  const list = useRef<HTMLUListElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);

  useLayoutEffect(() => {
    const row = list.current;
    const copy = ruler.current;
    if (!row || !copy) return;
    const fit = () => {
      const widths = Array.from(copy.children, (child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setShown(tabsThatFit(widths, more, row.clientWidth, gapOf(window.innerWidth)));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [items.length]);

  const hidden = items.slice(shown);
  const isCurrent = (item: (typeof items)[number]) =>
    item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (
    <nav aria-label="Main" className={`relative ${className}`}>
      <ul ref={list} className="flex gap-0.5 sm:gap-1">
        {items.slice(0, shown).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => `${tab} ${isActive ? current : idle}`}
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
              buttonClassName={`${tab} ${hidden.some(isCurrent) ? current : idle}`}
              button={
                <>
                  More<span className="sr-only"> screens</span>
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
          <span key={item.to} className={tab}>
            {item.label}
          </span>
        ))}
        <span className={tab}>
          More
          <span className="h-4 w-4" />
        </span>
      </div>
    </nav>
  );
}
