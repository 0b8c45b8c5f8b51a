/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { beforeAll, describe, expect, it } from "vitest";
import type { Client } from "./client";
import { useServerWithMailbox } from "./helpers";
import { addItem, addMember, buildKitchen, type Kitchen } from "./kitchen";
import { addSupplier } from "./purchasing-kit";

// Issue 28, item 5: orders and invoices above limits set per role and location wait for named
// approvers, in turn; each is notified, approves or rejects, and the log keeps who and why.
const context = useServerWithMailbox();
let kitchen: Kitchen;
let maria: Client; // manager
let pat: Client; // purchasing
const ids: Record<string, string> = {};

beforeAll(async () => {
  kitchen = await buildKitchen(context.server, context.mailbox, "Approval Kitchen");
  maria = await addMember(kitchen, "manager");
  pat = await addMember(kitchen, "purchasing");
  for (const [name, client] of [
    ["owner", kitchen.owner],
    ["maria", maria],
    ["pat", pat],
  ] as const)
    ids[name] = (await client.session()).body.user.id;
  ids.supplier = await addSupplier(kitchen, "Harbor Meats");
  ids.beef = await addItem(kitchen, { name: "Beef short ribs", baseUnit: "kg" });
}, 90_000);

const notifications = async (client: Client) =>
  ((await client.get(kitchen.path("/notifications"))).body.notifications as any[]).filter(
    (n) => n.type === "approval",
  );

