/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { addDays } from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { checkStockBalances } from "../src/modules/stock/check";
import { Client } from "./client";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, onHand, type Kitchen } from "./kitchen";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

/** A date in YYYY-MM-DD as it is now in `timeZone`. */
const dateIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

/** The kitchen's date (its first location is in New York) `offset` days from today. */
const day = (offset = 0) => addDays(dateIn("America/New_York"), offset);

async function supplier(name: string, extra: Record<string, unknown> = {}) {
  const created = await kitchen.owner.post(kitchen.path("/suppliers"), {
    name,
    orderingEmail: `orders@${name.toLowerCase().replace(/\W+/g, "")}.test`,
    paymentTermsDays: 14,
    deliveryDays: [0, 3],
    minimumOrder: "100",
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function tomatoes() {
  return addItem(kitchen, {
    name: `PO tomatoes ${Math.random().toString(36).slice(2, 7)}`,
    baseUnit: "kg",
    packs: [{ name: "case", quantity: "10", unit: "kg" }],
    parLevels: [{ locationId: kitchen.main.id, minimum: "15", maximum: "40" }],
    openingStock: [{ locationId: kitchen.main.id, quantity: "5", unit: "kg", unitCost: "2.40" }],
  });
}

async function sentOrder(supplierId: string, itemId: string, cases = "3", price = "24") {
  const order = await kitchen.owner.post(kitchen.path("/orders"), {
    supplierId,
    locationId: kitchen.main.id,
    lines: [{ itemId, unit: "case", quantity: cases, unitPrice: price, taxRate: "0" }],
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const sent = await kitchen.owner.post(kitchen.path(`/orders/${order.body.id}/send`), {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body;
}

describe("the purchasing cycle", () => {
  it("orders, sends a PDF, receives one short line, bills, flags the mismatch and takes a part payment", async () => {
    const supplierId = await supplier("Green Valley Produce");
    const itemId = await tomatoes();
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

  it("gives a printable copy of an order as the PDF the supplier gets", async () => {
    const supplierId = await supplier("Copy Farms");
    const order = await sentOrder(supplierId, await tomatoes());
    const copy = await kitchen.owner.get(kitchen.path(`/orders/${order.id}/pdf`));
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("application/pdf");
    expect(copy.headers.get("content-disposition")).toContain(`${order.number}.pdf`);
    expect(String(copy.body).startsWith("%PDF-")).toBe(true);
  });

  it("marks the demo's orders sent without mailing anyone", async () => {
    const visitor = new Client(context.server.url);
    expect((await visitor.get("/demo")).status).toBe(303);
    const workspaceId = (await visitor.session()).body.currentWorkspaceId;
    const drafts = (await visitor.get(`/api/w/${workspaceId}/orders?status=draft`)).body.orders;
    const before = context.mailbox.count;
    const sent = await visitor.post(`/api/w/${workspaceId}/orders/${drafts[0].id}/send`, {
      to: "someone@elsewhere.test",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(context.mailbox.count).toBe(before);
  });

  it("keeps a delivery without an order with its supplier, at their price, and learns a new one", async () => {
    const supplierId = await supplier("Walk-in Farms");
    const itemId = await tomatoes();
    const listed = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
      itemId,
      unit: "case",
      price: "20",
    });
    expect(listed.status).toBe(201);
    const receive = (extra: Record<string, unknown>) =>
      kitchen.owner.post(kitchen.path("/stock/receipts"), {
        itemId,
        locationId: kitchen.main.id,
        quantity: "2",
        unit: "case",
        supplierId,
        ...extra,
      });
    // No price typed: the supplier's $20 a case, $2 a kilo.
    const first = await receive({});
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.movements[0].unitCost).toBe("2");
    // A price typed: $22 a case becomes their price, kept in its history.
    expect((await receive({ unitCost: "22" })).status).toBe(201);
    const prices = await kitchen.owner.get(
      kitchen.path(`/supplier-items/${listed.body.id}/prices`),
    );
    expect(prices.body.map((p: any) => [p.price, p.source])).toEqual([
      ["22", "receipt"],
      ["20", "manual"],
    ]);
    const lines = await withTenant(context.server.db, { workspaceId: kitchen.workspaceId }, (tx) =>
      tx.query<{ quantity: string; unit_price: string }>(
        `select l.quantity::text, l.unit_price::text from receipt_lines l
           join receipts r on r.workspace_id = l.workspace_id and r.id = l.receipt_id
          where r.supplier_id = $1 and r.order_id is null order by l.unit_price`,
        [supplierId],
      ),
    );
    expect(lines.rows.map((row) => [Number(row.quantity), Number(row.unit_price)])).toEqual([
      [2, 20],
      [2, 22],
    ]);
    expect(await onHand(kitchen, itemId, kitchen.main.id)).toBe("45");

    expect(
      (await kitchen.owner.patch(kitchen.path(`/suppliers/${supplierId}`), { archived: true }))
        .status,
    ).toBe(200);
    const refused = await receive({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Walk-in Farms is archived. Restore it to receive from it.");
  });

  it("never counts a line twice when two people receive the same order at once", async () => {
    const supplierId = await supplier("Harbor Fish");
    const itemId = await tomatoes();
    const order = await sentOrder(supplierId, itemId);
    const porter = await addMember(kitchen, "purchasing");
    const body = {
      lines: [
        {
          orderLineId: order.lines[0].id,
          expectedReceived: "0",
          quantity: "3",
          outcome: "received",
        },
      ],
    };
    const replies = await Promise.all([
      kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), body),
      porter.post(kitchen.path(`/orders/${order.id}/receipts`), body),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const refused = replies.find((reply) => reply.status === 409)!;
    // Whichever came second finds the line received, or the order changed under it.
    expect(refused.body.message).toMatch(/already fully received|while you were checking it/);
    expect(await onHand(kitchen, itemId, kitchen.main.id)).toBe("35");
  });

  it("asks a manager to approve an order above the limit before it is sent", async () => {
    expect(
      (await kitchen.owner.patch(kitchen.path("/settings/purchasing"), { approvalLimit: "500" }))
        .status,
    ).toBe(204);
    const supplierId = await supplier("Prime Meats");
    const itemId = await tomatoes();
    const buyer = await addMember(kitchen, "purchasing");
    const draft = await buyer.post(kitchen.path("/orders"), {
      supplierId,
      locationId: kitchen.main.id,
      lines: [{ itemId, unit: "case", quantity: "30", unitPrice: "24", taxRate: "8.875" }],
    });
    expect(draft.body).toMatchObject({ needsApproval: true, totals: { inclTax: "783.90" } });
    const refused = await buyer.post(kitchen.path(`/orders/${draft.body.id}/send`), {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("must approve it before it is sent");
    expect((await buyer.post(kitchen.path(`/orders/${draft.body.id}/approve`))).status).toBe(403);
    const approved = await kitchen.owner.post(kitchen.path(`/orders/${draft.body.id}/approve`));
    expect(approved.body.needsApproval).toBe(false);
    expect((await buyer.post(kitchen.path(`/orders/${draft.body.id}/send`), {})).status).toBe(200);
    await kitchen.owner.patch(kitchen.path("/settings/purchasing"), { approvalLimit: null });
  });

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
    const supplierId = await supplier("Old Mill Bakery", { paymentTermsDays: 30 });
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
