import { headerKey } from "./header";

/** What a line of a sales file is, as far as the kitchen's usage goes. */
export type LineKind = "sale" | "refund" | "void" | "other";

const words = (text: string) => new Set(text.split(" "));

// Square writes "Payment" and "Refund"; Lightspeed K-Series "Sale", "Refund", "Void" and kinds
// that only move an account ("Float", "Foreign", "Split", "Transitory", "Recall", "Update"),
// which would count a plate twice if read as sales.
const SALE = words(
  "sale sales sold payment paid order completed complete vente verkauf verkoop venta vendita",
);
const REFUND = words(
  "refund refunded return returned partialrefund remboursement retour erstattung ruckerstattung " +
    "retoure terugbetaling devolucion reembolso rimborso reso",
);
const VOID = words(
  "void voided cancel cancelled canceled deleted removed annule annulation storno storniert " +
    "geannuleerd anulado anulada annullato annullata",
);

/** The kind of line an event-type cell names; a blank cell is a sale. */
export function lineKind(cell: string): LineKind {
  const key = headerKey(cell);
  if (key === "" || SALE.has(key)) return "sale";
  if (REFUND.has(key)) return "refund";
  if (VOID.has(key)) return "void";
  return "other";
}

const YES = words("true yes y 1 x void voided vrai oui ja wahr waar si");
const NO = words("false no n 0 faux non nein falsch onwaar nee");

/** Reads a yes/no cell ("true", "Yes", "x", "oui", "1"); null when it is neither. */
export function yesOrNo(cell: string): boolean | null {
  const key = headerKey(cell);
  if (key === "" || NO.has(key)) return false;
  if (YES.has(key)) return true;
  return null;
}
