import { LogOut, Plus, Settings, UserRound } from "lucide-react";
import { Link } from "react-router";
import { DisclosureMenu, MenuSeparator, menuItemClasses } from "@/components/ui/disclosure-menu";
import { signOut, useSession } from "@/lib/session";

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words.at(-1)![0]}`.toUpperCase();
  return (words[0] ?? email).slice(0, 1).toUpperCase();
}

/** The signed-in person: their profile, settings, another workspace, and Log out. */
export function UserMenu() {
  const { user } = useSession();
  return (
    <DisclosureMenu
      label={`${user.name || user.email}, account`}
      chevron={false}
      buttonClassName="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-brand-900/15 bg-white p-1 text-sm font-semibold text-brand-950 hover:bg-brand-50 aria-expanded:bg-brand-50 lg:pr-3"
      button={
        <>
          {/* The initials are the avatar's picture, drawn by CSS rather than written as text:
              the button shows, and is named by, the person's name (WCAG 2.5.3, label in name). */}
          <span
            aria-hidden="true"
            data-initials={initials(user.name, user.email)}
            className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white before:content-[attr(data-initials)]"
          />
          <span className="hidden max-w-40 truncate lg:inline">{user.name || user.email}</span>
        </>
      }
    >
      {(close) => (
        <>
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-brand-950">
              {user.name || "Your account"}
            </p>
            <p className="truncate text-sm text-brand-950/70">{user.email}</p>
          </div>
          <MenuSeparator />
          <ul>
            <li>
              <Link to="/app/settings/profile" onClick={close} className={menuItemClasses}>
                <UserRound aria-hidden="true" className="h-4 w-4" />
                Profile
              </Link>
            </li>
            <li>
              <Link to="/app/settings" onClick={close} className={menuItemClasses}>
                <Settings aria-hidden="true" className="h-4 w-4" />
                Settings
              </Link>
            </li>
            <li>
              <Link to="/app/welcome" onClick={close} className={menuItemClasses}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                Create another workspace
              </Link>
            </li>
          </ul>
          <MenuSeparator />
          <button type="button" onClick={() => void signOut()} className={menuItemClasses}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Log out
          </button>
        </>
      )}
    </DisclosureMenu>
  );
}
