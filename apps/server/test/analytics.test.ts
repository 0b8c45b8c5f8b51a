/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { checkUsageRollups } from "../src/modules/stock/check";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, noon, recordPast, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;
const ids: Record<string, string> = {};
const DAY = 86_400_000;

const weekdayOf = (date: Date) => (date.getUTCDay() + 6) % 7;

async function record(
  itemId: string,
  kind: "usage" | "waste" | "receipt" | "transfer_out",
  quantity: string,
  at: Date,
  locationId = kitchen.main.id,
) {
  await recordPast(kitchen, { itemId, kind, quantity, at, locationId });
}

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
  // Main's time zone is the owner's default; make it UTC so "noon" is plainly that day.
  const set = await kitchen.owner.patch(kitchen.path(`/locations/${kitchen.main.id}`), {
    timeZone: "UTC",
  });
  expect(set.status, JSON.stringify(set.body)).toBe(204);
  const add = async (name: string, category: string) =>
    (ids[name] = await addItem(kitchen, { name, categoryId: kitchen.categories[category] }));
  for (const [name, category] of [
    ["Chicken", "Protein"],
    ["Beef", "Protein"],
    ["Basil", "Herbs"],
    ["Thyme", "Herbs"],
    ["Flour", "Pantry"],
    ["Rice", "Pantry"],
    ["Saffron", "Pantry"],
  ])
    await add(name!, category!);
  for (const name of Object.keys(ids)) await record(ids[name]!, "receipt", "5000", noon(60));
  // 56 days: Chicken 10 kg a day for the last 28 (twice on Saturdays), 8 before; the others
  // steady. Saffron is stocked and never used. Transfers are not use.
  for (let daysAgo = 56; daysAgo >= 1; daysAgo -= 1) {
    const at = noon(daysAgo);
    const saturday = weekdayOf(at) === 5;
    const chicken = daysAgo <= 28 ? (saturday ? 20 : 10) : saturday ? 16 : 8;
    await record(ids.Chicken!, "usage", `-${chicken}`, at);
    await record(ids.Beef!, "usage", "-6", at);
    await record(ids.Basil!, "waste", "-0.5", at);
    await record(ids.Thyme!, "usage", daysAgo <= 28 ? "-0.2" : "-0.4", at);
    await record(ids.Flour!, "usage", "-3", at);
    await record(ids.Rice!, "usage", "-2", at);
    await record(ids.Rice!, "transfer_out", "-50", at);
  }
}, 120_000);

const usage = (query = "") => kitchen.owner.get(kitchen.path(`/analytics/usage${query}`));

describe("usage rollups", () => {
  it("agree with the ledger, on each location's own calendar days", async () => {
    // 03:30 UTC is still the evening before in New York: the commissary's day is yesterday's.
    const late = noon(0);
    late.setUTCHours(3, 30, 0, 0);
    await record(ids.Flour!, "receipt", "10", late, kitchen.commissary.id);
    await record(ids.Flour!, "usage", "-4", late, kitchen.commissary.id);
    await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, async (tx) => {
      const { rows } = await tx.query<{ day: string; used: string }>(
        "select day::text, used::text from stock_usage_daily where item_id = $1 and location_id = $2",
        [ids.Flour, kitchen.commissary.id],
      );
      const yesterday = new Date(late.getTime() - DAY).toISOString().slice(0, 10);
      expect(rows).toEqual([{ day: yesterday, used: "4.000000" }]);
      expect(await checkUsageRollups(tx, kitchen.workspaceId)).toEqual([]);
    });
  });
});

