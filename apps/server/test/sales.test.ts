/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, onHand, type Kitchen } from "./kitchen";
import { menuItem, receive, squareFile, uploadSales, waitForSales } from "./sales-kit";

const context = useServerWithMailbox();
let kitchen: Kitchen;
let tomatoes: string;
let pasta: string;
let sauce: string;
let plate: { id: string; name: string };

const suffix = () => Math.random().toString(36).slice(2, 7);

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Sales Kitchen");
  tomatoes = await addItem(kitchen, { name: "Sale Tomatoes" });
  pasta = await addItem(kitchen, { name: "Sale Spaghetti" });
  await receive(kitchen, tomatoes, "50", "kg", "2.40");
  await receive(kitchen, pasta, "20", "kg", "1.80");
  // 2 kg of tomatoes cooked down by half: 1 kg of sauce. A plate takes 250 g of it.
  const created = await kitchen.owner.post(kitchen.path("/recipes"), {
    name: "Sale Sauce",
    yieldQuantity: "2",
    yieldUnit: "kg",
    cookingLossPercent: "50",
    lines: [{ itemId: tomatoes, quantity: "2", unit: "kg" }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  sauce = created.body.id;
  plate = await menuItem(kitchen, "Spaghetti Pomodoro", "14.00", [
    { recipeId: sauce, quantity: "250", unit: "g" },
    { itemId: pasta, quantity: "100", unit: "g" },
  ]);
}, 60_000);

const ticket = (number: string, lines: { name: string; quantity: string; netSales?: string }[]) =>
  kitchen.owner.post(kitchen.path("/sales/tickets"), {
    locationId: kitchen.main.id,
    ticket: number,
    soldAt: new Date().toISOString(),
    lines,
  });

describe("tickets from a POS", () => {
  it("takes each plate's ingredients from stock through its sub-recipe's yield, once", async () => {
    const before = await onHand(kitchen, tomatoes, kitchen.main.id);
    const sent = await ticket(`T-${suffix()}`, [
      { name: "spaghetti  POMODORO", quantity: "2", netSales: "28.00" },
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({ added: 1, alreadyRecorded: 0, unmapped: [] });
    // 250 g of a sauce that finishes at 1 kg from 2 kg of tomatoes: 0.5 kg a plate, not 0.25
    // (yield ignored) nor 500 (a conversion the wrong way).
    const after = await onHand(kitchen, tomatoes, kitchen.main.id);
    expect(Number(before) - Number(after)).toBeCloseTo(1, 6);
    expect(await onHand(kitchen, pasta, kitchen.main.id)).toBe("19.8");
  });

  it("adds nothing when the same ticket is sent again", async () => {
    const number = `T-${suffix()}`;
    const lines = [{ name: "Spaghetti Pomodoro", quantity: "1", netSales: "14" }];
    expect((await ticket(number, lines)).body.added).toBe(1);
    const before = await onHand(kitchen, pasta, kitchen.main.id);
    const again = await ticket(number, lines);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ added: 0, alreadyRecorded: 1, unmapped: [] });
    expect(await onHand(kitchen, pasta, kitchen.main.id)).toBe(before);
  });

  it("keeps a name no menu item answers to, and takes it from stock once mapped", async () => {
    const name = `Pasta of the Day ${suffix()}`;
    const sent = await ticket(`T-${suffix()}`, [{ name, quantity: "3", netSales: "36" }]);
    expect(sent.body.unmapped).toEqual([name]);
    const waiting = await kitchen.owner.get(kitchen.path("/sales/names?status=unmapped"));
    expect(waiting.body.find((n: any) => n.name === name)).toMatchObject({ waiting: 1 });
    const before = await onHand(kitchen, pasta, kitchen.main.id);
    const mapped = await kitchen.owner.put(kitchen.path("/sales/names"), {
      name: name.toUpperCase(),
      menuItemId: plate.id,
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body).toMatchObject({ depleted: 1, unmeasurable: [] });
    expect(Number(before) - Number(await onHand(kitchen, pasta, kitchen.main.id))).toBeCloseTo(
      0.3,
      6,
    );
    // Remembered: the next ticket under that name is taken from stock at once.
    expect((await ticket(`T-${suffix()}`, [{ name, quantity: "1" }])).body.unmapped).toEqual([]);
  });

  it("refuses a menu item of another workspace, a zero quantity, and staff", async () => {
    const other = await buildKitchen(context.server, context.mailbox, "Other Sales Kitchen");
    const theirs = await menuItem(other, "Their Plate", "9", []);
    const refused = await kitchen.owner.put(kitchen.path("/sales/names"), {
      name: "Their Plate",
      menuItemId: theirs.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/does not exist/);
    const zero = await ticket("T-0", [{ name: "Spaghetti Pomodoro", quantity: "0" }]);
    expect(zero.status).toBe(400);
    const staff = await addMember(kitchen, "staff");
    const denied = await staff.post(kitchen.path("/sales/tickets"), {
      locationId: kitchen.main.id,
      ticket: "T-1",
      soldAt: new Date().toISOString(),
      lines: [{ name: "Spaghetti Pomodoro", quantity: "1" }],
    });
    expect(denied.status).toBe(403);
  });
});

describe("importing a POS export", () => {
  it("recognises Square, previews, posts once, and refuses the same file again", async () => {
    const day = "2026-03-14";
    const file = squareFile([
      { day, time: "12:01", item: "Spaghetti Pomodoro", qty: "2", net: "28.00", ticket: "A1" },
      { day, time: "12:40", item: "Spaghetti Pomodoro", qty: "1", net: "14.00", ticket: "A2" },
      { day, time: "13:05", item: "Lemonade", qty: "2", net: "9.00", ticket: "A2" },
    ]);
    const job = await uploadSales(kitchen, file, "items-square.csv");
    expect(job.status, JSON.stringify(job)).toBe("ready");
    expect(job.posFormat).toBe("square");
    // 03/14/2026 can only be month first.
    expect(job.dateOrder).toBe("month-first");
    expect([job.lines, job.newLines, job.alreadyImported]).toEqual([3, 3, 0]);
    expect(job.netSales).toBe("51");
    // Square calls an item sold in one size "Regular": the name is the item's own.
    expect(job.unmapped).toEqual([{ name: "Lemonade", lines: 1, quantity: "2", netSales: "9" }]);
    const before = await onHand(kitchen, pasta, kitchen.main.id);
    const posted = await kitchen.owner.post(kitchen.path(`/sales/imports/${job.id}/post`));
    expect(posted.status, JSON.stringify(posted.body)).toBe(202);
    const done = await waitForSales(kitchen, job.id, (j) => j.status === "done");
    expect(done.result).toEqual({ lines: 3, depleted: 2, unmapped: 1, movements: 2 });
    expect(Number(before) - Number(await onHand(kitchen, pasta, kitchen.main.id))).toBeCloseTo(
      0.3,
      6,
    );
    const again = await kitchen.owner.upload(
      kitchen.path(`/sales/imports?fileName=again.csv&locationId=${kitchen.main.id}`),
      file,
      "text/csv",
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/imported on .* importing it again would add nothing/);
  });

  it("adds only the new lines of a re-export whose days overlap an earlier file", async () => {
    const lines = [
      {
        day: "2026-04-13",
        time: "19:00",
        item: "Spaghetti Pomodoro",
        qty: "1",
        net: "14",
        ticket: "B1",
      },
      {
        day: "2026-04-13",
        time: "19:30",
        item: "Spaghetti Pomodoro",
        qty: "1",
        net: "14",
        ticket: "B2",
      },
    ];
    const first = await uploadSales(kitchen, squareFile(lines), "april-13.csv");
    await kitchen.owner.post(kitchen.path(`/sales/imports/${first.id}/post`));
    await waitForSales(kitchen, first.id, (j) => j.status === "done");
    const longer = [
      ...lines,
      {
        day: "2026-04-14",
        time: "12:00",
        item: "Spaghetti Pomodoro",
        qty: "4",
        net: "56",
        ticket: "B3",
      },
    ];
    const second = await uploadSales(kitchen, squareFile(longer, "Device"), "april.csv");
    expect([second.lines, second.newLines, second.alreadyImported]).toEqual([3, 1, 2]);
    await kitchen.owner.post(kitchen.path(`/sales/imports/${second.id}/post`));
    const done = await waitForSales(kitchen, second.id, (j) => j.status === "done");
    expect(done.result.lines).toBe(1);
    const sales = await kitchen.owner.get(
      kitchen.path("/sales?from=2026-04-13&to=2026-04-14&limit=10"),
    );
    expect(sales.body.total).toBe(3);
    expect(sales.body.quantity).toBe("6");
  });

  it("keeps a file of many pieces whole until it is posted, then lets it go", async () => {
    // About 1 MB: the file is kept in pieces of 256 KB (migration 0014).
    const lines = Array.from({ length: 7000 }, (_, n) => ({
      day: `2026-05-${String(1 + (n % 28)).padStart(2, "0")}`,
      time: `${String(11 + (n % 10)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`,
      item: n % 2 ? "Spaghetti Pomodoro" : `Special ${n % 7}`,
      qty: "1",
      net: "14.00",
      ticket: `P${n}`,
    }));
    const file = squareFile(lines);
    expect(file.length).toBeGreaterThan(3 * 256 * 1024);
    const pieces = (id: string) =>
      withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, async (tx) => {
        const { rows } = await tx.query<{ n: number; size: number }>(
          `select count(*)::int as n, coalesce(sum(length(piece)), 0)::int as size
             from sales_import_pieces where workspace_id = $1 and import_id = $2`,
          [kitchen.workspaceId, id],
        );
        return rows[0]!;
      });
    const job = await uploadSales(kitchen, file, "may.csv");
    // Every line read back: the pieces were put together in order and none was lost.
    expect([job.lines, job.newLines, job.problems.length]).toEqual([7000, 7000, 0]);
    const kept = await pieces(job.id);
    expect(kept.n).toBeGreaterThan(3);
    expect(kept.size).toBe(new TextEncoder().encode(file).length);
    await kitchen.owner.post(kitchen.path(`/sales/imports/${job.id}/post`));
    const done = await waitForSales(kitchen, job.id, (j) => j.status === "done");
    expect(done.result.lines).toBe(7000);
    expect(await pieces(job.id)).toEqual({ n: 0, size: 0 });
  }, 120_000);

  it("reads the file again at posting when a location it names was added after the review", async () => {
    const patio = `Patio ${suffix()}`;
    const day = "2026-04-14";
    const rows = squareFile([
      { day, time: "12:00", item: plate.name, qty: "1", net: "14.00", ticket: `P${suffix()}` },
      { day, time: "12:30", item: plate.name, qty: "3", net: "42.00", ticket: `P${suffix()}` },
    ]).split("\n");
    // The second line was sold at a place Larder does not know yet (Square's last column).
    rows[2] = `${rows[2]}${patio}`;
    const job = await uploadSales(kitchen, rows.join("\n"), "two-places.csv");
    expect([job.lines, job.unknownLocations]).toEqual([1, [patio]]);
    const added = await kitchen.owner.post(kitchen.path("/locations"), {
      name: patio,
      timeZone: "America/New_York",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const posted = await kitchen.owner.post(kitchen.path(`/sales/imports/${job.id}/post`));
    expect(posted.status, JSON.stringify(posted.body)).toBe(202);
    const done = await waitForSales(kitchen, job.id, (j) => j.status === "done");
    // Both lines: the review's reading, kept for posting, is not used once the places changed.
    expect(done.result).toMatchObject({ lines: 2, depleted: 2 });
    expect(await onHand(kitchen, pasta, added.body.id)).toBe("-0.3");
  });

  it("reads another POS through the columns chosen, and remembers them for the same header", async () => {
    const header = ["Datum", "Artikel", "Menge", "Umsatz netto"];
    const csv = [header, ["14.03.2026", "Spaghetti Pomodoro", "2", "28,00"]]
      .map((row) => row.join(";"))
      .join("\n");
    const job = await uploadSales(kitchen, csv, "kasse.csv");
    expect(job.posFormat).toBe("generic");
    expect(job.mapping).toMatchObject({ date: 0, item: 1, quantity: 2, netSales: 3 });
    const chosen = { ...job.mapping, netSales: null };
    const changed = await kitchen.owner.patch(kitchen.path(`/sales/imports/${job.id}`), {
      mapping: chosen,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(202);
    const reread = await waitForSales(kitchen, job.id, (j) => j.status === "ready");
    expect(reread.netSales).toBeNull();
    const next = await uploadSales(
      kitchen,
      `${csv}\n15.03.2026;Spaghetti Pomodoro;1;14,00`,
      "kasse-2.csv",
    );
    expect(next.mapping.netSales).toBeNull();
  });

  it("asks which comes first when every date could be read either way, and remembers", async () => {
    const line = { time: "12:00", item: "Spaghetti Pomodoro", qty: "1", net: "14", ticket: "D1" };
    const job = await uploadSales(kitchen, squareFile([{ ...line, day: "2026-05-09" }]), "may.csv");
    expect(job.dateOrder).toBe("undecided");
    expect(job.newLines).toBe(0);
    const chosen = await kitchen.owner.patch(kitchen.path(`/sales/imports/${job.id}`), {
      mapping: { ...job.mapping, dayFirst: false },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(202);
    const reread = await waitForSales(kitchen, job.id, (j) => j.status === "ready");
    expect([reread.dateOrder, reread.firstDay, reread.newLines]).toEqual([
      "month-first",
      "2026-05-09",
      1,
    ]);
    const next = await uploadSales(
      kitchen,
      squareFile([{ ...line, day: "2026-06-10", ticket: "D2" }]),
      "june.csv",
    );
    expect([next.dateOrder, next.firstDay]).toEqual(["month-first", "2026-06-10"]);
  });

  it("names the rows it cannot read, and refuses what is not a spreadsheet", async () => {
    const file = squareFile([
      {
        day: "2026-03-20",
        time: "12:00",
        item: "Spaghetti Pomodoro",
        qty: "lots",
        net: "1",
        ticket: "C1",
      },
    ]);
    const job = await uploadSales(kitchen, file, "bad.csv");
    expect(job.problems[0].message).toMatch(/Row 2/);
    const posted = await kitchen.owner.post(kitchen.path(`/sales/imports/${job.id}/post`));
    expect(posted.status).toBe(409);
    const binary = await kitchen.owner.upload(
      kitchen.path(`/sales/imports?fileName=x.png&locationId=${kitchen.main.id}`),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
      "application/octet-stream",
    );
    expect(binary.status).toBe(415);
  });
});
