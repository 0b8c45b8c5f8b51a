import { useMemo } from "react";
import { currencies, timeZones } from "@/lib/places";
import { SelectField, TextField } from "./field";

export interface LocationValues {
  name: string;
  address: string;
  timeZone: string;
  currency: string;
}

/**
 * The fields of a location (a restaurant, a commissary): name, address, time zone and currency.
 * Used when creating a workspace and in Settings → Locations. `errors` are keyed by field name.
 */
export function LocationFields({
  values,
  onChange,
  errors = {},
  nameLabel = "Location name",
}: {
  values: LocationValues;
  onChange: (values: LocationValues) => void;
  errors?: Partial<Record<keyof LocationValues, string>>;
  nameLabel?: string;
}) {
  const zones = useMemo(() => timeZones(values.timeZone), [values.timeZone]);
  const money = useMemo(() => currencies(values.currency), [values.currency]);
  const set = (field: keyof LocationValues) => (value: string) =>
    onChange({ ...values, [field]: value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={nameLabel}
        name="locationName"
        autoComplete="organization"
        placeholder="Main Street kitchen"
        value={values.name}
        onChange={(event) => set("name")(event.target.value)}
        error={errors.name}
        className="sm:col-span-2"
      />
      <TextField
        label="Address"
        name="address"
        autoComplete="street-address"
        placeholder="12 Main Street, Springfield"
        hint="Optional. Shown to your team and on orders."
        value={values.address}
        onChange={(event) => set("address")(event.target.value)}
        error={errors.address}
        className="sm:col-span-2"
      />
      <SelectField
        label="Time zone"
        name="timeZone"
        value={values.timeZone}
        onChange={(event) => set("timeZone")(event.target.value)}
        error={errors.timeZone}
        hint="Counts, orders and reports follow this location's clock."
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Currency"
        name="currency"
        value={values.currency}
        onChange={(event) => set("currency")(event.target.value)}
        error={errors.currency}
        hint="Prices and costs at this location."
      >
        {money.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
