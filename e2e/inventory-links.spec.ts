import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { inSight } from "./phone-fit";
import { phone } from "./public-pages";

// The dashboard's Low Stock card and each alert lead somewhere (issue 26, item 12): the card to
// the full inventory filtered to low and out items, an alert to its item. The full inventory is
// filtered by status and sorted by its columns in the server, and keeps both in its address.
// Each viewport opens a demo of its own, from a network of its own (playwright.config.ts).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.222" } });

/** The names the full inventory shows, in order: table rows, or cards on a phone. */
function listedNames(page: Page, wide: boolean) {
  return wide
    ? page.getByRole("table").locator("tbody").getByRole("rowheader")
    : page
        .getByRole("list", { name: /^Items at / })
        .getByRole("listitem")
        .getByRole("link");
}

for (const viewport of [{ width: 1280, height: 800 }, phone]) {
  const wide = viewport.width > 400;
  test(`the Low Stock card opens the low and out items, sorted by on hand, and an alert opens its item, at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.goto("/demo");
    await expect(page).toHaveURL(/\/app$/);

    // The card's figure, then the card's link.
    const card = page.getByRole("group", { name: "Low Stock" });
    const figure = Number(await card.getByText(/^\d+$/).innerText());
    expect(figure).toBeGreaterThan(0);
    await card.getByRole("link", { name: /View low and out items/ }).click();
    await expect(page).toHaveURL(/\/app\/inventory\/items\?status=short$/);
    await expect(page.getByRole("heading", { level: 1, name: "Full Inventory" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("short");
    await expect(page.getByText(`${figure} items · Low or out of stock`)).toBeVisible();
    const names = listedNames(page, wide);
    await expect(names).toHaveCount(figure);
    // Only low and out items: no row or card says In Stock.
    const list = wide ? page.getByRole("table") : page.getByRole("list", { name: /^Items at / });
    await expect(list.getByText("In Stock", { exact: true })).toHaveCount(0);
    await expect(list.getByText("Out of Stock", { exact: true }).first()).toBeVisible();

    // The filter survives a reload: it is in the address.
    await page.reload();
    await expect(page.getByText(`${figure} items · Low or out of stock`)).toBeVisible();
    await expect(names).toHaveCount(figure);

    // Sorted by on hand, the empty shelf comes first; the other way, last.
    if (wide) {
      const heading = page.getByRole("columnheader", { name: "In Hand" });
      await heading.getByRole("button").click();
      await expect(heading).toHaveAttribute("aria-sort", "ascending");
      await expect(names.first()).toHaveText("Crème Fraîche");
      await heading.getByRole("button").click();
      await expect(heading).toHaveAttribute("aria-sort", "descending");
    } else {
      await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "In Hand" });
      await expect(names.first()).toHaveText("Crème Fraîche");
      await page.getByRole("button", { name: "Ascending: show descending" }).click();
    }
    await expect(names.last()).toHaveText("Crème Fraîche");
    await expect(page).toHaveURL(/status=short/);
    await expect(page).toHaveURL(/sort=onHand/);
    await expect(page).toHaveURL(/direction=desc/);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, `the filtered full inventory at ${viewport.width} px`);

    // The status filter's other choices ask the server too.
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Out of Stock" });
    await expect(page.getByText("1 item · Out of Stock")).toBeVisible();
    await expect(names).toHaveText(["Crème Fraîche"]);

    // An alert leads to its item.
    await page.goto("/app");
    const alerts = page.getByRole("button", { name: /^Alerts,/ });
    await alerts.click();
    const alert = page.getByRole("link", {
      name: /Crème Fraîche is out of stock at Main Street Bistro/,
    });
    await expect(alert).toBeVisible();
    // On a phone the Alerts button wraps to the left: its panel opens rightwards, on the screen.
    expect(await inSight(alert)).toBe(true);
    await expectNoSeriousViolations(
      page,
      `the alerts at ${viewport.width} px`,
      `[id="${await alerts.getAttribute("aria-controls")}"]`,
    );
    await alert.click();
    await expect(page).toHaveURL(/\/app\/inventory\/items\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Crème Fraîche" })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}
