import { exact, type Exact, linesUsage, toDecimal } from "@larder/domain";
import Fraction from "fraction.js";
import { sampleCatalog } from "./sample-catalog";
import { random, weekdayOf } from "./sample-days";
import { SAMPLE_MENU } from "./sample-data";

/** Weeks of sales the bistro's till has sent Larder: ten, each imported the Monday after. */
export const SALES_WEEKS = 10;
export const SALES_DAYS = SALES_WEEKS * 7;

/** Share of a week's plates on Mon … Sun: a dinner trade, busiest on Friday and Saturday. */
const SERVICE = [0.1, 0.11, 0.12, 0.14, 0.19, 0.21, 0.13] as const;

/**
 * Plates sold in a week of the last four, and how that changes week on week (as the movers they
 * are made from: more basil dishes, fewer beef and oregano ones). Sized so that what they take
 * from stock is about four fifths of the movers' use (docs/demo-data.md); the rest is staff
 * meals and specials, recorded by hand. The lemon tart is off: its crème fraîche is out.
 */
const WEEKLY_PLATES: Record<string, [number, number?]> = {
  "Caesar Salad": [60],
  "Caprese Salad": [35, 0.03],
  "Tomato Soup & Grilled Cheese": [40, 0.03],
  "Onion Soup Gratinée": [30],
  "Grilled Asparagus": [20],
  "Garlic Shrimp": [30],
  "Tuna Tartare": [20],
  "Moules Frites": [25],
  "Braised Short Ribs": [25],
  "Pan-Seared Salmon": [60],
  "Ribeye Steak Frites": [35],
  "Rack of Lamb": [15],
  "Roast Chicken Breast": [100, 0.02],
  "Fish & Chips": [50],
  "Classic Burger": [65, -0.015],
  "Chicken Tacos": [45],
  "Duck Breast": [20],
  "Seared Scallops": [20],
  "Chicken Souvlaki": [40, -0.02],
  "Margherita Pizza": [45, 0.03],
  "Sausage & Mushroom Pizza": [35, -0.02],
  "Prosciutto & Arugula Pizza": [30],
  "Spaghetti Bolognese": [45, -0.015],
  Lasagne: [35, -0.015],
  "Mushroom Risotto": [30],
  "Spaghetti Carbonara": [22],
  "Tagliatelle al Pesto": [15, 0.03],
  "Penne Arrabbiata": [30],
  "Chocolate Fondant": [35],
  "Crème Brûlée": [30],
  "Chocolate Mousse": [20],
  Affogato: [20],
  Cappuccino: [120],
  "House Lemonade": [60],
  "Glass of House Red": [90],
  "Glass of House White": [80],
  Lager: [100],
  "Sparkling Water": [70],
};

/** A name the till sends that is not on Larder's menu yet: the mapping screen has work to show. */
export const UNMAPPED_SPECIAL = { name: "Chef's Special", price: "26.00", perWeek: 12 } as const;

export interface SampleSale {
  daysAgo: number;
  /** The menu item, or the unmapped special. */
  name: string;
  quantity: number;
  /** Before tax, at the menu price. */
  netSales: string;
  mapped: boolean;
}

/**
 * What the bistro sold on each of the last SALES_DAYS days: one line per plate and day, as an
 * item sales summary exports it. Deterministic, so every demo (and its tests) sees the same.
 */
export function sampleSales(today: Date): SampleSale[] {
  const next = random(4242);
  const prices = new Map(SAMPLE_MENU.map((item) => [item.name, item.price]));
  const sales: SampleSale[] = [];
  const plates = [
    ...Object.entries(WEEKLY_PLATES),
    [UNMAPPED_SPECIAL.name, [UNMAPPED_SPECIAL.perWeek]] as const,
  ];
  for (let daysAgo = SALES_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const share = SERVICE[weekdayOf(today, daysAgo)]!;
    for (const [name, [perWeek, growth = 0]] of plates) {
      const trend = (1 + growth) ** (-(daysAgo - 14) / 7);
      const quantity = Math.round(perWeek * share * trend * (0.85 + next() * 0.3));
      if (quantity <= 0) continue;
      const mapped = name !== UNMAPPED_SPECIAL.name;
      const price = mapped ? prices.get(name)! : UNMAPPED_SPECIAL.price;
      sales.push({
        daysAgo,
        name,
        quantity,
        netSales: toDecimal(exact(price).mul(quantity), 2),
        mapped,
      });
    }
  }
  return sales;
}

/**
 * What the sales take from stock, item by item and day by day, in each item's base unit: each
 * plate through its recipes exactly as Larder's depletion does (linesUsage).
 */
export function salesUsage(sales: SampleSale[]): Map<string, Map<number, Exact>> {
  const catalog = sampleCatalog();
  const perPlate = new Map<string, Map<string, Exact>>();
  const usage = new Map<string, Map<number, Exact>>();
  for (const sale of sales) {
    if (!sale.mapped) continue;
    let plate = perPlate.get(sale.name);
    if (!plate) {
      plate = linesUsage(catalog, catalog.recipes.get(`menu:${sale.name}`)!.lines, new Fraction(1));
      perPlate.set(sale.name, plate);
    }
    for (const [item, amount] of plate) {
      const days = usage.get(item) ?? new Map<number, Exact>();
      days.set(
        sale.daysAgo,
        (days.get(sale.daysAgo) ?? new Fraction(0)).add(amount.mul(sale.quantity)),
      );
      usage.set(item, days);
    }
  }
  return usage;
}
