// What the invoice reader works on and what it gives back (decision 0027). A document is its
// words with their boxes, from a PDF's own text layer or from OCR; everything after that is
// plain logic over those boxes, the same for every supplier: no template is written by hand.

/** A word or a run of words as the source gave it, in page units with y growing downwards. */
export interface Word {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** How sure the source is of the text: 1 for a PDF's text layer, OCR's own score otherwise. */
  confidence: number;
}

export interface InvoiceDocument {
  pages: { width: number; height: number }[];
  words: Word[];
  /** Where the text came from: the PDF's text layer, OCR, or some pages of each. */
  source: "text" | "ocr" | "mixed";
}

/** A field as read, with how sure the reader is of it, from 0 to 1. */
export interface Field<T> {
  value: T | null;
  confidence: number;
}

export interface InvoiceLine {
  description: string;
  /** Exact decimals as text, like every amount. */
  quantity: string | null;
  unit: string | null;
  unitPrice: string | null;
  amount: string | null;
  confidence: number;
  /** The pack as written ("4/5 LB"), in a Pack column or beside the unit; absent when none. */
  pack?: string | null;
}

export interface ReadInvoice {
  supplier: Field<string>;
  /** The workspace's supplier the name was matched to, when one was given and matched. */
  supplierId: string | null;
  invoiceNumber: Field<string>;
  /** YYYY-MM-DD. */
  date: Field<string>;
  dueDate: Field<string>;
  /** ISO 4217 code. */
  currency: Field<string>;
  subtotal: Field<string>;
  tax: Field<string>;
  total: Field<string>;
  lines: Field<InvoiceLine[]>;
}

/** The header fields a person can correct and the reader can learn where to find. */
export const LEARNABLE_FIELDS = [
  "invoiceNumber",
  "date",
  "dueDate",
  "subtotal",
  "tax",
  "total",
] as const;
export type LearnableField = (typeof LEARNABLE_FIELDS)[number];

/**
 * Where one supplier puts a field, learnt from a correction: the words of the label before it
 * (or above it), and the box the value was in, as fractions of the page.
 */
export interface FieldPlace {
  label: string | null;
  page: number;
  box: { x: number; y: number; width: number; height: number };
}

export type SupplierLayout = Partial<Record<LearnableField, FieldPlace>>;

/**
 * A supplier of the workspace, with what else its invoices print that says it is them: the
 * addresses its emails come from, its phone, and the restaurant's account number with it.
 */
export interface KnownSupplier {
  id: string;
  name: string;
  emails?: string[];
  phones?: string[];
  accountNumber?: string;
  /** Its VAT or tax number, as the supplier prints it ("FR 15 536468612"). */
  taxNumber?: string;
  /** The bank account it is paid into: an IBAN or an account number. */
  bankAccount?: string;
}

/** What the reader may know of the workspace: its suppliers, and where each puts its fields. */
export interface ReadingContext {
  suppliers?: KnownSupplier[];
  layouts?: Map<string, SupplierLayout>;
}
