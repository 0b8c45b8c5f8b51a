import { expect, test } from "@playwright/test";
import { apiAs } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { whatDoesNotFit } from "./phone-fit";
import { phone } from "./public-pages";

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.163" } });

// Issue 26, item 11: an item out of stock that a forgotten draft covers shows, with the draft
// named; "N more items have enough" opens to list those items and why.
test("suggested orders show every low or out item, and the items with enough open", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  const api = await apiAs(page);
  const w = `/api/w/${api.workspaceId}`;
  const locations = (await api.get(`${w}/locations`)) as { id: string; name: string }[];
  const bistro = locations.find((location) => location.name === "Main Street Bistro")!;
  const created = async (path: string, data: unknown) => {
    const reply = await api.post(`${w}${path}`, data);
    expect(reply.status(), await reply.text()).toBe(201);
    return (await reply.json()) as { id: string; number?: string };
  };
  const supplier = await created("/suppliers", { name: "Tideline Spices", deliveryDays: [] });
  const item = (name: string, quantity: string) =>
    created("/items", {
      name,
      baseUnit: "kg",
      parLevels: [{ locationId: bistro.id, minimum: "2", maximum: "4" }],
      openingStock:
        quantity === "0" ? [] : [{ locationId: bistro.id, quantity, unit: "kg", unitCost: "20" }],
    });
  const sumac = await item("Sumac", "0");
  const zaatar = await item("Za'atar", "30");
  for (const { id } of [sumac, zaatar])
    await created(`/suppliers/${supplier.id}/items`, {
      itemId: id,
      unit: "kg",
      price: "20",
      preferred: true,
    });
  const draft = await created("/orders", {
    supplierId: supplier.id,
    locationId: bistro.id,
    lines: [{ itemId: sumac.id, unit: "kg", quantity: "5", unitPrice: "20", taxRate: "0" }],
  });

  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    await page.setViewportSize(viewport);
    await page.goto(`/app/ordering?location=${bistro.id}&supplier=${supplier.id}`);
    const card = page.getByRole("region", { name: "Tideline Spices" });
    await expect(card).toContainText("Nothing to order until then.");
    const out = card.getByRole("listitem").filter({ hasText: "Sumac" });
    await expect(out).toContainText("Out");
    await expect(out).toContainText(`on draft ${draft.number}, not sent`);

    const more = card.getByRole("button", { name: "1 more item has enough" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(card.getByText("Za'atar")).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    const enough = card.getByRole("listitem").filter({ hasText: "Za'atar" });
    await expect(enough).toBeVisible();
    await expect(enough).toContainText("30 kg on hand");
    await expect(enough).toContainText(/enough on hand until \w+day's delivery/);
    await expectNoSeriousViolations(page, `Suggested orders at ${viewport.width} px`);
    if (viewport.width === phone.width) expect(await whatDoesNotFit(page)).toEqual([]);
  }
});
