import {
  ConflictError,
  InvalidError,
  NotAllowedError,
  NotFoundError,
  UnavailableError,
} from "@larder/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let server: TestServer;
const thrown = {
  "not-found": new NotFoundError("item_not_found", "This item does not exist in this workspace."),
  conflict: new ConflictError("order_sent", "PO-2026-001 was already sent."),
  invalid: new InvalidError("invalid_item", "A pack must hold more than zero."),
  "not-allowed": new NotAllowedError("demo", "The demo cannot invite people."),
  unavailable: new UnavailableError("mail_down", "Mail cannot be sent right now."),
};

beforeAll(async () => {
  server = await startTestServer({
    routes: (app) =>
      app.get("/api/test/throw/:kind", { config: { access: "public" } }, async (request) => {
        throw thrown[(request.params as { kind: keyof typeof thrown }).kind];
      }),
  });
});
afterAll(async () => {
  await server?.close();
});

describe("domain errors", () => {
  it("are answered with their kind's status, their code and their sentence", async () => {
    const expected = {
      "not-found": 404,
      conflict: 409,
      invalid: 400,
      "not-allowed": 403,
      unavailable: 503,
    };
    for (const [kind, status] of Object.entries(expected)) {
      const reply = await fetch(`${server.url}/api/test/throw/${kind}`);
      expect(reply.status, kind).toBe(status);
      const error = thrown[kind as keyof typeof thrown];
      expect(await reply.json()).toEqual({ error: error.code, message: error.message });
    }
  });
});
