import { describe, expect, it } from "vitest";
import { Client, uniqueEmail } from "./client";
import { useServerWithMailbox } from "./helpers";
import { signInSteps } from "./sign-in-steps";

const context = useServerWithMailbox();
const { requestCode, skipCooldown } = signInSteps(context);

describe("sessions", () => {
  it("stores only a hash of a 256-bit token in an httpOnly, SameSite=Lax cookie", async () => {
    const client = new Client(context.server.url);
    const email = uniqueEmail("cookie");
    const { challengeId, code } = await requestCode(client, email);
    const reply = await client.post("/api/auth/email/verify", { challengeId, code });
    const cookie = reply.headers.getSetCookie().find((line) => line.startsWith("larder_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token = client.cookies.get("larder_session")!;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const { rows } = await context.server.db.query<{ token_hash: string }>(
      "select s.token_hash from sessions s join users u on u.id = s.user_id where u.email = $1",
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it("rotates the session at sign-in: the browser's old token stops working", async () => {
    const client = new Client(context.server.url);
    const email = uniqueEmail("rotate");
    await client.signIn(email, context.mailbox);
    const oldToken = client.cookies.get("larder_session")!;
    await skipCooldown(email);
    await client.signIn(email, context.mailbox);
    const newToken = client.cookies.get("larder_session")!;
    expect(newToken).not.toBe(oldToken);
    const stale = new Client(context.server.url);
    stale.cookies.set("larder_session", oldToken);
    expect((await stale.get("/api/session")).status).toBe(401);
    expect((await client.get("/api/session")).status).toBe(200);
  });

  it("ends a session after 12 idle hours, and after 30 days in any case", async () => {
    const idle = new Client(context.server.url);
    const idleEmail = uniqueEmail("idle");
    await idle.signIn(idleEmail, context.mailbox);
    await context.server.db.query(
      `update sessions set last_seen_at = now() - interval '12 hours 1 minute'
        where user_id = (select id from users where email = $1)`,
      [idleEmail],
    );
    expect((await idle.get("/api/session")).status).toBe(401);

    const old = new Client(context.server.url);
    const oldEmail = uniqueEmail("old");
    await old.signIn(oldEmail, context.mailbox);
    const { rows } = await context.server.db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days from sessions
        where user_id = (select id from users where email = $1)`,
      [oldEmail],
    );
    expect(rows[0]!.days).toBe(30);
    await context.server.db.query(
      `update sessions set expires_at = now() - interval '1 second'
        where user_id = (select id from users where email = $1)`,
      [oldEmail],
    );
    expect((await old.get("/api/session")).status).toBe(401);
  });

  it("lists your sessions and signs out everywhere else", async () => {
    const email = uniqueEmail("devices");
    const laptop = new Client(context.server.url);
    const phone = new Client(context.server.url);
    await laptop.signIn(email, context.mailbox);
    await skipCooldown(email);
    await phone.signIn(email, context.mailbox);

    const list = await laptop.get("/api/me/sessions");
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const out = await laptop.post("/api/me/sessions/sign-out-others");
    expect(out.body).toEqual({ signedOut: 1 });
    expect((await phone.get("/api/session")).status).toBe(401);
    expect((await laptop.get("/api/session")).status).toBe(200);
  });

  it("signs out one other session, never someone else's", async () => {
    const email = uniqueEmail("one");
    const laptop = new Client(context.server.url);
    const phone = new Client(context.server.url);
    await laptop.signIn(email, context.mailbox);
    await skipCooldown(email);
    await phone.signIn(email, context.mailbox);
    const phoneId = (await phone.get("/api/me/sessions")).body.find(
      (s: { current: boolean }) => s.current,
    ).id;

    const stranger = new Client(context.server.url);
    await stranger.signIn(uniqueEmail("stranger"), context.mailbox);
    expect((await stranger.delete(`/api/me/sessions/${phoneId}`)).status).toBe(404);
    expect((await phone.get("/api/session")).status).toBe(200);

    expect((await laptop.delete(`/api/me/sessions/${phoneId}`)).status).toBe(204);
    expect((await phone.get("/api/session")).status).toBe(401);
  });

  it("logs out", async () => {
    const client = new Client(context.server.url);
    await client.signIn(uniqueEmail("bye"), context.mailbox);
    const token = client.cookies.get("larder_session")!;
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    expect(client.cookies.has("larder_session")).toBe(false);
    const replay = new Client(context.server.url);
    replay.cookies.set("larder_session", token);
    expect((await replay.get("/api/session")).status).toBe(401);
  });
});

describe("cross-site request forgery", () => {
  it("refuses a signed-in change without the session's CSRF token", async () => {
    const client = new Client(context.server.url);
    await client.signIn(uniqueEmail("csrf"), context.mailbox);
    const token = client.csrfToken;
    client.csrfToken = undefined;
    const missing = await client.patch("/api/me", { name: "Mallory" });
    expect(missing.status).toBe(403);
    expect(missing.body.error).toBe("csrf_token_invalid");
    const forged = await client.patch(
      "/api/me",
      { name: "Mallory" },
      { "x-csrf-token": "x".repeat(43) },
    );
    expect(forged.status).toBe(403);
    client.csrfToken = token;
    expect((await client.patch("/api/me", { name: "Maria" })).status).toBe(204);
  });

  it("refuses changes sent from another website, even with the token", async () => {
    const client = new Client(context.server.url);
    await client.signIn(uniqueEmail("origin"), context.mailbox);
    const evil = await client.patch(
      "/api/me",
      { name: "Mallory" },
      { origin: "https://evil.test" },
    );
    expect(evil.status).toBe(403);
    expect(evil.body.error).toBe("cross_site_request");
    const crossSite = await client.patch(
      "/api/me",
      { name: "Mallory" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    const start = await new Client(context.server.url).post(
      "/api/auth/email/start",
      { email: uniqueEmail("x") },
      { origin: "https://evil.test" },
    );
    expect(start.status).toBe(403);
    const same = await client.patch("/api/me", { name: "Maria" }, { origin: context.server.url });
    expect(same.status).toBe(204);
  });
});
