// The route sweep's workspaces (isolation.test.ts): an owner, a member of every other role, and
// one object of each kind, so that every route with a path parameter has an id to try.
import { ROLES, type Role } from "@larder/domain";
import { expect } from "vitest";
import { Client, uniqueEmail } from "./client";
import { plainPng } from "./corpus";
import type { TestServer } from "./helpers";
import { joinThroughLink } from "./kitchen";
import { linkIn, type Mailbox } from "./mailbox";
import { SoftwareAuthenticator } from "./passkey-authenticator";
import { drawnInvoice, uploadAndRead } from "./scan-kit";

/** A one-line invoice of `supplier`'s, dated `day` and due two weeks later. */
const tenantInvoice = (supplier: string, day: string) => {
  const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
  const due = new Date(Date.parse(day) + 14 * 86_400_000).toISOString().slice(0, 10);
  return drawnInvoice({
    supplier,
    number: `${supplier.split(" ")[0]}-1001`,
    date: us(day),
    due: us(due),
    lines: [
      { description: "Tomatoes", quantity: "1", unit: "case", price: "20.00", amount: "20.00" },
    ],
    subtotal: "20.00",
    tax: "0.00",
    total: "20.00",
  });
};

/** One workspace with an owner, a member of every other role, and one object of each kind. */
export interface Tenant {
  workspaceId: string;
  owner: Client;
  byRole: Record<Role, Client>;
  /** Path parameter → an id of this workspace (or, for sessionId and passkeyId, of this owner). */
  ids: Record<string, string>;
}

