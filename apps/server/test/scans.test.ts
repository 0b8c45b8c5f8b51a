/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { sha256Of } from "../src/modules/documents";
import { inflationBomb, lockedPdf } from "./bad-documents";
import { cameraJpeg, pngClaiming } from "./corpus";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { download } from "./pdf-text";
import { addSupplier, day } from "./purchasing-kit";
import { drawnInvoice, uploadAndRead } from "./scan-kit";

const context = useServerWithMailbox();
let kitchen: Kitchen;
let supplierId: string;

const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/**
 * A kitchen of its own that buys salmon from Harbor Fish Co: 20 lb ordered at $12.00 and
 * received. Each test that enters Harbor's invoice builds one, so that none depends on another.
 */
async function harborKitchen() {
  const harbor = await buildKitchen(context.server, context.mailbox, "Harbor Kitchen");
  const supplier = await addSupplier(harbor, "Harbor Fish Co");
  const salmon = await addItem(harbor, { name: "Atlantic salmon fillet", baseUnit: "lb" });
  const listed = await harbor.owner.post(harbor.path(`/suppliers/${supplier}/items`), {
    itemId: salmon,
    unit: "lb",
    price: "12",
  });
  expect(listed.status, JSON.stringify(listed.body)).toBe(201);
  const draft = await harbor.owner.post(harbor.path("/orders"), {
    supplierId: supplier,
    locationId: harbor.main.id,
    lines: [{ itemId: salmon, unit: "lb", quantity: "20", unitPrice: "12" }],
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const order = (await harbor.owner.post(harbor.path(`/orders/${draft.body.id}/send`), {})).body;
  const received = await harbor.owner.post(harbor.path(`/orders/${order.id}/receipts`), {
    lines: [
      {
        orderLineId: order.lines[0].id,
        expectedReceived: "0",
        quantity: "20",
        outcome: "received",
      },
    ],
  });
  expect(received.status, JSON.stringify(received.body)).toBe(201);
  return { kitchen: harbor, supplierId: supplier, salmonId: salmon, order };
}
type Harbor = Awaited<ReturnType<typeof harborKitchen>>;

/** Harbor's invoice HF-20931 for the salmon, at $12.50 a pound, as a PDF; `layout` changes it. */
const harborInvoice = (harbor: Harbor, layout: Partial<Parameters<typeof drawnInvoice>[0]> = {}) =>
  drawnInvoice({
    supplier: "Harbor Fish Co",
    number: "HF-20931",
    date: us(day(-1)),
    due: us(day(13)),
    poNumber: harbor.order.number,
    lines: [
      {
        description: "Atlantic salmon fillet",
        quantity: "20",
        unit: "lb",
        price: "12.50",
        amount: "250.00",
      },
    ],
    subtotal: "250.00",
    tax: "0.00",
    total: "250.00",
    ...layout,
  });

const readHarborInvoice = (harbor: Harbor, file: Uint8Array) =>
  uploadAndRead(harbor.kitchen.owner, harbor.kitchen.path, "invoices", file, "fileName=harbor.pdf");

/** Approves Harbor's invoice as read, billing the order's line. */
const approveHarborInvoice = ({ kitchen, supplierId, salmonId, order }: Harbor, scanId: string) =>
  kitchen.owner.post(kitchen.path(`/invoices/scans/${scanId}/approve`), {
    supplierId,
    number: "HF-20931",
    effectiveDate: day(-1),
    dueDate: day(13),
    locationId: kitchen.main.id,
    orderIds: [order.id],
    lines: [
      {
        itemId: salmonId,
        description: "Atlantic salmon fillet",
        unit: "lb",
        quantity: "20",
        unitPrice: "12.50",
        orderLineId: order.lines[0].id,
      },
    ],
    totalExclTax: "250.00",
    totalInclTax: "250.00",
  });

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
  supplierId = await addSupplier(kitchen, "Harbor Fish Co");
}, 60_000);