describe("approval chains", () => {
  it("holds an order for its approvers in turn, notifies each, and sends once all approve", async () => {
    const rule = (body: Record<string, unknown>) =>
      kitchen.owner.post(kitchen.path("/approval-rules"), body);
    const toMaria = await rule({
      document: "order",
      locationId: kitchen.main.id,
      above: "500",
      approverUserId: ids.maria,
    });
    expect(toMaria.status, JSON.stringify(toMaria.body)).toBe(201);
    expect(
      (await rule({ document: "order", above: "2000", approverUserId: ids.owner })).status,
    ).toBe(201);
    const purchasingApprover = await rule({
      document: "order",
      above: "100",
      approverUserId: ids.pat,
    });
    expect(purchasingApprover.status).toBe(400);
    expect(purchasingApprover.body.message).toContain("that role cannot approve orders");
    expect(
      (
        await pat.post(kitchen.path("/approval-rules"), {
          document: "order",
          above: "1",
          approverUserId: ids.pat,
        })
      ).status,
    ).toBe(403);

    // Pat orders $2,450.00 of short ribs: over both limits.
    const created = await pat.post(kitchen.path("/orders"), {
      supplierId: ids.supplier,
      locationId: kitchen.main.id,
      lines: [{ itemId: ids.beef, unit: "kg", quantity: "175", unitPrice: "14", taxRate: "0" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderId = created.body.id;
    const path = (rest = "") => kitchen.path(`/orders/${orderId}${rest}`);
    expect(created.body.approvals).toMatchObject({ requested: false, approved: false });
    expect(created.body.approvals.steps.map((s: any) => [s.approverUserId, s.reason])).toEqual([
      [
        ids.maria,
        `Orders above $500.00 at ${(await kitchen.owner.get(kitchen.path("/locations"))).body.find((l: any) => l.id === kitchen.main.id).name}`,
      ],
      [ids.owner, "Orders above $2,000.00"],
    ]);
    const early = await pat.post(path("/send"), {});
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/needs approval by .* Ask for approval first\.$/);

    const before = context.mailbox.count;
    const asked = await pat.post(path("/approval-request"), {});
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.approvals.steps.map((s: any) => [s.status, s.current])).toEqual([
      ["waiting", true],
      ["waiting", false],
    ]);
    const mariaEmail = (await maria.session()).body.user.email;
    const mail = await context.mailbox.next(mariaEmail, before);
    expect(mail.subject).toBe("Approval needed");
    expect(mail.text).toContain(`/app/orders/${orderId}`);
    const [told] = await notifications(maria);
    expect(told).toMatchObject({ title: "Approval needed", link: `/app/orders/${orderId}` });
    expect(told.message).toContain("$2,450.00) waits for your approval");
    expect(await notifications(kitchen.owner)).toEqual([]);

    // The owner's turn comes second.
    const outOfTurn = await kitchen.owner.post(path("/approve"), {});
    expect(outOfTurn.status).toBe(403);
    expect(outOfTurn.body.message).toMatch(/turn to approve .*; yours comes after\./);
    expect((await maria.post(path("/approve"), { note: "Banquet on Saturday" })).status).toBe(200);
    expect((await notifications(kitchen.owner))[0].title).toBe("Approval needed");
    const waiting = await pat.post(path("/send"), {});
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toContain("waits for approval by");

    // The owner rejects, saying why; Pat hears of it.
    const noReason = await kitchen.owner.post(path("/reject"), { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(
      (await kitchen.owner.post(path("/reject"), { reason: "Order 150 kg, not 175" })).status,
    ).toBe(200);
    expect((await notifications(pat))[0]).toMatchObject({ title: "Approval rejected" });
    expect((await pat.post(path("/send"), {})).body.message).toContain("was rejected by");

    // Changed, asked again, approved by both: it goes.
    const changed = await pat.patch(path(), {
      lines: [{ itemId: ids.beef, unit: "kg", quantity: "150", unitPrice: "14", taxRate: "0" }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.approvals.requested).toBe(false);
    expect((await pat.post(path("/approval-request"), {})).status).toBe(200);
    expect((await maria.post(path("/approve"), {})).status).toBe(200);
    const approved = await kitchen.owner.post(path("/approve"), {});
    expect(approved.body.approvals).toMatchObject({ approved: true, rejected: false });
    expect((await notifications(pat))[0]).toMatchObject({ title: "Approved" });
    expect((await pat.post(path("/send"), {})).status).toBe(200);

    const log = JSON.stringify(
      (await kitchen.owner.get(kitchen.path("/audit?area=purchasing"))).body,
    );
    expect(log).toContain("asked for approval of PO-");
    expect(log).toMatch(
      /approved PO-\S+ from Harbor Meats \(\$2,100\.00\) \(step 1 of 2: orders above \$500\.00 at [^)]+\)/,
    );
    expect(log).toContain("rejected PO-");
    expect(log).toContain("“Order 150 kg, not 175”");
    const settings = JSON.stringify(
      (await kitchen.owner.get(kitchen.path("/audit?area=settings"))).body,
    );
    expect(settings).toContain("set an approval rule: Orders above $2,000.00 wait for");
  });

  it("holds an invoice's payment until its approver approves", async () => {
    const rule = await kitchen.owner.post(kitchen.path("/approval-rules"), {
      document: "invoice",
      role: "purchasing",
      above: "1000",
      approverUserId: ids.maria,
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const entered = await pat.post(kitchen.path("/invoices"), {
      supplierId: ids.supplier,
      number: "HM-7781",
      locationId: kitchen.main.id,
      effectiveDate: "2026-11-20",
      totalExclTax: "1200.00",
      totalInclTax: "1200.00",
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    expect(entered.body.approvals.steps).toMatchObject([
      {
        approverUserId: ids.maria,
        status: "waiting",
        current: true,
        reason: "Invoices above $1,000.00 entered by Purchasing",
      },
    ]);
    const path = (rest: string) => kitchen.path(`/invoices/${entered.body.id}${rest}`);
    const payment = { amount: "1200.00", paidOn: "2026-11-25", method: "check" };
    const early = await kitchen.owner.post(path("/payments"), payment);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain("Invoice HM-7781 waits for approval by");
    expect((await maria.post(path("/approve"), {})).status).toBe(200);
    expect((await kitchen.owner.post(path("/payments"), payment)).status).toBe(201);
    // An invoice the owner enters is not the purchasing role's: no approval.
    const own = await kitchen.owner.post(kitchen.path("/invoices"), {
      supplierId: ids.supplier,
      number: "HM-7782",
      effectiveDate: "2026-11-21",
      totalExclTax: "1500.00",
      totalInclTax: "1500.00",
    });
    expect(own.body.approvals).toMatchObject({ requested: false, approved: true, steps: [] });
  });
});