/** Builds tenants on `server`, reading their invitations from `mailbox`. */
export function tenantFactory(server: TestServer, mailbox: Mailbox) {
  async function invite(owner: Client, workspaceId: string, email: string, role: Role) {
    const before = mailbox.count;
    const sent = await owner.post(`/api/w/${workspaceId}/invitations`, { email, role });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return { id: sent.body.id as string, link: linkIn(await mailbox.next(email, before)) };
  }

  async function memberWithRole(owner: Client, workspaceId: string, role: Role, domain: string) {
    const email = uniqueEmail(role, domain);
    const { link } = await invite(owner, workspaceId, email, role);
    return joinThroughLink(server.url, mailbox, email, link);
  }

  async function createTenant(name: string): Promise<Tenant> {
    const domain = `${name.toLowerCase()}-${Date.now().toString(36)}.test`;
    const owner = new Client(server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("owner", domain),
      mailbox,
      name,
    );
    const byRole = { owner } as Record<Role, Client>;
    for (const role of ROLES.filter((r) => r !== "owner"))
      byRole[role] = await memberWithRole(owner, workspaceId, role, domain);

    const locations = await owner.get(`/api/w/${workspaceId}/locations`);
    const location = locations.body[0];
    const target = await memberWithRole(owner, workspaceId, "staff", domain);
    const targetId = (await target.session()).body.user.id;
    const limited = await owner.patch(`/api/w/${workspaceId}/members/${targetId}`, {
      locationIds: [location.id],
    });
    expect(limited.status).toBe(204);
    const invitation = await invite(owner, workspaceId, uniqueEmail("invited", domain), "chef");

    expect((await owner.patch(`/api/w/${workspaceId}`, { allowedDomain: domain })).status).toBe(
      204,
    );
    const asker = new Client(server.url);
    await asker.signIn(uniqueEmail("asker", domain), mailbox);
    expect((await asker.post("/api/me/join-requests", { workspaceId })).status).toBe(204);
    const requests = await owner.get(`/api/w/${workspaceId}/join-requests`);

    const categories = await owner.get(`/api/w/${workspaceId}/categories`);
    const item = await owner.post(`/api/w/${workspaceId}/items`, {
      name: `${name} tomatoes`,
      baseUnit: "kg",
      packs: [{ name: "case", quantity: "10", unit: "kg" }],
      barcodes: [{ code: `${name}-0001`, unit: "case" }],
      storageAreaIds: [location.storageAreas[0].id],
      parLevels: [{ locationId: location.id, minimum: "5", maximum: null }],
      openingStock: [{ locationId: location.id, quantity: "10", unit: "kg", unitCost: "2" }],
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    // Below its minimum (a notification for everyone), with a request key.
    const used = await owner.post(`/api/w/${workspaceId}/stock/usage`, {
      itemId: item.body.id,
      locationId: location.id,
      quantity: "6",
      unit: "kg",
      requestKey: crypto.randomUUID(),
    });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    const count = await owner.post(`/api/w/${workspaceId}/counts`, { locationId: location.id });
    expect(count.status, JSON.stringify(count.body)).toBe(201);
    await owner.put(`/api/w/${workspaceId}/counts/${count.body.id}/lines/${item.body.id}`, {
      quantity: "3",
      unit: "kg",
    });

    const imported = await owner.upload(
      `/api/w/${workspaceId}/imports?fileName=items.csv`,
      "name,unit\nBasil,oz\n",
      "text/csv",
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(202);

    // Purchasing: a supplier and what it sells, an order sent and received with a photo, an
    // invoice billing it, and a payment.
    const w = (rest: string) => `/api/w/${workspaceId}${rest}`;
    const supplier = await owner.post(w("/suppliers"), {
      name: `${name} Produce`,
      orderingEmail: `orders@${domain}`,
    });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    const supplierItem = await owner.post(w(`/suppliers/${supplier.body.id}/items`), {
      itemId: item.body.id,
      unit: "case",
      price: "20",
    });
    expect(supplierItem.status, JSON.stringify(supplierItem.body)).toBe(201);
    const order = await owner.post(w("/orders"), {
      supplierId: supplier.body.id,
      locationId: location.id,
      lines: [{ itemId: item.body.id, unit: "case", quantity: "2", unitPrice: "20" }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect((await owner.post(w(`/orders/${order.body.id}/send`), {})).status).toBe(200);
    const photo = await owner.upload(w("/uploads"), await plainPng(), "image/png");
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    const receipt = await owner.post(w(`/orders/${order.body.id}/receipts`), {
      lines: [
        {
          orderLineId: order.body.lines[0].id,
          expectedReceived: "0",
          quantity: "1",
          outcome: "damaged",
          photoId: photo.body.id,
        },
      ],
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
    // The damaged case raised a credit request.
    expect(receipt.body.credit, JSON.stringify(receipt.body)).toMatchObject({ amount: "20.00" });
    // The invoice read from its PDF, approved with its due date put right (which teaches the
    // reader where this supplier writes it), and an expense from a receipt, with a rent.
    const today = new Date().toISOString().slice(0, 10);
    // Invoices above $1 wait for the owner, who entering this one approves it by doing so.
    const ownerId = (await owner.session()).body.user.id;
    const rule = await owner.post(w("/approval-rules"), {
      document: "invoice",
      above: "1",
      approverUserId: ownerId,
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const scan = await uploadAndRead(owner, w, "invoices", await tenantInvoice(name, today));
    expect(scan.status, scan.error).toBe("ready");
    const invoice = await owner.post(w(`/invoices/scans/${scan.id}/approve`), {
      supplierId: supplier.body.id,
      number: `${name}-1001`,
      effectiveDate: today,
      dueDate: today,
      orderIds: [order.body.id],
      lines: [
        {
          itemId: item.body.id,
          description: "Tomatoes",
          quantity: "1",
          unitPrice: "20",
          accountCategory: "food_produce",
        },
      ],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    // The supplier's credit memo for the damaged case, read like an invoice, closes the request
    // with its file kept.
    const memoScan = await uploadAndRead(
      owner,
      w,
      "invoices",
      await tenantInvoice(`${name} Memo`, today),
    );
    const memo = await owner.post(w(`/invoices/scans/${memoScan.id}/credit-memo`), {
      creditId: receipt.body.credit.id,
      memoNumber: `${name}-CM-1`,
      memoDate: today,
      amount: "20.00",
    });
    expect(memo.status, JSON.stringify(memo.body)).toBe(200);
    // Its chart of accounts, with produce booked to its own account.
    const chart = await owner.post(w("/accounting/chart"), {
      csv: "*Code,*Name,*Type\n500,Food Purchases,Direct Costs\n",
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(200);
    const mapped = await owner.put(w("/accounting/categories"), {
      mappings: [{ category: "food_produce", accountId: chart.body.accounts[0].id }],
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const receiptScan = await uploadAndRead(
      owner,
      w,
      "expenses",
      await tenantInvoice(`${name} Repairs`, today),
    );
    const expense = await owner.post(w(`/expenses/scans/${receiptScan.id}/approve`), {
      category: "repairs",
      locationId: location.id,
      payee: `${name} Repairs`,
      amount: "20",
      incurredOn: today,
      method: "card",
    });
    expect(expense.status, JSON.stringify(expense.body)).toBe(201);
    const rent = await owner.post(w("/recurring-expenses"), {
      category: "rent",
      payee: "Landlord",
      amount: "3000",
      method: "bank_transfer",
      frequency: "monthly",
      startsOn: today,
    });
    expect(rent.status, JSON.stringify(rent.body)).toBe(201);
    const paid = await owner.post(w(`/invoices/${invoice.body.id}/payments`), {
      amount: "5",
      paidOn: new Date().toISOString().slice(0, 10),
      method: "cash",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);

    // Recipes and the menu: a sauce with a photo in its method (required reading for staff, read
    // by the owner), a dish using it in a section, with a modifier.
    const stepPhoto = await owner.upload(w("/recipe-photos"), await plainPng(), "image/png");
    expect(stepPhoto.status, JSON.stringify(stepPhoto.body)).toBe(201);
    const recipe = await owner.post(w("/recipes"), {
      name: `${name} sauce`,
      yieldQuantity: "2",
      yieldUnit: "kg",
      lines: [{ itemId: item.body.id, quantity: "2.5", unit: "kg", trimPercent: "5" }],
      steps: [{ instruction: "Simmer.", photoId: stepPhoto.body.id, minutes: "40" }],
    });
    expect(recipe.status, JSON.stringify(recipe.body)).toBe(201);
    const required = await owner.put(w(`/recipes/${recipe.body.id}/training`), {
      roles: ["staff"],
      locationIds: [location.id],
    });
    expect(required.status, JSON.stringify(required.body)).toBe(200);
    expect((await owner.post(w(`/cookbook/${recipe.body.id}/read`), { version: 1 })).status).toBe(
      200,
    );
    const section = await owner.post(w("/menu/sections"), { name: "Mains" });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    const dish = await owner.post(w("/menu/items"), {
      name: `${name} pasta`,
      sectionId: section.body.id,
      price: "14",
      lines: [{ recipeId: recipe.body.id, quantity: "150", unit: "g" }],
      modifiers: [
        {
          name: "Extra sauce",
          price: "1",
          lines: [{ action: "add", recipeId: recipe.body.id, quantity: "50", unit: "g" }],
        },
      ],
    });
    expect(dish.status, JSON.stringify(dish.body)).toBe(201);

    // Sales: a ticket of the dish, and an export uploaded and read.
    const sold = await owner.post(w("/sales/tickets"), {
      locationId: location.id,
      ticket: "T-1",
      soldAt: new Date().toISOString(),
      lines: [{ name: `${name} pasta`, quantity: "2", netSales: "28" }],
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const salesFile = await owner.upload(
      w(`/sales/imports?fileName=sales.csv&locationId=${location.id}`),
      `date,item,qty\n2026-03-14,${name} pasta,3\n`,
      "text/csv",
    );
    expect(salesFile.status, JSON.stringify(salesFile.body)).toBe(202);
    let read = (await owner.get(w(`/sales/imports/${salesFile.body.id}`))).body;
    for (let attempt = 0; attempt < 120 && read.status === "reading"; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      read = (await owner.get(w(`/sales/imports/${salesFile.body.id}`))).body;
    }
    const remembered = await owner.patch(w(`/sales/imports/${salesFile.body.id}`), {
      mapping: read.mapping,
    });
    expect(remembered.status, JSON.stringify(remembered.body)).toBe(202);

    // Analytics: a holiday, and the workspace's forecasts computed in the background.
    const closed = await owner.post(w(`/locations/${location.id}/closures`), {
      day: "2026-12-25",
      name: "Christmas Day",
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    // The planning calendar: the location's holidays, and a promotion (decision 0029).
    const region = await owner.put(w(`/locations/${location.id}/holiday-region`), {
      holidayRegion: "US-NY",
    });
    expect(region.status, JSON.stringify(region.body)).toBe(204);
    const promotion = await owner.post(w(`/locations/${location.id}/events`), {
      kind: "promotion",
      name: `${name} brunch`,
      startsOn: "2026-12-05",
      endsOn: "2026-12-06",
      // For one category's items only (migration 0023).
      categoryIds: [categories.body[0].id],
    });
    expect(promotion.status, JSON.stringify(promotion.body)).toBe(201);
    expect((await owner.post(w("/ordering/forecast-run"), {})).status).toBe(202);
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const run = (await owner.get(w("/ordering/forecast-run"))).body;
      if (run?.state === "done") break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const ownerElsewhere = new Client(server.url);
    const ownerEmail = (await owner.session()).body.user.email;
    await server.db.query(
      "update sign_in_challenges set created_at = created_at - interval '1 minute' where email = $1",
      [ownerEmail],
    );
    await ownerElsewhere.signIn(ownerEmail, mailbox);
    const sessions = await ownerElsewhere.get("/api/me/sessions");
    const passkeyOptions = await owner.post("/api/me/passkeys/options");
    const passkey = await owner.post("/api/me/passkeys", {
      challengeId: passkeyOptions.body.challengeId,
      credential: new SoftwareAuthenticator(server.url).create(passkeyOptions.body.options),
    });
    expect(passkey.status, JSON.stringify(passkey.body)).toBe(201);
    const apiToken = await owner.post(`/api/w/${workspaceId}/api-tokens`, {
      name: `${name} POS`,
      scopes: ["stock:read"],
      expiresInDays: 30,
    });
    expect(apiToken.status, JSON.stringify(apiToken.body)).toBe(201);

    return {
      workspaceId,
      owner,
      byRole,
      ids: {
        locationId: location.id,
        storageAreaId: location.storageAreas[0].id,
        eventId: promotion.body.id,
        memberId: targetId,
        invitationId: invitation.id,
        joinRequestId: requests.body[0].id,
        apiTokenId: apiToken.body.token.id,
        sessionId: sessions.body.find((s: { current: boolean }) => s.current).id,
        passkeyId: passkey.body.id,
        categoryId: categories.body[0].id,
        itemId: item.body.id,
        countId: count.body.id,
        importId: imported.body.id,
        supplierId: supplier.body.id,
        supplierItemId: supplierItem.body.id,
        orderId: order.body.id,
        uploadId: photo.body.id,
        invoiceId: invoice.body.id,
        invoiceLineId: invoice.body.lines[0].id,
        paymentId: paid.body.payments[0].id,
        approvalRuleId: rule.body.id,
        creditId: receipt.body.credit.id,
        recipeId: recipe.body.id,
        photoId: stepPhoto.body.id,
        menuItemId: dish.body.id,
        menuSectionId: section.body.id,
        salesImportId: salesFile.body.id,
        invoiceScanId: scan.id,
        expenseScanId: receiptScan.id,
        expenseId: expense.body.id,
        recurringExpenseId: rent.body.id,
      },
    };
  }
  return { createTenant };
}
