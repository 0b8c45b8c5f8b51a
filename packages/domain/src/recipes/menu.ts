import Fraction from "fraction.js";
import { exact, toDecimal } from "../quantity";
import { COST_SCALE } from "./costing";

export interface MenuPrice {
  /** The price on the menu, a decimal string. */
  price: string;
  /** The sales tax or VAT rate in percent ("20"), "0" when none. */
  taxRate: string;
  /** Whether the menu price includes the tax (VAT in Europe) or has it added (US sales tax). */
  taxIncluded: boolean;
}

export interface MenuEconomics {
  /** What the restaurant keeps of the price: the price without tax. */
  netPrice: string;
  /** Net price − cost. */
  grossMargin: string;
  /** Cost ÷ net price × 100, one decimal; null when the item is given away. */
  foodCostPercent: string | null;
}

/** The price without tax: an included tax is taken out, an added one was never in it. */
export function netPrice(price: MenuPrice): Fraction {
  const gross = exact(price.price);
  return price.taxIncluded ? gross.div(new Fraction(1).add(exact(price.taxRate).div(100))) : gross;
}

/** Margin and food cost % of a menu item that costs `cost` (a decimal string) to make. */
export function menuEconomics(price: MenuPrice, cost: string): MenuEconomics {
  const net = netPrice(price);
  const made = exact(cost);
  return {
    netPrice: toDecimal(net, COST_SCALE),
    grossMargin: toDecimal(net.sub(made), COST_SCALE),
    foodCostPercent: net.compare(0) > 0 ? toDecimal(made.div(net).mul(100), 1) : null,
  };
}

/** Whether a food cost % is over its target (both decimal strings; no target, never over). */
export function isOverTarget(foodCostPercent: string | null, target: string | null): boolean {
  return (
    foodCostPercent !== null && target !== null && exact(foodCostPercent).compare(exact(target)) > 0
  );
}

export type MenuQuadrant = "star" | "plowhorse" | "puzzle" | "dog";

export interface EngineeringInput {
  id: string;
  /** Portions sold in the period. */
  sold: string;
  /** Gross margin of one portion. */
  margin: string;
}

/**
 * Menu engineering (Kasavana and Smith): an item is popular when it sells at least 70% of an
 * equal share of the portions sold, and profitable when its margin is at least the average
 * margin weighted by sales. Stars are both, plowhorses popular only, puzzles profitable only,
 * dogs neither.
 */
export function menuQuadrants(items: readonly EngineeringInput[]): Map<string, MenuQuadrant> {
  const result = new Map<string, MenuQuadrant>();
  if (items.length === 0) return result;
  let sold = new Fraction(0);
  let earned = new Fraction(0);
  for (const item of items) {
    sold = sold.add(exact(item.sold));
    earned = earned.add(exact(item.sold).mul(exact(item.margin)));
  }
  const popularAt = sold.div(items.length).mul(new Fraction(7, 10));
  const averageMargin = sold.compare(0) > 0 ? earned.div(sold) : new Fraction(0);
  for (const item of items) {
    const popular = exact(item.sold).compare(popularAt) >= 0 && exact(item.sold).compare(0) > 0;
    const profitable = exact(item.margin).compare(averageMargin) >= 0;
    result.set(
      item.id,
      popular ? (profitable ? "star" : "plowhorse") : profitable ? "puzzle" : "dog",
    );
  }
  return result;
}

/** A plate's tax as the menu form shows it. */
export type PlateTax = Pick<MenuPrice, "taxRate" | "taxIncluded">;

/**
 * The tax a new plate starts with: the one most plates of its section have, else the one most
 * plates on the menu have (a tie goes to the first in menu order), else none. Larder keeps no
 * workspace tax rate: the plates already priced say what the till charges (decision 0038).
 */
export function usualTax(
  plates: readonly (PlateTax & { sectionId: string | null })[],
  sectionId: string | null,
): PlateTax {
  const inSection = plates.filter((plate) => sectionId !== null && plate.sectionId === sectionId);
  const among = inSection.length > 0 ? inSection : plates;
  const tally = new Map<string, { tax: PlateTax; plates: number }>();
  for (const plate of among) {
    const key = `${toDecimal(plate.taxRate)}|${plate.taxIncluded}`;
    const known = tally.get(key);
    if (known) known.plates += 1;
    else
      tally.set(key, {
        tax: { taxRate: toDecimal(plate.taxRate), taxIncluded: plate.taxIncluded },
        plates: 1,
      });
  }
  let usual: { tax: PlateTax; plates: number } | undefined;
  for (const entry of tally.values()) if (!usual || entry.plates > usual.plates) usual = entry;
  return usual?.tax ?? { taxRate: "0", taxIncluded: false };
}
