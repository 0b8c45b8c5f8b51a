import { ROLE_DESCRIPTIONS, ROLE_LABELS, can } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Badge, PageHeader } from "../../../components/ui/card";
import { LocationsOverview } from "../../../features/locations/components/locations-overview";
import { locationsQuery } from "../../../features/locations/api/locations";
import { queryClient } from "../../../lib/query-client";
import { useCurrentWorkspace, useSession } from "../../../lib/session";
import { currentWorkspaceId } from "../../spa/loaders";

export async function loader(args: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(locationsQuery(await currentWorkspaceId(args)));
  return null;
}

/**
 * `/app`: the workspace's home until the dashboard arrives with inventory: its name, your role,
 * its locations and their storage areas, and where to go next. No figures yet: there is no
 * stock to count.
 */
export function HomePage() {
  const session = useSession();
  const workspace = useCurrentWorkspace();
  const { data: locations } = useSuspenseQuery(locationsQuery(workspace.id));
  const current = locations.find((location) => location.id === session.currentLocationId);
  const role = workspace.role;

  return (
    <>
      <PageHeader
        title={workspace.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            You are <Badge tone="brand">{ROLE_LABELS[role]}</Badge>
            <span>{ROLE_DESCRIPTIONS[role]}</span>
          </span>
        }
      />
      <section aria-labelledby="locations-heading">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="locations-heading" className="text-xl font-bold text-brand-950">
              {current ? current.name : locations.length === 1 ? "Your location" : "Locations"}
            </h2>
            <p className="text-sm text-brand-950/70">
              {current
                ? "Showing one location. Choose All locations in the top bar to see every one."
                : locations.length === 1
                  ? "Where your team works, and its storage areas."
                  : `${locations.length} locations and their storage areas.`}
            </p>
          </div>
          {can(role, "locations.manage") ? (
            <Link to="/app/settings/locations" className={buttonClasses("secondary")}>
              Manage locations
            </Link>
          ) : null}
        </div>
        <LocationsOverview locations={locations} currentLocationId={current?.id ?? null} />
      </section>
      <section
        aria-labelledby="next-heading"
        className="mt-8 rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="next-heading" className="text-xl font-bold text-brand-950">
          Set up your workspace
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {can(role, "members.manage") ? (
            <li>
              <Link
                to="/app/settings/members"
                className="block h-full rounded-xl border border-brand-900/10 p-4 hover:bg-brand-50"
              >
                <span className="font-semibold text-brand-900">Invite your team</span>
                <span className="mt-1 block text-sm text-brand-950/70">
                  Chefs, buyers and managers, each with their role.
                </span>
              </Link>
            </li>
          ) : (
            <li>
              <Link
                to="/app/settings/members"
                className="block h-full rounded-xl border border-brand-900/10 p-4 hover:bg-brand-50"
              >
                <span className="font-semibold text-brand-900">See your team</span>
                <span className="mt-1 block text-sm text-brand-950/70">
                  Who else works in {workspace.name}.
                </span>
              </Link>
            </li>
          )}
          <li>
            <Link
              to="/app/settings/locations"
              className="block h-full rounded-xl border border-brand-900/10 p-4 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-900">Locations and storage areas</span>
              <span className="mt-1 block text-sm text-brand-950/70">
                Walk-ins, dry stores and bars, in counting order.
              </span>
            </Link>
          </li>
          <li>
            <Link
              to="/app/settings/profile"
              className="block h-full rounded-xl border border-brand-900/10 p-4 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-900">Your profile</span>
              <span className="mt-1 block text-sm text-brand-950/70">
                Your name, and where you are signed in.
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
