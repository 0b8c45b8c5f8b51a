// Packs as suppliers write them, in a Pack/Size column or in the description: "4/5 LB" (four
// bags of five pounds), "36/1LB", "8/375 CT", "1/50 LB", "15 DZ", "36 lb case", "30 ct tray".
// What one pack holds, in a unit Larder knows, lets a line billed in cases be put in the unit the
// item is kept in when the item has no case of its own.
import { exact, toDecimal } from "../quantity";

export interface WrittenPack {
  /** What one pack holds, as an exact decimal: 20 for "4/5 LB". */
  per: string;
  /** Larder's code for the unit it holds: lb, oz, kg, g, l, ml, gal, qt, pcs, dozen. */
  unit: string;
  /** As the invoice wrote it. */
  text: string;
}

const UNITS: Record<string, string> = {
  lb: "lb",
  lbs: "lb",
  "#": "lb",
  oz: "oz",
  kg: "kg",
  kgs: "kg",
  g: "g",
  gr: "g",
  l: "l",
  ltr: "l",
  ml: "ml",
  gal: "gal",
  qt: "qt",
  ct: "pcs",
  ea: "pcs",
  pc: "pcs",
  pcs: "pcs",
  dz: "dozen",
  doz: "dozen",
};
const UNIT = "(lbs?|#|oz|kgs?|gr?|ltr|l|ml|gal|qt|ct|ea|pcs?|dz|doz)";
/** "4/5 LB", "36/1LB", "8/375 CT": so many packs of so much. */
const COUNT_OF_SIZE = new RegExp(
  `(?:^|[\\s(])(\\d{1,3})\\s*\\/\\s*(\\d+(?:\\.\\d+)?)\\s*${UNIT}(?![\\p{L}\\d])`,
  "iu",
);
/** "36 lb case", "30 ct tray", "25 LB BAG": a pack named after what it holds. */
const SIZE_OF_PACK = new RegExp(
  `(?:^|[\\s(])(\\d+(?:\\.\\d+)?)\\s*${UNIT}\\s*(?:case|cs|box|bx|tray|bag|bg|pail|tub|ctn|carton|sack|pack|pk)(?![\\p{L}])`,
  "iu",
);
/** "15 DZ", "50 LB" alone in a Pack cell. */
const SIZE_ALONE = new RegExp(`^(\\d+(?:\\.\\d+)?)\\s*${UNIT}$`, "iu");

/**
 * The pack written in `text`, or null. `cell`: the text is a Pack/Size cell, where a size alone
 * ("15 DZ") is the pack; in a description it would more likely be the item's own size.
 */
export function packWritten(text: string, cell = false): WrittenPack | null {
  const trimmed = text.trim();
  const counted = COUNT_OF_SIZE.exec(trimmed);
  if (counted) return pack(exact(counted[1]!).mul(exact(counted[2]!)), counted[3]!, counted[0]);
  const named = SIZE_OF_PACK.exec(trimmed);
  if (named) return pack(exact(named[1]!), named[2]!, named[0]);
  const alone = cell ? SIZE_ALONE.exec(trimmed) : null;
  if (alone) return pack(exact(alone[1]!), alone[2]!, alone[0]);
  return null;
}

function pack(per: ReturnType<typeof exact>, unit: string, text: string): WrittenPack | null {
  if (per.compare(0) <= 0) return null;
  return { per: toDecimal(per, 6), unit: UNITS[unit.toLowerCase()]!, text: text.trim() };
}
