/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { menuOverviewSchema, recipeSummarySchema } from "@larder/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { withTenant } from "../src/db/tenant";
import { findRecipe } from "../src/modules/recipes";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";
import { receive } from "./sales-kit";

// The recipe book's structure is kept between requests under a version the database bumps
// (decision 0024, migration 0012). These tests read through HTTP after every kind of change
// and fail if a kept book or a kept price were ever served in place of the current one.

const context = useServerWithMailbox();
let kitchen: Kitchen;
let other: Kitchen;
let flour: string;

const suffix = () => Math.random().toString(36).slice(2, 7);

async function create(at: Kitchen, body: Record<string, unknown>) {
  const created = await at.owner.post(at.path("/recipes"), body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** The recipe as the recipe screen, the book's list and the menu read it now. */
async function read(at: Kitchen, recipeId: string) {
  const one = await at.owner.get(at.path(`/recipes/${recipeId}`));
  expect(one.status, JSON.stringify(one.body)).toBe(200);
  const list = await at.owner.get(at.path("/recipes"));
  expect(list.status).toBe(200);
  const listed = list.body.find((recipe: any) => recipe.id === recipeId);
  expect(listed?.batchCost).toBe(one.body.batchCost);
  return one.body;
}

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Book Kitchen");
  other = await buildKitchen(context.server, context.mailbox, "Other Kitchen");
  flour = await addItem(kitchen, {
    name: `Flour ${suffix()}`,
    packs: [{ name: "sack", quantity: "25", unit: "kg" }],
  });
  await receive(kitchen, flour, "1", "sack", "20.00");
}, 60_000);

