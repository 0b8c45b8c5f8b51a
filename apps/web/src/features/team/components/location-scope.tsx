import { ScopeChoice, type ScopeOption } from "@/components/ui/scope-choice";

export type LocationOption = ScopeOption;

/**
 * Where a member works: every location (null), or only some. Choosing "only some" ticks the
 * first location, so a member is never left working nowhere.
 */
export function LocationScope({
  locations,
  value,
  onChange,
  legend = "Locations",
}: {
  locations: LocationOption[];
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  legend?: string;
}) {
  return (
    <ScopeChoice
      legend={legend}
      everyLabel="All locations, including new ones"
      someLabel="Only some locations"
      options={locations}
      value={value}
      onChange={onChange}
      someStartsWith={locations[0] ? [locations[0].id] : []}
    />
  );
}

/** "All locations", or the names of the member's locations. */
export function describeScope(locations: LocationOption[], ids: string[] | null): string {
  if (ids === null) return "All locations";
  const names = locations.filter((location) => ids.includes(location.id)).map((l) => l.name);
  return names.length > 0 ? names.join(", ") : "No locations";
}
