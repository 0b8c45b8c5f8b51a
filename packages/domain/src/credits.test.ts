import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { creditsForLine, proposedCredits, type BilledLine, type DeliveredLine } from "./credits";
import type { DeliveryOutcome } from "./orders";
import { exact, toDecimal } from "./quantity";

const line = (changes: Partial<DeliveredLine>): DeliveredLine => ({
  ordered: "25",
  receivedBefore: "0",
  accepted: "25",
  outcome: "received",
  agreedPrice: "7.40",
  chargedPrice: "7.40",
  ...changes,
});
/** Thousandths as a decimal string. */
const thousandths = (n: number) =>
  toDecimal(`${Math.trunc(n / 1000)}.${String(n % 1000).padStart(3, "0")}`);

describe("what a supplier owes back for a delivered line", () => {
  it("owes what never came of a short line at the agreed price", () => {
    expect(creditsForLine(line({ accepted: "22", outcome: "short" }))).toEqual([
      { reason: "short", quantity: "3", unitPrice: "7.4" },
    ]);
  });

  it("counts what earlier deliveries brought", () => {
    expect(
      creditsForLine(line({ receivedBefore: "10", accepted: "12", outcome: "short" })),
    ).toEqual([{ reason: "short", quantity: "3", unitPrice: "7.4" }]);
  });

  it("calls a line damaged when some was kept, refused when none was", () => {
    expect(creditsForLine(line({ accepted: "20", outcome: "damaged" }))).toEqual([
      { reason: "damaged", quantity: "5", unitPrice: "7.4" },
    ]);
    expect(creditsForLine(line({ accepted: "0", outcome: "damaged" }))).toEqual([
      { reason: "refused", quantity: "25", unitPrice: "7.4" },
    ]);
  });

  it("owes the difference on what came at a dearer price, and nothing at a cheaper one", () => {
    expect(
      creditsForLine(
        line({ ordered: "8", accepted: "8", agreedPrice: "1.00", chargedPrice: "1.20" }),
      ),
    ).toEqual([{ reason: "price", quantity: "8", unitPrice: "0.2" }]);
    expect(creditsForLine(line({ chargedPrice: "7.00" }))).toEqual([]);
  });

  it("owes both when a line came short and dearer", () => {
    expect(
      creditsForLine(line({ accepted: "22", outcome: "short", chargedPrice: "7.90" })),
    ).toEqual([
      { reason: "short", quantity: "3", unitPrice: "7.4" },
      { reason: "price", quantity: "22", unitPrice: "0.5" },
    ]);
  });

  it("owes nothing for a line still expecting more, nor for the item a substitute replaced", () => {
    expect(creditsForLine(line({ accepted: "10" }))).toEqual([]);
    expect(creditsForLine(line({ accepted: "0", outcome: "substituted" }))).toEqual([]);
  });

  it("never owes more than was ordered, and owes exactly the shortfall, for any delivery", () => {
    const amount = fc.integer({ min: 0, max: 50_000 });
    const outcome = fc.constantFrom<DeliveryOutcome>("received", "short", "damaged", "substituted");
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        outcome,
        amount,
        amount,
        (o, b, a, out, agreed, charged) => {
          const delivered = line({
            ordered: thousandths(o),
            receivedBefore: thousandths(b),
            accepted: thousandths(a),
            outcome: out,
            agreedPrice: thousandths(agreed),
            chargedPrice: thousandths(charged),
          });
          const credits = creditsForLine(delivered);
          const missing = credits.filter((c) => c.reason !== "price");
          const expected =
            out === "received" || out === "substituted" || agreed === 0
              ? 0
              : Math.max(0, o - b - a);
          const owed = missing.reduce((total, c) => total.add(exact(c.quantity)), exact(0));
          expect(owed.equals(exact(thousandths(expected)))).toBe(true);
          for (const credit of credits)
            expect(exact(credit.quantity).compare(0)).toBeGreaterThan(0);
          const priced = credits.find((c) => c.reason === "price");
          if (out !== "substituted" && a > 0 && charged > agreed)
            expect(priced).toEqual({
              reason: "price",
              quantity: thousandths(a),
              unitPrice: toDecimal(thousandths(charged - agreed), 4),
            });
          else expect(priced).toBeUndefined();
        },
      ),
    );
  });
});

describe("the credit the three-way match proposes", () => {
  const billed = (changes: Partial<BilledLine>): BilledLine => ({
    description: "Baby spinach",
    unit: "kg",
    quantity: "25",
    unitPrice: "7.40",
    taxRate: "0",
    received: "22",
    deliveredPrice: "7.40",
    requestedQuantity: "0",
    priceRequested: false,
    ...changes,
  });

  it("proposes what is billed beyond what came, at the invoiced price", () => {
    expect(proposedCredits([billed({})])).toEqual([
      {
        description: "Baby spinach",
        reason: "short",
        unit: "kg",
        quantity: "3",
        unitPrice: "7.4",
        taxRate: "0",
      },
    ]);
  });

  it("leaves out what a credit request already asks for", () => {
    expect(proposedCredits([billed({ requestedQuantity: "3" })])).toEqual([]);
    expect(proposedCredits([billed({ requestedQuantity: "1" })])[0]!.quantity).toBe("2");
  });

  it("proposes a price above the one it came at, on what came, unless already asked", () => {
    const dearer = billed({
      quantity: "8",
      received: "8",
      unitPrice: "1.20",
      deliveredPrice: "1.00",
    });
    expect(proposedCredits([dearer])).toEqual([
      {
        description: "Baby spinach",
        reason: "price",
        unit: "kg",
        quantity: "8",
        unitPrice: "0.2",
        taxRate: "0",
      },
    ]);
    expect(proposedCredits([{ ...dearer, priceRequested: true }])).toEqual([]);
  });

  it("proposes nothing for a line billed as it came, or one that bills no order line", () => {
    expect(proposedCredits([billed({ quantity: "22" })])).toEqual([]);
    expect(proposedCredits([billed({ received: null, deliveredPrice: null })])).toEqual([]);
  });
});