describe("a supplier's invoice read from its file", () => {
  it("is read in the background with the supplier, the order it bills and the line's item", async () => {
    const harbor = await harborKitchen();
    const { kitchen, supplierId, salmonId, order } = harbor;
    const scan = await readHarborInvoice(harbor, await harborInvoice(harbor));
    expect(scan.status, scan.error).toBe("ready");
    expect(scan.reading).toMatchObject({
      invoiceNumber: { value: "HF-20931" },
      date: { value: day(-1) },
      dueDate: { value: day(13) },
      total: { value: "250.00" },
    });
    expect(scan.reading.total.confidence).toBeGreaterThan(0.9);
    expect(scan.source).toBe("text");
    expect(scan.supplierId).toBe(supplierId);
    expect(scan.suggestedOrder).toEqual({
      orderId: order.id,
      reason: `Its number, ${order.number}, is on the invoice.`,
    });
    expect(scan.lineMatches).toEqual([
      { itemId: salmonId, orderLineId: order.lines[0].id, unit: "lb", score: 1, converted: null },
    ]);
    expect(scan.pageImages).toEqual([
      { page: 0, width: expect.any(Number), height: expect.any(Number) },
    ]);
    const page = await download(kitchen.owner, kitchen.path(`/invoices/scans/${scan.id}/page?n=0`));
    expect(page.headers.get("content-type")).toBe("image/webp");
    expect(page.bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  }, 60_000);

  it("is approved into payables with its price, its match and its file kept", async () => {
    const harbor = await harborKitchen();
    const { kitchen, supplierId, salmonId } = harbor;
    const file = await harborInvoice(harbor);
    const scan = await readHarborInvoice(harbor, file);
    const approved = await approveHarborInvoice(harbor, scan.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body.match.map((flag: any) => flag.message)).toEqual([
      "Atlantic salmon fillet: charged $12.50 per lb, received at $12.00.",
    ]);
    // Within a 5% price tolerance, the 4% rise is not flagged.
    const tolerant = await kitchen.owner.patch(kitchen.path("/settings/purchasing"), {
      priceTolerancePercent: "5",
    });
    expect(tolerant.status, JSON.stringify(tolerant.body)).toBe(204);
    const invoice = await kitchen.owner.get(kitchen.path(`/invoices/${approved.body.id}`));
    expect(invoice.body.match).toEqual([]);

    const payables = await kitchen.owner.get(kitchen.path("/payables"));
    expect(payables.body.invoices.map((row: any) => [row.number, row.balance])).toContainEqual([
      "HF-20931",
      "250.00",
    ]);
    const prices = await kitchen.owner.get(kitchen.path(`/suppliers/${supplierId}/items`));
    const salmon = prices.body.find((item: any) => item.itemId === salmonId);
    expect([salmon.price, salmon.previousPrice]).toEqual(["12.5", "12"]);

    const kept = await download(kitchen.owner, kitchen.path(`/invoices/${approved.body.id}/file`));
    expect(kept.status).toBe(200);
    expect(Buffer.compare(kept.bytes, Buffer.from(file))).toBe(0);
    expect(kept.headers.get("x-content-sha256")).toBe(sha256Of(file));
    expect(kept.headers.get("content-disposition")).toContain('filename="harbor.pdf"');

    // A stored copy that no longer matches its fingerprint is not handed out as the original.
    await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query(
        `update document_file_pieces set piece = overlay(piece placing '\\x00'::bytea from 20)
          where workspace_id = $1 and file_id = $2 and n = 0`,
        [kitchen.workspaceId, approved.body.fileId],
      ),
    );
    const tampered = await kitchen.owner.get(kitchen.path(`/invoices/${approved.body.id}/file`));
    expect(tampered.status).toBe(409);
    expect(tampered.body.message).toMatch(/^The stored copy of "harbor\.pdf" no longer matches/);
  }, 60_000);

  it("is caught as a duplicate when the same file or the same number comes again", async () => {
    const harbor = await harborKitchen();
    const { kitchen, supplierId } = harbor;
    const file = await harborInvoice(harbor);
    const scan = await readHarborInvoice(harbor, file);
    const approved = await approveHarborInvoice(harbor, scan.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    const again = await kitchen.owner.upload(
      kitchen.path("/invoices/scans?fileName=copy.pdf"),
      file,
      "application/pdf",
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^This file is a duplicate: the same file \("harbor\.pdf"\) was uploaded on .*, and it is invoice HF-20931 from Harbor Fish Co\. Nothing was added\.$/,
    );
    expect(
      (await kitchen.owner.post(kitchen.path(`/invoices/scans/${scan.id}/approve`), {})).status,
    ).toBe(400);

    const rescanned = await uploadAndRead(
      kitchen.owner,
      kitchen.path,
      "invoices",
      // Another print of it: the number at the top, no order named, one byte more.
      await harborInvoice(harbor, { poNumber: undefined, numberAt: "top" }).then((bytes) =>
        Uint8Array.from([...bytes, 0x0a]),
      ),
    );
    expect(rescanned.duplicate).toMatchObject({ number: "HF-20931" });
    const twice = await kitchen.owner.post(
      kitchen.path(`/invoices/scans/${rescanned.id}/approve`),
      {
        supplierId,
        number: "hf-20931",
        effectiveDate: day(-1),
        totalExclTax: "250.00",
        totalInclTax: "250.00",
      },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Invoice hf-20931 from Harbor Fish Co is already entered.");
  }, 60_000);
});

describe("files Larder will not read", () => {
  const kept = async () =>
    (
      await context.server.db.query<{ n: number }>(
        "select count(*)::int as n from document_file_pieces",
      )
    ).rows[0]!.n;

  it("are refused at the door with a sentence, and nothing is kept", async () => {
    const before = await kept();
    const upload = (bytes: Uint8Array, type = "application/octet-stream") =>
      kitchen.owner.upload(kitchen.path("/invoices/scans?fileName=x"), bytes, type);
    const empty = await upload(new Uint8Array());
    expect([empty.status, empty.body.message]).toEqual([422, "This file is empty."]);
    const program = await upload(
      Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, ...new Array(200).fill(0)]),
    );
    expect(program.status).toBe(415);
    expect(program.body.message).toMatch(/^This is not a PDF or an image Larder can read/);
    const huge = await upload(pngClaiming(20_000, 10_000), "image/png");
    expect(huge.status).toBe(422);
    expect(huge.body.message).toMatch(/20,000 × 10,000 pixels \(200 million\)/);
    const photo = await cameraJpeg();
    const cut = await upload(photo.subarray(0, photo.length / 2), "image/jpeg");
    expect([cut.status, cut.body.error]).toEqual([422, "document_incomplete"]);
    const word = await upload(new TextEncoder().encode("hello"), "application/msword");
    expect(word.status).toBe(415);
    expect(await kept()).toBe(before);
  });

  it("are refused once read when only reading tells (a password, a bomb), their bytes let go, the reader alive", async () => {
    for (const [bytes, message] of [
      [await lockedPdf(), /protected by a password/],
      [inflationBomb(), /more than 150 MB once unpacked/],
    ] as const) {
      const scan = await uploadAndRead(
        kitchen.owner,
        kitchen.path,
        "invoices",
        bytes,
        `fileName=${Math.random()}.pdf`,
      );
      expect(scan.status).toBe("failed");
      expect(scan.error).toMatch(message);
      const file = await download(kitchen.owner, kitchen.path(`/invoices/scans/${scan.id}/file`));
      expect(file.status).toBe(404);
    }
    const failed = await kitchen.owner.get(kitchen.path("/invoices/scans?state=open"));
    expect(failed.body.filter((scan: any) => scan.status === "failed")).toHaveLength(2);
    const next = await uploadAndRead(
      kitchen.owner,
      kitchen.path,
      "invoices",
      await drawnInvoice({
        supplier: "Harbor Fish Co",
        number: "HF-30000",
        date: us(day(0)),
        due: us(day(14)),
        lines: [
          { description: "Cod loin", quantity: "5", unit: "lb", price: "9.00", amount: "45.00" },
        ],
        subtotal: "45.00",
        tax: "0.00",
        total: "45.00",
      }),
    );
    expect(next.status).toBe("ready");
    expect(next.reading.invoiceNumber.value).toBe("HF-30000");
  }, 120_000);
});

