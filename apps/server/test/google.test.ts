import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, uniqueEmail } from "./client";
import { startTestServer, type TestServer } from "./helpers";

let provider: OAuth2Server;
let server: TestServer;
/** The claims the local provider puts in its next ID token. */
let nextClaims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, nextClaims);
  });
  server = await startTestServer({
    env: {
      GOOGLE_CLIENT_ID: "larder-test",
      GOOGLE_CLIENT_SECRET: "larder-test-secret",
      GOOGLE_ISSUER: provider.issuer.url!,
    },
  });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

/** Follows Larder → provider → Larder's callback, as a browser would; returns the last answer. */
async function roundTrip(client: Client, start = "/api/auth/google/start") {
  const started = await client.get(start);
  expect(started.status).toBe(303);
  const authorize = new URL(started.headers.get("location")!);
  const response = await fetch(authorize, { redirect: "manual" });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get("location")!);
  return {
    authorize,
    callback: await client.get(`${callback.pathname}${callback.search}`),
    callbackUrl: callback,
  };
}

describe("the sign-in pages of a server with Google sign-in", () => {
  it("offer Google with the verb of each page, prerendered disabled until hydrated", async () => {
    for (const [path, verb] of [
      ["/signup", "Sign up with Google"],
      ["/login", "Sign in with Google"],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      const body = await response.text();
      expect(response.status, path).toBe(200);
      expect(body, path).toMatch(
        new RegExp(`<button type="button" disabled=""[^>]*>.*${verb}</button>`, "s"),
      );
      expect(body, path).not.toContain(
        path === "/signup" ? "Sign in with Google" : "Sign up with Google",
      );
      expect(body, path).toContain('role="separator"');
    }
  });
});

describe("signing in with Google", () => {
  it("uses the authorization code flow with PKCE, state and nonce", async () => {
    // A Google account of its own: a PostgreSQL test database keeps earlier runs' people.
    const email = uniqueEmail("g");
    nextClaims = {
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: "Gina Baker",
    };
    const client = new Client(server.url);
    const { authorize, callback } = await roundTrip(client);
    expect(authorize.searchParams.get("response_type")).toBe("code");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    expect(authorize.searchParams.get("redirect_uri")).toBe(
      `${server.url}/api/auth/google/callback`,
    );
    expect(callback.status).toBe(303);
    expect(callback.headers.get("location")).toBe("/app/welcome");
    const session = await client.session();
    expect(session.body.user).toMatchObject({ email: nextClaims.email, name: "Gina Baker" });
  });

  it("finds the same person again by their Google account", async () => {
    const email = uniqueEmail("again");
    nextClaims = { sub: `google-${email}`, email, email_verified: true };
    const first = new Client(server.url);
    await roundTrip(first);
    const firstId = (await first.session()).body.user.id;
    const second = new Client(server.url);
    await roundTrip(second);
    expect((await second.session()).body.user.id).toBe(firstId);
  });

  it("refuses an address Google has not verified", async () => {
    nextClaims = { sub: "google-3", email: uniqueEmail("unverified"), email_verified: false };
    const client = new Client(server.url);
    const { callback } = await roundTrip(client);
    expect(callback.headers.get("location")).toBe("/login?error=google_failed");
    expect((await client.get("/api/session")).status).toBe(401);
  });

  it("refuses a callback in another browser, or a replayed one", async () => {
    nextClaims = { sub: "google-4", email: uniqueEmail("replay"), email_verified: true };
    const client = new Client(server.url);
    const started = await client.get("/api/auth/google/start");
    const response = await fetch(new URL(started.headers.get("location")!), { redirect: "manual" });
    const callback = new URL(response.headers.get("location")!);
    const path = `${callback.pathname}${callback.search}`;
    const thief = await new Client(server.url).get(path);
    expect(thief.headers.get("location")).toBe("/login?error=google_failed");
    // The state was spent by the failed attempt: the real browser must start again.
    const late = await client.get(path);
    expect(late.headers.get("location")).toBe("/login?error=google_failed");
  });

  it("says when this server has no Google client", async () => {
    const plain = await startTestServer();
    try {
      const providers = await new Client(plain.url).get("/api/auth/providers");
      expect(providers.body).toMatchObject({ google: false });
      const start = await new Client(plain.url).get("/api/auth/google/start");
      expect(start.status).toBe(404);
      expect(start.body.message).toContain("Google sign-in is not set up on this server");
    } finally {
      await plain.close();
    }
    expect((await new Client(server.url).get("/api/auth/providers")).body).toMatchObject({
      google: true,
    });
  });
});
