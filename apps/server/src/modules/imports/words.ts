import { ALLERGENS, ALLERGEN_LABELS, type Allergen } from "@larder/contracts";
import { STANDARD_UNITS, unitWritings } from "@larder/domain";

/** Every way a unit may be written: its code, label, other spellings ("lbs"), name and plural. */
export const UNIT_WORDS = new Map<string, string>();
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

/** Each allergen Larder records, by the words a file may write it in: its name and its label. */
export const ALLERGEN_WORDS = new Map<string, Allergen>(
  ALLERGENS.flatMap((allergen) => [
    [allergen.replace("_", " "), allergen],
    [ALLERGEN_LABELS[allergen].toLowerCase(), allergen],
  ]),
);

/** The units a problem with a row's unit suggests. */
export const KNOWN_UNITS = "kg, g, lb, oz, L, ml, gal, qt, cup, pcs or dozen";
