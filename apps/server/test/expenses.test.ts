/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { addDays, addMonths } from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addMember, buildKitchen, type Kitchen } from "./kitchen";
import { day } from "./purchasing-kit";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

const record = (body: Record<string, unknown>) =>
  kitchen.owner.post(kitchen.path("/expenses"), { method: "card", ...body });

describe("expenses", () => {
  it("are recorded, listed with their sum, corrected and removed", async () => {
    const power = await record({
      category: "utilities",
      locationId: kitchen.main.id,
      payee: "City Power",
      amount: "412.30",
      tax: "24.74",
      incurredOn: day(-2),
    });
    expect(power.status, JSON.stringify(power.body)).toBe(201);
    expect(power.body).toMatchObject({ total: "437.04", locationName: expect.any(String) });
    const ad = await record({
      category: "marketing",
      payee: "Local Paper",
      amount: "95",
      incurredOn: day(-1),
    });
    expect(ad.status).toBe(201);

    const listed = await kitchen.owner.get(kitchen.path("/expenses"));
    expect(listed.body.rows.map((row: any) => row.payee)).toEqual(["Local Paper", "City Power"]);
    expect([listed.body.total, listed.body.sum]).toEqual([2, "532.04"]);
    const filtered = await kitchen.owner.get(
      kitchen.path(`/expenses?category=utilities&locationId=${kitchen.main.id}`),
    );
    expect(filtered.body.sum).toBe("437.04");

    const fixed = await kitchen.owner.patch(kitchen.path(`/expenses/${ad.body.id}`), {
      amount: "105.50",
    });
    expect(fixed.body.total).toBe("105.50");
    expect((await kitchen.owner.delete(kitchen.path(`/expenses/${ad.body.id}`))).status).toBe(204);
    expect((await kitchen.owner.get(kitchen.path("/expenses"))).body.sum).toBe("437.04");
  });

  it("say what is wrong with what was typed", async () => {
    const bad = await record({
      category: "caviar",
      payee: "",
      amount: "-3",
      incurredOn: "0000-01-01",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue: any) => issue.message)).toEqual(
      expect.arrayContaining([
        "Choose what the expense is for.",
        "Enter who was paid.",
        "The amount cannot be negative.",
      ]),
    );
    const rule = await kitchen.owner.post(kitchen.path("/recurring-expenses"), {
      category: "rent",
      payee: "Landlord",
      amount: "3000",
      method: "bank_transfer",
      frequency: "monthly",
      startsOn: day(0),
      endsOn: day(-1),
    });
    expect(rule.status).toBe(400);
    expect(rule.body.issues[0].message).toBe("The last date cannot be before the first.");
  });

  it("come back on their schedule, each once, and one deleted stays deleted", async () => {
    const starts = addMonths(day(0), -3);
    const rule = await kitchen.owner.post(kitchen.path("/recurring-expenses"), {
      category: "rent",
      payee: "Harbour Properties",
      amount: "3000",
      method: "bank_transfer",
      frequency: "monthly",
      startsOn: starts,
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const rents = async () =>
      (await kitchen.owner.get(kitchen.path("/expenses?category=rent"))).body.rows.map(
        (row: any) => row.incurredOn,
      );
    const expected = [0, 1, 2, 3].map((n) => addMonths(starts, n)).reverse();
    expect(await rents()).toEqual(expected);
    const rules = await kitchen.owner.get(kitchen.path("/recurring-expenses"));
    expect(rules.body[0]).toMatchObject({
      payee: "Harbour Properties",
      nextOn: addMonths(starts, 4),
    });

    const oldest = (await kitchen.owner.get(kitchen.path("/expenses?category=rent"))).body.rows.at(
      -1,
    );
    expect((await kitchen.owner.delete(kitchen.path(`/expenses/${oldest.id}`))).status).toBe(204);
    expect(await rents()).toEqual(expected.slice(0, 3));

    // Ended yesterday: nothing more comes.
    const ended = await kitchen.owner.put(kitchen.path(`/recurring-expenses/${rule.body.id}`), {
      category: "rent",
      payee: "Harbour Properties",
      amount: "3000",
      method: "bank_transfer",
      frequency: "monthly",
      startsOn: starts,
      endsOn: addDays(day(0), -1),
    });
    expect(ended.status).toBe(204);
    expect(
      (await kitchen.owner.get(kitchen.path("/recurring-expenses"))).body[0].nextOn,
    ).toBeNull();
  });

  it("add up by category, location and month in the report", async () => {
    const month = day(0).slice(0, 7);
    const report = await kitchen.owner.get(
      kitchen.path(`/expenses/report?from=${addMonths(`${month}-01`, -3).slice(0, 7)}&to=${month}`),
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.months).toHaveLength(4);
    const rent = report.body.categories.find((row: any) => row.category === "rent");
    expect(rent.total).toBe("9000.00");
    const utilities = report.body.categories.find((row: any) => row.category === "utilities");
    expect(utilities.byMonth[day(-2).slice(0, 7)]).toBe("437.04");
    expect(report.body.total).toBe("9437.04");
    const places = report.body.locations.map((row: any) => [row.name, row.total]);
    expect(places).toContainEqual(["Whole business", "9000.00"]);
    const sum = report.body.categories.reduce(
      (total: number, row: any) => total + Math.round(Number(row.total) * 100),
      0,
    );
    expect(sum).toBe(943_704);
  });

  it("export for QuickBooks Online and Xero, and as a spreadsheet", async () => {
    const quickbooks = await kitchen.owner.get(
      kitchen.path("/accounting/export?system=quickbooks&what=expenses"),
    );
    expect(quickbooks.status).toBe(200);
    const [header, ...rows] = (quickbooks.body as string).trim().split(/\r?\n/);
    expect(header).toBe(
      "Ref No,Payment Date,Payee,Payment Account,Payment Method,Location,Expense Account,Expense Description,Expense Line Amount",
    );
    expect(rows.find((row) => row.includes("City Power"))).toMatch(
      /,City Power,Credit Card,Card,[^,]+,Utilities,Utilities,437\.04$/,
    );
    const xero = await kitchen.owner.get(
      kitchen.path("/accounting/export?system=xero&what=expenses"),
    );
    expect((xero.body as string).split(/\r?\n/)[0]).toContain("*ContactName,*InvoiceNumber");
    expect(xero.body).toContain("Harbour Properties");
    expect(xero.body).toMatch(/,469,Tax Exempt,0\.00,/);
    const csv = await kitchen.owner.get(
      kitchen.path("/expenses/export?format=csv&category=utilities"),
    );
    expect(csv.body).toContain("City Power");
    expect(csv.body).not.toContain("Harbour Properties");
  });

  it("are not for a role that does not handle money", async () => {
    const chef = await addMember(kitchen, "chef");
    expect((await chef.get(kitchen.path("/expenses"))).status).toBe(403);
    // Purchasing exports bills, not expenses.
    const buyer = await addMember(kitchen, "purchasing");
    expect(
      (await buyer.get(kitchen.path("/accounting/export?system=xero&what=bills"))).status,
    ).toBe(200);
    const expenses = await buyer.get(kitchen.path("/accounting/export?system=xero&what=expenses"));
    expect([expenses.status, expenses.body.message]).toEqual([
      403,
      "Your role in this workspace does not allow seeing expenses.",
    ]);
  });
});
