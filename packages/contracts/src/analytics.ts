import { z } from "zod";
import { unitSchema, uuid } from "./fields";

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
  /** Use per period over the window, a decimal string. */
  usage: z.string(),
  /** The base unit per period: "lb/week". */
  unit: z.string(),
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
  "too_little_history",
] as const;
export type ForecastMethodName = (typeof FORECAST_METHODS)[number];
export const FORECAST_METHOD_LABELS: Record<ForecastMethodName, string> = {
  seasonal_smoothing: "Exponential smoothing with a weekday pattern",
  intermittent: "Intermittent demand (TSB)",
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
});
export type UsageSeries = z.infer<typeof usageSeriesSchema>;

// Forecasts and suggested orders

export const forecastRunSchema = z.object({
  state: z.enum(["queued", "running", "done", "failed"]),
  /** Item × location series in the run, and how many are done. */
  series: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Finished long enough ago (or never) that a new run is due. */
  stale: z.boolean(),
});
export type ForecastRun = z.infer<typeof forecastRunSchema>;

export const SERVICE_LEVELS = ["0.9", "0.95", "0.98", "0.99"] as const;

export const suggestionsQuerySchema = z.object({
  /** Without it, the member's location that carries the most items. */
  locationId: uuid("location").optional(),
  /** One supplier; without it, every active supplier. */
  supplierId: uuid("supplier").optional(),
  serviceLevel: z
    .enum(SERVICE_LEVELS, { error: "Choose a service level of 90, 95, 98 or 99%." })
    .default("0.95"),
});
export type SuggestionsQuery = z.input<typeof suggestionsQuerySchema>;

export const suggestedLineSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  baseUnit: z.string(),
  /** The supplier's pack and what it holds in base units. */
  unit: z.string(),
  packSize: z.string(),
  /** Packs to order. */
  quantity: z.string(),
  unitPrice: z.string(),
  lineTotal: z.string(),
  onHand: z.string(),
  onOrder: z.string(),
  basis: z.enum(["forecast", "par"]),
  method: z.enum(FORECAST_METHODS).nullable(),
  /** The item's recent forecast error at this location (0.2 = 20%), when known. */
  wape: z.string().nullable(),
  explanation: z.string(),
});
export type SuggestedLine = z.infer<typeof suggestedLineSchema>;

export const supplierSuggestionSchema = z.object({
  supplierId: z.uuid(),
  name: z.string(),
  /** The delivery an order placed today would come with, and the one after it (YYYY-MM-DD). */
  nextDelivery: z.string(),
  followingDelivery: z.string(),
  minimumOrder: z.string().nullable(),
  total: z.string(),
  belowMinimum: z.boolean(),
  lines: z.array(suggestedLineSchema),
  /** Items of this supplier with enough stock until the delivery after next. */
  enough: z.number().int(),
});
export type SupplierSuggestion = z.infer<typeof supplierSuggestionSchema>;

export const suggestionsSchema = z.object({
  locationId: z.uuid(),
  serviceLevel: z.enum(SERVICE_LEVELS),
  run: forecastRunSchema.nullable(),
  suppliers: z.array(supplierSuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const suggestedOrdersInputSchema = z.object({
  locationId: uuid("location"),
  lines: z
    .array(
      z.object({
        supplierId: uuid("supplier"),
        itemId: uuid("item"),
        unit: unitSchema,
        quantity: z
          .string()
          .trim()
          .regex(/^\d{1,9}(\.\d{1,3})?$/, {
            error: "Enter each quantity as a number of 0 or more.",
          }),
      }),
    )
    .min(1, { error: "Choose at least one line to order." })
    .max(1000, { error: "At most 1,000 lines can be ordered at once." }),
});
export type SuggestedOrdersInput = z.input<typeof suggestedOrdersInputSchema>;

export const createdOrdersSchema = z.object({
  orders: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      supplierName: z.string(),
      lines: z.number().int(),
    }),
  ),
});
export type CreatedOrders = z.infer<typeof createdOrdersSchema>;

export const accuracyRowSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  locationId: z.uuid(),
  locationName: z.string(),
  method: z.enum(FORECAST_METHODS),
  historyDays: z.number().int(),
  /** Backtest errors over the last four weeks (0.2 = 20%); null without a backtest or use. */
  wape: z.string().nullable(),
  baselineWape: z.string().nullable(),
  computedAt: z.string(),
});
export type AccuracyRow = z.infer<typeof accuracyRowSchema>;

export const accuracySchema = z.object({
  run: forecastRunSchema.nullable(),
  rows: z.array(accuracyRowSchema),
  /** Weighted over the rows shown: the engine's and the baseline's errors. */
  overall: z.object({ wape: z.string().nullable(), baselineWape: z.string().nullable() }),
});
export type Accuracy = z.infer<typeof accuracySchema>;
