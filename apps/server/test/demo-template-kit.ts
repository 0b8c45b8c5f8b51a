import type { TestServer } from "./helpers";

/** Waits until the server's demo template is ready (its background jobs done); returns its id. */
export async function waitForDemoTemplate(server: TestServer, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await server.db.query<{ id: string }>(
      "select demo_workspace_id as id from demo_templates where ready_at is not null order by made_at desc limit 1",
    );
    if (rows[0]) return rows[0].id;
    if (Date.now() > deadline) throw new Error("the demo template was not ready in time");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until `count` spare demos wait for visitors (or more). */
export async function waitForDemoSpares(server: TestServer, count: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from demo_spares",
    );
    if (rows[0]!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`${count} spare demos were not made in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
