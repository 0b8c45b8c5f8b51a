/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schemas and response bodies are walked as plain JSON */
// A hostile client for the whole API, driven by the OpenAPI document: for every operation it
// builds a plausible request (ids of the demo workspace's own records, numbers, dates), then
// replaces one field, query parameter or path parameter at a time with something hostile (NUL
// bytes, control characters, overflowing numbers, year 0, huge strings, wrong types, upper-case
// UUIDs, another workspace's ids). Any 5xx, dropped connection or error without a message is a
// finding. Used by test/fuzz.test.ts (a small seeded set) and bench/fuzz.ts (20,000+ requests).
import { randomUUID } from "node:crypto";
import { Client } from "../client";

export interface Finding {
  operation: string;
  mutation: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  requests: number;
  operations: number;
  byStatus: Record<string, number>;
  /** What each operation's plausible (unchanged) request got back. */
  plain: Record<string, number>;
  /** Operations that answered at least once with something other than 401 or 404: reached. */
  reached: number;
  findings: Finding[];
}

interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/w/{workspaceId}/items/{itemId}. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: any; required: boolean }[];
  body: any | null;
}

/** One hostile value, with a name for the report. */
interface Hostile {
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

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids seen in the API's answers, by the name a path parameter or field gives them. */
type Pools = Map<string, Set<string>>;

const singular = (segment: string) =>
  segment
    .replace(/ies$/, "y")
    .replace(/s$/, "")
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function harvest(pools: Pools, path: string, body: unknown): void {
  const add = (name: string, id: unknown) => {
    if (typeof id !== "string" || !UUID.test(id)) return;
    const pool = pools.get(name) ?? new Set<string>();
    pool.add(id);
    pools.set(name, pool);
  };
  const segments = path.split("/").filter((part) => part && !part.startsWith("{"));
  const resource = singular(segments.at(-1) ?? "");
  // /suppliers/{supplierId}/items lists supplier items.
  const parent = segments.length > 3 ? singular(segments.at(-2)!) : "";
  const names = parent
    ? [resource, `${parent}${resource[0]!.toUpperCase()}${resource.slice(1)}`]
    : [resource];
  const walk = (value: unknown, listOf: string[]) => {
    if (Array.isArray(value)) {
      for (const entry of value) walk(entry, listOf);
      return;
    }
    if (!value || typeof value !== "object") return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === "id" && listOf) for (const name of listOf) add(`${name}Id`, inner);
      else if (key.endsWith("Id")) add(key, inner);
      // A supplier's "items" are supplier items, an invoice's "payments" its payments.
      const nested = singular(key);
      const names = [nested, `${listOf[0] ?? ""}${nested[0]!.toUpperCase()}${nested.slice(1)}`];
      walk(inner, Array.isArray(inner) ? names : listOf);
    }
  };
  // People are listed by their user id; path parameters call them members.
  for (const id of pools.get("userId") ?? []) add("memberId", id);
  walk(body, names);
}

function operationsOf(document: any): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<any>(document.paths)) {
    for (const [method, spec] of Object.entries<any>(methods)) {
      const parameters: any[] = spec.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
        body: spec.requestBody?.content?.["application/json"]?.schema ?? null,
      });
    }
  }
  return operations;
}

/** A value the schema accepts, as far as a schema can tell: ids come from the workspace. */
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

/** Every place in a JSON value a hostile value can go: [] is the whole value. */
function placesIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const places: (string | number)[][] = [at];
  if (Array.isArray(value))
    value.forEach((entry, i) => places.push(...placesIn(entry, [...at, i])));
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) places.push(...placesIn(inner, [...at, key]));
  return places;
}

function setAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = at;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

