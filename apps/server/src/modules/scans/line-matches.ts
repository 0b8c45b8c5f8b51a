import type { Scan, ScanOrder } from "@larder/contracts";
import {
  exact,
  packWritten,
  suggestLineMatches,
  toDecimal,
  unitFromInvoice,
  type InvoiceLine,
} from "@larder/domain";

/**
 * A line billed in a pack the item has not ("2 CS" of chicken kept in lb), put in the item's
 * unit by the pack the invoice writes ("4/10 LB": 40 lb a case), when its price then comes out
 * exactly (to the 1/100 of a cent a price is kept to) and the line's amount is unchanged.
 */
function byPack(line: InvoiceLine, units: readonly string[]) {
  if (!line.quantity || !line.unitPrice) return null;
  const pack = (line.pack ? packWritten(line.pack, true) : null) ?? packWritten(line.description);
  const unit = pack ? unitFromInvoice(pack.unit, units) : null;
  if (!pack || !unit) return null;
  const quantity = exact(line.quantity).mul(exact(pack.per));
  const price = exact(line.unitPrice).div(exact(pack.per));
  const unitPrice = toDecimal(price, 4);
  if (!exact(unitPrice).equals(price)) return null;
  const written = `${toDecimal(line.quantity)} ${line.unit}`;
  return {
    unit,
    figures: {
      quantity: toDecimal(quantity),
      unitPrice,
      note: `${written} on the invoice, ${toDecimal(pack.per)} ${unit} each (“${pack.text}”): entered as ${toDecimal(quantity)} ${unit}.`,
    },
  };
}

/** What marks a return's description: "CR", "RET", "RETURN", "CREDIT", "AVOIR". */
const RETURN_MARK = /^\s*(?:cr|ret|return(?:ed)?|credit|avoir|retour|gutschrift)\b[\s:.-]*/i;

/** Whether a line read is a return credited on the invoice: a quantity below zero. */
const isReturn = (line: InvoiceLine) => line.quantity?.startsWith("-") ?? false;

/**
 * The entry of the supplier's catalog each line most likely is. Returns ("CR …", a quantity
 * below zero) are matched apart: the item they take back is usually one the invoice also bills,
 * and each entry goes to one line of a kind.
 */
function catalogMatches(lines: InvoiceLine[], catalog: Scan["catalog"]) {
  const entries = catalog.map((entry, index) => ({
    key: String(index),
    name: entry.name,
    sku: entry.sku,
  }));
  const billed = suggestLineMatches(
    lines.map((line) => (isReturn(line) ? { description: "" } : line)),
    entries,
  );
  const takenBack = suggestLineMatches(
    lines.map((line) =>
      isReturn(line)
        ? { description: line.description.replace(RETURN_MARK, "") }
        : { description: "" },
    ),
    entries,
  );
  return lines.map((line, index) => (isReturn(line) ? takenBack[index] : billed[index]));
}

/**
 * The item (and order line) each line read most likely is: a line that bills one of the
 * suggested order's lines is matched to that line, the others to what the supplier sells.
 */
export function matchLines(
  lines: InvoiceLine[],
  order: ScanOrder | undefined,
  catalog: Scan["catalog"],
): Scan["lineMatches"] {
  // The order's lines first: a line that bills one of them is matched to that line.
  const onOrder = suggestLineMatches(
    lines,
    (order?.lines ?? []).map((line) => ({ key: line.id, name: line.name, sku: "" })),
  );
  const fromCatalog = catalogMatches(lines, catalog);
  return lines.map((line, index) => {
    // A return credited on the invoice ("-1 CS") is the item's, but bills no order line.
    const orderLine = isReturn(line)
      ? undefined
      : order?.lines.find((candidate) => candidate.id === onOrder[index]?.key);
    const entry = fromCatalog[index] ? catalog[Number(fromCatalog[index].key)] : undefined;
    const itemId = orderLine?.itemId ?? entry?.itemId ?? null;
    const units = catalog.find((known) => known.itemId === itemId)?.units ?? [];
    const converted =
      !orderLine && line.unit && !unitFromInvoice(line.unit, units) ? byPack(line, units) : null;
    if (converted)
      return {
        itemId,
        orderLineId: null,
        unit: converted.unit,
        score: fromCatalog[index]?.score ?? 0,
        converted: converted.figures,
      };
    return {
      itemId,
      orderLineId: orderLine?.id ?? null,
      // A line billing an order line is in that line's unit, so the match compares like with like.
      // A unit the invoice wrote but the item has not ("bunch" of basil kept in oz) is left for
      // the person: a line is never put in a unit it was not sold in.
      unit:
        orderLine?.unit ?? (line.unit ? unitFromInvoice(line.unit, units) : (entry?.unit ?? null)),
      score: onOrder[index]?.score ?? fromCatalog[index]?.score ?? 0,
      converted: null,
    };
  });
}
