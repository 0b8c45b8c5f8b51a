// `larder extract-invoice FILE`: reads one invoice (PDF, photo or scan) with the same reader the
// server runs, without a server or a database, and prints its fields as one JSON object.
import type { Field, InvoiceLine, ReadInvoice } from "@larder/domain";
import { InvoiceReader } from "../jobs/invoice-reader";

const field = <T>(read: Field<T>) => ({ value: read.value, confidence: read.confidence });

const line = (read: InvoiceLine) => ({
  description: read.description,
  quantity: read.quantity,
  unit: read.unit,
  unit_price: read.unitPrice,
  amount: read.amount,
  confidence: read.confidence,
});

/** The fields under the names scripts use (snake case), amounts as exact decimal strings. */
export function invoiceJson(invoice: ReadInvoice) {
  return {
    supplier: field(invoice.supplier),
    invoice_number: field(invoice.invoiceNumber),
    date: field(invoice.date),
    due_date: field(invoice.dueDate),
    currency: field(invoice.currency),
    subtotal: field(invoice.subtotal),
    tax: field(invoice.tax),
    total: field(invoice.total),
    lines: { value: (invoice.lines.value ?? []).map(line), confidence: invoice.lines.confidence },
  };
}

export async function extractInvoice(bytes: Uint8Array): Promise<ReturnType<typeof invoiceJson>> {
  const reader = new InvoiceReader();
  try {
    const { invoice } = await reader.read(bytes);
    return invoiceJson(invoice);
  } finally {
    await reader.close();
  }
}
