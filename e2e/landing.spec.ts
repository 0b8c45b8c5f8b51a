import { expect, test, type Page } from "@playwright/test";
import { expectScrolledTo } from "./scroll";

const header = (page: Page) => page.locator("header[data-scrolled]");

test.describe("landing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("shows every section of the spec, in order, with its texts", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Solutions" })).toHaveAttribute("href", "#features");
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "#pricing");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Larder home" })).toHaveAttribute("href", "/");
    await expect(banner.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(banner.getByRole("link", { name: "Get started - It's free" })).toHaveAttribute(
      "href",
      "/signup",
    );

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toContainText("for a whole year, free");
    const heroCta = main.getByRole("link", { name: "Get started - It's free" }).first();
    await expect(heroCta).toHaveAttribute("href", "/smart-inventory");
    await expect(main.getByText("No credit card required").first()).toBeVisible();

    for (const benefit of ["Save Time", "Cut Waste", "Grow Margin", "Make Smarter Decisions"]) {
      await expect(main.getByRole("heading", { name: benefit, exact: true })).toBeVisible();
    }
    for (const role of ["Head Chefs", "Purchasing Leads", "Operations Managers"]) {
      await expect(main.getByRole("heading", { name: role, exact: true })).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { name: "Smart tools that show their working." }),
    ).toBeVisible();

    const features = page.locator("#features");
    await expect(features.getByRole("heading", { name: "Operational Management" })).toBeVisible();
    await expect(
      features.getByRole("heading", { name: "Financial & Intelligence Tools" }),
    ).toBeVisible();
    for (const feature of [
      "Inventory Management",
      "Purchasing & Receiving",
      "Vendor & Supplier Management",
      "Recipe & Menu Costing",
      "Recipe Cookbook/Training Tool",
      "Expense Management",
      "Invoice Scanning & AP Automation",
      "AI-Powered Suggestive Ordering",
      "Real-Time Reporting & Analytics",
    ]) {
      await expect(features.locator("li p").filter({ hasText: feature }).first()).toBeVisible();
    }
    await expect(features.getByText("New", { exact: true })).toHaveCount(2);
    const marked = features.locator("li").filter({ has: page.getByText("New", { exact: true }) });
    await expect(marked).toHaveCount(2);
    await expect(marked.nth(0)).toContainText("Vendor & Supplier Management");
    await expect(marked.nth(1)).toContainText("Recipe Cookbook/Training Tool");
    // The page sells only what works, and every feature it names is built (README).
    await expect(features.getByText("In development", { exact: true })).toHaveCount(0);
    await expect(
      features.getByRole("link", { name: "Elevate your restaurant with the power of AI" }),
    ).toHaveAttribute("href", "/signup");

    const pricing = page.locator("#pricing");
    await expect(pricing).toContainText("$2,988 per year");
    await expect(pricing).toContainText("$0");
    await expect(pricing).toContainText("for the first year");
    await expect(pricing).toContainText("No credit card required");

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(footer.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "#pricing");
    await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
      "href",
      "/terms-conditions",
    );
    await expect(footer).toContainText("© 2025");

    // Sections in the spec's order: hero, benefits, roles, AI intro, showcase, features, pricing.
    const order = await page.evaluate(() => {
      const find = (text: string) =>
        [...document.querySelectorAll("h1, h2, h3")].find((h) => h.textContent?.includes(text));
      const tops = [
        "for a whole year",
        "Save Time",
        "Head Chefs",
        "show their working",
        "Stock that is live",
        "Operational Management",
        "One plan",
      ].map((text) => find(text)?.getBoundingClientRect().top ?? Number.NaN);
      return tops.every((top, index) => index === 0 || top > (tops[index - 1] ?? 0));
    });
    expect(order).toBe(true);
  });

  test("the header turns opaque only once scrolled more than 10 px", async ({ page }) => {
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    const look = () =>
      header(page).evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          blur: style.backdropFilter,
          border: style.borderBottomColor,
        };
      });
    const transparent = await look();
    expect(transparent.background).toBe("rgba(0, 0, 0, 0)");
    expect(transparent.blur).toBe("none");

    await page.evaluate(() => window.scrollTo({ top: 10, behavior: "instant" }));
    await page.waitForTimeout(100);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo({ top: 11, behavior: "instant" }));
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await page.waitForTimeout(300); // the colour transition
    const opaque = await look();
    expect(opaque.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(opaque.blur).toContain("blur");
    expect(opaque.border).not.toBe("rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
  });

  for (const [label, target, where] of [
    ["Solutions", "#features", "Main"],
    ["Pricing", "#pricing", "Main"],
    ["Pricing", "#pricing", "Footer"],
  ] as const) {
    test(`'${label}' in the ${where.toLowerCase()} navigation scrolls smoothly to ${target}`, async ({
      page,
    }) => {
      const link = page.getByRole("navigation", { name: where }).getByRole("link", { name: label });
      if (where === "Footer") {
        await page.evaluate(() =>
          window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
        );
      }
      // Record every scroll position the page passes through: an instant jump passes through
      // none, a smooth scroll through many.
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { scrolls: number[] }).scrolls = seen;
        window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
      });
      await link.click();
      await expectScrolledTo(page, target);
      await page.waitForTimeout(200);
      const positions = await page.evaluate(
        () => (window as unknown as { scrolls: number[] }).scrolls,
      );
      // An instant jump fires one scroll event, at its end; a smooth scroll passes through
      // positions short of it.
      const end = await page.evaluate(() => Math.round(window.scrollY));
      const intermediate = new Set(positions.map((y) => Math.round(y)).filter((y) => y !== end));
      expect(intermediate.size, "scrolled through intermediate positions").toBeGreaterThan(0);
    });
  }

  test("arriving from another page with #pricing lands on the pricing section", async ({
    page,
  }) => {
    await page.goto("/smart-inventory");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Pricing" })
      .click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expectScrolledTo(page, "#pricing");
  });

  test("the showcase image follows the section in the 40%–60% band of the viewport", async ({
    page,
  }) => {
    const sticky = page.locator("[data-active]");
    const viewport = page.viewportSize();
    if (!viewport) throw new Error("no viewport");
    for (const section of ["inventory", "supplier", "analytics", "supplier", "inventory"]) {
      // Put the section's top at 50% of the viewport height: inside the band.
      await page.locator(`[data-showcase-section="${section}"]`).evaluate((element, height) => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - height * 0.5 + 1, behavior: "instant" });
      }, viewport.height);
      await expect(sticky).toHaveAttribute("data-active", section);
      const shown = sticky.locator(`img[data-section="${section}"]`);
      await expect(shown).toHaveCSS("opacity", "1");
      await expect(shown).toHaveAttribute("aria-hidden", "false");
      await expect(sticky.locator("img[aria-hidden='true']")).toHaveCount(2);
    }
  });

  test("a section above the band does not take the image", async ({ page }) => {
    const viewport = page.viewportSize();
    if (!viewport) throw new Error("no viewport");
    await page.locator('[data-showcase-section="supplier"]').evaluate((element, height) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - height * 0.5 + 1, behavior: "instant" });
    }, viewport.height);
    await expect(page.locator("[data-active]")).toHaveAttribute("data-active", "supplier");
    // The supplier section's top now sits at 65% of the viewport: below the band, so the
    // inventory section (whose end lies inside the band) must be the one shown.
    await page.locator('[data-showcase-section="supplier"]').evaluate((element, height) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - height * 0.65, behavior: "instant" });
    }, viewport.height);
    await expect(page.locator("[data-active]")).toHaveAttribute("data-active", "inventory");
  });
});
