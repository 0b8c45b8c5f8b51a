import { expect, test, type Page } from "@playwright/test";
import { openDemoAt } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { whatDoesNotFit } from "./phone-fit";

// A network of its own: the suite opens more demos than one network may in an hour.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.205" } });

/** One plate's row (a card on a phone) in the "By menu item" table. */
function plate(page: Page, name: string, phone: boolean) {
  const byItem = page.getByRole("region", { name: "By menu item" });
  return phone
    ? byItem.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) })
    : byItem.getByRole("row", { name: new RegExp(`^${name}`) });
}

for (const width of [1280, 375]) {
  test(`menu engineering compares the drinks among themselves when Drinks is chosen at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const phone = width < 768;
    await openDemoAt(page, width);
    await page.goto("/app/menu/engineering");
    await expect(page.getByRole("heading", { level: 1, name: "Menu engineering" })).toBeVisible();

    // Against the whole menu the mains set the margin bar: the house red sells but earns little.
    const red = plate(page, "Glass of House Red", phone);
    await expect(red).toContainText("Plowhorse");
    await expect(page.getByRole("region", { name: "By menu item" })).toContainText("Mains");

    const section = page.getByRole("combobox", { name: "Section" });
    await section.selectOption({ label: "Drinks" });
    await expect(page).toHaveURL(/[?&]section=[0-9a-f-]{36}/);
    await expect(
      page.getByText(/^The plates of Drinks are compared among themselves/),
    ).toBeVisible();
    // Among drinks it earns more than most and sells more than its share: a star.
    await expect(red).toContainText("Star");
    await expect(page.getByRole("region", { name: "By menu item" })).not.toContainText("Mains");
    await expect(page.getByRole("region", { name: "Popularity and margin" })).toContainText(
      "plates sold in Drinks",
    );
    if (phone) expect(await whatDoesNotFit(page)).toEqual([]);
    await expectNoSeriousViolations(page, `menu engineering of Drinks at ${width} px`);

    // The choice is kept in the address: a reload, or a shared link, shows the drinks again.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Section" })).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(plate(page, "Glass of House Red", phone)).toContainText("Star");
    await page.getByRole("combobox", { name: "Section" }).selectOption({ label: "The whole menu" });
    await expect(page).not.toHaveURL(/section=/);
    await expect(plate(page, "Glass of House Red", phone)).toContainText("Plowhorse");
  });
}
