import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { whatDoesNotFit } from "./phone-fit";
import { phone } from "./public-pages";

// A network of its own: demos are rate-limited per network.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.206" } });

// The demo's recipes are cooked step by step: a cook on a phone opens one the menu uses and
// reads its method, with its times and oven temperatures, its equipment and its plating.
test("on a phone, a recipe of the demo's menu shows its method step by step", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);

  await page.goto("/app/cookbook");
  await expect(page.getByRole("heading", { level: 1, name: "Cookbook" })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("searchbox", { name: "Search" }).fill("short ribs");
  // The list is filtered before the card is tapped: a tap while the cards move (the whole book
  // narrowing to its one match) lands its press and release on different places, and is lost.
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
  const card = page.getByRole("link", { name: /^Braised Short Ribs/ });
  await expect(card).toContainText("6 steps");
  await expect(page.getByText("no method yet")).toHaveCount(0);
  await card.click();

  await expect(page.getByRole("heading", { level: 1, name: "Braised Short Ribs" })).toBeVisible();
  const method = page.getByRole("region", { name: "Method" });
  await expect(method.getByRole("listitem")).toHaveCount(6);
  await expect(method).toContainText("Sear them in the canola oil");
  await expect(method).toContainText("3 h 30 min");
  await expect(method).toContainText("300 °F");
  await expect(page.getByRole("region", { name: "Equipment" })).toContainText("Rondeau with lid");
  await expect(page.getByRole("region", { name: "Plating" })).toContainText("on 180 g of mash");
  await page.waitForLoadState("networkidle");
  expect(await whatDoesNotFit(page)).toEqual([]);
  await expectNoSeriousViolations(page, "a demo recipe's method at 375 px");
});
