// A hostile client for the whole API, driven by the OpenAPI document: for every operation it
// builds a plausible request (ids of the demo workspace's own records, numbers, dates), then
// replaces one field, query parameter or path parameter at a time with something hostile (NUL
// bytes, control characters, overflowing numbers, year 0, huge strings, wrong types, upper-case
// UUIDs, another workspace's ids). Any 5xx, dropped connection or error without a message is a
// finding. Used by test/fuzz.test.ts (a small seeded set) and bench/fuzz.ts (20,000+ requests).
import { randomUUID } from "node:crypto";
import { anyId, openWorkspace, operationsOf } from "./records";
import { describePlace, hostileValues, placesIn, plausible, seededRandom, setAt } from "./values";

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
        mutation = `body ${describePlace(target.at)} = ${pick.name}`;
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
