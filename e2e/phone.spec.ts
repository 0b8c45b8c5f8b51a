import { expect, test } from "@playwright/test";
import { phone, publicPaths } from "./public-pages";
import { expectScrolledTo } from "./scroll";

test.use({ viewport: phone, hasTouch: true, isMobile: true });

for (const path of [...publicPaths, "/no-such-page"]) {
  test(`${path} fits a 375 px phone without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });
}

test("on a phone the header's menu holds the navigation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(menu.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  await expect(menu.getByRole("link", { name: "Get started - It's free" })).toHaveAttribute(
    "href",
    "/signup",
  );
  await menu.getByRole("link", { name: "Pricing" }).click();
  await expect(menu).toBeHidden();
  await expectScrolledTo(page, "#pricing");
});

test("on a phone each showcase part shows its own picture", async ({ page }) => {
  await page.goto("/");
  for (const section of ["inventory", "supplier", "analytics"]) {
    const picture = page.locator(`[data-showcase-section="${section}"] img`);
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
});
