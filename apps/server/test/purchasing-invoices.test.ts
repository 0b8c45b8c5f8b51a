/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { checkStockBalances } from "../src/modules/stock/check";
import { useServerWithMailbox } from "./helpers";
import { addMember, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier, addTomatoes, dateIn, day, sentOrder } from "./purchasing-kit";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

describe("the purchasing cycle", () => {
  it("orders, sends a PDF, receives one short line, bills, flags the mismatch and takes a part payment", async () => {
    const supplierId = await addSupplier(kitchen, "Green Valley Produce");
    const itemId = await addTomatoes(kitchen);
    const listed = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
      itemId,
      unit: "case",
      sku: "TOM-10",
      price: "24",
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);

    const draft = await kitchen.owner.post(kitchen.path("/orders"), {
      supplierId,
      locationId: kitchen.main.id,
      expectedOn: day(2),
      lines: [{ itemId, unit: "case", quantity: "3", unitPrice: "24", taxRate: "0" }],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body).toMatchObject({
      status: "draft",
      totals: { exclTax: "72.00", tax: "0.00", inclTax: "72.00" },
      minimumOrder: "100",
      belowMinimum: true,
    });
    expect(draft.body.number).toMatch(/^PO-\d{4}-\d{3}$/);

    const before = context.mailbox.count;
    const sent = await kitchen.owner.post(kitchen.path(`/orders/${draft.body.id}/send`), {
      message: "Please deliver before 10am.",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: "sent", sentTo: "orders@greenvalleyproduce.test" });
    const mail = await context.mailbox.next("orders@greenvalleyproduce.test", before);
    expect(mail.subject).toBe(`Purchase order ${draft.body.number} from Test Kitchen`);
    expect(mail.raw).toContain("Content-Type: application/pdf");
    expect(mail.raw).toContain(`filename=${draft.body.number}.pdf`);
    const pdf = Buffer.from(
      /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw)![1]!,
      "base64",
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    const stock = async () =>
      (
        await kitchen.owner.get(
          kitchen.path(`/stock?locationId=${kitchen.main.id}&search=PO tomatoes`),
        )
      ).body.rows.find((row: any) => row.itemId === itemId);
    expect(await stock()).toMatchObject({ onHand: "5", toReceive: "30" });

    const line = sent.body.lines[0];
    const received = await kitchen.owner.post(kitchen.path(`/orders/${draft.body.id}/receipts`), {
      lines: [
        {
          orderLineId: line.id,
          expectedReceived: "0",
          quantity: "2",
          outcome: "short",
          unitPrice: "26",
          note: "Only two cases on the truck",
        },
      ],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body.lines[0]).toMatchObject({
      outcome: "short",
      quantity: "2",
      unitPrice: "26",
    });
    expect(await stock()).toMatchObject({ onHand: "25", toReceive: "0" });
    const order = (await kitchen.owner.get(kitchen.path(`/orders/${draft.body.id}`))).body;
    expect(order.status).toBe("received");
    const ledger = await kitchen.owner.get(
      kitchen.path(`/movements?itemId=${itemId}&kind=receipt`),
    );
    expect(ledger.body.movements[0]).toMatchObject({
      quantity: "20",
      unitCost: "2.6",
      sourceType: "receipt",
    });

    // The price the supplier charged is kept: a rise of 8.3% is above the 5% alert.
    const prices = (
      await kitchen.owner.get(kitchen.path(`/supplier-items/${listed.body.id}/prices`))
    ).body;
    expect(prices.map((p: any) => [p.price, p.source])).toEqual([
      ["26", "receipt"],
      ["24", "manual"],
    ]);
    const alerts = (await kitchen.owner.get(kitchen.path("/notifications"))).body.notifications;
    expect(alerts[0]).toMatchObject({ type: "price-rise", title: "Price Rise Alert" });
    expect(alerts[0].message).toMatch(
      /^Green Valley Produce raised PO tomatoes \w+ by 8\.3%: \$24\.00 → \$26\.00 per case$/,
    );

    // The invoice bills three cases at 26: one more than came.
    const invoice = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      effectiveDate: day(-20),
      orderIds: [draft.body.id],
      lines: [
        { itemId, description: "Tomatoes, case", unit: "case", quantity: "3", unitPrice: "26" },
      ],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(invoice.body).toMatchObject({
      totalExclTax: "78.00",
      totalInclTax: "78.00",
      paymentDueDate: day(-6),
      balance: "78.00",
      status: "overdue",
      buyerName: expect.any(String),
    });
    expect(invoice.body.number).toMatch(/^INV-\d{4}-\d{3}$/);
    expect(invoice.body.match).toEqual([
      {
        kind: "quantity",
        lineId: invoice.body.lines[0].id,
        message: "Tomatoes, case: invoiced 3 case, received 2 case.",
      },
    ]);

    const paid = await kitchen.owner.post(kitchen.path(`/invoices/${invoice.body.id}/payments`), {
      amount: "50",
      paidOn: day(),
      method: "bank_transfer",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ paid: "50.00", balance: "28.00", status: "overdue" });
    const over = await kitchen.owner.post(kitchen.path(`/invoices/${invoice.body.id}/payments`), {
      amount: "30",
      paidOn: day(),
      method: "card",
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain("would pay more than is owed");
    const rest = await kitchen.owner.post(kitchen.path(`/invoices/${invoice.body.id}/payments`), {
      amount: "28",
      paidOn: day(),
      method: "card",
    });
    expect(rest.body).toMatchObject({ balance: "0.00", status: "paid" });

    const purchases = await kitchen.owner.get(
      kitchen.path(`/purchases?period=last-month&supplierId=${supplierId}`),
    );
    expect(purchases.status, JSON.stringify(purchases.body)).toBe(200);
    expect(purchases.body.supplier).toMatchObject({
      id: supplierId,
      amount: "78.00",
      percentage: 100,
    });
    expect(purchases.body.transactions.rows.map((row: any) => row.number)).toContain(
      invoice.body.number,
    );
    const lastWeek = await kitchen.owner.get(kitchen.path(`/purchases?supplierId=${supplierId}`));
    expect(lastWeek.body.transactions.rows).toEqual([]);

    const csv = await kitchen.owner.get(
      kitchen.path(`/purchases/export?period=last-month&format=csv`),
    );
    expect(String(csv.body)).toContain(`${invoice.body.number},Green Valley Produce`);
    const check = await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      checkStockBalances(tx, kitchen.workspaceId),
    );
    expect(check).toEqual([]);
  });
});

describe("an order delivered in parts", () => {
  it("matches an invoice against the price of the latest delivery, not of any earlier one", async () => {
    const supplierId = await addSupplier(kitchen, "Harbour Fish Co");
    const itemId = await addTomatoes(kitchen);
    const order = await sentOrder(kitchen, supplierId, itemId, "9", "20");
    const lineId = order.lines[0].id;
    // Three deliveries of three cases, each dearer than the one before.
    for (const [index, price] of ["20", "21", "23"].entries()) {
      const received = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
        lines: [
          {
            orderLineId: lineId,
            expectedReceived: String(index * 3),
            quantity: "3",
            outcome: "received",
            unitPrice: price,
          },
        ],
      });
      expect(received.status, JSON.stringify(received.body)).toBe(201);
    }
    // Billed at what the last delivery cost: nothing to flag. Any earlier delivery's price
    // would flag the invoice as dearer than what came.
    const invoice = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      effectiveDate: day(),
      orderIds: [order.id],
      lines: [{ itemId, description: "Tomatoes", unit: "case", quantity: "9", unitPrice: "23" }],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(invoice.body.match, JSON.stringify(invoice.body.match)).toEqual([]);
    const dearer = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      effectiveDate: day(),
      orderIds: [order.id],
      lines: [{ itemId, description: "Tomatoes", unit: "case", quantity: "9", unitPrice: "25" }],
    });
    expect(dearer.body.match.map((flag: any) => flag.kind)).toEqual(["price"]);
    expect(dearer.body.match[0].message).toContain("23");
  });
});

