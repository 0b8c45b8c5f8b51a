// A page's ruled lines taken out before OCR. Invoices box their header cells and rule their
// tables; Tesseract reads a box's sides as "|", "[" or "E", runs a cell's text into its border,
// and loses small labels inside boxes altogether ("INVOICE NO." over its number came out as
// "ee 2026886235 Te"). A rule is a run of dark pixels far longer than any letter, across or
// down the page; a photo's rules lean a few degrees, so a run is looked for in a band a few
// pixels deep, and only the pixels on the rule itself are painted over with the paper's shade.
import sharp from "sharp";

/** How many pixels either side of a row (or column) a leaning rule may wander into. */
const BAND = 2;

export async function withoutRules(png: Uint8Array): Promise<Uint8Array> {
  const { density } = await sharp(png).metadata();
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const channels = info.channels;
  const grey = new Uint8Array(width * height);
  for (let at = 0; at < grey.length; at += 1) grey[at] = data[at * channels]!;
  const paper = paperShade(grey);
  // A thin rule, blurred by the lens, is a light grey: anything clearly darker than the paper.
  // Its soft edges, paler still, are painted over with it.
  const dark = new Uint8Array(grey.length);
  for (let at = 0; at < grey.length; at += 1)
    dark[at] = grey[at]! < paper * 0.82 ? 2 : grey[at]! < paper * 0.94 ? 1 : 0;
  const rule = new Uint8Array(grey.length);
  // Across: longer than a long word; down: longer than the tallest letters of a title.
  mark(dark, rule, width, height, Math.max(80, Math.round(width * 0.05)), true);
  mark(dark, rule, width, height, Math.max(50, Math.round(height * 0.025)), false);
  let changed = 0;
  for (let at = 0; at < grey.length; at += 1)
    if (rule[at]) {
      grey[at] = paper;
      changed += 1;
    }
  if (changed === 0) return png;
  return new Uint8Array(
    await sharp(grey, { raw: { width, height, channels: 1 } })
      .withMetadata(density ? { density } : {})
      .png({ compressionLevel: 1 })
      .toBuffer(),
  );
}

/** The shade of the paper: the brightest common grey (most of a page is paper). */
function paperShade(grey: Uint8Array): number {
  const counts = new Array<number>(256).fill(0);
  for (let at = 0; at < grey.length; at += 97) counts[grey[at]!]! += 1;
  let best = 255;
  for (let shade = 255; shade >= 0; shade -= 1) if (counts[shade]! > counts[best]!) best = shade;
  return best;
}

/** How far either side of a rule there is paper again. */
const CLEAR = BAND + 5;

/**
 * Whether a run is a rule's thickness: a line of print blurred by the lens may join up into a
 * long dark run too, but its letters stand far taller than a rule on most of its length.
 */
function thin(
  dark: Uint8Array,
  at: (line: number, step: number) => number,
  lines: number,
  line: number,
  start: number,
  end: number,
): boolean {
  if (line < CLEAR || line >= lines - CLEAR) return false;
  let tall = 0;
  for (let step = start; step < end; step += 1)
    if (dark[at(line - CLEAR, step)] === 2 || dark[at(line + CLEAR, step)] === 2) tall += 1;
  return tall < (end - start) * 0.3;
}

/**
 * Marks in `rule` the dark pixels of runs at least `length` long, across (rows) or down
 * (columns), where a run may lean: a place counts as dark when a pixel within BAND of it,
 * across the run, is dark.
 */
function mark(
  dark: Uint8Array,
  rule: Uint8Array,
  width: number,
  height: number,
  length: number,
  across: boolean,
) {
  const lines = across ? height : width;
  const along = across ? width : height;
  const at = (line: number, step: number) => (across ? line * width + step : step * width + line);
  for (let line = 0; line < lines; line += 1) {
    let start = -1;
    for (let step = 0; step <= along; step += 1) {
      let on = false;
      if (step < along)
        for (
          let near = Math.max(0, line - BAND);
          near <= Math.min(lines - 1, line + BAND);
          near += 1
        )
          if (dark[at(near, step)] === 2) {
            on = true;
            break;
          }
      if (on && start < 0) start = step;
      if (!on && start >= 0) {
        if (step - start >= length && thin(dark, at, lines, line, start, step))
          for (let inside = start; inside < step; inside += 1)
            if (dark[at(line, inside)]) rule[at(line, inside)] = 1;
        start = -1;
      }
    }
  }
}
