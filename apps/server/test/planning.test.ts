/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, noon, recordPast, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;
let other: Kitchen;

const day = (daysAhead: number) => noon(-daysAhead).toISOString().slice(0, 10);
const brunch = {
  kind: "promotion",
  name: "Bottomless brunch",
  startsOn: "2026-12-05",
  endsOn: "2026-12-06",
  expectedGuests: null,
  notes: "Two sittings",
};

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
  other = await buildKitchen(context.server, context.mailbox, "Other Kitchen");
  const utc = await kitchen.owner.patch(kitchen.path(`/locations/${kitchen.main.id}`), {
    timeZone: "UTC",
  });
  expect(utc.status).toBe(204);
}, 60_000);

describe("a location's promotions and events", () => {
  it("are planned, listed, changed and taken off again", async () => {
    const events = kitchen.path(`/locations/${kitchen.main.id}/events`);
    const added = await kitchen.owner.post(events, brunch);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ ...brunch, locationId: kitchen.main.id });

    const listed = await kitchen.owner.get(`${events}?from=2026-01-01`);
    expect(listed.body.map((event: any) => event.name)).toContain("Bottomless brunch");

    const party = { ...brunch, kind: "event", name: "Wedding party", expectedGuests: 80 };
    const edited = await kitchen.owner.put(
      kitchen.path(`/location-events/${added.body.id}`),
      party,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ kind: "event", name: "Wedding party", expectedGuests: 80 });
    expect(edited.body.expectedChangePercent).toBeNull();

    // What the manager expects comes back as a plain decimal ("25.50" as "25.5").
    const hopeful = await kitchen.owner.put(kitchen.path(`/location-events/${added.body.id}`), {
      ...brunch,
      expectedChangePercent: "25.50",
    });
    expect(hopeful.status, JSON.stringify(hopeful.body)).toBe(200);
    expect(hopeful.body.expectedChangePercent).toBe("25.5");
    const gloomy = await kitchen.owner.put(kitchen.path(`/location-events/${added.body.id}`), {
      ...brunch,
      expectedChangePercent: "-90",
    });
    expect(gloomy.body.expectedChangePercent).toBe("-90");
    const relisted = await kitchen.owner.get(`${events}?from=2026-01-01`);
    expect(relisted.body.find((e: any) => e.id === added.body.id).expectedChangePercent).toBe(
      "-90",
    );
    const cleared = await kitchen.owner.put(
      kitchen.path(`/location-events/${added.body.id}`),
      brunch,
    );
    expect(cleared.body.expectedChangePercent).toBeNull();

    const removed = await kitchen.owner.delete(kitchen.path(`/location-events/${added.body.id}`));
    expect(removed.status).toBe(204);
    const again = await kitchen.owner.delete(kitchen.path(`/location-events/${added.body.id}`));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("This event does not exist in this workspace.");
  });

  it("refuse what makes no sense, saying why", async () => {
    const events = kitchen.path(`/locations/${kitchen.main.id}/events`);
    const refused = async (body: Record<string, unknown>) => {
      const reply = await kitchen.owner.post(events, { ...brunch, ...body });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      return reply.body.message as string;
    };
    expect(await refused({ endsOn: "2026-12-04" })).toContain(
      "The last day must be on or after the first day.",
    );
    expect(await refused({ startsOn: "2026-12-01", endsOn: "2027-01-01" })).toContain(
      "An event lasts at most 31 days.",
    );
    expect(await refused({ expectedGuests: 0 })).toContain("Expect at least 1 guest");
    expect(await refused({ expectedGuests: 10_001 })).toContain("Expect at most 10,000 guests.");
    expect(await refused({ expectedGuests: 2.5 })).toContain("whole number");
    expect(await refused({ expectedChangePercent: "-95" })).toContain(
      "The expected change is a percentage from \u221290 to +500.",
    );
    expect(await refused({ expectedChangePercent: "600" })).toContain(
      "The expected change is a percentage from \u221290 to +500.",
    );
    expect(await refused({ expectedChangePercent: "abc" })).toContain(
      "Enter the expected change in percent, like 25 or \u221210.",
    );
    expect(await refused({ expectedChangePercent: "12.345" })).toContain("at most 2 decimals");
    expect(await refused({ kind: "closure" })).toContain("Choose a promotion or an event.");
    expect(await refused({ name: " " })).toContain("Enter the name.");
    expect(await refused({ startsOn: "5/12/2026" })).toContain(
      "Enter the first day as YYYY-MM-DD.",
    );
    // 31 days, both ends counted, is the longest.
    const month = await kitchen.owner.post(events, {
      ...brunch,
      startsOn: "2026-12-01",
      endsOn: "2026-12-31",
    });
    expect(month.status, JSON.stringify(month.body)).toBe(201);
    await kitchen.owner.delete(kitchen.path(`/location-events/${month.body.id}`));
  });

  it("may be planned by owners and managers, and seen by everyone", async () => {
    const chef = await addMember(kitchen, "chef");
    const manager = await addMember(kitchen, "manager");
    const events = kitchen.path(`/locations/${kitchen.main.id}/events`);
    const byChef = await chef.post(events, brunch);
    expect(byChef.status).toBe(403);
    expect(byChef.body.message).toContain("Owner or Manager");
    const byManager = await manager.post(events, brunch);
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(201);
    expect((await chef.get(`${events}?from=2026-01-01`)).status).toBe(200);
    await manager.delete(kitchen.path(`/location-events/${byManager.body.id}`));
  });

  it("are not reachable from another workspace", async () => {
    const mine = await kitchen.owner.post(
      kitchen.path(`/locations/${kitchen.main.id}/events`),
      brunch,
    );
    const theirs = (path: string) => other.path(path);
    const asOther = [
      await other.owner.get(theirs(`/locations/${kitchen.main.id}/events`)),
      await other.owner.post(theirs(`/locations/${kitchen.main.id}/events`), brunch),
      await other.owner.put(theirs(`/location-events/${mine.body.id}`), brunch),
      await other.owner.delete(theirs(`/location-events/${mine.body.id}`)),
      await other.owner.get(theirs(`/locations/${kitchen.main.id}/calendar?month=2026-12`)),
      await other.owner.put(theirs(`/locations/${kitchen.main.id}/holiday-region`), {
        holidayRegion: "US",
      }),
    ];
    for (const reply of asOther) expect(reply.status, JSON.stringify(reply.body)).toBe(404);
    await kitchen.owner.delete(kitchen.path(`/location-events/${mine.body.id}`));
  });
});

