import {
  IMPORT_COLUMNS,
  type Allergen,
  type ImportColumn,
  type ImportProblem,
  type ImportRow,
} from "@larder/contracts";
import type { ItemUnits } from "@larder/domain";
import type { Table } from "../../lib/spreadsheet/table";
import { checkRow, type RowsSoFar } from "./check-row";

export { KNOWN_UNITS, unitFromText } from "./words";

/** What the workspace already has, to check rows against. */
export interface ImportContext {
  locations: { id: string; name: string; areas: { id: string; name: string }[] }[];
  /** Active items by lower-cased name. */
  items: Map<string, { id: string; name: string; units: ItemUnits }>;
  /** Barcode → the item (lower-cased name) it belongs to. */
  barcodes: Map<string, string>;
}

/** A row that can be written, with quantities already in the item's base unit. */
export interface ValidRow {
  row: number;
  name: string;
  existingItemId: string | null;
  category: string | null;
  baseUnit: string;
  unit: string;
  locationId: string | null;
  location: string | null;
  onHand: string | null;
  unitCost: string | null;
  minimum: string | null;
  maximum: string | null;
  storageAreaId: string | null;
  storageArea: string | null;
  barcode: string | null;
  allergens: Allergen[];
}

export interface CheckedTable {
  rows: ValidRow[];
  problems: ImportProblem[];
  totalRows: number;
  /** Columns the file has that Larder does not read. */
  ignoredColumns: string[];
}

/** The other names people give the columns Larder reads (`IMPORT_COLUMNS`, which exports write). */
const COLUMN_NAMES: Record<ImportColumn, string[]> = {
  name: ["name", "item", "item_name", "ingredient", "product"],
  category: ["category", "group"],
  unit: ["unit", "base_unit", "uom", "unit_of_measure"],
  location: ["location", "site", "restaurant"],
  on_hand: ["on_hand", "in_hand", "quantity", "qty", "stock", "count"],
  unit_cost: ["unit_cost", "cost", "price", "unit_price"],
  minimum: ["minimum", "min", "par_minimum", "reorder_point"],
  maximum: ["maximum", "max", "par_maximum", "par"],
  storage_area: ["storage_area", "area", "storage"],
  barcode: ["barcode", "upc", "ean", "gtin"],
  allergens: ["allergens", "allergen"],
};

const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_")
    .replace(/[^a-z_]/g, "");

/**
 * Checks an uploaded table of items and opening stock against the workspace, row by row, and
 * says what is wrong in words a person can act on, naming the row as a spreadsheet numbers it
 * (the header is row 1). Nothing here writes; a file with a problem of its own (no name or unit
 * column) is reported as a problem of row 1.
 */
export function checkTable(table: Table, context: ImportContext): CheckedTable {
  const [header = [], ...body] = table;
  const { columns, ignoredColumns } = readHeader(header);
  const problems: ImportProblem[] = [];
  if (table.length === 0) {
    problems.push({ row: 1, column: null, message: "The file is empty." });
    return { rows: [], problems, totalRows: 0, ignoredColumns };
  }
  for (const required of ["name", "unit"])
    if (!columns.has(required))
      problems.push({
        row: 1,
        column: required,
        message: `The header has no “${required}” column. Larder reads: ${IMPORT_COLUMNS.join(", ")}.`,
      });
  if (problems.length > 0) return { rows: [], problems, totalRows: body.length, ignoredColumns };
  if (body.length === 0)
    problems.push({ row: 2, column: null, message: "The file has a header but no rows." });

  const rows: ValidRow[] = [];
  const soFar: RowsSoFar = { seen: new Map(), firstOfItem: new Map(), newBarcodes: new Map() };
  body.forEach((cells, index) => {
    const checked = checkRow(cells, index + 2, columns, context, soFar);
    problems.push(...checked.problems);
    if (checked.valid) rows.push(checked.valid);
  });
  return { rows, problems, totalRows: body.length, ignoredColumns };
}

/**
 * Which column of the file each column Larder reads is in (the first when two match), and the
 * headers of the others.
 */
function readHeader(header: string[]): { columns: Map<string, number>; ignoredColumns: string[] } {
  const columns = new Map<string, number>();
  const ignoredColumns: string[] = [];
  header.forEach((raw, index) => {
    const normalised = normaliseHeader(raw);
    const column = IMPORT_COLUMNS.find((name) => COLUMN_NAMES[name].includes(normalised));
    if (column && !columns.has(column)) columns.set(column, index);
    else if (raw.trim()) ignoredColumns.push(raw.trim());
  });
  return { columns, ignoredColumns };
}

/** A checked row as the preview shows it. */
export function previewRow(row: ValidRow): ImportRow {
  return {
    row: row.row,
    name: row.name,
    category: row.category,
    unit: row.baseUnit,
    location: row.location,
    onHand: row.onHand,
    unitCost: row.unitCost,
    minimum: row.minimum,
    maximum: row.maximum,
    storageArea: row.storageArea,
    barcode: row.barcode,
    allergens: row.allergens,
    existing: row.existingItemId !== null,
  };
}
