/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";
import { receive } from "./sales-kit";

const context = useServerWithMailbox();
let kitchen: Kitchen;
let tomatoes: string;
let oil: string;
let flour: string;
let eggs: string;

const suffix = () => Math.random().toString(36).slice(2, 7);

/** Receives `quantity` `unit` of an item at the main location at `unitCost` a `unit`. */
beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Recipe Kitchen");
  tomatoes = await addItem(kitchen, {
    name: "Roma Tomatoes",
    packs: [{ name: "case", quantity: "10", unit: "kg" }],
  });
  oil = await addItem(kitchen, { name: "Olive Oil", baseUnit: "l", gramsPerMl: "0.92" });
  flour = await addItem(kitchen, { name: "Flour 00", allergens: ["gluten"] });
  eggs = await addItem(kitchen, {
    name: "Eggs",
    baseUnit: "pcs",
    gramsPerPiece: "60",
    allergens: ["eggs"],
  });
  await receive(kitchen, tomatoes, "2", "case", "23.50");
  await receive(kitchen, oil, "5", "l", "9.80");
  await receive(kitchen, flour, "25", "kg", "0.80");
  await receive(kitchen, eggs, "180", "pcs", "0.28");
}, 60_000);

const sauce = () => ({
  name: `Tomato Sauce ${suffix()}`,
  category: "Sauces",
  yieldQuantity: "5",
  yieldUnit: "l",
  cookingLossPercent: "20",
  lines: [
    { itemId: tomatoes, quantity: "4", unit: "kg", trimPercent: "10" },
    { itemId: oil, quantity: "100", unit: "ml" },
  ],
});

