// Reads an invoice's fields from its words (decision 0027): layout first, then labels in six
// languages, then arithmetic to settle what the labels leave open, then what this supplier's
// corrected invoices taught.
import { decideDecimalComma } from "../sales/numbers";
import { exact, toDecimal, toFixedDecimal } from "../quantity";
import { readLayout, type Segment, type TextLine } from "./layout";
import { labelled, type Candidate } from "./labels";
import { placedValue } from "./learn";
import { readSupplier } from "./supplier";
import { readTable } from "./table";
import { readTotals } from "./totals";
import type { Field, InvoiceDocument, ReadInvoice, ReadingContext } from "./types";
import {
  dateAtStart,
  findCurrency,
  findDate,
  readInvoiceNumber,
  settleDate,
  type DateFound,
} from "./values";
import { DAY_FIRST_HINTS, TERMS_DAYS } from "./vocabulary";

const none = <T>(): Field<T> => ({ value: null, confidence: 0 });
/** Money as invoices write it: at least two places ("62.00"), more when it has them. */
const money = (value: string | null) =>
  value === null || (value.split(".")[1]?.length ?? 0) > 2 ? value : toFixedDecimal(value, 2);
const moneyField = (field: Field<string>): Field<string> => ({
  value: money(field.value),
  confidence: round(field.confidence),
});
const round = (value: number) => Math.round(value * 100) / 100;

/** Whether the document writes its dates day first, and how sure that is. */
function dayOrder(lines: TextLine[], currency: string | null): { dayFirst: boolean; sure: number } {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const line of lines) {
    const found = findDate(line.text);
    if (!found?.either) continue;
    const { first, second } = found.either;
    if (first > 12 && second <= 12) dayFirst += 1;
    else if (second > 12 && first <= 12) monthFirst += 1;
  }
  if (dayFirst !== monthFirst) return { dayFirst: dayFirst > monthFirst, sure: 0.95 };
  const text = lines.map((line) => line.text).join(" ");
  // No date tells: the currency and the language do. Dollars are written month first in the
  // United States' English, not in Spanish or French (Latin America's pesos, Canada's French),
  // nor where a VAT, GST or ABN says it is not the United States.
  if (currency === "USD" && !DAY_FIRST_HINTS.test(text)) return { dayFirst: false, sure: 0.75 };
  return { dayFirst: DAY_FIRST_HINTS.test(text) || currency !== "USD", sure: 0.75 };
}

function best<T>(candidates: Candidate<T>[]): Candidate<T> | undefined {
  return candidates[0];
}

/**
 * The reading of a header field (the invoice's number, its date) most likely right. The
 * header is at the top: a reading in the foot of a page (a printer's licence "Fecha 01/01/2018",
 * a bank's reference) counts for less. Two readings nearly as sure of different values leave
 * the one taken in doubt.
 */
function headerBest<T>(
  candidates: Candidate<T>[],
  lines: TextLine[],
  key: (value: T) => string = (value) => JSON.stringify(value),
): Candidate<T> | undefined {
  const foot = new Map<number, number>();
  for (const line of lines) foot.set(line.page, Math.max(foot.get(line.page) ?? 0, line.y));
  const weighed = candidates
    .map((candidate) => ({
      ...candidate,
      confidence:
        candidate.segment.y > 0.8 * (foot.get(candidate.segment.page) ?? Infinity)
          ? candidate.confidence * FOOT
          : candidate.confidence,
    }))
    .sort((a, b) => b.confidence - a.confidence);
  const first = weighed[0];
  const other = first && weighed.find((candidate) => key(candidate.value) !== key(first.value));
  if (first && other && other.confidence >= first.confidence - 0.1)
    return { ...first, confidence: first.confidence * IN_DOUBT };
  return first;
}

/** How much a header field's reading counts for in a page's last fifth, and beside a rival. */
const FOOT = 0.7;
const IN_DOUBT = 0.85;

/**
 * The invoice's date and its due date: by their labels, else the first date on the first page,
 * and a due date from payment terms ("Net 30") when none is written.
 */
