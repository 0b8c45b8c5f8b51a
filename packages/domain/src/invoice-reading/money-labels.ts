// Labels of the money fields read as phrases, not as fixed words: "Total paid with VAT",
// "VAT Paid", "Total exc. VAT", "Gesamtbetrag netto". Which field a phrase names follows from
// the kinds of word in it (a total, a tax, a "without", a "with"), in any of the languages, so
// that a phrase no list foresaw is still read; a plain "Total" is left to the lists.
import { plain } from "./vocabulary";

export type MoneyField = "subtotal" | "tax" | "total";

const word = (list: string) => new Set(list.split(" "));
/** Words of an amount that is owed or added up. */
const TOTALS = word(
  "total totals totaal totale totalt sum summe somme betrag bedrag amount montant montante importe importo gesamt gesamtbetrag endbetrag rechnungsbetrag balance valor paid payable due pay payer pagar pagare betalen zahlen",
);
const TAXES = word("vat tax taxes tva mwst ust btw iva gst hst mva moms igic");
/** "Without tax": the amount before it. Not "net": "Net à payer" is the total. */
const WITHOUT = word(
  "excl exc excluding exclusive exclusief without before ht hors ohne exkl exklusive zonder sin senza sans eks escl esclusa escluso",
);
/** "With tax": the amount after it. */
const WITH = word(
  "incl inc including inclusive inclusief with ttc brutto gross inkl inklusive met con avec incluido incluida compris comprise inclusa incluso compresa compreso",
);
/**
 * Phrases that name something else: a rate ("VAT rate", "Taux TVA"), a number ("VAT Reg No",
 * "Tax ID", "USt-IdNr"), the document ("Tax invoice"), a date ("Tax point date"), or an exempt
 * base ("MwSt-befreit").
 */
const OTHER = word(
  "rate taux satz tarief tipo aliquota percentage no nr number numero nummer id idnr reg registration code ident siret siren invoice facture rechnung factuur factura fattura date datum fecha data exempt exento esente exonere befreit vrijgesteld",
);
/** The first word says subtotal whatever follows ("Subtotal incl. discount"). */
const SUBTOTAL_FIRST = /^(?:sub ?-?total\w*|sous-?total|zwischensumme)/;

/** At most this many words: longer text is a sentence, not a label. */
const MOST_WORDS = 5;

/**
 * The money field a segment's leading phrase names, the phrase as written, and what follows it,
 * or null when the phrase has none of the telling words (or is a sentence, or names a rate).
 */
export function moneyPhrase(
  text: string,
): { field: MoneyField; label: string; rest: string } | null {
  // The phrase is what comes before the first figure, sign or bracket.
  const lead = /^[^\d$€£¥(]*/.exec(text)![0];
  const phrase = plain(lead).replace(/[\s:.#-]+$/, "");
  const words = phrase.split(/[^\p{L}]+/u).filter(Boolean);
  if (words.length === 0 || words.length > MOST_WORDS) return null;
  if (words.some((w) => OTHER.has(w))) return null;
  const has = (set: Set<string>) => words.some((w) => set.has(w));
  let field: MoneyField | null = null;
  if (SUBTOTAL_FIRST.test(phrase)) field = "subtotal";
  else if (has(TAXES))
    field = has(WITHOUT) ? "subtotal" : has(WITH) && has(TOTALS) ? "total" : "tax";
  else if (has(TOTALS) && has(WITHOUT)) field = "subtotal";
  else if (has(TOTALS) && has(WITH)) field = "total";
  if (!field) return null;
  return {
    field,
    label: phrase,
    rest: text
      .slice(lead.length)
      .replace(/^[\s:.#-]+/, "")
      .trim(),
  };
}
