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
  // At rest and in place: a scroll that has not started yet is at rest too, so both are waited
  // for together.
  await expect
    .poll(
      async () => {
        const before = await top();
        await page.waitForTimeout(100);
        const after = await top();
        return before === after && after >= 0 && after <= HEADER_PX + 1
          ? "below the header"
          : after;
      },
      { timeout: 10_000 },
    )
    .toBe("below the header");
}
