// A page photographed at an angle, flattened before OCR. A phone held over an invoice on the pass
// is rarely square to it: the page comes out as a trapezium, its far end narrower, so its rows
// slope one way at the top and another at the bottom and no single tilt levels them all. Where
// the photo shows the page's four edges against a darker surface, the page's outline is found on
// a small copy (the paper's shade apart from the surface's, the largest patch of it, the straight
// lines along its sides), and the page is drawn anew as the rectangle it is.
import sharp from "sharp";

/** The long side, in pixels, of the small copy the page's outline is looked for on. */
export const OUTLINE_SIDE = 400;
/** A page this much of the photo at least: a smaller patch of paper is a label, not the page. */
const LEAST_PAGE = 0.15;
/** The paper this share of its outline at least: a patch of another shape is no page. */
const FILLS_OUTLINE = 0.93;
/** An edge sharper than this, paper against surface within two small pixels (grey levels). */
const SHARP_EDGE = 25;
/** A page whose corners are this close to square (degrees) is only tilted, which OCR levels. */
const SQUARE_ENOUGH = 1.2;

/** The flat page's long side at least, in pixels: as image.ts makes every photo for OCR. */
const LEAST_LONG_SIDE = 1800;
/** How far inside its outline the page is drawn from, as a share of the way to its middle. */
const INSET = 0.006;

export interface Point {
  x: number;
  y: number;
}

/** The page's four corners (top left, top right, bottom right, bottom left), or null. */
export async function pageOutline(png: Uint8Array): Promise<Point[] | null> {
  const { data, info } = await sharp(png)
    .grayscale()
    .resize({ width: OUTLINE_SIDE, height: OUTLINE_SIDE, fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  // Grey, and its alpha when the image had one: the grey alone.
  const grey =
    channels === 1
      ? data
      : Uint8Array.from({ length: width * height }, (_, at) => data[at * channels]!);
  const threshold = otsu(grey);
  const patch = largestPatch(grey, width, height, threshold);
  const size = filledSize(patch.inside, width, height);
  if (size < LEAST_PAGE * width * height) return null;
  const edge = outerEdge(patch.inside, width, height);
  const rough = extremeCorners(edge);
  const corners = fittedCorners(edge, rough) ?? rough;
  const area = quadArea(corners);
  if (!convex(corners) || area < LEAST_PAGE * width * height) return null;
  if (size < FILLS_OUTLINE * area || size > area / FILLS_OUTLINE) return null;
  // A shadow across the page is an edge too, but a soft one: the page is not cut along it.
  for (let side = 0; side < 4; side += 1)
    if (!sharpSide(grey, width, height, corners[side]!, corners[(side + 1) % 4]!)) return null;
  const scale = (await sharp(png).metadata()).width! / width;
  return corners.map((corner) => ({ x: corner.x * scale, y: corner.y * scale }));
}

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

/** The grey level that best parts the photo's light pixels from its dark ones (Otsu's method). */
function otsu(grey: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of grey) histogram[value]! += 1;
  const total = grey.length;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * histogram[level]!;
  let below = 0;
  let belowSum = 0;
  let best = { level: 128, spread: -1 };
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    belowSum += level * histogram[level]!;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / above;
    const spread = below * above * (meanBelow - meanAbove) ** 2;
    if (spread > best.spread) best = { level, spread };
  }
  return best.level;
}

/** The largest patch of pixels lighter than the threshold, joined side by side. */
function largestPatch(grey: Uint8Array, width: number, height: number, threshold: number) {
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  let best = { id: 0, size: 0 };
  let id = 0;
  for (let start = 0; start < grey.length; start += 1) {
    if (label[start] !== 0 || grey[start]! <= threshold) continue;
    id += 1;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const at = stack[--top]!;
      size += 1;
      const x = at % width;
      const visit = (near: number) => {
        if (label[near] === 0 && grey[near]! > threshold) {
          label[near] = id;
          stack[top++] = near;
        }
      };
      if (x > 0) visit(at - 1);
      if (x < width - 1) visit(at + 1);
      if (at >= width) visit(at - width);
      if (at + width < grey.length) visit(at + width);
    }
    if (size > best.size) best = { id, size };
  }
  const inside = new Uint8Array(width * height);
  for (let at = 0; at < inside.length; at += 1) inside[at] = label[at] === best.id ? 1 : 0;
  return { inside, size: best.size };
}

