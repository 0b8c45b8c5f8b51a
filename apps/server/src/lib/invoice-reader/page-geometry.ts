// The plane geometry of a page photographed at an angle: the area and shape of its outline, the
// projective map between the photo and the flat page, and the page's true proportions.

export interface Point {
  x: number;
  y: number;
}

export function convex(corners: Point[]): boolean {
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

export function quadArea(corners: Point[]): number {
  let twice = 0;
  for (let corner = 0; corner < 4; corner += 1) {
    const a = corners[corner]!;
    const b = corners[(corner + 1) % 4]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

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

export type Matrix = [number, number, number, number, number, number, number, number, number];

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
