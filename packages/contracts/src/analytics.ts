import { z } from "zod";
import { isoDate, uuid } from "./fields";

/** The analytics' periods: the unit a usage rate is given in, and the window it is measured over. */
export const ANALYTICS_PERIODS = ["daily", "weekly", "monthly"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
};

/**
 * Each period's window (the days its figures add up) and how many days its rate is per: daily
 * use over the last week, weekly over the last four, monthly over the last twelve (a month being
 * 365.25 / 12 days). Changes compare a window with the one just before it.
 */
export const PERIOD_WINDOWS: Record<
  AnalyticsPeriod,
  { days: number; per: string; perDays: string; label: string }
> = {
  daily: { days: 7, per: "day", perDays: "1", label: "the last 7 days" },
  weekly: { days: 28, per: "week", perDays: "7", label: "the last 4 weeks" },
  monthly: { days: 84, per: "month", perDays: "30.4375", label: "the last 12 weeks" },
};

export const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export const usageAnalyticsQuerySchema = z.object({
  /** One location; without it, every location the member sees, added together. */
  locationId: uuid("location").optional(),
  period: z
    .enum(ANALYTICS_PERIODS, { error: "Choose daily, weekly or monthly." })
    .default("weekly"),
  categoryId: uuid("category").optional(),
  /** The heatmap's item; without it, the items used most. */
  itemId: uuid("item").optional(),
});
export type UsageAnalyticsQuery = z.input<typeof usageAnalyticsQuerySchema>;

export const moverSchema = z.object({
  rank: z.number().int(),
  itemId: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  /** Use per period over the window, a decimal string, in the item's own unit. */
  usage: z.string(),
  /** The base unit per period as people read it: "lb/week", "L/day". */
  unit: z.string(),
  /**
   * What that use cost per period in US dollars, at the item's average cost on the shelves (else
   * its last received price): what the top movers are ranked by, so pieces and pounds compare.
   * Null when the item has never had a cost.
   */
  value: z.string().nullable(),
  /** Days the stock on hand lasts at the window's rate of use; null when none is held or used. */
  daysOfStock: z.string().nullable(),
  /** Whole percent against the window before; null when nothing was used then. */
  changePercent: z.number().int().nullable(),
  trend: z.enum(["up", "down", "flat"]),
});
export type Mover = z.infer<typeof moverSchema>;

export const heatmapRowSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  unit: z.string(),
  /** Units used on each weekday (Monday first) over the window, decimal strings. */
  byWeekday: z.array(z.string()).length(7),
  peak: z.object({ weekday: z.enum(WEEKDAY_NAMES), units: z.string() }),
  /** Units per day over the window, rounded to a whole number. */
  averagePerDay: z.string(),
});
export type HeatmapRow = z.infer<typeof heatmapRowSchema>;

export const usageAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  /** First and last local day of the window, and of the one before it (YYYY-MM-DD). */
  window: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  previous: z.object({ from: z.string(), to: z.string() }),
  topMovers: z.array(moverSchema),
  slowMovers: z.array(moverSchema),
  heatmap: z.array(heatmapRowSchema),
  /** Items that can be chosen in the heatmap's filter: the 100 used most in the window, by name. */
  items: z.array(z.object({ itemId: z.uuid(), name: z.string() })),
  /** How many items were used in the window: more than `items` holds when the list is cut. */
  itemsUsed: z.number().int(),
  /** Items in stock that were not used at all in the window: counted, never ranked as slow. */
  notUsedInStock: z.number().int(),
});
export type UsageAnalytics = z.infer<typeof usageAnalyticsSchema>;

export const usageSeriesQuerySchema = z.object({
  locationId: uuid("location").optional(),
  itemId: uuid("item"),
  /** Days of history to show. */
  days: z.coerce.number().int().min(7).max(365).default(56),
  /** Days ahead to forecast. */
  horizon: z.coerce.number().int().min(1).max(60).default(14),
});

export const FORECAST_METHODS = [
  "seasonal_smoothing",
  "intermittent",
  "ensemble",
  "too_little_history",
] as const;
export type ForecastMethodName = (typeof FORECAST_METHODS)[number];
export const FORECAST_METHOD_LABELS: Record<ForecastMethodName, string> = {
  seasonal_smoothing: "Exponential smoothing with a weekday pattern",
  intermittent: "Intermittent demand (TSB)",
  ensemble: "A blend of methods, weighted by how well each forecast this item's past",
  too_little_history: "Too little history: a rough average",
};

export const usageSeriesSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  unit: z.string(),
  history: z.array(z.object({ day: z.string(), used: z.string() })),
  forecast: z.array(
    z.object({ day: z.string(), expected: z.string(), low: z.string(), high: z.string() }),
  ),
  method: z.enum(FORECAST_METHODS),
  /** The band's coverage: 0.8 is the central 80% prediction interval. */
  bandLevel: z.number(),
  /** Holidays and events on the days shown, behind and ahead (the location's calendar). */
  events: z.array(
    z.object({
      day: z.string(),
      name: z.string(),
      kind: z.enum(["holiday", "promotion", "event"]),
    }),
  ),
  /** The holidays and events ahead that moved the forecast: 1.4 is 40% more than usual. */
  effects: z.array(z.object({ day: z.string(), name: z.string(), lift: z.number() })),
});
export type UsageSeries = z.infer<typeof usageSeriesSchema>;

/** The longest period the location comparison adds up, in days. */
export const LOCATION_COMPARISON_MAX_DAYS = 366;

export const locationComparisonQuerySchema = z
  .object({
    /** The period's first and last day, each location's own local days; the last 28 days by default. */
    from: isoDate("the first day").optional(),
    to: isoDate("the last day").optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "The first day must not be after the last day.",
    path: ["from"],
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < LOCATION_COMPARISON_MAX_DAYS,
    { error: `Compare at most ${LOCATION_COMPARISON_MAX_DAYS} days at a time.`, path: ["to"] },
  );
export type LocationComparisonQuery = z.input<typeof locationComparisonQuerySchema>;

export const locationSpendSchema = z.object({
  supplierId: z.uuid(),
  name: z.string(),
  /** Invoiced to the location in the period, excluding tax, US dollars. */
  spend: z.string(),
});

/**
 * One location's figures for the period, in US dollars as decimal strings. A figure the member
 * may not see is null: values need `costs.view`, spend `invoices.view`, food cost `sales.view`.
 */
export const locationFiguresSchema = z.object({
  locationId: z.uuid(),
  name: z.string(),
  /** What is on the shelves now, at each item's average cost. */
  stockValue: z.string().nullable(),
  /** What left stock by use, waste and sales in the period, at what it cost. */
  usageValue: z.string().nullable(),
  wasteValue: z.string().nullable(),
  /** Waste as a percentage of usage, two decimals; null when nothing was used. */
  wastePercent: z.string().nullable(),
  /** Count adjustments in the period at their cost: negative when counts found less. */
  countVarianceValue: z.string().nullable(),
  /** Invoices of the period by supplier, most first, and their total. */
  spend: z.string().nullable(),
  spendBySupplier: z.array(locationSpendSchema).nullable(),
  /** Net sales of plates on the menu, what their ingredients cost, and the one over the other. */
  netSales: z.string().nullable(),
  costOfSales: z.string().nullable(),
  foodCostPercent: z.string().nullable(),
});
export type LocationFigures = z.infer<typeof locationFiguresSchema>;

export const locationComparisonSchema = z.object({
  from: z.string(),
  to: z.string(),
  locations: z.array(locationFiguresSchema),
});
export type LocationComparison = z.infer<typeof locationComparisonSchema>;
