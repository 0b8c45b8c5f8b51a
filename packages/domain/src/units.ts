import Fraction from "fraction.js";
import { exact } from "./quantity";

/** What a unit measures. Conversions between dimensions need a fact about the item. */
export type Dimension = "mass" | "volume" | "count";

export interface StandardUnit {
  /** Stored and sent: "kg", "l", "pcs". */
  code: string;
  /**
   * Shown to people, the one spelling used everywhere (stock, prices, rates, orders, invoices,
   * reports): "kg", "L", "lb", "pcs" (issue 17).
   */
  label: string;
  /** Other ways people type it that mean the same unit, accepted on input ("lbs"). */
  alsoWritten?: readonly string[];
  /** Its name, for pickers: "kilogram". */
  name: string;
  dimension: Dimension;
  /** How many grams, millilitres or pieces one of it is, exactly. */
  factor: string;
}

/**
 * The units every item can use. Factors are the legal definitions (1 lb = 453.59237 g exactly,
 * the US customary volumes from 1 gal = 231 in³), so conversions between them are exact.
 */
export const STANDARD_UNITS: readonly StandardUnit[] = [
  { code: "g", label: "g", name: "gram", dimension: "mass", factor: "1" },
  { code: "kg", label: "kg", name: "kilogram", dimension: "mass", factor: "1000" },
  { code: "oz", label: "oz", name: "ounce", dimension: "mass", factor: "28.349523125" },
  {
    code: "lb",
    label: "lb",
    name: "pound",
    dimension: "mass",
    factor: "453.59237",
    alsoWritten: ["lbs"],
  },
  { code: "ml", label: "ml", name: "millilitre", dimension: "volume", factor: "1" },
  { code: "l", label: "L", name: "litre", dimension: "volume", factor: "1000" },
  { code: "tsp", label: "tsp", name: "teaspoon", dimension: "volume", factor: "4.92892159375" },
  {
    code: "tbsp",
    label: "tbsp",
    name: "tablespoon",
    dimension: "volume",
    factor: "14.78676478125",
  },
  {
    code: "floz",
    label: "fl oz",
    name: "fluid ounce",
    dimension: "volume",
    factor: "29.5735295625",
  },
  { code: "cup", label: "cup", name: "cup", dimension: "volume", factor: "236.5882365" },
  { code: "pt", label: "pt", name: "pint", dimension: "volume", factor: "473.176473" },
  { code: "qt", label: "qt", name: "quart", dimension: "volume", factor: "946.352946" },
  { code: "gal", label: "gal", name: "gallon", dimension: "volume", factor: "3785.411784" },
  { code: "pcs", label: "pcs", name: "piece", dimension: "count", factor: "1" },
  { code: "dozen", label: "dozen", name: "dozen", dimension: "count", factor: "12" },
];

const standardByCode = new Map(STANDARD_UNITS.map((unit) => [unit.code, unit]));

export const STANDARD_UNIT_CODES = STANDARD_UNITS.map((unit) => unit.code);

export function standardUnit(code: string): StandardUnit | undefined {
  return standardByCode.get(code);
}

/** A unit an item is bought or counted in: "case" = 6 × "can", "can" = 2.5 × "kg". */
export interface PackUnit {
  name: string;
  /** How many of `unit` one of it holds, a decimal string. */
  quantity: string;
  /** A standard unit's code or another pack's name. */
  unit: string;
}

/** Everything Larder knows about how an item's units relate. */
export interface ItemUnits {
  /** The standard unit its stock is kept in. */
  baseUnit: string;
  packs: readonly PackUnit[];
  /** What one piece weighs, in grams ("an each ≈ 60 g"); links count and mass. */
  gramsPerPiece?: string | null;
  /** Grams per millilitre ("1 L ≈ 0.92 kg" is 0.92); links volume and mass. */
  gramsPerMl?: string | null;
}

/** A conversion Larder cannot make, with the sentence that says what is missing. */
export class UnitConversionError extends Error {
  override readonly name = "UnitConversionError";
}

