import { expect, type Page } from "@playwright/test";

/** The fixed header's height: a section scrolled to sits just below it. */
const HEADER_PX = 80;

/** Waits until the section has scrolled to the top of the page, just below the fixed header. */
export async function expectScrolledTo(page: Page, selector: string): Promise<void> {
  const top = () =>
    page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect.poll(top).toBeLessThanOrEqual(HEADER_PX + 1);
  expect(await top()).toBeGreaterThanOrEqual(0); // not hidden under the header
}
