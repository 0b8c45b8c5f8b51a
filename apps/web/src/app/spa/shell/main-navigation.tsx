import { can, type Permission } from "@larder/domain";
import { useCurrentWorkspace } from "@/lib/session";
import { TabRow, type Tab, type TabLooks } from "./tab-row";

/** Larder's screens, each offered to the roles that may use it. */
const navigation: (Tab & { needs?: Permission })[] = [
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
  { to: "/app/credits", label: "Credits", end: false, needs: "suppliers.view" },
  { to: "/app/expenses", label: "Expenses", end: false, needs: "expenses.view" },
  { to: "/app/settings", label: "Settings", end: false },
];

const looks: TabLooks = {
  tab: "inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-xl px-2 text-sm font-semibold transition-colors sm:min-h-10 sm:px-3",
  idle: "text-brand-950/75 hover:bg-brand-50 hover:text-brand-900",
  current: "bg-brand-50 text-brand-800",
  // `gap-0.5` on a phone, `gap-1` from `sm`.
  gapOf: (width) => (width >= 640 ? 4 : 2),
};

/** The top navigation: a tab per screen the member may use, those that do not fit under More. */
export function MainNavigation({ className = "" }: { className?: string }) {
  const workspace = useCurrentWorkspace();
  const items = navigation.filter((item) => !item.needs || can(workspace.role, item.needs));
  return (
    <TabRow
      label="Main"
      items={items}
      looks={looks}
      className={className}
      listClassName="gap-0.5 sm:gap-1"
    />
  );
}
