/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";

// Issue 28, item 3: invoice lines and expenses coded to accounting categories, suggested from
// the item's category, remembered per supplier item, mapped to the workspace's own chart of
// accounts, split by account in the exports, and reported by category beside sales.
const context = useServerWithMailbox();
let kitchen: Kitchen;
let spinach: string;
let salmon: string;
let harbor: string;

const month = "2026-10";

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Books Kitchen");
  spinach = await addItem(kitchen, {
    name: "Baby Spinach",
    baseUnit: "kg",
    categoryId: kitchen.categories.Vegetables,
  });
  salmon = await addItem(kitchen, {
    name: "Salmon Fillet",
    baseUnit: "kg",
    categoryId: kitchen.categories.Protein,
  });
  harbor = await addSupplier(kitchen, "Harbor Foods");
}, 60_000);

const enter = async (supplierId: string, number: string, lines: Record<string, unknown>[]) => {
  const entered = await kitchen.owner.post(kitchen.path("/invoices"), {
    supplierId,
    number,
    locationId: kitchen.main.id,
    effectiveDate: `${month}-12`,
    lines,
  });
  expect(entered.status, JSON.stringify(entered.body)).toBe(201);
  return entered.body;
};

const coded = (invoice: any) =>
  Object.fromEntries(invoice.lines.map((line: any) => [line.description, line.accountCategory]));

