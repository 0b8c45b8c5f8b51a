import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { useFilterParams } from "@/lib/use-filter-params";

/** A month report's filters as the address keeps them: `from`, `to` and `location`. */
export function useMonthRange() {
  const [params, update] = useFilterParams();
  const query = {
    from: params.get("from") || undefined,
    to: params.get("to") || undefined,
    locationId: params.get("location") || undefined,
  };
  return { query, update };
}

/**
 * The first and last month of a report and its location; the months shown are the report's own
 * until one is chosen, and `error` (a range that runs backwards) is said under the last month.
 */
export function MonthRangeFilters({
  range: { query, update },
  months,
  locations,
  error,
}: {
  range: ReturnType<typeof useMonthRange>;
  months: string[] | undefined;
  locations: { id: string; name: string }[];
  error: unknown;
}) {
  return (
    <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
      <TextField
        label="First month"
        type="month"
        value={query.from ?? months?.[0] ?? ""}
        onChange={(event) => update({ from: event.target.value })}
      />
      <TextField
        label="Last month"
        type="month"
        value={query.to ?? months?.at(-1) ?? ""}
        onChange={(event) => update({ to: event.target.value })}
        error={error instanceof Error ? error.message : undefined}
      />
      <SelectField
        label="Location"
        value={query.locationId ?? ""}
        onChange={(event) => update({ location: event.target.value })}
      >
        <option value="">All locations</option>
        <NamedOptions items={locations} />
      </SelectField>
    </div>
  );
}