function hostileValues(real: string | undefined, foreign: string | undefined): Hostile[] {
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

function anyId(pools: Pools, random: () => number, name?: string): string | undefined {
  const named = name ? [...(pools.get(name) ?? [])] : [];
  const all = named.length ? named : [...pools.values()].flatMap((pool) => [...pool]);
  return all.length ? all[Math.floor(random() * all.length)] : undefined;
}

function describe(at: (string | number)[]): string {
  return at.length ? at.join(".") : "(whole body)";
}

async function addMissingRecords(client: Client, workspaceId: string, pools: Pools) {
  const base = `/api/w/${workspaceId}`;
  const locationId = [...(pools.get("locationId") ?? [])][0];
  const created = [
    [`${base}/counts`, await client.post(`${base}/counts`, { locationId })],
    [
      `${base}/invitations`,
      await client.post(`${base}/invitations`, {
        email: "fuzz.invitee@example.com",
        role: "staff",
      }),
    ],
    [`${base}/uploads`, await client.upload(`${base}/uploads`, TINY_PNG, "image/png")],
    [
      `${base}/imports`,
      await client.upload(
        `${base}/imports?fileName=fuzz.csv`,
        "name,category,unit\nFuzz flour,Pantry,kg\n",
        "text/csv",
      ),
    ],
  ] as const;
  const invoiceId = [...(pools.get("invoiceId") ?? [])][0];
  const paid = await client.post(`${base}/invoices/${invoiceId}/payments`, {
    amount: "1",
    paidOn: "2026-11-02",
  });
  harvest(pools, `${base}/invoices/{invoiceId}`, paid.body);
  for (const [path, reply] of created) harvest(pools, path, [reply.body]);
}

/** A demo workspace opened by a client of its own, its ids collected from every list. */
async function openWorkspace(baseUrl: string, operations: Operation[]) {
  const client = new Client(baseUrl);
  const opened = await client.get("/demo");
  if (opened.status !== 303) throw new Error(`/demo answered ${opened.status}`);
  const session = await client.session();
  const workspaceId: string = session.body.currentWorkspaceId;
  const pools: Pools = new Map([["workspaceId", new Set([workspaceId])]]);
  harvest(pools, "/api/session", session.body);
  // Lists first, then records the demo lacks (so that their routes are reached too), then the
  // records named so far (an order's lines, say).
  for (let pass = 0; pass < 2; pass += 1) {
    if (pass === 1) await addMissingRecords(client, workspaceId, pools);
    for (const operation of operations) {
      if (operation.method !== "GET" || operation.query.some((q) => q.required)) continue;
      if (operation.path.includes("/events") || operation.path.includes("/export")) continue;
      const objectParams = operation.pathParams.filter((name) => name !== "workspaceId");
      if (objectParams.length !== pass) continue;
      let path = operation.path.replace("{workspaceId}", workspaceId);
      for (const name of objectParams) {
        const id = [...(pools.get(name) ?? [])][0];
        if (!id) continue;
        path = path.replace(`{${name}}`, id);
      }
      if (path.includes("{")) continue;
      const reply = await client.get(path);
      if (reply.status === 200) harvest(pools, operation.path, reply.body);
    }
  }
  return { client, workspaceId, pools };
}

/**
 * Sends `requests` hostile requests to the server at `baseUrl`, spread over every operation of
 * its OpenAPI document, `concurrency` at a time. Deterministic for a given seed (but for the
 * ids the server creates).
 */
export async function fuzzApi(
  baseUrl: string,
  options: {
    requests: number;
    seed: number;
    concurrency?: number;
    onProgress?: (n: number) => void;
    /** Hears every request's outcome, for a detailed report. */
    onResult?: (operation: string, mutation: string, status: number) => void;
  },
): Promise<FuzzReport> {
  const document = await (await fetch(new URL("/api/openapi.json", baseUrl))).json();
  const operations = operationsOf(document);
  const other = await openWorkspace(baseUrl, operations);
  let own = await openWorkspace(baseUrl, operations);
  let reopening: Promise<void> | null = null;
  const report: FuzzReport = {
    requests: 0,
    operations: operations.length,
    byStatus: {},
    plain: {},
    reached: 0,
    findings: [],
  };
  const reached = new Set<string>();

  async function one(index: number): Promise<void> {
    const operation = operations[index % operations.length]!;
    // Each request draws from its own generator, so the plan does not depend on timing.
    const random = seededRandom(options.seed * 1_000_003 + index);
    const { client, workspaceId, pools } = own;
    // The first round sends each operation's plausible request as it is.
    const mutate = index >= operations.length;
    const real = anyId(pools, random);
    const foreignWorkspace = random() < 0.5;
    const foreign = foreignWorkspace ? other.workspaceId : anyId(other.pools, random);
    const hostile = hostileValues(real, foreign);
    const pick = hostile[Math.floor(random() * hostile.length)]!;

    const params: Record<string, string> = {};
    for (const name of operation.pathParams)
      params[name] =
        name === "workspaceId" ? workspaceId : (anyId(pools, random, name) ?? randomUUID());
    const query: Record<string, unknown> = {};
    for (const q of operation.query)
      if (q.required || random() < 0.5) query[q.name] = plausible(q.schema, q.name, pools, random);
    let body = operation.body ? plausible(operation.body, "body", pools, random) : undefined;

    let mutation = "none";
    if (mutate) {
      const targets = [
        ...operation.pathParams.map((name) => ({ kind: "path" as const, name })),
        ...operation.query.map((q) => ({ kind: "query" as const, name: q.name })),
        ...(body !== undefined ? placesIn(body).map((at) => ({ kind: "body" as const, at })) : []),
      ];
      const target = targets[Math.floor(random() * targets.length)];
      if (target?.kind === "path") {
        params[target.name] =
          typeof pick.value === "string" ? pick.value : (JSON.stringify(pick.value) ?? "null");
        mutation = `path ${target.name} = ${pick.name}`;
      } else if (target?.kind === "query") {
        query[target.name] = pick.value;
        mutation = `query ${target.name} = ${pick.name}`;
      } else if (target?.kind === "body") {
        body = setAt(body, target.at, pick.value);
        mutation = `body ${describe(target.at)} = ${pick.name}`;
      } else {
        query.fuzz = pick.value;
        mutation = `query fuzz = ${pick.name}`;
      }
    }

    let path = operation.path;
    for (const [name, value] of Object.entries(params))
      path = path.replace(`{${name}}`, encodeURIComponent(value));
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined) continue;
      search.set(name, typeof value === "string" ? value : JSON.stringify(value));
    }
    const url = search.size ? `${path}?${search}` : path;
    const label = `${operation.method} ${operation.path}`;
    let status = 0;
    let text = "";
    try {
      const reply = await client.request(operation.method, url, body);
      status = reply.status;
      text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
      const message = reply.body?.message;
      // Every refusal explains itself in words.
      if (status >= 400 && status < 500 && (typeof message !== "string" || message.length < 10))
        report.findings.push({
          operation: label,
          mutation,
          status,
          body: `no message: ${text}`.slice(0, 500),
        });
    } catch (error) {
      text = error instanceof Error ? error.message : String(error);
    }
    report.requests += 1;
    if (!mutate) report.plain[label] = status;
    if (status !== 0 && status !== 401 && status !== 404) reached.add(label);
    report.byStatus[String(status)] = (report.byStatus[String(status)] ?? 0) + 1;
    if (status === 0 || status >= 500)
      report.findings.push({ operation: label, mutation, status, body: text.slice(0, 500) });
    options.onProgress?.(report.requests);
    options.onResult?.(label, mutation, status);

    // Signing out or deleting the workspace ends this client's part: open a new one.
    const lost =
      status === 401 ||
      (status === 404 && text.includes("workspace_not_found") && !mutation.includes("workspaceId"));
    if (lost && own.client === client) {
      reopening ??= openWorkspace(baseUrl, operations).then((next) => {
        own = next;
        reopening = null;
      });
    }
    if (reopening) await reopening;
  }

  const concurrency = options.concurrency ?? 4;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < options.requests) await one(next++);
    }),
  );
  report.reached = reached.size;
  return report;
}