describe("invoice lines coded to the books", () => {
  it("suggests a category from the item, remembers a change per supplier item, and audits it", async () => {
    const first = await enter(harbor, "HF-100", [
      {
        itemId: spinach,
        description: "Baby spinach 4x2.5 lb",
        unit: "kg",
        quantity: "10",
        unitPrice: "7.40",
      },
      {
        itemId: salmon,
        description: "Salmon fillet",
        unit: "kg",
        quantity: "5",
        unitPrice: "21.00",
      },
      { description: "FUEL SURCHARGE", quantity: "1", unitPrice: "4.50" },
    ]);
    expect(coded(first)).toEqual({
      "Baby spinach 4x2.5 lb": "food_produce",
      "Salmon fillet": "food_seafood",
      "FUEL SURCHARGE": "transport",
    });

    // This salmon comes frozen: the purchasing lead codes it so, once.
    const line = first.lines.find((l: any) => l.itemId === salmon);
    const recoded = await kitchen.owner.patch(
      kitchen.path(`/invoices/${first.id}/lines/${line.id}`),
      { accountCategory: "food_frozen" },
    );
    expect(recoded.status, JSON.stringify(recoded.body)).toBe(200);
    expect(coded(recoded.body)["Salmon fillet"]).toBe("food_frozen");
    const bad = await kitchen.owner.patch(kitchen.path(`/invoices/${first.id}/lines/${line.id}`), {
      accountCategory: "caviar",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Choose an accounting category");
    const log = await kitchen.owner.get(kitchen.path("/audit?area=invoices"));
    expect(JSON.stringify(log.body)).toContain(
      "coded “Salmon fillet” on invoice HF-100 from Harbor Foods to Food: frozen (was Food: fish and seafood)",
    );

    // The next invoice from Harbor codes its salmon and its surcharge as before; another
    // supplier's salmon is still suggested from the item.
    const second = await enter(harbor, "HF-101", [
      { itemId: salmon, description: "SALMON FIL 10#", quantity: "4", unitPrice: "20.50" },
      { description: "Fuel surcharge", quantity: "1", unitPrice: "4.50" },
    ]);
    expect(coded(second)).toEqual({
      "SALMON FIL 10#": "food_frozen",
      "Fuel surcharge": "transport",
    });
    const other = await addSupplier(kitchen, "Pier Fish Co");
    const third = await enter(other, "PF-1", [
      { itemId: salmon, description: "Salmon", quantity: "2", unitPrice: "22" },
    ]);
    expect(coded(third)).toEqual({ Salmon: "food_seafood" });
    // A category sent with the line wins, and is remembered.
    const fourth = await enter(other, "PF-2", [
      {
        itemId: salmon,
        description: "Salmon",
        quantity: "1",
        unitPrice: "22",
        accountCategory: "food_other",
      },
    ]);
    expect(coded(fourth)).toEqual({ Salmon: "food_other" });
    const fifth = await enter(other, "PF-3", [
      { itemId: salmon, description: "Salmon", quantity: "1", unitPrice: "22" },
    ]);
    expect(coded(fifth)).toEqual({ Salmon: "food_other" });
  });

  it("imports the chart of accounts, maps categories to it, and splits each bill by account", async () => {
    const xeroChart = [
      "*Code,*Name,*Type,*Tax Code,Description,Dashboard,Expense Claims,Enable Payments,Balance",
      "200,Sales,Revenue,Tax on Sales,,No,No,No,",
      '500,"Food Purchases",Direct Costs,Tax on Purchases,Food for the kitchen,No,No,No,',
      "505,Frozen Food,Direct Costs,Tax on Purchases,,No,No,No,",
      "520,Freight & Courier,Expense,Tax on Purchases,,No,No,No,",
      "",
    ].join("\n");
    const imported = await kitchen.owner.post(kitchen.path("/accounting/chart"), {
      csv: xeroChart,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.accounts.map((a: any) => [a.code, a.name, a.type])).toEqual([
      ["200", "Sales", "Revenue"],
      ["500", "Food Purchases", "Direct Costs"],
      ["505", "Frozen Food", "Direct Costs"],
      ["520", "Freight & Courier", "Expense"],
    ]);
    const account = (name: string) => imported.body.accounts.find((a: any) => a.name === name).id;
    const mapped = await kitchen.owner.put(kitchen.path("/accounting/categories"), {
      mappings: [
        { category: "food_produce", accountId: account("Food Purchases") },
        { category: "food_seafood", accountId: account("Food Purchases") },
        { category: "food_frozen", accountId: account("Frozen Food") },
        { category: "transport", accountId: account("Freight & Courier") },
      ],
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const uses = Object.fromEntries(
      mapped.body.categories.map((c: any) => [c.category, [c.lines, c.expenses]]),
    );
    expect(uses).toMatchObject({ food_produce: [1, 0], food_frozen: [2, 0], transport: [2, 0] });

    const range = `&from=${month}-01&to=${month}-31`;
    const xero = String(
      (await kitchen.owner.get(kitchen.path(`/accounting/export?system=xero&what=bills${range}`)))
        .body,
    ).split(/\r?\n/);
    const hf100 = xero.filter((row) => row.includes(",HF-100,"));
    // Three lines in three accounts: $74.00 of spinach, $105.00 of frozen salmon, $4.50 fuel.
    expect(hf100.map((row) => row.split(",").slice(5, 9))).toEqual([
      ["Baby spinach 4x2.5 lb", "1", "74.00", "500"],
      ["Salmon fillet", "1", "105.00", "505"],
      ["FUEL SURCHARGE", "1", "4.50", "520"],
    ]);
    const qbo = String(
      (
        await kitchen.owner.get(
          kitchen.path(`/accounting/export?system=quickbooks&what=bills${range}`),
        )
      ).body,
    ).split(/\r?\n/);
    // Pier Fish's two salmon lines in "Food: other" go to QuickBooks' default account.
    expect(
      qbo.filter((row) => row.startsWith("PF-")).map((row) => row.split(",").slice(7)),
    ).toEqual([
      ["Food Purchases", "Salmon", "44.00"],
      ["Cost of Goods Sold", "Salmon", "22.00"],
      ["Cost of Goods Sold", "Salmon", "22.00"],
    ]);

    // A bill with two lines in one account is one row of their sum.
    await enter(harbor, "HF-102", [
      { itemId: spinach, description: "Spinach", quantity: "2", unitPrice: "7.40" },
      {
        itemId: salmon,
        description: "Salmon",
        quantity: "1",
        unitPrice: "21",
        accountCategory: "food_seafood",
      },
    ]);
    const again = String(
      (await kitchen.owner.get(kitchen.path(`/accounting/export?system=xero&what=bills${range}`)))
        .body,
    );
    expect(again).toContain(
      ',HF-102,10/12/2026,10/26/2026,"2 lines: Spinach, Salmon",1,35.80,500,',
    );

    // Imported again from QuickBooks without Frozen Food: frozen goes back to its default.
    const quickbooksChart = [
      "Account List",
      "Books Kitchen",
      "",
      "Account,Type,Detail type,Description,Balance",
      "Food Purchases,Cost of Goods Sold,Supplies & Materials - COGS,,0.00",
      "Freight & Courier,Expenses,Shipping,,0.00",
      "",
      '"Sunday, December 6, 2026 09:12 PM GMT-05:00"',
    ].join("\n");
    const reimported = await kitchen.owner.post(kitchen.path("/accounting/chart"), {
      csv: quickbooksChart,
    });
    expect(reimported.status, JSON.stringify(reimported.body)).toBe(200);
    expect(reimported.body.accounts.map((a: any) => a.name)).toEqual([
      "Food Purchases",
      "Freight & Courier",
    ]);
    const byCategory = Object.fromEntries(
      reimported.body.categories.map((c: any) => [c.category, c.accountId]),
    );
    expect(byCategory.food_frozen).toBeNull();
    expect(byCategory.food_produce).toBe(reimported.body.accounts[0].id);
    const log = JSON.stringify(
      (await kitchen.owner.get(kitchen.path("/audit?area=settings"))).body,
    );
    expect(log).toContain("mapped Food: produce to Food Purchases");
    expect(log).toContain("imported the chart of accounts (2 accounts, 2 no longer in it removed)");
  });

  it("refuses a file that is not a chart, and an account of another chart", async () => {
    const notChart = await kitchen.owner.post(kitchen.path("/accounting/chart"), {
      csv: "Date,Amount\n2026-10-01,12.00\n",
    });
    expect(notChart.status).toBe(400);
    expect(notChart.body.message).toContain("No column of account names was found");
    const binary = await kitchen.owner.post(kitchen.path("/accounting/chart"), {
      csv: "Name\n\u0000\u0001\u0002",
    });
    expect(binary.status).toBe(400);
    expect(binary.body.message).toContain("control character");
    const twice = await kitchen.owner.put(kitchen.path("/accounting/categories"), {
      mappings: [
        { category: "rent", accountId: null },
        { category: "rent", accountId: null },
      ],
    });
    expect(twice.status).toBe(400);
    const elsewhere = await kitchen.owner.put(kitchen.path("/accounting/categories"), {
      mappings: [{ category: "rent", accountId: "7B0A6C2E-1F3D-4E5A-9B8C-0D1E2F3A4B5C" }],
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toContain("not in this workspace's chart of accounts");
  });

  it("reports spend by category and month beside sales: the cost of goods", async () => {
    const expense = await kitchen.owner.post(kitchen.path("/expenses"), {
      category: "repairs",
      locationId: kitchen.main.id,
      payee: "Cold Room Services",
      amount: "180.00",
      tax: "15.98",
      method: "card",
      incurredOn: `${month}-20`,
    });
    expect(expense.status, JSON.stringify(expense.body)).toBe(201);
    const ticket = await kitchen.owner.post(kitchen.path("/sales/tickets"), {
      locationId: kitchen.main.id,
      ticket: "T-2001",
      soldAt: `${month}-15T19:30:00Z`,
      lines: [{ name: "Seared salmon", quantity: "40", netSales: "1100.00" }],
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);

    const report = await kitchen.owner.get(
      kitchen.path(`/reports/spend?from=${month}&to=${month}`),
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const groups = Object.fromEntries(
      report.body.groups.map((g: any) => [
        g.group,
        Object.fromEntries(g.categories.map((c: any) => [c.category, c.total])),
      ]),
    );
    // Food: 74.00 + 14.80 spinach; 105.00 + 82.00 frozen salmon; 44.00 + 21.00 seafood;
    // 44.00 other. Transport 9.00 and repairs 180.00 (before tax) are operating.
    expect(groups).toEqual({
      food: {
        food_seafood: "65.00",
        food_produce: "88.80",
        food_frozen: "187.00",
        food_other: "44.00",
      },
      operating: { repairs: "180.00", transport: "9.00" },
    });
    expect(report.body.costOfGoods.total).toBe("384.80");
    expect(report.body.sales).toEqual({
      byMonth: { [month]: "1100.00" },
      total: "1100.00",
      costPercent: { byMonth: { [month]: "34.98" }, total: "34.98" },
    });
    expect(report.body.expensesIncluded).toBe(true);

    // A delivery on an order no invoice bills yet counts, by its item, until the invoice does.
    const order = await kitchen.owner.post(kitchen.path("/orders"), {
      supplierId: harbor,
      locationId: kitchen.main.id,
      lines: [{ itemId: spinach, unit: "kg", quantity: "6", unitPrice: "7.50", taxRate: "0" }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(
      (await kitchen.owner.post(kitchen.path(`/orders/${order.body.id}/send`), {})).status,
    ).toBe(200);
    const came = await kitchen.owner.post(kitchen.path(`/orders/${order.body.id}/receipts`), {
      lines: [
        {
          orderLineId: order.body.lines[0].id,
          expectedReceived: "0",
          quantity: "6",
          outcome: "received",
        },
      ],
    });
    expect(came.status, JSON.stringify(came.body)).toBe(201);
    const produceNow = async () => {
      const now = (await kitchen.owner.get(kitchen.path("/reports/spend"))).body;
      const thisMonth = now.months.at(-1);
      const food = now.groups.find((g: any) => g.group === "food");
      const produce = food?.categories.find((c: any) => c.category === "food_produce");
      return [produce?.byMonth[thisMonth], now.awaitingInvoice.byMonth[thisMonth]];
    };
    expect(await produceNow()).toEqual(["45.00", "45.00"]);
    const billed = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId: harbor,
      number: "HF-200",
      // The first of the kitchen's month: the same month as the delivery, whatever the hour.
      effectiveDate: `${(await kitchen.owner.get(kitchen.path("/reports/spend"))).body.months.at(-1)}-01`,
      orderIds: [order.body.id],
      lines: [
        { itemId: spinach, description: "Spinach", unit: "kg", quantity: "6", unitPrice: "7.40" },
      ],
    });
    expect(billed.status, JSON.stringify(billed.body)).toBe(201);
    expect(await produceNow()).toEqual(["44.40", "0.00"]);

    // An invoice entered by its totals only counts where its supplier's lines are booked most:
    // a paper supplier's $30.00 goes to paper and packaging, not "Food: other".
    const paperSupplier = await addSupplier(kitchen, "Coastal Paper", { minimumOrder: null });
    const itemised = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId: paperSupplier,
      number: "CP-1",
      effectiveDate: `${month}-05`,
      lines: [
        {
          description: "Napkins",
          quantity: "2",
          unitPrice: "6.00",
          accountCategory: "paper_packaging",
        },
      ],
    });
    expect(itemised.status, JSON.stringify(itemised.body)).toBe(201);
    const totalsOnly = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId: paperSupplier,
      number: "CP-2",
      effectiveDate: `${month}-06`,
      totalExclTax: "30.00",
      totalInclTax: "30.00",
    });
    expect(totalsOnly.status, JSON.stringify(totalsOnly.body)).toBe(201);
    const after = (
      await kitchen.owner.get(kitchen.path(`/reports/spend?from=${month}&to=${month}`))
    ).body;
    const supplies = after.groups.find((g: any) => g.group === "supplies");
    expect(supplies.categories.find((c: any) => c.category === "paper_packaging").total).toBe(
      "42.00",
    );
    expect(
      after.groups
        .find((g: any) => g.group === "food")
        .categories.find((c: any) => c.category === "food_other").total,
    ).toBe("44.00");

    const backwards = await kitchen.owner.get(
      kitchen.path("/reports/spend?from=2026-10&to=2026-01"),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain("The first month cannot be after the last");
  });
});
