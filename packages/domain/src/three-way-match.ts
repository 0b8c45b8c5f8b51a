// The three-way match: what a supplier's invoice charges against what was ordered and what was
// received. Differences within the workspace's tolerances are not flagged (a weighed case of
// chicken is never exactly the 40 lb ordered); the lines adding up to a total other than the
// invoice's always are. Shared by the invoice's page and the review of a scanned invoice.
import { documentTotals } from "./purchasing";
import { compare, exact, toDecimal, toFixedDecimal } from "./quantity";
import { perUnitLabel, unitLabel } from "./units";

/** Percentages a difference may reach before it is flagged, as decimal strings. */
export interface MatchTolerance {
  /** How far a price may sit from the agreed one, either way. */
  pricePercent: string;
  /** How much more than was received may be invoiced. */
  quantityPercent: string;
}

export const EXACT_MATCH: MatchTolerance = { pricePercent: "0", quantityPercent: "0" };

export interface MatchedLine {
  lineId: string | null;
  description: string;
  /** The unit the line is in, as stored ("lb", "case"), or "" when unknown. */
  unit: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  itemId: string | null;
  /** The order line it bills, with what came and at what price; null when it bills none. */
  orderLine: {
    received: string;
    /** The price it was received at, or the price ordered when nothing came yet. */
    agreedPrice: string | null;
    priceReceived: boolean;
  } | null;
}

export type MatchFlagKind = "quantity" | "price" | "not_received" | "not_ordered" | "total";

export interface ThreeWayFlag {
  kind: MatchFlagKind;
  lineId: string | null;
  message: string;
}

const money = (value: string) => `$${toFixedDecimal(value, 2)}`;

/** Whether `actual` lies further from `expected` than `percent` of it. */
export function beyondTolerance(expected: string, actual: string, percent: string): boolean {
  const allowed = exact(expected).abs().mul(exact(percent)).div(100);
  return exact(actual).sub(exact(expected)).abs().compare(allowed) > 0;
}

/**
 * What differs between an invoice and the orders and deliveries it bills: more invoiced than
 * received (beyond the quantity tolerance), a price other than agreed (beyond the price
 * tolerance), items not on the billed orders, and lines that do not add up to the stated total.
 */
export function threeWayFlags(
  invoice: { totalInclTax: string; orderCount: number },
  lines: MatchedLine[],
  tolerance: MatchTolerance = EXACT_MATCH,
): ThreeWayFlag[] {
  const flags: ThreeWayFlag[] = [];
  for (const line of lines) {
    const unit = unitLabel(line.unit);
    const per = perUnitLabel(line.unit);
    const order = line.orderLine;
    if (order) {
      const received = order.received;
      const over = exact(received).mul(exact(tolerance.quantityPercent)).div(100);
      if (compare(received, "0") === 0 && compare(line.quantity, "0") > 0)
        flags.push({
          kind: "not_received",
          lineId: line.lineId,
          message: `${line.description}: invoiced ${toDecimal(line.quantity)} ${unit}, received 0 ${unit}.`,
        });
      else if (exact(line.quantity).compare(exact(received).add(over)) > 0)
        flags.push({
          kind: "quantity",
          lineId: line.lineId,
          message: `${line.description}: invoiced ${toDecimal(line.quantity)} ${unit}, received ${toDecimal(received)} ${unit}.`,
        });
      if (
        order.agreedPrice !== null &&
        beyondTolerance(order.agreedPrice, line.unitPrice, tolerance.pricePercent)
      )
        flags.push({
          kind: "price",
          lineId: line.lineId,
          message: `${line.description}: charged ${money(line.unitPrice)} per ${per}, ${order.priceReceived ? "received" : "ordered"} at ${money(order.agreedPrice)}.`,
        });
      // A return credited on the invoice is not on the order, nor should it be.
    } else if (invoice.orderCount > 0 && line.itemId && compare(line.quantity, "0") > 0)
      flags.push({
        kind: "not_ordered",
        lineId: line.lineId,
        message: `${line.description} is not on the orders this invoice bills.`,
      });
  }
  if (lines.length > 0) {
    const totals = documentTotals(lines);
    if (compare(totals.inclTax, invoice.totalInclTax) !== 0)
      flags.push({
        kind: "total",
        lineId: null,
        message: `The lines add up to ${money(totals.inclTax)} with tax; the invoice says ${money(invoice.totalInclTax)}.`,
      });
  }
  return flags;
}
