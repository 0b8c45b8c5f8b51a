/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import type { Client } from "./client";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, type Kitchen } from "./kitchen";
import { squareFile, uploadSales, waitForSales } from "./sales-kit";

// The audit trail's acts beyond single records: required reading, and an import as one act
// (who imported which file, and what came of its rows) beside the changes it made.

const context = useServerWithMailbox();
let kitchen: Kitchen;
let staff: Client;
let ownerEmail: string;
const suffix = () => Math.random().toString(36).slice(2, 7);
const BROWSER = { "user-agent": "Mozilla/5.0 (Audit test)" };

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Audit Acts");
  ownerEmail = (await kitchen.owner.session()).body.user.email;
  staff = await addMember(kitchen, "staff");
}, 60_000);

async function events(filter: string): Promise<any[]> {
  const reply = await kitchen.owner.get(kitchen.path(`/audit?limit=200&${filter}`));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.events;
}

/** The summaries (without who) of the events of `action` that mention `word`, newest first. */
async function summaries(action: string, word: string): Promise<string[]> {
  return (await events(`action=${action}`))
    .filter((event) => event.summary.includes(word))
    .map((event) => event.summary.replace(/^\S+ /, ""));
}

describe("required reading in the audit log", () => {
  it("logs who must read a recipe when it changes, and each version a member reads", async () => {
    const name = `Audit focaccia ${suffix()}`;
    const recipe = await kitchen.owner.post(kitchen.path("/recipes"), {
      name,
      yieldQuantity: "1",
      yieldUnit: "kg",
      lines: [],
    });
    expect(recipe.status, JSON.stringify(recipe.body)).toBe(201);
    const training = kitchen.path(`/recipes/${recipe.body.id}/training`);
    const require = async (body: unknown) =>
      expect((await kitchen.owner.put(training, body)).status).toBe(200);

    await require({ roles: ["staff"], locationIds: [kitchen.main.id] });
    // The same readers again is no change.
    await require({ roles: ["staff"], locationIds: [kitchen.main.id] });
    await require({});
    const read = () => staff.post(kitchen.path(`/cookbook/${recipe.body.id}/read`), { version: 1 });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    expect((await kitchen.owner.delete(training)).status).toBe(204);
    expect((await kitchen.owner.delete(training)).status).toBe(204);

    expect(await summaries("required_reading_changed", name)).toEqual([
      `stopped requiring ${name} to be read (it was for every role at every location)`,
      `changed who must read ${name} from Staff at Audit Acts Main to every role at every location`,
      `made ${name} required reading for Staff at Audit Acts Main`,
    ]);
    const reading = (await events("action=recipe_read")).filter((event) =>
      event.summary.includes(name),
    );
    expect(reading).toHaveLength(1);
    expect(reading[0]).toMatchObject({
      area: "recipes",
      actorUserId: (await staff.session()).body.user.id,
      ip: staff.ip,
      details: { recipeId: recipe.body.id, recipe: name, version: 1 },
    });
    expect(reading[0].summary).toMatch(new RegExp(`read version 1 of ${name}$`));

    const set = (await events("action=required_reading_changed")).find((event) =>
      event.summary.includes(`made ${name}`),
    );
    expect(set.details).toEqual({
      recipeId: recipe.body.id,
      recipe: name,
      before: null,
      after: { roles: ["staff"], locationIds: [kitchen.main.id] },
    });
    // The Recipes area of the log shows them.
    const area = (await events("area=recipes")).filter((event) => event.summary.includes(name));
    expect(area.map((event) => event.action)).toEqual(
      expect.arrayContaining(["recipe_read", "required_reading_changed"]),
    );
  });
});

