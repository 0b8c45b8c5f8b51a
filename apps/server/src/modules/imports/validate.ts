import {
  ALLERGENS,
  ALLERGEN_LABELS,
  IMPORT_COLUMNS,
  barcodeSchema,
  type Allergen,
  type ImportColumn,
  type ImportProblem,
  type ImportRow,
} from "@larder/contracts";
import {
  STANDARD_UNITS,
  UnitConversionError,
  parseQuantity,
  toBaseUnit,
  toDecimal,
  unitLabel,
  unitWritings,
  type ItemUnits,
} from "@larder/domain";
import type { Table } from "../../lib/spreadsheet/table";

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

/** Every way a unit may be written: its code, label, other spellings ("lbs"), name and plural. */
const UNIT_WORDS = new Map<string, string>();
for (const unit of STANDARD_UNITS) {
  for (const word of [...unitWritings(unit), unit.name, `${unit.name}s`])
    UNIT_WORDS.set(word.toLowerCase(), unit.code);
}
for (const [word, code] of [
  ["each", "pcs"],
  ["ea", "pcs"],
  ["pc", "pcs"],
  ["piece", "pcs"],
  ["liter", "l"],
  ["liters", "l"],
  ["litres", "l"],
  ["lt", "l"],
  ["kgs", "kg"],
  ["gr", "g"],
  ["grams", "g"],
  ["fl_oz", "floz"],
  ["fl. oz", "floz"],
  ["gallon", "gal"],
  ["gallons", "gal"],
] as const)
  UNIT_WORDS.set(word, code);

/** The unit code a file's word for it means ("lbs" → lb, "each" → pcs), or null. */
export const unitFromText = (text: string): string | null =>
  UNIT_WORDS.get(text.trim().toLowerCase()) ?? null;

const ALLERGEN_WORDS = new Map<string, Allergen>(
  ALLERGENS.flatMap((allergen) => [
    [allergen.replace("_", " "), allergen],
    [ALLERGEN_LABELS[allergen].toLowerCase(), allergen],
  ]),
);

export const KNOWN_UNITS = "kg, g, lb, oz, L, ml, gal, qt, cup, pcs or dozen";

/**
 * Checks an uploaded table of items and opening stock against the workspace, row by row, and
 * says what is wrong in words a person can act on, naming the row as a spreadsheet numbers it
 * (the header is row 1). Nothing here writes; a file with a problem of its own (no name or unit
 * column) is reported as a problem of row 1.
 */
