/**
 * JSON with every object's keys sorted and its undefined members left out, so that equal values
 * give equal text whatever order their keys came in (a value kept as jsonb comes back reordered).
 * `leaveOut` names a key left out at every depth.
 */
export function canonicalJson(value: unknown, leaveOut?: string): string {
  if (Array.isArray(value))
    return `[${value.map((inner) => canonicalJson(inner, leaveOut)).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([key, inner]) => key !== leaveOut && inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner, leaveOut)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
