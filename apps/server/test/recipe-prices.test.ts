/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { menuOverview } from "../src/modules/menu";
import { findRecipe, listRecipes, prunePriceChanges } from "../src/modules/recipes";
import { startTestServer, useServerWithMailbox, type TestServer } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { Mailbox } from "./mailbox";
import { createScratchDatabase, postgresReachable } from "./postgres";
import { addSupplier } from "./purchasing-kit";
import { receive } from "./sales-kit";

// Prices are kept between requests under the database's snapshot, with the log of changes
// (decision 0024, migration 0024). These tests read through HTTP after each kind of price change,
// made through the API, straight in the database and in another session, and hold every kept
// read to a full one, cent for cent.

const context = useServerWithMailbox();
const suffix = () => Math.random().toString(36).slice(2, 7);

async function create(at: Kitchen, path: string, body: Record<string, unknown>) {
  const created = await at.owner.post(at.path(path), body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function listSupplierItem(at: Kitchen, itemId: string, unit: string, price: string) {
  const supplier = await addSupplier(at, `Supplier ${suffix()}`);
  return create(at, `/suppliers/${supplier}/items`, { itemId, unit, price, preferred: true });
}

/** What a read costs: the batch, each line's cost, unit cost and basis. */
const costsOf = (recipe: any) => ({
  batchCost: recipe.batchCost,
  portionCost: recipe.portionCost,
  unpriced: recipe.unpriced,
  lines: recipe.lines.map((line: any) => [line.cost, line.unitCost, line.costBasis]),
});

async function readRecipe(at: Kitchen, recipeId: string) {
  const one = await at.owner.get(at.path(`/recipes/${recipeId}`));
  expect(one.status, JSON.stringify(one.body)).toBe(200);
  return one.body;
}

async function menuItemOf(at: Kitchen, menuItemId: string) {
  const menu = await at.owner.get(at.path("/menu"));
  expect(menu.status).toBe(200);
  return menu.body.items.find((item: any) => item.id === menuItemId);
}

/**
 * The recipe, the book and the menu read in a transaction that has an id of its own, as a
 * transaction that has written does: no kept book or price is used.
 */
function fullRead(at: Kitchen, recipeId: string) {
  return withTenant(at.server.db, { workspaceId: at.workspaceId }, async (tx) => {
    await tx.query("select pg_current_xact_id()");
    return {
      recipe: await findRecipe(tx, at.workspaceId, recipeId, true),
      book: await listRecipes(tx, at.workspaceId, { archived: "exclude" } as any, true),
      menu: await menuOverview(tx, at.workspaceId, "exclude", true),
    };
  });
}

/** Reads through HTTP (kept prices) and in full, and expects the very same costs. */
async function expectSameAsFullRead(at: Kitchen, recipeId: string) {
  const kept = await readRecipe(at, recipeId);
  const book = (await at.owner.get(at.path("/recipes"))).body;
  const menu = (await at.owner.get(at.path("/menu"))).body;
  const full = await fullRead(at, recipeId);
  expect(costsOf(kept)).toEqual(costsOf(full.recipe));
  expect(book).toEqual(JSON.parse(JSON.stringify(full.book)));
  expect(menu.items).toEqual(JSON.parse(JSON.stringify(full.menu.items)));
  return kept;
}

describe("kept prices", () => {
  let kitchen: Kitchen;
  beforeAll(async () => {
    kitchen = await buildKitchen(context.server, context.mailbox, "Price Kitchen");
  }, 60_000);

  it("show a receipt's new price at the next read of a recipe, the book and the menu", async () => {
    const butter = await addItem(kitchen, { name: `Butter ${suffix()}` });
    await receive(kitchen, butter, "10", "kg", "8.00");
    const sauce = await create(kitchen, "/recipes", {
      name: `Beurre Blanc ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "l",
      lines: [{ itemId: butter, quantity: "500", unit: "g" }],
    });
    const plate = await create(kitchen, "/menu/items", {
      name: `Fish ${suffix()}`,
      price: "20.00",
      lines: [{ recipeId: sauce.id, quantity: "100", unit: "ml" }],
    });
    // Read twice so that the second read starts from prices kept by the first.
    expect((await readRecipe(kitchen, sauce.id)).batchCost).toBe("4");
    expect((await readRecipe(kitchen, sauce.id)).batchCost).toBe("4");
    expect((await menuItemOf(kitchen, plate.id)).cost).toBe("0.4");
    await receive(kitchen, butter, "1", "kg", "9.50");
    expect((await readRecipe(kitchen, sauce.id)).batchCost).toBe("4.75");
    expect((await menuItemOf(kitchen, plate.id)).cost).toBe("0.475");
    const listed = (await kitchen.owner.get(kitchen.path("/recipes"))).body;
    expect(listed.find((recipe: any) => recipe.id === sauce.id).batchCost).toBe("4.75");
    await receive(kitchen, butter, "1", "kg", "10.00");
    expect((await menuItemOf(kitchen, plate.id)).cost).toBe("0.5");
    expect((await readRecipe(kitchen, sauce.id)).batchCost).toBe("5");
    await expectSameAsFullRead(kitchen, sauce.id);
  });

  it("show a preferred supplier's new price, then the next basis once the supplier item is gone", async () => {
    const saffron = await addItem(kitchen, {
      name: `Saffron ${suffix()}`,
      packs: [{ name: "tin", quantity: "10", unit: "g" }],
    });
    const listed = await listSupplierItem(kitchen, saffron, "tin", "30.00");
    const rice = await create(kitchen, "/recipes", {
      name: `Paella ${suffix()}`,
      yieldQuantity: "10",
      yieldUnit: "portion",
      lines: [{ itemId: saffron, quantity: "1", unit: "g" }],
    });
    // No receipt yet: the preferred supplier's price stands in for the last received one.
    const first = await readRecipe(kitchen, rice.id);
    expect([first.batchCost, first.lines[0].costBasis]).toEqual(["3", "preferred_supplier"]);
    const repriced = await kitchen.owner.patch(kitchen.path(`/supplier-items/${listed.id}`), {
      price: "40.00",
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(204);
    expect((await readRecipe(kitchen, rice.id)).batchCost).toBe("4");
    await kitchen.owner.patch(kitchen.path("/costing"), { costBasis: "preferred_supplier" });
    try {
      await receive(kitchen, saffron, "1", "tin", "35.00");
      const preferred = await readRecipe(kitchen, rice.id);
      expect([preferred.batchCost, preferred.lines[0].costBasis]).toEqual([
        "4",
        "preferred_supplier",
      ]);
      const removed = await kitchen.owner.delete(kitchen.path(`/supplier-items/${listed.id}`));
      expect(removed.status, JSON.stringify(removed.body)).toBe(204);
      const fallen = await readRecipe(kitchen, rice.id);
      expect([fallen.batchCost, fallen.lines[0].costBasis]).toEqual(["3.5", "last_receipt"]);
      await expectSameAsFullRead(kitchen, rice.id);
    } finally {
      await kitchen.owner.patch(kitchen.path("/costing"), { costBasis: "last_receipt" });
    }
  });

  it("forget a price that is gone: an item whose only supplier item is removed is unpriced", async () => {
    const truffle = await addItem(kitchen, { name: `Truffle ${suffix()}` });
    const listed = await listSupplierItem(kitchen, truffle, "kg", "800.00");
    const pasta = await create(kitchen, "/recipes", {
      name: `Tagliolini ${suffix()}`,
      yieldQuantity: "4",
      yieldUnit: "portion",
      lines: [{ itemId: truffle, quantity: "20", unit: "g" }],
    });
    expect((await readRecipe(kitchen, pasta.id)).batchCost).toBe("16");
    expect((await readRecipe(kitchen, pasta.id)).batchCost).toBe("16");
    await kitchen.owner.delete(kitchen.path(`/supplier-items/${listed.id}`));
    const after = await readRecipe(kitchen, pasta.id);
    expect([after.batchCost, after.lines[0].cost, after.lines[0].costBasis]).toEqual([
      "0",
      null,
      null,
    ]);
    expect(after.unpriced).toEqual([expect.stringContaining("Truffle")]);
  });

  it("see a price changed straight in the database, not through any request, at the next read", async () => {
    const cream = await addItem(kitchen, { name: `Cream ${suffix()}`, baseUnit: "l" });
    await listSupplierItem(kitchen, cream, "l", "4.00");
    const panna = await create(kitchen, "/recipes", {
      name: `Panna Cotta ${suffix()}`,
      yieldQuantity: "6",
      yieldUnit: "portion",
      lines: [{ itemId: cream, quantity: "500", unit: "ml" }],
    });
    expect((await readRecipe(kitchen, panna.id)).batchCost).toBe("2");
    await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query("update supplier_items set price = 5 where workspace_id = $1 and item_id = $2", [
        kitchen.workspaceId,
        cream,
      ]),
    );
    expect((await readRecipe(kitchen, panna.id)).batchCost).toBe("2.5");
    await expectSameAsFullRead(kitchen, panna.id);
  });

  it("choose the same one of two supplier items added at the same moment, in every read", async () => {
    const honey = await addItem(kitchen, { name: `Honey ${suffix()}` });
    const offers: { id: string; cost: string }[] = [];
    for (const cost of ["5", "7"]) {
      const supplier = await addSupplier(kitchen, `Apiary ${suffix()}`);
      const { id } = await create(kitchen, `/suppliers/${supplier}/items`, {
        itemId: honey,
        unit: "kg",
        price: cost,
        preferred: false,
      });
      offers.push({ id, cost });
    }
    // Neither preferred (the first one is made so when added), added as an import adds them: in
    // one transaction, so at the same time. The id settles the tie.
    await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query(
        "update supplier_items set created_at = $2, preferred = false where workspace_id = $1 and item_id = $3",
        [kitchen.workspaceId, new Date("2026-11-01T12:00:00Z"), honey],
      ),
    );
    const chosen = offers.reduce((a, b) => (a.id > b.id ? a : b));
    const glaze = await create(kitchen, "/recipes", {
      name: `Glaze ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "kg",
      lines: [{ itemId: honey, quantity: "1", unit: "kg" }],
    });
    const read = await expectSameAsFullRead(kitchen, glaze.id);
    expect(read.batchCost).toBe(chosen.cost);
  });

  it("give the same costs as a full read, to the cent, through a run of changes", async () => {
    const items = await Promise.all(
      [
        ["Onion", "kg"],
        ["Garlic", "kg"],
        ["Stock", "l"],
        ["Wine", "l"],
      ].map(([name, baseUnit]) => addItem(kitchen, { name: `${name} ${suffix()}`, baseUnit })),
    );
    const [onion, garlic, stock, wine] = items as [string, string, string, string];
    await receive(kitchen, onion, "10", "kg", "1.10");
    await receive(kitchen, garlic, "1", "kg", "6.35");
    const wineListed = await listSupplierItem(kitchen, wine, "l", "7.77");
    const base = await create(kitchen, "/recipes", {
      name: `Soffritto ${suffix()}`,
      yieldQuantity: "2",
      yieldUnit: "kg",
      cookingLossPercent: "12.5",
      lines: [
        { itemId: onion, quantity: "1.5", unit: "kg", trimPercent: "7" },
        { itemId: garlic, quantity: "130", unit: "g", trimPercent: "11" },
      ],
    });
    const risotto = await create(kitchen, "/recipes", {
      name: `Risotto ${suffix()}`,
      yieldQuantity: "9",
      yieldUnit: "portion",
      lines: [
        { recipeId: base.id, quantity: "333", unit: "g" },
        { itemId: stock, quantity: "2.2", unit: "l" },
        { itemId: wine, quantity: "180", unit: "ml" },
      ],
    });
    await create(kitchen, "/menu/items", {
      name: `Risotto ${suffix()}`,
      price: "17.50",
      lines: [{ recipeId: risotto.id, quantity: "1", unit: "portion" }],
    });
    const changes: (() => Promise<unknown>)[] = [
      () => receive(kitchen, onion, "3", "kg", "1.23"),
      () => receive(kitchen, stock, "5", "l", "0.87"),
      () =>
        kitchen.owner.patch(kitchen.path(`/supplier-items/${wineListed.id}`), { price: "8.13" }),
      () => receive(kitchen, garlic, "0.5", "kg", "7.01"),
      () => kitchen.owner.patch(kitchen.path("/costing"), { costBasis: "average" }),
      () => receive(kitchen, onion, "2", "kg", "0.97"),
      () => kitchen.owner.delete(kitchen.path(`/supplier-items/${wineListed.id}`)),
      () => kitchen.owner.patch(kitchen.path("/costing"), { costBasis: "last_receipt" }),
    ];
    const costs = new Set<string>();
    for (const change of changes) {
      await change();
      costs.add((await expectSameAsFullRead(kitchen, risotto.id)).batchCost);
    }
    expect(costs.size).toBeGreaterThan(4);
  });

  it("read many items at once as exactly as a few: a book of twenty-item recipes", async () => {
    const many = await buildKitchen(context.server, context.mailbox, "Pantry Kitchen");
    const supplierItems = new Map<string, string>();
    const stocked = async (name: string, index: number) => {
      const itemId = await addItem(many, { name: `${name} ${suffix()}` });
      // Every third item has no price at all, every third one only a supplier's.
      if (index % 3 === 1) await receive(many, itemId, "1", "kg", `${(1 + index / 10).toFixed(2)}`);
      if (index % 3 === 2) {
        const price = `${(2 + index / 10).toFixed(2)}`;
        supplierItems.set(itemId, (await listSupplierItem(many, itemId, "kg", price)).id);
      }
      return itemId;
    };
    const recipeOf = async (name: string) => {
      const itemIds: string[] = [];
      for (let index = 0; index < 20; index += 1) itemIds.push(await stocked(name, index));
      const recipe = await create(many, "/recipes", {
        name: `${name} ${suffix()}`,
        yieldQuantity: "10",
        yieldUnit: "portion",
        lines: itemIds.map((itemId) => ({ itemId, quantity: "100", unit: "g" })),
      });
      return { recipe, itemIds };
    };
    const pickles = await recipeOf("Pickle");
    const jams = await recipeOf("Jam");
    // Nothing of this workspace is kept yet: its first read reads the twenty items in full.
    const first = await readRecipe(many, pickles.recipe.id);
    expect(first.unpriced).toHaveLength(7);
    expect(costsOf(first)).toEqual(costsOf((await fullRead(many, pickles.recipe.id)).recipe));
    await receive(many, pickles.itemIds[1]!, "1", "kg", "5.00");
    await many.owner.delete(many.path(`/supplier-items/${supplierItems.get(pickles.itemIds[2]!)}`));
    // The jam's twenty items are not kept yet: read with the pickle's changes since.
    expect((await readRecipe(many, jams.recipe.id)).unpriced).toHaveLength(7);
    const after = await readRecipe(many, pickles.recipe.id);
    expect(after.lines[1].unitCost).toBe("5.000000");
    expect([after.unpriced.length, after.lines[2].unitCost]).toEqual([8, null]);
    expect(costsOf(after)).toEqual(costsOf((await fullRead(many, pickles.recipe.id)).recipe));
    await receive(many, jams.itemIds[3]!, "1", "kg", "4.00");
    await expectSameAsFullRead(many, jams.recipe.id);
  }, 60_000);

  it("are logged once per change, and the log keeps a day", async () => {
    const lemon = await addItem(kitchen, { name: `Lemon ${suffix()}`, baseUnit: "pcs" });
    const logged = () =>
      withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, async (tx) => {
        const { rows } = await tx.query<{ n: number }>(
          "select count(*)::int as n from price_changes where item_id = $1",
          [lemon],
        );
        return rows[0]!.n;
      });
    await receive(kitchen, lemon, "10", "pcs", "0.40");
    const once = await logged();
    expect(once).toBeGreaterThan(0);
    // The same price again moves no cost: nothing is logged.
    await receive(kitchen, lemon, "10", "pcs", "0.40");
    const again = await logged();
    expect(again).toBe(once);
    await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query(
        "update price_changes set logged_at = now() - interval '25 hours' where item_id = $1",
        [lemon],
      ),
    );
    await receive(kitchen, lemon, "10", "pcs", "0.55");
    const fresh = (await logged()) - again;
    expect(fresh).toBeGreaterThan(0);
    // Outside any workspace, as the housekeeping sweep runs.
    expect(await prunePriceChanges(context.server.db)).toBeGreaterThanOrEqual(again);
    expect(await logged()).toBe(fresh);
  });
});