function readDates(
  lines: TextLine[],
  text: string,
  notTable: (segment: Segment) => boolean,
  order: { dayFirst: boolean; sure: number },
): { date: Field<string>; dueDate: Field<string> } {
  const dates = (field: "date" | "dueDate") =>
    labelled<DateFound>(lines, field, dateAtStart, notTable)
      .map((candidate) => ({
        ...candidate,
        confidence: candidate.value.day ? candidate.confidence : candidate.confidence * order.sure,
      }))
      .sort((a, b) => b.confidence - a.confidence);
  const asDay = (candidate: Candidate<DateFound> | undefined): Field<string> =>
    candidate
      ? {
          value: settleDate(candidate.value, order.dayFirst),
          confidence: round(candidate.confidence),
        }
      : none();

  let date: Field<string> = asDay(
    headerBest(dates("date"), lines, (found) => settleDate(found, order.dayFirst) ?? found.text),
  );
  let dueDate = asDay(best(dates("dueDate")));
  if (!date.value) {
    // No label: the first date on the first page is most often the invoice's.
    const first = lines.map((line) => findDate(line.text)).find((found) => found !== null);
    if (first) date = { value: settleDate(first, order.dayFirst), confidence: 0.45 };
  }
  if (!dueDate.value && date.value) {
    const terms = TERMS_DAYS.exec(text);
    const days = terms ? Number(terms[1] ?? terms[2]) : NaN;
    if (days > 0 && days <= 180) {
      const due = new Date(`${date.value}T00:00:00Z`);
      due.setUTCDate(due.getUTCDate() + days);
      dueDate = {
        value: due.toISOString().slice(0, 10),
        confidence: round(Math.min(0.8, date.confidence)),
      };
    }
  }
  return { date, dueDate };
}

/** The invoice's currency, and how sure the reading is of it. */
function currencyField(
  currencyFound: ReturnType<typeof findCurrency>,
  document: InvoiceDocument,
): Field<string> {
  return currencyFound
    ? {
        value: currencyFound.code,
        confidence: Math.min(
          currencyFound.bySign && currencyFound.code === "USD" ? 0.7 : 0.9,
          // OCR makes a "¥" of a smudge by a figure and a "£" of an "E": seen once on a
          // photo, a currency is a guess.
          document.source !== "text" && currencyFound.count < 2 ? 0.6 : 1,
        ),
      }
    : none();
}

export function readInvoice(document: InvoiceDocument, context: ReadingContext = {}): ReadInvoice {
  const lines = readLayout(document);
  const text = lines.map((line) => line.text).join("\n");
  const numbers = text.match(/\d[\d.,'\u00a0 ]*\d/g) ?? [];
  const decimalComma = decideDecimalComma(numbers);
  const currencyFound = findCurrency(text);
  const order = dayOrder(lines, currencyFound?.code ?? null);

  // A catch weight the invoice does not give a unit is in pounds on a dollar invoice.
  const usualWeight = currencyFound ? (currencyFound.code === "USD" ? "LB" : "KG") : null;
  const table = readTable(lines, decimalComma, usualWeight);
  const supplier = readSupplier(lines, context.suppliers ?? [], table.headingLine);
  const layout = supplier.supplierId ? context.layouts?.get(supplier.supplierId) : undefined;
  const notTable = (segment: Segment) => table.taken.has(segment.line);

  let invoiceNumber: Field<string> = none();
  const number = headerBest(labelled(lines, "invoiceNumber", readInvoiceNumber, notTable), lines);
  if (number) invoiceNumber = { value: number.value, confidence: round(number.confidence) };

  const { date, dueDate } = readDates(lines, text, notTable, order);

  const linesSum =
    table.lines.length > 0 && table.lines.every((line) => line.amount !== null)
      ? toDecimal(
          table.lines.reduce((sum, line) => sum.add(exact(line.amount!)), exact(0)),
          4,
        )
      : null;
  const totals = readTotals(lines, decimalComma, linesSum, notTable);

  const result: ReadInvoice = {
    supplier: { value: supplier.field.value, confidence: round(supplier.field.confidence) },
    supplierId: supplier.supplierId,
    invoiceNumber,
    date,
    dueDate,
    currency: currencyField(currencyFound, document),
    subtotal: moneyField(totals.subtotal),
    tax: moneyField(totals.tax),
    total: moneyField(totals.total),
    lines: {
      value: table.lines.map((line) => ({
        ...line,
        unitPrice: money(line.unitPrice),
        amount: money(line.amount),
        confidence: round(line.confidence),
      })),
      confidence: round(
        table.lines.length === 0
          ? 0
          : table.lines.reduce((sum, line) => sum + line.confidence, 0) / table.lines.length,
      ),
    },
  };

  // What this supplier's corrected invoices taught wins over a guess, not over arithmetic.
  if (layout)
    for (const [field, place] of Object.entries(layout)) {
      const key = field as keyof typeof layout;
      const current = result[key];
      if (!place || current.confidence >= 0.95) continue;
      const value = placedValue(lines, document, place, key, decimalComma, order.dayFirst);
      if (value !== null)
        result[key] = {
          value: ["subtotal", "tax", "total"].includes(key) ? money(value) : value,
          confidence: 0.9,
        };
    }
  return result;
}
