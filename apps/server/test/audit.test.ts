import { describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { Client, uniqueEmail } from "./client";
import { useServerWithMailbox } from "./helpers";

const context = useServerWithMailbox();

describe("the audit log", () => {
  it("pages through every event once, even events of one request", async () => {
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("pages"),
      context.mailbox,
      "Paged Bistro",
    );
    for (const name of ["Two", "Three", "Four", "Five"])
      await owner.post(`/api/w/${workspaceId}/locations`, { name, timeZone: "UTC" });
    // Three events at the very same instant: a cursor of time alone would lose some.
    await withTenant(context.server.db, { workspaceId }, async (tx) => {
      for (const n of [1, 2, 3])
        await tx.query(
          `insert into audit_events (workspace_id, at, action, summary)
           values ($1, '2026-01-01T12:00:00.123456Z', 'location_updated', $2)`,
          [workspaceId, `tie ${n}`],
        );
    });
    const all = (await owner.get(`/api/w/${workspaceId}/audit?limit=200`)).body.events;
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page: { body: { events: { id: string }[]; nextBefore: string | null } } =
        await owner.get(
          `/api/w/${workspaceId}/audit?limit=2${before ? `&before=${encodeURIComponent(before)}` : ""}`,
        );
      seen.push(...page.body.events.map((event) => event.id));
      before = page.body.nextBefore;
    } while (before);
    expect(seen).toEqual(all.map((event: { id: string }) => event.id));
    expect(new Set(seen).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(8);
    const bad = await owner.get(`/api/w/${workspaceId}/audit?before=yesterday`);
    expect(bad.status).toBe(400);
  });
});
