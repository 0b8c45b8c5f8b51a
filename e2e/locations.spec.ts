import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";

// A network of its own: demos are rate-limited per network.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.141" } });

/** Where to keep screenshots of the screen when asked (E2E_SHOTS_DIR=folder). */
const shots = process.env.E2E_SHOTS_DIR;

const usd = (amount: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    amount as Intl.StringNumericLiteral,
  );

test("Compare Locations: the demo's two locations side by side, each figure the API's", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/demo");
  await page.waitForURL(/\/app$/);
  await page.goto("/app/inventory/analytics");
  await page.getByRole("link", { name: "Compare Locations" }).click();
  await expect(page).toHaveURL(/\/app\/analytics\/locations$/);
  await expect(page.getByRole("heading", { name: "Compare Locations" })).toBeVisible();

  const table = page.getByRole("region", { name: "By location" }).getByRole("table");
  const bistro = table.getByRole("row", { name: /^Main Street Bistro/ });
  await expect(bistro).toBeVisible();
  await expect(table.getByRole("row", { name: /^Harbor Commissary/ })).toBeVisible();

  // The figure on the screen is the one the API computed from the demo's ledger.
  const session = await (await page.request.get("/api/session")).json();
  const workspaceId = session.currentWorkspaceId as string;
  const reply = await page.request.get(`/api/w/${workspaceId}/analytics/locations`);
  expect(reply.status()).toBe(200);
  const body = await reply.json();
  const figures = body.locations.find((l: { name: string }) => l.name === "Main Street Bistro");
  expect(Number(figures.usageValue)).toBeGreaterThan(0);
  const cells = bistro.getByRole("cell");
  await expect(cells.nth(1)).toHaveText(usd(figures.usageValue));
  await expect(cells.nth(2)).toHaveText(usd(figures.wasteValue));
  // The commissary has a history of its own (issue 26): stock, use and waste to compare.
  const harbor = body.locations.find((l: { name: string }) => l.name === "Harbor Commissary");
  const commissary = table.getByRole("row", { name: /^Harbor Commissary/ }).getByRole("cell");
  const ownFigures = async () => {
    for (const [column, figure] of [
      harbor.stockValue,
      harbor.usageValue,
      harbor.wasteValue,
    ].entries()) {
      expect(Number(figure)).toBeGreaterThan(0);
      await expect(commissary.nth(column)).toHaveText(usd(figure));
    }
  };
  await ownFigures();
  await expect(page.locator("figure canvas").first()).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/locations-1280.png`, fullPage: true });

  // A shorter period is asked of the server and kept in the address.
  await page.getByLabel("From").fill(body.to);
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByText(/each location's own days/)).toBeVisible();

  await page.setViewportSize(phone);
  await page.goto("/app/analytics/locations");
  await expect(bistro).toBeVisible();
  await expect(table.getByRole("row", { name: /^Harbor Commissary/ })).toBeVisible();
  await ownFigures();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/locations-375.png`, fullPage: true });
});
