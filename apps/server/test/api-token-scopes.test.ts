/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccessControl, type ApiRoute } from "../src/http/access";
import { Client } from "./client";
import { startTestServer, type TestServer } from "./helpers";
import { Mailbox } from "./mailbox";
import { tenantFactory, type Tenant } from "./tenant-fixture";

// Issue 26, item 5: every workspace route states the API token scope it needs, and a token
// reaches only the routes its scopes name: a stock:read token could mark its owner's
// notifications read, or make them leave the workspace.
let server: TestServer;
let mailbox: Mailbox;
let tenant: Tenant;

beforeAll(async () => {
  mailbox = await Mailbox.start();
  server = await startTestServer({ env: { SMTP_URL: mailbox.url } });
  tenant = await tenantFactory(server, mailbox).createTenant("Scopes");
}, 240_000);
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

async function createToken(scopes: string[]): Promise<string> {
  const created = await tenant.owner.post(`/api/w/${tenant.workspaceId}/api-tokens`, {
    name: `Program ${scopes.length}`,
    scopes,
    expiresInDays: 7,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.secret;
}

const fill = (url: string) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    name === "workspaceId" ? tenant.workspaceId : tenant.ids[name]!,
  );

/** Opens the workspace's event stream with a token; returns its answer's status and its events. */
async function openStream(secret: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/w/${tenant.workspaceId}/events`, {
    headers: { authorization: `Bearer ${secret}` },
    signal: controller.signal,
  });
  const events: { type: string }[] = [];
  if (response.ok)
    void (async () => {
      try {
        for await (const chunk of response.body!.pipeThrough(new TextDecoderStream()))
          for (const line of chunk.split("\n"))
            if (line.startsWith("data: ")) events.push(JSON.parse(line.slice(6)));
      } catch {
        // closed
      }
    })();
  else await response.body?.cancel();
  return { status: response.status, events, close: () => controller.abort() };
}

/** Calls a route as a program would, waiting out the token's rate limit (10 a second). */
async function callAs(program: Client, secret: string, route: ApiRoute) {
  if (route.url === "/api/w/:workspaceId/events") {
    const stream = await openStream(secret);
    stream.close();
    return { status: stream.status, body: { error: "api_token_scope" } };
  }
  const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
  for (;;) {
    const reply = await program.request(route.method, fill(route.url), body, {
      authorization: `Bearer ${secret}`,
    });
    if (reply.status !== 429) return reply;
    await new Promise((resolve) =>
      setTimeout(resolve, Number(reply.body.retryAfterSeconds) * 1000),
    );
  }
}

describe("API token scopes", () => {
  it("let a stock:read token reach the routes that declare stock:read, and no other", async () => {
    const secret = await createToken(["stock:read"]);
    const program = new Client(server.url);
    const routes = server.app.apiRoutes.filter((route) => route.url.startsWith("/api/w/"));
    expect(routes.every((route) => route.scope !== null)).toBe(true);
    const reached: string[] = [];
    for (const route of routes) {
      const reply = await callAs(program, secret, route);
      const name = `${route.method} ${route.url} (${route.scope})`;
      if (route.scope === "stock:read") {
        expect(reply.status, `${name} → ${JSON.stringify(reply.body)}`).not.toBe(403);
        expect(reply.status, name).toBeLessThan(500);
        reached.push(name);
      } else {
        expect(reply.status, `${name} → ${JSON.stringify(reply.body)}`).toBe(403);
        expect(reply.body.error, name).toBe("api_token_scope");
      }
    }
    // Every write is refused: no route a read scope reaches changes anything.
    expect(reached.filter((name) => !name.startsWith("GET "))).toEqual([]);
    expect(reached.length).toBeGreaterThan(10);
    console.info(`stock:read reached ${reached.length} of ${routes.length} workspace routes`);
  }, 300_000);

  it("keep a token from its owner's notifications and from leaving the workspace", async () => {
    const secret = await createToken(API_SCOPES_ALL);
    const program = new Client(server.url);
    const auth = { authorization: `Bearer ${secret}` };
    const base = `/api/w/${tenant.workspaceId}`;
    for (const [method, path] of [
      ["GET", `${base}/notifications`],
      ["POST", `${base}/notifications/read-all`],
      ["POST", `${base}/leave`],
    ] as const) {
      const reply = await program.request(method, path, method === "POST" ? {} : undefined, auth);
      expect([reply.status, reply.body.message], `${method} ${path}`).toEqual([
        403,
        "API tokens cannot do this. Sign in to Larder to do it.",
      ]);
    }
    expect((await tenant.owner.get(`${base}/notifications`)).status).toBe(200);
  });

  it("tell a token's event stream of stock, never of its owner's notifications", async () => {
    const base = `/api/w/${tenant.workspaceId}`;
    const item = await tenant.owner.post(`${base}/items`, {
      name: `Stream milk ${Date.now()}`,
      baseUnit: "l",
      parLevels: [{ locationId: tenant.ids.locationId, minimum: "20", maximum: null }],
      openingStock: [{ locationId: tenant.ids.locationId, quantity: "21", unit: "l" }],
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const before = (await tenant.owner.get(`${base}/notifications`)).body.unread;
    const stream = await openStream(await createToken(["stock:read"]));
    expect(stream.status).toBe(200);
    const use = (quantity: string) =>
      tenant.owner.post(`${base}/stock/usage`, {
        itemId: item.body.id,
        locationId: tenant.ids.locationId,
        quantity,
        unit: "l",
      });
    // The first use takes it below its minimum: the owner is notified. The second is a marker:
    // events arrive in order, so once its stock event is in, the first one's would be too.
    expect((await use("2")).status).toBe(201);
    expect((await tenant.owner.get(`${base}/notifications`)).body.unread).toBe(before + 1);
    expect((await use("1")).status).toBe(201);
    const deadline = Date.now() + 10_000;
    while (stream.events.filter((event) => event.type === "stock").length < 2) {
      expect(Date.now(), JSON.stringify(stream.events)).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stream.close();
    expect(stream.events.map((event) => event.type)).not.toContain("notifications");
  });

  it("run the README's example as written", async () => {
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    const marker = "For\nexample, with `locations:read` and `stock:write`:";
    const block = readme.split(marker)[1]!.split("```sh\n")[1]!.split("```")[0]!;
    const commands = block
      .replace(/\\\n\s*/g, "")
      .split("\n")
      .filter((line) => line.startsWith("curl "))
      .map((line) => line.replaceAll("http://localhost:3000", server.url));
    expect(commands).toHaveLength(3);
    const env: Record<string, string> = {
      ...process.env,
      LARDER_TOKEN: await createToken(["locations:read", "stock:write"]),
      WORKSPACE: tenant.workspaceId,
    };
    const run = (command: string) =>
      new Promise<any>((resolve, reject) =>
        execFile("bash", ["-c", command], { env }, (error, stdout) =>
          error ? reject(error) : resolve(JSON.parse(stdout)),
        ),
      );
    const locations = await run(commands[0]!);
    expect(locations.length).toBeGreaterThan(0);
    env.LOCATION = locations[0].id;
    const stock = await run(commands[1]!);
    const row = stock.rows.find((candidate: any) => candidate.units.includes("kg"));
    expect(row, JSON.stringify(stock)).toBeDefined();
    env.ITEM = row.itemId;
    const used = await run(commands[2]!);
    expect(used.movements[0]).toMatchObject({
      itemId: env.ITEM,
      kind: "usage",
      enteredQuantity: "1.5",
      enteredUnit: "kg",
    });
  });
});

const API_SCOPES_ALL = [
  "stock:write",
  "purchasing:write",
  "invoices:write",
  "recipes:write",
  "sales:write",
  "analytics:read",
  "costs:read",
  "team:read",
  "locations:write",
];

describe("a workspace route's declaration", () => {
  const declare = async (method: "GET" | "POST", config: Record<string, unknown>) => {
    const app = Fastify();
    await registerAccessControl(app, {
      db: {} as never,
      trustedOrigins: [],
      sessionCookie: "s",
      findSession: async () => null,
      isOperator: async () => false,
      apiTokens: { find: async () => ({ token: null, refusal: null }), recordUse: async () => {} },
    });
    try {
      app.route({ method, url: "/api/w/:workspaceId/thing", config, handler: async () => null });
      await app.ready();
      return null;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await app.close();
    }
  };

  it("stops the server without a scope, or with one that does not fit its method", async () => {
    expect(await declare("GET", { access: "stock.view", scope: "stock:read" })).toBeNull();
    expect(await declare("GET", { access: "stock.view" })).toBe(
      'GET /api/w/:workspaceId/thing does not say which API token scope it needs (config.scope, or "none")',
    );
    expect(await declare("POST", { access: "stock.record_usage", scope: "stock:read" })).toBe(
      "POST /api/w/:workspaceId/thing writes, so its scope is stock:write, not stock:read",
    );
    expect(await declare("GET", { access: "invoices.view", scope: "stock:read" })).toBe(
      "GET /api/w/:workspaceId/thing needs invoices.view, which the stock scopes do not cover",
    );
    expect(await declare("POST", { access: "workspace.view", scope: "none" })).toBeNull();
  });
});
