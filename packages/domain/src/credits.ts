import type Fraction from "fraction.js";
import type { DeliveryOutcome } from "./orders";
import { exact, toDecimal } from "./quantity";

/** Why a supplier owes a credit: never came, came unusable, sent back whole, charged too much. */
export const CREDIT_REASONS = ["short", "damaged", "refused", "price"] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  short: "Short",
  damaged: "Damaged",
  refused: "Refused",
  price: "Charged above the agreed price",
};

/** A credit request's life: raised, sent to the supplier, credited by their memo, or cancelled. */
export const CREDIT_STATUSES = ["open", "sent", "credited", "cancelled"] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

/** One order line as it came in one delivery. Quantities in the line's unit. */
export interface DeliveredLine {
  ordered: string | Fraction;
  /** What earlier deliveries brought. */
  receivedBefore: string | Fraction;
  /** What this delivery brought and was accepted into stock. */
  accepted: string | Fraction;
  outcome: DeliveryOutcome;
  /** The price per unit agreed on the order. */
  agreedPrice: string | Fraction;
  /** The price per unit charged on delivery. */
  chargedPrice: string | Fraction;
}

/** What the supplier owes back for one reason: `quantity` units at `unitPrice` each. */
export interface CreditLine {
  reason: CreditReason;
  quantity: string;
  unitPrice: string;
}

/**
 * What a supplier owes back for one line of one delivery. A line closed short, damaged or
 * refused is owed what never came into stock (ordered less everything accepted) at the agreed
 * price: short when less came, damaged when some came unusable, refused when none of this
 * delivery was kept. What came at a price above the agreed one is owed the difference on what
 * came. A line still expecting more (received, not closed) owes nothing for what is still to
 * come, and a substitute owes nothing for the item it replaced: the supplier bills what came.
 */
export function creditsForLine(line: DeliveredLine): CreditLine[] {
  if (line.outcome === "substituted") return [];
  const accepted = exact(line.accepted);
  const credits: CreditLine[] = [];
  if (line.outcome !== "received") {
    const missing = exact(line.ordered).sub(exact(line.receivedBefore)).sub(accepted);
    if (missing.compare(0) > 0 && exact(line.agreedPrice).compare(0) > 0)
      credits.push({
        reason:
          line.outcome === "short" ? "short" : accepted.compare(0) === 0 ? "refused" : "damaged",
        quantity: toDecimal(missing),
        unitPrice: toDecimal(exact(line.agreedPrice), 4),
      });
  }
  const over = exact(line.chargedPrice).sub(exact(line.agreedPrice));
  if (accepted.compare(0) > 0 && over.compare(0) > 0)
    credits.push({
      reason: "price",
      quantity: toDecimal(accepted),
      unitPrice: toDecimal(over, 4),
    });
  return credits;
}

/** How long a credit has been owed: since the delivery that raised it. */
export const CREDIT_AGE_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type CreditAgeBucket = (typeof CREDIT_AGE_BUCKETS)[number];
export const CREDIT_AGE_LABELS: Record<CreditAgeBucket, string> = {
  "0-30": "0–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "90+": "Over 90 days",
};

/** The age bucket of a credit owed for `days` days. */
export function creditAgeBucket(days: number): CreditAgeBucket {
  return days <= 30 ? "0-30" : days <= 60 ? "31-60" : days <= 90 ? "61-90" : "90+";
}

/** An invoice line against what came of its order line, and what credits already ask for it. */
export interface BilledLine {
  description: string;
  unit: string;
  /** What the invoice bills, at what price per unit. */
  quantity: string | Fraction;
  unitPrice: string | Fraction;
  taxRate: string | Fraction;
  /** What came of the order line, and at what price; null for a line billing no order line. */
  received: string | Fraction | null;
  deliveredPrice: string | Fraction | null;
  /** What credit requests (not cancelled) already ask for it: a quantity that never came, and
   * whether a price difference is asked. */
  requestedQuantity: string | Fraction;
  priceRequested: boolean;
}

/** A credit the three-way match proposes: what an invoice bills beyond what came. */
export interface ProposedCredit {
  description: string;
  reason: "short" | "price";
  unit: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
}

/**
 * What an invoice bills beyond what came, that no credit request asks for yet: a quantity above
 * what came (less what requests already ask for) at the invoiced price, and on what came a price
 * above the one it came at. Lines that bill no order line propose nothing: there is nothing to
 * compare them with.
 */
export function proposedCredits(lines: BilledLine[]): ProposedCredit[] {
  const proposed: ProposedCredit[] = [];
  for (const line of lines) {
    if (line.received === null) continue;
    const billed = exact(line.quantity);
    const came = exact(line.received);
    const over = billed.sub(came).sub(exact(line.requestedQuantity));
    if (over.compare(0) > 0 && exact(line.unitPrice).compare(0) > 0)
      proposed.push({
        description: line.description,
        reason: "short",
        unit: line.unit,
        quantity: toDecimal(over),
        unitPrice: toDecimal(exact(line.unitPrice), 4),
        taxRate: toDecimal(exact(line.taxRate), 6),
      });
    const dearer =
      line.deliveredPrice === null
        ? exact(0)
        : exact(line.unitPrice).sub(exact(line.deliveredPrice));
    const charged = billed.compare(came) < 0 ? billed : came;
    if (!line.priceRequested && dearer.compare(0) > 0 && charged.compare(0) > 0)
      proposed.push({
        description: line.description,
        reason: "price",
        unit: line.unit,
        quantity: toDecimal(charged),
        unitPrice: toDecimal(dearer, 4),
        taxRate: toDecimal(exact(line.taxRate), 6),
      });
  }
  return proposed;
}
