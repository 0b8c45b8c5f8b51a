import { expect, test, type Page } from "@playwright/test";
import { apiAs, openDemoAt } from "./accounts";
import { expectNoSeriousViolations } from "./axe";

// A network of its own: the suite opens more demos than one network may in an hour.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.203" } });

/**
 * Money on the page shown past the cent ("$4.4861"), other than a cost read per unit
 * ("$2.6044/lb", "$2.6044 a lb", "$0.0125 per g"), and portions counted past a tenth
 * ("16.67 portions").
 */
async function unfinishedFigures(page: Page): Promise<string[]> {
  const text = await page.getByRole("main").innerText();
  const money = /\$\d[\d,]*\.\d{3,}(?!\d)(?!\s*(?:\/|per\b|an?\b))/g;
  const portions = /\d\.\d{2,} portions?\b/g;
  return [...text.matchAll(money), ...text.matchAll(portions)].map((match) => match[0]);
}

interface DemoRecipe {
  id: string;
  name: string;
  yieldUnit: string;
  portions: string | null;
  batchCost: string | null;
}

/** The demo's first recipe whose batch makes a number of portions that is not whole. */
async function recipeWithPartPortions(page: Page): Promise<DemoRecipe> {
  const api = await apiAs(page);
  const recipes = (await api.get(`/api/w/${api.workspaceId}/recipes`)) as DemoRecipe[];
  const found = recipes.find(
    (recipe) => recipe.yieldUnit !== "portion" && recipe.portions?.includes("."),
  );
  expect(found, "a demo recipe that makes part of a portion").toBeTruthy();
  return found!;
}

for (const width of [1280, 375]) {
  test(`recipes, the menu and the cookbook show money in cents and portions to a tenth at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openDemoAt(page, width);
    const recipe = await recipeWithPartPortions(page);

    await page.goto("/app/recipes");
    await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
    await expect(page.getByRole("link", { name: recipe.name }).first()).toBeVisible();
    expect(await unfinishedFigures(page), "the recipe book").toEqual([]);

    await page.goto(`/app/recipes/${recipe.id}`);
    const figures = page.getByRole("region", { name: "Yield and cost" });
    await expect(figures).toContainText("Batch cost");
    await expect(page.getByRole("region", { name: "Cost history" })).toContainText("$");
    // "16.7", not "16.67": a tenth of a portion is as fine as a cook counts.
    await expect(figures).toContainText(/Portions\s*\d[\d,]*\.\d(?!\d)/);
    expect(await unfinishedFigures(page), `the recipe ${recipe.name}`).toEqual([]);
    await expectNoSeriousViolations(page, `a recipe at ${width} px`);

    await page.goto("/app/menu");
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    // New York City's sales tax, as the demo's plates were given it.
    await expect(page.getByText("8.875% added").filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText("8.88% added")).toHaveCount(0);
    expect(await unfinishedFigures(page), "the menu").toEqual([]);
    await expectNoSeriousViolations(page, `the menu at ${width} px`);

    await page.goto("/app/cookbook");
    await expect(page.getByRole("heading", { level: 1, name: "Cookbook" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/\d portions/);
    expect(await unfinishedFigures(page), "the cookbook").toEqual([]);

    await page.goto(`/app/cookbook/${recipe.id}`);
    await expect(page.getByRole("heading", { level: 1, name: recipe.name })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Portion cost");
    expect(await unfinishedFigures(page), `the cookbook's ${recipe.name}`).toEqual([]);
    await expectNoSeriousViolations(page, `a cookbook recipe at ${width} px`);
  });
}

for (const width of [1280, 375]) {
  test(`a new plate starts at the tax the menu's plates have, not 0%, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openDemoAt(page, width);
    await page.goto("/app/menu");
    await page.getByRole("button", { name: "Add menu item" }).click();
    const sheet = page.getByRole("dialog", { name: "Add a menu item" });
    // Every plate of the demo has New York City's 8.875%, added at the till.
    await expect(sheet.getByRole("textbox", { name: "Tax (%)" })).toHaveValue("8.875");
    await expect(sheet.getByRole("combobox", { name: "Tax is" })).toHaveValue("added");
    await expectNoSeriousViolations(page, `a new menu item at ${width} px`, '[role="dialog"]');

    await sheet.getByRole("textbox", { name: "Name" }).fill("Egg Cream");
    await sheet.getByRole("combobox", { name: "Section" }).selectOption({ label: "Drinks" });
    await sheet.getByRole("textbox", { name: "Price ($)" }).fill("5.50");
    await sheet.getByRole("searchbox", { name: "Add to the plate" }).fill("Milk");
    await sheet
      .getByRole("list", { name: "Ingredients matching Milk" })
      .getByRole("button", { name: /^Milk/ })
      .first()
      .click();
    await sheet.getByRole("textbox", { name: "Quantity of Milk" }).fill("200");
    await sheet.getByRole("combobox", { name: "Unit of Milk" }).selectOption("ml");
    await sheet.getByRole("button", { name: "Add to the menu" }).click();
    await expect(page.getByText("Egg Cream is on the menu.")).toBeVisible();
    const drinks = page.getByRole("region", { name: "Drinks" });
    const eggCream = (width < 1024 ? drinks.getByRole("listitem") : drinks.getByRole("row")).filter(
      { hasText: "Egg Cream" },
    );
    await expect(eggCream).toContainText("8.875% added");
  });
}
