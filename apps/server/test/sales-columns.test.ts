/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { buildKitchen, type Kitchen } from "./kitchen";
import { uploadSales, waitForSales } from "./sales-kit";

// Issue 26, item 2: a file whose columns Larder cannot guess waits for the person's choice; it
// must never make the workspace's imports unreadable.
const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Columns Kitchen");
}, 60_000);

const imports = () => kitchen.owner.get(kitchen.path("/sales/imports"));

describe("a sales file whose columns cannot be guessed", () => {
  it("waits with the columns it found, is read again once chosen, and is posted", async () => {
    const job = await uploadSales(kitchen, "foo,bar\n1,2\n", "min.csv");
    expect(job.status).toBe("ready");
    expect(job.header).toEqual(["foo", "bar"]);
    expect(job.mapping).toMatchObject({ item: null, date: null });
    expect(job.error).toBe("Choose the column that holds the item sold.");
    const listed = await imports();
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.map((one: any) => one.id)).toContain(job.id);

    const incomplete = await kitchen.owner.patch(kitchen.path(`/sales/imports/${job.id}`), {
      mapping: { ...job.mapping, item: 1 },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toMatch(/Choose the date column, or say which day/);

    const chosen = await kitchen.owner.patch(kitchen.path(`/sales/imports/${job.id}`), {
      mapping: { ...job.mapping, item: 0, quantity: 1, day: "2026-03-14" },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(202);
    const reread = await waitForSales(kitchen, job.id, (j) => j.status === "ready");
    expect([reread.lines, reread.newLines, reread.firstDay, reread.error]).toEqual([
      1,
      1,
      "2026-03-14",
      null,
    ]);
    const posted = await kitchen.owner.post(kitchen.path(`/sales/imports/${job.id}/post`));
    expect(posted.status, JSON.stringify(posted.body)).toBe(202);
    const done = await waitForSales(kitchen, job.id, (j) => j.status === "done");
    expect(done.result).toMatchObject({ lines: 1 });
  });

  it("is cancelled, and the imports stay readable", async () => {
    const job = await uploadSales(kitchen, "Quantity,Thing,When\n2,Soup,soon\n", "odd.csv");
    expect(job.status).toBe("ready");
    expect(job.mapping).toMatchObject({ quantity: 0, item: null, date: null });
    const cancelled = await kitchen.owner.post(kitchen.path(`/sales/imports/${job.id}/cancel`));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(204);
    const after = await kitchen.owner.get(kitchen.path(`/sales/imports/${job.id}`));
    expect([after.status, after.body.status]).toEqual([200, "cancelled"]);
    expect((await imports()).status).toBe(200);
  });

  it("fails a file of 20,000 columns with a sentence saying why", async () => {
    const header = Array.from({ length: 20_000 }, (_, index) => `c${index}`);
    const row = header.map(() => "1");
    const job = await uploadSales(
      kitchen,
      `${[...header.slice(0, -1), "Item"].join(",")}\n${row.join(",")}\n`,
      "wide.csv",
    );
    expect(job.status).toBe("failed");
    expect(job.error).toBe(
      "This file has 20,000 columns; Larder reads sales files of at most 1,000. Export the sales again with the usual columns (date, item, quantity…), or delete the columns Larder does not use.",
    );
    expect(job.header).toEqual([]);
    expect((await imports()).status).toBe(200);
  });

  it("refuses a chosen column past the most a file may have", async () => {
    const job = await uploadSales(kitchen, "foo,bar\n3,4\n", "min-2.csv");
    const far = await kitchen.owner.patch(kitchen.path(`/sales/imports/${job.id}`), {
      mapping: { ...job.mapping, item: 19_999, day: "2026-03-14" },
    });
    expect(far.status).toBe(400);
    const missing = await kitchen.owner.patch(kitchen.path(`/sales/imports/${job.id}`), {
      mapping: { ...job.mapping, item: 5, day: "2026-03-14" },
    });
    expect([missing.status, missing.body.message]).toEqual([
      409,
      "A column chosen is not in this file.",
    ]);
  });
});
