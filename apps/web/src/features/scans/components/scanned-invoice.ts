import type { Scan } from "@larder/contracts";
import {
  compare,
  exact,
  isDecimal,
  threeWayFlags,
  toDecimal,
  type ThreeWayFlag,
} from "@larder/domain";
import { figuresOf, type TypedLine } from "@/components/document-lines";

/** A line of a scanned invoice as the person reviews it. */
export interface ScannedLine extends TypedLine {
  description: string;
  itemId: string | null;
  orderLineId: string | null;
  unit: string | null;
  /** The unit as the invoice wrote it ("cs", "LB"), whatever it was matched to. */
  written: string | null;
  /** Why the figures are not the invoice's own: a pack put in the item's unit. */
  note?: string;
}

/**
 * The tax rate that turns the subtotal into the tax read (exact to six places, what a line's
 * rate holds), so that the lines' totals meet the invoice's; 0 when either was not read.
 */
export function readTaxRate(subtotal: string | null, tax: string | null): string {
  if (!subtotal || !tax || compare(subtotal, "0") <= 0) return "0";
  return toDecimal(exact(tax).div(exact(subtotal)).mul(100), 6);
}

/** The lines read, each with the item, order line and unit Larder suggests for it. */
export function scannedLines(scan: Scan): ScannedLine[] {
  const reading = scan.reading;
  if (!reading) return [];
  const rate = readTaxRate(reading.subtotal.value, reading.tax.value);
  return reading.lines.map((line, index) => {
    const match = scan.lineMatches[index];
    return {
      key: `line-${index}`,
      description: line.description || `Line ${index + 1}`,
      itemId: match?.itemId ?? null,
      orderLineId: match?.orderLineId ?? null,
      unit: match?.unit ?? null,
      written: line.unit,
      // A case put in the item's unit by the pack the invoice writes ("4/10 LB").
      quantity: match?.converted?.quantity ?? line.quantity ?? "1",
      unitPrice: match?.converted?.unitPrice ?? line.unitPrice ?? line.amount ?? "",
      taxRate: rate,
      ...(match?.converted ? { note: match.converted.note } : {}),
    };
  });
}

/** The lines with the suggestions made for another supplier: what the person typed stays. */
export function withSuggestions(lines: ScannedLine[], scan: Scan): ScannedLine[] {
  return lines.map((line, index) => {
    const match = scan.lineMatches[index];
    return {
      ...line,
      itemId: match?.itemId ?? null,
      orderLineId: match?.orderLineId ?? null,
      unit: match?.unit ?? line.unit,
    };
  });
}

/**
 * What the three-way match will flag once the invoice is approved as it stands: lines against
 * the chosen order's (what came of it, at what price), within the workspace's tolerances. Empty
 * while a figure is not yet a number.
 */
export function matchPreview(
  scan: Scan,
  orderId: string,
  lines: ScannedLine[],
  totalInclTax: string,
): ThreeWayFlag[] {
  const order = scan.orders.find((candidate) => candidate.id === orderId);
  const typed = lines.map((line) => ({ line, figures: figuresOf(line) }));
  const numbers = [totalInclTax, ...typed.flatMap(({ figures }) => Object.values(figures))];
  if (!numbers.every((value) => isDecimal(value))) return [];
  return threeWayFlags(
    { totalInclTax, orderCount: order ? 1 : 0 },
    typed.map(({ line, figures }) => {
      const orderLine = order?.lines.find((candidate) => candidate.id === line.orderLineId);
      return {
        lineId: line.key,
        description: line.description,
        unit: line.unit ?? orderLine?.unit ?? "",
        itemId: line.itemId,
        ...figures,
        orderLine: orderLine
          ? {
              received: orderLine.received,
              agreedPrice: orderLine.agreedPrice,
              priceReceived: orderLine.priceReceived,
            }
          : null,
      };
    }),
    scan.tolerance,
  );
}

/** An amount as a memo prints it, "-25.00" or "(25.00)", as the credit it is: "25.00". */
export const creditedAmount = (printed: string | null) =>
  (printed ?? "").replace(/^\((.*)\)$/, "$1").replace(/^[-−]\s*/, "");
