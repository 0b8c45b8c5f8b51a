// Who sent the invoice: one of the workspace's suppliers when its name is on the page, or else
// the name the page gives most weight at its top (large type, a company's legal form), never the
// customer's name under "Bill to".
import type { TextLine } from "./layout";
import { labelOf } from "./labels";
import type { Field, KnownSupplier } from "./types";
import { CUSTOMER_BLOCK, plain, TITLE_WORD, TITLE_WORDS } from "./vocabulary";

const LEGAL_FORM =
  /\b(?:ltd|limited|llc|inc|corp|co|plc|gmbh|ag|kg|ohg|sarl|sas|sa|eurl|bv|b\.v|nv|vof|sl|s\.l|slu|srl|s\.r\.l|spa|s\.p\.a|snc|lda|pty)\.?$/i;

/** A word that makes a line after a house number a street: "7077 Distribution Pkwy". */
const STREET =
  /\b(?:st|street|ave|avenue|rd|road|pkwy|parkway|blvd|boulevard|hwy|highway|way|lane|ln|dr|drive|ct|court|pl|place|rue|chemin|stra(?:ss|ß)e|str|weg|platz|straat|laan|plein|via|viale|piazza|calle|avda|avenida|paseo)\b\.?/i;

/** The same words opening an address, as Europe writes it: "Via Roma 12", "Calle Mayor 5". */
const STREET_FIRST =
  /^(?:rue|avenue|av\.|boulevard|bd|chemin|route|place|quai|via|viale|piazza|corso|calle|avda\.?|avenida|paseo|plaza|carrer|rua|stra(?:ss|ß)e)\b/i;

/** A label the supplier's own name follows: "From:", "Fournisseur :". */
const SUPPLIER_LABEL =
  /^(?:from|supplier|vendor|seller|sold by|fournisseur|vendeur|lieferant|verkaufer|leverancier|fornitore|proveedor)\b/i;

/** Labels an invoice's header sets beside or above their values, never a supplier's name. */
const HEADER_LABEL =
  /^(?:salesperson|sales ?rep|salesman|terms|route|driver|stop|truck|page|account|acct|ship via|vendeur|verkaufer|verkoper|venditore|vendedor|agente|representante|forma de pago|modalita di pagamento|conditions de paiement|zahlungsbedingungen|betalingsvoorwaarden)\b\.?$/i;

/** A name compared without case, accents, punctuation or its legal form. */
export function nameKey(name: string): string {
  return plain(name)
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(LEGAL_FORM, "")
    .trim();
}

/** Mail services many businesses share: their domain says nothing of who sent the invoice. */
const SHARED_MAIL =
  /^(?:gmail|googlemail|yahoo|hotmail|outlook|live|msn|aol|icloud|me|mac|proton|protonmail|gmx|web|t-online|orange|free|wanadoo|libero|virgilio|telefonica|ziggo|kpnmail|comcast|att|verizon|sbcglobal)\./;

/** The digits of a phone number, the last ten of them (the country code is often left off). */
const phoneDigits = (phone: string) => phone.replace(/\D/g, "").slice(-10);

/**
 * The supplier the page names by something other than its name: the domain of its email or
 * website, its phone number, its tax number or bank account, or the restaurant's account number
 * with it. Null when none does, or when two suppliers are named so equally.
 */
function byIdentifiers(lines: TextLine[], suppliers: KnownSupplier[]): KnownSupplier | null {
  const text = lines
    .map((line) => line.text)
    .join("\n")
    .toLowerCase();
  const phones = new Set(
    [...text.matchAll(/\+?\d[\d\s().-]{6,}\d/g)]
      .map((match) => phoneDigits(match[0]))
      .filter((digits) => digits.length >= 7),
  );
  const compactLines = lines.map((line) => compact(line.text));
  const scored = suppliers.map((supplier) => {
    let score = 0;
    const domains = new Set(
      (supplier.emails ?? [])
        .map((email) => email.trim().toLowerCase().split("@")[1] ?? "")
        .filter((domain) => domain.includes(".") && !SHARED_MAIL.test(domain)),
    );
    for (const domain of domains)
      if (new RegExp(`[@./\\s]${escaped(domain)}\\b`).test(` ${text}`)) score += 1;
    for (const phone of supplier.phones ?? []) {
      const digits = phoneDigits(phone);
      if (
        digits.length >= 7 &&
        // A number kept without its area code matches its end; a whole one, exactly.
        [...phones].some((seen) => seen === digits || (digits.length < 10 && seen.endsWith(digits)))
      )
        score += 1;
    }
    // A tax number or bank account, however the page spaces and punctuates it
    // ("FR 15 536 468 612", "DE89 3704 0044 0532 0130 00"), within one line.
    for (const identifier of [supplier.taxNumber, supplier.bankAccount]) {
      const key = compact(identifier ?? "");
      if (key.length >= 8 && /\d{4}/.test(key) && compactLines.some((line) => line.includes(key)))
        score += 1;
    }
    const account = supplier.accountNumber?.trim().toLowerCase() ?? "";
    if (
      account.length >= 4 &&
      /\d/.test(account) &&
      new RegExp(`(?<![\\w-])${escaped(account)}(?![\\w-])`).test(text)
    )
      score += 1;
    return { supplier, score };
  });
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best);
  return best > 0 && top.length === 1 ? top[0]!.supplier : null;
}

