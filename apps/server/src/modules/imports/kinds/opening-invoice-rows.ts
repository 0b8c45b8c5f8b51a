import { PRICE_BOUNDS, QUANTITY_BOUNDS, type ImportProblem } from "@larder/contracts";
import { exact, toFixedDecimal, unitLabel } from "@larder/domain";
import { itemOf, itemUnitOf, type ItemLookup, type KnownLocation } from "./lookups";
import type { InvoiceLineValues, OpeningInvoiceValues } from "./opening-invoices";
import { amount, text, type CheckedRows, type RowReader } from "./table";

/** An invoice's first row in the file, which the rows continuing it are checked against. */
export type FirstInvoiceRow = OpeningInvoiceValues & { row: number; supplierName: string };

/** What a row says of its invoice, each value null when the cell is empty or wrong. */
export interface InvoiceColumns {
  effectiveDate: string | null;
  dueDate: string | null;
  total: string | null;
  tax: string | null;
}

const LINE_COLUMNS = ["item", "description", "quantity", "line_unit", "unit_price"];

/**
 * Checks what a row says of its invoice: on the invoice's first row, that the date and total are
 * there and agree with the tax and due date; on a row continuing it, that a date, due date or
 * total it repeats is the same as on the first row.
 */
export function checkInvoiceColumns(
  reader: RowReader,
  earlier: FirstInvoiceRow | undefined,
  { effectiveDate, dueDate, total, tax }: InvoiceColumns,
): void {
  if (!earlier) {
    if (!reader.cell("date")) reader.problem("date", "The invoice date is missing.");
    if (!reader.cell("total"))
      reader.problem("total", "The total is missing: what the invoice asks, with tax.");
    if (total !== null && tax !== null && exact(tax).compare(exact(total)) > 0)
      reader.problem("tax", "The tax is more than the total.");
    if (effectiveDate && dueDate && dueDate < effectiveDate)
      reader.problem("due_date", "The due date is before the invoice date.");
  } else {
    const differs = (column: string, value: string | null, was: string | null) => {
      if (reader.cell(column) && value !== was)
        reader.problem(
          column,
          `Invoice ${earlier.number} says ${was ?? "nothing"} for ${column.replace("_", " ")} on row ${earlier.row}; repeat it or leave it empty.`,
        );
    };
    differs("date", effectiveDate, earlier.effectiveDate);
    differs("due_date", dueDate, earlier.dueDate);
    if (total !== null && !exact(total).equals(exact(earlier.total)))
      differs("total", total, earlier.total);
  }
}

/** The invoice line a row gives (an item or a description, quantity, unit price), or null. */
export function invoiceLineOf(reader: RowReader, items: ItemLookup): InvoiceLineValues | null {
  let line: InvoiceLineValues | null = null;
  if (LINE_COLUMNS.some((column) => reader.cell(column))) {
    const item = reader.cell("item") ? itemOf(reader, "item", items) : null;
    const unit = item ? itemUnitOf(reader, "line_unit", item) : null;
    const description = text(reader, "description", "description", 200) || item?.name || "";
    if (!reader.cell("item") && !description)
      reader.problem("description", "A line needs an item or a description.");
    const quantity = amount(reader, "quantity", "quantity", QUANTITY_BOUNDS);
    const unitPrice = amount(reader, "unit_price", "unit price", PRICE_BOUNDS);
    if (!reader.cell("quantity")) reader.problem("quantity", "The line's quantity is missing.");
    if (!reader.cell("unit_price"))
      reader.problem("unit_price", "The line's unit price is missing.");
    if (quantity !== null && unitPrice !== null)
      line = { itemId: item?.id ?? null, description, unit, quantity, unitPrice };
  }
  return line;
}

/** A checked row's values: those of its invoice's first row when it continues one. */
export function openingInvoiceValues(
  earlier: FirstInvoiceRow | undefined,
  invoice: { supplierId: string; number: string; notes: string; location: KnownLocation | null },
  { effectiveDate, dueDate, total, tax }: InvoiceColumns,
  line: InvoiceLineValues | null,
): OpeningInvoiceValues {
  const { supplierId, number, notes, location } = invoice;
  return earlier
    ? {
        supplierId: earlier.supplierId,
        number: earlier.number,
        effectiveDate: earlier.effectiveDate,
        dueDate: earlier.dueDate,
        total: earlier.total,
        tax: earlier.tax,
        locationId: earlier.locationId,
        notes: earlier.notes,
        line,
      }
    : {
        supplierId,
        number,
        effectiveDate: effectiveDate!,
        dueDate,
        total: total!,
        tax: tax ?? "0",
        locationId: location?.id ?? null,
        notes,
        line,
      };
}

/** A checked row as the review shows it, in the file's columns. */
export function openingInvoiceCells(
  supplierName: string,
  invoice: { number: string; notes: string; location: KnownLocation | null },
  values: OpeningInvoiceValues,
): string[] {
  const { number, notes, location } = invoice;
  const { line } = values;
  return [
    supplierName,
    number,
    values.effectiveDate,
    values.dueDate ?? "",
    values.total,
    values.tax,
    location?.name ?? "",
    notes,
    line?.itemId ? line.description : "",
    line && !line.itemId ? line.description : "",
    line?.quantity ?? "",
    line?.unit ? unitLabel(line.unit) : "",
    line?.unitPrice ?? "",
  ];
}

/**
 * Leaves out every row of an invoice with a problem on any of its rows, saying so, and checks
 * that an invoice's lines add up to its total before tax.
 */
export function wholeInvoices(
  checked: CheckedRows<OpeningInvoiceValues>,
  groupOfRow: Map<number, string>,
): CheckedRows<OpeningInvoiceValues> {
  const broken = new Map<string, number>();
  for (const problem of checked.problems) {
    const key = groupOfRow.get(problem.row);
    if (key && !broken.has(key)) broken.set(key, problem.row);
  }
  const problems: ImportProblem[] = [...checked.problems];
  const groups = new Map<string, typeof checked.rows>();
  for (const row of checked.rows) {
    const key = groupOfRow.get(row.row)!;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const rows: typeof checked.rows = [];
  for (const [key, group] of groups) {
    const first = group[0]!.values;
    const brokenAt = broken.get(key);
    if (brokenAt !== undefined) {
      for (const row of group)
        problems.push({
          row: row.row,
          column: null,
          message: `Invoice ${first.number} has a problem on row ${brokenAt}, so none of its rows is imported.`,
        });
      continue;
    }
    const lines = group.flatMap((row) => (row.values.line ? [row.values.line] : []));
    if (lines.length > 0 && lines.length < group.length) {
      problems.push({
        row: group.find((row) => !row.values.line)!.row,
        column: null,
        message: `Invoice ${first.number} has lines on some rows and not on this one; give every row a line, or use one row for the invoice.`,
      });
      continue;
    }
    if (lines.length > 0) {
      const sum = lines.reduce(
        (total, line) => total.add(exact(line.quantity).mul(exact(line.unitPrice))),
        exact(0),
      );
      const beforeTax = exact(first.total).sub(exact(first.tax));
      if (sum.sub(beforeTax).abs().compare(exact("0.01")) > 0) {
        problems.push({
          row: group[0]!.row,
          column: "total",
          message: `The lines of invoice ${first.number} add up to ${toFixedDecimal(sum, 2)}, but its total before tax is ${toFixedDecimal(beforeTax, 2)}.`,
        });
        continue;
      }
    }
    rows.push(...group);
  }
  problems.sort((a, b) => a.row - b.row);
  rows.sort((a, b) => a.row - b.row);
  return { ...checked, rows, problems };
}
