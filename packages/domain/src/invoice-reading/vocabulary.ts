// The words invoices use for their fields in English, French, German, Dutch, Spanish and Italian,
// compared without case or accents. A label is found at the start of a segment; what follows it
// in the segment, or the segment after or under it, is its value.

/** Lower case, no accents, one space, no trailing colon: how labels are compared. */
export function plain(text: string): string {
  return fold(text).trim();
}

/** Like plain, without trimming: a prefix folds to a prefix of the whole. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, " ");
}

/** Whose details a block gives: the customer's name must not be taken for the supplier's. */
export const CUSTOMER_BLOCK =
  /^(?:bill(?:ed)? to|invoice to|sold to|ship(?:ped)? to|deliver(?:y|ed)? to|customer|client|receiver|recipient|factur[eé] a|adresse de facturation|livr[eé] a|rechnungsempf[aä]nger|kunde|kundendaten|kundenidenti\S*|lieferadresse|factuur aan|klant|afleveradres|facturar a|cliente|datos del cliente|dados do cliente|enviar a|destinatario|spett\.?(?:le)?)\b/i;

/** Words of a title, not a name: "INVOICE", "FACTURE", "Tax invoice". */
export const TITLE_WORDS =
  /^(?:tax |vat |sales )?(?:invoice|facture|rechnung|factuur|factura|fattura|fatura|faktura)\b/i;

/** A title's word anywhere in a heading ("My Invoice", "Commercial invoice"). */
export const TITLE_WORD =
  /\b(?:invoice|facture|rechnung|factuur|factura|fattura|fatura|faktura|devis|quote|receipt)\b/i;

/** Column headings of an invoice's table of lines. */
export const COLUMNS = {
  /** The supplier's item code ("Item code", "SKU", "Réf."): not the description beside it. */
  code: /^(?:item code|item no|item #|item number|product code|code|sku|ref|art\.? ?nr|artikelnummer|artikel-nr|codice|codigo|cod|article code)\.?$/,
  /** The pack a line is sold in ("Pack/Size": "4/5 LB", "15 DZ"): read aside, for its unit. */
  pack: /^(?:pack|pack\/size|pack size|packsize|pk|pk\/sz|size|gebinde|conditionnement|cond\.|verpakking|confezione|formato|envase)\.?$/,
  /** What was ordered, beside what shipped and is billed ("Qty ord" beside "Qty shp"). */
  ordered:
    /^(?:qty\.? ord(?:ered)?|ord(?:ered)?|units? ordered|quantity ordered|bestellt|bestellmenge|commande)\.?$/,
  description:
    /^(?:description|item|items|product|article|details|designation|libelle|produit|artikel|bezeichnung|beschreibung|leistung|omschrijving|product|descripcion|concepto|articulo|producto|descrizione|articolo|prodotto)\b/,
  quantity:
    /^(?:qty|quantity|qte|quantite|menge|anzahl|aantal|cantidad|cant|quantita|qta|q\.ta|units?\s+ordered)\b/,
  unit: /^(?:unit|uom|u\.?\s?m\.?|u\.|unite|einheit|eenheid|unidad|unita)$/,
  // Ends where a word would: "P.U. HT" is a price though "." is no word's end for \b.
  unitPrice:
    /^(?:unit price|price|rate|unit cost|prix unitaire|prix|p\.\s?u\.|pu|einzelpreis|preis|e-preis|stukprijs|prijs|eenheidsprijs|precio unitario|precio|prezzo unitario|prezzo)(?![a-z0-9])/,
  amount:
    /^(?:amount|line total|total|ext\.? price|extended|extension|montant|total ligne|betrag|gesamt|gesamtpreis|summe|bedrag|totaal|importe|total|importo|totale)\b/,
  /**
   * A catch weight ("Weight", "Net wt", "Catch wt", "Poids", "Gewicht"): what a case of meat
   * weighed, billed at the price per pound or kilo when it, not the cases, makes the amount.
   */
  weight:
    /^(?:weight|wt|net wt|net weight|catch wt|catch weight|poids|poids net|gewicht|nettogewicht|peso|peso neto|peso netto)\.?(?:\s*\(?(?:lbs?|kgs?|#)\)?)?$/,
  /** A line's tax rate ("IVA %", "TVA", "MwSt.", "VAT"): read aside, never as the amount. */
  taxRate: /^(?:(?:iva|vat|tva|mwst|ust|btw|tax|taxe)\.?(?:\s*%|\s*rate|\s*code)?|%)$/,
  /** A line's discount ("Dto.", "Rabatt %"): read aside, never as the price beside it. */
  discount: /^(?:dto|desc|descuento|discount|disc|rabatt|remise|sconto|sc|korting)\.?(?:\s*%)?$/,
} as const;

/** Payment terms that give a due date: "Net 30", "30 days", "30 jours", "30 Tage"... */
export const TERMS_DAYS =
  /\b(?:net\s*(\d{1,3})\b(?![.,]\d)|(\d{1,3})\s*(?:days|jours|tage|tagen|dagen|d[ií]as|giorni|gg)(?!\p{L}))/iu;

/** Languages whose dates are written day first when a date could be read either way. */
export const DAY_FIRST_HINTS =
  /\b(?:facture|rechnung|factuur|factura|fattura|tva|mwst|btw|iva|vat|gst|abn|£|€)/i;
