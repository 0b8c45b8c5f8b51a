import { addDays, suggestAccountCategory } from "@larder/domain";
import type { PurchasingSeed } from "./purchasing-seed";
import {
  PURCHASING_ROUTINE,
  SAMPLE_INVOICES,
  SAMPLE_ITEMS,
  SAMPLE_ORDERS,
  type SampleInvoice,
} from "./sample-data";
import { oldestFirst, supplierOf } from "./sample-purchasing";

const { hours } = PURCHASING_ROUTINE;

/** Each demo item's category, from which its invoice lines are booked as the app suggests. */
const CATEGORY_OF = new Map(SAMPLE_ITEMS.map((item) => [item.name, item.category]));

/** The invoices that bill an order, with their index in SAMPLE_INVOICES. */
const BILLING = [...SAMPLE_INVOICES.entries()].filter(
  (entry): entry is [number, SampleInvoice & { order: number }] => entry[1].order !== undefined,
);

/** Each invoice's number: the supplier's, or Larder's INV-YYYY-NNN in the order entered. */
function numberInvoices(seed: PurchasingSeed): void {
  for (const [index, invoice] of oldestFirst(SAMPLE_INVOICES))
    seed.invoiceNumbers.set(index, invoice.number ?? seed.next("INV", seed.date(invoice.day)));
}

/** The invoices (due by their supplier's terms unless they say), and the orders they bill. */
export async function seedInvoices(seed: PurchasingSeed): Promise<void> {
  const { at, date, invoiceIds, orderIds, supplierIds } = seed;
  const { main, people } = seed.context;
  numberInvoices(seed);
  await seed.insert(
    "invoices",
    {
      id: "uuid",
      number: "text",
      supplier_id: "uuid",
      location_id: "uuid",
      buyer_user_id: "uuid",
      buyer_name: "text",
      effective_date: "date",
      due_date: "date",
      total_excl_tax: "numeric",
      total_incl_tax: "numeric",
      created_by: "uuid",
      created_at: "local",
    },
    SAMPLE_INVOICES.map((invoice, index) => {
      const buyer = people[invoice.buyer];
      return {
        id: invoiceIds[index],
        number: seed.invoiceNumbers.get(index),
        supplier_id: supplierIds.get(invoice.supplier),
        location_id: main.id,
        buyer_user_id: buyer.id,
        buyer_name: buyer.name,
        effective_date: date(invoice.day),
        due_date: addDays(
          date(invoice.day),
          invoice.dueInDays ?? supplierOf(invoice.supplier).terms,
        ),
        total_excl_tax: invoice.exclTax,
        total_incl_tax: invoice.inclTax,
        created_by: buyer.id,
        created_at: at(invoice.day, hours.invoiced),
      };
    }),
  );
  await seed.insert(
    "invoice_orders",
    { invoice_id: "uuid", order_id: "uuid" },
    BILLING.map(([index, invoice]) => ({
      invoice_id: invoiceIds[index],
      order_id: orderIds[invoice.order],
    })),
  );
}

/**
 * A line per line of the order an invoice bills, at the order's price unless the invoice
 * charged another, booked to the account the app suggests for the item.
 */
export async function seedInvoiceLines(seed: PurchasingSeed): Promise<void> {
  const { invoiceIds, lineIds } = seed;
  await seed.insert(
    "invoice_lines",
    {
      invoice_id: "uuid",
      position: "integer",
      item_id: "uuid",
      description: "text",
      unit: "text",
      quantity: "numeric",
      unit_price: "numeric",
      tax_rate: "numeric",
      order_line_id: "uuid",
      account_category: "text",
    },
    BILLING.flatMap(([index, invoice]) =>
      SAMPLE_ORDERS[invoice.order]!.lines.map((line, position) => ({
        invoice_id: invoiceIds[index],
        position,
        item_id: seed.item(line.item),
        description: line.item,
        unit: line.unit,
        quantity: line.quantity,
        unit_price: invoice.prices?.[line.item] ?? line.price,
        tax_rate: line.taxRate ?? "0",
        order_line_id: lineIds[invoice.order]![position],
        account_category: suggestAccountCategory(CATEGORY_OF.get(line.item) ?? null, line.item),
      })),
    ),
  );
}

/** What was paid of each invoice, the day after its date (not later than today). */
export async function seedPayments(seed: PurchasingSeed): Promise<void> {
  const { at, date, invoiceIds } = seed;
  const { payments } = PURCHASING_ROUTINE;
  const payer = seed.context.people[PURCHASING_ROUTINE.people.payments];
  await seed.insert(
    "payments",
    {
      invoice_id: "uuid",
      amount: "numeric",
      paid_on: "date",
      method: "text",
      reference: "text",
      recorded_by: "uuid",
      recorded_at: "local",
    },
    SAMPLE_INVOICES.flatMap((invoice, index) => {
      if (!invoice.paid) return [];
      const paidDaysAgo = Math.max(invoice.day - payments.daysAfterInvoice, 0);
      return [
        {
          invoice_id: invoiceIds[index],
          amount: invoice.paid === "all" ? invoice.inclTax : invoice.paid,
          paid_on: date(paidDaysAgo),
          method: payments.method,
          reference: `${payments.reference} ${seed.invoiceNumbers.get(index)}`,
          recorded_by: payer.id,
          recorded_at: at(paidDaysAgo, hours.paid),
        },
      ];
    }),
  );
}