// Another process writes to the same database: a throw-away database (on the run's embedded
// server, or DATABASE_URL's), with a Larder server of its own.
describe("kept prices on a PostgreSQL server another process writes to", () => {
  const context = {} as { server: TestServer; mailbox: Mailbox };
  let database: { url: string; drop: () => Promise<void> };
  let kitchen: Kitchen;
  beforeAll(async () => {
    if (!(await postgresReachable())) {
      throw new Error("These tests need PostgreSQL (set TEST_POSTGRES_URL or DATABASE_URL).");
    }
    database = await createScratchDatabase();
    context.mailbox = await Mailbox.start();
    context.server = await startTestServer({
      env: { DATABASE_URL: database.url, SMTP_URL: context.mailbox.url },
    });
    kitchen = await buildKitchen(context.server, context.mailbox, "Shared Price Kitchen");
  }, 120_000);
  afterAll(async () => {
    await context.server?.close();
    await context.mailbox?.close();
    await database?.drop();
  });

  it("see a change another session commits after a read that could not see it", async () => {
    const cocoa = await addItem(kitchen, { name: `Cocoa ${suffix()}` });
    const sugar = await addItem(kitchen, { name: `Sugar ${suffix()}` });
    await listSupplierItem(kitchen, cocoa, "kg", "10.00");
    const mousse = await create(kitchen, "/recipes", {
      name: `Mousse ${suffix()}`,
      yieldQuantity: "8",
      yieldUnit: "portion",
      lines: [{ itemId: cocoa, quantity: "200", unit: "g" }],
    });
    expect((await readRecipe(kitchen, mousse.id)).batchCost).toBe("2");
    // Another connection, as another server process or a person at psql would be.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query("begin");
      await other.query(
        "update supplier_items set price = 15 where workspace_id = $1 and item_id = $2",
        [kitchen.workspaceId, cocoa],
      );
      // A later transaction that commits first: the snapshot of the next read lists the
      // other one as running, below its xmax, rather than as not started yet.
      await receive(kitchen, sugar, "1", "kg", "1.00");
      // Read (and kept) while the change is in progress: the old price.
      expect((await readRecipe(kitchen, mousse.id)).batchCost).toBe("2");
      await other.query("commit");
      expect((await readRecipe(kitchen, mousse.id)).batchCost).toBe("3");
      await other.query("update supplier_items set price = 12 where item_id = $1", [cocoa]);
      expect((await readRecipe(kitchen, mousse.id)).batchCost).toBe("2.4");
    } finally {
      await other.end();
    }
    await expectSameAsFullRead(kitchen, mousse.id);
  });
});
