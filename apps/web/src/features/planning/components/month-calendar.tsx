import { LOCATION_EVENT_KIND_LABELS, WEEKDAY_NAMES, type LocationEvent } from "@larder/contracts";
import { formatExpectedChange, formatShortDay, type PlannedDay } from "./month-days";

const chip = {
  promotion: "bg-saffron/25 text-brand-950",
  event: "bg-sky-100 text-sky-900",
} as const;

function EventChip({
  event,
  onOpen,
}: {
  event: LocationEvent;
  onOpen?: (e: LocationEvent) => void;
}) {
  const label = `${event.name}${event.expectedGuests ? ` · ${event.expectedGuests} guests` : ""}`;
  const change =
    event.expectedChangePercent === null ? null : formatExpectedChange(event.expectedChangePercent);
  const kind = LOCATION_EVENT_KIND_LABELS[event.kind];
  // Which items it moves, when not all of them: "Meat, Bread only".
  const only =
    event.categories.length > 0
      ? `${event.categories.map((category) => category.name).join(", ")} only`
      : null;
  const classes = `block w-full break-words rounded-md px-1.5 py-0.5 text-left text-xs font-semibold ${chip[event.kind]}`;
  const contents = (
    <>
      {label}
      {/* The space keeps "hour +25%" two words for screen readers and the label's check. */}
      {change ? <span className="block font-normal"> {change}</span> : null}
      {only ? <span className="block font-normal"> {only}</span> : null}
    </>
  );
  return onOpen ? (
    <button
      type="button"
      className={`${classes} hover:underline`}
      title={`${kind}: ${label}${change ? `, ${change}` : ""}${only ? `, ${only}` : ""}`}
      aria-label={`${label}${change ? `, ${change}` : ""}${only ? `, ${only}` : ""}, ${kind.toLowerCase()}: change it`}
      onClick={() => onOpen(event)}
    >
      {contents}
    </button>
  ) : (
    <span
      className={classes}
      title={`${label}${change ? `, ${change}` : ""}${only ? `, ${only}` : ""}`}
    >
      {contents}
    </span>
  );
}

interface DayActions {
  /** Offered when the member may change events. */
  onOpen?: ((event: LocationEvent) => void) | undefined;
  /** Offered when the member may open a closed day again. */
  onReopen?: ((day: string) => void) | undefined;
}

function DayContents({ day, onOpen, onReopen }: { day: PlannedDay } & DayActions) {
  return (
    <div className="mt-1 grid gap-1">
      {day.holidays.map((name) => (
        <span key={name} className="text-xs font-semibold break-words text-tomato-deep">
          {name}
        </span>
      ))}
      {day.closed ? (
        <span className="text-xs font-semibold break-words text-brand-950/70">
          {day.closed}
          {day.closure && onReopen ? (
            <button
              type="button"
              className="ml-1 font-semibold text-brand-800 underline"
              aria-label={`Open again on ${formatShortDay(day.day)}`}
              onClick={() => onReopen(day.day)}
            >
              Open again
            </button>
          ) : null}
        </span>
      ) : null}
      {day.events.map((event) => (
        <EventChip key={event.id} event={event} onOpen={onOpen} />
      ))}
    </div>
  );
}

/**
 * A month of a location's plans: a grid of weeks on wider screens, a list of the days that have
 * something on a phone. Holidays in red, closures in grey, promotions yellow, events blue.
 */
export function MonthCalendar({
  days,
  today,
  caption,
  onOpen,
  onReopen,
}: {
  days: PlannedDay[];
  today: string;
  caption: string;
} & DayActions) {
  const weeks: (PlannedDay | null)[][] = [];
  let week: (PlannedDay | null)[] = Array.from({ length: days[0]?.weekday ?? 0 }, () => null);
  for (const day of days) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  const busy = days.filter((d) => d.holidays.length > 0 || d.events.length > 0 || d.closure);

  return (
    <>
      <table className="hidden w-full table-fixed border-collapse md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th
                key={name}
                scope="col"
                className="pb-2 text-left text-xs font-semibold text-brand-950/70"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((days, w) => (
            <tr key={w}>
              {days.map((day, d) =>
                day ? (
                  <td
                    key={day.day}
                    className={`h-28 border border-brand-900/10 p-1.5 align-top ${
                      day.closed ? "bg-brand-950/[0.03]" : "bg-white"
                    }`}
                  >
                    <span
                      className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-bold ${
                        day.day === today ? "bg-brand-700 text-white" : "text-brand-950"
                      }`}
                    >
                      <span className="sr-only">{formatShortDay(day.day)}</span>
                      <span aria-hidden>{Number(day.day.slice(8))}</span>
                    </span>
                    <DayContents day={day} onOpen={onOpen} onReopen={onReopen} />
                  </td>
                ) : (
                  <td key={`blank-${d}`} className="border border-brand-900/10 bg-brand-50/40" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="md:hidden">
        <h3 className="sr-only">{caption}</h3>
        {busy.length === 0 ? (
          <p className="py-4 text-sm text-brand-950/70">Nothing planned this month.</p>
        ) : (
          <ul className="divide-y divide-brand-900/10">
            {busy.map((day) => (
              <li key={day.day} className="flex gap-3 py-2.5">
                <span
                  className={`w-28 shrink-0 text-sm font-semibold ${
                    day.day === today ? "text-brand-700" : "text-brand-950"
                  }`}
                >
                  {formatShortDay(day.day)}
                  {day.day === today ? <span className="block text-xs">Today</span> : null}
                </span>
                <div className="min-w-0 flex-1">
                  <DayContents day={day} onOpen={onOpen} onReopen={onReopen} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
