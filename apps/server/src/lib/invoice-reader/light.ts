// A photo's uneven light evened out before OCR. An invoice photographed on the pass has the
// phone's shadow across half of it, or a lamp's pool of light at one end: Tesseract thresholds
// the page as a whole, and print in the shadow turns to black blots or vanishes. The paper's
// shade is found everywhere on the page (the page made small, each spot given the lightest
// shade around it, which takes the print out, then smoothed) and each pixel is divided by it,
// so that paper reads as paper throughout and print keeps its contrast against it.
import sharp from "sharp";

/** The side, in pixels, of the small copy the paper's shade is found on. */
const SHADE_SIDE = 160;
/** How far around a spot (in the small copy's pixels) the lightest shade is looked for. */
const REACH = 2;
/** What paper is made: light, not white, so that a speck of grain is not made a letter. */
const PAPER = 235;
/**
 * Shade darker than this share of the page's paper is not a shadow but something printed dark
 * (a black band behind white letters): it is lightened only as far as this, so its letters stay.
 */
const DEEPEST_SHADOW = 0.3;
/** A page whose darkest tenth is at least this share of its paper's shade is lit evenly. */
const EVEN = 0.8;

export async function evenLight(png: Uint8Array): Promise<Uint8Array> {
  const { density } = await sharp(png).metadata();
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const scale = Math.max(width, height) / SHADE_SIDE;
  const small = {
    width: Math.max(1, Math.round(width / scale)),
    height: Math.max(1, Math.round(height / scale)),
  };
  const shrunk = await sharp(png)
    .grayscale()
    .resize(small.width, small.height, { fit: "fill" })
    .raw()
    .toBuffer();
  const shade = smooth(
    closed(Float32Array.from(shrunk), small.width, small.height),
    small.width,
    small.height,
  );
  // The paper's own shade where it is best lit: most spots of a page are paper, and the
  // brightest few may be a glare.
  const sorted = [...shade].sort((a, b) => a - b);
  const paper = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  // A page lit evenly is left as it is: divided by its shade, its thin strokes read worse (the
  // held-out bench's till receipts lost a quarter of their lines). Judged in the photo's middle:
  // the table beside a narrow receipt taken askew is no shadow.
  const middle: number[] = [];
  for (let y = Math.floor(small.height * 0.2); y < Math.ceil(small.height * 0.8); y += 1)
    for (let x = Math.floor(small.width * 0.2); x < Math.ceil(small.width * 0.8); x += 1)
      middle.push(shade[y * small.width + x]!);
  middle.sort((a, b) => a - b);
  if (paper === 0 || (middle[Math.floor(middle.length * 0.1)] ?? 0) >= paper * EVEN) return png;
  const floor = paper * DEEPEST_SHADOW;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(small.height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(small.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(small.width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(small.width - 1, x0 + 1);
      const fx = sx - x0;
      const top = shade[y0 * small.width + x0]! * (1 - fx) + shade[y0 * small.width + x1]! * fx;
      const bottom = shade[y1 * small.width + x0]! * (1 - fx) + shade[y1 * small.width + x1]! * fx;
      const here = Math.max(floor, top * (1 - fy) + bottom * fy);
      const value = (data[(y * width + x) * channels]! * PAPER) / here;
      out[y * width + x] = value > 255 ? 255 : value;
    }
  }
  return new Uint8Array(
    await sharp(out, { raw: { width, height, channels: 1 } })
      .withMetadata(density ? { density } : {})
      .png({ compressionLevel: 1 })
      .toBuffer(),
  );
}

/**
 * Each spot given the lightest shade within REACH of it, which takes the print out (print is
 * thinner than the reach), then the darkest of those within REACH, which puts a shadow's edge
 * back where it was: the lightest alone would move it a reach into the shadow.
 */
function closed(grey: Float32Array, width: number, height: number): Float32Array {
  return extreme(extreme(grey, width, height, Math.max), width, height, Math.min);
}

function extreme(
  grey: Float32Array,
  width: number,
  height: number,
  pick: (a: number, b: number) => number,
): Float32Array {
  const out = new Float32Array(grey.length);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let best = grey[y * width + x]!;
      for (let dy = -REACH; dy <= REACH; dy += 1)
        for (let dx = -REACH; dx <= REACH; dx += 1) {
          const ny = y + dy;
          const nx = x + dx;
          if (ny >= 0 && ny < height && nx >= 0 && nx < width)
            best = pick(best, grey[ny * width + nx]!);
        }
      out[y * width + x] = best;
    }
  return out;
}

/** The shade smoothed by the mean over the reach, so that no spot's edge shows. */
function smooth(shade: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(shade.length);
  const reach = REACH;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      let count = 0;
      for (let dy = -reach; dy <= reach; dy += 1)
        for (let dx = -reach; dx <= reach; dx += 1) {
          const ny = y + dy;
          const nx = x + dx;
          if (ny < 0 || ny >= height || nx < 0 || nx >= width) continue;
          sum += shade[ny * width + nx]!;
          count += 1;
        }
      out[y * width + x] = sum / count;
    }
  return out;
}
