import { unitLabel } from "@larder/domain";

/**
 * Formats a decimal amount of US dollars the en-US way ("$2,988.00"). The amount is a decimal
 * string, as money travels in Larder; Intl formats it without a detour through binary floats.
 */
export function formatUsd(amount: string, options: { cents?: boolean } = {}): string {
  const cents = options.cents ?? true;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount as Intl.StringNumericLiteral);
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** "Nov 21, 2026, 3:04 PM", in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
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
 * A cost in US dollars: cents always, and the hundredths of a cent when it has them ("$0.714",
 * "$10.4444"), so that the line costs shown add up to the total shown. Costs travel with four
 * decimal places (a batch is exactly the sum of its lines).
 */
export function formatCost(amount: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(amount as Intl.StringNumericLiteral);
}

/** "30%", "10.7%", "8.875%": a percentage as it travels, without trailing zeros. */
export function formatPercent(value: string): string {
  return `${formatNumber(value, 3)}%`;
}
