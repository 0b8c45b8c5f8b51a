import { expectDashboard } from "./accounts";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";

test("the demo opens a sample workspace without signing up, with its banner", async ({ page }) => {
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  await expectDashboard(page, "Larder Demo Kitchen");
  await expect(page.getByText("This is a demo version of Larder.")).toBeVisible();
  // The spec's figures, computed from the demo's records.
  const figures = page.getByRole("region", { name: "Figures" });
  await expect(figures).toContainText("Total Items120");
  await expect(figures).toContainText("Low Stock3");
  await expectNoSeriousViolations(page, "the demo at 1280 px");
  await page.setViewportSize(phone);
  await expectNoSeriousViolations(page, "the demo at 375 px");

  // A return visit goes back to the same demo, not a new one.
  const first = await (await page.request.get("/api/session")).json();
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  const again = await (await page.request.get("/api/session")).json();
  expect(again.currentWorkspaceId).toBe(first.currentWorkspaceId);

  await page.getByRole("link", { name: "Get Early Access" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Your kitchen workspace." })).toBeVisible();
});
