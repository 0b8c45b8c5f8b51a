// Finding a photographed page's outline: on a small grey copy, the paper's shade apart from the
// surface's (Otsu), the largest patch of it, its outer edge, and the straight lines along its
// sides, kept only where the paper meets the surface at a sharp edge.
import sharp from "sharp";
import { convex, distance, quadArea, type Point } from "./page-geometry";

/** The long side, in pixels, of the small copy the page's outline is looked for on. */
export const OUTLINE_SIDE = 400;
/** A page this much of the photo at least: a smaller patch of paper is a label, not the page. */
const LEAST_PAGE = 0.15;
/** The paper this share of its outline at least: a patch of another shape is no page. */
const FILLS_OUTLINE = 0.93;
/** An edge sharper than this, paper against surface within two small pixels (grey levels). */
const SHARP_EDGE = 25;
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
