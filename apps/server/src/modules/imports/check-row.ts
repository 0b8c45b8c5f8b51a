import { barcodeSchema, type Allergen, type ImportProblem } from "@larder/contracts";
import {
  UnitConversionError,
  parseQuantity,
  toBaseUnit,
  toDecimal,
  unitLabel,
  type ItemUnits,
} from "@larder/domain";
import type { ImportContext, ValidRow } from "./validate";
import { ALLERGEN_WORDS, KNOWN_UNITS, UNIT_WORDS } from "./words";

/** What the rows above have given, so each row is checked against them too. */
export interface RowsSoFar {
  /** The row each item first appears on at a location, by "lower-cased name@location id". */
  seen: Map<string, number>;
  /** The first valid row of each item, by lower-cased name. */
  firstOfItem: Map<string, ValidRow>;
  /** Barcodes the valid rows above give, with the item (lower-cased name) each belongs to. */
  newBarcodes: Map<string, string>;
}

/** One row of the file: its cells by column, and a place to note what is wrong with it. */
interface RowReader {
  cell: (column: string) => string;
  problem: (column: string | null, message: string) => void;
}

/** The item a row is about and the unit its quantities are written in. */
interface RowItem {
  name: string;
  unit: string | null;
  itemUnits: ItemUnits;
}

type Location = ImportContext["locations"][number];

/**
 * Checks one row of items and opening stock (`row` numbered as a spreadsheet numbers it) and
 * gives either the row ready to write or what is wrong with it, noting a valid row in `soFar`.
 */
export function checkRow(
  cells: string[],
  row: number,
  columns: Map<string, number>,
  context: ImportContext,
  soFar: RowsSoFar,
): { valid: ValidRow | null; problems: ImportProblem[] } {
  const cell = (column: string) => {
    const at = columns.get(column);
    return at === undefined ? "" : (cells[at] ?? "").trim();
  };
  const rowProblems: ImportProblem[] = [];
  const problem = (column: string | null, message: string) =>
    rowProblems.push({ row, column, message });
  const reader: RowReader = { cell, problem };

  const name = cell("name").replace(/\s+/g, " ");
  if (!name) problem("name", "The name is missing.");
  else if (name.length > 120) problem("name", "The name is longer than 120 characters.");
  const key = name.toLowerCase();
  const existing = context.items.get(key) ?? null;
  const earlier = soFar.firstOfItem.get(key);

  const { unit, baseUnit, itemUnits } = rowUnit(reader, name, existing, earlier);
  const item: RowItem = { name, unit, itemUnits };
  const onHand = rowQuantity(reader, item, "on_hand", "quantity on hand");
  const minimum = rowQuantity(reader, item, "minimum", "minimum");
  const maximum = rowQuantity(reader, item, "maximum", "maximum");
  if (
    minimum !== null &&
    maximum !== null &&
    parseQuantity(maximum)!.compare(parseQuantity(minimum)!) < 0
  )
    problem("maximum", "The maximum is below the minimum.");
  const unitCost = rowUnitCost(reader, item);

  const location = rowLocation(reader, context);
  const area = rowStorageArea(reader, location);
  if (location && name) {
    const place = `${key}@${location.id}`;
    const first = soFar.seen.get(place);
    if (first !== undefined)
      problem(null, `${name} at ${location.name} is already on row ${first}; keep one row each.`);
    else soFar.seen.set(place, row);
  }

  const barcode = rowBarcode(reader, key, context, soFar);
  const allergens = rowAllergens(reader);

  if (rowProblems.length > 0) return { valid: null, problems: rowProblems };
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
  if (barcode) soFar.newBarcodes.set(barcode, key);
  if (!earlier) soFar.firstOfItem.set(key, valid);
  return { valid, problems: [] };
}

/**
 * The unit a row is written in: for a new item, its base unit (the same on every row of it); for
 * an item Larder has, any unit it converts from, its base unit when the cell is empty.
 */
function rowUnit(
  { cell, problem }: RowReader,
  name: string,
  existing: { units: ItemUnits } | null,
  earlier: ValidRow | undefined,
): { unit: string | null; baseUnit: string; itemUnits: ItemUnits } {
  const unitText = cell("unit");
  let unit = UNIT_WORDS.get(unitText.toLowerCase()) ?? null;
  const units: ItemUnits | null = existing?.units ?? null;
  if (!unit && existing && unitText) {
    const pack = existing.units.packs.find((p) => p.name.toLowerCase() === unitText.toLowerCase());
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
  return { unit, baseUnit, itemUnits };
}

/** A quantity cell (on hand, minimum, maximum) in the item's base unit, or null when empty or wrong. */
function rowQuantity(
  { cell, problem }: RowReader,
  { name, unit, itemUnits }: RowItem,
  column: string,
  label: string,
): string | null {
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
}

/** The row's price per base unit of the item, or null when it gives none or a wrong one. */
function rowUnitCost({ cell, problem }: RowReader, { unit, itemUnits }: RowItem): string | null {
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
  return unitCost;
}

/** The location a row names, or the only one when the workspace has just one. */
function rowLocation({ cell, problem }: RowReader, context: ImportContext): Location | null {
  const locationText = cell("location");
  let location = null as Location | null;
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
    problem("location", `Say which location: ${context.locations.map((l) => l.name).join(", ")}.`);
  return location;
}

/** The storage area a row names at its location, or null when it names none. */
function rowStorageArea(
  { cell, problem }: RowReader,
  location: Location | null,
): { id: string; name: string } | null {
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
  return area;
}

/** The row's barcode, checked against the ones other items already have. */
function rowBarcode(
  { cell, problem }: RowReader,
  key: string,
  context: ImportContext,
  soFar: RowsSoFar,
): string | null {
  const barcode = cell("barcode") || null;
  if (barcode) {
    if (!barcodeSchema.safeParse(barcode).success)
      problem("barcode", "A barcode has 3 to 64 letters, digits, dots or dashes.");
    const owner = context.barcodes.get(barcode) ?? soFar.newBarcodes.get(barcode);
    if (owner && owner !== key)
      problem("barcode", `The barcode ${barcode} belongs to another item.`);
  }
  return barcode;
}

/** The allergens a row lists, separated by commas, semicolons, slashes or bars. */
function rowAllergens({ cell, problem }: RowReader): Allergen[] {
  const allergens: Allergen[] = [];
  for (const word of cell("allergens")
    .split(/[,;/|]/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)) {
    const allergen = ALLERGEN_WORDS.get(word);
    if (allergen) allergens.push(allergen);
    else problem("allergens", `“${word}” is not one of the allergens Larder records.`);
  }
  return allergens;
}
