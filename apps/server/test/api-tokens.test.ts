/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { tokenStillLive } from "../src/modules/notifications/service";
import { Client } from "./client";
import { useServerWithMailbox } from "./helpers";
import { addMember, buildKitchen, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;
let other: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Token Bistro");
  other = await buildKitchen(context.server, context.mailbox, "Other Bistro");
}, 60_000);

/** Creates a token as the kitchen's owner; returns its id and its secret. */
async function createToken(
  scopes: string[],
  name = "POS",
  target: Kitchen = kitchen,
): Promise<{ id: string; secret: string }> {
  const created = await target.owner.post(target.path("/api-tokens"), {
    name,
    scopes,
    expiresInDays: 30,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.token.id, secret: created.body.secret };
}

/** A program without cookies, sending `secret` as its bearer token. */
function program(secret: string) {
  const client = new Client(context.server.url);
  const auth = { authorization: `Bearer ${secret}` };
  return {
    client,
    get: (path: string) => client.get(path, auth),
    post: (path: string, body: unknown) => client.post(path, body, auth),
    delete: (path: string) => client.delete(path, auth),
  };
}

const newItem = () => ({
  name: `Basil ${Math.random().toString(36).slice(2, 7)}`,
  baseUnit: "kg",
  parLevels: [{ locationId: kitchen.main.id, minimum: null, maximum: null }],
});

async function auditActions(workspaceId: string) {
  return withTenant(context.server.db, { workspaceId }, async (tx) => {
    const { rows } = await tx.query<{ action: string; details: any; ip: string; summary: string }>(
      "select action, details, ip, summary from audit_events where workspace_id = $1 order by at",
      [workspaceId],
    );
    return rows;
  });
}

describe("API tokens", () => {
  it("are created by owners, shown once, and work on GET and POST routes of their workspace", async () => {
    const created = await kitchen.owner.post(kitchen.path("/api-tokens"), {
      name: "Back-office script",
      scopes: ["stock:write", "stock:read"],
      expiresInDays: 90,
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const secret: string = created.body.secret;
    expect(secret).toMatch(/^larder_[A-Za-z0-9_-]{43}$/);
    expect(created.body.token).toMatchObject({
      name: "Back-office script",
      scopes: ["stock:read", "stock:write"],
      status: "active",
      lastUsedAt: null,
      prefix: secret.slice(0, 12),
    });
    const days = (Date.parse(created.body.token.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);

    const script = program(secret);
    const items = await script.get(kitchen.path("/items"));
    expect(items.status, JSON.stringify(items.body)).toBe(200);
    // No CSRF token, no cookie, and an Origin of another site: a bearer request needs none.
    const added = await script.client.request("POST", kitchen.path("/items"), newItem(), {
      authorization: `Bearer ${secret}`,
      origin: "https://elsewhere.example",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.headers.get("set-cookie")).toBeNull();
    expect(script.client.cookies.size).toBe(0);

    const listed = await kitchen.owner.get(kitchen.path("/api-tokens"));
    expect(listed.status).toBe(200);
    const row = listed.body.find((token: any) => token.id === created.body.token.id);
    expect(row).toMatchObject({ name: "Back-office script", status: "active" });
    expect(row.createdByEmail).toMatch(/^owner\./);
    expect(row.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it("refuses what the scopes do not hold: a read token cannot write, nor reach invoices", async () => {
    const reader = program((await createToken(["stock:read"], "Reader")).secret);
    expect((await reader.get(kitchen.path("/items"))).status).toBe(200);
    const write = await reader.post(kitchen.path("/items"), newItem());
    expect(write.status).toBe(403);
    expect(write.body.error).toBe("api_token_scope");
    expect(write.body.message).toContain("stock:write");
    const invoices = await reader.get(kitchen.path("/payables"));
    expect(invoices.status).toBe(403);
    expect(invoices.body.message).toContain("invoices:read");
    // Nothing a token may hold manages tokens, members or the audit log.
    expect((await reader.get(kitchen.path("/api-tokens"))).status).toBe(403);
    expect((await reader.get(kitchen.path("/audit"))).status).toBe(403);

    const accounting = program((await createToken(["invoices:read"], "Accounting")).secret);
    expect((await accounting.get(kitchen.path("/payables"))).status).toBe(200);
    expect((await accounting.get(kitchen.path("/suppliers"))).status).toBe(403);
  });

  it("hides costs from a token without the costs scope, even though its owner sees them", async () => {
    const itemId = (await kitchen.owner.post(kitchen.path("/items"), newItem())).body.id;
    const received = await kitchen.owner.post(kitchen.path("/stock/receipts"), {
      itemId,
      locationId: kitchen.main.id,
      quantity: "2",
      unit: "kg",
      unitCost: "3.50",
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const stockRead = program((await createToken(["stock:read"], "Counts")).secret);
    const withCosts = program((await createToken(["stock:read", "costs:read"], "Values")).secret);
    const stockPath = kitchen.path(`/stock?locationId=${kitchen.main.id}`);
    const valueOf = async (client: ReturnType<typeof program>) => {
      const reply = await client.get(stockPath);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.rows.find((row: any) => row.itemId === itemId)?.value;
    };
    expect(Number(await valueOf(withCosts))).toBe(7);
    expect(await valueOf(stockRead)).toBeNull();

    // The comparison of locations too: its values are the costs scope's, not the owner's role's.
    const comparePath = kitchen.path("/analytics/locations");
    const compare = async (client: ReturnType<typeof program>) => {
      const reply = await client.get(comparePath);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.locations.find((row: any) => row.locationId === kitchen.main.id);
    };
    const analytics = program((await createToken(["analytics:read"], "Report")).secret);
    const analyticsWithCosts = program(
      (await createToken(["analytics:read", "costs:read"], "Valued report")).secret,
    );
    expect(Number((await compare(analyticsWithCosts)).stockValue)).toBeGreaterThanOrEqual(7);
    const hidden = await compare(analytics);
    expect(hidden.stockValue).toBeNull();
    expect(hidden.usageValue).toBeNull();
    expect(hidden.spend).toBeNull();
  });

  it("keeps an event stream open while the token lives, and no longer once it is revoked", async () => {
    const listening = await createToken(["stock:read"], "Screen in the kitchen");
    const opened = await fetch(new URL(kitchen.path("/events"), context.server.url), {
      headers: { authorization: `Bearer ${listening.secret}` },
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toContain("text/event-stream");
    await opened.body?.cancel();
    // What each heartbeat asks: the token's own standing, not a session it never had.
    const db = context.server.db;
    expect(await tokenStillLive(db, listening.id, kitchen.workspaceId)).toBe(true);
    expect(await tokenStillLive(db, listening.id, other.workspaceId)).toBe(false);
    await kitchen.owner.delete(kitchen.path(`/api-tokens/${listening.id}`));
    expect(await tokenStillLive(db, listening.id, kitchen.workspaceId)).toBe(false);
  });

  it("stops working when it expires or is revoked", async () => {
    const expiring = await createToken(["stock:read"], "Short-lived");
    await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query(
        "update api_tokens set created_at = now() - interval '2 days', expires_at = now() - interval '1 minute' where id = $1",
        [expiring.id],
      ),
    );
    const expired = await program(expiring.secret).get(kitchen.path("/items"));
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe("api_token_expired");

    const revoking = await createToken(["stock:read"], "Revoked");
    const pos = program(revoking.secret);
    expect((await pos.get(kitchen.path("/items"))).status).toBe(200);
    const revoked = await kitchen.owner.delete(kitchen.path(`/api-tokens/${revoking.id}`));
    expect(revoked.status).toBe(204);
    const after = await pos.get(kitchen.path("/items"));
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("api_token_revoked");
    const listed = await kitchen.owner.get(kitchen.path("/api-tokens"));
    const statuses = Object.fromEntries(listed.body.map((t: any) => [t.id, t.status]));
    expect(statuses[revoking.id]).toBe("revoked");
    expect(statuses[expiring.id]).toBe("expired");

    const wrong = await program(`larder_${"A".repeat(43)}`).get(kitchen.path("/items"));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("api_token_invalid");
    const basic = await new Client(context.server.url).get(kitchen.path("/items"), {
      authorization: "Basic b3duZXI6cGFzcw==",
    });
    expect(basic.status).toBe(401);
    expect(basic.body.message).toContain("Bearer");
  });

  it("acts in its own workspace only, and never outside workspaces", async () => {
    const { secret } = await createToken(["stock:write"], "Alpha POS");
    const pos = program(secret);
    const stranger = await pos.get(other.path("/items"));
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe("workspace_not_found");
    expect((await pos.post(other.path("/items"), newItem())).status).toBe(404);
    for (const [method, path] of [
      ["GET", "/api/session"],
      ["GET", "/api/me/sessions"],
      ["POST", "/api/auth/email/start"],
      ["POST", "/api/workspaces"],
    ] as const) {
      const reply = await pos.client.request(method, path, method === "POST" ? {} : undefined, {
        authorization: `Bearer ${secret}`,
      });
      expect(reply.status, `${method} ${path}`).toBe(403);
      expect(reply.body.error).toBe("api_token_not_accepted");
    }
    // An owner's token is refused 403 by a chef's own role, not just by its scopes.
    const chef = await addMember(kitchen, "chef");
    expect((await chef.get(kitchen.path("/api-tokens"))).status).toBe(403);
  });

  it("limits each token's rate with 429 and Retry-After, without touching other tokens", async () => {
    const busyToken = await createToken(["locations:read"], "Busy");
    const busy = program(busyToken.secret);
    const calm = program((await createToken(["locations:read"], "Calm")).secret);
    // A burst of 100 at once is allowed.
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => busy.get(kitchen.path("/locations"))),
    );
    expect(burst.filter((reply) => reply.status === 200)).toHaveLength(100);
    // As if the token had just spent its bucket and a few more (the refill is 10 a second, so a
    // machine's speed does not decide whether the limit is reached).
    await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query(
        "update api_tokens set bucket_level = -5, bucket_at = clock_timestamp() where id = $1",
        [busyToken.id],
      ),
    );
    const limited = await busy.get(kitchen.path("/locations"));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("rate_limited");
    expect(limited.body.message).toContain("10 a second");
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(limited.body.retryAfterSeconds).toBe(wait);
    expect((await calm.get(kitchen.path("/locations"))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 300));
    expect((await busy.get(kitchen.path("/locations"))).status).toBe(200);
  }, 60_000);

  it("records creation, every request and revocation in the audit log", async () => {
    const { id, secret } = await createToken(["stock:read"], "Audited");
    const audited = program(secret);
    await audited.get(kitchen.path("/items"));
    await audited.post(kitchen.path("/items"), newItem());
    await kitchen.owner.delete(kitchen.path(`/api-tokens/${id}`));
    await audited.get(kitchen.path("/items"));
    const events = (await auditActions(kitchen.workspaceId)).filter(
      (event) => event.details.tokenId === id,
    );
    expect(events.map((event) => event.action)).toEqual([
      "api_token_created",
      "api_token_used",
      "api_token_used",
      "api_token_revoked",
      "api_token_used",
    ]);
    const uses = events.filter((event) => event.action === "api_token_used");
    expect(uses.map((use) => [use.details.method, use.details.path, use.details.status])).toEqual([
      ["GET", kitchen.path("/items"), 200],
      ["POST", kitchen.path("/items"), 403],
      ["GET", kitchen.path("/items"), 401],
    ]);
    expect(uses[0]!.ip).toBe(audited.client.ip);
    expect(uses[0]!.summary).toContain('"Audited"');
    // The owner's audit log page shows them too.
    const page = await kitchen.owner.get(kitchen.path("/audit?limit=200"));
    expect(page.body.events.map((event: any) => event.action)).toContain("api_token_used");
  });

  it("stores only the secret's SHA-256, never the secret", async () => {
    const { id, secret } = await createToken(["stock:read"], "Hashed");
    const rows = await withTenant(
      context.server.db,
      { workspaceId: kitchen.workspaceId },
      async (tx) => (await tx.query("select * from api_tokens where id = $1", [id])).rows,
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(7));
    expect((rows[0] as any).token_hash).toBe(createHash("sha256").update(secret).digest("hex"));
    const inAudit = JSON.stringify(await auditActions(kitchen.workspaceId));
    expect(inAudit).not.toContain(secret);
  });

  it("validates what an owner sends, in words", async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: "x", scopes: [], expiresInDays: 30 }, /at least one scope/],
      [{ name: "x", scopes: ["stock:admin"], expiresInDays: 30 }, /Each scope is one of/],
      [{ name: "x", scopes: ["stock:read"], expiresInDays: 400 }, /at most 365 days/],
      [{ name: "x", scopes: ["stock:read"] }, /expiresInDays/],
      [{ name: "", scopes: ["stock:read"], expiresInDays: 30 }, /name/],
    ];
    for (const [body, message] of cases) {
      const reply = await kitchen.owner.post(kitchen.path("/api-tokens"), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.body)).toMatch(message);
    }
    const missing = await kitchen.owner.delete(
      kitchen.path("/api-tokens/00000000-0000-4000-8000-000000000000"),
    );
    expect(missing.status).toBe(404);
  });
});
