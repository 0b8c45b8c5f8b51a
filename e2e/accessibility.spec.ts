import { test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { phone, publicPaths } from "./public-pages";

for (const viewport of [{ width: 1280, height: 800 }, phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of [...publicPaths, "/no-such-page"]) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoSeriousViolations(page, `${path} at ${viewport.width} px`);
      });
    }
  });
}