interface Resolved {
  dimension: Dimension;
  /** Grams, millilitres or pieces in one of the unit. */
  factor: Fraction;
}

/** The label people see for a unit code or pack name. */
export function unitLabel(unit: string): string {
  return standardByCode.get(unit)?.label ?? unit;
}

/** A rate of use as people see it: "lb/week", "L/day", "case/month". */
export function rateLabel(unit: string, per: string): string {
  return `${unitLabel(unit)}/${per}`;
}

/** Every way a standard unit may be written, lower-cased: its code, label and other spellings. */
export function unitWritings(unit: StandardUnit): string[] {
  return [
    ...new Set([unit.code, unit.label, ...(unit.alsoWritten ?? [])].map((w) => w.toLowerCase())),
  ];
}

const SINGULAR: Record<string, string> = { lb: "lb", pcs: "piece" };

/** The unit after "per" or "a": "$4.60 per lb", "$0.28 per piece", "$24.00 per case". */
export function perUnitLabel(unit: string): string {
  return SINGULAR[unit] ?? unitLabel(unit);
}

function findPack(item: ItemUnits, name: string): PackUnit | undefined {
  const wanted = name.toLowerCase();
  return item.packs.find((pack) => pack.name.toLowerCase() === wanted);
}

function resolve(item: ItemUnits, unit: string, seen: string[] = []): Resolved {
  const standard = standardByCode.get(unit);
  if (standard) return { dimension: standard.dimension, factor: new Fraction(standard.factor) };
  const pack = findPack(item, unit);
  if (!pack) throw new UnitConversionError(`"${unit}" is not a unit of this item.`);
  if (seen.includes(pack.name.toLowerCase()))
    throw new UnitConversionError(
      `The ${[...seen, pack.name.toLowerCase()].join(" → ")} packs refer to each other in a circle.`,
    );
  const quantity = exact(pack.quantity);
  if (quantity.compare(0) <= 0)
    throw new UnitConversionError(`A ${pack.name} must hold more than zero.`);
  const inner = resolve(item, pack.unit, [...seen, pack.name.toLowerCase()]);
  return { dimension: inner.dimension, factor: inner.factor.mul(quantity) };
}

/** The dimension a unit measures for this item (a "case" of kg measures mass). */
export function unitDimension(item: ItemUnits, unit: string): Dimension {
  return resolve(item, unit).dimension;
}

/**
 * Grams, millilitres or pieces of `to` in one gram, millilitre or piece of `from`, using the
 * item's piece weight and density. Throws a {@link UnitConversionError} naming what is missing.
 */
function bridge(
  item: ItemUnits,
  from: Dimension,
  to: Dimension,
  names: [string, string],
): Fraction {
  if (from === to) return new Fraction(1);
  const cannot = `Larder cannot convert ${names[0]} to ${names[1]} for this item without knowing`;
  // Grams in one millilitre or one piece; mass is the common ground of the three dimensions.
  const grams = (dimension: Dimension): Fraction => {
    if (dimension === "mass") return new Fraction(1);
    const known = dimension === "volume" ? item.gramsPerMl : item.gramsPerPiece;
    if (!known || exact(known).compare(0) <= 0)
      throw new UnitConversionError(
        dimension === "volume"
          ? `${cannot} its density (what 1 L of it weighs). Enter it on the item.`
          : `${cannot} what one piece weighs. Enter it on the item.`,
      );
    return exact(known);
  };
  return grams(from).div(grams(to));
}

/** How many `to` there are in one `from`, exactly, for this item. */
export function conversionFactor(item: ItemUnits, from: string, to: string): Fraction {
  const source = resolve(item, from);
  const target = resolve(item, to);
  const names: [string, string] = [unitLabel(from), unitLabel(to)];
  return source.factor
    .mul(bridge(item, source.dimension, target.dimension, names))
    .div(target.factor);
}

