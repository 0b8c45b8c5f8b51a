// Which of the six languages a page is in, from the words of a first reading in English: the
// words invoices use for their own parts are read well enough without the language's model.

export type OcrLanguage = "eng" | "fra" | "deu" | "nld" | "spa" | "ita";

const WORDS: Record<Exclude<OcrLanguage, "eng">, string[]> = {
  fra: [
    "facture",
    "tva",
    "montant",
    "ttc",
    "ht",
    "echeance",
    "designation",
    "quantite",
    "prix",
    "qte",
    "reglement",
    "total ht",
  ],
  deu: [
    "rechnung",
    "mwst",
    "ust",
    "betrag",
    "menge",
    "einzelpreis",
    "gesamtbetrag",
    "datum",
    "fallig",
    "nettobetrag",
    "zahlbar",
    "bezeichnung",
  ],
  nld: [
    "factuur",
    "btw",
    "bedrag",
    "aantal",
    "totaal",
    "prijs",
    "omschrijving",
    "vervaldatum",
    "factuurnummer",
    "subtotaal",
  ],
  spa: [
    "factura",
    "importe",
    "cantidad",
    "precio",
    "fecha",
    "vencimiento",
    "descripcion",
    "base imponible",
    "total factura",
  ],
  ita: [
    "fattura",
    "importo",
    "quantita",
    "prezzo",
    "totale",
    "scadenza",
    "descrizione",
    "imponibile",
    "numero fattura",
  ],
};

/** The language most of the page's invoice words belong to, or "eng" when none stands out. */
export function pageLanguage(words: string[]): OcrLanguage {
  const text = ` ${words
    .join(" ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")} `;
  let best: OcrLanguage = "eng";
  let most = 1;
  for (const [language, list] of Object.entries(WORDS) as [OcrLanguage, string[]][]) {
    const hits = list.filter((word) => text.includes(` ${word} `)).length;
    if (hits > most) [best, most] = [language, hits];
  }
  return best;
}
