import { expect, test, type Page } from "@playwright/test";
import { firstDatum, inSight, reachableDestinations, whatDoesNotFit } from "./phone-fit";
import { phone, publicPaths } from "./public-pages";
import { expectScrolledTo } from "./scroll";

test.use({ viewport: phone, hasTouch: true, isMobile: true });

for (const path of [...publicPaths, "/no-such-page"]) {
  test(`${path} fits a 375 px phone, its navigation in sight`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await whatDoesNotFit(page)).toEqual([]);
    // Every link of every navigation shown is in sight; the header's menu, opened, too.
    for (const nav of await page.getByRole("navigation").all())
      for (const link of await nav.getByRole("link").all())
        expect(await inSight(link), `${await link.textContent()} is in sight`).toBe(true);
    const toggle = page.getByRole("button", { name: "Open menu" });
    if (await toggle.isVisible()) {
      await toggle.click();
      const menu = page.getByRole("navigation", { name: "Menu" });
      await expect(menu).toBeVisible();
      for (const link of await menu.getByRole("link").all())
        expect(await inSight(link), `${await link.textContent()} is in sight`).toBe(true);
      expect(await whatDoesNotFit(page)).toEqual([]);
    }
  });
}

/** The screens the top navigation offers the demo's visitor, an owner. */
const destinations = [
  "/app",
  "/app/cookbook",
  "/app/counts",
  "/app/credits",
  "/app/expenses",
  "/app/inventory",
  "/app/invoices",
  "/app/menu",
  "/app/ordering",
  "/app/orders",
  "/app/payables",
  "/app/purchases",
  "/app/recipes",
  "/app/reports/variance",
  "/app/sales",
  "/app/settings",
  "/app/suppliers",
];

const firstScreen = { width: 375, height: 812 };

/**
 * Suggested orders shows a line (its tick box and its item's name) in the first screen, above
 * the bar that creates the orders, which stays at the bottom of the screen.
 */
async function expectSuggestedLineInSight(page: Page) {
  const tick = page.getByRole("checkbox", { name: /^Order / }).first();
  await expect(tick).toBeVisible();
  const name = page.getByRole("listitem").filter({ has: tick }).locator("p").first();
  const bar = page.getByRole("button", { name: "Create draft orders" }).locator("xpath=..");
  const [tickBox, nameBox, barBox] = await Promise.all([
    tick.boundingBox(),
    name.boundingBox(),
    bar.boundingBox(),
  ]);
  const lineBottom = Math.max(tickBox!.y + tickBox!.height, nameBox!.y + nameBox!.height);
  expect
    .soft(lineBottom, "Suggested orders' first line is above its bar")
    .toBeLessThanOrEqual(barBox!.y);
  expect.soft(barBox!.y + barBox!.height).toBeLessThanOrEqual(firstScreen.height);
}

