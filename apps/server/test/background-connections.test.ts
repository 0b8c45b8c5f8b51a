import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKGROUND_NICENESS } from "../src/lib/background-priority";
import { startTestServer, type TestServer } from "./helpers";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The niceness of a process of this machine, from its stat line (the 19th field). */
function nicenessOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

const backendPid = async (db: { query: TestServer["db"]["query"] }) =>
  (await db.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;

describe("work nobody waits on", () => {
  it("runs on connections of its own, whose server processes give way on the embedded server", async () => {
    const requests = await backendPid(server.db);
    const background = await backendPid(server.db.background);
    expect(background).not.toBe(requests);
    // A request's connection keeps the server's priority; on an external PostgreSQL the
    // processes are not Larder's and nothing changes.
    expect(nicenessOf(requests)).toBe(0);
    const expected = server.db.kind === "embedded" ? BACKGROUND_NICENESS : 0;
    expect(nicenessOf(background)).toBe(expected);
    // In a transaction too, and the background's own background is itself.
    const inTransaction = await server.db.background.transaction((tx) => backendPid(tx));
    expect(nicenessOf(inTransaction)).toBe(expected);
    expect(server.db.background.background).toBe(server.db.background);
  });

  it("gives way on each connection of its pool, not only the first", async () => {
    // Three transactions at once hold three connections.
    const pids = await Promise.all(
      Array.from({ length: 3 }, () =>
        server.db.background.transaction(async (tx) => {
          const pid = await backendPid(tx);
          await tx.query("select pg_sleep(0.05)");
          return pid;
        }),
      ),
    );
    expect(new Set(pids).size).toBe(3);
    for (const pid of pids)
      expect(nicenessOf(pid)).toBe(server.db.kind === "embedded" ? BACKGROUND_NICENESS : 0);
  });
});
