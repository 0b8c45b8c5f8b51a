import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createWorkspace, openScreen, signUp, uniqueEmail } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { nextMail } from "./mail";

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.164" } });

/** Calls Larder's API as the page's signed-in person (with their CSRF token). */
async function apiAs(page: Page) {
  const session = (await (await page.request.get("/api/session")).json()) as {
    csrfToken: string;
    currentWorkspaceId: string;
  };
  const w = `/api/w/${session.currentWorkspaceId}`;
  return {
    post: async (path: string, data: unknown) => {
      const reply = await page.request.post(`${w}${path}`, {
        data,
        headers: { "x-csrf-token": session.csrfToken },
      });
      expect(reply.status(), await reply.text()).toBe(201);
      return reply.json();
    },
    get: async (path: string) => (await page.request.get(`${w}${path}`)).json(),
  };
}

/** The Live Stock Overview's figures of one item: In Hand, Minimum, To Receive. */
async function liveStock(page: Page, name: string) {
  await page.goto("/app/inventory");
  const cells = page.getByRole("row", { name: new RegExp(name) }).getByRole("cell");
  await expect(cells.first()).toBeVisible();
  return {
    inHand: (await cells.nth(0).textContent())!.trim(),
    toReceive: (await cells.nth(2).textContent())!.trim(),
  };
}

