import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";

// A network of its own: the suite opens more demos than one network may in an hour.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.85" } });

const topMovers = (page: Page) =>
  page.getByRole("region", { name: "Top 5 Moving Items" }).getByRole("listitem");

test("Inventory Analytics: the filters change what it shows, the heatmap's cells explain themselves", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/demo");
  await page.waitForURL(/\/app$/);
  await page.goto("/app/inventory");
  await page.getByRole("link", { name: "View Analytics" }).click();
  await expect(page).toHaveURL(/\/app\/inventory\/analytics$/);
  await expect(page.getByRole("heading", { name: "Inventory Analytics" })).toBeVisible();
  await expect(page.getByText("Analyze usage patterns and movement trends")).toBeVisible();

  // Weekly by default: five movers, each with its use per week and a signed change.
  await expect(page.getByRole("radio", { name: "Weekly" })).toBeChecked();
  await expect(topMovers(page)).toHaveCount(5);
  await expect(topMovers(page).first()).toContainText("/week");
  const changes = await topMovers(page).allTextContents();
  for (const text of changes) expect(text).not.toMatch(/\+-|\+\u2212/);
  // Ranked by what their use cost, each in its own unit; the slow ones are items that moved,
  // with their days of stock; pounds are spelled "lb" (issue 17).
  for (const text of changes) expect(text).toMatch(/\$[\d,.]+\/week|no cost known/);
  const slowMovers = page
    .getByRole("region", { name: "Top 5 Slow Moving Items" })
    .getByRole("listitem");
  await expect(slowMovers.first()).toBeVisible();
  for (const text of await slowMovers.allTextContents()) {
    expect(text).toMatch(/\d+ days? of stock/);
    expect(text).not.toMatch(/no use/);
  }
  await expect(page.getByText(/not used at all in this period/)).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/\blbs\b/);

  // Monthly: the rates are per month, over twelve weeks.
  await page.getByText("Monthly", { exact: true }).click();
  await expect(page).toHaveURL(/period=monthly/);
  await expect(topMovers(page).first()).toContainText("/month");
  await expect(page.getByText(/over the last 12 weeks/).first()).toBeVisible();
  await page.getByText("Weekly", { exact: true }).click();
  await expect(topMovers(page).first()).toContainText("/week");

  // A category narrows the lists and the heatmap to it.
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Herbs" });
  await expect(topMovers(page).first()).toContainText("Herbs");
  for (const text of await topMovers(page).allTextContents()) expect(text).toContain("Herbs");
  await expect(page.getByRole("row", { name: /^Fresh Basil/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Chicken Breast/ })).toHaveCount(0);

  // One item: its row, its chart, its peak.
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "All categories" });
  await page.getByRole("combobox", { name: "Item" }).selectOption({ label: "Chicken Breast" });
  const heatmap = page.getByRole("table", { name: /Units used on each weekday/ });
  await expect(heatmap.getByRole("row")).toHaveCount(2);
  await expect(
    page.getByRole("heading", { name: "Chicken Breast: daily use and forecast" }),
  ).toBeVisible();
  await expect(page.locator("figure canvas").first()).toBeVisible();
  await expect(
    page.getByText(
      /Method: (Exponential smoothing with a weekday pattern|A blend of methods, weighted by how well each forecast this item's past)/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Peak Usage Analysis" })).toBeVisible();

  // Hover shows the tooltip; so does keyboard focus.
  const saturday = heatmap
    .getByRole("row", { name: /^Chicken Breast/ })
    .getByRole("cell")
    .nth(5);
  await saturday.locator("div").first().hover();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveText(/^Chicken Breast: [\d,.]+ units on Sat$/);
  const monday = heatmap
    .getByRole("row", { name: /^Chicken Breast/ })
    .getByRole("cell")
    .first();
  await page.mouse.move(0, 0);
  await monday.locator("div").first().focus();
  await expect(tooltip).toHaveText(/^Chicken Breast: [\d,.]+ units on Mon$/);
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);

  await page.getByRole("link", { name: "Back to Inventory" }).click();
  await expect(page).toHaveURL(/\/app\/inventory$/);

  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    await page.setViewportSize(viewport);
    await page.goto("/app/inventory/analytics");
    await expect(topMovers(page)).toHaveCount(5);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, `/app/inventory/analytics at ${viewport.width} px`);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(sideways).toBe(0);
  }
});
