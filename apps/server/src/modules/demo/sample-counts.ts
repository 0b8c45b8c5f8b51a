import { type Exact, exact, sum, toDecimal } from "@larder/domain";
import { random } from "./sample-days";
import { SAMPLE_ITEMS } from "./sample-data";
import { SALES_WEEKS } from "./sample-sales";

/**
 * The bistro's weekly count of its key items, last thing at night every seven days, the last one
 * last night: ten counts, so each week of sales has a count at both ends. For each item, the
 * share of what sales took that the count finds missing (over-portioning, spoilage not logged, a
 * glass poured generously), in thousandths; a negative share finds stock (a plate portioned
 * short).
 */
export const WEEKLY_COUNT: Record<string, number> = {
  "Chicken Breast": 60,
  "Salmon Fillet": 80,
  "Ground Beef": 40,
  "Ribeye Steak": 70,
  "Beef Short Ribs": 30,
  "Shrimp 16/20": 90,
  "Fresh Mozzarella": 50,
  Parmesan: 100,
  "House Red Wine": 120,
  "House White Wine": 80,
  "Fresh Basil": 150,
  Tomatoes: 40,
  Eggs: 25,
  "Unsalted Butter": 50,
  "Heavy Cream": -20,
  "Russet Potatoes": 50,
  Lemons: 0,
  Milk: 15,
};

/** The hour of the night the count is posted, after service and its sales. */
export const COUNT_HOUR = 23;

/** Days ago of each count, oldest first: the last night of each week of sales. */
export function countDays(): number[] {
  return Array.from({ length: SALES_WEEKS }, (_, week) => 7 * (SALES_WEEKS - 1 - week) + 1);
}

export interface SampleCountAdjustment {
  item: string;
  daysAgo: number;
  /** Signed, in the item's base unit: negative when the count found less than the ledger. */
  quantity: Exact;
}

/**
 * What each weekly count corrects, item by item: its share of the week's sales use (±50% from
 * week to week), rounded as the item is counted (whole pieces, hundredths otherwise).
 */
export function countAdjustments(sold: Map<string, Map<number, Exact>>): SampleCountAdjustment[] {
  const next = random(777);
  const units = new Map(SAMPLE_ITEMS.map((item) => [item.name, item.unit]));
  const adjustments: SampleCountAdjustment[] = [];
  for (const daysAgo of countDays()) {
    for (const [item, perMille] of Object.entries(WEEKLY_COUNT)) {
      const days = sold.get(item) ?? new Map<number, Exact>();
      const week = sum(
        [...days].filter(([day]) => day >= daysAgo && day < daysAgo + 7).map(([, used]) => used),
      );
      const places = units.get(item) === "pcs" ? 0 : 2;
      const swing = 500 + Math.floor(next() * 1000);
      const quantity = exact(toDecimal(week.mul(-perMille * swing).div(1_000_000), places));
      adjustments.push({ item, daysAgo, quantity });
    }
  }
  return adjustments;
}