/** The patch's size with the print inside it counted in: all that the surface does not reach. */
function filledSize(inside: Uint8Array, width: number, height: number): number {
  const reached = new Uint8Array(inside.length);
  const stack = new Int32Array(inside.length);
  let top = 0;
  const reach = (at: number) => {
    if (inside[at] || reached[at]) return;
    reached[at] = 1;
    stack[top++] = at;
  };
  for (let x = 0; x < width; x += 1) {
    reach(x);
    reach((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    reach(y * width);
    reach(y * width + width - 1);
  }
  let outside = 0;
  while (top > 0) {
    const at = stack[--top]!;
    outside += 1;
    const x = at % width;
    if (x > 0) reach(at - 1);
    if (x < width - 1) reach(at + 1);
    if (at >= width) reach(at - width);
    if (at + width < inside.length) reach(at + width);
  }
  return inside.length - outside;
}

/** The patch's outermost pixels: the first and last of it on every row and every column. */
function outerEdge(inside: Uint8Array, width: number, height: number): Point[] {
  const edge: Point[] = [];
  for (let y = 0; y < height; y += 1) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x += 1)
      if (inside[y * width + x]) {
        if (first < 0) first = x;
        last = x;
      }
    if (first >= 0) edge.push({ x: first, y }, { x: last, y });
  }
  for (let x = 0; x < width; x += 1) {
    let first = -1;
    let last = -1;
    for (let y = 0; y < height; y += 1)
      if (inside[y * width + x]) {
        if (first < 0) first = y;
        last = y;
      }
    if (first >= 0) edge.push({ x, y: first }, { x, y: last });
  }
  return edge;
}

/** The corners as the edge's farthest points towards each corner of the photo. */
function extremeCorners(edge: Point[]): Point[] {
  const pick = (score: (point: Point) => number) =>
    edge.reduce((best, point) => (score(point) > score(best) ? point : best), edge[0]!);
  return [
    pick((p) => -p.x - p.y),
    pick((p) => p.x - p.y),
    pick((p) => p.x + p.y),
    pick((p) => -p.x + p.y),
  ];
}

/**
 * The corners where straight lines fitted along the four sides meet: a page's corner is often
 * dog-eared, lifted or under a thumb, and its sides are straighter witnesses than its corner.
 */
function fittedCorners(edge: Point[], rough: Point[]): Point[] | null {
  const lines: { point: Point; direction: Point }[] = [];
  for (let side = 0; side < 4; side += 1) {
    const from = rough[side]!;
    const to = rough[(side + 1) % 4]!;
    const length = distance(from, to);
    if (length < 8) return null;
    const along = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
    const near = edge.filter((point) => {
      const t = ((point.x - from.x) * along.x + (point.y - from.y) * along.y) / length;
      const off = Math.abs((point.x - from.x) * along.y - (point.y - from.y) * along.x);
      return t > 0.1 && t < 0.9 && off < Math.max(3, length * 0.02);
    });
    if (near.length < 10) return null;
    lines.push(fittedLine(near));
  }
  const corners: Point[] = [];
  for (let corner = 0; corner < 4; corner += 1) {
    const meet = crossing(lines[(corner + 3) % 4]!, lines[corner]!);
    if (!meet || distance(meet, rough[corner]!) > 20) return null;
    corners.push(meet);
  }
  return corners;
}

/** The straight line nearest the points (their principal direction through their mean). */
function fittedLine(points: Point[]): { point: Point; direction: Point } {
  const mean = {
    x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
    y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
  };
  let xx = 0;
  let xy = 0;
  let yy = 0;
  for (const p of points) {
    xx += (p.x - mean.x) ** 2;
    xy += (p.x - mean.x) * (p.y - mean.y);
    yy += (p.y - mean.y) ** 2;
  }
  const angle = Math.atan2(2 * xy, xx - yy) / 2;
  return { point: mean, direction: { x: Math.cos(angle), y: Math.sin(angle) } };
}

function crossing(
  a: { point: Point; direction: Point },
  b: { point: Point; direction: Point },
): Point | null {
  const determinant = a.direction.x * b.direction.y - a.direction.y * b.direction.x;
  if (Math.abs(determinant) < 1e-6) return null;
  const t =
    ((b.point.x - a.point.x) * b.direction.y - (b.point.y - a.point.y) * b.direction.x) /
    determinant;
  return { x: a.point.x + t * a.direction.x, y: a.point.y + t * a.direction.y };
}

/**
 * Whether paper meets a darker surface sharply along the side (measured at points along its
 * middle, two pixels either side of it). A side along the photo's own border (the page runs off
 * the photo there) is taken as it is.
 */
