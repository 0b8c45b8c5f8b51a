import { solveSymmetric } from "./least-squares";

const YEAR = 365.2425;
/** Pairs of sine and cosine terms in the yearly pattern: smooth, a season is weeks long. */
const HARMONICS = 4;
/** Below this many days of history a yearly pattern cannot be told from a trend. */
export const MIN_YEARLY_DAYS = 365 + 56;

/**
 * The terms of each day from 1970 to 2099, worked out once when first asked for: every series of
 * a location asks for the same days, in its yearly fit and in each day's factor.
 */
const TABLE_DAYS = 47_482;
const table = new Float64Array(TABLE_DAYS * 2 * HARMONICS).fill(Number.NaN);

function harmonics(dayNumber: number, into: { [index: number]: number }, offset: number): void {
  if (dayNumber < 0 || dayNumber >= TABLE_DAYS || !Number.isInteger(dayNumber)) {
    computeHarmonics(dayNumber, into, offset);
    return;
  }
  const at = dayNumber * 2 * HARMONICS;
  if (Number.isNaN(table[at]!)) computeHarmonics(dayNumber, table, at);
  for (let k = 0; k < 2 * HARMONICS; k += 1) into[offset + k] = table[at + k]!;
}

function computeHarmonics(
  dayNumber: number,
  into: { [index: number]: number },
  offset: number,
): void {
  const angle = (2 * Math.PI * dayNumber) / YEAR;
  const sin1 = Math.sin(angle);
  const cos1 = Math.cos(angle);
  let sin = sin1;
  let cos = cos1;
  for (let k = 1; k <= HARMONICS; k += 1) {
    into[offset + 2 * k - 2] = sin;
    into[offset + 2 * k - 1] = cos;
    // sin((k+1)θ) and cos((k+1)θ) by the angle-addition formulas: two trigonometric calls a day.
    const next = sin * cos1 + cos * sin1;
    cos = cos * cos1 - sin * sin1;
    sin = next;
  }
}

/**
 * The yearly fit's rows (every third usable day: 1, years since the first day, the Fourier
 * terms) and their normal matrix, which depend only on the first day, the length and which days
 * are usable: the same for every series of a location, so worked out once for them.
 */
interface YearlyDesign {
  /** Usable flags of the days sampled (every third), to tell designs of one key apart. */
  sampled: Uint8Array;
  /** The days of the rows, and the rows, `2 + 2 × HARMONICS` numbers each. */
  days: Int32Array;
  rows: Float64Array;
  /** The normal matrix, both triangles filled (solveSymmetric overwrites: copy it). */
  normal: Float64Array;
}

/** At most 64 first days and lengths, 4 designs each (about 20 kB a design at two years). */
const yearlyDesigns = new Map<string, YearlyDesign[]>();

function yearlyDesign(length: number, firstDay: number, usable: Uint8Array): YearlyDesign {
  const key = `${firstDay}|${length}`;
  let known = yearlyDesigns.get(key);
  if (known)
    search: for (const design of known) {
      for (let t = 0, k = 0; t < length; t += 3, k += 1)
        if ((usable[t] ? 1 : 0) !== design.sampled[k]) continue search;
      return design;
    }
  else {
    if (yearlyDesigns.size >= 64) yearlyDesigns.clear();
    yearlyDesigns.set(key, (known = []));
  }
  const size = 2 + 2 * HARMONICS;
  const sampled = new Uint8Array(Math.ceil(length / 3));
  let kept = 0;
  for (let t = 0, k = 0; t < length; t += 3, k += 1)
    if (usable[t]) {
      sampled[k] = 1;
      kept += 1;
    }
  const days = new Int32Array(kept);
  const rows = new Float64Array(kept * size);
  const normal = new Float64Array(size * size);
  const row = new Float64Array(size);
  // Every third day is enough: the local level is a four-week mean, smooth from day to day.
  for (let t = 0, r = 0; t < length; t += 3) {
    if (!usable[t]) continue;
    row[0] = 1;
    row[1] = t / YEAR;
    harmonics(firstDay + t, row, 2);
    for (let i = 0; i < size; i += 1) {
      const ri = row[i]!;
      for (let j = i, at = i * size + i; j < size; j += 1, at += 1) normal[at]! += ri * row[j]!;
    }
    days[r] = t;
    rows.set(row, r * size);
    r += 1;
  }
  for (let i = 0; i < size; i += 1)
    for (let j = 0; j < i; j += 1) normal[i * size + j] = normal[j * size + i]!;
  const design = { sampled, days, rows, normal };
  if (known.length >= 4) known.shift();
  known.push(design);
  return design;
}

/**
 * Fits a yearly pattern to the local level: log level = a + b·t + Σ Fourier terms of the day of
 * the year, by least squares. The trend term keeps growth from passing for a season; only the
 * Fourier part is the pattern. Shrunk a little towards none when there is little more than a
 * year of history.
 */
export function fitYearly(level: Float64Array, firstDay: number, usable: Uint8Array) {
  const size = 2 + 2 * HARMONICS;
  let mean = 0;
  let count = 0;
  for (let t = 0; t < level.length; t += 1)
    if (usable[t]) {
      mean += level[t]!;
      count += 1;
    }
  if (count < MIN_YEARLY_DAYS - 56) return null;
  mean /= count;
  if (!(mean > 0)) return null;
  const floor = 0.05 * mean;
  // The rows and their normal matrix depend only on the days, not on the use: shared by every
  // series of a location (yearlyDesign). Only the right-hand side is the series' own, summed in
  // the same order as the matrix was.
  const design = yearlyDesign(level.length, firstDay, usable);
  const right = new Float64Array(size);
  const { rows, days } = design;
  for (let r = 0, at = 0; r < days.length; r += 1, at += size) {
    const y = Math.log(level[days[r]!]! + floor);
    for (let i = 0; i < size; i += 1) right[i]! += rows[at + i]! * y;
  }
  const normal = design.normal.slice();
  const x = solveSymmetric(normal, right, size);
  if (!x || x.some((value) => !Number.isFinite(value))) return null;
  const years = count / YEAR;
  const shrink = years / (years + 0.25);
  const coefficients = new Float64Array(2 * HARMONICS);
  for (let i = 0; i < 2 * HARMONICS; i += 1) coefficients[i] = x[i + 2]! * shrink;
  const terms = new Float64Array(2 * HARMONICS);
  return (dayNumber: number) => {
    let sum = 0;
    if (dayNumber >= 0 && dayNumber < TABLE_DAYS && Number.isInteger(dayNumber)) {
      // harmonics' table, read in place.
      const at = dayNumber * 2 * HARMONICS;
      if (Number.isNaN(table[at]!)) computeHarmonics(dayNumber, table, at);
      for (let i = 0; i < 2 * HARMONICS; i += 1) sum += coefficients[i]! * table[at + i]!;
    } else {
      harmonics(dayNumber, terms, 0);
      for (let i = 0; i < terms.length; i += 1) sum += coefficients[i]! * terms[i]!;
    }
    return Math.min(4, Math.max(0.25, Math.exp(sum)));
  };
}
