/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schemas are walked as plain JSON */
// What the fuzzer sends: a plausible value for each schema, and the hostile values that replace
// one of them at a time.
import { randomUUID } from "node:crypto";
import type { Pools } from "./records";

/** One hostile value, with a name for the report. */
export interface Hostile {
  name: string;
  value: unknown;
}

/** A small seeded generator (mulberry32), so a failing run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export /** A value the schema accepts, as far as a schema can tell: ids come from the workspace. */
function plausible(schema: any, name: string, pools: Pools, random: () => number): unknown {
  if (!schema || typeof schema !== "object") return "fuzz";
  if (schema.default !== undefined && schema.default !== null && random() < 0.3)
    return schema.default;
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) {
    const options = (variant as any[]).filter((option) => option.type !== "null");
    return plausible(options[0] ?? {}, name, pools, random);
  }
  if (schema.enum) return schema.enum[Math.floor(random() * schema.enum.length)];
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(schema.required ?? []);
      for (const [key, inner] of Object.entries<any>(schema.properties ?? {})) {
        if (required.has(key) || random() < 0.6) out[key] = plausible(inner, key, pools, random);
      }
      return out;
    }
    case "array": {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => plausible(schema.items, name, pools, random));
    }
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return random() < 0.5;
    case "string": {
      if (schema.format === "uuid" || /Id$/.test(name)) {
        const pool = [...(pools.get(name) ?? [])];
        return pool.length ? pool[Math.floor(random() * pool.length)] : randomUUID();
      }
      if (schema.format === "date") return "2026-11-02";
      if (schema.format === "date-time") return new Date().toISOString();
      if (schema.format === "email") return `fuzz.${Math.floor(random() * 1e6)}@example.com`;
      const pattern = String(schema.pattern ?? "");
      if (pattern.includes("\\d{1,14}") || pattern.includes("\\d{1,9}")) return "2";
      if (/^\^?\\d/.test(pattern)) return "2";
      const text = "Fuzz";
      return text.slice(0, schema.maxLength ?? text.length).padEnd(schema.minLength ?? 0, "z");
    }
    default:
      return "fuzz";
  }
}

export /** Every place in a JSON value a hostile value can go: [] is the whole value. */
function placesIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const places: (string | number)[][] = [at];
  if (Array.isArray(value))
    value.forEach((entry, i) => places.push(...placesIn(entry, [...at, i])));
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) places.push(...placesIn(inner, [...at, key]));
  return places;
}

/** `value` with the place `at` replaced. */
export function setAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = at;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

/** The hostile values tried at a place; `real` is the id it held, `foreign` another workspace's. */
export function hostileValues(real: string | undefined, foreign: string | undefined): Hostile[] {
  let deep: unknown = "bottom";
  for (let i = 0; i < 1_000; i += 1) deep = [deep];
  return [
    { name: "NUL byte", value: "\u0000" },
    { name: "text with a NUL inside", value: "Tomato\u0000es" },
    { name: "control characters", value: "\u0007\u001b[31mred\u0008" },
    { name: "100,000 characters", value: "x".repeat(100_000) },
    { name: "overflowing decimal", value: "99999999999999.999999" },
    { name: "negative overflowing decimal", value: "-99999999999999.999999" },
    { name: "exponent", value: "1e400" },
    { name: "huge number", value: 1e308 },
    { name: "unsafe integer", value: 2 ** 53 + 1 },
    { name: "negative one", value: -1 },
    { name: "NaN as text", value: "NaN" },
    { name: "year 0", value: "0000-01-01" },
    { name: "year 9999", value: "9999-12-31" },
    { name: "30 February", value: "2026-02-30" },
    { name: "far future timestamp", value: "+275760-09-13T00:00:00.000Z" },
    { name: "empty string", value: "" },
    { name: "null", value: null },
    { name: "true", value: true },
    { name: "an object", value: { $gt: "" } },
    { name: "an array", value: ["a", 1] },
    { name: "prototype pollution", value: JSON.parse('{"__proto__":{"admin":true}}') },
    { name: "deeply nested arrays", value: deep },
    { name: "random UUID", value: randomUUID() },
    { name: "not a UUID", value: "not-a-uuid" },
    ...(real ? [{ name: "upper-case UUID of a real record", value: real.toUpperCase() }] : []),
    ...(foreign ? [{ name: "another workspace's record", value: foreign }] : []),
  ];
}

/** A place in words for the report: "lines.0.quantity". */
export function describePlace(at: (string | number)[]): string {
  return at.length ? at.join(".") : "(whole body)";
}