async function create(body: Record<string, unknown>) {
  const created = await kitchen.owner.post(kitchen.path("/recipes"), body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe("recipes", () => {
  it("costs every line at the last received price, to the hundredth of a cent", async () => {
    const recipe = await create(sauce());
    // 4 kg at 10% trim is 4.4444 kg bought at $2.35 = $10.4444; 100 ml of oil at $9.80 a litre.
    expect(recipe.lines.map((line: any) => [line.name, line.cost, line.costBasis])).toEqual([
      ["Roma Tomatoes", "10.4444", "last_receipt"],
      ["Olive Oil", "0.98", "last_receipt"],
    ]);
    expect(recipe.batchCost).toBe("11.4244");
    expect(recipe.finishedYield).toBe("4");
    expect(recipe.version).toBe(1);
  });

  it("takes a sub-recipe through its yield after cooking loss, and costs a portion", async () => {
    const base = await create(sauce());
    const pasta = await create({
      name: `Pasta al Pomodoro ${suffix()}`,
      yieldQuantity: "4",
      yieldUnit: "portion",
      lines: [
        { itemId: flour, quantity: "400", unit: "g" },
        { itemId: eggs, quantity: "4", unit: "pcs" },
        { recipeId: base.id, quantity: "250", unit: "ml" },
      ],
    });
    // 0.25 L of a sauce whose $11.4244 batch makes 4 L (5 L less 20%): $0.7140, not $0.5712.
    expect(pasta.lines.map((line: any) => line.cost)).toEqual(["0.32", "1.12", "0.714"]);
    expect(pasta.batchCost).toBe("2.154");
    expect(pasta.portions).toBe("4");
    expect(pasta.portionCost).toBe("0.5385");
    expect(pasta.allergens).toEqual(["gluten", "eggs"]);
    expect(pasta.allergenSources).toEqual([
      { allergen: "gluten", from: ["Flour 00"] },
      { allergen: "eggs", from: ["Eggs"] },
    ]);
    const sauceNow = await kitchen.owner.get(kitchen.path(`/recipes/${base.id}`));
    expect(sauceNow.body.usedIn).toEqual([{ id: pasta.id, name: pasta.name }]);
  });

  it("shows a new receipt's price in every recipe that uses it, and says why in the history", async () => {
    const peppers = await addItem(kitchen, { name: `Peppers ${suffix()}` });
    await receive(kitchen, peppers, "10", "kg", "3.00");
    const salsa = await create({
      name: `Salsa ${suffix()}`,
      yieldQuantity: "2",
      yieldUnit: "kg",
      lines: [{ itemId: peppers, quantity: "1500", unit: "g" }],
    });
    const plate = await create({
      name: `Nachos ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "portion",
      lines: [{ recipeId: salsa.id, quantity: "200", unit: "g" }],
    });
    expect(salsa.batchCost).toBe("4.5");
    expect(plate.batchCost).toBe("0.45");
    await receive(kitchen, peppers, "5", "kg", "3.40");
    const after = await kitchen.owner.get(kitchen.path(`/recipes/${plate.id}`));
    expect(after.body.batchCost).toBe("0.51");
    const history = await kitchen.owner.get(kitchen.path(`/recipes/${plate.id}/cost-history`));
    expect(history.status).toBe(200);
    expect(history.body.map((entry: any) => entry.batchCost)).toEqual(["0.51", "0.45"]);
    expect(history.body[0].reason).toMatch(/^Peppers \w+ received at \$3\.40 a kg$/);
    expect(history.body[1].reason).toMatch(/^Created by /);
    // Under the average of what is on the shelves: (5 × 3.00 + 5 × 3.40) / 10 after the 15 kg
    // received less nothing used… 10 kg at 3.00 and 5 kg at 3.40 is 3.1333 a kg.
    const basis = await kitchen.owner.patch(kitchen.path("/costing"), { costBasis: "average" });
    expect(basis.status, JSON.stringify(basis.body)).toBe(200);
    const averaged = await kitchen.owner.get(kitchen.path(`/recipes/${plate.id}`));
    expect(averaged.body.batchCost).toBe("0.47");
    await kitchen.owner.patch(kitchen.path("/costing"), { costBasis: "last_receipt" });
  });

  it("keeps a new version for each change, and refuses a name already taken", async () => {
    const body = sauce();
    const recipe = await create(body);
    const changed = await kitchen.owner.patch(kitchen.path(`/recipes/${recipe.id}`), {
      cookingLossPercent: "0",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.version).toBe(2);
    expect(changed.body.finishedYield).toBe("5");
    expect(changed.body.lines).toHaveLength(2);
    const twice = await kitchen.owner.post(kitchen.path("/recipes"), body);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`There is already a recipe called ${body.name}.`);
  });

  it("refuses a unit the ingredient cannot be measured in, naming it and both units", async () => {
    const refused = await kitchen.owner.post(kitchen.path("/recipes"), {
      ...sauce(),
      lines: [{ itemId: flour, quantity: "2", unit: "cup" }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Larder cannot convert cup to kg for Flour 00 without knowing its density (what 1 L of it weighs). Enter it on the item.",
    );
    const base = await create(sauce());
    const bySize = await kitchen.owner.post(kitchen.path("/recipes"), {
      ...sauce(),
      lines: [{ recipeId: base.id, quantity: "1", unit: "kg" }],
    });
    expect(bySize.status).toBe(400);
    expect(bySize.body.message).toContain(`Larder cannot convert kg to L for ${base.name}`);
  });

  it("refuses a recipe that would use itself, naming the circle", async () => {
    const inner = await create(sauce());
    const outer = await create({
      ...sauce(),
      lines: [{ recipeId: inner.id, quantity: "1", unit: "l" }],
    });
    const circle = await kitchen.owner.patch(kitchen.path(`/recipes/${inner.id}`), {
      lines: [{ recipeId: outer.id, quantity: "1", unit: "l" }],
    });
    expect(circle.status).toBe(400);
    expect(circle.body.message).toBe(
      `A recipe cannot use itself: ${inner.name} → ${outer.name} → ${inner.name}.`,
    );
    const archived = await kitchen.owner.patch(kitchen.path(`/recipes/${inner.id}`), {
      archived: true,
    });
    expect(archived.status).toBe(409);
    expect(archived.body.message).toContain(`is used by ${outer.name}`);
  });

  it("scales a recipe to the yield wanted", async () => {
    const recipe = await create(sauce());
    const scaled = await kitchen.owner.get(
      kitchen.path(`/recipes/${recipe.id}/scaled?quantity=10&unit=l`),
    );
    expect(scaled.status, JSON.stringify(scaled.body)).toBe(200);
    expect(scaled.body.factor).toBe("2.5");
    expect(scaled.body.lines.map((line: any) => [line.quantity, line.unit])).toEqual([
      ["10", "kg"],
      ["250", "ml"],
    ]);
    // Each scaled line is costed and rounded on its own (26.1111 + 2.45), so the batch is the sum
    // of its lines, not 2.5 × 11.4244 = 28.561.
    expect(scaled.body.lines.map((line: any) => line.cost)).toEqual(["26.1111", "2.45"]);
    expect(scaled.body.batchCost).toBe("28.5611");
    const wrong = await kitchen.owner.get(
      kitchen.path(`/recipes/${recipe.id}/scaled?quantity=2&unit=kg`),
    );
    expect(wrong.status).toBe(400);
  });

  it("hides costs from staff, who still read the recipe", async () => {
    const recipe = await create(sauce());
    const staff = await addMember(kitchen, "staff");
    const read = await staff.get(kitchen.path(`/recipes/${recipe.id}`));
    expect(read.status).toBe(200);
    expect(read.body.batchCost).toBeNull();
    expect(read.body.lines.every((line: any) => line.cost === null)).toBe(true);
    expect((await staff.get(kitchen.path(`/recipes/${recipe.id}/cost-history`))).status).toBe(403);
    expect((await staff.post(kitchen.path("/recipes"), sauce())).status).toBe(403);
  });

  it("prices by the preferred supplier when the workspace chooses it", async () => {
    const basil = await addItem(kitchen, {
      name: `Basil ${suffix()}`,
      packs: [{ name: "bunch", quantity: "0.1", unit: "kg" }],
    });
    const supplier = await addSupplier(kitchen, `Herb Farm ${suffix()}`);
    const listed = await kitchen.owner.post(kitchen.path(`/suppliers/${supplier}/items`), {
      itemId: basil,
      unit: "bunch",
      price: "1.50",
      preferred: true,
    });
    expect(listed.status).toBe(201);
    const pesto = await create({
      name: `Pesto ${suffix()}`,
      yieldQuantity: "1",
      yieldUnit: "kg",
      lines: [{ itemId: basil, quantity: "3", unit: "bunch" }],
    });
    // Never received: the supplier's $1.50 a bunch of 100 g stands in.
    expect(pesto.lines[0].costBasis).toBe("preferred_supplier");
    expect(pesto.batchCost).toBe("4.5");
  });
});

describe("the menu", () => {
  it("costs a plate, its margin without tax and its food cost % against the section's target", async () => {
    const base = await create(sauce());
    const section = await kitchen.owner.post(kitchen.path("/menu/sections"), {
      name: `Pasta ${suffix()}`,
      targetFoodCostPercent: "10",
    });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    const dish = await kitchen.owner.post(kitchen.path("/menu/items"), {
      name: `Spaghetti ${suffix()}`,
      sectionId: section.body.id,
      price: "12.00",
      taxRate: "20",
      taxIncluded: true,
      lines: [
        { itemId: flour, quantity: "100", unit: "g" },
        { itemId: eggs, quantity: "1", unit: "pcs" },
        { recipeId: base.id, quantity: "250", unit: "ml" },
      ],
      modifiers: [
        {
          name: "Extra sauce",
          price: "1.50",
          lines: [{ action: "add", recipeId: base.id, quantity: "100", unit: "ml" }],
        },
        {
          name: "No egg",
          lines: [{ action: "remove", itemId: eggs, quantity: "1", unit: "pcs" }],
        },
      ],
    });
    expect(dish.status, JSON.stringify(dish.body)).toBe(201);
    // 0.08 + 0.28 + 0.7140 = 1.074; €12 with 20% VAT in it is €10 net: 10.7% food cost.
    expect(dish.body.cost).toBe("1.074");
    expect(dish.body.netPrice).toBe("10");
    expect(dish.body.grossMargin).toBe("8.926");
    expect(dish.body.foodCostPercent).toBe("10.7");
    expect(dish.body.overTarget).toBe(true);
    expect(dish.body.modifiers.map((m: any) => [m.name, m.costChange])).toEqual([
      ["Extra sauce", "0.2856"],
      ["No egg", "-0.28"],
    ]);
    expect(dish.body.allergens).toEqual(["gluten", "eggs"]);
    const menu = await kitchen.owner.get(kitchen.path("/menu"));
    expect(menu.status).toBe(200);
    expect(menu.body.items.find((item: any) => item.id === dish.body.id).cost).toBe("1.074");
    expect(menu.body.overTarget).toBeGreaterThanOrEqual(1);
  });

  it("keeps a plate's tax rate as it was typed: 8.875%, not 8.88% (issue 26)", async () => {
    const plate = await kitchen.owner.post(kitchen.path("/menu/items"), {
      name: `Pastrami on Rye ${suffix()}`,
      price: "17.75",
      taxRate: "8.875",
      lines: [{ itemId: flour, quantity: "100", unit: "g" }],
    });
    expect(plate.status, JSON.stringify(plate.body)).toBe(201);
    expect(plate.body.taxRate).toBe("8.875");
    const menu = await kitchen.owner.get(kitchen.path("/menu"));
    expect(menu.body.items.find((item: any) => item.id === plate.body.id).taxRate).toBe("8.875");
    const changed = await kitchen.owner.patch(kitchen.path(`/menu/items/${plate.body.id}`), {
      taxRate: "4.5625",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.taxRate).toBe("4.5625");
  });

  it("refuses a line in a unit its ingredient cannot be measured in", async () => {
    const refused = await kitchen.owner.post(kitchen.path("/menu/items"), {
      name: `Bread ${suffix()}`,
      price: "4",
      lines: [{ itemId: flour, quantity: "1", unit: "cup" }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("Larder cannot convert cup to kg for Flour 00");
  });
});
