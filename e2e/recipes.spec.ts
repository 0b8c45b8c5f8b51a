import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";

// A network of its own: the suite opens more demos than one network may in an hour.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.91" } });

/** Calls Larder's API as the page's signed-in person (with their CSRF token). */
async function apiAs(page: Page) {
  const session = (await (await page.request.get("/api/session")).json()) as {
    csrfToken: string;
    currentWorkspaceId: string;
  };
  const w = (path: string) => `/api/w/${session.currentWorkspaceId}${path}`;
  return {
    get: async (path: string) => (await page.request.get(w(path))).json(),
    post: (path: string, data: unknown) =>
      page.request.post(w(path), { data, headers: { "x-csrf-token": session.csrfToken } }),
  };
}

/** Adds an ingredient through the editor's picker and gives its quantity and unit. */
async function addLine(page: Page, search: string, name: string, quantity: string, unit: string) {
  await page.getByRole("searchbox", { name: "Add an ingredient" }).fill(search);
  await page
    .getByRole("list", { name: `Ingredients matching ${search}` })
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole("textbox", { name: `Quantity of ${name}` }).fill(quantity);
  await page.getByRole("combobox", { name: `Unit of ${name}` }).selectOption(unit);
}

test("a chef writes a recipe with a sub-recipe, and its cost follows a delivery at a higher price", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/, { timeout: 15_000 });
  const api = await apiAs(page);

  await page.goto("/app/recipes/new");
  await page.getByRole("textbox", { name: "Name" }).fill("Chicken Caesar Bowl");
  await page.getByRole("textbox", { name: "One batch makes" }).fill("2");
  await page.getByRole("combobox", { name: "One batch makes: unit" }).selectOption("portion");
  await addLine(page, "Chicken Bre", "Chicken Breast", "12", "oz");
  // The demo's Caesar Dressing, a sub-recipe: 500 ml a batch, 45 ml portions.
  await addLine(page, "Caesar Dre", "Caesar Dressing", "90", "ml");
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Chicken Caesar Bowl" })).toBeVisible();

  const ingredients = page.getByRole("region", { name: "Ingredients" });
  const chickenRow = ingredients.getByRole("row", { name: /Chicken Breast/ });
  await expect(chickenRow).toContainText("12 oz");
  await expect(ingredients.getByRole("row", { name: /Caesar Dressing/ })).toContainText("90 ml");

  // What the API says it costs now, line by line: the page must show the same sum.
  const recipes = (await api.get("/recipes?search=Chicken%20Caesar%20Bowl")) as {
    id: string;
    batchCost: string;
  }[];
  const recipeId = recipes[0]!.id;
  const before = await api.get(`/recipes/${recipeId}`);
  const chickenBefore = before.lines.find((l: { name: string }) => l.name === "Chicken Breast");
  const dressing = before.lines.find((l: { name: string }) => l.name === "Caesar Dressing");
  // Costs travel with four decimals: compare them in ten-thousandths of a dollar, as integers.
  const units = (cost: string) => Math.round(Number(cost) * 10_000);
  expect(units(before.batchCost)).toBe(units(chickenBefore.cost) + units(dressing.cost));
  // The screen shows money in cents, rounded half up (issue 26).
  const cents = (cost: string) => `$${(Math.round(units(cost) / 100) / 100).toFixed(2)}`;
  const yieldCard = page.getByRole("region", { name: "Yield and cost" });
  await expect(yieldCard).toContainText(cents(before.batchCost));

  // Chicken comes in at $6.50 a lb, more than before: 12 oz is 0.75 lb, $4.875, shown $4.88.
  const received = await api.post("/stock/receipts", {
    itemId: chickenBefore.itemId,
    locationId: (await api.get("/locations")).find(
      (l: { name: string }) => l.name === "Main Street Bistro",
    ).id,
    quantity: "10",
    unit: "lb",
    unitCost: "6.50",
  });
  expect(received.status()).toBe(201);
  await expect(chickenRow).toContainText("$4.88", { timeout: 10_000 });
  const after = await api.get(`/recipes/${recipeId}`);
  expect(units(after.batchCost)).toBe(units(before.batchCost) - units(chickenBefore.cost) + 48_750);
  await expect(yieldCard).toContainText(cents(after.batchCost));
  await expect(
    page
      .getByRole("region", { name: "Cost history" })
      .getByRole("cell", { name: /Chicken Breast received at \$6\.50 a lb/ }),
  ).toBeVisible({ timeout: 10_000 });
  await expectNoSeriousViolations(page, "a recipe after a delivery at 1280 px");
});
