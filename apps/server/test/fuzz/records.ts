/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document and response bodies are walked as plain JSON */
// Where the fuzzer sends requests: the API's operations, read from the OpenAPI document, and the
// ids of a demo workspace's own records, collected from its lists.
import { Client } from "../client";

/** One operation of the API, as the OpenAPI document describes it. */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/w/{workspaceId}/items/{itemId}. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: any; required: boolean }[];
  body: any | null;
}

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids seen in the API's answers, by the name a path parameter or field gives them. */
export type Pools = Map<string, Set<string>>;

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

/** Every operation of the OpenAPI document, with its parameters and JSON body schema. */
export function operationsOf(document: any): Operation[] {
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

/** A record id from the pools: of the kind `name` names if any is known, else of any kind. */
export function anyId(pools: Pools, random: () => number, name?: string): string | undefined {
  const named = name ? [...(pools.get(name) ?? [])] : [];
  const all = named.length ? named : [...pools.values()].flatMap((pool) => [...pool]);
  return all.length ? all[Math.floor(random() * all.length)] : undefined;
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
export async function openWorkspace(baseUrl: string, operations: Operation[]) {
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