describe("a return credited on the invoice", () => {
  it("takes the returned case off what the invoice bills, flags nothing, and never goes below zero", async () => {
    const supplierId = await addSupplier(kitchen, "Keystone Restaurant Supply");
    const itemId = await addTomatoes(kitchen);
    const order = await sentOrder(kitchen, supplierId, itemId, "9", "20");
    const received = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
      lines: [
        {
          orderLineId: order.lines[0].id,
          expectedReceived: "0",
          quantity: "9",
          outcome: "received",
          unitPrice: "20",
        },
      ],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const line = { itemId, unit: "case", unitPrice: "20" };
    const invoice = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      number: "KRS-20417",
      effectiveDate: day(),
      orderIds: [order.id],
      lines: [
        { ...line, description: "Tomatoes", quantity: "9" },
        // The driver took a case back from an earlier delivery: "CR TOMATOES -1 CS 20.00-".
        { ...line, description: "CR Tomatoes", quantity: "-1" },
      ],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(invoice.body).toMatchObject({ totalExclTax: "160.00", totalInclTax: "160.00" });
    expect(invoice.body.lines.map((l: any) => [l.quantity, l.amount, l.orderLineId])).toEqual([
      ["9", "180.00", order.lines[0].id],
      ["-1", "-20.00", null],
    ]);
    // The return is on no order, and is not flagged for it.
    expect(invoice.body.match, JSON.stringify(invoice.body.match)).toEqual([]);
    const qbo = String(
      (await kitchen.owner.get(kitchen.path("/accounting/export?system=quickbooks&what=bills")))
        .body,
    );
    // The books get the bill net of the return, in the category its lines go to.
    const rows = qbo.split(/\r?\n/).filter((l) => l.startsWith("KRS-20417,"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/,160\.00$/);

    // A return that bills an order line, or a credit larger than the bill, is refused.
    const onOrder = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      effectiveDate: day(),
      orderIds: [order.id],
      lines: [
        { ...line, description: "CR Tomatoes", quantity: "-1", orderLineId: order.lines[0].id },
      ],
    });
    expect(onOrder.status).toBe(400);
    expect(JSON.stringify(onOrder.body)).toContain("cannot bill an order line");
    const below = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      effectiveDate: day(),
      lines: [
        { ...line, description: "Tomatoes", quantity: "1" },
        { ...line, description: "CR Tomatoes", quantity: "-2" },
      ],
    });
    expect(below.status).toBe(400);
    expect(below.body.message).toContain("less than nothing");
  });
});

