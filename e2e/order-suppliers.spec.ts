import { expect, test } from "@playwright/test";
import { apiAs, createWorkspace, signUp, uniqueEmail } from "./accounts";
import { phone } from "./public-pages";

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.251" } });

// Issue 28, item 4: editing an order on a phone, each line says who is cheaper and opens every
// supplier's price per base unit and its last change.
test("the order editor compares every supplier of a line's item", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await signUp(page, uniqueEmail("buyer", testInfo));
  await createWorkspace(page, "Compare Kitchen", "Mill Street");
  const api = await apiAs(page);
  const w = `/api/w/${api.workspaceId}`;
  const post = async (path: string, data: unknown) => {
    const reply = await api.post(`${w}${path}`, data);
    expect(reply.ok(), await reply.text()).toBe(true);
    return reply.json();
  };
  const [location] = (await api.get(`${w}/locations`)) as { id: string }[];
  const flour = await post("/items", {
    name: "Bread flour",
    baseUnit: "kg",
    packs: [{ name: "bag", quantity: "25", unit: "kg" }],
  });
  const mill = await post("/suppliers", { name: "Stone Mill" });
  const metro = await post("/suppliers", { name: "Metro Cash" });
  await post(`/suppliers/${mill.id}/items`, { itemId: flour.id, unit: "bag", price: "23" });
  await post(`/suppliers/${metro.id}/items`, { itemId: flour.id, unit: "kg", price: "0.95" });
  const order = await post("/orders", {
    supplierId: metro.id,
    locationId: location!.id,
    lines: [{ itemId: flour.id, unit: "kg", quantity: "50", unitPrice: "0.95", taxRate: "0" }],
  });

  await page.goto(`/app/orders/${order.id}`);
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(
    page.getByText("Cheaper at Stone Mill: $0.92 per kg ($0.03 per kg less)"),
  ).toBeVisible();
  await page.getByText("Compare 2 suppliers").click();
  const offers = page.getByRole("list", { name: "Suppliers of this item" });
  await expect(offers.getByRole("listitem")).toHaveCount(2);
  await expect(offers.getByRole("listitem").first()).toContainText("Stone Mill");
  await expect(offers.getByRole("listitem").first()).toContainText("Cheapest");
  await expect(offers.getByRole("listitem").nth(1)).toContainText(
    "$0.03 per kg dearer than Stone Mill",
  );
  // In the editor, a supplier's name does not lead away from the draft.
  await expect(offers.getByRole("link", { name: "Stone Mill" })).toHaveCount(0);
});
