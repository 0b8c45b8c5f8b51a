import { DAY_RANGE, MONEY_BOUNDS, TABLE_IMPORT_COLUMNS } from "@larder/contracts";
import { exact, toDecimal } from "@larder/domain";
import type { Executor } from "../../../db/database";
import type { Member } from "../../../core/member";
import type { Table } from "../../../lib/spreadsheet/table";
import { createInvoice } from "../../invoices";
import { loadItems, loadLocations, loadSupplierNames, locationOf, supplierOf } from "./lookups";
import {
  checkInvoiceColumns,
  invoiceLineOf,
  openingInvoiceCells,
  openingInvoiceValues,
  wholeInvoices,
  type FirstInvoiceRow,
} from "./opening-invoice-rows";
import { amount, checkRows, text, type CheckedRows, type RowReader } from "./table";

export interface InvoiceLineValues {
  itemId: string | null;
  description: string;
  unit: string | null;
  quantity: string;
  unitPrice: string;
}

/** One row of an opening invoice: the invoice it belongs to and, perhaps, one of its lines. */
export interface OpeningInvoiceValues {
  supplierId: string;
  number: string;
  effectiveDate: string;
  dueDate: string | null;
  total: string;
  tax: string;
  locationId: string | null;
  notes: string;
  line: InvoiceLineValues | null;
}

export const OPENING_INVOICE_SYNONYMS: Record<string, readonly string[]> = {
  supplier: ["supplier_name", "vendor", "vendor_name", "company"],
  number: ["invoice", "invoice_number", "invoice_no", "inv", "inv_no", "reference", "ref", "no"],
  date: ["invoice_date", "effective_date", "issued", "issue_date", "date_issued"],
  due_date: ["due", "payment_due", "pay_by", "due_on"],
  total: ["amount", "total_amount", "amount_due", "balance", "total_incl_tax", "invoice_total"],
  tax: ["tax_amount", "vat", "gst", "sales_tax"],
  location: ["site", "restaurant", "store"],
  notes: ["note", "comments", "memo"],
  item: ["item_name", "ingredient", "product"],
  description: ["line_description", "details"],
  quantity: ["qty", "line_quantity", "count"],
  line_unit: ["unit", "uom", "unit_of_measure"],
  unit_price: ["price", "line_price", "rate", "cost"],
};

/** "2026-11-03", "11/3/2026" (US order) or a workbook's date, as YYYY-MM-DD; null when not a day. */
export function parseDay(value: string): string | null {
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const text = date.toISOString().slice(0, 10);
  return text >= DAY_RANGE.first && text <= DAY_RANGE.last ? text : null;
}

function dayOf(reader: RowReader, column: string, label: string): string | null {
  const raw = reader.cell(column);
  if (!raw) return null;
  const day = parseDay(raw);
  if (!day) reader.problem(column, `“${raw}” is not a date. Write the ${label} like 2026-11-03.`);
  return day;
}

async function enteredInvoices(tx: Executor, workspaceId: string): Promise<Set<string>> {
  const { rows } = await tx.query<{ key: string }>(
    "select supplier_id || '|' || lower(number) as key from invoices where workspace_id = $1",
    [workspaceId],
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * Checks a file of invoices still unpaid at go-live: one row per invoice, or one row per line
 * with the invoice's columns repeated (or left empty after its first row). An invoice is
 * recognised by supplier and number, in any case: one Larder has is left alone. An invoice with
 * a problem on any of its rows is not imported at all.
 */
export async function checkOpeningInvoices(
  tx: Executor,
  member: Member,
  table: Table,
): Promise<CheckedRows<OpeningInvoiceValues>> {
  const suppliers = await loadSupplierNames(tx, member.workspaceId);
  const items = await loadItems(tx, member.workspaceId);
  const locations = await loadLocations(tx, member);
  const entered = await enteredInvoices(tx, member.workspaceId);
  const firsts = new Map<string, FirstInvoiceRow>();
  const groupOfRow = new Map<number, string>();
  let current: string | null = null;
  const checked = checkRows(
    table,
    TABLE_IMPORT_COLUMNS.opening_invoices,
    OPENING_INVOICE_SYNONYMS,
    (reader) => {
      // A row without supplier and number continues the invoice above it.
      const continues = !reader.cell("supplier") && !reader.cell("number") && current !== null;
      const first = continues ? firsts.get(current!)! : null;
      const supplier = first
        ? { id: first.supplierId, name: first.supplierName }
        : supplierOf(reader, "supplier", suppliers);
      const number = first ? first.number : text(reader, "number", "invoice number", 60);
      if (!first && !number) reader.problem("number", "The invoice number is missing.");
      const key = supplier && number ? `${supplier.id}|${number.toLowerCase()}` : null;
      current = key;
      if (key) groupOfRow.set(reader.row, key);
      const earlier = key ? firsts.get(key) : undefined;

      const effectiveDate = dayOf(reader, "date", "invoice date");
      const dueDate = dayOf(reader, "due_date", "due date");
      const total = amount(reader, "total", "total", MONEY_BOUNDS);
      const tax = amount(reader, "tax", "tax", MONEY_BOUNDS);
      const location = locationOf(reader, "location", locations, true);
      const notes = text(reader, "notes", "notes", 2000);
      const columns = { effectiveDate, dueDate, total, tax };
      checkInvoiceColumns(reader, earlier, columns);
      const line = invoiceLineOf(reader, items);
      if (!supplier || !key || reader.problems.length > 0) return null;
      const invoice = { supplierId: supplier.id, number, notes, location };
      const values = openingInvoiceValues(earlier, invoice, columns, line);
      if (!earlier) firsts.set(key, { ...values, row: reader.row, supplierName: supplier.name });
      const exists = entered.has(key);
      return {
        values,
        action: exists ? "unchanged" : "create",
        cells: openingInvoiceCells(supplier.name, invoice, values),
      };
    },
  );
  return wholeInvoices(checked, groupOfRow);
}

/**
 * Writes checked opening invoices through the invoices module, so payables show them; an
 * invoice Larder already has (same supplier and number) is left alone.
 */
export async function writeOpeningInvoices(
  tx: Executor,
  member: Member,
  rows: OpeningInvoiceValues[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  const entered = await enteredInvoices(tx, member.workspaceId);
  const groups = new Map<string, OpeningInvoiceValues[]>();
  for (const row of rows) {
    const key = `${row.supplierId}|${row.number.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const result = { created: 0, updated: 0, unchanged: 0 };
  for (const [key, group] of groups) {
    if (entered.has(key)) {
      result.unchanged += 1;
      continue;
    }
    const first = group[0]!;
    await createInvoice(tx, member, {
      supplierId: first.supplierId,
      number: first.number,
      buyerUserId: null,
      locationId: first.locationId,
      effectiveDate: first.effectiveDate,
      dueDate: first.dueDate,
      orderIds: [],
      lines: group.flatMap((row) =>
        row.line ? [{ ...row.line, taxRate: "0", orderLineId: null, accountCategory: null }] : [],
      ),
      totalExclTax: toDecimal(exact(first.total).sub(exact(first.tax)), 2),
      totalInclTax: first.total,
      notes: first.notes || "Opening invoice, imported at go-live.",
      credits: [],
    });
    result.created += 1;
  }
  return result;
}
