import { healthResponseSchema } from "@larder/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

const expectedKind = process.env.DATABASE_URL ? "postgresql" : "embedded";

describe("GET /api/health", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers 200 with the database's kind and version once migrations are applied", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe("ok");
    expect(body.database.kind).toBe(expectedKind);
    expect(body.database.version).toMatch(/^\d+(\.\d+)?/);
    expect(body.migrations.pending).toBe(0);
    expect(body.migrations.latest).toMatch(/^\d{4}_.+\.sql$/);
  });

  it("writes one structured log line per request", async () => {
    await fetch(`${server.url}/api/health?probe=log`);
    const line = server.logs.find((entry) => entry.url === "/api/health?probe=log");
    expect(line).toMatchObject({ msg: "request", method: "GET", status: 200 });
    expect(typeof line?.ms).toBe("number");
  });

  it("answers an unknown API address with a JSON 404 that names it", async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`, { method: "DELETE" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: "not_found",
      message: "There is no API endpoint at DELETE /api/no-such-thing.",
    });
  });
});

describe("GET /api/health with a migration not yet applied", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      migrations: (files) => [
        ...files,
        { name: "9999_future.sql", sql: "select 1", checksum: "x" },
      ],
    });
  });
  afterAll(() => server.close());

  it("answers 503 and says what is missing", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(503);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe("unavailable");
    expect(body.migrations.pending).toBe(1);
    expect(body.message).toContain("1 migration(s) have not been applied");
  });
});