/** The first address on `path` that `pattern` matches, to reach a screen about one thing. */
async function firstLink(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const first = () =>
    page
      .locator("main a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
      .then((hrefs) => hrefs.find((href) => pattern.test(href)));
  // A list's first load on two loaded cores (a demo opening in the other worker) can take
  // longer than the usual ten seconds.
  await expect
    .poll(first, { message: `a link like ${pattern} on ${path}`, timeout: 30_000 })
    .toBeDefined();
  return (await first())!;
}

// Every in-app screen, as a new user meets it on a phone: nothing wider than the screen, nothing
// hidden in a sideways scroll, and every screen of the top navigation in sight or under More.
// Its demo comes from a network of its own (playwright.config.ts trusts a local proxy), not to
// use up the demos the other specs open from the machine's address.
test.describe("in the application", () => {
  // A phone's whole screen (an iPhone's 375 × 812), for the check that each screen's data starts
  // in it.
  test.use({
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.75" },
    viewport: firstScreen,
  });
  test("every in-app screen fits a 375 px phone, shows its data in the first screen and reaches every other screen", async ({
    page,
  }) => {
    // Some forty screens: the cookbook's three took it to 3.9 of the 4 minutes on 2 loaded cores.
    test.setTimeout(480_000);
    await page.goto("/demo");
    await expect(page).toHaveURL(/\/app$/);
    const id = /[0-9a-f-]{36}$/;
    const item = await firstLink(page, "/app/inventory/items", /^\/app\/inventory\/items\//);
    const order = await firstLink(
      page,
      "/app/orders?status=open",
      /^\/app\/orders\/[0-9a-f-]{36}$/,
    );
    const supplier = await firstLink(page, "/app/suppliers", /^\/app\/suppliers\//);
    const invoice = await firstLink(page, "/app/payables", /^\/app\/invoices\/[0-9a-f-]{36}$/);
    const recipe = await firstLink(page, "/app/recipes", /^\/app\/recipes\/[0-9a-f-]{36}$/);
    const cookbookRecipe = await firstLink(
      page,
      "/app/cookbook",
      /^\/app\/cookbook\/[0-9a-f-]{36}$/,
    );
    await page.goto("/app/counts");
    await page.getByRole("button", { name: "Start counting" }).click();
    await expect(page).toHaveURL(id);
    const count = new URL(page.url()).pathname;

    const screens = [
      "/app",
      "/app/inventory",
      "/app/inventory/analytics",
      "/app/inventory/items",
      item,
      "/app/inventory/import",
      "/app/counts",
      count,
      "/app/recipes",
      "/app/recipes/new",
      recipe,
      "/app/cookbook",
      cookbookRecipe,
      "/app/cookbook/training",
      "/app/menu",
      "/app/menu/engineering",
      "/app/sales",
      "/app/reports/variance",
      "/app/orders",
      "/app/orders/new",
      order,
      `${order}/receive`,
      "/app/suppliers",
      supplier,
      "/app/ordering",
      "/app/ordering/accuracy",
      "/app/ordering/calendar",
      "/app/purchases",
      "/app/payables",
      "/app/credits",
      "/app/invoices",
      "/app/invoices/new",
      invoice,
      "/app/expenses",
      "/app/reports/expenses",
      "/app/reports/spend",
      "/app/settings/profile",
      "/app/settings/workspace",
      "/app/settings/members",
      "/app/settings/locations",
      "/app/settings/categories",
      "/app/settings/purchasing",
      "/app/settings/accounting",
      "/app/settings/sessions",
      "/app/settings/audit",
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await expect(
        page.getByRole("heading", { level: 1 }).first(),
        `${screen} shows its heading`,
      ).toBeVisible();
      await page.waitForLoadState("networkidle");
      // Soft: one run names every screen that does not fit, not only the first.
      expect.soft(await whatDoesNotFit(page), `${screen} fits`).toEqual([]);
      // The frame above (demo banner, header, navigation) and the page's header leave room for
      // the page's data: its first row, card or chart starts with room for a line of it.
      const datum = await firstDatum(page);
      expect
        .soft(datum.top, `${screen}'s data (${datum.what}) starts in the first screen`)
        .toBeGreaterThanOrEqual(0);
      expect
        .soft(datum.top, `${screen}'s data (${datum.what}) starts in the first screen`)
        .toBeLessThanOrEqual(firstScreen.height - 64);
      if (screen === "/app/ordering") await expectSuggestedLineInSight(page);
      expect
        .soft(await reachableDestinations(page), `${screen} reaches every screen`)
        .toEqual(destinations);
    }
    // Outside the shell (no top navigation): creating a workspace, and an invitation link.
    for (const screen of [
      "/app/welcome",
      "/app/join?workspace=00000000-0000-4000-8000-000000000000&token=not-a-real-token",
    ]) {
      await page.goto(screen);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect.soft(await whatDoesNotFit(page), `${screen} fits`).toEqual([]);
    }
  });
});

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
