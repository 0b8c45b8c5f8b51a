import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Larder's accessibility bar: no serious or critical axe-core violation on the page as it is, or
 * in the part `include` selects (a popover, once the page under it has been checked).
 */
export async function expectNoSeriousViolations(
  page: Page,
  what = page.url(),
  include?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, `serious or critical violations on ${what}`).toEqual([]);
}
