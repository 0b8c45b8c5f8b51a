// Whether a document sent as an invoice is the supplier's credit memo: its title says so near the
// top of its first page (Credit memo, Credit note, Avoir, Gutschrift, Creditnota, Nota de
// crédito). A "credit memo applied" line lower down an ordinary invoice does not make it one.
import type { InvoiceDocument } from "./types";
import { plain } from "./vocabulary";

const TITLE =
  /\b(?:credit ?(?:memo|memorandum|note)|avoir|facture d'avoir|gutschrift|creditnota|nota de credito)\b/;

/** How far down the first page a title may stand, as a share of its height. */
const TOP = 0.3;

export function isCreditMemo(document: InvoiceDocument): boolean {
  const first = Math.min(...document.words.map((word) => word.page));
  const height = document.pages[first]?.height ?? Number.POSITIVE_INFINITY;
  return document.words.some(
    (word) => word.page === first && word.y < height * TOP && TITLE.test(plain(word.text)),
  );
}