/** An identifier's letters and digits alone, in capitals. */
const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `tableHeadings`: the line of the table's headings, as the table's reading found it. */
export function readSupplier(
  lines: TextLine[],
  suppliers: KnownSupplier[],
  tableHeadings: number | null = null,
): { field: Field<string>; supplierId: string | null } {
  const text = ` ${nameKey(lines.map((line) => line.text).join(" "))} `;
  let known: { id: string; name: string; length: number } | null = null;
  for (const supplier of suppliers) {
    const key = nameKey(supplier.name);
    if (key.length < 3 || !text.includes(` ${key} `)) continue;
    if (!known || key.length > known.length) known = { ...supplier, length: key.length };
  }
  if (known) return { field: { value: known.name, confidence: 0.97 }, supplierId: known.id };
  // A name OCR misread, or a trading name other than the one on file: its email, phone or the
  // account number still say who it is.
  const named = byIdentifiers(lines, suppliers);
  if (named) return { field: { value: named.name, confidence: 0.95 }, supplierId: named.id };

  const firstPage = lines.filter((line) => line.page === lines[0]?.page);
  const bottom = Math.max(...firstPage.map((line) => line.y + line.height), 1);
  const customer = new Set<number>();
  for (const line of firstPage)
    for (const segment of line.segments)
      if (CUSTOMER_BLOCK.test(plain(segment.text)))
        for (const other of firstPage)
          if (other.index >= line.index && other.index <= line.index + 5)
            for (const cell of other.segments)
              if (Math.abs(cell.x - segment.x) < segment.width * 1.5 + 20)
                customer.add(cell.x * 100_000 + other.index);

  let best: { name: string; score: number } | null = null;
  for (const line of firstPage) {
    // Above the table of lines: what is under its headings is what was bought.
    if (line.y > bottom * 0.35 || line.index === tableHeadings) break;
    for (const segment of line.segments) {
      if (customer.has(segment.x * 100_000 + line.index)) continue;
      // A name OCR is unsure of is more likely a misread label than the supplier's.
      if (segment.confidence < 0.5) continue;
      const name = segment.text.replace(/^[^\p{L}\p{N}]+|[,;:]+$/gu, "").trim();
      if (!/\p{L}{2}/u.test(name) || name.length > 60) continue;
      // A label with its value in one piece ("E-mail: jacinto@…", "Tel.: 555 0100").
      if (
        /^[\p{L}.-]{2,20}(?:\s[\p{L}.-]{1,20}){0,2}\s?:\s*\S/u.test(segment.text) &&
        !SUPPLIER_LABEL.test(plain(name))
      )
        continue;
      // A label, its value after it ("Forma de pago:", "Sales rep:"), and that value ("NET").
      if (/:\s*$/.test(segment.text) || HEADER_LABEL.test(plain(name))) continue;
      const before = line.segments[line.segments.indexOf(segment) - 1];
      if (before && /:\s*$/.test(before.text) && !SUPPLIER_LABEL.test(plain(before.text))) continue;
      // A street address: a house number, then the street ("7077 DISTRIBUTION PKWY, COLUMBUS"),
      // or the street, then its number ("Via dell'Industria 66").
      const numbered =
        /^\d{1,6}[a-z]?\s+\p{L}{2}/iu.test(name) &&
        (/\d{4,}/.test(name.slice(6)) || STREET.test(name));
      if (numbered || (STREET_FIRST.test(name) && /\d/.test(name))) continue;
      // The rest of a line broken off ("Sec-" / "tor Arauca, Apure") or of a name OCR cut
      // ("de la Vega y San Román"): a company's name starts with a capital or a figure.
      if (/^\p{Ll}+\b/u.test(name)) continue;
      // A page's number: "1 OF 1", "1/2".
      if (/^\d+\s*(?:of|\/|de|von|van|di|sur)\s*\d+$/i.test(name)) continue;
      if (TITLE_WORDS.test(plain(name)) || CUSTOMER_BLOCK.test(plain(name))) continue;
      // A heading that names the document ("My Invoice"), unless it is a company's legal name.
      if (TITLE_WORD.test(plain(name)) && !LEGAL_FORM.test(plain(name))) continue;
      if (/@|www\.|https?:|\d{3}[\s-]?\d{3}|^tel|^phone|^fax|^vat|^tva|^iban|^page\b/i.test(name))
        continue;
      if (
        ["invoiceNumber", "date", "dueDate", "total"].some(
          (f) => labelOf(segment, f as "date") !== null,
        )
      )
        continue;
      // Addresses have numbers; a company's name rarely does.
      const digits = (name.match(/\d/g) ?? []).length;
      const score =
        segment.height * 2 +
        (LEGAL_FORM.test(nameKey(name) + " ") || LEGAL_FORM.test(plain(name)) ? 12 : 0) -
        digits * 4 -
        line.index * 0.5;
      if (!best || score > best.score) best = { name, score };
    }
  }
  if (!best) return { field: { value: null, confidence: 0 }, supplierId: null };
  const formed = LEGAL_FORM.test(plain(best.name));
  return { field: { value: best.name, confidence: formed ? 0.75 : 0.55 }, supplierId: null };
}
