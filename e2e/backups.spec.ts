import { expect, test } from "@playwright/test";
import { createWorkspace, signUp } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";

// A network of its own: the suite opens more demos than one network may in an hour.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.101" } });

// The server's operator: OPERATOR_EMAILS names this address (playwright.config.ts).
const operatorEmail = process.env.E2E_OPERATOR_EMAIL!;

test("Settings → Backups: Back up now writes a backup that the list then shows", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, operatorEmail);
  await createWorkspace(page, "Operator's Kitchen");
  await page.goto("/app/settings");
  await page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "Backups" })
    .click();
  await expect(page).toHaveURL(/\/app\/settings\/backups$/);
  await expect(page.getByRole("heading", { name: "Backups", level: 2 })).toBeVisible();
  await expect(
    page.getByText(/backs up the whole server every day and keeps the last 14/),
  ).toBeVisible();

  const kept = page.getByRole("list", { name: "Backups kept" }).getByRole("listitem");
  const before = await kept.count();
  await page.getByRole("button", { name: "Back up now" }).click();
  // Written in the background; the page follows it until it is in the list.
  await expect(kept).toHaveCount(before + 1, { timeout: 90_000 });
  await expect(kept.first()).toContainText("On request");
  await expect(kept.first()).toContainText(/\d+(\.\d)? (KB|MB)/);
  await expect(page.getByRole("button", { name: "Back up now" })).toBeEnabled();
  await expectNoSeriousViolations(page);

  // A second one at once is refused, in words.
  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByRole("alert")).toContainText("less than 5 minutes ago");

  await page.screenshot({ path: "test-results/backups-1280.png", fullPage: true });
  await page.setViewportSize(phone);
  await page.screenshot({ path: "test-results/backups-375.png", fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a demo visitor, owner of the demo, is not shown the server's backups", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/demo");
  await page.waitForURL(/\/app$/);
  await page.goto("/app/settings");
  const settings = page.getByRole("navigation", { name: "Settings" });
  await expect(settings.getByRole("link", { name: "API tokens" })).toBeVisible();
  await expect(settings.getByRole("link", { name: "Backups" })).toHaveCount(0);
  // A link followed by hand says whose they are, and the server shows nothing.
  await page.goto("/app/settings/backups");
  await expect(
    page.getByText("Backups are kept by whoever runs this Larder server."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Back up now" })).toHaveCount(0);
  expect((await page.request.get("/api/server/backups")).status()).toBe(404);
});
