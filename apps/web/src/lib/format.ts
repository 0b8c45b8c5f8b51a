import type { SupplierItem } from "@larder/contracts";
import { dollars, perUnitLabel, portionsText, unitDollars, unitLabel } from "@larder/domain";

/**
 * An amount of US dollars as people read it, in cents ("$2,988.00", "$4.49" for a batch that
 * costs 4.4861), or whole dollars with `cents: false`. Rounded once from the decimal string, as
 * money travels in Larder, never through a binary float (packages/domain, `dollars`).
 */
export function formatUsd(amount: string, options: { cents?: boolean } = {}): string {
  return dollars(amount, options);
}

/**
 * A cost per unit, shown beside its unit ("$2.6044/kg", "$0.0125 per g"): cents, and the
 * hundredths of a cent it has. Every other amount of money is shown with `formatUsd`.
 */
export function formatUnitCost(amount: string): string {
  return unitDollars(amount);
}

/** "1 portion", "16 portions", "16.7 portions" (not "16.67"): portions as a cook counts them. */
export function formatPortions(count: string): string {
  return portionsText(count);
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/**
 * "Nov 21, 2026, 3:04 PM": in `timeZone` when given (a location's, for what happened there and
 * is read against its days, such as the counts of a variance period), else the browser's.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const key = timeZone ?? "";
  let format = dateTimes.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      ...(timeZone ? { timeZone } : {}),
    });
    dateTimes.set(key, format);
  }
  return format.format(new Date(iso));
}

/** "Nov 21, 2026". */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

const calendarDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar day ("2026-11-17") as "Nov 17, 2026", the same day wherever the browser is. */
export function formatDay(day: string): string {
  return calendarDay.format(new Date(`${day}T00:00:00Z`));
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "just now", "5 minutes ago", "in 3 days": how far `iso` is from `now`. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  let amount = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) return "just now";
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), "year");
}

const quantityFormats = new Map<number, Intl.NumberFormat>();

/**
 * A quantity as people read it: "1,250", "2.5", at most `places` decimals ("0.333"). The
 * decimal string goes to Intl as it is, never through a binary float.
 */
export function formatNumber(value: string, places = 3): string {
  let format = quantityFormats.get(places);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits: places });
    quantityFormats.set(places, format);
  }
  return format.format(value as Intl.StringNumericLiteral);
}

/** "12.5 kg", with the unit's label. */
export function formatQuantity(value: string, unitLabel: string, places = 3): string {
  return `${formatNumber(value, places)} ${unitLabel}`;
}

/** "5 L", "1.5 kg", "1 portion", "12 portions": a quantity with its unit's label. */
export function formatAmount(value: string, unit: string, places = 3): string {
  const label =
    unit === "portion" && formatNumber(value, places) !== "1" ? "portions" : unitLabel(unit);
  return formatQuantity(value, label, places);
}

/** Today's date where the browser is, as YYYY-MM-DD (not UTC's, which may be tomorrow). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * "30%", "10.7%", "8.875%": a percentage as it travels, without trailing zeros. A rate typed in
 * with more places (a tax rate keeps six) passes `places` so that none is rounded away.
 */
export function formatPercent(value: string, places = 3): string {
  return `${formatNumber(value, places)}%`;
}

/** "Oct 26": a month (YYYY-MM) as the reports head their columns. */
export function formatMonth(month: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  });
}

/** "case of 10 kg", or "lb" for the base unit itself. */
export function packLabel(item: Pick<SupplierItem, "unit" | "baseUnit" | "baseQuantity">): string {
  if (item.unit === item.baseUnit) return perUnitLabel(item.unit);
  return `${unitLabel(item.unit)} of ${formatNumber(item.baseQuantity)} ${unitLabel(item.baseUnit)}`;
}
