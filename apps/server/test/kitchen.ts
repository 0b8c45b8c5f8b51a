/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { exact, type Role } from "@larder/domain";
import { expect } from "vitest";
import { withTenant } from "../src/db/tenant";
import { insertMovements } from "../src/modules/stock/ledger";
import { Client, uniqueEmail } from "./client";
import type { TestServer } from "./helpers";
import { linkIn, type Mailbox } from "./mailbox";

/** A workspace with an owner, two locations and their storage areas, ready for stock. */
export interface Kitchen {
  server: TestServer;
  mailbox: Mailbox;
  owner: Client;
  workspaceId: string;
  /** The first location ("<name> Main") and a second one ("Commissary"). */
  main: { id: string; areas: Record<string, string> };
  commissary: { id: string; areas: Record<string, string> };
  categories: Record<string, string>;
  /** `/api/w/<id>` + path. */
  path: (path: string) => string;
}

/** Builds a fresh workspace of its own for one test (or one file). */
export async function buildKitchen(
  server: TestServer,
  mailbox: Mailbox,
  name = "Test Kitchen",
): Promise<Kitchen> {
  const owner = new Client(server.url);
  const domain = `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.test`;
  const workspaceId = await owner.signUpWithWorkspace(uniqueEmail("owner", domain), mailbox, name);
  const path = (rest: string) => `/api/w/${workspaceId}${rest}`;
  const added = await owner.post(path("/locations"), {
    name: "Commissary",
    timeZone: "America/New_York",
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const locations = (await owner.get(path("/locations"))).body as any[];
  const place = (location: any) => ({
    id: location.id as string,
    areas: Object.fromEntries(location.storageAreas.map((a: any) => [a.name, a.id])),
  });
  const categories = (await owner.get(path("/categories"))).body as any[];
  return {
    server,
    mailbox,
    owner,
    workspaceId,
    main: place(locations.find((l) => l.name !== "Commissary")),
    commissary: place(locations.find((l) => l.name === "Commissary")),
    categories: Object.fromEntries(categories.map((c) => [c.name, c.id])),
    path,
  };
}

/** Invites someone with `role` (limited to `locationIds` if given) and signs them in. */
export async function addMember(
  kitchen: Kitchen,
  role: Role,
  locationIds: string[] | null = null,
): Promise<Client> {
  const email = uniqueEmail(role);
  const before = kitchen.mailbox.count;
  const sent = await kitchen.owner.post(kitchen.path("/invitations"), { email, role, locationIds });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const link = linkIn(await kitchen.mailbox.next(email, before));
  return joinThroughLink(kitchen.server.url, kitchen.mailbox, email, link);
}

/** The invited person signs in as `email` and accepts the invitation's `link`. */
export async function joinThroughLink(
  serverUrl: string,
  mailbox: Mailbox,
  email: string,
  link: URL,
): Promise<Client> {
  const client = new Client(serverUrl);
  await client.signIn(email, mailbox);
  const accepted = await client.post("/api/invitations/accept", {
    workspaceId: link.searchParams.get("workspace"),
    token: link.searchParams.get("token"),
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  await client.session();
  return client;
}

/** Creates an item at the main location; returns its id. */
export async function addItem(kitchen: Kitchen, item: Record<string, unknown>): Promise<string> {
  const created = await kitchen.owner.post(kitchen.path("/items"), {
    baseUnit: "kg",
    parLevels: [{ locationId: kitchen.main.id, minimum: null, maximum: null }],
    ...item,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** On hand of an item at a location, as the stock list says. */
export async function onHand(kitchen: Kitchen, itemId: string, locationId: string) {
  const item = await kitchen.owner.get(kitchen.path(`/items/${itemId}`));
  return item.body.stock.find((s: any) => s.locationId === locationId)?.onHand as
    string | undefined;
}

/** Noon UTC `daysAgo` days before today: the middle of that day in a UTC kitchen. */
export function noon(daysAgo: number): Date {
  const today = new Date();
  today.setUTCHours(12, 0, 0, 0);
  return new Date(today.getTime() - daysAgo * 86_400_000);
}

/**
 * Writes a movement of the past straight into the ledger, as days gone by cannot be recorded
 * through the API. Receipts cost 2 a unit; waste is "spoiled".
 */
export async function recordPast(
  kitchen: Kitchen,
  movement: {
    itemId: string;
    kind: "usage" | "waste" | "receipt" | "transfer_out";
    quantity: string;
    at: Date;
    locationId?: string;
  },
): Promise<void> {
  await withTenant(kitchen.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
    insertMovements(tx, kitchen.workspaceId, null, [
      {
        itemId: movement.itemId,
        locationId: movement.locationId ?? kitchen.main.id,
        kind: movement.kind,
        quantity: exact(movement.quantity),
        unitCost: movement.kind === "receipt" ? exact("2") : null,
        reason: movement.kind === "waste" ? "spoiled" : null,
        occurredAt: movement.at,
      },
    ]),
  );
}

/** Tomatoes bought by the case of six 2.5 kg cans, with a par level and opening stock at the kitchen's main location. */
export const tomatoItem = (kitchen: Kitchen) => ({
  name: `Tomatoes ${Math.random().toString(36).slice(2, 7)}`,
  baseUnit: "kg",
  packs: [
    { name: "case", quantity: "6", unit: "can" },
    { name: "can", quantity: "2.5", unit: "kg" },
  ],
  parLevels: [{ locationId: kitchen.main.id, minimum: "15", maximum: "40" }],
  storageAreaIds: [kitchen.main.areas["Walk-in cooler"]],
  openingStock: [{ locationId: kitchen.main.id, quantity: "25", unit: "kg", unitCost: "2.40" }],
});
