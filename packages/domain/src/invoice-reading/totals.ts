// Subtotal, tax and total: read by their labels, then settled by arithmetic. Three amounts where
// subtotal + tax = total (and the lines add up to the subtotal) are far surer than any label.
import { exact, toDecimal } from "../quantity";
import type { Segment, TextLine } from "./layout";
import { labelled, labelOf, wrappedLabel, type Candidate } from "./labels";
import { columnSum, perRateSum } from "./summaries";
import type { Field } from "./types";
import { lastAmount, moneyAt } from "./values";
import { TERMS_DAYS } from "./vocabulary";

const MONEY = ["subtotal", "tax", "total"] as const;
type Money = (typeof MONEY)[number];

export interface Totals {
  subtotal: Field<string>;
  tax: Field<string>;
  total: Field<string>;
}

const same = (a: string, b: string) => exact(a).equals(exact(b));

/** The money fields, checked against each other and against the sum of the lines. */
export function readTotals(
  lines: TextLine[],
  decimalComma: boolean,
  linesSum: string | null,
  skip: (segment: Segment) => boolean,
): Totals {
  // Each segment counts for the field whose label on it is longest ("Total HT" is a subtotal).
  const owner = (segment: Segment): Money | null => {
    let best: Money | null = null;
    let length = 0;
    for (const field of MONEY) {
      const label = labelOf(segment, field) ?? wrappedLabel(lines, segment, field)?.label;
      if (label && label.label.length > length) [best, length] = [field, label.label.length];
    }
    return best;
  };
  const read = (text: string) => moneyAt(text, decimalComma);
  // Payment terms are no amount: "Net 7" is not a subtotal of 7.
  const terms = (segment: Segment) =>
    TERMS_DAYS.test(segment.text) && !/\d[.,]\d{2}(?!\d)/.test(segment.text);
  const found = Object.fromEntries(
    MONEY.map((field) => [
      field,
      labelled(
        lines,
        field,
        read,
        (segment) => skip(segment) || terms(segment) || owner(segment) !== field,
      ),
    ]),
  ) as Record<Money, Candidate<string>[]>;
  // Net and tax written per rate add up to the subtotal and the tax.
  for (const field of ["subtotal", "tax"] as const) {
    const sums = found[field].map((candidate) => columnSum(lines, candidate, read));
    const perRate = perRateSum(found[field]);
    found[field].push(...sums.filter((sum) => sum !== null), ...(perRate ? [perRate] : []));
  }
  // The total is usually the last and the largest of its candidates; keep them in page order.
  const order = (list: Candidate<string>[]) =>
    [...list].sort((a, b) => b.label.line - a.label.line);
  const totals = order(found.total);
  const subtotals = order(found.subtotal);
  const taxes = found.tax;

  const agreed = threeThatAgree(totals, subtotals, taxes, linesSum);
  if (agreed) return agreed;

  const charged = withCharges(lines, totals, subtotals, taxes, read);
  if (charged) return charged;

  // No total read by its label (unknown words, or OCR lost them): the amount just under the
  // subtotal and tax, in their column, that is their sum.
  if (totals.length === 0) {
    const summed = totalUnder(lines, subtotals, taxes, decimalComma);
    if (summed) return summed;
  }

  return bestGuesses(totals, subtotals, taxes, linesSum);
}

/**
 * A total, a subtotal and the tax (one line, or several that together make the difference)
 * where subtotal + tax = total: sure, and surer still when the lines add up to the subtotal.
 */
function threeThatAgree(
  totals: Candidate<string>[],
  subtotals: Candidate<string>[],
  taxes: Candidate<string>[],
  linesSum: string | null,
): Totals | null {
  for (const total of totals)
    for (const subtotal of subtotals) {
      if (exact(subtotal.value).compare(exact(total.value)) > 0) continue;
      const taxSum = exact(total.value).sub(exact(subtotal.value));
      // One tax line, or several (two VAT rates) that together make the difference.
      const matching = taxes.filter((tax) => tax.label.line >= subtotal.label.line - 1);
      const sumOfTaxes = matching.reduce((sum, tax) => sum.add(exact(tax.value)), exact(0));
      const oneTax = matching.find((tax) => exact(tax.value).equals(taxSum));
      const fits =
        oneTax ?? (matching.length > 1 && sumOfTaxes.equals(taxSum) ? matching[0] : null);
      if (!fits && !(matching.length === 0 && taxSum.equals(0))) continue;
      const linesAgree = linesSum !== null && same(linesSum, subtotal.value);
      const sure = linesAgree ? 0.99 : 0.96;
      const taxValue = oneTax ? oneTax.value : toDecimal(taxSum, 4);
      return {
        subtotal: { value: subtotal.value, confidence: sure * subtotal.segment.confidence },
        tax: { value: taxValue, confidence: (fits ? sure : 0.8) * (fits?.segment.confidence ?? 1) },
        total: { value: total.value, confidence: sure * total.segment.confidence },
      };
    }
  return null;
}

