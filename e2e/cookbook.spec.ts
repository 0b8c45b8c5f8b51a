import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { whatDoesNotFit } from "./phone-fit";
import { phone } from "./public-pages";

test.use({ viewport: phone, hasTouch: true, isMobile: true });
// A network of its own, so that this demo does not use up the ten an hour of the machine's.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.76" } });

// The demo's visitor is the owner: as a manager they make the Marinara required reading for
// owners; as a member of the kitchen they find it in the cookbook on a phone, read it through
// and say so; the training table then shows it read, beside the demo's line cook who read the
// Fish & Chips before it changed.
test("on a phone, a required recipe is read in the cookbook and shows as read in training", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);

  await page.goto("/app/cookbook/training");
  // The first screen after the demo opens fetches its code and the matrix: slow on a loaded CI.
  await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible({
    timeout: 15_000,
  });
  const table = page.getByRole("region", { name: "Who has read what" });
  await expect(table.getByText("Read v1 (old)").locator("visible=true")).toBeVisible();
  const add = page.getByRole("region", { name: "Add required reading" });
  await add.getByRole("combobox", { name: "Recipe" }).selectOption({ label: "Marinara Sauce" });
  await add.getByRole("checkbox", { name: "Staff" }).uncheck();
  await add.getByRole("checkbox", { name: "Owner" }).check();
  await add.getByRole("button", { name: "Make it required reading" }).click();
  await expect(table.getByRole("link", { name: "Marinara Sauce" })).toBeVisible();
  await expectNoSeriousViolations(page, "the training screen at 375 px");

  await page.goto("/app/cookbook");
  await expect(page.getByRole("heading", { level: 1, name: "Cookbook" })).toBeVisible();
  const toRead = page.getByRole("region", { name: "1 recipe to read" });
  await expect(toRead).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await whatDoesNotFit(page)).toEqual([]);
  await expectNoSeriousViolations(page, "the cookbook at 375 px");
  await page.getByRole("searchbox", { name: "Search" }).fill("marinara");
  // The recipe to read, and the one card the search leaves.
  await expect(page.getByRole("link", { name: /^Basil Pesto/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Marinara Sauce/ })).toHaveCount(2);
  await toRead.getByRole("link", { name: /^Marinara Sauce/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Marinara Sauce" })).toBeVisible();
  await expect(page.getByText("Required reading for you.")).toBeVisible();
  const method = page.getByRole("region", { name: "Method" });
  await expect(method.getByRole("listitem")).toHaveCount(4);
  await expect(method).toContainText("40 min");
  await expect(page.getByRole("region", { name: "Ingredients" })).toContainText("San Marzano");
  await expect(
    page
      .getByRole("link", { name: "Print recipe card" })
      .or(page.getByRole("button", { name: "Print recipe card" })),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await whatDoesNotFit(page)).toEqual([]);
  await expectNoSeriousViolations(page, "a cookbook recipe at 375 px");
  await page.getByRole("button", { name: "I have read this recipe" }).click();
  await expect(page.getByText("You read version 1")).toBeVisible();
  await expect(page.getByText("Required reading for you.")).toBeHidden();

  await page.goto("/app/cookbook");
  await expect(page.getByRole("heading", { level: 1, name: "Cookbook" })).toBeVisible();
  await expect(page.getByRole("region", { name: /recipes? to read$/ })).toHaveCount(0);

  await page.goto("/app/cookbook/training");
  const marinara = page.getByRole("listitem").filter({
    has: page.getByRole("link", { name: "Marinara Sauce" }),
  });
  await expect(marinara).toContainText("Demo visitor");
  await expect(marinara).toContainText("Read v1");
  await expect(marinara).toContainText("1 of 1 read");
  await page.waitForLoadState("networkidle");
  expect(await whatDoesNotFit(page)).toEqual([]);

  // The same screens at 1280 px: the training table, and no serious violation either.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByRole("table", { name: "Who has read each required recipe" }),
  ).toBeVisible();
  await expect(page.getByRole("row", { name: /^Demo visitor/ })).toContainText("Read v1");
  await expectNoSeriousViolations(page, "the training screen at 1280 px");
  await page.goto("/app/cookbook");
  await expect(page.getByRole("heading", { level: 1, name: "Cookbook" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, "the cookbook at 1280 px");
});
