// A page photographed at an angle, flattened before OCR. A phone held over an invoice on the pass
// is rarely square to it: the page comes out as a trapezium, its far end narrower, so its rows
// slope one way at the top and another at the bottom and no single tilt levels them all. Where
// the photo shows the page's four edges against a darker surface, the page's outline is found on
// a small copy (page-outline.ts), and the page is drawn anew as the rectangle it is, in its true
// proportions (page-geometry.ts).
import sharp from "sharp";
import { distance, homography, pageProportion, type Matrix, type Point } from "./page-geometry";
import { pageOutline } from "./page-outline";

/** A page whose corners are this close to square (degrees) is only tilted, which OCR levels. */
const SQUARE_ENOUGH = 1.2;

/** The flat page's long side at least, in pixels: as image.ts makes every photo for OCR. */
const LEAST_LONG_SIDE = 1800;
/** How far inside its outline the page is drawn from, as a share of the way to its middle. */
const INSET = 0.006;

/**
 * The page drawn square when it was photographed at an angle; the image as it was when no page
 * outline stands out, or when the page is only tilted (OCR levels a tilt without redrawing it).
 */
export async function flattenPage(
  png: Uint8Array,
  options: {
    /** The flat page's long side at most, in pixels. */
    most?: number;
    /** The page's outline, when it has been found on a copy of the photo. */
    outline?: Point[] | null;
  } = {},
): Promise<{ png: Uint8Array; width: number; height: number; flattened: boolean }> {
  const { most = Infinity } = options;
  const { width = 0, height = 0, density } = await sharp(png).metadata();
  const unchanged = { png, width, height, flattened: false };
  const corners = options.outline === undefined ? await pageOutline(png) : options.outline;
  if (!askew(corners)) return unchanged;
  // Drawn from a hair inside the outline, so that no sliver of the counter is left at the edge.
  const middle = {
    x: corners.reduce((sum, p) => sum + p.x, 0) / 4,
    y: corners.reduce((sum, p) => sum + p.y, 0) / 4,
  };
  const inset = corners.map((p) => ({
    x: p.x + (middle.x - p.x) * INSET,
    y: p.y + (middle.y - p.y) * INSET,
  }));
  const [topLeft, topRight, bottomRight, bottomLeft] = inset as [Point, Point, Point, Point];
  const wide = Math.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight));
  const deep = Math.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight));
  // The page's own proportions, which the photo foreshortens: its far end is both narrower and
  // shorter. Worked out from its corners, as a camera looking at a rectangle sees it; the sides
  // as the photo shows them when the corners cannot tell.
  const proportion = pageProportion(inset, { width, height }) ?? wide / deep;
  const size =
    proportion >= wide / deep
      ? { wide, deep: wide / proportion }
      : { wide: deep * proportion, deep };
  // A page that took up a small part of the photo is drawn larger, for OCR's sake; one photographed
  // at a phone's full size, smaller.
  const long = Math.max(size.wide, size.deep);
  const scale = Math.min(Math.max(1, LEAST_LONG_SIDE / long), most / long);
  const across = Math.round(size.wide * scale);
  const down = Math.round(size.deep * scale);
  // Drawn smaller than the photo shows it, each pixel is the mean of four points within it, or
  // fine print would break up (aliasing).
  const offsets = scale < 0.8 ? [-0.25, 0.25] : [0];
  const share = 1 / offsets.length ** 2;
  const toPhoto = homography(
    [
      { x: 0, y: 0 },
      { x: across, y: 0 },
      { x: across, y: down },
      { x: 0, y: down },
    ],
    inset,
  );
  const { data } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  const channels = data.length / (width * height);
  const [a, b, c, d, e, f, g, h, i] = toPhoto as Matrix;
  const out = new Uint8Array(across * down);
  // Each pixel of the flat page drawn from where it lies in the photo, between the photo's
  // pixels (bilinear); beyond the photo's edge, paper.
  for (let v = 0; v < down; v += 1)
    for (let u = 0; u < across; u += 1) {
      let sum = 0;
      for (const dy of offsets)
        for (const dx of offsets) {
          const cx = u + 0.5 + dx;
          const cy = v + 0.5 + dy;
          const w = g * cx + h * cy + i;
          const x = (a * cx + b * cy + c) / w - 0.5;
          const y = (d * cx + e * cy + f) / w - 0.5;
          if (x < 0 || y < 0 || x >= width - 1 || y >= height - 1) {
            sum += 255;
            continue;
          }
          const x0 = x | 0;
          const y0 = y | 0;
          const fx = x - x0;
          const fy = y - y0;
          const at = (y0 * width + x0) * channels;
          const below = at + width * channels;
          const top = data[at]! + (data[at + channels]! - data[at]!) * fx;
          const bottom = data[below]! + (data[below + channels]! - data[below]!) * fx;
          sum += top + (bottom - top) * fy;
        }
      out[v * across + u] = sum * share;
    }
  const flat = await sharp(out, { raw: { width: across, height: down, channels: 1 } })
    .withMetadata(density ? { density } : {})
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png: new Uint8Array(flat), width: across, height: down, flattened: true };
}

/** Whether an outline was found and is not square: a page to draw square. */
export function askew(corners: Point[] | null): corners is Point[] {
  return corners !== null && !squareEnough(corners);
}

function squareEnough(corners: Point[]): boolean {
  for (let corner = 0; corner < 4; corner += 1) {
    const at = corners[corner]!;
    const before = corners[(corner + 3) % 4]!;
    const after = corners[(corner + 1) % 4]!;
    const a = Math.atan2(before.y - at.y, before.x - at.x);
    const b = Math.atan2(after.y - at.y, after.x - at.x);
    let angle = Math.abs(((a - b) * 180) / Math.PI) % 360;
    if (angle > 180) angle = 360 - angle;
    if (Math.abs(angle - 90) > SQUARE_ENOUGH) return false;
  }
  return true;
}
