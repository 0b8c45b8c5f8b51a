import Fraction from "fraction.js";
import { daysBetween } from "./days";
import { compare, exact, MONEY_SCALE, sum, toDecimal, toFixedDecimal } from "./quantity";

/** What an invoice still asks to be paid, from its total and the payments made. */
export function invoiceBalance(totalInclTax: string, payments: string[]): string {
  return toDecimal(exact(totalInclTax).sub(sum(payments)), MONEY_SCALE);
}

export type InvoiceStatus = "paid" | "pending" | "overdue";

/**
 * An invoice's status, derived: **paid** when nothing is left to pay, **overdue** when its due
 * date (YYYY-MM-DD) has passed with a balance, **pending** otherwise.
 */
export function invoiceStatus(balance: string, dueDate: string, today: string): InvoiceStatus {
  if (compare(balance, "0") <= 0) return "paid";
  if (dueDate < today) return "overdue";
  return "pending";
}

export const AGING_BUCKETS = ["current", "1-30", "31-60", "61-90", "90+"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: "Current",
  "1-30": "1–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "90+": "90+ days",
};

/** How late an unpaid invoice is: not yet due, or 1–30, 31–60, 61–90, 90+ days past due. */
export function agingBucket(dueDate: string, today: string): AgingBucket {
  const late = daysBetween(dueDate, today);
  if (late <= 0) return "current";
  if (late <= 30) return "1-30";
  if (late <= 60) return "31-60";
  if (late <= 90) return "61-90";
  return "90+";
}

export interface PricedLine {
  quantity: string;
  unitPrice: string;
  /** Percent, such as "8.875". */
  taxRate: string;
}

/**
 * A document's totals from its lines: each line's amount is quantity × price, its tax that
 * amount × rate; the totals are rounded to cents once, at the end.
 */
export function documentTotals(lines: PricedLine[]): {
  exclTax: string;
  tax: string;
  inclTax: string;
} {
  let excl = new Fraction(0);
  let tax = new Fraction(0);
  for (const line of lines) {
    const amount = exact(line.quantity).mul(exact(line.unitPrice));
    excl = excl.add(amount);
    tax = tax.add(amount.mul(exact(line.taxRate)).div(100));
  }
  const exclTax = toFixedDecimal(excl, MONEY_SCALE);
  const taxAmount = toFixedDecimal(tax, MONEY_SCALE);
  return {
    exclTax,
    tax: taxAmount,
    inclTax: toFixedDecimal(exact(exclTax).add(exact(taxAmount)), MONEY_SCALE),
  };
}

/** A line's amount before tax, in cents. */
export function lineAmount(quantity: string, unitPrice: string): string {
  return toFixedDecimal(exact(quantity).mul(exact(unitPrice)), MONEY_SCALE);
}

/** How much a price went up, in percent (negative when it went down); null from zero. */
export function priceChangePercent(before: string, after: string): Fraction | null {
  if (compare(before, "0") <= 0) return null;
  return exact(after).sub(exact(before)).div(exact(before)).mul(100);
}

/** Whether a new price is a rise above `thresholdPercent` of the old one. */
export function isPriceRiseAlert(before: string, after: string, thresholdPercent: string): boolean {
  const change = priceChangePercent(before, after);
  return change !== null && change.compare(exact(thresholdPercent)) > 0;
}

/** A received line, for the savings of the month. */
export interface SavingsLine {
  quantity: string;
  /** Price paid per unit. */
  paid: string;
  /** The item's average price per unit over the 90 days before, or null when there was none. */
  averageBefore: string | null;
}

/**
 * The month's savings, as the dashboard explains it: for each line received this month, what
 * the average price of the 90 days before would have cost minus what was paid, where that is
 * positive; plus the drop in the cost of waste against the month before, when it dropped.
 */
export function monthlySavings(input: {
  lines: SavingsLine[];
  wasteThisMonth: string;
  wasteLastMonth: string;
}): { purchases: string; waste: string; total: string } {
  let purchases = new Fraction(0);
  for (const line of input.lines) {
    if (line.averageBefore === null) continue;
    const saved = exact(line.averageBefore).sub(exact(line.paid)).mul(exact(line.quantity));
    if (saved.compare(0) > 0) purchases = purchases.add(saved);
  }
  const wasteDrop = exact(input.wasteLastMonth).sub(exact(input.wasteThisMonth));
  const waste = wasteDrop.compare(0) > 0 ? wasteDrop : new Fraction(0);
  return {
    purchases: toFixedDecimal(purchases, MONEY_SCALE),
    waste: toFixedDecimal(waste, MONEY_SCALE),
    total: toFixedDecimal(purchases.add(waste), MONEY_SCALE),
  };
}

/** "PO-2026-007": a document number of its kind, year and sequence. */
export function documentNumber(kind: "PO" | "INV" | "CR", year: number, sequence: number): string {
  return `${kind}-${year}-${String(sequence).padStart(3, "0")}`;
}

/** A share of a total in whole percent, rounded; 0 of nothing. */
export function sharePercent(part: string, total: string): number {
  if (compare(total, "0") <= 0) return 0;
  return Number(exact(part).div(exact(total)).mul(100).round(0).toString());
}

/**
 * Which of several offers of one item is cheapest per base unit: the ids of the lowest (all of
 * them when tied), none when fewer than two offers compete. Compared exactly, so $2.50 a kg by
 * the case of 10 kg ties $1.25 a 500 g bag.
 */
export function cheapestOffers(
  offers: { id: string; pricePerBaseUnit: string | Fraction }[],
): Set<string> {
  if (offers.length < 2) return new Set();
  let lowest: Fraction | null = null;
  for (const offer of offers) {
    const price = exact(offer.pricePerBaseUnit);
    if (lowest === null || price.compare(lowest) < 0) lowest = price;
  }
  return new Set(
    offers
      .filter((offer) => exact(offer.pricePerBaseUnit).compare(lowest!) === 0)
      .map((offer) => offer.id),
  );
}