export function checkTable(table: Table, context: ImportContext): CheckedTable {
  const [header = [], ...body] = table;
  const columns = new Map<string, number>();
  const ignoredColumns: string[] = [];
  header.forEach((raw, index) => {
    const normalised = normaliseHeader(raw);
    const column = IMPORT_COLUMNS.find((name) => COLUMN_NAMES[name].includes(normalised));
    if (column && !columns.has(column)) columns.set(column, index);
    else if (raw.trim()) ignoredColumns.push(raw.trim());
  });
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
  const seen = new Map<string, number>();
  const firstOfItem = new Map<string, ValidRow>();
  const newBarcodes = new Map<string, string>();

  body.forEach((cells, index) => {
    const row = index + 2;
    const cell = (column: string) => {
      const at = columns.get(column);
      return at === undefined ? "" : (cells[at] ?? "").trim();
    };
    const rowProblems: ImportProblem[] = [];
    const problem = (column: string | null, message: string) =>
      rowProblems.push({ row, column, message });

    const name = cell("name").replace(/\s+/g, " ");
    if (!name) problem("name", "The name is missing.");
    else if (name.length > 120) problem("name", "The name is longer than 120 characters.");
    const key = name.toLowerCase();
    const existing = context.items.get(key) ?? null;
    const earlier = firstOfItem.get(key);

    // The unit: for a new item, its base unit; for one Larder has, any unit it converts from.
    const unitText = cell("unit");
    let unit = UNIT_WORDS.get(unitText.toLowerCase()) ?? null;
    const units: ItemUnits | null = existing?.units ?? null;
    if (!unit && existing && unitText) {
      const pack = existing.units.packs.find(
        (p) => p.name.toLowerCase() === unitText.toLowerCase(),
      );
      if (pack) unit = pack.name;
    }
    if (!unitText && existing) unit = existing.units.baseUnit;
    if (!unitText && !existing) problem("unit", `The unit is missing. Use one of ${KNOWN_UNITS}.`);
    else if (!unit)
      problem("unit", `“${unitText}” is not a unit Larder knows. Use one of ${KNOWN_UNITS}.`);
    const baseUnit = existing?.units.baseUnit ?? earlier?.baseUnit ?? unit ?? "";
    const itemUnits: ItemUnits = units ?? { baseUnit, packs: [] };
    if (unit && !existing && earlier && earlier.unit !== unit)
      problem(
        "unit",
        `${name} is in ${unitLabel(earlier.unit)} on row ${earlier.row}; use the same unit on every row of one item.`,
      );

    const quantity = (column: string, label: string): string | null => {
      const text = cell(column).replace(/^\$/, "");
      if (!text) return null;
      const value = parseQuantity(text);
      if (value === null) {
        problem(column, `“${cell(column)}” is not a number. Write the ${label} like 12.5.`);
        return null;
      }
      if (value.compare(0) < 0) {
        problem(column, `The ${label} cannot be negative.`);
        return null;
      }
      if (!unit) return null;
      try {
        return toDecimal(toBaseUnit(itemUnits, value, unit));
      } catch (error) {
        if (!(error instanceof UnitConversionError)) throw error;
        problem(column, `${name}: ${error.message}`);
        return null;
      }
    };
    const onHand = quantity("on_hand", "quantity on hand");
    const minimum = quantity("minimum", "minimum");
    const maximum = quantity("maximum", "maximum");
    if (
      minimum !== null &&
      maximum !== null &&
      parseQuantity(maximum)!.compare(parseQuantity(minimum)!) < 0
    )
      problem("maximum", "The maximum is below the minimum.");
    let unitCost: string | null = null;
    const costText = cell("unit_cost").replace(/^\$/, "").replace(/,/g, "");
    if (costText) {
      const cost = parseQuantity(costText);
      if (cost === null || cost.compare(0) < 0)
        problem("unit_cost", `“${cell("unit_cost")}” is not a price. Write it like 2.40.`);
      else if (unit) {
        // A price per file unit becomes a price per base unit: $30 a case of 15 kg is $2/kg.
        try {
          const perBase = toBaseUnit(itemUnits, "1", unit);
          unitCost = toDecimal(cost.div(perBase));
        } catch {
          // the quantity's message already says why
        }
      }
    }

    // Where: a location by name (the only one when there is just one) and its storage area.
    const locationText = cell("location");
    let location = null as ImportContext["locations"][number] | null;
    if (locationText) {
      location =
        context.locations.find((l) => l.name.toLowerCase() === locationText.toLowerCase()) ?? null;
      if (!location)
        problem(
          "location",
          `There is no location called “${locationText}”. Yours: ${context.locations.map((l) => l.name).join(", ")}.`,
        );
    } else if (context.locations.length === 1) location = context.locations[0]!;
    else
      problem(
        "location",
        `Say which location: ${context.locations.map((l) => l.name).join(", ")}.`,
      );
    const areaText = cell("storage_area");
    let area = null as { id: string; name: string } | null;
    if (areaText && location) {
      area = location.areas.find((a) => a.name.toLowerCase() === areaText.toLowerCase()) ?? null;
      if (!area)
        problem(
          "storage_area",
          location.areas.length > 0
            ? `“${areaText}” is not a storage area at ${location.name}. Its areas: ${location.areas.map((a) => a.name).join(", ")}.`
            : `“${areaText}” is not a storage area at ${location.name}, which has none yet.`,
        );
    }
    if (location && name) {
      const place = `${key}@${location.id}`;
      const first = seen.get(place);
      if (first !== undefined)
        problem(null, `${name} at ${location.name} is already on row ${first}; keep one row each.`);
      else seen.set(place, row);
    }

    const barcode = cell("barcode") || null;
    if (barcode) {
      if (!barcodeSchema.safeParse(barcode).success)
        problem("barcode", "A barcode has 3 to 64 letters, digits, dots or dashes.");
      const owner = context.barcodes.get(barcode) ?? newBarcodes.get(barcode);
      if (owner && owner !== key)
        problem("barcode", `The barcode ${barcode} belongs to another item.`);
    }

    const allergens: Allergen[] = [];
    for (const word of cell("allergens")
      .split(/[,;/|]/)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)) {
      const allergen = ALLERGEN_WORDS.get(word);
      if (allergen) allergens.push(allergen);
      else problem("allergens", `“${word}” is not one of the allergens Larder records.`);
    }

    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      return;
    }
    const valid: ValidRow = {
      row,
      name: existing?.name ?? earlier?.name ?? name,
      existingItemId: existing?.id ?? null,
      category: cell("category") || null,
      baseUnit,
      unit: unit!,
      locationId: location?.id ?? null,
      location: location?.name ?? null,
      onHand,
      unitCost,
      minimum,
      maximum,
      storageAreaId: area?.id ?? null,
      storageArea: area?.name ?? null,
      barcode,
      allergens: [...new Set(allergens)],
    };
    if (barcode) newBarcodes.set(barcode, key);
    if (!earlier) firstOfItem.set(key, valid);
    rows.push(valid);
  });
  return { rows, problems, totalRows: body.length, ignoredColumns };
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