function sharpSide(grey: Uint8Array, width: number, height: number, from: Point, to: Point) {
  const length = distance(from, to);
  const normal = { x: (to.y - from.y) / length, y: -(to.x - from.x) / length };
  const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  if (
    Math.min(middle.x, middle.y, width - 1 - middle.x, height - 1 - middle.y) < 3 &&
    Math.abs(normal.x * normal.y) < 0.05
  )
    return true;
  let inside = 0;
  let outside = 0;
  let count = 0;
  for (let step = 1; step < 10; step += 1) {
    const t = step / 10;
    const at = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
    // Corners run clockwise, so the normal points out of the page.
    const out = { x: at.x + normal.x * 2.5, y: at.y + normal.y * 2.5 };
    const into = { x: at.x - normal.x * 2.5, y: at.y - normal.y * 2.5 };
    if (out.x < 0 || out.y < 0 || out.x > width - 1 || out.y > height - 1) continue;
    inside += sample(grey, width, height, 1, into.x, into.y);
    outside += sample(grey, width, height, 1, out.x, out.y);
    count += 1;
  }
  return count === 0 || (inside - outside) / count >= SHARP_EDGE;
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

function convex(corners: Point[]): boolean {
  let sign = 0;
  for (let corner = 0; corner < 4; corner += 1) {
    const a = corners[corner]!;
    const b = corners[(corner + 1) % 4]!;
    const c = corners[(corner + 2) % 4]!;
    const turn = Math.sign((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x));
    if (turn === 0 || (sign !== 0 && turn !== sign)) return false;
    sign = turn;
  }
  return true;
}

function quadArea(corners: Point[]): number {
  let twice = 0;
  for (let corner = 0; corner < 4; corner += 1) {
    const a = corners[corner]!;
    const b = corners[(corner + 1) % 4]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The projective map taking each of four points to its partner (the eight unknowns of a 3 × 3
 * matrix whose last entry is 1, solved by Gaussian elimination).
 */
export function homography(from: Point[], to: Point[]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let column = 0; column < 8; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < 8; row += 1)
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const lead = rows[column]![column]!;
    for (let row = 0; row < 8; row += 1) {
      if (row === column) continue;
      const factor = rows[row]![column]! / lead;
      for (let k = column; k < 9; k += 1) rows[row]![k]! -= factor * rows[column]![k]!;
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

type Matrix = [number, number, number, number, number, number, number, number, number];

export function apply(matrix: number[], x: number, y: number): Point {
  const [a, b, c, d, e, f, g, h, i] = matrix as Matrix;
  const w = g * x + h * y + i;
  return { x: (a * x + b * y + c) / w, y: (d * x + e * y + f) / w };
}

/**
 * A rectangle's width over its height, from the four corners a camera saw it at (top left, top
 * right, bottom right, bottom left), the camera's axis through the photo's middle: Zhang and
 * He's whiteboard method (2006). The camera's focal length is worked out from the corners where
 * they tell it (both pairs of sides converging); where they do not, a phone's main camera is
 * assumed. Null when the corners are not a camera's view of a rectangle.
 */
export function pageProportion(
  corners: Point[],
  photo: { width: number; height: number },
): number | null {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners as [Point, Point, Point, Point];
  const point = (p: Point): Vector => [p.x - photo.width / 2, p.y - photo.height / 2, 1];
  const m1 = point(topLeft);
  const m2 = point(topRight);
  const m3 = point(bottomLeft);
  const m4 = point(bottomRight);
  const k2 = dot(cross(m1, m4), m3) / dot(cross(m2, m4), m3);
  const k3 = dot(cross(m1, m4), m2) / dot(cross(m3, m4), m2);
  if (!Number.isFinite(k2) || !Number.isFinite(k3)) return null;
  const n2: Vector = [k2 * m2[0] - m1[0], k2 * m2[1] - m1[1], k2 * m2[2] - m1[2]];
  const n3: Vector = [k3 * m3[0] - m1[0], k3 * m3[1] - m1[1], k3 * m3[2] - m1[2]];
  const long = Math.max(photo.width, photo.height);
  // The sides' vanishing points tell the focal length only when both are near enough: a pair
  // of sides nearly parallel in the photo puts theirs far off, and its place, and so the focal
  // length, at the mercy of a pixel's error in a corner.
  const near = (n: Vector) => Math.hypot(n[0], n[1]) < FOCAL.vanishing * long * Math.abs(n[2]);
  const told = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2]);
  const focal2 =
    near(n2) && near(n3) && told > (FOCAL.least * long) ** 2 && told < (FOCAL.most * long) ** 2
      ? told
      : (FOCAL.phone * long) ** 2;
  const across = (n2[0] ** 2 + n2[1] ** 2) / focal2 + n2[2] ** 2;
  const down = (n3[0] ** 2 + n3[1] ** 2) / focal2 + n3[2] ** 2;
  const proportion = Math.sqrt(across / down);
  return Number.isFinite(proportion) && proportion > 0.1 && proportion < 10 ? proportion : null;
}

/**
 * Focal lengths as shares of the photo's long side: a phone's main camera (about 26 mm, full
 * frame), and the range a focal length worked out from a page's corners is believed in, when
 * both vanishing points are within `vanishing` long sides of the photo's middle.
 */
const FOCAL = { phone: 0.75, least: 0.4, most: 2.5, vanishing: 3 };

type Vector = [number, number, number];
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vector, b: Vector): Vector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/** The grey level at a point between pixels (bilinear); paper white beyond the photo's edge. */
function sample(
  data: Uint8Array,
  width: number,
  height: number,
  channels: number,
  x: number,
  y: number,
): number {
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const at = (px: number, py: number) => data[(py * width + px) * channels]!;
  const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
  const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
  return top * (1 - fy) + bottom * fy;
}