describe("learning from a correction", () => {
  const footed = (number: string, date: string) =>
    drawnInvoice({
      supplier: "Harbor Fish Co",
      number,
      date: us(date),
      due: us(day(20)),
      numberAt: "foot",
      lines: [
        { description: "Cod loin", quantity: "5", unit: "lb", price: "9.00", amount: "45.00" },
      ],
      subtotal: "45.00",
      tax: "0.00",
      total: "45.00",
    });

  it("reads the next invoice of the same supplier where the person showed the field was", async () => {
    const first = await uploadAndRead(
      kitchen.owner,
      kitchen.path,
      "invoices",
      await footed("WX-55120", day(-3)),
    );
    // "Document ref." at the foot of the page is not a label Larder knows for the number.
    expect(first.reading.invoiceNumber.value).toBeNull();
    const approved = await kitchen.owner.post(kitchen.path(`/invoices/scans/${first.id}/approve`), {
      supplierId,
      number: "WX-55120",
      effectiveDate: day(-3),
      totalExclTax: "45.00",
      totalInclTax: "45.00",
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);

    const second = await uploadAndRead(
      kitchen.owner,
      kitchen.path,
      "invoices",
      await footed("WX-56004", day(-2)),
    );
    expect(second.reading.invoiceNumber.value).toBe("WX-56004");
    // Another workspace's invoices from a supplier of that name learn nothing from this one.
    const other = await buildKitchen(context.server, context.mailbox, "Other Kitchen");
    await addSupplier(other, "Harbor Fish Co");
    const elsewhere = await uploadAndRead(
      other.owner,
      other.path,
      "invoices",
      await footed("WX-57000", day(-1)),
    );
    expect(elsewhere.reading.invoiceNumber.value).toBeNull();
  }, 120_000);
});

describe("an expense receipt", () => {
  it("is read, approved as an expense and kept beside it, and is not an invoice", async () => {
    const file = await drawnInvoice({
      supplier: "Bay Plumbing",
      number: "BP-311",
      date: us(day(-4)),
      due: us(day(-4)),
      lines: [
        {
          description: "Unblock kitchen drain",
          quantity: "1",
          unit: "ea",
          price: "180.00",
          amount: "180.00",
        },
      ],
      subtotal: "180.00",
      tax: "11.25",
      total: "191.25",
    });
    const scan = await uploadAndRead(
      kitchen.owner,
      kitchen.path,
      "expenses",
      file,
      "fileName=plumber.pdf",
    );
    expect(scan.reading).toMatchObject({
      supplier: { value: "Bay Plumbing" },
      total: { value: "191.25" },
    });
    // A receipt is not among the invoices, nor reachable through them.
    expect((await kitchen.owner.get(kitchen.path(`/invoices/scans/${scan.id}`))).status).toBe(404);
    const expense = await kitchen.owner.post(kitchen.path(`/expenses/scans/${scan.id}/approve`), {
      category: "repairs",
      locationId: kitchen.main.id,
      payee: "Bay Plumbing",
      description: "Unblock kitchen drain",
      amount: "180.00",
      tax: "11.25",
      incurredOn: day(-4),
      method: "card",
    });
    expect(expense.status, JSON.stringify(expense.body)).toBe(201);
    expect(expense.body).toMatchObject({ total: "191.25", fileId: expect.any(String) });
    const receipt = await download(
      kitchen.owner,
      kitchen.path(`/expenses/${expense.body.id}/receipt`),
    );
    expect(Buffer.compare(receipt.bytes, Buffer.from(file))).toBe(0);
    const done = await kitchen.owner.get(kitchen.path("/expenses/scans?state=done"));
    expect(done.body.map((row: any) => [row.status, row.supplierName, row.total])).toEqual([
      ["approved", "Bay Plumbing", "191.25"],
    ]);
  }, 60_000);
});

describe("the supplier of an invoice that does not print its name as Larder has it", () => {
  it("is known by the tax number or bank account kept on the supplier", async () => {
    const created = await kitchen.owner.post(kitchen.path("/suppliers"), {
      name: "Seine Poissons SARL",
      taxNumber: "FR15536468612",
      bankAccount: "FR76 3000 4000 0312 3456 7890 143",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const kept = await kitchen.owner.get(kitchen.path(`/suppliers/${created.body.id}`));
    expect(kept.body).toMatchObject({
      taxNumber: "FR15536468612",
      bankAccount: "FR76 3000 4000 0312 3456 7890 143",
    });
    const tooLong = await kitchen.owner.patch(kitchen.path(`/suppliers/${created.body.id}`), {
      taxNumber: "FR".padEnd(41, "1"),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/tax number/);

    const invoice = (footer: string[]) =>
      drawnInvoice({
        // Its trading name, which is not the one on file.
        supplier: "Poissonnerie du Port",
        number: `PP-${footer.length}`,
        date: us(day(-2)),
        due: us(day(12)),
        lines: [
          {
            description: "Bar de ligne",
            quantity: "4",
            unit: "kg",
            price: "20.00",
            amount: "80.00",
          },
        ],
        subtotal: "80.00",
        tax: "0.00",
        total: "80.00",
        footer,
      });
    const byTax = await uploadAndRead(
      kitchen.owner,
      kitchen.path,
      "invoices",
      await invoice(["TVA intracommunautaire : FR 15 536 468 612"]),
    );
    expect(byTax.supplierId).toBe(created.body.id);
    expect(byTax.reading.supplier).toMatchObject({ value: "Seine Poissons SARL" });
    const byBank = await uploadAndRead(
      kitchen.owner,
      kitchen.path,
      "invoices",
      await invoice(["Payable by transfer", "IBAN FR76 3000 4000 0312 3456 7890 143"]),
    );
    expect(byBank.supplierId).toBe(created.body.id);
  }, 60_000);
});
