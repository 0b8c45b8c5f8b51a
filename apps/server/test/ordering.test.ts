/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, noon, recordPast, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;
let supplierId: string;
const ids: Record<string, string> = {};

async function record(itemId: string, quantity: string, daysAgo: number) {
  const kind = quantity.startsWith("-") ? "usage" : "receipt";
  await recordPast(kitchen, { itemId, kind, quantity, at: noon(daysAgo) });
}

async function forecastsDone() {
  const started = await kitchen.owner.post(kitchen.path("/ordering/forecast-run"), {});
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const run = (await kitchen.owner.get(kitchen.path("/ordering/forecast-run"))).body;
    if (run?.state === "done") return run;
    expect(run?.state).not.toBe("failed");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The forecasts did not finish in 30 seconds.");
}

const suggestions = async () => {
  const reply = await kitchen.owner.get(
    kitchen.path(`/ordering/suggestions?locationId=${kitchen.main.id}`),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
  const utc = await kitchen.owner.patch(kitchen.path(`/locations/${kitchen.main.id}`), {
    timeZone: "UTC",
  });
  expect(utc.status).toBe(204);
  ids.Tomatoes = await addItem(kitchen, {
    name: "Tomatoes",
    packs: [{ name: "case", quantity: "10", unit: "kg" }],
  });
  ids.Saffron = await addItem(kitchen, {
    name: "Saffron",
    baseUnit: "g",
    parLevels: [{ locationId: kitchen.main.id, minimum: "20", maximum: "50" }],
  });
  // Deliveries the day after tomorrow and five days from today, ordered two days ahead.
  const weekday = (daysAhead: number) => (new Date(noon(-daysAhead)).getUTCDay() + 6) % 7;
  const supplier = await kitchen.owner.post(kitchen.path("/suppliers"), {
    name: "Fresh Farms Produce",
    email: "",
    orderingEmail: "",
    deliveryDays: [weekday(2), weekday(5)],
    leadTimeDays: 2,
    minimumOrder: "500",
  });
  expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
  supplierId = supplier.body.id;
  for (const [itemId, unit, price] of [
    [ids.Tomatoes, "case", "24"],
    [ids.Saffron, "g", "9.5"],
  ]) {
    const sold = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
      itemId,
      unit,
      price,
      preferred: true,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  }
  // Tomatoes: 8 weeks of 6 kg a day, 14 kg left. Saffron: 6 days of use, 10 g left.
  await record(ids.Tomatoes!, "350", 57);
  for (let daysAgo = 56; daysAgo >= 1; daysAgo -= 1) await record(ids.Tomatoes!, "-6", daysAgo);
  await record(ids.Saffron!, "16", 7);
  for (let daysAgo = 6; daysAgo >= 1; daysAgo -= 1) await record(ids.Saffron!, "-1", daysAgo);
}, 120_000);

