import type { Permission } from "@larder/domain";
import { can } from "@larder/domain";
import { Outlet } from "react-router";
import { TabRow, type TabLooks } from "@/app/spa/shell/tab-row";
import { useCurrentWorkspace, useSession } from "@/lib/session";

/**
 * The settings pages, each shown only to roles that may use it; Backups only to the person who
 * runs the server ("operator"), whatever their role in this workspace.
 */
const sections: { to: string; label: string; needs?: Permission | "operator" }[] = [
  { to: "/app/settings/profile", label: "Profile" },
  { to: "/app/settings/workspace", label: "Workspace", needs: "workspace.manage" },
  { to: "/app/settings/members", label: "Members" },
  { to: "/app/settings/locations", label: "Locations" },
  { to: "/app/settings/categories", label: "Categories" },
  { to: "/app/settings/purchasing", label: "Purchasing", needs: "suppliers.view" },
  { to: "/app/settings/accounting", label: "Accounting", needs: "invoices.view" },
  { to: "/app/settings/sessions", label: "Sessions" },
  { to: "/app/settings/audit", label: "Audit log", needs: "audit.view" },
  { to: "/app/settings/backups", label: "Backups", needs: "operator" },
  { to: "/app/settings/api-tokens", label: "API tokens", needs: "api_tokens.manage" },
];

/**
 * The sections' looks: a column beside the page from `lg`, above it a row like the top
 * navigation's, those that do not fit under More. Wrapped on four rows, they pushed a phone's
 * settings below its first screen (issue 26).
 */
const looks: TabLooks = {
  tab: "flex min-h-11 items-center gap-1 whitespace-nowrap rounded-xl px-3 text-sm font-semibold transition-colors sm:min-h-10",
  current: "bg-white text-brand-800 shadow-sm ring-1 ring-brand-900/10",
  idle: "text-brand-950/75 hover:bg-white hover:text-brand-900",
  gapOf: () => 4,
};

/** `/app/settings`: the sections on the side (on top on phones), the section beside. */
export function SettingsLayout() {
  const workspace = useCurrentWorkspace();
  const { user } = useSession();
  const visible = sections.filter(({ needs }) =>
    needs === "operator" ? user.isOperator : !needs || can(workspace.role, needs),
  );
  return (
    <div className="lg:grid lg:grid-cols-[13rem_1fr] lg:gap-8">
      <div className="mb-4 sm:mb-6 lg:mb-0">
        <h1 className="mb-2 text-2xl font-extrabold tracking-tight text-brand-950 sm:mb-3 lg:mb-4">
          Settings
        </h1>
        <TabRow
          label="Settings"
          what="settings"
          items={visible.map((section) => ({ ...section, end: false }))}
          looks={looks}
          className="-mx-3 lg:mx-0"
          listClassName="gap-1 lg:flex-col"
          allFrom="(min-width: 1024px)"
        />
      </div>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

/** A settings page's heading: the page's own h2 under the layout's "Settings". */
export function SettingsHeading({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-6">
      <h2 className="text-xl font-bold text-brand-950 sm:text-2xl">{title}</h2>
      <p className="mt-1 text-brand-950/70">{description}</p>
    </div>
  );
}