/** `quantity` of `from` expressed in `to`, exactly. */
export function convert(
  item: ItemUnits,
  quantity: string | Fraction,
  from: string,
  to: string,
): Fraction {
  return exact(quantity).mul(conversionFactor(item, from, to));
}

/** `quantity` of `unit` in the item's base unit, exactly. */
export function toBaseUnit(item: ItemUnits, quantity: string | Fraction, unit: string): Fraction {
  return convert(item, quantity, unit, item.baseUnit);
}

/** The dimension `unit` measures for this item, or null where {@link resolve} refuses it. */
function dimensionIfKnown(item: ItemUnits, unit: string, seen: string[] = []): Dimension | null {
  const standard = standardByCode.get(unit);
  if (standard) return standard.dimension;
  const pack = findPack(item, unit);
  if (!pack) return null;
  const name = pack.name.toLowerCase();
  if (seen.includes(name) || exact(pack.quantity).compare(0) <= 0) return null;
  return dimensionIfKnown(item, pack.unit, [...seen, name]);
}

/** Whether {@link bridge} has what it needs to reach grams from `dimension`. */
function reachesGrams(item: ItemUnits, dimension: Dimension): boolean {
  if (dimension === "mass") return true;
  const known = dimension === "volume" ? item.gramsPerMl : item.gramsPerPiece;
  return Boolean(known) && exact(known!).compare(0) > 0;
}

/**
 * Whether `unit` can be converted to the item's base unit: exactly when {@link conversionFactor}
 * would succeed, worked out without building its error. A list of items asks it for every
 * standard unit of every item (`usableUnits`); throwing there cost a stock list's server most
 * of its time.
 */
export function canConvert(item: ItemUnits, unit: string): boolean {
  try {
    const from = dimensionIfKnown(item, unit);
    const to = dimensionIfKnown(item, item.baseUnit);
    if (from === null || to === null) return false;
    return from === to || (reachesGrams(item, from) && reachesGrams(item, to));
  } catch {
    // A quantity that is no number: conversionFactor would refuse it too.
    return false;
  }
}

/**
 * The units this item can be counted and recorded in: its packs, then the standard units that
 * convert to its base unit (its own dimension, plus others its piece weight or density allow).
 */
export function usableUnits(item: ItemUnits): string[] {
  const packs = item.packs.map((pack) => pack.name).filter((name) => canConvert(item, name));
  const standard = STANDARD_UNIT_CODES.filter((code) => canConvert(item, code));
  return [item.baseUnit, ...packs, ...standard.filter((code) => code !== item.baseUnit)];
}

/**
 * Checks an item's unit definitions: a standard base unit, pack names that are unique and not
 * standard units, packs that resolve (no circles, positive sizes), positive piece weight and
 * density. Returns the problems in words, empty when there are none.
 */
export function unitProblems(item: ItemUnits): string[] {
  const problems: string[] = [];
  if (!standardByCode.has(item.baseUnit))
    problems.push(`"${item.baseUnit}" is not a unit Larder knows; choose one from the list.`);
  const names = new Set<string>();
  for (const pack of item.packs) {
    const key = pack.name.trim().toLowerCase();
    if (!key) problems.push("Every pack needs a name, like case or bag.");
    else if (STANDARD_UNITS.some((u) => unitWritings(u).includes(key)))
      problems.push(`"${pack.name}" is already a standard unit; name the pack differently.`);
    else if (names.has(key)) problems.push(`There are two packs called "${pack.name}".`);
    names.add(key);
    try {
      resolve(item, pack.name);
    } catch (error) {
      if (error instanceof UnitConversionError) problems.push(error.message);
      else throw error;
    }
  }
  for (const [value, what] of [
    [item.gramsPerPiece, "The weight of one piece"],
    [item.gramsPerMl, "The density"],
  ] as const) {
    if (value !== null && value !== undefined && exact(value).compare(0) <= 0)
      problems.push(`${what} must be more than zero.`);
  }
  return [...new Set(problems)];
}
