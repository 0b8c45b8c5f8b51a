/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
// Issue 17, item 7 ("Figures people trust"): a suggested line's forecast error in a form that
// means something for the item, movers that never rank pieces against pounds, slow movers that
// moved, and one spelling of each unit in everything these screens show.
import { exact } from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { insertMovements } from "../src/modules/stock/ledger";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, noon, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;
let supplierId: string;
const ids: Record<string, string> = {};

interface Past {
  item: string;
  quantity: string;
  daysAgo: number;
  /** What a unit cost, for receipts. */
  cost?: string;
}

/** Writes days gone by straight into the ledger, in one transaction. */
async function recordPast(movements: Past[]) {
  await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
    insertMovements(
      tx,
      kitchen.workspaceId,
      null,
      movements.map((movement) => ({
        itemId: ids[movement.item]!,
        locationId: kitchen.main.id,
        kind: movement.quantity.startsWith("-") ? "usage" : "receipt",
        quantity: exact(movement.quantity),
        unitCost: movement.cost ? exact(movement.cost) : null,
        reason: null,
        occurredAt: noon(movement.daysAgo),
      })),
    ),
  );
}

/** Pork goes on the few days the butcher's special is on: 9 of the last 56, 14 lb each time. */
const PORK_DAYS = [54, 47, 41, 33, 26, 20, 13, 9, 3];

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
  const utc = await kitchen.owner.patch(kitchen.path(`/locations/${kitchen.main.id}`), {
    timeZone: "UTC",
  });
  expect(utc.status).toBe(204);
  ids.Tomatoes = await addItem(kitchen, { name: "Tomatoes" });
  ids.Pork = await addItem(kitchen, { name: "Pork Shoulder", baseUnit: "lb" });
  ids.Saffron = await addItem(kitchen, {
    name: "Saffron",
    baseUnit: "g",
    parLevels: [{ locationId: kitchen.main.id, minimum: "20", maximum: "50" }],
  });
  ids.Eggs = await addItem(kitchen, { name: "Eggs", baseUnit: "pcs" });
  ids.Napkins = await addItem(kitchen, { name: "Napkins", baseUnit: "pcs" });

  const supplier = await kitchen.owner.post(kitchen.path("/suppliers"), {
    name: "Prime Meat Purveyors",
    email: "",
    orderingEmail: "",
    deliveryDays: [],
    leadTimeDays: 2,
    minimumOrder: null,
  });
  expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
  supplierId = supplier.body.id;
  for (const [item, unit, price] of [
    ["Tomatoes", "kg", "2.4"],
    ["Pork", "lb", "4.6"],
    ["Saffron", "g", "9.5"],
  ] as const) {
    const sold = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
      itemId: ids[item],
      unit,
      price,
      preferred: true,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  }

  // Tomatoes: 6 kg every day for 8 weeks at $2.40, 14 kg left. Pork: 14 lb on 9 days at
  // $4.60, 2 lb left. Saffron: 6 days of 1 g at $9.50. Eggs: 200 a day at $0.05, the most by
  // count and worth less than the tomatoes or the pork. Napkins: stocked, never used.
  const past: Past[] = [
    { item: "Tomatoes", quantity: "350", daysAgo: 57, cost: "2.4" },
    { item: "Pork", quantity: "128", daysAgo: 57, cost: "4.6" },
    { item: "Eggs", quantity: "12000", daysAgo: 57, cost: "0.05" },
    { item: "Napkins", quantity: "500", daysAgo: 57, cost: "0.02" },
    { item: "Saffron", quantity: "16", daysAgo: 7, cost: "9.5" },
  ];
  for (let daysAgo = 56; daysAgo >= 1; daysAgo -= 1) {
    past.push({ item: "Tomatoes", quantity: "-6", daysAgo });
    past.push({ item: "Eggs", quantity: "-200", daysAgo });
    if (PORK_DAYS.includes(daysAgo)) past.push({ item: "Pork", quantity: "-14", daysAgo });
    if (daysAgo <= 6) past.push({ item: "Saffron", quantity: "-1", daysAgo });
  }
  await recordPast(past);

  const started = await kitchen.owner.post(kitchen.path("/ordering/forecast-run"), {});
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const run = (await kitchen.owner.get(kitchen.path("/ordering/forecast-run"))).body;
    if (run?.state === "done") return;
    expect(run?.state, run?.error).not.toBe("failed");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The forecasts did not finish in 30 seconds.");
}, 120_000);

