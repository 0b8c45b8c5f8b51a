// How the menu engineering chart is drawn: scales, ticks and which labels fit. Screen positions
// only: the figures shown in words and in the table stay the exact decimals the server sent.

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `value` (an axis that ends on a round figure). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= value * (1 - 1e-9));
  return step! * power;
}

/**
 * The end of an axis a little above `value`, on a figure a chef reads at a glance (1, 1.2, 1.5,
 * 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ): close enough that the points use the chart's width.
 */
export function axisEnd(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find(
    (candidate) => candidate * power >= value * (1 - 1e-9),
  );
  return step! * power;
}

/** About `count` round ticks from `min` to `max`, both included when they are round. */
export function ticks(min: number, max: number, count = 5): number[] {
  if (max <= min) return [min];
  const step = niceCeiling((max - min) / count);
  const first = Math.ceil(min / step - 1e-9) * step;
  const out: number[] = [];
  for (let tick = first; tick <= max + step * 1e-9; tick += step)
    out.push(Number(tick.toFixed(10)));
  return out;
}

/** A linear map from a domain onto a range of pixels. */
export function linear(domain: [number, number], range: [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** The y axis' ends: from 0 (or the lowest margin, when a plate loses money) to above the top. */
export function marginDomain(margins: number[], average: number): [number, number] {
  const low = Math.min(0, ...margins, average);
  const high = Math.max(...margins, average, 1);
  return [low < 0 ? -axisEnd(-low * 1.05) : 0, axisEnd(high * 1.05)];
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface Placed {
  id: string;
  x: number;
  y: number;
  /** Where the label goes: right of the point, or left of it near the right edge. */
  anchor: "start" | "end";
}

/**
 * Which points can carry their name without covering another's: the most sold first, each label
 * to the right of its point (or the left, near the right edge), kept when its box overlaps no
 * label already placed and stays inside the plot. The others are named by their tooltip.
 */
export function placeLabels(
  points: { id: string; px: number; py: number; label: string }[],
  bounds: { left: number; right: number; top: number; bottom: number },
  charWidth = 6.2,
  lineHeight = 14,
  /** Room already taken: the quadrants' names in the corners. */
  reserved: Box[] = [],
): Map<string, Placed> {
  const boxes: Box[] = [...reserved];
  const placed = new Map<string, Placed>();
  // Points themselves are obstacles too: a label over another point hides it.
  const dots = points.map((point) => ({
    x0: point.px - 5,
    x1: point.px + 5,
    y0: point.py - 5,
    y1: point.py + 5,
    id: point.id,
  }));
  for (const point of points) {
    const width = point.label.length * charWidth;
    const end = point.px + 8 + width > bounds.right;
    const x = end ? point.px - 8 : point.px + 8;
    const box = {
      x0: end ? x - width : x,
      x1: end ? x : x + width,
      y0: point.py - lineHeight / 2,
      y1: point.py + lineHeight / 2,
    };
    const overlaps = (other: Box) =>
      box.x0 < other.x1 && other.x0 < box.x1 && box.y0 < other.y1 && other.y0 < box.y1;
    if (box.x0 < bounds.left || box.y0 < bounds.top || box.y1 > bounds.bottom) continue;
    if (boxes.some(overlaps)) continue;
    if (dots.some((dot) => dot.id !== point.id && overlaps(dot))) continue;
    boxes.push(box);
    placed.set(point.id, { id: point.id, x, y: point.py, anchor: end ? "end" : "start" });
  }
  return placed;
}
