import type { Permission } from "@larder/domain";
import { can } from "@larder/domain";
import { NavLink, Outlet } from "react-router";
import { useCurrentWorkspace } from "@/lib/session";

/** The settings pages, each shown only to roles that may use it. */
const sections: { to: string; label: string; needs?: Permission }[] = [
  { to: "/app/settings/profile", label: "Profile" },
  { to: "/app/settings/workspace", label: "Workspace", needs: "workspace.manage" },
  { to: "/app/settings/members", label: "Members" },
  { to: "/app/settings/locations", label: "Locations" },
  { to: "/app/settings/categories", label: "Categories" },
  { to: "/app/settings/purchasing", label: "Purchasing", needs: "suppliers.view" },
  { to: "/app/settings/sessions", label: "Sessions" },
  { to: "/app/settings/audit", label: "Audit log", needs: "audit.view" },
  { to: "/app/settings/backups", label: "Backups", needs: "backups.manage" },
  { to: "/app/settings/api-tokens", label: "API tokens", needs: "api_tokens.manage" },
];

const sectionLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center whitespace-nowrap rounded-xl px-3 text-sm font-semibold transition-colors sm:min-h-10 ${
    isActive
      ? "bg-white text-brand-800 shadow-sm ring-1 ring-brand-900/10"
      : "text-brand-950/75 hover:bg-white hover:text-brand-900"
  }`;

/** `/app/settings`: the sections on the side (on top on phones), the section beside. */
export function SettingsLayout() {
  const workspace = useCurrentWorkspace();
  const visible = sections.filter(
    (section) => !section.needs || can(workspace.role, section.needs),
  );
  return (
    <div className="lg:grid lg:grid-cols-[13rem_1fr] lg:gap-8">
      <div className="mb-6 lg:mb-0">
        <h1 className="mb-3 text-2xl font-extrabold tracking-tight text-brand-950 lg:mb-4">
          Settings
        </h1>
        <nav aria-label="Settings">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {visible.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={sectionLink}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
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
