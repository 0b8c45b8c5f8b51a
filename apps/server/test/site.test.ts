import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

// These tests need the built front end; `npm test` builds it first.
describe("the web site as served", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Fetches and reads the whole body, so no connection is left half-read. */
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  it("serves each public page as prerendered HTML, never cached without revalidation", async () => {
    for (const [path, text] of [
      ["/", "Get started - It&#x27;s free"],
      ["/smart-inventory", "Smart inventory"],
      ["/signup", "Your kitchen workspace."],
      ["/login", "Your kitchen workspace."],
      ["/privacy-policy", "Last updated: January 2024"],
      ["/terms-conditions", "Last updated: January 2024"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.body).toContain(text);
    }
  });

  it("prerenders the buttons that need a script as disabled until the page hydrates", async () => {
    const { body } = await get("/signup");
    expect(body).toMatch(/<button type="submit" disabled=""[^>]*>Continue<\/button>/);
  });

  it("offers no Google sign-in on a server without GOOGLE_CLIENT_ID, not even in the island's props", async () => {
    for (const path of ["/signup", "/login"]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(body, path).toContain("Continue");
      expect(body, path).not.toMatch(/with Google/);
      expect(body, path).not.toContain('role="separator"');
      expect(body, path).toContain("&quot;google&quot;:false");
    }
  });

  it("answers a matching ETag with 304", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await get("/", { "if-none-match": etag ?? "" });
    expect(second.status).toBe(304);
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    for (const path of ["/nowhere", "/app/not-a-screen", "/assets/missing.js", "/signup/more"]) {
      const response = await get(path, { accept: "text/html" });
      expect(response.status, path).toBe(404);
      expect(response.body).toContain("Oops! Page not found");
    }
  });

  it("falls back to the application for its routes", async () => {
    const response = await get("/app");
    expect(response.status).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/app-[\w-]+\.js">/);
  });

  it("sends a strict Content-Security-Policy that allows the inline stylesheet only by its hash", async () => {
    const response = await get("/");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    const html = response.body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
    expect(styles).toHaveLength(1);
    const hash = createHash("sha256")
      .update(styles[0] ?? "")
      .digest("base64");
    expect(policy).toContain(`'sha256-${hash}'`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("caches hashed assets for a year and serves them compressed", async () => {
    const html = await (await get("/")).body;
    const script = html.match(/src="(\/assets\/public-[\w-]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const response = await get(script ?? "", { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    const favicon = await get("/favicon.svg");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("serves HTML pages compressed with the best encoding the client accepts", async () => {
    const brotli = await fetch(`${server.url}/`, { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("accept-encoding");
    expect(await brotli.text()).toContain("Optimize your kitchen"); // fetch decodes it
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("does not serve the build's internal files", async () => {
    for (const path of [
      "/route-manifest.json",
      "/.vite/manifest.json",
      "/index.html",
      "/app.html",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });
});
