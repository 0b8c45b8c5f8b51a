import { beforeAll, describe, expect, it } from "vitest";
import type { Client } from "./client";
import { listenToEvents } from "./event-stream";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

/** Opens the workspace's event stream as `client` and collects what arrives. */
const listen = (client: Client) =>
  listenToEvents(kitchen.server.url, kitchen.path("/events"), client);

describe("the live event stream", () => {
  it("tells other people's open screens of a change within 2 seconds, and only those who may know", async () => {
    const chef = await addMember(kitchen, "chef");
    const elsewhere = await addMember(kitchen, "staff", [kitchen.commissary.id]);
    const id = await addItem(kitchen, {
      name: "Live milk",
      baseUnit: "l",
      parLevels: [{ locationId: kitchen.main.id, minimum: "20", maximum: null }],
      openingStock: [{ locationId: kitchen.main.id, quantity: "21", unit: "l" }],
    });
    const owner = await listen(kitchen.owner);
    const away = await listen(elsewhere);
    try {
      // Within the spec's 2 seconds is e2e/live-updates.spec.ts's to check (decision 0005).
      const used = await chef.post(kitchen.path("/stock/usage"), {
        itemId: id,
        locationId: kitchen.main.id,
        quantity: "2",
        unit: "l",
      });
      expect(used.status).toBe(201);
      const stock = await owner.next((event) => event.type === "stock");
      expect(stock).toEqual({ type: "stock", locationIds: [kitchen.main.id], itemIds: [id] });
      expect(await owner.next((event) => event.type === "notifications")).toBeDefined();
      // The staff member of the commissary hears nothing of the main kitchen.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(away.events).toEqual([]);
    } finally {
      owner.close();
      away.close();
    }
  });

  it("says nothing of a change that was rolled back", async () => {
    const owner = await listen(kitchen.owner);
    try {
      const failed = await kitchen.owner.post(kitchen.path("/items"), {
        name: "Rolled back",
        baseUnit: "kg",
        openingStock: [{ locationId: kitchen.main.id, quantity: "1", unit: "pcs" }],
      });
      expect(failed.status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(owner.events).toEqual([]);
    } finally {
      owner.close();
    }
  });
});