describe("the planning calendar", () => {
  it("shows a month's holidays of the location's region, its closures and its events", async () => {
    const region = kitchen.path(`/locations/${kitchen.main.id}/holiday-region`);
    const unknown = await kitchen.owner.put(region, { holidayRegion: "US-ZZ" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      "Larder does not know the holidays of US-ZZ. Enter a country code like US or FR, or a region like US-NY, GB-ENG or DE-BY.",
    );
    const badly = await kitchen.owner.put(region, { holidayRegion: "New York" });
    expect(badly.status).toBe(400);
    expect(badly.body.message).toContain("Enter a country code like US or a region like US-NY.");
    expect((await kitchen.owner.put(region, { holidayRegion: "us-ny" })).status).toBe(204);
    const locations = (await kitchen.owner.get(kitchen.path("/locations"))).body as any[];
    expect(locations.find((l) => l.id === kitchen.main.id).holidayRegion).toBe("US-NY");

    await kitchen.owner.post(kitchen.path(`/locations/${kitchen.main.id}/closures`), {
      day: "2026-12-26",
      name: "Staff party",
    });
    const added = await kitchen.owner.post(kitchen.path(`/locations/${kitchen.main.id}/events`), {
      ...brunch,
      startsOn: "2026-11-29",
      endsOn: "2026-12-01",
    });
    const month = await kitchen.owner.get(
      kitchen.path(`/locations/${kitchen.main.id}/calendar?month=2026-12`),
    );
    expect(month.status, JSON.stringify(month.body)).toBe(200);
    expect(month.body).toMatchObject({
      from: "2026-12-01",
      to: "2026-12-31",
      holidayRegion: "US-NY",
      closures: [{ day: "2026-12-26", name: "Staff party" }],
    });
    expect(month.body.holidays).toContainEqual({ day: "2026-12-25", name: "Christmas Day" });
    expect(month.body.holidays).toContainEqual({ day: "2026-12-31", name: "New Year's Eve" });
    expect(month.body.events.map((event: any) => event.id)).toEqual([added.body.id]);

    const bad = await kitchen.owner.get(
      kitchen.path(`/locations/${kitchen.main.id}/calendar?month=2026-13`),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Enter the month as YYYY-MM.");

    expect((await kitchen.owner.put(region, { holidayRegion: null })).status).toBe(204);
    const none = await kitchen.owner.get(
      kitchen.path(`/locations/${kitchen.main.id}/calendar?month=2026-12`),
    );
    expect(none.body.holidays).toEqual([]);
    await kitchen.owner.delete(kitchen.path(`/location-events/${added.body.id}`));
  });

  it("has the forecast computed again when an event is planned", async () => {
    const done = await waitForRun();
    const added = await kitchen.owner.post(kitchen.path(`/locations/${kitchen.main.id}/events`), {
      ...brunch,
      startsOn: day(3),
      endsOn: day(3),
    });
    expect(added.status).toBe(201);
    const run = (await kitchen.owner.get(kitchen.path("/ordering/forecast-run"))).body;
    expect(
      run.state === "queued" || run.state === "running" || run.finishedAt > done.finishedAt,
    ).toBe(true);
    await waitForRun();
    await kitchen.owner.delete(kitchen.path(`/location-events/${added.body.id}`));
  });
});

async function waitForRun() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const run = (await kitchen.owner.get(kitchen.path("/ordering/forecast-run"))).body;
    if (run === null) {
      await kitchen.owner.post(kitchen.path("/ordering/forecast-run"), {});
    } else if (run.state === "done" || run.state === "failed") return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The forecasts did not finish in 30 seconds.");
}

describe("the forecast of an item", () => {
  it("rises on the day of an event like the ones that raised use before, and names it", async () => {
    const itemId = await addItem(kitchen, { name: "Oysters" });
    // 16 weeks of 10 kg a day; on six past street festivals, 25 kg.
    const festivals = new Set([4, 18, 32, 46, 60, 74].map((daysAgo) => daysAgo + 7));
    // 1,250 kg received, 1,210 kg used: 40 kg left.
    await recordPast(kitchen, { itemId, kind: "receipt", quantity: "1250", at: noon(113) });
    for (let daysAgo = 112; daysAgo >= 1; daysAgo -= 1)
      await recordPast(kitchen, {
        itemId,
        kind: "usage",
        quantity: festivals.has(daysAgo) ? "-25" : "-10",
        at: noon(daysAgo),
      });
    const events = kitchen.path(`/locations/${kitchen.main.id}/events`);
    for (const daysAgo of festivals) {
      const past = await kitchen.owner.post(events, {
        kind: "event",
        name: "Street festival",
        startsOn: day(-daysAgo),
        endsOn: day(-daysAgo),
      });
      expect(past.status, JSON.stringify(past.body)).toBe(201);
    }
    const ahead = await kitchen.owner.post(events, {
      kind: "event",
      name: "Street festival",
      startsOn: day(3),
      endsOn: day(3),
      expectedGuests: 300,
    });
    expect(ahead.status).toBe(201);

    const series = await kitchen.owner.get(
      kitchen.path(`/analytics/series?itemId=${itemId}&locationId=${kitchen.main.id}&horizon=14`),
    );
    expect(series.status, JSON.stringify(series.body)).toBe(200);
    // The events reach the engine's input: the chart marks them behind and ahead.
    expect(series.body.events).toContainEqual({
      day: day(3),
      name: "Street festival",
      kind: "event",
    });
    expect(series.body.events).toContainEqual({
      day: day(-11),
      name: "Street festival",
      kind: "event",
    });
    const on = (d: string) => Number(series.body.forecast.find((f: any) => f.day === d).expected);
    // The festival day is forecast well above the same weekday a week later.
    expect(on(day(3))).toBeGreaterThan(on(day(10)) * 1.5);
    const effect = series.body.effects.find((e: any) => e.name === "Street festival");
    expect(effect).toMatchObject({ day: day(3) });
    expect(effect.lift).toBeGreaterThan(1.5);

    // The background run stores the same effect with the item's forecast for suggestions.
    await kitchen.owner.post(kitchen.path("/ordering/forecast-run"), {});
    await waitForRun();
    const { withTenant } = await import("../src/db/tenant");
    const stored = await withTenant(kitchen.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query<{ effects: { day: number; name: string; lift: number }[] }>(
        "select effects from item_forecasts where workspace_id = $1 and item_id = $2 and location_id = $3",
        [kitchen.workspaceId, itemId, kitchen.main.id],
      ),
    );
    expect(stored.rows[0]!.effects).toContainEqual(
      expect.objectContaining({ day: 3, name: "Street festival" }),
    );

    // A supplier delivering any day on three days' notice: today's order covers days 0 to 3,
    // the festival's day among them, and its line says so.
    const supplier = await kitchen.owner.post(kitchen.path("/suppliers"), {
      name: "Bay Shellfish",
      email: "",
      orderingEmail: "",
      deliveryDays: [],
      leadTimeDays: 3,
    });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    const sold = await kitchen.owner.post(kitchen.path(`/suppliers/${supplier.body.id}/items`), {
      itemId,
      unit: "kg",
      price: "12",
      preferred: true,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const suggestions = await kitchen.owner.get(
      kitchen.path(
        `/ordering/suggestions?locationId=${kitchen.main.id}&supplierId=${supplier.body.id}`,
      ),
    );
    expect(suggestions.status, JSON.stringify(suggestions.body)).toBe(200);
    const line = suggestions.body.suppliers[0].lines.find((l: any) => l.itemId === itemId);
    expect(line.explanation).toMatch(
      /^4-day forecast [\d.]+ kg \(Street festival \+\d+%\) \+ safety [\d.]+ kg − on hand 40 kg − on order 0 kg → [\d.]+ kg, rounded up to \d+ kg$/,
    );
  });

  it("takes a first promotion's expected change, and names it on the order line", async () => {
    const itemId = await addItem(kitchen, { name: "Sourdough" });
    // 12 weeks of 10 kg a day, and never a promotion of this name: nothing to learn it from.
    await recordPast(kitchen, { itemId, kind: "receipt", quantity: "900", at: noon(85) });
    for (let daysAgo = 84; daysAgo >= 1; daysAgo -= 1)
      await recordPast(kitchen, { itemId, kind: "usage", quantity: "-10", at: noon(daysAgo) });
    const stored = async () => {
      await kitchen.owner.post(kitchen.path("/ordering/forecast-run"), {});
      await waitForRun();
      const { withTenant } = await import("../src/db/tenant");
      const { rows } = await withTenant(
        kitchen.server.db,
        { workspaceId: kitchen.workspaceId },
        (tx) =>
          tx.query<{ on_day: number; effects: { day: number; name: string; lift: number }[] }>(
            `select mean[6]::float8 as on_day, effects from item_forecasts
              where workspace_id = $1 and item_id = $2 and location_id = $3`,
            [kitchen.workspaceId, itemId, kitchen.main.id],
          ),
      );
      return rows[0]!;
    };
    const before = await stored();

    const launch = await kitchen.owner.post(kitchen.path(`/locations/${kitchen.main.id}/events`), {
      kind: "promotion",
      name: "Sourdough launch",
      startsOn: day(5),
      endsOn: day(5),
      expectedChangePercent: "30",
    });
    expect(launch.status, JSON.stringify(launch.body)).toBe(201);
    expect(launch.body.expectedChangePercent).toBe("30");

    // Once the run it asked for is done, day 5 is forecast about 30% above what it was.
    const after = await stored();
    expect(after.on_day / before.on_day).toBeGreaterThan(1.25);
    expect(after.on_day / before.on_day).toBeLessThan(1.35);
    expect(after.effects).toContainEqual({ day: 5, name: "Sourdough launch", lift: 1.3 });

    // The chart's list of effects says the same.
    const series = await kitchen.owner.get(
      kitchen.path(`/analytics/series?itemId=${itemId}&locationId=${kitchen.main.id}&horizon=14`),
    );
    expect(series.body.effects).toContainEqual({
      day: day(5),
      name: "Sourdough launch",
      lift: 1.3,
    });

    // An order covering days 0 to 5 names it with what was expected.
    const supplier = await kitchen.owner.post(kitchen.path("/suppliers"), {
      name: "Hill Bakery",
      email: "",
      orderingEmail: "",
      deliveryDays: [],
      leadTimeDays: 5,
    });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    await kitchen.owner.post(kitchen.path(`/suppliers/${supplier.body.id}/items`), {
      itemId,
      unit: "kg",
      price: "4",
      preferred: true,
    });
    const suggestions = await kitchen.owner.get(
      kitchen.path(
        `/ordering/suggestions?locationId=${kitchen.main.id}&supplierId=${supplier.body.id}`,
      ),
    );
    const line = suggestions.body.suppliers[0].lines.find((l: any) => l.itemId === itemId);
    expect(line.explanation).toContain("(Sourdough launch +30%)");
    await kitchen.owner.delete(kitchen.path(`/location-events/${launch.body.id}`));
  });
  it("moves only the items of the categories a promotion names", async () => {
    const category = async (name: string) => {
      const created = await kitchen.owner.post(kitchen.path("/categories"), { name });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id as string;
    };
    const buns = await category("Buns");
    const greens = await category("Greens");
    const bun = await addItem(kitchen, { name: "Brioche bun", categoryId: buns });
    const lettuce = await addItem(kitchen, { name: "Little gem", categoryId: greens });
    for (const itemId of [bun, lettuce]) {
      await recordPast(kitchen, { itemId, kind: "receipt", quantity: "900", at: noon(85) });
      for (let daysAgo = 84; daysAgo >= 1; daysAgo -= 1)
        await recordPast(kitchen, { itemId, kind: "usage", quantity: "-10", at: noon(daysAgo) });
    }
    const onDay4 = async () => {
      await kitchen.owner.post(kitchen.path("/ordering/forecast-run"), {});
      await waitForRun();
      const { withTenant } = await import("../src/db/tenant");
      const { rows } = await withTenant(
        kitchen.server.db,
        { workspaceId: kitchen.workspaceId },
        (tx) =>
          tx.query<{ item_id: string; on_day: number }>(
            `select item_id, mean[5]::float8 as on_day from item_forecasts
              where workspace_id = $1 and item_id = any($2::uuid[]) and location_id = $3`,
            [kitchen.workspaceId, [bun, lettuce], kitchen.main.id],
          ),
      );
      return new Map(rows.map((row) => [row.item_id, row.on_day]));
    };
    const before = await onDay4();

    // Upper-case ids are the same categories; a category of another workspace is refused.
    const foreign = await other.owner.post(other.path("/categories"), { name: "Buns" });
    const refused = await kitchen.owner.post(kitchen.path(`/locations/${kitchen.main.id}/events`), {
      kind: "promotion",
      name: "Burger week",
      startsOn: day(4),
      endsOn: day(4),
      expectedChangePercent: "40",
      categoryIds: [foreign.body.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("categories chosen does not exist");
    const burger = await kitchen.owner.post(kitchen.path(`/locations/${kitchen.main.id}/events`), {
      kind: "promotion",
      name: "Burger week",
      startsOn: day(4),
      endsOn: day(4),
      expectedChangePercent: "40",
      categoryIds: [buns.toUpperCase(), buns],
    });
    expect(burger.status, JSON.stringify(burger.body)).toBe(201);
    expect(burger.body.categories).toEqual([{ id: buns, name: "Buns" }]);

    const after = await onDay4();
    expect(after.get(bun)! / before.get(bun)!).toBeGreaterThan(1.35);
    expect(after.get(bun)! / before.get(bun)!).toBeLessThan(1.45);
    expect(after.get(lettuce)! / before.get(lettuce)!).toBeCloseTo(1, 2);

    // The item's chart names it for the buns, not for the lettuce.
    const effects = async (itemId: string) =>
      (
        await kitchen.owner.get(
          kitchen.path(
            `/analytics/series?itemId=${itemId}&locationId=${kitchen.main.id}&horizon=14`,
          ),
        )
      ).body.effects.map((effect: any) => effect.name);
    expect(await effects(bun)).toContain("Burger week");
    expect(await effects(lettuce)).not.toContain("Burger week");

    // For every item again once the categories are cleared.
    const widened = await kitchen.owner.put(kitchen.path(`/location-events/${burger.body.id}`), {
      kind: "promotion",
      name: "Burger week",
      startsOn: day(4),
      endsOn: day(4),
      expectedChangePercent: "40",
      categoryIds: [],
    });
    expect(widened.status, JSON.stringify(widened.body)).toBe(200);
    expect(widened.body.categories).toEqual([]);
    expect(await effects(lettuce)).toContain("Burger week");
    await kitchen.owner.delete(kitchen.path(`/location-events/${burger.body.id}`));

    // The audit log says who planned it, changed it and took it off, and what changed; the
    // refused one left nothing.
    const audit = async (action: string) =>
      (
        await kitchen.owner.get(kitchen.path(`/audit?limit=50&action=${action}`))
      ).body.events.filter((event: any) => event.summary.includes("Burger week"));
    const planned = await audit("planning_event_created");
    expect(planned).toHaveLength(1);
    expect(planned[0].summary).toContain(
      `planned the promotion Burger week (${day(4)}, +40% expected, Buns only) at`,
    );
    const changed = await audit("planning_event_updated");
    expect(changed[0].details).toMatchObject({
      before: { categories: ["Buns"] },
      after: { categories: [] },
    });
    expect(await audit("planning_event_deleted")).toHaveLength(1);
  });
});

describe("the location the planning calendar opens on", () => {
  it("is the one with the most history, else the oldest", async () => {
    const fresh = await buildKitchen(context.server, context.mailbox, "History Kitchen");
    const opensOn = async () => {
      const reply = await fresh.owner.get(fresh.path("/planning/location"));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.locationId;
    };
    // Without any history, the oldest location.
    expect(await opensOn()).toBe(fresh.main.id);
    const leeks = await addItem(fresh, {
      name: "Leeks",
      parLevels: [{ locationId: fresh.commissary.id, minimum: null, maximum: null }],
    });
    await recordPast(fresh, {
      itemId: leeks,
      kind: "receipt",
      quantity: "40",
      at: noon(5),
      locationId: fresh.commissary.id,
    });
    for (const daysAgo of [4, 3, 2])
      await recordPast(fresh, {
        itemId: leeks,
        kind: "usage",
        quantity: "-2",
        at: noon(daysAgo),
        locationId: fresh.commissary.id,
      });
    // Issue 26, item 15: the commissary has the history.
    expect(await opensOn()).toBe(fresh.commissary.id);
  });
});
