import type { InvoiceLine } from "./types";
import { addsUp, AT_WEIGHT_PRICE, byWeight, unitNamed, weightsIn, type Unit } from "./catch-weight";
import { findAmounts } from "./values";
import type { Column } from "./headings";
import { finish } from "./line-figures";

/**
 * "10", "10 LB", "10LB", "4 TRAY", "12#", "-1 CS" (a return): a quantity and the unit written
 * after it, if any. `rest`: a pack may follow when cells set close run together ("3 CS 12/3 CT").
 */
const QUANTITY_AND_UNIT = /^([-\u2212]?[\d.,]+)\s*([\p{L}#][\p{L}.]{0,11})?$/u;
const QUANTITY_UNIT_AND_MORE =
  /^([-\u2212]?[\d.,]+)\s*([\p{L}#][\p{L}.]{0,11})\s+(\d\S*(?:\s+\S+)*)$/u;

function quantityAndUnit(text: string, decimalComma: boolean, rest = false) {
  const match = (rest ? QUANTITY_UNIT_AND_MORE : QUANTITY_AND_UNIT).exec(text.trim());
  if (!match) return null;
  const quantity = findAmounts(match[1]!, decimalComma)[0] ?? null;
  return quantity === null ? null : { quantity, unit: match[2] ?? null, rest: match[3] ?? null };
}

export function rowOf(
  cells: Partial<Record<Column, string>>,
  decimalComma: boolean,
  sourceConfidence: number,
  weightUnit: Unit,
): InvoiceLine | null {
  const description = cells.description?.trim() ?? "";
  let quantity: string | null = null;
  let unit = cells.unit?.trim() || null;
  // What shipped is billed; what was ordered stands for it only when nothing else is written.
  // What shipped, run together with its unit and pack under the unit's heading, comes before
  // what was ordered.
  const shipped =
    cells.quantity === undefined && unit
      ? (quantityAndUnit(unit, decimalComma) ?? quantityAndUnit(unit, decimalComma, true))
      : null;
  const quantityCell = cells.quantity ?? (shipped ? undefined : cells.ordered);
  const written = quantityCell ? quantityAndUnit(quantityCell, decimalComma) : shipped;
  if (shipped) unit = null;
  if (written) {
    quantity = written.quantity;
    unit ??= written.unit;
  }
  // "10 LB" under a Unit (or "Qty/Unit") heading: the quantity is written in the unit's cell.
  const inUnit = quantity === null && unit ? quantityAndUnit(unit, decimalComma) : null;
  if (inUnit) ({ quantity, unit } = inUnit);
  const unitPrice = cells.unitPrice
    ? (findAmounts(cells.unitPrice, decimalComma).at(-1) ?? null)
    : null;
  const amount = cells.amount ? (findAmounts(cells.amount, decimalComma).at(-1) ?? null) : null;
  if (!description || !/\p{L}/u.test(description)) return null;
  if (amount === null && (quantity === null || unitPrice === null)) return null;
  const pack = cells.pack?.trim() || shipped?.rest || null;
  const line = { description, quantity, unit, unitPrice, amount, ...(pack ? { pack } : {}) };
  // A catch weight, in its own column or written in the row ("2 CS 38.6 LB @ 8.95/LB").
  const at = AT_WEIGHT_PRICE.exec(description);
  const priceUnit = unitNamed(/\/\s*(\S+)/.exec(cells.unitPrice ?? at?.[0] ?? "")?.[1] ?? "");
  const fallback: Unit = priceUnit ? { unit: priceUnit, sure: true } : weightUnit;
  const weights = [
    ...(cells.weight ? weightsIn(`wt ${cells.weight}`, decimalComma, fallback) : []),
    ...weightsIn(
      [description, cells.unit, cells.quantity].filter(Boolean).join("  "),
      decimalComma,
      fallback,
    ),
  ];
  // A price written only after "@" in the description ("38.6 LB @ 8.95/LB").
  const atPrice = at ? findAmounts(at[1]!, decimalComma)[0] : undefined;
  const priced = unitPrice === null && atPrice ? { ...line, unitPrice: atPrice } : line;
  const weighed = byWeight(priced, weights);
  if (weighed) return finish(weighed.line, sourceConfidence * weighed.sure);
  return finish(
    priced !== line && quantity !== null && amount !== null && addsUp(quantity, atPrice!, amount)
      ? priced
      : line,
    sourceConfidence,
  );
}
