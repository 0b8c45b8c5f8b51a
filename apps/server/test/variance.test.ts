/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, type Kitchen } from "./kitchen";
import { menuItem, receive } from "./sales-kit";

const context = useServerWithMailbox();
let kitchen: Kitchen;
let today: string;

/** The main location's today, YYYY-MM-DD, in its own time zone. */
async function localToday(): Promise<string> {
  const locations = (await kitchen.owner.get(kitchen.path("/locations"))).body as any[];
  const zone = locations.find((location) => location.id === kitchen.main.id).timeZone;
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
}

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Variance Kitchen");
  today = await localToday();
}, 60_000);

const report = (query = `from=${today}&to=${today}`) =>
  kitchen.owner.get(kitchen.path(`/reports/variance?locationId=${kitchen.main.id}&${query}`));

describe("actual versus theoretical usage", () => {
  it("leaves as variance what the count found missing, in units, money and % of sales", async () => {
    const chicken = await addItem(kitchen, { name: "Variance Chicken" });
    await receive(kitchen, chicken, "10", "kg", "5.00");
    const plate = await menuItem(kitchen, "Roast Chicken Plate", "12.00", [
      { itemId: chicken, quantity: "500", unit: "g" },
    ]);
    const sold = await kitchen.owner.post(kitchen.path("/sales/tickets"), {
      locationId: kitchen.main.id,
      ticket: "V-1",
      soldAt: new Date().toISOString(),
      lines: [{ name: plate.name, quantity: "4", netSales: "48.00" }],
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const record = (path: string, body: Record<string, unknown>) =>
      kitchen.owner.post(kitchen.path(path), {
        itemId: chicken,
        locationId: kitchen.main.id,
        unit: "kg",
        ...body,
      });
    expect((await record("/stock/waste", { quantity: "0.5", reason: "spoiled" })).status).toBe(201);
    expect((await record("/stock/usage", { quantity: "0.25" })).status).toBe(201);
    // The ledger expects 10 − 2 − 0.5 − 0.25 = 7.25 kg; the count finds 6.75.
    const count = await kitchen.owner.post(kitchen.path("/counts"), {
      locationId: kitchen.main.id,
    });
    expect(count.status, JSON.stringify(count.body)).toBe(201);
    const line = kitchen.path(`/counts/${count.body.id}/lines/${chicken}`);
    expect((await kitchen.owner.put(line, { quantity: "6.75", unit: "kg" })).status).toBe(204);
    expect((await kitchen.owner.post(kitchen.path(`/counts/${count.body.id}/post`))).status).toBe(
      200,
    );

    const answer = await report();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = answer.body.rows.find((r: any) => r.itemId === chicken);
    expect(row).toMatchObject({
      opening: "0",
      receipts: "10",
      closing: "6.75",
      closingCounted: true,
      actual: "3.25",
      sold: "2",
      waste: "0.5",
      recordedUse: "0.25",
      variance: "0.5",
      variancePercent: "18.2",
      unitCost: "5",
      unitCostBasis: "location_average",
      varianceValue: "2.5",
    });
    expect(answer.body.netSales).toBe("48");
    expect(answer.body.rows[0].itemId).toBe(chicken);
    expect(answer.body.counts).toHaveLength(1);

    const detail = await kitchen.owner.get(
      kitchen.path(
        `/reports/variance/items/${chicken}?locationId=${kitchen.main.id}&from=${today}&to=${today}`,
      ),
    );
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.soldBy).toEqual([
      { menuItemId: plate.id, name: plate.name, sold: "4", used: "2" },
    ]);
    expect(detail.body.countLines).toEqual([
      expect.objectContaining({ counted: "6.75", expected: "7.25" }),
    ]);
    expect(detail.body.movements.map((m: any) => m.kind).sort()).toEqual([
      "count_adjustment",
      "receipt",
      "sale",
      "usage",
      "waste",
    ]);

    const csv = await kitchen.owner.get(
      kitchen.path(
        `/reports/variance/export?locationId=${kitchen.main.id}&from=${today}&to=${today}&format=csv`,
      ),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(String(csv.body)).toContain(
      "Variance Chicken,,kg,0,no,10,0,0,6.75,yes,3.25,2,0.5,0.25,0.5,18.2,5,2.5,location_average",
    );
  });

  it("says which cost values an item the location holds no average of (issue 26)", async () => {
    const saffron = await addItem(kitchen, { name: "Variance Saffron" });
    // Bought and priced at the commissary only; the main kitchen records using some.
    const received = await kitchen.owner.post(kitchen.path("/stock/receipts"), {
      itemId: saffron,
      locationId: kitchen.commissary.id,
      quantity: "100",
      unit: "g",
      unitCost: "12.50",
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const used = await kitchen.owner.post(kitchen.path("/stock/usage"), {
      itemId: saffron,
      locationId: kitchen.main.id,
      quantity: "2",
      unit: "g",
    });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    const answer = await report();
    const row = answer.body.rows.find((r: any) => r.itemId === saffron);
    // $12.50 a gram is $12,500 a kg, its base unit: the average across the workspace.
    expect(row).toMatchObject({
      recordedUse: "0.002",
      unitCost: "12500",
      unitCostBasis: "workspace_average",
    });
  });

  it("refuses a backwards period and a location of another workspace", async () => {
    const backwards = await report(`from=${today}&to=2000-01-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/first day must be on or before the last day/);
    const other = await buildKitchen(context.server, context.mailbox, "Other Variance Kitchen");
    const theirs = await kitchen.owner.get(
      kitchen.path(`/reports/variance?locationId=${other.main.id}&from=${today}&to=${today}`),
    );
    expect(theirs.status).toBe(404);
    const staff = await addMember(kitchen, "staff");
    const denied = await staff.get(
      kitchen.path(`/reports/variance?locationId=${kitchen.main.id}&from=${today}&to=${today}`),
    );
    expect(denied.status).toBe(403);
  });
});

describe("menu engineering", () => {
  it("puts each plate in its quadrant from what sold and what it earns", async () => {
    const beef = await addItem(kitchen, { name: "Engineering Beef" });
    await receive(kitchen, beef, "20", "kg", "10.00");
    const cheap = await menuItem(kitchen, "Burger Star", "15", [
      { itemId: beef, quantity: "200", unit: "g" },
    ]);
    const costly = await menuItem(kitchen, "Steak Plowhorse", "22", [
      { itemId: beef, quantity: "1.5", unit: "kg" },
    ]);
    const rare = await menuItem(kitchen, "Tartare Puzzle", "20", [
      { itemId: beef, quantity: "150", unit: "g" },
    ]);
    const none = await menuItem(kitchen, "Stew Dog", "9", [
      { itemId: beef, quantity: "600", unit: "g" },
    ]);
    const sold = await kitchen.owner.post(kitchen.path("/sales/tickets"), {
      locationId: kitchen.main.id,
      ticket: "E-1",
      soldAt: new Date().toISOString(),
      lines: [
        { name: cheap.name, quantity: "40" },
        { name: costly.name, quantity: "30" },
        { name: rare.name, quantity: "2" },
        { name: none.name, quantity: "1" },
      ],
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const answer = await kitchen.owner.get(
      kitchen.path(`/menu/engineering?from=${today}&to=${today}&locationId=${kitchen.main.id}`),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const quadrant = (name: string) =>
      answer.body.items.find((item: any) => item.name === name)?.quadrant;
    expect(quadrant(cheap.name)).toBe("star");
    expect(quadrant(costly.name)).toBe("plowhorse");
    expect(quadrant(rare.name)).toBe("puzzle");
    expect(quadrant(none.name)).toBe("dog");
    const burger = answer.body.items.find((item: any) => item.name === cheap.name);
    // $15 less 200 g of beef at $10 a kg.
    expect(burger).toMatchObject({ sold: "40", margin: "13", totalMargin: "520" });
  });
});

describe("menu engineering within a section", () => {
  it("classifies the coffee and the lager against drinks only when Drinks is chosen (issue 26)", async () => {
    const syrup = await addItem(kitchen, { name: "Engineering Syrup" });
    await receive(kitchen, syrup, "500", "kg", "1.00");
    const section = async (name: string) => {
      const created = await kitchen.owner.post(kitchen.path("/menu/sections"), { name });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id as string;
    };
    const drinks = await section("Drinks");
    const mains = await section("Mains");
    // Each plate takes `kg` of syrup at $1: its margin is its price less that.
    const plates: [string, string, string, string, string][] = [
      ["Drip Coffee", drinks, "5", "1", "30"],
      ["Lager", drinks, "5.50", "1", "30"],
      ["Soda", drinks, "2", "1", "20"],
      ["Burger", mains, "15", "2", "40"],
      ["Ribeye", mains, "30", "10", "25"],
    ];
    for (const [name, sectionId, price, kg] of plates) {
      const created = await kitchen.owner.post(kitchen.path("/menu/items"), {
        name,
        sectionId,
        price,
        lines: [{ itemId: syrup, quantity: kg, unit: "kg" }],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const sold = await kitchen.owner.post(kitchen.path("/sales/tickets"), {
      locationId: kitchen.main.id,
      ticket: "E-2",
      soldAt: new Date().toISOString(),
      lines: plates.map(([name, , , , quantity]) => ({ name, quantity })),
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const engineering = async (section?: string) => {
      const answer = await kitchen.owner.get(
        kitchen.path(
          `/menu/engineering?from=${today}&to=${today}&locationId=${kitchen.main.id}${section ? `&sectionId=${section}` : ""}`,
        ),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const quadrant = (name: string) =>
        answer.body.items.find((item: any) => item.name === name)?.quadrant;
      return { body: answer.body, quadrant };
    };

    // Against the whole menu, the mains' margins set the bar: coffee and lager sell but earn little.
    const whole = await engineering();
    expect(whole.quadrant("Drip Coffee")).toBe("plowhorse");
    expect(whole.quadrant("Lager")).toBe("plowhorse");
    expect(whole.body.sectionId).toBeNull();
    expect(whole.body.sections.map((s: any) => s.name)).toEqual(["Drinks", "Mains"]);

    // Among drinks ($275 earned on 80 sold, $3.44 a drink), both earn more than most: stars.
    const poured = await engineering(drinks);
    expect(poured.body.sectionId).toBe(drinks);
    expect(poured.body.items.map((item: any) => item.name).sort()).toEqual([
      "Drip Coffee",
      "Lager",
      "Soda",
    ]);
    expect(poured.body).toMatchObject({
      totalSold: "80",
      averageMargin: "3.44",
      popularityThreshold: "18.67",
    });
    expect(poured.quadrant("Drip Coffee")).toBe("star");
    expect(poured.quadrant("Lager")).toBe("star");
    expect(poured.quadrant("Soda")).toBe("plowhorse");
    expect(poured.body.items.find((item: any) => item.name === "Lager").mixPercent).toBe("37.5");

    const unknown = await kitchen.owner.get(
      kitchen.path(`/menu/engineering?from=${today}&to=${today}&sectionId=${kitchen.main.id}`),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("This menu section does not exist.");
    const malformed = await kitchen.owner.get(
      kitchen.path(`/menu/engineering?from=${today}&to=${today}&sectionId=drinks`),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/menu section/);
  });
});
