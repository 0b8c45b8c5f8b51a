import type { Location } from "@larder/contracts";
import { Archive, MapPin } from "lucide-react";

/** The locations the member can see, each with its active storage areas, for the home page. */
export function LocationsOverview({
  locations,
  currentLocationId,
}: {
  locations: Location[];
  currentLocationId: string | null;
}) {
  const shown = currentLocationId
    ? locations.filter((location) => location.id === currentLocationId)
    : locations;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {shown.map((location) => {
        const areas = location.storageAreas.filter((area) => !area.archived);
        return (
          <li
            key={location.id}
            className="rounded-2xl border border-brand-900/10 bg-white p-4 shadow-sm sm:p-5"
          >
            <h3 className="flex items-center gap-2 text-lg font-bold text-brand-950">
              <MapPin aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
              <span className="min-w-0 break-words">{location.name}</span>
            </h3>
            <p className="mt-1 text-sm text-brand-950/70">
              {location.address ? `${location.address} · ` : ""}
              {location.timeZone.replaceAll("_", " ")} · {location.currency}
            </p>
            <h4 className="mt-4 text-xs font-semibold uppercase tracking-wide text-brand-950/65">
              Storage areas
            </h4>
            {areas.length === 0 ? (
              <p className="mt-2 text-sm text-brand-950/70">No storage areas yet.</p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-2">
                {areas.map((area) => (
                  <li
                    key={area.id}
                    className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900"
                  >
                    <Archive aria-hidden="true" className="h-3.5 w-3.5" />
                    {area.name}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