/** With no total read by its label: the amount under a subtotal and tax that is their sum. */
function totalUnder(
  lines: TextLine[],
  subtotals: Candidate<string>[],
  taxes: Candidate<string>[],
  decimalComma: boolean,
): Totals | null {
  for (const subtotal of subtotals)
    for (const tax of taxes.filter((tax) => tax.label.line >= subtotal.label.line)) {
      const sum = toDecimal(exact(subtotal.value).add(exact(tax.value)), 4);
      const total = amountUnder(lines, tax.segment, sum, decimalComma);
      if (!total) continue;
      return {
        subtotal: { value: subtotal.value, confidence: 0.9 * subtotal.segment.confidence },
        tax: { value: tax.value, confidence: 0.9 * tax.segment.confidence },
        total: { value: sum, confidence: 0.85 * total.confidence },
      };
    }
  return null;
}

/**
 * When no three agree: the lines' sum may still vouch for the subtotal, or stand in for it; each
 * amount is the best its labels offer, less sure.
 */
function bestGuesses(
  totals: Candidate<string>[],
  subtotals: Candidate<string>[],
  taxes: Candidate<string>[],
  linesSum: string | null,
): Totals {
  const subtotal =
    subtotals.find((c) => linesSum !== null && same(c.value, linesSum)) ?? subtotals[0];
  const total =
    totals.find((c) => subtotal && exact(c.value).compare(exact(subtotal.value)) >= 0) ?? totals[0];
  const tax = taxes[0];
  const fromLines = !subtotal && linesSum !== null;
  return {
    subtotal: subtotal
      ? {
          value: subtotal.value,
          confidence:
            (linesSum !== null && same(subtotal.value, linesSum) ? 0.9 : 0.6) *
            subtotal.segment.confidence,
        }
      : { value: fromLines ? linesSum : null, confidence: fromLines ? 0.5 : 0 },
    tax: tax
      ? { value: tax.value, confidence: 0.55 * tax.segment.confidence }
      : { value: null, confidence: 0 },
    total: total
      ? {
          value: total.value,
          confidence: (total.confidence > 0.85 ? 0.7 : 0.55) * total.segment.confidence,
        }
      : { value: null, confidence: 0 },
  };
}

/** The segment in `above`'s column, on the next few lines, whose amount is `value`. */
function amountUnder(
  lines: TextLine[],
  above: Segment,
  value: string,
  decimalComma: boolean,
): Segment | null {
  for (let index = above.line + 1; index <= above.line + 3; index += 1) {
    const line = lines[index];
    if (!line || line.page !== above.page) return null;
    for (const segment of line.segments) {
      const amount = lastAmount(segment.text, decimalComma);
      if (amount === null || segment.x + segment.width < above.x) continue;
      if (same(amount, value)) return segment;
    }
  }
  return null;
}

/** At most this many lines of charges and taxes between a subtotal and its total. */
const MOST_CHARGES = 6;

/**
 * A subtotal, then charges with their own labels (a fuel surcharge, freight, a deposit) and the
 * tax, one a line, then the total: the amounts between the two adding up to the difference make
 * all three sure. The tax is what the tax labels among them say.
 */
function withCharges(
  lines: TextLine[],
  totals: Candidate<string>[],
  subtotals: Candidate<string>[],
  taxes: Candidate<string>[],
  read: (text: string) => string | null,
): Totals | null {
  for (const total of totals)
    for (const subtotal of subtotals) {
      const from = subtotal.segment.line + 1;
      const to = total.label.line;
      if (to <= from || to - from > MOST_CHARGES) continue;
      const between = lines.slice(from, to);
      const amounts = between.map((line) => {
        const last = line.segments.at(-1);
        return line.segments.length > 1 && last ? read(last.text) : null;
      });
      if (amounts.some((amount) => amount === null)) continue;
      const sum = amounts.reduce((all, amount) => all.add(exact(amount!)), exact(subtotal.value));
      if (!sum.equals(exact(total.value))) continue;
      const lineTaxes = taxes.filter((tax) => tax.segment.line >= from && tax.segment.line < to);
      const tax = lineTaxes.reduce((all, t) => all.add(exact(t.value)), exact(0));
      return {
        subtotal: { value: subtotal.value, confidence: 0.93 * subtotal.segment.confidence },
        tax: {
          value: lineTaxes.length > 0 ? toDecimal(tax, 4) : null,
          confidence: lineTaxes.length > 0 ? 0.9 : 0,
        },
        total: { value: total.value, confidence: 0.93 * total.segment.confidence },
      };
    }
  return null;
}
