import { describe, expect, it } from "vitest";
import { Client, uniqueEmail } from "./client";
import { useServerWithMailbox } from "./helpers";

const context = useServerWithMailbox();

async function countRows(table: string, column: string, value: string): Promise<number> {
  // Counted through an owner-less read: the workspaces a user created, in their own context.
  const { rows } = await context.server.db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${column} = $1`,
    [value],
  );
  return rows[0]!.n;
}

describe("onboarding", () => {
  it("creates the workspace, the owner's membership and the first location with its storage areas", async () => {
    const client = new Client(context.server.url);
    await client.signIn(uniqueEmail("onboard"), context.mailbox, "signup");
    const created = await client.post("/api/workspaces", {
      workspaceName: "  Harbor Kitchen ",
      location: {
        name: "Harbor Kitchen – Pier 3",
        address: "3 Pier Rd",
        timeZone: "Europe/Lisbon",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.redirectTo).toBe("/app");
    const session = (await client.session()).body;
    expect(session.workspaces).toEqual([
      { id: created.body.workspaceId, name: "Harbor Kitchen", role: "owner", isDemo: false },
    ]);
    expect(session.currentWorkspaceId).toBe(created.body.workspaceId);
    const locations = await client.get(`/api/w/${created.body.workspaceId}/locations`);
    expect(locations.body).toHaveLength(1);
    expect(locations.body[0]).toMatchObject({
      name: "Harbor Kitchen – Pier 3",
      address: "3 Pier Rd",
      timeZone: "Europe/Lisbon",
      currency: "USD",
    });
    expect(locations.body[0].storageAreas.map((a: { name: string }) => a.name)).toEqual([
      "Walk-in cooler",
      "Freezer",
      "Dry storage",
    ]);
  });

  it("creates nothing when any part is wrong, and says what", async () => {
    const client = new Client(context.server.url);
    const email = uniqueEmail("halfway");
    await client.signIn(email, context.mailbox, "signup");
    const userId = (await client.session()).body.user.id;
    const bad = await client.post("/api/workspaces", {
      workspaceName: "Half Way",
      location: { name: "Main", timeZone: "Mars/Olympus" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Choose a time zone from the list, like America/New_York.");
    const noName = await client.post("/api/workspaces", {
      workspaceName: " ",
      location: { name: "Main", timeZone: "UTC", currency: "dollars" },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "location.currency",
      "workspaceName",
    ]);
    expect(await countRows("workspaces", "created_by", userId)).toBe(0);
    expect((await client.session()).body.workspaces).toEqual([]);
  });
});

describe("locations and storage areas", () => {
  it("creates, renames and archives, keeping one active location and unique names", async () => {
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("sites"),
      context.mailbox,
      "Sites Bistro",
    );
    const [first] = (await owner.get(`/api/w/${workspaceId}/locations`)).body;
    const lastOne = await owner.patch(`/api/w/${workspaceId}/locations/${first.id}`, {
      archived: true,
    });
    expect(lastOne.status).toBe(409);
    expect(lastOne.body.message).toContain("only active location");

    const second = await owner.post(`/api/w/${workspaceId}/locations`, {
      name: "Downtown",
      timeZone: "America/Chicago",
      currency: "usd",
    });
    expect(second.status).toBe(201);
    const dup = await owner.post(`/api/w/${workspaceId}/locations`, {
      name: "downtown",
      timeZone: "UTC",
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("There is already a location called downtown.");

    expect(
      (
        await owner.patch(`/api/w/${workspaceId}/locations/${first.id}`, {
          name: "Uptown",
          archived: true,
        })
      ).status,
    ).toBe(204);
    const active = await owner.get(`/api/w/${workspaceId}/locations`);
    expect(active.body.map((l: { name: string }) => l.name)).toEqual(["Downtown"]);
    const all = await owner.get(`/api/w/${workspaceId}/locations?archived=include`);
    expect(all.body.map((l: { name: string; archived: boolean }) => [l.name, l.archived])).toEqual([
      ["Downtown", false],
      ["Uptown", true],
    ]);

    const bar = await owner.post(
      `/api/w/${workspaceId}/locations/${second.body.id}/storage-areas`,
      { name: "Bar" },
    );
    expect(bar.body).toMatchObject({ name: "Bar", position: 3 });
    expect(
      (await owner.patch(`/api/w/${workspaceId}/storage-areas/${bar.body.id}`, { name: "Freezer" }))
        .status,
    ).toBe(409);
    expect(
      (await owner.patch(`/api/w/${workspaceId}/storage-areas/${bar.body.id}`, { archived: true }))
        .status,
    ).toBe(204);
    const areas = (await owner.get(`/api/w/${workspaceId}/locations`)).body[0].storageAreas;
    expect(areas.map((a: { name: string }) => a.name)).toEqual([
      "Walk-in cooler",
      "Freezer",
      "Dry storage",
    ]);
  });

  it("switches the session's location, only to one the member may see", async () => {
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("switch"),
      context.mailbox,
      "Switch Bistro",
    );
    const [main] = (await owner.get(`/api/w/${workspaceId}/locations`)).body;
    expect(
      (await owner.put("/api/session/workspace", { workspaceId, locationId: main.id })).status,
    ).toBe(204);
    expect((await owner.session()).body.currentLocationId).toBe(main.id);

    const other = new Client(context.server.url);
    const otherWorkspace = await other.signUpWithWorkspace(
      uniqueEmail("other"),
      context.mailbox,
      "Other Bistro",
    );
    expect(
      (await other.put("/api/session/workspace", { workspaceId, locationId: null })).status,
    ).toBe(404);
    expect(
      (await owner.put("/api/session/workspace", { workspaceId: otherWorkspace })).status,
    ).toBe(404);
  });
});