describe("inventory analytics", () => {
  it("ranks the five items used most, with their weekly use and change", async () => {
    const reply = await usage(`?locationId=${kitchen.main.id}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const top = reply.body.topMovers;
    expect(top.map((m: any) => [m.rank, m.name])).toEqual([
      [1, "Chicken"],
      [2, "Beef"],
      [3, "Flour"],
      [4, "Rice"],
      [5, "Basil"],
    ]);
    // 4 weeks of 6 × 10 + 20 = 80 kg a week; the 4 before were 64: +25%.
    expect(top[0]).toMatchObject({
      usage: "80",
      unit: "kg/week",
      changePercent: 25,
      trend: "up",
      category: "Protein",
    });
    // Rice's transfers are not use: 2 kg a day.
    expect(top[3]).toMatchObject({ usage: "14", changePercent: 0, trend: "flat" });
    expect(reply.body.window.days).toBe(28);
  });

  it("lists the items used whose stock lasts longest, and counts the unused apart", async () => {
    const reply = await usage(`?locationId=${kitchen.main.id}`);
    const slow = reply.body.slowMovers;
    // Days of stock at the last four weeks' rate: thyme 4,983.2 kg at 5.6 kg, basil 4,972 at
    // 14, flour 4,832 at 84, rice 2,088 at 56, beef 4,664 at 168; chicken's 4,424 at 320 last.
    expect(slow.map((m: any) => [m.name, m.daysOfStock])).toEqual([
      ["Thyme", "24916"],
      ["Basil", "9944"],
      ["Flour", "1611"],
      ["Rice", "1044"],
      ["Beef", "777"],
    ]);
    // Thyme halved: −50%, shown by the app as "−50%", never "+-50%".
    expect(slow[0]).toMatchObject({ usage: "1.4", changePercent: -50, trend: "down" });
    // Saffron, stocked and never used, is not a slow mover: it is counted apart.
    expect(slow.map((m: any) => m.name)).not.toContain("Saffron");
    expect(reply.body.notUsedInStock).toBe(1);
  });

  it("gives daily and monthly rates over their own windows", async () => {
    const daily = (await usage(`?locationId=${kitchen.main.id}&period=daily`)).body;
    expect(daily.window.days).toBe(7);
    expect(daily.topMovers[0]).toMatchObject({ name: "Chicken", unit: "kg/day", changePercent: 0 });
    // A week holds one Saturday: (6 × 10 + 20) / 7.
    expect(daily.topMovers[0].usage).toBe("11.43");
    const monthly = (await usage(`?locationId=${kitchen.main.id}&period=monthly`)).body;
    expect(monthly.topMovers[1]).toMatchObject({ name: "Beef", unit: "kg/month" });
    // 56 days of 6 kg in an 84-day window, per 30.4375-day month.
    expect(monthly.topMovers[1].usage).toBe("121.75");
    // Nothing was used in the twelve weeks before: no change to speak of.
    expect(monthly.topMovers[1].changePercent).toBeNull();
  });

  it("filters by category", async () => {
    const herbs = (
      await usage(`?locationId=${kitchen.main.id}&categoryId=${kitchen.categories.Herbs}`)
    ).body;
    expect(herbs.topMovers.map((m: any) => m.name)).toEqual(["Basil", "Thyme"]);
    expect(herbs.heatmap.map((row: any) => row.name)).toEqual(["Basil", "Thyme"]);
  });

  it("maps use by weekday, with each item's peak and daily average", async () => {
    const all = (await usage(`?locationId=${kitchen.main.id}`)).body;
    expect(all.heatmap.map((row: any) => row.name)).toEqual([
      "Chicken",
      "Beef",
      "Flour",
      "Rice",
      "Basil",
      "Thyme",
    ]);
    const chicken = all.heatmap[0];
    // Four of each weekday in 28 days; Saturdays 4 × 20.
    expect(chicken.byWeekday).toEqual(["40", "40", "40", "40", "40", "80", "40"]);
    expect(chicken.peak).toEqual({ weekday: "Sat", units: "80" });
    expect(chicken.averagePerDay).toBe("11");
    const one = (await usage(`?locationId=${kitchen.main.id}&itemId=${ids.Beef}`)).body;
    expect(one.heatmap.map((row: any) => row.name)).toEqual(["Beef"]);
    expect(one.items.map((item: any) => item.name)).toContain("Beef");
    // Six items used in the window; Saffron is stocked and unused, so it is not offered.
    expect(all.items.map((item: any) => item.name)).toEqual([
      "Basil",
      "Beef",
      "Chicken",
      "Flour",
      "Rice",
      "Thyme",
    ]);
    expect(all.itemsUsed).toBe(6);
    const herbs = (
      await usage(`?locationId=${kitchen.main.id}&categoryId=${kitchen.categories.Herbs}`)
    ).body;
    expect(herbs.itemsUsed).toBe(2);
  });

  it("refuses a period it does not know, in words", async () => {
    const reply = await usage("?period=yearly");
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain("Choose daily, weekly or monthly.");
  });

  it("draws an item's daily use and its forecast with a band", async () => {
    const reply = await kitchen.owner.get(
      kitchen.path(`/analytics/series?locationId=${kitchen.main.id}&itemId=${ids.Chicken}`),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const series = reply.body;
    expect(series.history).toHaveLength(56);
    // Whole days to yesterday; the forecast starts today.
    expect(series.history.at(-1).day).toBe(noon(1).toISOString().slice(0, 10));
    expect(series.history.at(-1).used).toBe(weekdayOf(noon(1)) === 5 ? "20" : "10");
    expect(series.forecast[0].day).toBe(noon(0).toISOString().slice(0, 10));
    expect(series.forecast).toHaveLength(14);
    // Told the calendar, the engine may blend its methods (decision 0029).
    expect(["seasonal_smoothing", "ensemble"]).toContain(series.method);
    for (const day of series.forecast) {
      const saturday = weekdayOf(new Date(`${day.day}T12:00:00Z`)) === 5;
      const expected = Number(day.expected);
      expect(expected).toBeGreaterThan(saturday ? 17 : 8.5);
      expect(expected).toBeLessThan(saturday ? 23 : 11.5);
      expect(Number(day.low)).toBeLessThanOrEqual(expected);
      expect(Number(day.high)).toBeGreaterThanOrEqual(expected);
    }
  });

  it("forecasts nothing on the days the location is closed", async () => {
    const tomorrow = noon(-1);
    const closedWeekday = (tomorrow.getUTCDay() + 6) % 7;
    const shut = await kitchen.owner.patch(kitchen.path(`/locations/${kitchen.main.id}`), {
      openingDays: [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== closedWeekday),
    });
    expect(shut.status, JSON.stringify(shut.body)).toBe(204);
    const holiday = noon(-3).toISOString().slice(0, 10);
    const closed = await kitchen.owner.post(
      kitchen.path(`/locations/${kitchen.main.id}/closures`),
      { day: holiday, name: "Staff party" },
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    expect(
      (await kitchen.owner.get(kitchen.path(`/locations/${kitchen.main.id}/closures`))).body,
    ).toEqual([{ day: holiday, name: "Staff party" }]);
    const series = (
      await kitchen.owner.get(
        kitchen.path(`/analytics/series?locationId=${kitchen.main.id}&itemId=${ids.Beef}`),
      )
    ).body;
    const on = (day: string) => series.forecast.find((d: any) => d.day === day).expected;
    expect(on(tomorrow.toISOString().slice(0, 10))).toBe("0");
    expect(on(noon(-8).toISOString().slice(0, 10))).toBe("0");
    expect(on(holiday)).toBe("0");
    expect(Number(on(noon(-2).toISOString().slice(0, 10)))).toBeGreaterThan(5);

    const none = await kitchen.owner.patch(kitchen.path(`/locations/${kitchen.main.id}`), {
      openingDays: [],
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain("Choose at least one day the location opens.");
    const removed = await kitchen.owner.delete(
      kitchen.path(`/locations/${kitchen.main.id}/closures?day=${holiday}`),
    );
    expect(removed.status).toBe(204);
    await kitchen.owner.patch(kitchen.path(`/locations/${kitchen.main.id}`), {
      openingDays: [0, 1, 2, 3, 4, 5, 6],
    });
  });

  it("answers 404 for another workspace's item, and 403 to staff", async () => {
    const other = await buildKitchen(context.server, context.mailbox, "Other Kitchen");
    const theirs = await addItem(other, { name: "Their chicken" });
    const reply = await kitchen.owner.get(kitchen.path(`/analytics/series?itemId=${theirs}`));
    expect(reply.status).toBe(404);
    const staff = await addMember(kitchen, "staff");
    expect((await staff.get(kitchen.path("/analytics/usage"))).status).toBe(403);
  });
});
