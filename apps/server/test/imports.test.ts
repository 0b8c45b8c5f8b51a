/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { checkStockBalances } from "../src/modules/stock/check";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, onHand, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

/** Uploads `content` and waits for the import to be read and checked. */
async function upload(content: string | Uint8Array, type = "text/csv", fileName = "stock.csv") {
  const sent = await kitchen.owner.upload(
    kitchen.path(`/imports?fileName=${fileName}`),
    content,
    type,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  return waitFor(sent.body.id, (job) => job.status !== "parsing");
}

async function waitFor(id: string, done: (job: any) => boolean): Promise<any> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await kitchen.owner.get(kitchen.path(`/imports/${id}`));
    expect(job.status).toBe(200);
    if (done(job.body)) return job.body;
    if (Date.now() > deadline) throw new Error(`import ${id} stuck: ${JSON.stringify(job.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const csv = (rows: string[][]) => rows.map((row) => row.join(",")).join("\n");

describe("importing items and opening stock", () => {
  it("writes nothing while one row is wrong, names the row and the problem, then imports once fixed", async () => {
    const main = "Test Kitchen Main";
    const header = ["name", "category", "unit", "location", "on_hand", "unit_cost", "minimum"];
    const bad = await upload(
      csv([
        header,
        ["Import Basil", "Herbs", "oz", main, "12", "1.10", "4"],
        ["Import Flour", "Pantry", "kg", main, "twenty", "0.90", "10"],
      ]),
    );
    expect(bad).toMatchObject({ status: "ready", totalRows: 2, validRows: 1 });
    expect(bad.problems).toEqual([
      {
        row: 3,
        column: "on_hand",
        message: "“twenty” is not a number. Write the quantity on hand like 12.5.",
      },
    ]);
    const refused = await kitchen.owner.post(kitchen.path(`/imports/${bad.id}/confirm`), {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(
      "Nothing was imported: 1 problem in the file. Row 3, on_hand: “twenty” is not a number.",
    );
    const none = await kitchen.owner.get(kitchen.path("/items?search=Import"));
    expect(none.body.items).toEqual([]);

    const good = await upload(
      csv([
        header,
        ["Import Basil", "Herbs", "oz", main, "12", "1.10", "4"],
        ["Import Flour", "Baking", "kg", main, "20", "0.90", "10"],
      ]),
    );
    expect(good.problems).toEqual([]);
    expect(good.preview.map((row: any) => [row.name, row.onHand, row.existing])).toEqual([
      ["Import Basil", "12", false],
      ["Import Flour", "20", false],
    ]);
    const confirmed = await kitchen.owner.post(kitchen.path(`/imports/${good.id}/confirm`), {});
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(202);
    const done = await waitFor(good.id, (job) => job.status === "done" || job.status === "failed");
    expect(done).toMatchObject({ status: "done", progress: 100 });
    expect(done.result).toMatchObject({ created: 2, updated: 0, movements: 2 });

    const flour = (await kitchen.owner.get(kitchen.path("/items?search=Import Flour"))).body
      .items[0];
    expect(flour.category).toBe("Baking");
    const item = (await kitchen.owner.get(kitchen.path(`/items/${flour.id}`))).body;
    expect(item.stock[0]).toMatchObject({ onHand: "20", minimum: "10", averageUnitCost: "0.9" });
    const again = await kitchen.owner.post(kitchen.path(`/imports/${good.id}/confirm`), {});
    expect(again.status).toBe(409);
  });

  it("sets the stock of items Larder has, by an adjustment of the difference", async () => {
    const id = await addItem(kitchen, {
      name: "Import Rice",
      baseUnit: "kg",
      packs: [{ name: "sack", quantity: "25", unit: "kg" }],
      openingStock: [{ locationId: kitchen.main.id, quantity: "30", unit: "kg" }],
    });
    const job = await upload(
      csv([
        ["name", "unit", "location", "on_hand"],
        ["import rice", "sack", "Test Kitchen Main", "2"],
      ]),
    );
    expect(job.preview[0]).toMatchObject({ name: "Import Rice", onHand: "50", existing: true });
    await kitchen.owner.post(kitchen.path(`/imports/${job.id}/confirm`), {});
    await waitFor(job.id, (body) => body.status === "done");
    expect(await onHand(kitchen, id, kitchen.main.id)).toBe("50");
    const ledger = await kitchen.owner.get(kitchen.path(`/movements?itemId=${id}&kind=adjustment`));
    expect(ledger.body.movements[0]).toMatchObject({ quantity: "20", reason: "correction" });
    const check = await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      checkStockBalances(tx, kitchen.workspaceId),
    );
    expect(check).toEqual([]);
  });

  it("reads an Excel workbook in a worker thread, and can leave the rows with problems out", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Stock");
    sheet.addRow(["Item", "Unit", "Location", "Qty", "Cost", "Allergens"]);
    sheet.addRow(["Import Butter", "lbs", "Test Kitchen Main", 36, 3.9, "Milk"]);
    sheet.addRow(["Import Cream", "litres", "Nowhere", 4, 4.2, ""]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const job = await upload(
      bytes,
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "stock.xlsx",
    );
    expect(job).toMatchObject({ format: "xlsx", status: "ready", validRows: 1 });
    expect(job.problems[0]).toMatchObject({ row: 3, column: "location" });
    const confirmed = await kitchen.owner.post(kitchen.path(`/imports/${job.id}/confirm`), {
      skipInvalid: true,
    });
    expect(confirmed.status).toBe(202);
    await waitFor(job.id, (body) => body.status === "done");
    const butter = (await kitchen.owner.get(kitchen.path("/items?search=Import Butter"))).body
      .items[0];
    expect(butter.baseUnit).toBe("lb");
    expect(
      (await kitchen.owner.get(kitchen.path("/items?search=Import Cream"))).body.items,
    ).toEqual([]);
  });

  it("refuses what is not a spreadsheet, and a file without the name column", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    const image = await kitchen.owner.upload(
      kitchen.path("/imports"),
      png,
      "application/octet-stream",
    );
    expect(image.status).toBe(415);
    expect(image.body.message).toContain("Upload a CSV file or an Excel workbook (.xlsx)");
    const job = await upload("item_code,qty\nA1,3\n");
    expect(job.status).toBe("failed");
    expect(job.error).toContain("The header has no “name” column.");
    const json = await kitchen.owner.post(kitchen.path("/imports"), { name: "x" });
    expect(json.status).toBe(415);
  });

  it("is not offered to staff", async () => {
    const staff = await addMember(kitchen, "staff");
    const reply = await staff.upload(kitchen.path("/imports"), "name,unit\nX,kg\n", "text/csv");
    expect(reply.status).toBe(403);
  });
});

describe("exports", () => {
  it("exports items in the import's own columns, so a file can go round", async () => {
    await addItem(kitchen, {
      name: "Export Saffron",
      baseUnit: "g",
      parLevels: [{ locationId: kitchen.main.id, minimum: "5", maximum: "20" }],
      storageAreaIds: [kitchen.main.areas["Dry storage"]],
      openingStock: [{ locationId: kitchen.main.id, quantity: "12", unit: "g", unitCost: "9.5" }],
    });
    const reply = await kitchen.owner.get(kitchen.path("/exports/items?format=csv"));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/csv");
    expect(reply.headers.get("content-disposition")).toMatch(
      /attachment; filename="larder-items-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = String(reply.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      "name,category,unit,location,on_hand,unit_cost,minimum,maximum,storage_area,barcode,allergens",
    );
    expect(lines).toContain("Export Saffron,,g,Test Kitchen Main,12,9.5,5,20,Dry storage,,");

    // The exported file imports back as a change of nothing.
    const job = await upload(String(reply.body), "text/csv", "round-trip.csv");
    expect(job.problems).toEqual([]);
    expect(job.preview.find((row: any) => row.name === "Export Saffron")).toMatchObject({
      existing: true,
      onHand: "12",
    });
  });

  it("exports stock and the ledger as XLSX, without costs for staff", async () => {
    const xlsx = await fetch(
      new URL(kitchen.path("/exports/movements?format=xlsx"), kitchen.server.url),
      {
        headers: { cookie: kitchen.owner.cookieHeader(), "x-forwarded-for": kitchen.owner.ip },
      },
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain("unit_cost");
    expect(sheet.rowCount).toBeGreaterThan(1);

    const staff = await addMember(kitchen, "staff");
    const stock = await staff.get(kitchen.path("/exports/stock?format=csv"));
    const header = String(stock.body)
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/)[0];
    expect(header).toBe("item,category,location,on_hand,unit,minimum,maximum,status");
  });
});

describe("imports and restarts", () => {
  it("takes up a file left half-read by a server that stopped", async () => {
    const { JobRunner } = await import("../src/jobs/queue");
    const { readImport, writeImport } = await import("../src/modules/imports/import-jobs");
    const db = context.server.db;
    // As a stopped server leaves it: the job being read, its queue entry leased.
    const id = await withTenant(db, { workspaceId: kitchen.workspaceId }, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into import_jobs (workspace_id, status, file_name, format, file)
         values ($1, 'parsing', 'left.csv', 'csv', $2) returning id`,
        [
          kitchen.workspaceId,
          Buffer.from("name,unit,location\nRestart Thyme,oz,Test Kitchen Main\n"),
        ],
      );
      await tx.query(
        `insert into job_queue (kind, target_workspace_id, object_id, leased_until)
         values ('read-import', $1, $2, now() + interval '10 minutes')`,
        [kitchen.workspaceId, rows[0]!.id],
      );
      return rows[0]!.id;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await kitchen.owner.get(kitchen.path(`/imports/${id}`))).body.status).toBe("parsing");

    // The server starts again: what it had leased is free, and the work is done.
    const restarted = new JobRunner(
      db,
      {
        "read-import": (job) => readImport(db, job),
        "write-import": (job) => writeImport(db, job),
      },
      context.server.app.log,
    );
    await restarted.start({ releaseLeases: true, pollMs: 100 });
    try {
      const job = await waitFor(id, (body) => body.status !== "parsing");
      expect(job).toMatchObject({ status: "ready", validRows: 1 });
    } finally {
      await restarted.stop();
    }
  });
});
