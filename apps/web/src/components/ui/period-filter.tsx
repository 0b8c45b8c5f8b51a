import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";

interface Period {
  from: string;
  to: string;
}

/** A report's location, chosen beside its period. */
interface LocationChoice {
  locations: { id: string; name: string }[];
  /** A location's id, or "all" when `everyLocation` is offered and chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Offers "All locations" (value "all") before the locations themselves. */
  everyLocation?: boolean;
}

interface PeriodFilterProps {
  period: Period;
  /** One edge of the period changed: `{ from }` or `{ to }`, as `useFilterParams` updates take. */
  onChange: (change: { from: string } | { to: string }) => void;
  /** The location the report is about, for a report that has one. */
  location?: LocationChoice;
  /** What the period means on this screen (whose days, what is counted), under the fields. */
  note?: ReactNode;
  /** Reads the note out when it changes: it repeats the period in words. */
  announceNote?: boolean;
  /** A further field of this report's filter (menu engineering's section), after the period. */
  more?: ReactNode;
}

/**
 * The filter at the top of a report: the days it covers, From and To (neither past the other),
 * and the location where the report has one, in a card of their own.
 */
export function PeriodFilter({
  period,
  onChange,
  location,
  note,
  announceNote = false,
  more,
}: PeriodFilterProps) {
  const layout = more
    ? "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
    : location
      ? "grid grid-cols-1 gap-3 sm:grid-cols-3"
      : "grid grid-cols-2 gap-3 sm:max-w-md";
  return (
    <Card className="mb-6">
      <h2 className="sr-only">{location ? "Period and location" : "Period"}</h2>
      <div className={layout}>
        {location ? (
          <SelectField
            label="Location"
            value={location.value}
            onChange={(event) => location.onChange(event.target.value)}
          >
            {location.everyLocation ? <option value="all">All locations</option> : null}
            <NamedOptions items={location.locations} />
          </SelectField>
        ) : null}
        <TextField
          type="date"
          label="From"
          value={period.from}
          max={period.to}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <TextField
          type="date"
          label="To"
          value={period.to}
          min={period.from}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        {more}
      </div>
      {note ? (
        <p
          className="mt-3 text-sm text-brand-950/70"
          aria-live={announceNote ? "polite" : undefined}
        >
          {note}
        </p>
      ) : null}
    </Card>
  );
}
