/**
 * A small deterministic generator (mulberry32): every demo gets the same history, and the
 * forecasting benches the same generated kitchens.
 */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The weekday (0 = Monday) of the day `daysAgo` before `today`. */
export function weekdayOf(today: Date, daysAgo: number): number {
  const day = new Date(today.getTime() - daysAgo * 86_400_000);
  return (day.getUTCDay() + 6) % 7;
}