const suggestions = async () => {
  const reply = await kitchen.owner.get(
    kitchen.path(`/ordering/suggestions?locationId=${kitchen.main.id}`),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.suppliers.find((s: any) => s.supplierId === supplierId);
};

const usage = async (query = "") => {
  const reply = await kitchen.owner.get(
    kitchen.path(`/analytics/usage?locationId=${kitchen.main.id}${query}`),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

describe("a suggested line's forecast error", () => {
  it("is stated over the days the order covers for an item used on few days, not as 100%", async () => {
    const supplier = await suggestions();
    const pork = supplier.lines.find((line: any) => line.name === "Pork Shoulder");
    expect(pork, JSON.stringify(supplier.lines)).toBeDefined();
    expect(pork.basis).toBe("forecast");
    // Its day-by-day error is near 100%: a forecast of a little every day, use on few days.
    expect(Number(pork.wape)).toBeGreaterThan(0.5);
    const days = Math.round(
      (Date.parse(supplier.followingDelivery) - Date.parse(noon(0).toISOString().slice(0, 10))) /
        86_400_000,
    );
    expect(pork.forecastError).toMatchObject({ kind: "units", days });
    expect(Number(pork.forecastError.within)).toBeGreaterThan(0);
    expect(pork.forecastError.note).toBe(
      `typically within \u00b1${pork.forecastError.within} lb over the ${days} days it covers`,
    );
    expect(pork.forecastError.note).not.toMatch(/%/);
  });

  it("is a percentage for an item used steadily", async () => {
    const tomatoes = (await suggestions()).lines.find((line: any) => line.name === "Tomatoes");
    expect(tomatoes.forecastError).toMatchObject({ kind: "percent" });
    expect(tomatoes.forecastError.note).toMatch(/^recent forecast error \d{1,2}%$/);
  });

  it("says when there is too little history to judge", async () => {
    const saffron = (await suggestions()).lines.find((line: any) => line.name === "Saffron");
    expect(saffron).toMatchObject({ basis: "par", historyDays: 6 });
    expect(saffron.forecastError).toEqual({
      kind: "too_little_history",
      historyDays: 6,
      note: "too little history to judge its error",
    });
  });

  it("spells pounds one way in every line", async () => {
    const text = JSON.stringify(await suggestions());
    expect(text).toContain(" lb ");
    expect(text).not.toMatch(/\blbs\b/);
  });
});

describe("top and slow movers", () => {
  it("rank by what the use cost, never pieces against pounds, each in its own unit", async () => {
    const body = await usage();
    // By count, eggs (1,400 a week) would lead. By value: 42 kg × $2.40, 17.5 lb (5 days of
    // 14 lb in four weeks) × $4.60, 1,400 × $0.05, 1.5 g × $9.50.
    expect(body.topMovers.map((m: any) => [m.name, m.usage, m.unit, m.value])).toEqual([
      ["Tomatoes", "42", "kg/week", "100.80"],
      ["Pork Shoulder", "17.5", "lb/week", "80.50"],
      ["Eggs", "1400", "pcs/week", "70.00"],
      ["Saffron", "1.5", "g/week", "14.25"],
    ]);
    // Over the last week pork went once (14 lb, $9.20 a day), the eggs' $10 a day pass it.
    const daily = await usage("&period=daily");
    expect(daily.topMovers.map((m: any) => [m.unit, m.value])).toEqual([
      ["kg/day", "14.40"],
      ["pcs/day", "10.00"],
      ["lb/day", "9.20"],
      ["g/day", "8.14"],
    ]);
  });

  it("lists as slow only items that moved, longest-lasting stock first; the unused are counted", async () => {
    const body = await usage();
    const slow = body.slowMovers;
    expect(slow.map((m: any) => m.name)).not.toContain("Napkins");
    for (const mover of slow) expect(Number(mover.usage)).toBeGreaterThan(0);
    const days = slow.map((m: any) => Number(m.daysOfStock));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    // Saffron: 10 g left at 6 g in 28 days; eggs 800 at 200 a day; tomatoes 14 kg at 6; pork 2 lb.
    expect(slow.map((m: any) => [m.name, m.daysOfStock])).toEqual([
      ["Saffron", "47"],
      ["Eggs", "4"],
      ["Tomatoes", "2"],
      ["Pork Shoulder", "1"],
    ]);
    expect(body.notUsedInStock).toBe(1);
  });

  it("spells pounds one way", async () => {
    expect(JSON.stringify(await usage())).not.toMatch(/\blbs\b/);
  });
});
