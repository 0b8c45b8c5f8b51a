import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.166" } });

test("a suggested order becomes a draft purchase order with the proposed quantities", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/demo");
  await page.waitForURL(/\/app$/);
  await page.getByRole("link", { name: "Ordering" }).first().click();
  await expect(page.getByRole("heading", { name: "Suggested orders" })).toBeVisible();
  // The demo's forecasts are computed in the background as it opens.
  await expect(page.getByText(/Forecasts computed .* from each item's daily use/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue(/.+/);

  await page
    .getByRole("combobox", { name: "Supplier" })
    .selectOption({ label: "Metro Foodservice" });
  const card = page.getByRole("region", { name: "Metro Foodservice" });
  await expect(card).toBeVisible();
  const lines = card.getByRole("listitem");
  await expect(lines.first()).toBeVisible();
  // Each line explains itself in figures, ending in the packs it comes to.
  await expect(lines.first()).toContainText(
    /− on hand [\d.,]+ \S+ − on order [\d.,]+ \S+ → [\d.,]+ \S+/,
  );
  // Each line says how far to trust its forecast in a form that means something for the item,
  // and spells every unit one way (issue 17).
  for (const text of await lines.allTextContents()) {
    expect(text).toMatch(
      /recent forecast error \d+%|typically within ±[\d.,]+ \S+ over the (day|\d+ days) it covers|too little history to judge its error/,
    );
    expect(text).not.toMatch(/\blbs\b/);
  }

  const proposed: Record<string, string> = {};
  for (const line of await lines.all()) {
    const name = (await line.getByRole("paragraph").first().textContent())!
      .replace("par level", "")
      .trim();
    proposed[name] = await line.getByRole("textbox").inputValue();
  }
  const names = Object.keys(proposed);
  expect(names.length).toBeGreaterThan(0);
  // The buyer changes the first line's quantity; the rest go as proposed.
  const first = names[0]!;
  const changed = String(Number(proposed[first]) + 1);
  await card.getByRole("textbox", { name: `Quantity of ${first}`, exact: false }).fill(changed);
  proposed[first] = changed;

  await page.getByRole("button", { name: "Create draft orders" }).click();
  const notice = page.getByText(/Created a draft order/);
  await expect(notice).toBeVisible();
  await notice.getByRole("link", { name: /^PO-\d{4}-\d{3}$/ }).click();
  await expect(page).toHaveURL(/\/app\/orders\/[0-9a-f-]+$/);
  await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
  for (const [name, quantity] of Object.entries(proposed)) {
    const row = page.getByRole("row", { name: new RegExp(`^${name}`) });
    await expect(row.getByRole("cell").first()).toHaveText(new RegExp(`^${quantity} `));
  }

  // What is now on order is not suggested again.
  await page.goto("/app/ordering");
  await page
    .getByRole("combobox", { name: "Supplier" })
    .selectOption({ label: "Metro Foodservice" });
  await expect(page.getByRole("region", { name: "Metro Foodservice" })).toContainText(
    /Nothing to order|more items? ha(s|ve) enough/,
  );

  // A higher service level carries more safety stock on the same line.
  await page.getByRole("combobox", { name: "Supplier" }).selectOption({ label: "All suppliers" });
  // The line with the most safety stock: a line whose safety rounds to 0 at two decimals would
  // read the same at both levels.
  const safetyLines = page
    .getByRole("listitem")
    .filter({ hasText: /kg|lb|pcs|L/ })
    .filter({ hasText: "safety" });
  await expect(safetyLines.first()).toBeVisible();
  const safetyIn = (text: string | null) =>
    Number(text!.match(/\+ safety ([\d.,]+)/)![1]!.replace(",", ""));
  const safeties = (await safetyLines.allTextContents()).map(safetyIn);
  const firstLine = safetyLines.nth(safeties.indexOf(Math.max(...safeties)));
  const safetyOf = async () => safetyIn(await firstLine.textContent());
  const at95 = await safetyOf();
  expect(at95).toBeGreaterThan(0);
  // The item's name: a suggested line's first paragraph, or the name that starts a held row.
  const name = (await firstLine.locator(".font-semibold").first().textContent())!.trim();
  await page.getByRole("combobox", { name: "Service level" }).selectOption({ label: "99%" });
  await expect(page).toHaveURL(/level=0\.99/);
  const same = page
    .getByRole("listitem")
    .filter({ hasText: name })
    .filter({ hasText: "safety" })
    .first();
  await expect.poll(async () => safetyIn(await same.textContent())).toBeGreaterThan(at95);

  // Opening days are kept: a location closed on Sundays stays so.
  await page.goto("/app/settings/locations");
  const sunday = page.getByRole("checkbox", { name: "Sun, open at Main Street Bistro" });
  await expect(sunday).toBeChecked();
  await sunday.uncheck();
  await expect(sunday).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole("checkbox", { name: "Sun, open at Main Street Bistro" }),
  ).not.toBeChecked();
  await page.getByRole("textbox", { name: "Closed on" }).first().fill("2026-12-25");
  await page.getByRole("textbox", { name: "Why (optional)" }).first().fill("Christmas Day");
  await page.getByRole("button", { name: "Mark closed" }).first().click();
  await expect(page.getByText(/Dec 25, 2026 · Christmas Day/)).toBeVisible();

  await page.goto("/app/ordering/accuracy");
  await expect(page.getByRole("heading", { name: "Forecast accuracy" })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Chicken Breast/ })).toContainText("%");
  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    await page.setViewportSize(viewport);
    for (const path of ["/app/ordering", "/app/ordering/accuracy"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `${path} at ${viewport.width} px`);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(sideways, path).toBe(0);
    }
  }
});

test.describe("on a phone", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.242" } });
  test("Suggested orders folds its filters into one line that says what is chosen and opens them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/demo");
    await page.waitForURL(/\/app$/);
    await page.goto("/app/ordering");
    const filters = page.getByRole("button", { name: /^Filters · / });
    await expect(filters).toHaveText(/^Filters · .+ · All suppliers · 95% service level$/);
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    const supplier = page.getByRole("combobox", { name: "Supplier" });
    await expect(supplier).toBeHidden();

    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await supplier.selectOption({ label: "Metro Foodservice" });
    await expect(filters).toContainText("· Metro Foodservice ·");
    await expect(page.getByRole("region", { name: "Metro Foodservice" })).toBeVisible();
    await expectNoSeriousViolations(page, "Suggested orders with its filters open at 375 px");

    // From a tablet's width up the fields are always there, and the folded line is not.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(filters).toBeHidden();
    await expect(supplier).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Service level" })).toBeVisible();
  });
});