describe("suggested orders", () => {
  it("forecast every item in the background, then suggest lines that explain themselves", async () => {
    const run = await forecastsDone();
    expect(run).toMatchObject({ state: "done", series: 2, done: 2, stale: false });
    const body = await suggestions();
    expect(body.serviceLevel).toBe("0.95");
    const farm = body.suppliers.find((s: any) => s.supplierId === supplierId);
    // The order placed today comes the day after tomorrow; the one after, in five days.
    expect(farm.nextDelivery).toBe(noon(-2).toISOString().slice(0, 10));
    expect(farm.followingDelivery).toBe(noon(-5).toISOString().slice(0, 10));
    const tomatoes = farm.lines.find((line: any) => line.name === "Tomatoes");
    expect(tomatoes).toMatchObject({
      unit: "case",
      packSize: "10",
      basis: "forecast",
      onHand: "14",
    });
    expect(tomatoes.explanation).toMatch(
      /^5-day forecast ([\d.]+) kg \+ safety ([\d.]+) kg − on hand 14 kg − on order 0 kg → ([\d.]+) kg, rounded up to (\d+) × 10 kg$/,
    );
    const [, forecast, safety, need, cases] = tomatoes.explanation.match(
      /forecast ([\d.]+) kg \+ safety ([\d.]+) kg .* → ([\d.]+) kg, rounded up to (\d+) ×/,
    );
    // Five days of about 6 kg.
    expect(Number(forecast)).toBeGreaterThan(27);
    expect(Number(forecast)).toBeLessThan(33);
    expect(Number(safety)).toBeGreaterThanOrEqual(0);
    expect(Number(need)).toBeCloseTo(Number(forecast) + Number(safety) - 14, 2);
    expect(Number(cases)).toBe(Math.ceil(Number(need) / 10));
    expect(tomatoes.quantity).toBe(cases);
    expect(tomatoes.lineTotal).toBe((Number(cases) * 24).toFixed(2));

    // Six days of history are too few: the par level stands in, and the line says so.
    const saffron = farm.lines.find((line: any) => line.name === "Saffron");
    expect(saffron).toMatchObject({ basis: "par", quantity: "40" });
    expect(saffron.explanation).toBe(
      "Par level 50 g (too little history to forecast: 6 days) − on hand 10 g − on order 0 g → 40 g",
    );
    // 40 × 9.50 + the tomatoes stay below the $500 minimum.
    expect(farm.belowMinimum).toBe(true);
  });

  it("turns the lines, as adjusted, into one draft order per supplier", async () => {
    const nothing = await kitchen.owner.post(kitchen.path("/ordering/suggestions/orders"), {
      locationId: kitchen.main.id,
      lines: [{ supplierId, itemId: ids.Tomatoes, unit: "case", quantity: "0" }],
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe("Every quantity is 0: there is nothing to order.");

    const created = await kitchen.owner.post(kitchen.path("/ordering/suggestions/orders"), {
      locationId: kitchen.main.id,
      lines: [
        { supplierId, itemId: ids.Tomatoes, unit: "case", quantity: "5" },
        { supplierId, itemId: ids.Saffron, unit: "g", quantity: "40" },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.orders).toHaveLength(1);
    expect(created.body.orders[0]).toMatchObject({ supplierName: "Fresh Farms Produce", lines: 2 });
    const order = (await kitchen.owner.get(kitchen.path(`/orders/${created.body.orders[0].id}`)))
      .body;
    expect(order.status).toBe("draft");
    expect(order.expectedOn).toBe(noon(-2).toISOString().slice(0, 10));
    expect(
      order.lines.map((line: any) => [line.itemName ?? line.name, line.quantity, line.unitPrice]),
    ).toEqual(
      expect.arrayContaining([
        ["Tomatoes", "5", expect.stringMatching(/^24(\.0+)?$/)],
        ["Saffron", "40", expect.stringMatching(/^9\.50*$/)],
      ]),
    );

    // What is on order counts: 50 kg of tomatoes cover the days ahead, nothing more is suggested.
    const after = (await suggestions()).suppliers.find((s: any) => s.supplierId === supplierId);
    expect(after.lines.map((line: any) => line.name)).not.toContain("Tomatoes");
    expect(after.enough).toBe(2);
  });

  it("shows each item's recent forecast error beside the seasonal-naive baseline's", async () => {
    const reply = await kitchen.owner.get(
      kitchen.path(`/ordering/accuracy?locationId=${kitchen.main.id}`),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const tomatoes = reply.body.rows.find((row: any) => row.name === "Tomatoes");
    expect(tomatoes).toMatchObject({ method: "seasonal_smoothing", historyDays: 56 });
    // A steady 6 kg a day: both forecasts are right.
    expect(Number(tomatoes.wape)).toBeLessThan(0.05);
    expect(Number(tomatoes.baselineWape)).toBeLessThan(0.05);
    const saffron = reply.body.rows.find((row: any) => row.name === "Saffron");
    expect(saffron).toMatchObject({ method: "too_little_history", wape: null });
    expect(reply.body.overall.wape).not.toBeNull();
  });

  it("refuses another workspace's location as if it did not exist", async () => {
    const other = await buildKitchen(context.server, context.mailbox, "Other Kitchen");
    const reply = await kitchen.owner.get(
      kitchen.path(`/ordering/suggestions?locationId=${other.main.id}`),
    );
    expect(reply.status).toBe(404);
  });
});