describe("invoices and payables", () => {
  it("turns an invoice overdue at the restaurant's midnight, not the server's", async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC−11): an invoice due on
    // Pago Pago's date is past due in Kiritimati and due today in Pago Pago, whatever the hour.
    const own = await buildKitchen(context.server, context.mailbox, "Island Kitchen");
    const moveTo = async (timeZone: string) => {
      const moved = await own.owner.patch(own.path(`/locations/${own.main.id}`), { timeZone });
      expect(moved.status, JSON.stringify(moved.body)).toBe(204);
    };
    const created = await own.owner.post(own.path("/suppliers"), { name: "Reef Fish Co" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const due = dateIn("Pacific/Pago_Pago");
    const entered = await own.owner.post(own.path("/invoices"), {
      supplierId: created.body.id,
      number: "RF-1",
      effectiveDate: due,
      dueDate: due,
      totalExclTax: "40.00",
      totalInclTax: "40.00",
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const invoice = () => own.owner.get(own.path(`/invoices/${entered.body.id}`));
    const listed = async () =>
      (
        await own.owner.get(own.path(`/purchases?supplierId=${created.body.id}`))
      ).body.transactions.rows.map((row: any) => row.status);

    await moveTo("Pacific/Kiritimati");
    expect((await invoice()).body.status).toBe("overdue");
    expect(await listed()).toEqual(["overdue"]);
    const late = (await own.owner.get(own.path("/payables"))).body.invoices[0];
    expect(late.daysPastDue).toBeGreaterThanOrEqual(1);

    await moveTo("Pacific/Pago_Pago");
    expect((await invoice()).body.status).toBe("pending");
    expect(await listed()).toEqual(["pending"]);
    expect((await own.owner.get(own.path("/payables"))).body.invoices[0]).toMatchObject({
      bucket: "current",
      daysPastDue: 0,
    });
  });

  it("keeps accounts payable by age, and exports bills for QuickBooks and Xero", async () => {
    const supplierId = await addSupplier(kitchen, "Old Mill Bakery", { paymentTermsDays: 30 });
    const entered = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      number: "OMB-4471",
      effectiveDate: day(-75),
      totalExclTax: "120.00",
      totalInclTax: "130.65",
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    expect(entered.body).toMatchObject({ number: "OMB-4471", status: "overdue" });
    const again = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      number: "omb-4471",
      effectiveDate: day(-75),
      totalExclTax: "1",
      totalInclTax: "1",
    });
    expect(again.status).toBe(409);

    const aging = (await kitchen.owner.get(kitchen.path("/payables"))).body;
    const row = aging.invoices.find((invoice: any) => invoice.number === "OMB-4471");
    expect(row).toMatchObject({ bucket: "31-60", daysPastDue: 45, balance: "130.65" });
    expect(aging.buckets.find((b: any) => b.bucket === "31-60").amount).toBe("130.65");
    expect(aging.suppliers.find((s: any) => s.supplierName === "Old Mill Bakery")).toMatchObject({
      total: "130.65",
    });

    const qbo = await kitchen.owner.get(
      kitchen.path("/accounting/export?system=quickbooks&what=bills"),
    );
    const lines = String(qbo.body).split(/\r?\n/);
    expect(lines[0]).toBe(
      "Bill No.,Supplier,Bill Date,Due Date,Terms,Location,Memo,Account,Line Description,Line Amount",
    );
    expect(
      lines.some((l) => l.startsWith("OMB-4471,Old Mill Bakery,") && l.endsWith(",120.00")),
    ).toBe(true);
    const xero = await kitchen.owner.get(kitchen.path("/accounting/export?system=xero&what=bills"));
    expect(String(xero.body).split(/\r?\n/)[0]).toContain("*ContactName");
    const staff = await addMember(kitchen, "staff");
    expect((await staff.get(kitchen.path("/payables"))).status).toBe(403);
  });
});