/** Uploads a file to the import at `kind` ("" for items) and waits for it to be checked. */
async function upload(kind: string, content: string, fileName: string): Promise<any> {
  const base = kind ? `/imports/${kind}` : "/imports";
  const sent = await kitchen.owner.upload(
    kitchen.path(`${base}?fileName=${fileName}`),
    content,
    "text/csv",
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  return waitFor(base, sent.body.id, (job) => job.status !== "parsing");
}

async function waitFor(base: string, id: string, done: (job: any) => boolean): Promise<any> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await kitchen.owner.get(kitchen.path(`${base}/${id}`));
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    if (done(job.body)) return job.body;
    if (Date.now() > deadline) throw new Error(`import ${id} stuck: ${JSON.stringify(job.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Confirms a checked import from a browser, leaving out rows with problems, and waits. */
async function confirm(kind: string, job: any): Promise<any> {
  const base = kind ? `/imports/${kind}` : "/imports";
  const sent = await kitchen.owner.post(
    kitchen.path(`${base}/${job.id}/confirm`),
    { skipInvalid: true },
    BROWSER,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const done = await waitFor(base, job.id, (body) => ["done", "failed"].includes(body.status));
  expect(done.status, JSON.stringify(done)).toBe("done");
  return done.result;
}

const csv = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => (cell.includes(",") ? `"${cell}"` : cell)).join(","))
    .join("\n");

describe("imports in the audit log", () => {
  it("logs an import of items as one act: who, which file, added, changed and left out", async () => {
    const basil = `Audit basil ${suffix()}`;
    const kept = await addItem(kitchen, { name: `Audit rice ${suffix()}` });
    const keptName = (await kitchen.owner.get(kitchen.path(`/items/${kept}`))).body.name;
    const job = await upload(
      "",
      csv([
        ["name", "unit", "location", "on_hand", "unit_cost"],
        [basil, "kg", "Audit Acts Main", "2", "3.10"],
        [keptName, "kg", "Audit Acts Main", "5", ""],
        ["", "kg", "Audit Acts Main", "1", ""],
      ]),
      "audit-stock.csv",
    );
    expect(job.validRows).toBe(2);
    expect(await confirm("", job)).toMatchObject({ created: 1, updated: 1 });

    const [act] = await events("action=items_imported");
    expect(act).toMatchObject({
      area: "items",
      actorEmail: ownerEmail,
      ip: kitchen.owner.ip,
      userAgent: BROWSER["user-agent"],
      details: {
        importId: job.id,
        kind: "items",
        fileName: "audit-stock.csv",
        rows: 3,
        leftOut: 1,
      },
    });
    expect(act.summary).toBe(
      `${ownerEmail} imported items and stock from audit-stock.csv: 1 added, 1 changed, 2 stock movements, 1 row with problems left out`,
    );
    // The changes it made are logged as before, now with where the import was confirmed from.
    const created = (await events("action=item_created")).find((event) =>
      event.summary.includes(basil),
    );
    expect(created).toMatchObject({ ip: kitchen.owner.ip, userAgent: BROWSER["user-agent"] });
    // The Items area shows the import beside the items it changed.
    expect((await events("area=items")).map((event) => event.action)).toContain("items_imported");
  });

  it("logs imports of suppliers and their prices under Suppliers, and an import that adds nothing", async () => {
    const supplier = `Audit Foods ${suffix()}`;
    const suppliers = csv([
      ["name", "email"],
      [supplier, "orders@audit.test"],
    ]);
    await confirm("suppliers", await upload("suppliers", suppliers, "suppliers.csv"));
    await confirm("suppliers", await upload("suppliers", suppliers, "suppliers-again.csv"));
    const item = `Audit lemons ${suffix()}`;
    await addItem(kitchen, { name: item, baseUnit: "pcs" });
    const prices = csv([
      ["supplier", "item", "unit", "price"],
      [supplier, item, "pcs", "0.40"],
      [supplier, "No such item", "pcs", "1"],
    ]);
    await confirm("supplier-items", await upload("supplier-items", prices, "prices.csv"));

    expect(await summaries("suppliers_imported", "suppliers")).toEqual([
      "imported suppliers from suppliers-again.csv: 0 added, 0 changed, 1 unchanged",
      "imported suppliers from suppliers.csv: 1 added, 0 changed, 0 unchanged",
    ]);
    const [price] = await events("action=supplier_items_imported");
    expect(price.summary).toBe(
      `${ownerEmail} imported supplier items and prices from prices.csv: 1 added, 0 changed, 0 unchanged, 1 row with problems left out`,
    );
    expect(price.area).toBe("suppliers");
    expect((await events("area=suppliers")).map((event) => event.action)).toEqual(
      expect.arrayContaining([
        "suppliers_imported",
        "supplier_items_imported",
        "supplier_item_added",
      ]),
    );
  });

  it("logs a posted sales file with the lines it did not add, from where it was confirmed", async () => {
    const day = "2026-02-14";
    const first = { day, time: "12:00", item: "Audit soup", qty: "1", net: "6", ticket: "S1" };
    const second = { ...first, day: "2026-02-15", ticket: "S2" };
    const post = async (lines: (typeof first)[], fileName: string) => {
      const job = await uploadSales(kitchen, squareFile(lines), fileName);
      expect(job.status, JSON.stringify(job)).toBe("ready");
      const sent = await kitchen.owner.post(
        kitchen.path(`/sales/imports/${job.id}/post`),
        {},
        BROWSER,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      await waitForSales(kitchen, job.id, (body) => body.status === "done");
    };
    await post([first], "soup-1.csv");
    await post([first, second], "soup-2.csv");
    const [posted] = await events("action=sales_imported");
    expect(posted.summary).toBe(
      `${ownerEmail} posted the sales file soup-2.csv: 1 lines, 0 stock movements; 1 already imported`,
    );
    expect(posted).toMatchObject({
      area: "sales",
      ip: kitchen.owner.ip,
      userAgent: BROWSER["user-agent"],
      details: { notAdded: { alreadyImported: 1, leftOut: 0, refused: 0 } },
    });
  });
});
