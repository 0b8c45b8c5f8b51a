/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { buildKitchen, type Kitchen } from "./kitchen";
import { attachedPdf, download, pdfText } from "./pdf-text";
import { addSupplier, addTomatoes, dateIn, day } from "./purchasing-kit";

// Issue 26, item 14: the supplier's copy of an order carries their item codes, the order date
// and the expected delivery, and the message typed when sending, but never the kitchen's notes.
const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

/** "Dec 1, 2026" for a YYYY-MM-DD day. */
const shown = (date: string, options: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
    ...options,
  }).format(new Date(`${date}T00:00:00Z`));

describe("the purchase order's PDF", () => {
  it("shows item codes, the order date, the delivery day and the message, not the notes", async () => {
    const supplierId = await addSupplier(kitchen, "Code Farms");
    const [coded, plain] = [await addTomatoes(kitchen), await addTomatoes(kitchen)];
    const sold = await kitchen.owner.post(kitchen.path(`/suppliers/${supplierId}/items`), {
      itemId: coded,
      unit: "case",
      price: "24",
      sku: "TOM-10-RM",
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const draft = await kitchen.owner.post(kitchen.path("/orders"), {
      supplierId,
      locationId: kitchen.main.id,
      expectedOn: day(3),
      notes: "Suggested by Larder from its forecasts.",
      lines: [
        { itemId: coded, unit: "case", quantity: "3", unitPrice: "24", taxRate: "0" },
        { itemId: plain, unit: "kg", quantity: "4", unitPrice: "2.5", taxRate: "0" },
      ],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const to = "orders@codefarms.test";
    const before = kitchen.mailbox.count;
    const message = "Please use the back door before 10 am.";
    const sent = await kitchen.owner.post(kitchen.path(`/orders/${draft.body.id}/send`), {
      message,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await kitchen.mailbox.next(to, before);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain("(TOM-10-RM)");
    expect(mail.text).not.toContain("Suggested by Larder");

    const text = pdfText(attachedPdf(mail.raw));
    expect(text).toContain(`Purchase order ${draft.body.number}`);
    // The first location is in New York: the order is dated by its calendar.
    expect(text).toContain(`Order date: ${shown(dateIn("America/New_York"))}`);
    expect(text).toContain(`Expected delivery: ${shown(day(3), { weekday: "short" })}`);
    expect(text).toContain("Item code");
    expect(text).toContain("TOM-10-RM");
    expect(text).toContain(message);
    expect(text).not.toContain("Suggested by Larder");

    // The copy kept in Larder says the same of the order, and keeps the notes off it too.
    const copy = await download(kitchen.owner, kitchen.path(`/orders/${draft.body.id}/pdf`));
    expect(copy.status).toBe(200);
    const copyText = pdfText(copy.bytes);
    expect(copyText).toContain(`Order date: ${shown(dateIn("America/New_York"))}`);
    expect(copyText).toContain("TOM-10-RM");
    expect(copyText).not.toContain("Suggested by Larder");
    // The notes stay on the order in the app.
    const order = (await kitchen.owner.get(kitchen.path(`/orders/${draft.body.id}`))).body as any;
    expect(order.notes).toBe("Suggested by Larder from its forecasts.");
  });
});
