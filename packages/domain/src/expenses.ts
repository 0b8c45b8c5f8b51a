// Recurring expenses: rent on the 1st, the linen service every week, insurance every quarter.
// Each occurrence is a day on the calendar computed from the first one, never from the one
// before it, so a rent due on the 31st falls on the 30th in April and on the 31st again in May.
import { addDays } from "./days";

export const EXPENSE_FREQUENCIES = ["weekly", "monthly", "quarterly", "yearly"] as const;
export type ExpenseFrequency = (typeof EXPENSE_FREQUENCIES)[number];

const MONTHS: Record<Exclude<ExpenseFrequency, "weekly">, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** YYYY-MM-DD `months` after `day`, on the same day of the month or the month's last day. */
export function addMonths(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, "0")}-${String(targetMonth + 1).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

/** The `n`th occurrence (from 0) of an expense that first falls on `startsOn`. */
export function occurrence(startsOn: string, frequency: ExpenseFrequency, n: number): string {
  return frequency === "weekly"
    ? addDays(startsOn, 7 * n)
    : addMonths(startsOn, MONTHS[frequency] * n);
}

/**
 * The days a recurring expense falls on from `from` to `through` (both included), in order,
 * never before `startsOn` nor after `endsOn`. At most `limit` days, so that a rule started
 * centuries ago cannot make a request write without end.
 */
export function occurrencesBetween(
  rule: { startsOn: string; frequency: ExpenseFrequency; endsOn: string | null },
  from: string,
  through: string,
  limit = 500,
): string[] {
  const last = rule.endsOn !== null && rule.endsOn < through ? rule.endsOn : through;
  const days: string[] = [];
  // Weekly rules jump straight to the first week at or after `from`; others are few a year.
  let n =
    rule.frequency === "weekly" && from > rule.startsOn
      ? Math.floor((Date.parse(from) - Date.parse(rule.startsOn)) / (7 * 86_400_000))
      : 0;
  for (; days.length < limit; n += 1) {
    const day = occurrence(rule.startsOn, rule.frequency, n);
    if (day > last) break;
    if (day >= from) days.push(day);
  }
  return days;
}