test("a purchasing lead orders, sends the PDF, receives a short delivery, enters the invoice, pays part and sees it in Purchases", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signUp(page, uniqueEmail("buyer", testInfo));
  await createWorkspace(page, "Purchasing Kitchen", "Main Street");
  const api = await apiAs(page);
  const [location] = (await api.get("/locations")) as { id: string }[];
  const carried = (minimum: string) => [{ locationId: location!.id, minimum, maximum: null }];
  await api.post("/items", {
    name: "Roma Tomatoes",
    baseUnit: "kg",
    packs: [{ name: "case", quantity: "10", unit: "kg" }],
    parLevels: carried("15"),
    openingStock: [{ locationId: location!.id, quantity: "5", unit: "kg", unitCost: "2.40" }],
  });
  await api.post("/items", {
    name: "Yellow Onions",
    baseUnit: "kg",
    parLevels: carried("5"),
    openingStock: [{ locationId: location!.id, quantity: "4", unit: "kg", unitCost: "1.50" }],
  });

  // The supplier, with where orders go and its terms.
  await openScreen(page, "Suppliers");
  await page.getByRole("button", { name: "Add supplier" }).click();
  const form = page.getByRole("dialog", { name: "Add a supplier" });
  await form.getByRole("textbox", { name: "Name" }).fill("Green Valley Farms");
  await form.getByRole("textbox", { name: "Ordering email" }).fill("orders@greenvalley.test");
  await form.getByRole("textbox", { name: "Payment terms (net days)" }).fill("14");
  // Printed on its invoices: the reader knows the supplier by it.
  await form.getByRole("textbox", { name: "Tax number" }).fill("EIN 12-3456789");
  await form.getByRole("button", { name: "Add supplier" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Green Valley Farms" })).toBeVisible();
  await expect(page.getByText("EIN 12-3456789")).toBeVisible();

  // What they sell: tomatoes by the case of 10 kg, onions by the kilo.
  for (const [search, name, unit, price] of [
    ["Roma", "Roma Tomatoes", "case", "24"],
    ["Onio", "Yellow Onions", "kg", "1.50"],
  ] as const) {
    await page.getByRole("searchbox", { name: "Item" }).fill(search);
    await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    await page.getByRole("combobox", { name: "Sold by the" }).selectOption(unit);
    await page.getByRole("textbox", { name: /^Price per/ }).fill(price);
    await page.getByRole("button", { name: "Add item" }).click();
    await expect(page.getByText(`${name} added at`)).toBeVisible();
  }
  await expect(page.getByText("By the case of 10 kg")).toBeVisible();

  // The order: three cases and ten kilos, from the supplier's page.
  await page.getByRole("link", { name: "New order" }).click();
  await expect(page.getByRole("combobox", { name: "Supplier" })).toHaveValue(/.+/);
  await page.getByRole("button", { name: /Roma Tomatoes \$24\.00/ }).click();
  await page.getByRole("button", { name: /Yellow Onions \$1\.50/ }).click();
  await page.getByRole("textbox", { name: "Quantity of Roma Tomatoes" }).fill("3");
  await page.getByRole("textbox", { name: "Quantity of Yellow Onions" }).fill("10");
  await expect(page.getByText("$87.00").first()).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /PO-\d{4}-001/ })).toBeVisible();
  const orderUrl = page.url();

  // Sent as a PDF by email: the supplier's mail server gets it.
  const since = Date.now();
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Send order" }).click();
  await expect(page.getByText(/was emailed to orders@greenvalley\.test as a PDF/)).toBeVisible();
  const mail = await nextMail("orders@greenvalley.test", since);
  expect(mail.subject).toMatch(/^Purchase order PO-\d{4}-001 from Purchasing Kitchen$/);
  expect(mail.raw).toContain("Content-Type: application/pdf");
  expect(mail.text).toContain("3 case Roma Tomatoes");

  // On its way: 30 kg of tomatoes to receive.
  expect(await liveStock(page, "Roma Tomatoes")).toEqual({ inHand: "5", toReceive: "30" });

  // The delivery: two cases of tomatoes instead of three, the onions in full.
  await page.goto(orderUrl);
  await page.getByRole("link", { name: "Receive delivery" }).click();
  await page
    .getByRole("radiogroup", { name: "How Roma Tomatoes came" })
    .getByText("Short", { exact: true })
    .click();
  await page.getByRole("textbox", { name: "Quantity received (case)" }).first().fill("2");
  await page.getByRole("button", { name: "Receive 2 lines" }).click();
  await expect(page.getByText("Delivery recorded")).toBeVisible();

  // The stock went up by what came; nothing more is expected.
  expect(await liveStock(page, "Roma Tomatoes")).toEqual({ inHand: "25", toReceive: "0" });
  expect(await liveStock(page, "Yellow Onions")).toEqual({ inHand: "14", toReceive: "0" });

  // The invoice bills all three cases: the difference is flagged.
  await page.goto(orderUrl);
  await expect(page.getByText("Received", { exact: true }).first()).toBeVisible();
  // What came is worth $63.00 at the prices charged; the third case ($24.00) never came.
  const figure = (label: string) =>
    page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(figure("Received Value (Incl. Tax)")).toHaveText("$63.00");
  await expect(figure("Never Came")).toHaveText("$24.00");
  await expect(figure("Total (Incl. Tax)")).toHaveText("$87.00");
  // The list says so too, beside what was ordered.
  await page.getByRole("link", { name: "Purchase Orders" }).first().click();
  const listed = page.getByRole("listitem").filter({ hasText: "Green Valley Farms" });
  await expect(listed).toContainText("received $63.00");
  await expect(listed).toContainText("$24.00 never came");
  await page.goto(orderUrl);
  await page.getByRole("link", { name: "Enter invoice" }).click();
  await expect(page.getByRole("textbox", { name: "Quantity (case) of Roma Tomatoes" })).toHaveValue(
    "3",
  );
  await page.getByRole("textbox", { name: "Invoice number" }).fill("GV-1001");
  await page.getByRole("button", { name: "Save invoice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invoice GV-1001" })).toBeVisible();
  await expect(page.getByText("Roma Tomatoes: invoiced 3 case, received 2 case.")).toBeVisible();
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();

  // A part payment: the balance drops, the invoice stays pending.
  await page.getByRole("textbox", { name: "Amount ($)" }).fill("40");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Paid $40.00: $47.00 left to pay.")).toBeVisible();
  const balance = page.getByRole("region", { name: "Figures" });
  await expect(balance).toContainText("$47.00");
  await expect(balance).toContainText("$40.00 paid");

  // Purchases by Supplier, last week: the only supplier, all of the spend, the invoice.
  await openScreen(page, "Purchases");
  await expect(
    page.getByRole("heading", { level: 1, name: "Purchases by Supplier" }),
  ).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Date Range" })).toHaveValue("last-week");
  await expect(
    page.getByRole("img", { name: "Green Valley Farms: 100% of total spend" }),
  ).toBeVisible();
  const row = page.getByRole("row", { name: /GV-1001/ });
  await expect(row).toContainText("$87.00");
  await expect(row.getByRole("cell").nth(6)).toHaveText("$47.00");
  await expect(row.getByRole("cell").nth(7)).toHaveText("Pending");

  // Only paid invoices: none; the chip says so and clears.
  await page.getByRole("button", { name: "Advanced Filters" }).click();
  await page.getByRole("dialog").getByRole("combobox", { name: "Status" }).selectOption("paid");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(
    page.getByText("No invoices from Green Valley Farms match these filters."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Status: Paid (remove)" }).click();
  await expect(row).toBeVisible();

  // The export carries it.
  await page.getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Transactions as CSV" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv).toContain("GV-1001");
  expect(csv).toMatch(/GV-1001,Green Valley Farms,.*,87\.00,87\.00,.*,47\.00,pending/);
});

test("the purchasing screens have no serious or critical accessibility violations at 1280 and 375 px", async ({
  page,
}) => {
  // Twenty-eight screens scanned for accessibility, each at its own page load.
  test.setTimeout(400_000);
  await page.goto("/demo");
  await page.waitForURL(/\/app$/);
  const api = await apiAs(page);
  const orders = (await api.get("/orders?limit=50")).orders as { id: string; status: string }[];
  const sent = orders.find((order) => order.status === "sent")!;
  const suppliers = (await api.get("/suppliers")) as { id: string }[];
  const payables = (await api.get("/payables")).invoices as { id: string }[];
  const screens = [
    "/app/purchases",
    "/app/payables",
    "/app/credits",
    "/app/orders",
    `/app/orders/${sent.id}`,
    `/app/orders/${sent.id}/receive`,
    "/app/orders/new",
    "/app/suppliers",
    `/app/suppliers/${suppliers[0]!.id}`,
    `/app/invoices/${payables[0]!.id}`,
    "/app/invoices/new",
    "/app/settings/purchasing",
    "/app/settings/accounting",
    "/app/reports/spend",
  ];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `${screen} at ${width} px`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
