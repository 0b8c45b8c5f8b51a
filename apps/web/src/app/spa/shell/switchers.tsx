import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2, Check, MapPin } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import {
  DisclosureMenu,
  MenuHeading,
  menuItemClasses,
  menuTriggerClasses,
} from "@/components/ui/disclosure-menu";
import { locationsQuery } from "@/lib/scope";
import { switchWorkspace, useSession, workspaceQuery } from "@/lib/session";

interface Choice {
  value: string;
  label: string;
}

/** A switcher's button and its list of choices, the current one ticked. */
function Switcher({
  icon,
  what,
  heading,
  current,
  choices,
  onChoose,
  className,
  align = "start",
  labelClassName = "",
}: {
  icon: ReactNode;
  what: string;
  heading: string;
  current: Choice;
  choices: Choice[];
  onChoose: (value: string) => Promise<void>;
  className: string;
  /** Which edge the list lines up with: the end for the switcher beside the account button. */
  align?: "start" | "end";
  /** Classes of the current choice's name (hidden where only the icon fits). */
  labelClassName?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={className}>
      <DisclosureMenu
        align={align}
        // Named by what it shows first (WCAG 2.5.3): "Main Street, switch location".
        label={`${current.label}, switch ${what.toLowerCase()}`}
        buttonClassName={menuTriggerClasses}
        button={
          <>
            {icon}
            <span className={`min-w-0 flex-1 truncate text-left ${labelClassName}`}>
              {current.label}
            </span>
          </>
        }
      >
        {(close) => (
          <>
            <MenuHeading>{heading}</MenuHeading>
            <ul>
              {choices.map((choice) => (
                <li key={choice.value}>
                  <button
                    type="button"
                    aria-current={choice.value === current.value ? "true" : undefined}
                    className={menuItemClasses}
                    onClick={() => {
                      close();
                      setError(null);
                      if (choice.value !== current.value)
                        onChoose(choice.value).catch((caught: unknown) =>
                          setError(caught instanceof Error ? caught.message : String(caught)),
                        );
                    }}
                  >
                    <span className="flex h-4 w-4 shrink-0 items-center justify-center">
                      {choice.value === current.value ? (
                        <Check aria-hidden="true" className="h-4 w-4 text-brand-700" />
                      ) : null}
                    </span>
                    <span className="min-w-0 truncate">{choice.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </DisclosureMenu>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-tomato">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Moves the session to another workspace, and every screen with it. Shown with two or more. */
export function WorkspaceSwitcher({ className = "" }: { className?: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const current = session.workspaces.find((w) => w.id === session.currentWorkspaceId);
  const { data: locations = [] } = useQuery({
    ...locationsQuery(session.currentWorkspaceId ?? ""),
    enabled: Boolean(session.currentWorkspaceId),
  });
  if (session.workspaces.length < 2 || !current) return null;
  return (
    <Switcher
      className={className}
      // Beside a location switcher on a phone, only its icon fits: the location's name matters
      // more on every screen, and the button keeps the workspace's name for screen readers.
      labelClassName={locations.length >= 2 ? "max-sm:hidden" : ""}
      icon={<Building2 aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />}
      what="Workspace"
      heading="Workspaces"
      current={{ value: current.id, label: current.name }}
      choices={session.workspaces.map((w) => ({ value: w.id, label: w.name }))}
      onChoose={async (workspaceId) => {
        await switchWorkspace(workspaceId, null);
        // The new workspace first, so no screen renders without it; then everything else.
        await queryClient.fetchQuery(workspaceQuery(workspaceId));
        await queryClient.invalidateQueries();
        await navigate("/app");
      }}
    />
  );
}

const ALL = "all";

/**
 * Which location the screens show: one, or "All locations". Shown to members who see more
 * than one location.
 */
export function LocationSwitcher({ className = "" }: { className?: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const workspaceId = session.currentWorkspaceId ?? "";
  const { data: locations = [] } = useQuery({
    ...locationsQuery(workspaceId),
    enabled: Boolean(workspaceId),
  });
  if (locations.length < 2) return null;
  const current = locations.find((location) => location.id === session.currentLocationId);
  return (
    <Switcher
      className={className}
      align="end"
      icon={<MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />}
      what="Location"
      heading="Locations"
      current={
        current
          ? { value: current.id, label: current.name }
          : { value: ALL, label: "All locations" }
      }
      choices={[
        { value: ALL, label: "All locations" },
        ...locations.map((location) => ({ value: location.id, label: location.name })),
      ]}
      onChoose={async (value) => {
        await switchWorkspace(workspaceId, value === ALL ? null : value);
        await queryClient.invalidateQueries({ queryKey: ["session"] });
      }}
    />
  );
}
