/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { exact } from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, noon, recordPast, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";

// Head office's "All locations" reads the group rollup (migration 0020, decision 0032): these
// tests hold it to the per-location figures after every kind of write, and the location
// comparison to figures worked out by hand.
const context = useServerWithMailbox();
let kitchen: Kitchen;
let third: string;
const items: Record<string, string> = {};

const sum = (values: (string | null | undefined)[]) =>
  values.reduce((total, value) => total.add(exact(value ?? "0")), exact(0)).toString();

async function post(path: string, body: unknown, status = 201) {
  const reply = await kitchen.owner.post(kitchen.path(path), body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return reply.body;
}

async function stockRows(locationId?: string) {
  const query = locationId ? `&locationId=${locationId}` : "";
  const reply = await kitchen.owner.get(kitchen.path(`/stock?limit=200${query}`));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return new Map((reply.body.rows as any[]).map((row) => [row.itemId, row]));
}

/** The group rollup's rows against the per-location tables summed again, column by column. */
async function rollupAgainstLedger() {
  return withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, async (tx) => {
    const { rows } = await tx.query<{ differs: number }>(
      `with summed as (
         select b.item_id, count(*)::int as locations, sum(b.on_hand) as on_hand,
                coalesce(sum(b.on_hand * b.average_unit_cost), 0) as value,
                count(b.average_unit_cost)::int as priced,
                coalesce(sum(p.minimum), 0) as minimum, count(p.minimum)::int as minimums,
                coalesce(sum(p.maximum), 0) as maximum, count(p.maximum)::int as maximums,
                max(b.last_movement_at) as last_movement_at
           from stock_balances b
           left join par_levels p on p.workspace_id = b.workspace_id and p.item_id = b.item_id
                                 and p.location_id = b.location_id
          where b.workspace_id = $1 group by b.item_id
       ), kept as (
         select item_id, locations, on_hand, value, priced, minimum, minimums, maximum, maximums,
                last_movement_at
           from stock_group_balances where workspace_id = $1 and locations > 0
       ), used as (
         select day, item_id, sum(used) as used from stock_usage_daily
          where workspace_id = $1 group by 1, 2
       ), kept_used as (
         select day, item_id, used from stock_group_usage_daily where workspace_id = $1 and used <> 0
       )
       select ((select count(*) from (select * from summed except select * from kept) a)
             + (select count(*) from (select * from kept except select * from summed) b)
             + (select count(*) from (select * from used except select * from kept_used) c)
             + (select count(*) from (select * from kept_used except select * from used) d))::int
              as differs`,
      [kitchen.workspaceId],
    );
    return rows[0]!.differs;
  });
}

/** "All locations" equals the locations' own lists added together, item by item, to the cent. */
async function expectAllEqualsSum() {
  const [all, ...each] = await Promise.all([
    stockRows(),
    stockRows(kitchen.main.id),
    stockRows(kitchen.commissary.id),
    stockRows(third),
  ]);
  const ids = new Set(each.flatMap((rows) => [...rows.keys()]));
  expect([...all.keys()].sort()).toEqual([...ids].sort());
  for (const id of ids) {
    const rows = each.map((list) => list.get(id)).filter(Boolean);
    const row = all.get(id);
    expect(exact(row.onHand).toString(), `on hand of ${row.name}`).toBe(
      sum(rows.map((r) => r.onHand)),
    );
    expect(exact(row.value).toString(), `value of ${row.name}`).toBe(sum(rows.map((r) => r.value)));
    const minimums = rows.filter((r) => r.minimum !== null);
    expect(row.minimum === null ? null : exact(row.minimum).toString()).toBe(
      minimums.length ? sum(minimums.map((r) => r.minimum)) : null,
    );
  }
  expect(await rollupAgainstLedger()).toBe(0);
  return all;
}

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Group Kitchen");
  // One local day everywhere, so that the analytics read the group's days (decision 0032).
  for (const id of [kitchen.main.id, kitchen.commissary.id]) {
    const set = await kitchen.owner.patch(kitchen.path(`/locations/${id}`), { timeZone: "UTC" });
    expect(set.status, JSON.stringify(set.body)).toBe(204);
  }
  third = (await post("/locations", { name: "Harbour", timeZone: "UTC" })).id;
  const pars = (minimum: string) => [
    { locationId: kitchen.main.id, minimum, maximum: "50" },
    { locationId: kitchen.commissary.id, minimum, maximum: null },
  ];
  items.flour = await addItem(kitchen, { name: "Group flour", parLevels: pars("10") });
  items.butter = await addItem(kitchen, { name: "Group butter", parLevels: pars("4") });
}, 60_000);

