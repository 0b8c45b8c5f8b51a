import { ORDER_STATUSES } from "@larder/contracts";
import { PURCHASE_ORDER_STATUSES } from "@larder/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { Client } from "./client";
import { useServerWithMailbox } from "./helpers";
import { addMember, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier, addTomatoes, sentOrder } from "./purchasing-kit";

const context = useServerWithMailbox();
let kitchen: Kitchen;

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox);
}, 60_000);

describe("purchase orders", () => {
  it("gives a printable copy of an order as the PDF the supplier gets", async () => {
    const supplierId = await addSupplier(kitchen, "Copy Farms");
    const order = await sentOrder(kitchen, supplierId, await addTomatoes(kitchen));
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

  it("asks a manager to approve an order above the limit before it is sent", async () => {
    expect(
      (await kitchen.owner.patch(kitchen.path("/settings/purchasing"), { approvalLimit: "500" }))
        .status,
    ).toBe(204);
    const supplierId = await addSupplier(kitchen, "Prime Meats");
    const itemId = await addTomatoes(kitchen);
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

  it("changes, approves and sends only a draft, and cancels only before anything came", async () => {
    // The API and the lifecycle in @larder/domain name the same states.
    expect([...ORDER_STATUSES]).toEqual([...PURCHASE_ORDER_STATUSES]);
    const supplierId = await addSupplier(kitchen, "Hill Dairy");
    const itemId = await addTomatoes(kitchen);
    const order = await sentOrder(kitchen, supplierId, itemId);
    const orderPath = (rest = "") => kitchen.path(`/orders/${order.id}${rest}`);
    const alreadySent = { error: "order_not_draft", message: `${order.number} was already sent.` };
    const changed = await kitchen.owner.patch(orderPath(), { notes: "Ring the bell" });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({
      error: "order_not_draft",
      message: `${order.number} was already sent; only a draft can be changed.`,
    });
    const approved = await kitchen.owner.post(orderPath("/approve"));
    expect([approved.status, approved.body]).toEqual([409, alreadySent]);
    const resent = await kitchen.owner.post(orderPath("/send"), {});
    expect([resent.status, resent.body]).toEqual([409, alreadySent]);

    const received = await kitchen.owner.post(orderPath("/receipts"), {
      lines: [
        {
          orderLineId: order.lines[0].id,
          expectedReceived: "0",
          quantity: "1",
          outcome: "received",
        },
      ],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const cancelled = await kitchen.owner.post(orderPath("/cancel"));
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({
      error: "order_not_cancellable",
      message: `${order.number} has deliveries against it; it cannot be cancelled.`,
    });

    const draft = await kitchen.owner.post(kitchen.path("/orders"), {
      supplierId,
      locationId: kitchen.main.id,
      lines: [{ itemId, unit: "case", quantity: "1", unitPrice: "24" }],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const draftPath = (rest = "") => kitchen.path(`/orders/${draft.body.id}${rest}`);
    const early = await kitchen.owner.post(draftPath("/receipts"), {
      lines: [
        {
          orderLineId: draft.body.lines[0].id,
          expectedReceived: "0",
          quantity: "1",
          outcome: "received",
        },
      ],
    });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: "order_not_receivable",
      message: `${draft.body.number} has not been sent yet. Send it, or receive the delivery without an order.`,
    });
    expect((await kitchen.owner.post(draftPath("/cancel"))).status).toBe(200);
    const again = await kitchen.owner.post(draftPath("/cancel"));
    expect([again.status, again.body.message]).toEqual([
      409,
      `${draft.body.number} is already cancelled.`,
    ]);
    const late = await kitchen.owner.post(draftPath("/receipts"), {
      lines: [
        {
          orderLineId: draft.body.lines[0].id,
          expectedReceived: "0",
          quantity: "1",
          outcome: "received",
        },
      ],
    });
    expect([late.status, late.body.message]).toEqual([409, `${draft.body.number} is cancelled.`]);
  });
});
