// How a few figures are drawn on screen. Screen details, not business rules, so they live in the
// web app rather than packages/domain (issue 14).

/** The spec's Supplier Summary ring: a circle of circumference 377 units. */
export const RING_CIRCUMFERENCE = 377;

/**
 * The share of the ring that `percent` fills, as an SVG dash array ("82.94 377"); below 0 it is
 * empty, above 100 full.
 */
export function ringDash(percent: number): string {
  const filled = (Math.max(0, Math.min(100, percent)) / 100) * RING_CIRCUMFERENCE;
  return `${Number(filled.toFixed(2))} ${RING_CIRCUMFERENCE}`;
}

/** The bell's badge: the count, or the spec's '9+' above 9. */
export function badgeCount(unread: number): string {
  return unread > 9 ? "9+" : String(unread);
}
