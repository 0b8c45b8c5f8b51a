import { describe, expect, it } from "vitest";
import { startTestServer } from "./helpers";

describe("closing the server", () => {
  it("finishes requests in flight, refuses new ones, then closes the database", async () => {
    let release: () => void = () => undefined;
    const server = await startTestServer({
      routes: (app) =>
        app.get("/api/test/slow", { config: { access: "public" } }, async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return { finished: true };
        }),
    });
    const inFlight = fetch(`${server.url}/api/test/slow`).then((response) => response.json());
    await new Promise((resolve) => setTimeout(resolve, 100)); // the request has arrived
    const closed = server.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow(); // no longer accepting
    release();
    expect(await inFlight).toEqual({ finished: true });
    await closed;
    await expect(server.db.query("select 1")).rejects.toThrow(); // the database is closed too
  });
});
