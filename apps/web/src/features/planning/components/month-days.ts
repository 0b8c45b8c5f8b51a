import type { LocationCalendarMonth, LocationEvent } from "@larder/contracts";
import { addDays, weekdayOfDay } from "@larder/domain";

/** What the forecast knows of one day of the month. */
export interface PlannedDay {
  day: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  holidays: string[];
  /** Why it is closed ("Staff party", "Closed on Mondays"); null when it opens. */
  closed: string | null;
  /** True when the closure was marked for that day (it can be opened again). */
  closure: boolean;
  events: LocationEvent[];
}

/** Each day of the calendar's month, with its holidays, closure and events. */
export function plannedDays(calendar: LocationCalendarMonth, openingDays: number[]): PlannedDay[] {
  const days: PlannedDay[] = [];
  for (let day = calendar.from; day <= calendar.to; day = addDays(day, 1)) {
    const weekday = weekdayOfDay(day);
    const closure = calendar.closures.find((c) => c.day === day);
    days.push({
      day,
      weekday,
      holidays: calendar.holidays.filter((h) => h.day === day).map((h) => h.name),
      closed: closure
        ? closure.name || "Closed"
        : openingDays.includes(weekday)
          ? null
          : "Closed every week",
      closure: Boolean(closure),
      events: calendar.events.filter((e) => e.startsOn <= day && e.endsOn >= day),
    });
  }
  return days;
}

/** The month after (or before) "YYYY-MM". */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const monthName = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const dayName = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "December 2026". */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
/** "Sat, Dec 5". */
export const formatShortDay = (day: string) => dayName.format(new Date(`${day}T00:00:00Z`));

/** "+25% expected", "−12.5% expected": what a manager expects an event to do to use. */
export const formatExpectedChange = (percent: string) => {
  const negative = percent.startsWith("-");
  const magnitude = percent.replace(/^-/, "");
  if (Number(magnitude) === 0) return "no change expected";
  return `${negative ? "\u2212" : "+"}${magnitude}% expected`;
};
