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

/**
 * Patterns for a list of labels, the longest first ("total ht" before "total"): each matches the
 * label at the start of a text, with the colon, point or # after it.
 */
const alternatives = (words: string[]): RegExp[] =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(
      (word) =>
        new RegExp(`^${word.replace(/[.]/g, "\\.").replace(/ /g, "\\s*")}\\s*[:.#]?\\s*`, "i"),
    );

export const LABELS = {
  invoiceNumber: alternatives([
    "tax invoice number",
    "tax invoice no",
    "tax invoice",
    "invoice number",
    "invoice no",
    "invoice nr",
    "invoice #",
    "invoice n°",
    "invoice n",
    "inv no",
    "inv #",
    "invoice",
    "numero de facture",
    "n° de facture",
    "no de facture",
    "facture n°",
    "facture no",
    "facture n",
    "facture",
    "rechnungsnummer",
    "rechnungs-nr",
    "rechnung nr",
    "rechnung-nr",
    "rechnung",
    "factuurnummer",
    "factuur nr",
    "factuurnr",
    "factuur",
    "numero de factura",
    "n° de factura",
    "no de factura",
    "factura n°",
    "factura no",
    "factura nº",
    "factura n",
    "factura",
    "numero fattura",
    "n° fattura",
    "fattura n°",
    "fattura n",
    "fattura nr",
    "fattura",
  ]),
  date: alternatives([
    "invoice date",
    "date of invoice",
    "issue date",
    "date issued",
    "tax point",
    "date",
    "date de facture",
    "date de la facture",
    "date d'emission",
    "date",
    "rechnungsdatum",
    "datum der rechnung",
    "ausstellungsdatum",
    "datum",
    "factuurdatum",
    "datum factuur",
    "datum",
    "fecha de factura",
    "fecha de emision",
    "fecha factura",
    "fecha",
    "data fattura",
    "data della fattura",
    "data di emissione",
    "data documento",
    "data",
  ]),
  dueDate: alternatives([
    "due date",
    "payment due",
    "due by",
    "due on",
    "pay by",
    "payment due date",
    "due",
    "date d'echeance",
    "echeance",
    "a payer avant le",
    "date limite de paiement",
    "falligkeitsdatum",
    "fallig am",
    "fallig bis",
    "zahlbar bis",
    "zahlungsziel",
    "fallig",
    "vervaldatum",
    "te betalen voor",
    "uiterste betaaldatum",
    "vervaldag",
    "fecha de vencimiento",
    "vencimiento",
    "fecha limite de pago",
    "data di scadenza",
    "scadenza",
    "da pagare entro",
    "data scadenza",
  ]),
  subtotal: alternatives([
    "subtotal",
    "sub total",
    "sub-total",
    "net amount",
    "net total",
    "total net",
    "total excl. vat",
    "total excluding vat",
    "total before tax",
    "amount before tax",
    "goods total",
    "net",
    "sous-total",
    "sous total",
    "total ht",
    "montant ht",
    "total hors taxes",
    "hors taxes",
    "zwischensumme",
    "nettobetrag",
    "summe netto",
    "gesamt netto",
    "netto",
    "nettosumme",
    "subtotaal",
    "totaal excl. btw",
    "totaal excl btw",
    "bedrag excl. btw",
    "netto bedrag",
    "base imponible",
    "subtotal",
    "importe neto",
    "total sin iva",
    "subtotale",
    "imponibile",
    "totale imponibile",
    "totale netto",
  ]),
  tax: alternatives([
    "total vat",
    "vat amount",
    "vat",
    "sales tax",
    "tax amount",
    "total tax",
    "tax",
    "gst",
    "hst",
    "total tva",
    "montant tva",
    "tva",
    "mwst",
    "mehrwertsteuer",
    "ust",
    "umsatzsteuer",
    "zzgl. mwst",
    "zzgl. ust",
    "btw bedrag",
    "totaal btw",
    "btw",
    "cuota iva",
    "total iva",
    "importe iva",
    "iva",
    "totale iva",
    "importo iva",
    "iva",
  ]),
  total: alternatives([
    "total due",
    "amount due",
    "balance due",
    "total amount due",
    "invoice total",
    "grand total",
    "total amount",
    "amount payable",
    "total to pay",
    "total incl. vat",
    "total including vat",
    "total",
    "total ttc",
    "net a payer",
    "montant ttc",
    "total a payer",
    "montant total",
    "total",
    "gesamtbetrag",
    "rechnungsbetrag",
    "endbetrag",
    "zu zahlen",
    "gesamtsumme",
    "summe brutto",
    "brutto",
    "gesamt",
    "totaal incl. btw",
    "totaal incl btw",
    "te betalen",
    "totaalbedrag",
    "totaal",
    "total factura",
    "importe total",
    "total a pagar",
    "total con iva",
    "total",
    "totale fattura",
    "totale da pagare",
    "importo totale",
    "totale documento",
    "totale",
  ]),
} as const;

/** Whose details a block gives: the customer's name must not be taken for the supplier's. */
export const CUSTOMER_BLOCK =
  /^(?:bill(?:ed)? to|invoice to|sold to|ship(?:ped)? to|deliver(?:y|ed)? to|customer|client|factur[eé] a|adresse de facturation|livr[eé] a|rechnungsempf[aä]nger|kunde|lieferadresse|factuur aan|klant|afleveradres|facturar a|cliente|enviar a|destinatario|spett\.?(?:le)?)\b/i;

/** Words of a title, not a name: "INVOICE", "FACTURE", "Tax invoice". */
export const TITLE_WORDS =
  /^(?:tax |vat |sales )?(?:invoice|facture|rechnung|factuur|factura|fattura)\b/i;

/** Column headings of an invoice's table of lines. */
export const COLUMNS = {
  description:
    /^(?:description|item|items|product|article|details|designation|libelle|produit|artikel|bezeichnung|beschreibung|leistung|omschrijving|product|descripcion|concepto|articulo|producto|descrizione|articolo|prodotto)\b/,
  quantity:
    /^(?:qty|quantity|qte|quantite|menge|anzahl|aantal|cantidad|cant|quantita|qta|q\.ta|units?\s+ordered)\b/,
  unit: /^(?:unit|uom|u\.m\.|unite|einheit|eenheid|unidad|unita|um)$/,
  unitPrice:
    /^(?:unit price|price|rate|unit cost|prix unitaire|prix|p\.u\.|pu|einzelpreis|preis|e-preis|stukprijs|prijs|eenheidsprijs|precio unitario|precio|prezzo unitario|prezzo|p\.u\.)\b/,
  amount:
    /^(?:amount|line total|total|ext\.? price|extended|montant|total ligne|betrag|gesamt|gesamtpreis|summe|bedrag|totaal|importe|total|importo|totale)\b/,
} as const;

/** Payment terms that give a due date: "Net 30", "30 days", "30 jours", "30 Tage"... */
export const TERMS_DAYS =
  /\b(?:net\s*(\d{1,3})|(\d{1,3})\s*(?:days|jours|tage|dagen|dias|giorni|gg)\b)/i;

/** Languages whose dates are written day first when a date could be read either way. */
export const DAY_FIRST_HINTS =
  /\b(?:facture|rechnung|factuur|factura|fattura|tva|mwst|btw|iva|vat|gst|abn|£|€)/i;
