/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import * as contracts from "@larder/contracts";
import Papa from "papaparse";
import * as domain from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { attachedPdf, download, pdfText } from "./pdf-text";
import { addSupplier, day } from "./purchasing-kit";
import { drawnInvoice, uploadAndRead } from "./scan-kit";

// Vendor credits (issue 28, item 2): the order of $275.00 received with 3 of 25 kg of spinach
// short ($22.20 at the agreed $7.40) and avocados charged $1.20 instead of $1.00 (8 × $0.20 =
// $1.60) raises a credit request of $23.80, which is sent to the supplier as a PDF, shown in
// payables as owed to the restaurant, and closed by the supplier's credit memo.
const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Credits Kitchen");
}, 60_000);

/** Sends an order of the lines and returns it. */
async function sentOrder(supplierId: string, lines: Record<string, string>[]) {
  const created = await kitchen.owner.post(kitchen.path("/orders"), {
    supplierId,
    locationId: kitchen.main.id,
    lines,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(
    (await kitchen.owner.post(kitchen.path(`/orders/${created.body.id}/send`), {})).status,
  ).toBe(200);
  return created.body;
}

async function owedBy(supplierId: string) {
  const payables = await kitchen.owner.get(kitchen.path("/payables"));
  expect(payables.status, JSON.stringify(payables.body)).toBe(200);
  return {
    total: payables.body.credits.total as string,
    supplier: payables.body.credits.suppliers.find((s: any) => s.supplierId === supplierId),
  };
}

describe("a delivery that came short and dearer", () => {
  it("raises a credit request to the cent, sends it as a PDF, shows it owed, and closes it with the memo", async () => {
    const supplierId = await addSupplier(kitchen, "Valley Greens", { minimumOrder: null });
    const spinach = await addItem(kitchen, { name: "Baby spinach", baseUnit: "kg" });
    const avocados = await addItem(kitchen, { name: "Hass avocados", baseUnit: "pcs" });
    const parmesan = await addItem(kitchen, { name: "Parmesan", baseUnit: "kg" });
    const order = await sentOrder(supplierId, [
      { itemId: spinach, unit: "kg", quantity: "25", unitPrice: "7.40", taxRate: "0" },
      { itemId: avocados, unit: "pcs", quantity: "8", unitPrice: "1.00", taxRate: "0" },
      { itemId: parmesan, unit: "kg", quantity: "4", unitPrice: "20.50", taxRate: "0" },
    ]);
    const owedBefore = await owedBy(supplierId);
    expect(owedBefore.supplier).toBeUndefined();

    const [spinachLine, avocadoLine, parmesanLine] = order.lines;
    const delivered = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
      lines: [
        {
          orderLineId: spinachLine.id,
          expectedReceived: "0",
          quantity: "22",
          outcome: "short",
          note: "3 kg short",
        },
        {
          orderLineId: avocadoLine.id,
          expectedReceived: "0",
          quantity: "8",
          outcome: "received",
          unitPrice: "1.20",
        },
        { orderLineId: parmesanLine.id, expectedReceived: "0", quantity: "4", outcome: "received" },
      ],
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
    const brief = delivered.body.credit;
    expect(brief).toMatchObject({ status: "open", amount: "23.80" });
    expect(brief.number).toMatch(/^CR-\d{4}-\d{3}$/);

    const credit = (await kitchen.owner.get(kitchen.path(`/credits/${brief.id}`))).body;
    expect(credit).toMatchObject({
      supplierName: "Valley Greens",
      orderId: order.id,
      orderNumber: order.number,
      receiptId: delivered.body.id,
      status: "open",
      ageDays: 0,
      totals: { exclTax: "23.80", tax: "0.00", inclTax: "23.80" },
    });
    expect(
      credit.lines.map((line: any) => [
        line.description,
        line.reason,
        line.quantity,
        line.unit,
        line.unitPrice,
        line.amount,
        line.note,
      ]),
    ).toEqual([
      ["Baby spinach", "short", "3", "kg", "7.4", "22.20", "3 kg short"],
      ["Hass avocados", "price", "8", "pcs", "0.2", "1.60", ""],
    ]);
    // The order names it; the order's own figures are unchanged by it.
    const after = (await kitchen.owner.get(kitchen.path(`/orders/${order.id}`))).body;
    expect(after.credits).toEqual([brief]);
    expect(after.received.inclTax).toBe("254.40");
    expect(after.shortValue).toBe("22.20");

    // Payables: owed to the restaurant, by supplier and age.
    const owed = await owedBy(supplierId);
    expect(owed.supplier).toMatchObject({ total: "23.80", buckets: { "0-30": "23.80" } });

    // Sent to the supplier by email, as a PDF.
    const before = kitchen.mailbox.count;
    const message = "The driver signed for the shortage.";
    const sent = await kitchen.owner.post(kitchen.path(`/credits/${brief.id}/send`), { message });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: "sent", sentTo: "orders@valleygreens.test" });
    const mail = await kitchen.mailbox.next("orders@valleygreens.test", before);
    expect(mail.text).toContain(`credit request ${brief.number} from Credits Kitchen`);
    expect(mail.text).toContain("Baby spinach: 3 kg never came, $22.20");
    expect(mail.text).toContain("Credit due: $23.80 (incl. tax)");
    expect(mail.text).toContain(message);
    const text = pdfText(attachedPdf(mail.raw));
    expect(text).toContain(`Credit request ${brief.number}`);
    expect(text).toContain(`against purchase order ${order.number}`);
    expect(text).toContain("$22.20");
    expect(text).toContain("$1.60");
    expect(text).toContain("$23.80");
    expect(text).toContain(message);
    const copy = await download(kitchen.owner, kitchen.path(`/credits/${brief.id}/pdf`));
    expect(copy.status).toBe(200);
    expect(pdfText(copy.bytes)).toContain("$23.80");
    // Still owed once sent.
    expect((await owedBy(supplierId)).supplier.total).toBe("23.80");

    // Bad memos are refused in words, and change nothing.
    const negative = await kitchen.owner.post(kitchen.path(`/credits/${brief.id}/memo`), {
      memoNumber: "CM-5521",
      memoDate: "2026-12-06",
      amount: "-23.80",
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/amount credited/i);
    const unnamed = await kitchen.owner.post(kitchen.path(`/credits/${brief.id}/memo`), {
      memoNumber: "  ",
      memoDate: "2026-12-06",
      amount: "23.80",
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toContain("credit memo's number");

    // The supplier's memo closes it; nothing is owed any more.
    const credited = await kitchen.owner.post(kitchen.path(`/credits/${brief.id}/memo`), {
      memoNumber: "CM-5521",
      memoDate: "2026-12-06",
      amount: "23.80",
    });
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);
    expect(credited.body).toMatchObject({
      status: "credited",
      memoNumber: "CM-5521",
      memoDate: "2026-12-06",
      creditedAmount: "23.80",
    });
    expect((await owedBy(supplierId)).supplier).toBeUndefined();
    expect((await owedBy(supplierId)).total).toBe(owedBefore.total);
    // The memo goes to the books as a vendor credit, line by line: QuickBooks Online with
    // positive amounts, Xero as a credit note in its bills import (amounts below zero).
    const rowsOf = (csv: string) =>
      Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    const quickbooks = await kitchen.owner.get(
      kitchen.path("/accounting/export?system=quickbooks&what=credits"),
    );
    expect(quickbooks.status).toBe(200);
    expect(String(quickbooks.body).split(/\r?\n/)[0]).toBe(
      "Ref No.,Supplier,Payment Date,Location,Memo,Account,Line Description,Line Amount",
    );
    const memoRows = rowsOf(String(quickbooks.body)).filter(
      (row: any) => row["Ref No."] === "CM-5521",
    );
    expect(memoRows).toEqual([
      {
        "Ref No.": "CM-5521",
        Supplier: "Valley Greens",
        "Payment Date": "12/06/2026",
        Location: credit.locationName,
        Memo: `${brief.number} for ${order.number}`,
        Account: "Cost of Goods Sold",
        "Line Description": `Baby spinach: 3 kg never came (${brief.number})`,
        "Line Amount": "22.20",
      },
      {
        "Ref No.": "CM-5521",
        Supplier: "Valley Greens",
        "Payment Date": "12/06/2026",
        Location: credit.locationName,
        Memo: `${brief.number} for ${order.number}`,
        Account: "Cost of Goods Sold",
        "Line Description": `Hass avocados: 8 pcs charged above the agreed price (${brief.number})`,
        "Line Amount": "1.60",
      },
    ]);
    const xero = await kitchen.owner.get(
      kitchen.path("/accounting/export?system=xero&what=credits"),
    );
    expect(xero.status).toBe(200);
    expect(String(xero.body).split(/\r?\n/)[0]).toBe(
      "*ContactName,EmailAddress,*InvoiceNumber,*InvoiceDate,*DueDate,*Description,*Quantity,*UnitAmount,*AccountCode,*TaxType,Currency",
    );
    const xeroRows = rowsOf(String(xero.body)).filter(
      (row: any) => row["*InvoiceNumber"] === "CM-5521",
    );
    expect(
      xeroRows.map((row: any) => [
        row["*ContactName"],
        row["*InvoiceDate"],
        row["*Quantity"],
        row["*UnitAmount"],
        row["*AccountCode"],
        row["*TaxType"],
        row.Currency,
      ]),
    ).toEqual([
      ["Valley Greens", "12/06/2026", "3", "-7.4", "310", "Tax Exempt", "USD"],
      ["Valley Greens", "12/06/2026", "8", "-0.2", "310", "Tax Exempt", "USD"],
    ]);
    // Quantity × unit amount adds up to what the memo credits, below zero.
    const xeroTotal = xeroRows.reduce(
      (total: number, row: any) =>
        total + Math.round(Number(row["*Quantity"]) * Number(row["*UnitAmount"]) * 100),
      0,
    );
    expect(xeroTotal).toBe(-2380);

    // The memo is there to apply: it takes $23.80 off what is payable to Valley Greens.
    const credits = async () =>
      (await kitchen.owner.get(kitchen.path("/payables"))).body.credits.toApply.suppliers.find(
        (s: any) => s.supplierId === supplierId,
      );
    expect(await credits()).toEqual({
      supplierId,
      supplierName: "Valley Greens",
      amount: "23.80",
    });
    // Valley Greens bills the whole order, $275.00, as if everything came at the agreed price.
    const today = (await kitchen.owner.get(kitchen.path("/purchases"))).body.period.to;
    const bill = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      locationId: kitchen.main.id,
      number: "VG-88",
      effectiveDate: today,
      orderIds: [order.id],
      lines: [
        {
          itemId: spinach,
          description: "Baby spinach",
          unit: "kg",
          quantity: "25",
          unitPrice: "7.40",
        },
        {
          itemId: avocados,
          description: "Hass avocados",
          unit: "pcs",
          quantity: "8",
          unitPrice: "1.00",
        },
        {
          itemId: parmesan,
          description: "Parmesan",
          unit: "kg",
          quantity: "4",
          unitPrice: "20.50",
        },
      ],
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect(bill.body).toMatchObject({ totalInclTax: "275.00", balance: "275.00" });
    // It bills 3 kg more than came, but the delivery's credit already asks for them.
    expect(bill.body.proposedCredit).toBeNull();
    expect(bill.body.credits.map((c: any) => c.id)).toEqual([brief.id]);
    // More than the memo has is refused.
    const tooMuch = await kitchen.owner.post(kitchen.path(`/credits/${brief.id}/apply`), {
      invoiceId: bill.body.id,
      amount: "30.00",
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe("CM-5521 has $23.80 left to apply.");
    const applied = await kitchen.owner.post(kitchen.path(`/credits/${brief.id}/apply`), {
      invoiceId: bill.body.id,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ appliedAmount: "23.80", availableAmount: "0.00" });
    expect(applied.body.applications).toEqual([
      expect.objectContaining({ invoiceId: bill.body.id, invoiceNumber: "VG-88", amount: "23.80" }),
    ]);
    const billed = (await kitchen.owner.get(kitchen.path(`/invoices/${bill.body.id}`))).body;
    expect(billed).toMatchObject({ balance: "251.20", status: "pending" });
    expect(billed.payments).toEqual([
      expect.objectContaining({ amount: "23.80", method: "credit", creditId: brief.id }),
    ]);
    expect(await credits()).toBeUndefined();
    const again2 = await kitchen.owner.post(kitchen.path(`/credits/${brief.id}/apply`), {
      invoiceId: bill.body.id,
    });
    expect(again2.status).toBe(409);
    // It moved no money: the payments export leaves it to the vendor credit.
    const payments = await kitchen.owner.get(
      kitchen.path("/accounting/export?system=quickbooks&what=payments"),
    );
    expect(String(payments.body)).not.toContain("VG-88");

    // A closed request is not sent, credited or cancelled again.
    const again = await kitchen.owner.post(kitchen.path(`/credits/${brief.id}/cancel`), {
      reason: "Changed our mind",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already credited");
    expect((await kitchen.owner.post(kitchen.path(`/credits/${brief.id}/send`), {})).status).toBe(
      409,
    );

    // The audit log says what was asked and what came back.
    const log = (await kitchen.owner.get(kitchen.path("/audit?limit=20"))).body.events;
    const summaries = log.map((event: any) => event.summary).join("\n");
    expect(summaries).toContain(`raised credit request ${brief.number} to Valley Greens`);
    expect(summaries).toContain("($23.80)");
    expect(summaries).toContain("credit memo CM-5521");
  });

  it("raises damaged and refused lines with tax, nothing for a line still to come, and cancels with a reason", async () => {
    const supplierId = await addSupplier(kitchen, "Coast Dairy", { minimumOrder: null });
    const cream = await addItem(kitchen, { name: "Heavy cream", baseUnit: "l" });
    const eggs = await addItem(kitchen, { name: "Eggs", baseUnit: "pcs" });
    const butter = await addItem(kitchen, { name: "Butter", baseUnit: "kg" });
    const order = await sentOrder(supplierId, [
      { itemId: cream, unit: "l", quantity: "10", unitPrice: "4.35", taxRate: "8.875" },
      { itemId: eggs, unit: "pcs", quantity: "60", unitPrice: "0.25", taxRate: "0" },
      { itemId: butter, unit: "kg", quantity: "5", unitPrice: "9.00", taxRate: "0" },
    ]);
    const [creamLine, eggLine, butterLine] = order.lines;
    // The rate as entered, not 8.88.
    expect(creamLine.taxRate).toBe("8.875");
    const delivered = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
      lines: [
        // 7 l kept, 3 l split: damaged. Tax at 8.875%.
        { orderLineId: creamLine.id, expectedReceived: "0", quantity: "7", outcome: "damaged" },
        // Every egg sent back: refused.
        { orderLineId: eggLine.id, expectedReceived: "0", quantity: "0", outcome: "damaged" },
        // 2 of 5 kg came; the rest is still to come: nothing owed.
        { orderLineId: butterLine.id, expectedReceived: "0", quantity: "2", outcome: "received" },
      ],
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
    const credit = (await kitchen.owner.get(kitchen.path(`/credits/${delivered.body.credit.id}`)))
      .body;
    expect(credit.lines.map((line: any) => [line.reason, line.quantity, line.amount])).toEqual([
      ["damaged", "3", "13.05"],
      ["refused", "60", "15.00"],
    ]);
    // $13.05 × 8.875% = $1.158… → $1.16 tax: $28.05 before tax, $29.21 in all.
    expect(credit.totals).toEqual({ exclTax: "28.05", tax: "1.16", inclTax: "29.21" });
    expect((await owedBy(supplierId)).supplier.total).toBe("29.21");

    // A delivery that owes nothing raises nothing.
    const rest = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
      lines: [
        { orderLineId: butterLine.id, expectedReceived: "2", quantity: "3", outcome: "received" },
      ],
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.credit).toBeNull();

    const unexplained = await kitchen.owner.post(kitchen.path(`/credits/${credit.id}/cancel`), {
      reason: "",
    });
    expect(unexplained.status).toBe(400);
    const cancelled = await kitchen.owner.post(kitchen.path(`/credits/${credit.id}/cancel`), {
      reason: "Driver took the split cream back and will bring new cartons tomorrow",
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect((await owedBy(supplierId)).supplier).toBeUndefined();

    // The list filters by what is still owed.
    const outstanding = (
      await kitchen.owner.get(kitchen.path(`/credits?status=outstanding&supplierId=${supplierId}`))
    ).body;
    expect(outstanding.total).toBe(0);
    const all = (await kitchen.owner.get(kitchen.path(`/credits?supplierId=${supplierId}`))).body;
    expect(all.rows.map((row: any) => row.status)).toEqual(["cancelled"]);
  });
});

describe("an invoice that bills more than came", () => {
  it("proposes the credit, raises it as a request once, and proposes nothing after", async () => {
    const supplierId = await addSupplier(kitchen, "Harbour Bakery", { minimumOrder: null });
    const baguettes = await addItem(kitchen, { name: "Baguettes", baseUnit: "pcs" });
    const order = await sentOrder(supplierId, [
      { itemId: baguettes, unit: "pcs", quantity: "20", unitPrice: "1.50", taxRate: "0" },
    ]);
    const delivered = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
      lines: [
        {
          orderLineId: order.lines[0].id,
          expectedReceived: "0",
          quantity: "20",
          outcome: "received",
        },
      ],
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
    expect(delivered.body.credit).toBeNull();
    // Billed 24 at $1.60: 4 that never came ($6.40) and $0.10 more on the 20 that did ($2.00).
    const today = (await kitchen.owner.get(kitchen.path("/purchases"))).body.period.to;
    const bill = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId,
      number: "HB-7",
      effectiveDate: today,
      orderIds: [order.id],
      lines: [
        {
          itemId: baguettes,
          description: "Baguettes",
          unit: "pcs",
          quantity: "24",
          unitPrice: "1.60",
        },
      ],
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect(bill.body.match.map((flag: any) => flag.kind).sort()).toEqual(["price", "quantity"]);
    expect(bill.body.proposedCredit).toEqual({
      lines: [
        {
          description: "Baguettes",
          reason: "short",
          unit: "pcs",
          quantity: "4",
          unitPrice: "1.6",
          taxRate: "0",
          amount: "6.40",
        },
        {
          description: "Baguettes",
          reason: "price",
          unit: "pcs",
          quantity: "20",
          unitPrice: "0.1",
          taxRate: "0",
          amount: "2.00",
        },
      ],
      totals: { exclTax: "8.40", tax: "0.00", inclTax: "8.40" },
    });
    const raised = await kitchen.owner.post(kitchen.path(`/invoices/${bill.body.id}/credit`), {});
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    expect(raised.body).toMatchObject({
      supplierName: "Harbour Bakery",
      orderId: order.id,
      receiptId: null,
      status: "open",
      totals: { inclTax: "8.40" },
    });
    const after = (await kitchen.owner.get(kitchen.path(`/invoices/${bill.body.id}`))).body;
    expect(after.proposedCredit).toBeNull();
    expect(after.credits).toEqual([
      expect.objectContaining({ id: raised.body.id, amount: "8.40" }),
    ]);
    const twice = await kitchen.owner.post(kitchen.path(`/invoices/${bill.body.id}/credit`), {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain("HB-7 bills nothing beyond what came");
    expect((await owedBy(supplierId)).supplier.total).toBe("8.40");
  });
});

describe("a credit taken off the supplier's next invoice", () => {
  it("closes the request as credited by the invoice, takes it off the balance once, and refuses what does not fit", async () => {
    const supplierId = await addSupplier(kitchen, "Bay Produce", { minimumOrder: null });
    const otherSupplier = await addSupplier(kitchen, "Hill Farm", { minimumOrder: null });
    const spinach = await addItem(kitchen, { name: "Bay spinach", baseUnit: "kg" });
    const received = async (supplier: string, quantity: string) => {
      const order = await sentOrder(supplier, [
        { itemId: spinach, unit: "kg", quantity: "25", unitPrice: "7.40", taxRate: "0" },
      ]);
      const delivered = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
        lines: [
          { orderLineId: order.lines[0].id, expectedReceived: "0", quantity, outcome: "short" },
        ],
      });
      expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
      return delivered.body.credit;
    };
    // 3 of 25 kg never came: $22.20 owed by Bay Produce; 1 kg ($7.40) owed by Hill Farm.
    const credit = await received(supplierId, "22");
    expect(credit.amount).toBe("22.20");
    const hillCredit = await received(otherSupplier, "24");
    expect((await owedBy(supplierId)).supplier.total).toBe("22.20");

    // The next invoice bills 10 kg ($74.00) and prints "CREDIT 3 KG SPINACH SHORT -22.20".
    const today = (await kitchen.owner.get(kitchen.path("/purchases"))).body.period.to;
    const next = (credits: unknown[]) =>
      kitchen.owner.post(kitchen.path("/invoices"), {
        supplierId,
        number: "BP-301",
        effectiveDate: today,
        lines: [
          {
            itemId: spinach,
            description: "Spinach",
            unit: "kg",
            quantity: "10",
            unitPrice: "7.40",
          },
        ],
        credits,
      });
    const others = await next([{ creditId: hillCredit.id, amount: "7.40" }]);
    expect(others.status).toBe(400);
    expect(others.body.message).toContain("owed by Hill Farm");
    const tooMuch = await next([{ creditId: credit.id, amount: "80.00" }]);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toContain("would take more off than is owed");
    const twice = await next([
      { creditId: credit.id, amount: "10.00" },
      { creditId: credit.id, amount: "12.20" },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain("once");
    // Nothing of the refused attempts stayed: the credit is still owed, the number still free.
    expect((await owedBy(supplierId)).supplier.total).toBe("22.20");

    const entered = await next([{ creditId: credit.id, amount: "22.20" }]);
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    expect(entered.body).toMatchObject({
      number: "BP-301",
      totalInclTax: "74.00",
      paid: "22.20",
      balance: "51.80",
    });
    // The line names the item it was matched to, beside the invoice's own words.
    expect(entered.body.lines[0]).toMatchObject({
      itemName: "Bay spinach",
      description: "Spinach",
    });
    expect(entered.body.payments).toEqual([
      expect.objectContaining({
        amount: "22.20",
        paidOn: today,
        method: "credit",
        creditId: credit.id,
        reference: `Credit ${credit.number} taken off on the invoice`,
      }),
    ]);
    const closed = (await kitchen.owner.get(kitchen.path(`/credits/${credit.id}`))).body;
    expect(closed).toMatchObject({
      status: "credited",
      memoNumber: "BP-301 (credit line)",
      memoDate: today,
      creditedAmount: "22.20",
      appliedAmount: "22.20",
      availableAmount: "0.00",
    });
    expect(closed.applications).toEqual([
      expect.objectContaining({ invoiceId: entered.body.id, invoiceNumber: "BP-301" }),
    ]);
    // Owed to the restaurant: nothing by Bay Produce, and nothing left to apply either.
    const owed = await owedBy(supplierId);
    expect(owed.supplier).toBeUndefined();
    const payables = (await kitchen.owner.get(kitchen.path("/payables"))).body;
    expect(
      payables.credits.toApply.suppliers.find((s: any) => s.supplierId === supplierId),
    ).toBeUndefined();
    // In the books: the bill as billed, and the credit as a vendor credit of its own.
    const exported = await kitchen.owner.get(
      kitchen.path("/accounting/export?system=quickbooks&what=credits"),
    );
    const vendorCredit = Papa.parse<Record<string, string>>(String(exported.body), {
      header: true,
      skipEmptyLines: true,
    }).data.filter((row) => row["Ref No."] === "BP-301 (credit line)");
    expect(vendorCredit.map((row) => [row.Supplier, row["Line Amount"]])).toEqual([
      ["Bay Produce", "22.20"],
    ]);
    // A cancelled request cannot be taken off.
    const cancelled = await kitchen.owner.post(kitchen.path(`/credits/${hillCredit.id}/cancel`), {
      reason: "Hill Farm brought the last kilo the next morning",
    });
    expect(cancelled.status).toBe(200);
    const afterCancel = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId: otherSupplier,
      number: "HF-9",
      effectiveDate: today,
      totalExclTax: "30.00",
      totalInclTax: "30.00",
      credits: [{ creditId: hillCredit.id, amount: "7.40" }],
    });
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body.message).toContain("is cancelled");
  });
});

describe("a credit memo read like an invoice", () => {
  it("is known as a memo, closes the request it answers with its file kept, and only once", async () => {
    const supplierId = await addSupplier(kitchen, "Pier Seafood", { minimumOrder: null });
    const salmon = await addItem(kitchen, { name: "Pier salmon", baseUnit: "lb" });
    const order = await sentOrder(supplierId, [
      { itemId: salmon, unit: "lb", quantity: "20", unitPrice: "12.50", taxRate: "0" },
    ]);
    const delivered = await kitchen.owner.post(kitchen.path(`/orders/${order.id}/receipts`), {
      lines: [
        { orderLineId: order.lines[0].id, expectedReceived: "0", quantity: "18", outcome: "short" },
      ],
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
    const credit = delivered.body.credit;
    expect(credit.amount).toBe("25.00");

    const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
    const memoFile = await drawnInvoice({
      title: "CREDIT MEMO",
      supplier: "Pier Seafood",
      number: "CM-7781",
      date: us(day(0)),
      due: us(day(0)),
      poNumber: order.number,
      lines: [
        {
          description: "Pier salmon, 2 lb short",
          quantity: "2",
          unit: "lb",
          price: "12.50",
          amount: "25.00",
        },
      ],
      subtotal: "25.00",
      tax: "0.00",
      total: "25.00",
    });
    const scan = await uploadAndRead(kitchen.owner, kitchen.path, "invoices", memoFile);
    expect(scan.status).toBe("ready");
    expect(scan.creditMemo).toBe(true);
    expect(scan.reading.invoiceNumber.value).toBe("CM-7781");
    expect(scan.reading.total.value).toBe("25.00");

    const approve = (body: Record<string, string>) =>
      kitchen.owner.post(kitchen.path(`/invoices/scans/${scan.id}/credit-memo`), body);
    const memo = { memoNumber: "CM-7781", memoDate: day(0), amount: "25.00" };
    const unknown = await approve({ ...memo, creditId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
    const noFile = await kitchen.owner.get(kitchen.path(`/credits/${credit.id}/memo-file`));
    expect(noFile.status).toBe(404);
    const closed = await approve({ ...memo, creditId: credit.id });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      status: "credited",
      memoNumber: "CM-7781",
      creditedAmount: "25.00",
      availableAmount: "25.00",
    });
    expect(closed.body.memoFileId).toEqual(expect.any(String));
    // The memo as received, byte for byte.
    const file = await download(kitchen.owner, kitchen.path(`/credits/${credit.id}/memo-file`));
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes).equals(Buffer.from(memoFile))).toBe(true);
    // The document is done, and says which credit it closed.
    const done = (await kitchen.owner.get(kitchen.path(`/invoices/scans/${scan.id}`))).body;
    expect(done).toMatchObject({ status: "approved", creditId: credit.id, invoiceId: null });
    const again = await approve({ ...memo, creditId: credit.id });
    expect(again.status).toBe(409);
  });
});

describe("the lists of credits", () => {
  it("are the same in the contracts as in the domain", () => {
    expect(contracts.CREDIT_STATUSES).toEqual(domain.CREDIT_STATUSES);
    expect(contracts.CREDIT_REASONS).toEqual(domain.CREDIT_REASONS);
    expect(contracts.CREDIT_AGE_BUCKETS).toEqual(domain.CREDIT_AGE_BUCKETS);
  });
});
