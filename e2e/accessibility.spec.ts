import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { phone, publicPaths } from "./public-pages";

for (const viewport of [{ width: 1280, height: 800 }, phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of [...publicPaths, "/no-such-page"]) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}
