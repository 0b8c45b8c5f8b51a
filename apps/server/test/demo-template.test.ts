import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { makeDemoTemplate, topUpDemoSpares } from "../src/modules/demo";
import { checkStockBalances, checkUsageRollups } from "../src/modules/stock/check";
import { Client } from "./client";
import { waitForDemoTemplate } from "./demo-template-kit";
import { startTestServer, type TestServer } from "./helpers";

let server: TestServer;
let template: string;
beforeAll(async () => {
  // Spares are made by the tests that want them: every other demo here is copied on request.
  server = await startTestServer({ env: { DEMO_TEMPLATE: "on", DEMO_SPARES: "0" } });
  template = await waitForDemoTemplate(server);
}, 300_000);
afterAll(async () => {
  await server.close();
});

/** Every table of workspace rows, with how many rows `workspaceId` has in it. */
async function rowCounts(workspaceId: string): Promise<Record<string, number>> {
  const { rows: tables } = await server.db.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'workspace_id')
      order by 1`,
  );
  return withTenant(server.db, { workspaceId }, async (tx) => {
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from "${name}" where workspace_id = $1`,
        [workspaceId],
      );
      counts[name] = rows[0]!.n;
    }
    return counts;
  });
}

/** Every id in the workspace's rows, as text. */
async function idsIn(workspaceId: string): Promise<Set<string>> {
  return withTenant(server.db, { workspaceId }, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id::text from items union all select id::text from locations
       union all select id::text from stock_movements union all select user_id::text from memberships
       union all select id::text from recipes union all select id::text from purchase_orders`,
    );
    return new Set(rows.map((row) => row.id));
  });
}

async function openCopiedDemo(made: "copy" | "spare" = "copy") {
  const visitor = new Client(server.url);
  const reply = await visitor.get("/demo");
  expect(reply.status).toBe(303);
  const opened = server.logs.filter((line) => line.demo).at(-1)?.demo as {
    made: string;
    workspaceId: string;
  };
  expect(opened.made).toBe(made);
  const session = (await visitor.session()).body;
  expect(session.currentWorkspaceId).toBe(opened.workspaceId);
  return { visitor, workspaceId: opened.workspaceId as string, session };
}

describe("a demo copied from the day's template", () => {
  it("has every row of the template, table by table, under ids of its own, its ledger whole", async () => {
    const { workspaceId, session } = await openCopiedDemo();
    expect(workspaceId).not.toBe(template);
    const [copied, original] = [await rowCounts(workspaceId), await rowCounts(template)];
    // The copy's audit log also says that the visitor opened it.
    expect({ ...copied, audit_events: copied.audit_events! - 1 }).toEqual(original);
    expect(copied.stock_movements).toBeGreaterThan(5000);
    const [ours, theirs] = [await idsIn(workspaceId), await idsIn(template)];
    expect([...ours].filter((id) => theirs.has(id))).toEqual([]);
    // Its people are its own: new accounts with the visitor's address ending, for a day.
    const { rows: people } = await withTenant(server.db, { workspaceId }, (tx) =>
      tx.query<{ email: string; hours: number }>(
        `select u.email, round(extract(epoch from u.demo_expires_at - now()) / 3600)::int as hours
           from memberships m join users u on u.id = m.user_id order by u.email`,
      ),
    );
    const ending = session.user.email.slice(session.user.email.indexOf("-"));
    expect(people).toHaveLength(5);
    for (const person of people) {
      expect(person.email.endsWith(ending)).toBe(true);
      expect(person.hours).toBe(24);
    }
    // Balances are the sum of the movements, roll-ups the sum of their parts: the triggers
    // stood aside and the derived rows were copied as they were.
    const check = await withTenant(server.db, { workspaceId }, async (tx) => [
      ...(await checkStockBalances(tx, workspaceId)),
      ...(await checkUsageRollups(tx, workspaceId)),
    ]);
    expect(check).toEqual([]);
  });

  it("answers the visitor's screens with the template's figures", async () => {
    const { visitor, workspaceId } = await openCopiedDemo();
    const locations = (await visitor.get(`/api/w/${workspaceId}/locations`)).body;
    for (const path of [
      `/stock?locationId=${locations[0].id}&limit=500`,
      "/purchases",
      "/analytics/usage",
      "/payables",
      "/recipes",
    ]) {
      const reply = await visitor.get(`/api/w/${workspaceId}${path}`);
      expect(reply.status, path).toBe(200);
    }
    // The template itself is no one's to read: a visitor is refused it.
    expect((await visitor.get(`/api/w/${template}/locations`)).status).toBe(404);
    const figures = (id: string) =>
      withTenant(server.db, { workspaceId: id }, async (tx) => {
        const { rows } = await tx.query(
          `select (select sum(on_hand)::text from stock_balances) as on_hand,
                  (select sum(used)::text from stock_group_usage_daily) as used,
                  (select sum(net_sales)::text from sales) as sales,
                  (select sum(total_incl_tax)::text from invoices) as invoiced,
                  (select count(*)::int from item_forecasts) as forecasts,
                  (select string_agg(status, ',' order by status) from document_scans) as scans`,
        );
        return rows[0];
      });
    // Ids inside JSON are renamed with the rows': the invoice's reading names the copy's supplier.
    const reading = await withTenant(server.db, { workspaceId }, (tx) =>
      tx.query(
        `select 1 from document_scans d
           join suppliers s on s.workspace_id = d.workspace_id and s.id = (d.reading->>'supplierId')::uuid`,
      ),
    );
    expect(reading.rowCount).toBe(1);
    const [copied, original] = [await figures(workspaceId), await figures(template)];
    expect(copied).toEqual(original);
    expect(Number(copied!.forecasts)).toBeGreaterThan(0);
  });

  it("keeps each copy apart: a copy's writes reach neither the template nor another copy", async () => {
    const first = await openCopiedDemo();
    const second = await openCopiedDemo();
    const before = [await rowCounts(template), await rowCounts(second.workspaceId)];
    const items = (await first.visitor.get(`/api/w/${first.workspaceId}/items?limit=5`)).body.items;
    const locations = (await first.visitor.get(`/api/w/${first.workspaceId}/locations`)).body;
    const used = await first.visitor.post(`/api/w/${first.workspaceId}/stock/usage`, {
      itemId: items[0].id,
      locationId: locations[0].id,
      quantity: "0.5",
      unit: items[0].baseUnit,
    });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    const renamed = await first.visitor.patch(`/api/w/${first.workspaceId}/items/${items[0].id}`, {
      name: `${items[0].name} (house)`,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect([await rowCounts(template), await rowCounts(second.workspaceId)]).toEqual(before);
    const names = await withTenant(server.db, { workspaceId: second.workspaceId }, (tx) =>
      tx.query("select 1 from items where name = $1", [`${items[0].name} (house)`]),
    );
    expect(names.rowCount).toBe(0);
    // One visitor's id of the other's item is refused, not found.
    expect(
      (await second.visitor.get(`/api/w/${second.workspaceId}/items/${items[0].id}`)).status,
    ).toBe(404);
  });

  it("tells the planner about the template once made: every table analyzed, its items counted", async () => {
    // The maker runs ANALYZE (migration 0033) right after the template it made; the statistics
    // reach the views within a second or so. Without them the template, newer than the last
    // statistics, would be planned as one item.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await server.db.query<{ unanalyzed: number }>(
        `select count(*)::int as unanalyzed from pg_stat_user_tables
          where schemaname = 'public' and last_analyze is null`,
      );
      const planned = await withTenant(server.db, { workspaceId: template }, async (tx) => {
        const { rows: plan } = await tx.query<{
          "QUERY PLAN": [{ Plan: { "Plan Rows": number } }];
        }>("explain (format json) select id from items where workspace_id = $1", [template]);
        return plan[0]!["QUERY PLAN"][0].Plan["Plan Rows"];
      });
      if (rows[0]!.unanalyzed === 0 && planned >= 60) break;
      if (Date.now() > deadline)
        throw new Error(`${rows[0]!.unanalyzed} tables not analyzed, ${planned} items planned`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 90_000);

  it("hands a waiting spare to each visitor, never one to two, its people's day starting then", async () => {
    expect(await topUpDemoSpares(server.db, { wanted: 2, lifetimeHours: 24 })).toBe(2);
    // Already two: none more is made.
    expect(await topUpDemoSpares(server.db, { wanted: 2, lifetimeHours: 24 })).toBe(0);
    const { rows: spares } = await server.db.query<{ id: string }>(
      "select demo_workspace_id as id from demo_spares order by made_at",
    );
    expect(spares).toHaveLength(2);
    // Made a while ago: handing one over starts its day afresh.
    await server.db.query(
      `update users set demo_expires_at = now() + interval '1 hour'
        where id in (select user_id from memberships
                      where workspace_id = any($1::uuid[]))`,
      [spares.map((spare) => spare.id)],
    );
    const handedOver = await Promise.all(
      [0, 1].map(async () => {
        const visitor = new Client(server.url);
        expect((await visitor.get("/demo")).status).toBe(303);
        return (await visitor.session()).body.currentWorkspaceId as string;
      }),
    );
    expect(new Set(handedOver)).toEqual(new Set(spares.map((spare) => spare.id)));
    expect((await server.db.query("select 1 from demo_spares")).rowCount).toBe(0);
    for (const workspaceId of handedOver) {
      const { rows: hours } = await withTenant(server.db, { workspaceId }, (tx) =>
        tx.query<{ hours: number }>(
          `select round(extract(epoch from u.demo_expires_at - now()) / 3600)::int as hours
             from memberships m join users u on u.id = m.user_id`,
        ),
      );
      expect(hours.map((row) => row.hours)).toEqual([24, 24, 24, 24, 24]);
    }
    // A spare is a whole copy: the same rows as one copied on request.
    const copied = await openCopiedDemo("copy");
    expect(await rowCounts(handedOver[0]!)).toEqual(await rowCounts(copied.workspaceId));
  }, 120_000);

  it("is made again when asked, the old template going with its people and spares while its copies stay", async () => {
    const before = await openCopiedDemo();
    expect(await topUpDemoSpares(server.db, { wanted: 1, lifetimeHours: 24 })).toBe(1);
    const { rows: spare } = await server.db.query<{ id: string }>(
      "select demo_workspace_id as id from demo_spares",
    );
    const { rows: oldPeople } = await withTenant(server.db, { workspaceId: template }, (tx) =>
      tx.query<{ user_id: string }>("select user_id from memberships"),
    );
    const replacement = await makeDemoTemplate(server.db, { force: true });
    expect(replacement).not.toBeNull();
    const { rows: templates } = await server.db.query<{ id: string }>(
      "select demo_workspace_id as id from demo_templates",
    );
    expect(templates.map((row) => row.id)).toEqual([replacement]);
    const left = await server.db.query("select 1 from users where id = any($1::uuid[])", [
      oldPeople.map((person) => person.user_id),
    ]);
    expect(left.rowCount).toBe(0);
    // Its spare went with it.
    expect((await server.db.query("select 1 from demo_spares")).rowCount).toBe(0);
    const gone = await withTenant(server.db, { workspaceId: spare[0]!.id }, (tx) =>
      tx.query("select 1 from workspaces union all select 1 from items"),
    );
    expect(gone.rowCount).toBe(0);
    expect((await before.visitor.get(`/api/w/${before.workspaceId}/locations`)).status).toBe(200);
    template = replacement!;
    const after = await openCopiedDemo();
    expect(await rowCounts(after.workspaceId)).toEqual(await rowCounts(before.workspaceId));
  }, 300_000);

  it("serves its own day only: on another day a demo is written anew until a new template is ready", async () => {
    await server.db.query("update demo_templates set made_for = made_for - 1");
    const visitor = new Client(server.url);
    expect((await visitor.get("/demo")).status).toBe(303);
    const opened = server.logs.filter((line) => line.demo).at(-1)?.demo as { made: string };
    expect(opened.made).toBe("written");
    await server.db.query("update demo_templates set made_for = made_for + 1");
  });
});
