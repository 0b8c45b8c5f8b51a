import { expect, type Page } from "@playwright/test";

/** The fixed header's height: a section scrolled to sits just below it. */
const HEADER_PX = 80;

/**
 * Waits until scrolling has come to rest with the section at the top of the page, just below the
 * fixed header (not under it, not further down).
 */
export async function expectScrolledTo(page: Page, selector: string): Promise<void> {
  const top = () =>
    page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect
    .poll(
      async () => {
        const before = await top();
        await page.waitForTimeout(100);
        const after = await top();
        return before === after ? after : Number.NaN; // NaN while still moving
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(0);
  expect(await top()).toBeLessThanOrEqual(HEADER_PX + 1);
}