describe("the kept recipe book", () => {
  it("shows a new pack size at the next read", async () => {
    const bread = await create(kitchen, {
      name: `Bread ${suffix()}`,
      yieldQuantity: "10",
      yieldUnit: "pcs",
      lines: [{ itemId: flour, quantity: "0.1", unit: "sack" }],
    });
    // 0.1 sack of 25 kg at $0.80 a kg.
    expect((await read(kitchen, bread.id)).batchCost).toBe("2");
    const changed = await kitchen.owner.patch(kitchen.path(`/items/${flour}`), {
      packs: [{ name: "sack", quantity: "10", unit: "kg" }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await read(kitchen, bread.id);
    expect(after.batchCost).toBe("0.8");
    expect(after.lines[0].grossQuantity).toBe("1");
  });

  it("shows a changed line, and a receipt at a new price, at the next read", async () => {
    const sugar = await addItem(kitchen, { name: `Sugar ${suffix()}` });
    await receive(kitchen, sugar, "10", "kg", "1.00");
    const syrup = await create(kitchen, {
      name: `Syrup ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "l",
      lines: [{ itemId: sugar, quantity: "500", unit: "g" }],
    });
    const cake = await create(kitchen, {
      name: `Cake ${suffix()}`,
      yieldQuantity: "8",
      yieldUnit: "portion",
      lines: [
        { itemId: flour, quantity: "1", unit: "kg" },
        { recipeId: syrup.id, quantity: "500", unit: "ml" },
      ],
    });
    expect((await read(kitchen, cake.id)).batchCost).toBe("1.05");
    const changed = await kitchen.owner.patch(kitchen.path(`/recipes/${syrup.id}`), {
      lines: [{ itemId: sugar, quantity: "800", unit: "g" }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // The change's answer is read in its own transaction, from only the part of the book it
    // needs; it is the recipe exactly as the next read finds it.
    expect(changed.body).toEqual(await read(kitchen, syrup.id));
    expect(changed.body.usedIn).toEqual([{ id: cake.id, name: cake.name }]);
    expect((await read(kitchen, cake.id)).batchCost).toBe("1.2");
    await receive(kitchen, sugar, "5", "kg", "2.50");
    const after = await read(kitchen, cake.id);
    expect(after.batchCost).toBe("1.8");
    expect(after.portionCost).toBe("0.225");
  });

  it("shows a supplier's new price and a change of basis at the next read", async () => {
    const vanilla = await addItem(kitchen, {
      name: `Vanilla ${suffix()}`,
      packs: [{ name: "jar", quantity: "0.1", unit: "kg" }],
    });
    const supplier = await addSupplier(kitchen, `Spice House ${suffix()}`);
    const listed = await kitchen.owner.post(kitchen.path(`/suppliers/${supplier}/items`), {
      itemId: vanilla,
      unit: "jar",
      price: "12.00",
      preferred: true,
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    const custard = await create(kitchen, {
      name: `Custard ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "l",
      lines: [{ itemId: vanilla, quantity: "10", unit: "g" }],
    });
    expect((await read(kitchen, custard.id)).batchCost).toBe("1.2");
    const repriced = await kitchen.owner.patch(kitchen.path(`/supplier-items/${listed.body.id}`), {
      price: "15.00",
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(204);
    expect((await read(kitchen, custard.id)).batchCost).toBe("1.5");
    await receive(kitchen, vanilla, "1", "jar", "10.00");
    expect((await read(kitchen, custard.id)).batchCost).toBe("1");
    await kitchen.owner.patch(kitchen.path("/costing"), { costBasis: "preferred_supplier" });
    const byBasis = await read(kitchen, custard.id);
    await kitchen.owner.patch(kitchen.path("/costing"), { costBasis: "last_receipt" });
    expect(byBasis.batchCost).toBe("1.5");
    expect(byBasis.lines[0].costBasis).toBe("preferred_supplier");
  });

  it("shows a change to the menu at the next read", async () => {
    const dish = await kitchen.owner.post(kitchen.path("/menu/items"), {
      name: `Flatbread ${suffix()}`,
      price: "10.00",
      lines: [{ itemId: flour, quantity: "250", unit: "g" }],
    });
    expect(dish.status, JSON.stringify(dish.body)).toBe(201);
    const menuItem = async () =>
      (await kitchen.owner.get(kitchen.path("/menu"))).body.items.find(
        (item: any) => item.id === dish.body.id,
      );
    expect((await menuItem()).foodCostPercent).toBe("2");
    const changed = await kitchen.owner.patch(kitchen.path(`/menu/items/${dish.body.id}`), {
      price: "4.00",
      lines: [{ itemId: flour, quantity: "500", unit: "g" }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await menuItem();
    expect([after.price, after.cost, after.foodCostPercent]).toEqual(["4", "0.4", "10"]);
    // A new price for the flour (its sack holds 10 kg now) moves the plate's cost at once.
    await receive(kitchen, flour, "1", "sack", "10.00");
    const repriced = await menuItem();
    expect([repriced.cost, repriced.grossMargin, repriced.foodCostPercent]).toEqual([
      "0.5",
      "3.5",
      "12.5",
    ]);
    await receive(kitchen, flour, "1", "sack", "8.00");
    expect((await menuItem()).cost).toBe("0.4");
  });

  it("sees a change another server made, straight in the database, at the next read", async () => {
    const dough = await create(kitchen, {
      name: `Dough ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "kg",
      lines: [{ itemId: flour, quantity: "1", unit: "kg" }],
      steps: [{ instruction: "Knead for ten minutes." }],
    });
    expect((await read(kitchen, dough.id)).batchCost).toBe("0.8");
    await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query(
        "update recipe_steps set instruction = $3 where workspace_id = $1 and recipe_id = $2",
        [kitchen.workspaceId, dough.id, "Knead for twelve minutes."],
      ),
    );
    expect((await read(kitchen, dough.id)).steps[0].instruction).toBe("Knead for twelve minutes.");
    // No request of this server knows of this change: only the database's version does.
    const change = (quantity: string) =>
      withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
        tx.query(
          "update recipe_lines set quantity = $3 where workspace_id = $1 and recipe_id = $2",
          [kitchen.workspaceId, dough.id, quantity],
        ),
      );
    await change("2");
    expect((await read(kitchen, dough.id)).batchCost).toBe("1.6");
    // A change rolled back after it was read in its own transaction leaves nothing behind.
    await expect(
      withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, async (tx) => {
        await tx.query(
          "update recipe_lines set quantity = 3 where workspace_id = $1 and recipe_id = $2",
          [kitchen.workspaceId, dough.id],
        );
        const inside = await findRecipe(tx, kitchen.workspaceId, dough.id, true);
        expect(inside.batchCost).toBe("2.4");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await read(kitchen, dough.id)).batchCost).toBe("1.6");
    await change("0.5");
    expect((await read(kitchen, dough.id)).batchCost).toBe("0.4");
  });

  it("sends the book and the menu exactly as their schemas say (they are not checked on the way out)", async () => {
    const book = (await kitchen.owner.get(kitchen.path("/recipes?archived=include"))).body;
    expect(book.length).toBeGreaterThan(3);
    expect(z.array(recipeSummarySchema).parse(book)).toEqual(book);
    const menu = (await kitchen.owner.get(kitchen.path("/menu?archived=include"))).body;
    expect(menu.items.length).toBeGreaterThan(0);
    expect(menuOverviewSchema.parse(menu)).toEqual(menu);
  });

  it("never shows one workspace another's book, however recently it was read", async () => {
    const secret = await create(kitchen, {
      name: `Secret Sauce ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "kg",
      lines: [{ itemId: flour, quantity: "1", unit: "kg" }],
    });
    await read(kitchen, secret.id);
    const rye = await addItem(other, { name: `Rye ${suffix()}` });
    await receive(other, rye, "10", "kg", "3.00");
    const theirs = await create(other, {
      name: `Rye Bread ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "kg",
      lines: [{ itemId: rye, quantity: "1", unit: "kg" }],
    });
    const list = await other.owner.get(other.path("/recipes"));
    expect(list.body.map((recipe: any) => recipe.id)).toEqual([theirs.id]);
    expect((await other.owner.get(other.path(`/recipes/${secret.id}`))).status).toBe(404);
    expect((await kitchen.owner.get(kitchen.path(`/recipes/${theirs.id}`))).status).toBe(404);
    const ours = await kitchen.owner.get(kitchen.path("/recipes"));
    expect(ours.body.some((recipe: any) => recipe.id === theirs.id)).toBe(false);
    expect((await other.owner.get(other.path("/menu"))).body.items).toEqual([]);
  });
});