describe("All locations from the group rollup", () => {
  it("equals the locations added together after receipts, waste, transfers, counts and par levels", async () => {
    const receive = (itemId: string, locationId: string, quantity: string, unitCost: string) =>
      post("/stock/receipts", { itemId, locationId, quantity, unit: "kg", unitCost });
    await receive(items.flour!, kitchen.main.id, "20", "1.50");
    await receive(items.flour!, kitchen.commissary.id, "8", "1.75");
    await receive(items.butter!, kitchen.main.id, "6", "7.25");
    await receive(items.butter!, third, "3", "8.00");
    let all = await expectAllEqualsSum();
    expect(all.get(items.flour)).toMatchObject({ onHand: "28", value: "44", minimum: "20" });

    await post("/stock/waste", {
      itemId: items.butter,
      locationId: kitchen.main.id,
      quantity: "1",
      unit: "kg",
      reason: "spoiled",
    });
    await post("/stock/usage", {
      itemId: items.flour,
      locationId: kitchen.commissary.id,
      quantity: "2",
      unit: "kg",
    });
    await expectAllEqualsSum();

    // A transfer leaves the group's quantity alone but moves value between two averages.
    await post("/stock/transfers", {
      itemId: items.flour,
      fromLocationId: kitchen.main.id,
      toLocationId: kitchen.commissary.id,
      quantity: "4",
      unit: "kg",
    });
    all = await expectAllEqualsSum();
    expect(all.get(items.flour).onHand).toBe("26");

    const count = await post("/counts", { locationId: kitchen.main.id });
    const line = await kitchen.owner.put(
      kitchen.path(`/counts/${count.id}/lines/${items.butter}`),
      { quantity: "4.5", unit: "kg" },
    );
    expect(line.status, JSON.stringify(line.body)).toBe(204);
    await post(`/counts/${count.id}/post`, {}, 200);
    all = await expectAllEqualsSum();
    expect(all.get(items.butter)).toMatchObject({ onHand: "7.5", value: "56.63" });

    // A rollup left as it was would still say 20 and call the flour adequate.
    const changed = await kitchen.owner.patch(kitchen.path(`/items/${items.flour}`), {
      parLevels: [
        { locationId: kitchen.main.id, minimum: "30", maximum: "50" },
        { locationId: kitchen.commissary.id, minimum: "10", maximum: null },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    all = await expectAllEqualsSum();
    expect(all.get(items.flour)).toMatchObject({ minimum: "40", status: "low" });

    const overview = await kitchen.owner.get(kitchen.path("/stock/overview"));
    const values = await Promise.all(
      [kitchen.main.id, kitchen.commissary.id, third].map(
        async (id) =>
          (await kitchen.owner.get(kitchen.path(`/stock/overview?locationId=${id}`))).body.value,
      ),
    );
    expect(exact(overview.body.value).toString()).toBe(sum(values));
    // Butter too: 7.5 kg against the minimums of 4 at the two locations that carry it.
    expect(overview.body).toMatchObject({ items: 2, low: 2 });
  });

  it("gives All locations' analytics as the locations' use added together", async () => {
    // Multiples of seven, so that a day's rate over the week's window is exact.
    await recordPast(kitchen, {
      itemId: items.flour!,
      kind: "usage",
      quantity: "-14",
      at: noon(1),
    });
    const at = (locationId: string, quantity: string, daysAgo: number) =>
      recordPast(kitchen, {
        itemId: items.flour!,
        kind: "usage",
        quantity,
        at: noon(daysAgo),
        locationId,
      });
    await at(kitchen.commissary.id, "-7", 1);
    await at(third, "-21", 3);
    const usage = async (locationId?: string) => {
      const query = locationId ? `&locationId=${locationId}` : "";
      const reply = await kitchen.owner.get(
        kitchen.path(`/analytics/usage?period=daily&itemId=${items.flour}${query}`),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body;
    };
    const [all, main, commissary] = await Promise.all([
      usage(),
      usage(kitchen.main.id),
      usage(kitchen.commissary.id),
    ]);
    const flour = (body: any) => body.topMovers.find((m: any) => m.itemId === items.flour);
    // 14 + 7 + 21 + the 2 kg recorded today (not in the window): 42 kg over 7 days.
    expect(flour(all).usage).toBe("6");
    expect(exact(flour(all).usage).toString()).toBe(
      sum([flour(main).usage, flour(commissary).usage, "3"]),
    );
    const weekdays = (body: any) => body.heatmap[0].byWeekday as string[];
    weekdays(all).forEach((units, day) => {
      const harbour = day === (new Date(noon(3)).getUTCDay() + 6) % 7 ? "21" : "0";
      expect(exact(units).toString()).toBe(
        sum([weekdays(main)[day], weekdays(commissary)[day], harbour]),
      );
    });
    expect(await rollupAgainstLedger()).toBe(0);
  });

  it("moves the group's days by what each statement inserted, updated and deleted", async () => {
    // The group's days move once per statement (migration 0034): one statement that inserts
    // some days and adds to others, one that rewrites days, one that deletes some, and a
    // location's days redrawn in another time zone (a delete and an insert). Written straight
    // to the table, for an item of this test's own, so the ledger of the others stays as it is.
    const salt = await addItem(kitchen, { name: "Group salt" });
    const groupDay = (day: string) =>
      withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, async (tx) => {
        const { rows } = await tx.query<{ used: string }>(
          `select used::text from stock_group_usage_daily
            where workspace_id = $1 and item_id = $2 and day = $3::date`,
          [kitchen.workspaceId, salt, day],
        );
        return rows[0]?.used ?? null;
      });
    const write = (sql: string, params: unknown[]) =>
      withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
        tx.query(sql, [kitchen.workspaceId, salt, ...params]),
      );
    const upsert = `insert into stock_usage_daily as u (workspace_id, location_id, day, item_id, used)
                    select $1, place, day, $2, used
                      from unnest($3::uuid[], $4::date[], $5::numeric[]) as w(place, day, used)
                    on conflict (workspace_id, location_id, day, item_id)
                    do update set used = u.used + excluded.used`;
    await write(upsert, [
      [kitchen.main.id, third],
      ["2020-02-03", "2020-02-03"],
      ["1.5", "2.25"],
    ]);
    expect(exact((await groupDay("2020-02-03"))!).toString()).toBe("3.75");
    // One statement: the main location's day grows (an update), the commissary's is new.
    await write(upsert, [
      [kitchen.main.id, kitchen.commissary.id, kitchen.main.id],
      ["2020-02-03", "2020-02-03", "2020-02-04"],
      ["0.5", "4", "1"],
    ]);
    expect(exact((await groupDay("2020-02-03"))!).toString()).toBe("8.25");
    expect(exact((await groupDay("2020-02-04"))!).toString()).toBe("1");
    await write(
      `update stock_usage_daily set used = used * 2
        where workspace_id = $1 and item_id = $2 and day between '2020-02-03' and '2020-02-04'`,
      [],
    );
    expect(exact((await groupDay("2020-02-03"))!).toString()).toBe("16.5");
    expect(exact((await groupDay("2020-02-04"))!).toString()).toBe("2");
    await write(
      `delete from stock_usage_daily
        where workspace_id = $1 and item_id = $2 and day = '2020-02-03' and location_id <> $3`,
      [kitchen.main.id],
    );
    expect(exact((await groupDay("2020-02-03"))!).toString()).toBe("4");
    expect(await rollupAgainstLedger()).toBe(0);
    // The Harbour's days, drawn again from its ledger in Tokyo's time.
    const moved = await kitchen.owner.patch(kitchen.path(`/locations/${third}`), {
      timeZone: "Asia/Tokyo",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(204);
    expect(await rollupAgainstLedger()).toBe(0);
    const back = await kitchen.owner.patch(kitchen.path(`/locations/${third}`), {
      timeZone: "UTC",
    });
    expect(back.status, JSON.stringify(back.body)).toBe(204);
    await write(`delete from stock_usage_daily where workspace_id = $1 and item_id = $2`, []);
    expect(exact((await groupDay("2020-02-04")) ?? "0").toString()).toBe("0");
    expect(await rollupAgainstLedger()).toBe(0);
  });

  it("answers a member limited to one location with that location only", async () => {
    const chef = await addMember(kitchen, "chef", [kitchen.commissary.id]);
    const own = await chef.get(kitchen.path("/stock?limit=200"));
    const commissary = await stockRows(kitchen.commissary.id);
    expect(own.body.rows.map((r: any) => [r.itemId, r.onHand])).toEqual(
      [...commissary.values()].map((r: any) => [r.itemId, r.onHand]),
    );
    const compared = await chef.get(kitchen.path("/analytics/locations"));
    expect(compared.status).toBe(200);
    expect(compared.body.locations.map((l: any) => l.locationId)).toEqual([kitchen.commissary.id]);
  });
});

describe("the location comparison", () => {
  let own: Kitchen;
  beforeAll(async () => {
    own = await buildKitchen(context.server, context.mailbox, "Compared Kitchen");
    const item = await addItem(own, { name: "Compared cream", baseUnit: "l" });
    const send = async (path: string, body: unknown, status = 201) => {
      const reply = await own.owner.post(own.path(path), body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      return reply.body;
    };
    const main = own.main.id;
    // Main: 12 l at 3.25, 2 l used, 1.5 l wasted, 4 l to the commissary, counted at 3.75 l.
    await send("/stock/receipts", {
      itemId: item,
      locationId: main,
      quantity: "12",
      unit: "l",
      unitCost: "3.25",
    });
    await send("/stock/usage", { itemId: item, locationId: main, quantity: "2", unit: "l" });
    await send("/stock/waste", {
      itemId: item,
      locationId: main,
      quantity: "1.5",
      unit: "l",
      reason: "spoiled",
    });
    await send("/stock/transfers", {
      itemId: item,
      fromLocationId: main,
      toLocationId: own.commissary.id,
      quantity: "4",
      unit: "l",
    });
    const count = await send("/counts", { locationId: main });
    const line = await own.owner.put(own.path(`/counts/${count.id}/lines/${item}`), {
      quantity: "3.75",
      unit: "l",
    });
    expect(line.status, JSON.stringify(line.body)).toBe(204);
    await send(`/counts/${count.id}/post`, {}, 200);
    // The commissary wastes half a litre of what it was sent.
    await send("/stock/waste", {
      itemId: item,
      locationId: own.commissary.id,
      quantity: "0.5",
      unit: "l",
      reason: "spoiled",
    });
    const dairy = await addSupplier(own, "Compared Dairy");
    const farm = await addSupplier(own, "Compared Farm");
    const today = (await own.owner.get(own.path("/analytics/locations"))).body.to as string;
    const invoice = (supplierId: string, number: string, total: string, locationId: string) =>
      send("/invoices", {
        supplierId,
        number,
        locationId,
        effectiveDate: today,
        dueDate: today,
        totalExclTax: total,
        totalInclTax: total,
      });
    await invoice(dairy, "D-1", "39.00", main);
    await invoice(farm, "F-1", "12.40", main);
    await invoice(farm, "F-2", "20.00", main);
    await invoice(dairy, "D-2", "8.15", own.commissary.id);
  }, 60_000);

  it("gives each location's figures as worked out by hand", async () => {
    const reply = await own.owner.get(own.path("/analytics/locations"));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const byName = Object.fromEntries(reply.body.locations.map((l: any) => [l.name, l]));
    const main = reply.body.locations.find((l: any) => l.locationId === own.main.id);
    // Used 2 × 3.25 = 6.50, wasted 1.5 × 3.25 = 4.875; use and waste 11.375 → 11.38.
    // Counted 3.75 of 4.5 expected: −0.75 × 3.25 = −2.4375 → −2.44. Holds 3.75 × 3.25 = 12.1875.
    expect(main).toMatchObject({
      stockValue: "12.19",
      usageValue: "11.38",
      wasteValue: "4.88",
      wastePercent: "42.86",
      countVarianceValue: "-2.44",
      spend: "71.40",
      spendBySupplier: [
        { name: "Compared Dairy", spend: "39.00" },
        { name: "Compared Farm", spend: "32.40" },
      ],
      netSales: "0.00",
      costOfSales: "0.00",
      foodCostPercent: null,
    });
    expect(byName.Commissary).toMatchObject({
      stockValue: "11.38",
      usageValue: "1.63",
      wasteValue: "1.63",
      wastePercent: "100",
      countVarianceValue: "0.00",
      spend: "8.15",
    });
  });

  it("refuses a period the wrong way round, and hides costs from a role without them", async () => {
    const wrong = await own.owner.get(
      own.path("/analytics/locations?from=2026-03-10&to=2026-03-01"),
    );
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain("The first day must not be after the last day.");
    const chef = await addMember(own, "chef");
    const seen = await chef.get(own.path("/analytics/locations"));
    expect(seen.status).toBe(200);
    // A chef sees costs but not invoices: no spend.
    expect(seen.body.locations[0]).toMatchObject({ spend: null, spendBySupplier: null });
    expect(seen.body.locations[0].usageValue).not.toBeNull();
  });

  it("never shows another workspace's locations", async () => {
    const mine = await own.owner.get(own.path("/analytics/locations"));
    const ids = mine.body.locations.map((l: any) => l.locationId).sort();
    expect(ids).toEqual([own.main.id, own.commissary.id].sort());
    const across = await own.owner.get(kitchen.path("/analytics/locations"));
    expect(across.status).toBe(404);
  });
});
