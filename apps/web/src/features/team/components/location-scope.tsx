import { useId } from "react";

export interface LocationOption {
  id: string;
  name: string;
}

/**
 * Where a member works: every location (null), or only some. A fieldset of two radios, and the
 * locations' checkboxes when "Only some" is chosen.
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
  const name = useId();
  const radio = "h-5 w-5 shrink-0 accent-brand-700";
  const row = "flex min-h-11 items-center gap-3 text-sm text-brand-950 sm:min-h-9";
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-brand-950">{legend}</legend>
      <div className="mt-1">
        <label className={row}>
          <input
            type="radio"
            name={name}
            className={radio}
            checked={value === null}
            onChange={() => onChange(null)}
          />
          All locations, including new ones
        </label>
        <label className={row}>
          <input
            type="radio"
            name={name}
            className={radio}
            checked={value !== null}
            onChange={() => onChange(locations[0] ? [locations[0].id] : [])}
          />
          Only some locations
        </label>
        {value !== null ? (
          <div className="ml-8 border-l-2 border-brand-900/10 pl-3">
            {locations.map((location) => (
              <label key={location.id} className={row}>
                <input
                  type="checkbox"
                  className={radio}
                  checked={value.includes(location.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, location.id]
                        : value.filter((id) => id !== location.id),
                    )
                  }
                />
                {location.name}
              </label>
            ))}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}

/** "All locations", or the names of the member's locations. */
export function describeScope(locations: LocationOption[], ids: string[] | null): string {
  if (ids === null) return "All locations";
  const names = locations.filter((location) => ids.includes(location.id)).map((l) => l.name);
  return names.length > 0 ? names.join(", ") : "No locations";
}
