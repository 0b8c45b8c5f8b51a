/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import { useServerWithMailbox } from "./helpers";
import { buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier, day } from "./purchasing-kit";
import { drawnInvoice, uploadAndRead } from "./scan-kit";

// Issue 29, item 5: a second copy of an invoice (another scan or photo of the same paper) is
// flagged in the list as soon as it is read, not only once someone approves it.
const context = useServerWithMailbox();
let kitchen: Kitchen;
let supplierId: string;

const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Copies Kitchen");
  supplierId = await addSupplier(kitchen, "Quay Produce");
}, 60_000);

const copy = (billTo: string) =>
  drawnInvoice({
    supplier: "Quay Produce",
    number: "QP-5120",
    date: us(day(-1)),
    due: us(day(13)),
    lines: [{ description: "Leeks", quantity: "10", unit: "kg", price: "3.00", amount: "30.00" }],
    subtotal: "30.00",
    tax: "0.00",
    total: "30.00",
    // Another file of the same invoice: the bytes differ, the supplier and number do not.
    billTo,
  });

describe("a second copy of an invoice", () => {
  it("is flagged in the list once read, against the copy before it and then the invoice entered", async () => {
    const first = await uploadAndRead(
      kitchen.owner,
      kitchen.path,
      "invoices",
      await copy("Copies Kitchen"),
      "fileName=quay-scan.pdf",
    );
    const second = await uploadAndRead(
      kitchen.owner,
      kitchen.path,
      "invoices",
      await copy("Copies Kitchen, back door"),
      "fileName=quay-photo.pdf",
    );
    expect([first.status, second.status]).toEqual(["ready", "ready"]);
    const flags = async () =>
      Object.fromEntries(
        (await kitchen.owner.get(kitchen.path("/invoices/scans"))).body.map((scan: any) => [
          scan.fileName,
          scan.duplicateOf,
        ]),
      );
    expect(await flags()).toEqual({
      "quay-scan.pdf": null,
      "quay-photo.pdf": "Another copy, quay-scan.pdf, was uploaded before this one.",
    });

    const approved = await kitchen.owner.post(kitchen.path(`/invoices/scans/${first.id}/approve`), {
      supplierId,
      number: "QP-5120",
      effectiveDate: day(-1),
      totalExclTax: "30.00",
      totalInclTax: "30.00",
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(await flags()).toEqual({
      "quay-photo.pdf": "Invoice QP-5120 from Quay Produce is already entered.",
    });
    // The review says the same of it.
    const review = (await kitchen.owner.get(kitchen.path(`/invoices/scans/${second.id}`))).body;
    expect(review.duplicateOf).toBe("Invoice QP-5120 from Quay Produce is already entered.");
    expect(review.duplicate).toMatchObject({ invoiceId: approved.body.id, number: "QP-5120" });
  });
});
