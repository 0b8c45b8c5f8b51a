import { expect, test } from "@playwright/test";
import { apiAs, createWorkspace, signUp, uniqueEmail } from "./accounts";
import { expectNoSeriousViolations } from "./axe";

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.247" } });

// Issue 28, item 3: an invoice's lines booked to categories (suggested from the items, changed
// once and remembered), the owner's chart of accounts imported and mapped, the Xero export
// split by account, and spend by category read beside the month.
test("an owner codes an invoice line, maps the chart of accounts and reads spend by category", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, uniqueEmail("books", testInfo));
  await createWorkspace(page, "Books Kitchen", "Harbor Street");
  const api = await apiAs(page);
  const w = `/api/w/${api.workspaceId}`;
  const post = async (path: string, data: unknown) => {
    const reply = await api.post(`${w}${path}`, data);
    expect(reply.ok(), await reply.text()).toBe(true);
    return reply.json();
  };
  const categories = (await api.get(`${w}/categories`)) as {
    id: string;
    name: string;
  }[];
  const category = (name: string) => categories.find((c) => c.name === name)!.id;
  const spinach = await post("/items", {
    name: "Baby spinach",
    baseUnit: "kg",
    categoryId: category("Vegetables"),
  });
  const salmon = await post("/items", {
    name: "Salmon fillet",
    baseUnit: "kg",
    categoryId: category("Protein"),
  });
  const supplier = await post("/suppliers", { name: "Harbor Foods" });
  const today = new Date().toISOString().slice(0, 10);
  const invoice = await post("/invoices", {
    supplierId: supplier.id,
    number: "HF-2201",
    effectiveDate: today,
    lines: [
      {
        itemId: spinach.id,
        description: "Baby spinach",
        unit: "kg",
        quantity: "10",
        unitPrice: "7.40",
      },
      {
        itemId: salmon.id,
        description: "Salmon fillet",
        unit: "kg",
        quantity: "5",
        unitPrice: "21",
      },
      { description: "FUEL SURCHARGE", quantity: "1", unitPrice: "4.50" },
    ],
  });

  // Each line says where it is booked; the salmon comes frozen, so the owner books it there.
  await page.goto(`/app/invoices/${invoice.id}`);
  const line = (text: string) => page.getByRole("listitem").filter({ hasText: text });
  await expect(line("Baby spinach").getByLabel("Booked to")).toHaveValue("food_produce");
  await expect(line("FUEL SURCHARGE").getByLabel("Booked to")).toHaveValue("transport");
  await expect(line("Salmon fillet").getByLabel("Booked to")).toHaveValue("food_seafood");
  await line("Salmon fillet").getByLabel("Booked to").selectOption("food_frozen");
  await expect(line("Salmon fillet").getByRole("status")).toHaveText(
    "Saved; this supplier's next invoice books it the same way.",
  );
  await expectNoSeriousViolations(page);

  // The chart of accounts from Xero, and frozen food booked to its own account.
  await page.goto("/app/settings/accounting");
  await expect(page.getByText("None imported")).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: "ChartOfAccounts.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "*Code,*Name,*Type,*Tax Code,Description",
        "500,Food Purchases,Direct Costs,Tax on Purchases,",
        "505,Frozen Food,Direct Costs,Tax on Purchases,",
        "520,Freight & Courier,Expense,Tax on Purchases,",
      ].join("\n"),
    ),
  });
  await page.getByRole("button", { name: "Import chart" }).click();
  await expect(page.getByText("Imported 3 accounts from ChartOfAccounts.csv.")).toBeVisible();
  await page
    .getByLabel(/^Food: frozen/)
    .selectOption({ label: "505 · Frozen Food (Direct Costs)" });
  await page
    .getByLabel(/^Delivery and transport/)
    .selectOption({ label: "520 · Freight & Courier (Expense)" });
  await page.getByRole("button", { name: "Save accounts" }).click();
  await expect(
    page.getByText("Saved 2 categories. The next exports book them there."),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  // Xero's bills: the invoice split by account.
  const xero = await (
    await page.request.get(`${w}/accounting/export?system=xero&what=bills`)
  ).text();
  const rows = xero.split(/\r?\n/).filter((row) => row.includes(",HF-2201,"));
  expect(rows.map((row) => row.split(",").slice(6, 9))).toEqual([
    ["1", "74.00", "310"],
    ["1", "105.00", "505"],
    ["1", "4.50", "520"],
  ]);

  // Spend by category: $179.00 of food, $4.50 of delivery.
  await page.goto("/app/purchases");
  await page.getByRole("link", { name: "Spend by category" }).click();
  await expect(page).toHaveURL(/\/app\/reports\/spend$/);
  await expect(page.getByRole("heading", { name: "Spend by category", level: 1 })).toBeVisible();
  const headline = page.locator("dl").first();
  await expect(headline).toContainText("Cost of goods");
  await expect(headline).toContainText("$179.00");
  const food = page.getByRole("region", { name: "Cost of goods: food" });
  await expect(food.getByRole("row", { name: /Food: frozen/ })).toContainText("$105.00");
  await expect(food.getByRole("row", { name: /Food: produce/ })).toContainText("$74.00");
  const operating = page.getByRole("region", { name: "Operating expenses" });
  await expect(operating.getByRole("row", { name: /Delivery and transport/ })).toContainText(
    "$4.50",
  );
  await expectNoSeriousViolations(page);
});
