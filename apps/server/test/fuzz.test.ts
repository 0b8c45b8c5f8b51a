import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fuzzApi } from "./fuzz/openapi-fuzz";
import { startTestServer, type TestServer } from "./helpers";

// Every operation of the OpenAPI document, with one field, query parameter or path parameter at a
// time replaced by something hostile, on the engine this run uses (npm test runs on both). A
// seeded, smaller set than `npm run bench:fuzz`, which sends 20,000+.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_200);
const SEED = Number(process.env.FUZZ_SEED ?? 13);

describe("hostile requests to every operation", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    `answer ${REQUESTS} of them with a 2xx, 3xx or a 4xx that says what was wrong, never a 5xx`,
    { timeout: 600_000 },
    async () => {
      const report = await fuzzApi(server.url, { requests: REQUESTS, seed: SEED });
      expect(report.operations).toBeGreaterThan(100);
      expect(report.requests).toBe(REQUESTS);
      // The requests get past the door: nearly every operation answered at least once with
      // something other than "signed out" or "not found" (validation, a conflict, or served).
      expect(report.reached).toBeGreaterThan(report.operations * 0.85);
      expect(report.findings).toEqual([]);
      // The server is still well.
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    },
  );
});
