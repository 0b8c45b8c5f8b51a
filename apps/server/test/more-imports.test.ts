/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

const csv = (rows: string[][]) =>
  rows
    .map((row) =>
      row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(","),
    )
    .join("\n");

/** Uploads `content` to the import at `kind` and waits for it to be read and checked. */
async function upload(
  kind: string,
  content: string | Uint8Array,
  on: Kitchen = kitchen,
  type = "text/csv",
): Promise<any> {
  const sent = await on.owner.upload(
    on.path(`/imports/${kind}?fileName=${kind}.csv`),
    content,
    type,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  return waitFor(kind, sent.body.id, (job) => job.status !== "parsing", on);
}

async function waitFor(kind: string, id: string, done: (job: any) => boolean, on = kitchen) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await on.owner.get(on.path(`/imports/${kind}/${id}`));
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    if (done(job.body)) return job.body;
    if (Date.now() > deadline) throw new Error(`import ${id} stuck: ${JSON.stringify(job.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Confirms a checked import and waits for it to be written. */
async function post(kind: string, job: any, on = kitchen, skipInvalid = false): Promise<any> {
  const confirmed = await on.owner.post(on.path(`/imports/${kind}/${job.id}/confirm`), {
    skipInvalid,
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(202);
  const done = await waitFor(
    kind,
    job.id,
    (body) => body.status === "done" || body.status === "failed",
    on,
  );
  expect(done.status, JSON.stringify(done)).toBe("done");
  return done.result;
}

const suppliersOf = async (on: Kitchen) =>
  ((await on.owner.get(on.path("/suppliers"))).body as any[]).map(
    ({ id: _id, itemCount: _items, openOrders: _orders, ...supplier }) => supplier,
  );

const SUPPLIERS = [
  [
    "Vendor",
    "Contact Person",
    "E-mail",
    "Phone",
    "Order Email",
    "Delivery Days",
    "Lead Time",
    "Min Order",
    "Terms",
    "Notes",
  ],
  [
    "Green Farm",
    "Ana Ruiz",
    "ana@greenfarm.test",
    "555-0100",
    "orders@greenfarm.test",
    "Mon, Wed, Fri",
    "2",
    "$150.00",
    "Net 30",
    "Organic",
  ],
  ["Harbor Fish", "", "sales@harbor.test", "555-0101", "", "Tue-Thu", "1", "", "14", ""],
];

describe("importing suppliers", () => {
  it("previews row errors without writing, then posts exactly the rows, and a second post adds nothing", async () => {
    const bad = await upload(
      "suppliers",
      csv([
        ...SUPPLIERS,
        ["Sunrise Bakery", "", "not-an-email", "", "", "Someday", "90", "", "", ""],
      ]),
    );
    expect(bad).toMatchObject({ status: "ready", kind: "suppliers", totalRows: 3, validRows: 2 });
    expect(bad.problems).toEqual([
      {
        row: 4,
        column: "email",
        message:
          "“not-an-email” is not an email address. Write the email like orders@supplier.com.",
      },
      {
        row: 4,
        column: "delivery_days",
        message: "“Someday” are not days of the week. Write them like Mon, Wed, Fri or Mon-Fri.",
      },
      {
        row: 4,
        column: "lead_time_days",
        message: "“90” is not a lead time. Write a whole number of days from 0 to 60.",
      },
    ]);
    const refused = await kitchen.owner.post(
      kitchen.path(`/imports/suppliers/${bad.id}/confirm`),
      {},
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(
      "Nothing was imported: 3 problems in the file. Row 4, email:",
    );
    expect(await suppliersOf(kitchen)).toEqual([]);

    const good = await upload("suppliers", csv(SUPPLIERS));
    expect(good.problems).toEqual([]);
    expect(good.actions).toEqual({ create: 2, update: 0, unchanged: 0 });
    expect(good.preview[0]).toEqual({
      row: 2,
      action: "create",
      cells: [
        "Green Farm",
        "Ana Ruiz",
        "ana@greenfarm.test",
        "555-0100",
        "orders@greenfarm.test",
        "",
        "Mon, Wed, Fri",
        "2",
        "150",
        "30",
        "Organic",
      ],
    });
    expect(await post("suppliers", good)).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const suppliers = await suppliersOf(kitchen);
    expect(suppliers).toHaveLength(2);
    expect(suppliers[0]).toMatchObject({
      name: "Green Farm",
      contactName: "Ana Ruiz",
      orderingEmail: "orders@greenfarm.test",
      deliveryDays: [0, 2, 4],
      leadTimeDays: 2,
      minimumOrder: "150",
      paymentTermsDays: 30,
    });
    expect(suppliers[1]).toMatchObject({
      name: "Harbor Fish",
      deliveryDays: [1, 2, 3],
      paymentTermsDays: 14,
    });

    // The same file again: recognised by name, in any case; nothing changes.
    const again = await upload(
      "suppliers",
      csv(
        SUPPLIERS.map((row, index) =>
          index === 0 ? row : [row[0]!.toUpperCase(), ...row.slice(1)],
        ),
      ),
    );
    expect(again.actions).toEqual({ create: 0, update: 0, unchanged: 2 });
    expect(await post("suppliers", again)).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(await suppliersOf(kitchen)).toEqual(suppliers);
  });

  it("exports suppliers that import into a fresh workspace as the same suppliers, from CSV and XLSX", async () => {
    const exported = await kitchen.owner.get(kitchen.path("/exports/suppliers?format=csv"));
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/larder-suppliers-.*\.csv/);
    const text = String(exported.body);
    expect(text.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe(
      "name,contact,email,phone,order_email,account_number,delivery_days,lead_time_days,minimum_order,payment_terms_days,notes",
    );
    const fresh = await buildKitchen(context.server, context.mailbox, "Fresh Kitchen");
    const job = await upload("suppliers", text, fresh);
    expect(job.problems).toEqual([]);
    await post("suppliers", job, fresh);
    expect(await suppliersOf(fresh)).toEqual(await suppliersOf(kitchen));

    const xlsx = await fetch(
      new URL(kitchen.path("/exports/suppliers?format=xlsx"), kitchen.server.url),
      {
        headers: { cookie: kitchen.owner.cookieHeader(), "x-forwarded-for": kitchen.owner.ip },
      },
    );
    const other = await buildKitchen(context.server, context.mailbox, "Other Kitchen");
    const fromWorkbook = await upload(
      "suppliers",
      new Uint8Array(await xlsx.arrayBuffer()),
      other,
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(fromWorkbook).toMatchObject({ format: "xlsx", problems: [] });
    await post("suppliers", fromWorkbook, other);
    expect(await suppliersOf(other)).toEqual(await suppliersOf(kitchen));
  });

  it("offers a template, refuses hostile files, and is not offered to chefs", async () => {
    const template = await kitchen.owner.get(kitchen.path("/imports/suppliers/template"));
    expect(template.status).toBe(200);
    expect(
      String(template.body)
        .replace(/^\uFEFF/, "")
        .trim(),
    ).toBe(
      "name,contact,email,phone,order_email,account_number,delivery_days,lead_time_days,minimum_order,payment_terms_days,notes",
    );
    const empty = await upload("suppliers", String(template.body));
    expect(empty.problems).toEqual([
      { row: 2, column: null, message: "The file has a header but no rows." },
    ]);

    const nul = await kitchen.owner.upload(
      kitchen.path("/imports/suppliers"),
      "name\nBad\u0000Name\n",
      "text/csv",
    );
    expect(nul.status).toBe(415);
    const png = await kitchen.owner.upload(
      kitchen.path("/imports/suppliers"),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
      "application/octet-stream",
    );
    expect(png.status).toBe(415);
    const headless = await upload("suppliers", "company_size,city\n3,Boston\n");
    expect(headless.status).toBe("failed");
    expect(headless.error).toContain("The header has no “name” column.");

    const chef = await addMember(kitchen, "chef");
    const refused = await chef.upload(kitchen.path("/imports/suppliers"), "name\nX\n", "text/csv");
    expect(refused.status).toBe(403);
    // An import of one kind is not read or confirmed through another's address.
    const items = await kitchen.owner.get(kitchen.path(`/imports/${empty.id}`));
    expect(items.status).toBe(409);
    expect(items.body.message).toContain("This is an import of suppliers, not of items and stock.");
  });
});

describe("importing supplier items and prices", () => {
  let flour: string;

  beforeAll(async () => {
    flour = await addItem(kitchen, {
      name: "Bread Flour",
      baseUnit: "kg",
      barcodes: [{ code: "0001234", unit: "kg" }],
    });
    await addItem(kitchen, { name: "Lemons", baseUnit: "pcs" });
  });

  it("checks each row, adds packs and prices once, and changes a price through the price history", async () => {
    const header = ["Supplier", "Item", "SKU", "Unit", "Pack Size", "Pack Unit", "Price"];
    const bad = await upload(
      "supplier-items",
      csv([
        header,
        ["Green Farm", "0001234", "GF-10", "sack", "25", "kg", "$21.50"],
        ["Green Farm", "Lemons", "GF-20", "kg", "", "", "3"],
        ["Nobody Foods", "Lemons", "", "pcs", "", "", "0.40"],
        ["green farm", "Saffron", "", "g", "", "", "abc"],
      ]),
    );
    expect(bad.problems).toEqual([
      expect.objectContaining({
        row: 3,
        column: "unit",
        message: expect.stringContaining("Lemons cannot be bought by the kg"),
      }),
      expect.objectContaining({
        row: 4,
        column: "supplier",
        message: expect.stringContaining("There is no supplier called “Nobody Foods”"),
      }),
      expect.objectContaining({
        row: 5,
        column: "item",
        message: expect.stringContaining("There is no item called “Saffron”"),
      }),
      { row: 5, column: "price", message: "“abc” is not a number. Write the price like 12.50." },
    ]);
    expect((await kitchen.owner.get(kitchen.path(`/items/${flour}/suppliers`))).body).toEqual([]);

    const file = csv([
      header,
      ["Green Farm", "0001234", "GF-10", "sack", "25", "kg", "$21.50"],
      ["Harbor Fish", "Lemons", "", "pcs", "", "", "0.40"],
    ]);
    const good = await upload("supplier-items", file);
    expect(good.actions).toEqual({ create: 2, update: 0, unchanged: 0 });
    expect(await post("supplier-items", good)).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const sold = (await kitchen.owner.get(kitchen.path(`/items/${flour}/suppliers`))).body;
    expect(sold).toHaveLength(1);
    expect(sold[0]).toMatchObject({
      supplierName: "Green Farm",
      unit: "sack",
      sku: "GF-10",
      price: "21.5",
      baseQuantity: "25",
    });
    const item = (await kitchen.owner.get(kitchen.path(`/items/${flour}`))).body;
    expect(item.packs).toEqual([{ name: "sack", quantity: "25", unit: "kg" }]);

    const again = await upload("supplier-items", file);
    expect(again.actions).toEqual({ create: 0, update: 0, unchanged: 2 });
    expect(await post("supplier-items", again)).toEqual({ created: 0, updated: 0, unchanged: 2 });

    // A new price, recognised by supplier and code: the same change as the screen's.
    const raised = await upload(
      "supplier-items",
      csv([header, ["GREEN FARM", "Bread Flour", "gf-10", "sack", "", "", "23"]]),
    );
    expect(raised.actions).toEqual({ create: 0, update: 1, unchanged: 0 });
    expect(await post("supplier-items", raised)).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const after = (await kitchen.owner.get(kitchen.path(`/items/${flour}/suppliers`))).body[0];
    expect(after).toMatchObject({ price: "23", previousPrice: "21.5", pricePerBaseUnit: "0.92" });
    const history = (await kitchen.owner.get(kitchen.path(`/supplier-items/${after.id}/prices`)))
      .body;
    expect(history.map((entry: any) => [entry.price, entry.source])).toEqual([
      ["23", "manual"],
      ["21.5", "manual"],
    ]);
  });
});

describe("exporting supplier items and prices", () => {
  const EXPORT_HEADER = "supplier,item,supplier_code,unit,pack_size,pack_unit,price";

  const supplierIdOf = async (name: string) =>
    ((await kitchen.owner.get(kitchen.path("/suppliers"))).body as any[]).find(
      (supplier) => supplier.name === name,
    ).id as string;

  /** What Green Farm and Harbor Fish sell, as the API shows it (ids and prices included). */
  async function supplierItems() {
    const lists = await Promise.all(
      ["Green Farm", "Harbor Fish"].map(
        async (name) =>
          (await kitchen.owner.get(kitchen.path(`/suppliers/${await supplierIdOf(name)}/items`)))
            .body as any[],
      ),
    );
    return lists.flat();
  }

  async function sell(supplier: string, itemId: string, unit: string, price: string, sku = "") {
    const added = await kitchen.owner.post(
      kitchen.path(`/suppliers/${await supplierIdOf(supplier)}/items`),
      { itemId, unit, price, sku },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }

  it("writes the import's columns, and the same file imported back changes nothing", async () => {
    const eggs = await addItem(kitchen, {
      name: "Eggs, large",
      baseUnit: "pcs",
      packs: [{ name: "tray", quantity: "30", unit: "pcs" }],
    });
    const oil = await addItem(kitchen, { name: "Olive Oil", baseUnit: "l" });
    const capers = await addItem(kitchen, { name: "Old Capers", baseUnit: "g" });
    await sell("Harbor Fish", eggs, "tray", "5.1234", "HF 7/30");
    await sell("Green Farm", oil, "l", "9.80");
    await sell("Green Farm", capers, "g", "0.05");
    // An archived item is left out: the import would not find it.
    await kitchen.owner.patch(kitchen.path(`/items/${capers}`), { archived: true });
    const before = await supplierItems();

    const exported = await kitchen.owner.get(kitchen.path("/exports/supplier-items?format=csv"));
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/larder-supplier-items-.*\.csv/);
    const text = String(exported.body);
    expect(
      text
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/),
    ).toEqual([
      EXPORT_HEADER,
      // The code as the last import wrote it (“gf-10”, above).
      "Green Farm,Bread Flour,gf-10,sack,25,kg,23",
      "Green Farm,Olive Oil,,L,,,9.8",
      'Harbor Fish,"Eggs, large",HF 7/30,tray,30,pcs,5.1234',
      "Harbor Fish,Lemons,,pcs,,,0.4",
    ]);
    const template = await kitchen.owner.get(kitchen.path("/imports/supplier-items/template"));
    expect(
      String(template.body)
        .replace(/^\uFEFF/, "")
        .trim(),
    ).toBe(EXPORT_HEADER);

    const same = await upload("supplier-items", text);
    expect(same.problems).toEqual([]);
    expect(same.actions).toEqual({ create: 0, update: 0, unchanged: 4 });
    expect(await post("supplier-items", same)).toEqual({ created: 0, updated: 0, unchanged: 4 });

    const xlsx = await fetch(
      new URL(kitchen.path("/exports/supplier-items?format=xlsx"), kitchen.server.url),
      {
        headers: { cookie: kitchen.owner.cookieHeader(), "x-forwarded-for": kitchen.owner.ip },
      },
    );
    expect(xlsx.status).toBe(200);
    const fromWorkbook = await upload(
      "supplier-items",
      new Uint8Array(await xlsx.arrayBuffer()),
      kitchen,
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(fromWorkbook).toMatchObject({ format: "xlsx", problems: [] });
    expect(await post("supplier-items", fromWorkbook)).toEqual({
      created: 0,
      updated: 0,
      unchanged: 4,
    });
    // Nothing added, nothing repriced: the same supplier items with the same price history.
    expect(await supplierItems()).toEqual(before);

    // Edited in a spreadsheet: one new price, and only that row changes.
    const edited = await upload(
      "supplier-items",
      text.replace("Lemons,,pcs,,,0.4", "Lemons,,pcs,,,0.45"),
    );
    expect(edited.actions).toEqual({ create: 0, update: 1, unchanged: 3 });
    expect(await post("supplier-items", edited)).toEqual({
      created: 0,
      updated: 1,
      unchanged: 3,
    });
    const lemons = (await supplierItems()).find(
      (sold) => sold.itemName === "Lemons" && sold.supplierName === "Harbor Fish",
    );
    expect(lemons).toMatchObject({ price: "0.45", previousPrice: "0.4" });

    const logged = (await kitchen.owner.get(kitchen.path("/audit?action=export_downloaded"))).body
      .events;
    expect(logged.map((event: any) => event.summary.replace(/^\S+ /, ""))).toEqual(
      expect.arrayContaining(["exported supplier items as CSV", "exported supplier items as XLSX"]),
    );
  });
});

describe("importing par levels", () => {
  it("sets reorder points and pars per item and location, in any unit the item converts", async () => {
    const basil = await addItem(kitchen, { name: "Par Basil", baseUnit: "g" });
    const header = ["Item", "Location", "Reorder Point", "Par", "UOM"];
    const bad = await upload(
      "par-levels",
      csv([
        header,
        ["Par Basil", "Test Kitchen Main", "0.2", "1", "kg"],
        ["Par Basil", "Moon Base", "1", "2", ""],
        ["Par Basil", "Commissary", "50", "10", ""],
        ["Par Basil", "Commissary", "", "", ""],
      ]),
    );
    expect(bad.problems).toEqual([
      expect.objectContaining({
        row: 3,
        column: "location",
        message: expect.stringContaining("There is no location called “Moon Base”"),
      }),
      { row: 4, column: "maximum", message: "The maximum is below the minimum." },
      {
        row: 5,
        column: "minimum",
        message: "Give a minimum (reorder point), a maximum (par) or both.",
      },
    ]);
    const file = csv([
      header,
      ["Par Basil", "Test Kitchen Main", "0.2", "1", "kg"],
      ["par basil", "Commissary", "50", "", ""],
    ]);
    const good = await upload("par-levels", file);
    expect(good.preview.map((row: any) => row.cells)).toEqual([
      ["Par Basil", "Test Kitchen Main", "200", "1000", "g"],
      ["Par Basil", "Commissary", "50", "", "g"],
    ]);
    expect(await post("par-levels", good)).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const item = (await kitchen.owner.get(kitchen.path(`/items/${basil}`))).body;
    const main = item.stock.find((row: any) => row.locationId === kitchen.main.id);
    expect(main).toMatchObject({ minimum: "200", maximum: "1000" });
    const again = await upload("par-levels", file);
    expect(await post("par-levels", again)).toEqual({ created: 0, updated: 0, unchanged: 2 });

    const purchasing = await addMember(kitchen, "purchasing");
    const refused = await purchasing.upload(kitchen.path("/imports/par-levels"), file, "text/csv");
    expect(refused.status).toBe(403);
  });
});

describe("importing opening invoices", () => {
  it("enters unpaid invoices through the invoices module, so payables show them, once", async () => {
    const header = [
      "Vendor",
      "Invoice #",
      "Invoice Date",
      "Due",
      "Amount",
      "Tax",
      "Item",
      "Qty",
      "Unit",
      "Unit Price",
    ];
    const bad = await upload(
      "opening-invoices",
      csv([
        header,
        [
          "Green Farm",
          "GF-9001",
          "11/02/2026",
          "2026-12-02",
          "107.00",
          "7.00",
          "Bread Flour",
          "2",
          "sack",
          "50",
        ],
        ["Harbor Fish", "HF-77", "2026-13-01", "", "80", "", "", "", "", ""],
        ["Harbor Fish", "HF-78", "2026-11-05", "2026-11-01", "", "", "", "", "", ""],
      ]),
    );
    expect(bad.problems).toEqual([
      {
        row: 3,
        column: "date",
        message: "“2026-13-01” is not a date. Write the invoice date like 2026-11-03.",
      },
      {
        row: 4,
        column: "total",
        message: "The total is missing: what the invoice asks, with tax.",
      },
      { row: 4, column: "due_date", message: "The due date is before the invoice date." },
    ]);
    expect(bad.validRows).toBe(1);

    const file = csv([
      header,
      [
        "Green Farm",
        "GF-9001",
        "11/02/2026",
        "2026-12-02",
        "107.00",
        "7.00",
        "Bread Flour",
        "1",
        "sack",
        "50",
      ],
      ["", "", "", "", "", "", "Lemons", "125", "pcs", "0.40"],
      ["Harbor Fish", "HF-77", "2026-11-01", "", "$1,250.00", "", "", "", "", ""],
    ]);
    const good = await upload("opening-invoices", file);
    expect(good.problems).toEqual([]);
    expect(await post("opening-invoices", good)).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const payables = (await kitchen.owner.get(kitchen.path("/payables"))).body;
    const numbers = payables.invoices.map((invoice: any) => [
      invoice.number,
      invoice.balance,
      invoice.paymentDueDate,
    ]);
    expect(numbers).toEqual(
      expect.arrayContaining([
        ["GF-9001", "107.00", "2026-12-02"],
        ["HF-77", "1250.00", "2026-11-15"],
      ]),
    );
    const again = await upload("opening-invoices", file);
    expect(again.actions).toEqual({ create: 0, update: 0, unchanged: 3 });
    expect(await post("opening-invoices", again)).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect((await kitchen.owner.get(kitchen.path("/payables"))).body.invoices).toHaveLength(
      payables.invoices.length,
    );
  });

  it("can leave out the rows with problems when asked, and refuses lines that do not add up", async () => {
    const job = await upload(
      "opening-invoices",
      csv([
        ["supplier", "number", "date", "total", "description", "quantity", "unit_price"],
        ["Green Farm", "GF-9100", "2026-11-10", "30", "Crates", "10", "1"],
        ["Green Farm", "GF-9101", "2026-11-10", "25", "", "", ""],
      ]),
    );
    expect(job.problems).toEqual([
      {
        row: 2,
        column: "total",
        message: "The lines of invoice GF-9100 add up to 10.00, but its total before tax is 30.00.",
      },
    ]);
    expect(await post("opening-invoices", job, kitchen, true)).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    const payables = (await kitchen.owner.get(kitchen.path("/payables"))).body;
    expect(payables.invoices.map((invoice: any) => invoice.number)).toContain("GF-9101");
    expect(payables.invoices.map((invoice: any) => invoice.number)).not.toContain("GF-9100");
  });
});

describe("exports of orders and counts", () => {
  it("downloads orders and counts as CSV and XLSX, with the columns they say", async () => {
    for (const table of ["orders", "counts"]) {
      const reply = await kitchen.owner.get(kitchen.path(`/exports/${table}?format=csv`));
      expect(reply.status).toBe(200);
      const header = String(reply.body)
        .replace(/^\uFEFF/, "")
        .split(/\r?\n/)[0];
      expect(header).toBe(
        table === "orders"
          ? "order_number,status,supplier,location,created_at,expected_on,item,quantity,unit,received_quantity,unit_price,tax_rate,line_total"
          : "count_started_at,count_status,location,storage_area,item,expected,counted,difference,unit,counted_by,counted_at",
      );
      const xlsx = await fetch(
        new URL(kitchen.path(`/exports/${table}?format=xlsx`), kitchen.server.url),
        {
          headers: { cookie: kitchen.owner.cookieHeader(), "x-forwarded-for": kitchen.owner.ip },
        },
      );
      expect(xlsx.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      expect(workbook.worksheets[0]!.name).toBe(table);
    }
  });
});
