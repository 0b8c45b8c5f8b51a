import { ROLES, can, isRole, type Role } from "@larder/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import type { ApiRoute } from "../src/http/access";
import { Client, uniqueEmail } from "./client";
import { plainPng } from "./corpus";
import { startTestServer, type TestServer } from "./helpers";
import { linkIn, Mailbox } from "./mailbox";

let server: TestServer;
let mailbox: Mailbox;

/** One workspace with an owner, a member of every other role, and one object of each kind. */
interface Tenant {
  workspaceId: string;
  owner: Client;
  byRole: Record<Role, Client>;
  /** Path parameter → an id of this workspace (or, for sessionId, of this owner). */
  ids: Record<string, string>;
}

async function invite(owner: Client, workspaceId: string, email: string, role: Role) {
  const before = mailbox.count;
  const sent = await owner.post(`/api/w/${workspaceId}/invitations`, { email, role });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { id: sent.body.id as string, link: linkIn(await mailbox.next(email, before)) };
}

async function memberWithRole(owner: Client, workspaceId: string, role: Role, domain: string) {
  const email = uniqueEmail(role, domain);
  const { link } = await invite(owner, workspaceId, email, role);
  const client = new Client(server.url);
  await client.signIn(email, mailbox);
  const accepted = await client.post("/api/invitations/accept", {
    workspaceId: link.searchParams.get("workspace"),
    token: link.searchParams.get("token"),
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  await client.session();
  return client;
}

async function createTenant(name: string): Promise<Tenant> {
  const domain = `${name.toLowerCase()}-${Date.now().toString(36)}.test`;
  const owner = new Client(server.url);
  const workspaceId = await owner.signUpWithWorkspace(uniqueEmail("owner", domain), mailbox, name);
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

  expect((await owner.patch(`/api/w/${workspaceId}`, { allowedDomain: domain })).status).toBe(204);
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
  const invoice = await owner.post(w("/invoices"), {
    supplierId: supplier.body.id,
    effectiveDate: new Date().toISOString().slice(0, 10),
    orderIds: [order.body.id],
    lines: [{ itemId: item.body.id, description: "Tomatoes", quantity: "1", unitPrice: "20" }],
  });
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
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

  return {
    workspaceId,
    owner,
    byRole,
    ids: {
      locationId: location.id,
      storageAreaId: location.storageAreas[0].id,
      memberId: targetId,
      invitationId: invitation.id,
      joinRequestId: requests.body[0].id,
      sessionId: sessions.body.find((s: { current: boolean }) => s.current).id,
      categoryId: categories.body[0].id,
      itemId: item.body.id,
      countId: count.body.id,
      importId: imported.body.id,
      supplierId: supplier.body.id,
      supplierItemId: supplierItem.body.id,
      orderId: order.body.id,
      uploadId: photo.body.id,
      invoiceId: invoice.body.id,
      paymentId: paid.body.payments[0].id,
      recipeId: recipe.body.id,
      photoId: stepPhoto.body.id,
      menuItemId: dish.body.id,
      menuSectionId: section.body.id,
      salesImportId: salesFile.body.id,
    },
  };
}

let a: Tenant;
let b: Tenant;
let routes: ApiRoute[];

beforeAll(async () => {
  mailbox = await Mailbox.start();
  server = await startTestServer({ env: { SMTP_URL: mailbox.url } });
  routes = server.app.apiRoutes.filter((route) => !route.url.startsWith("/api/docs"));
  a = await createTenant("Alpha");
  b = await createTenant("Bravo");
}, 120_000);
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

function fill(url: string, workspaceId: string, ids: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (name === "workspaceId") return workspaceId;
    const id = ids[name];
    if (!id) throw new Error(`The route sweep has no fixture for :${name} (${url}); add one`);
    return id;
  });
}

function call(client: Client, route: ApiRoute, path: string) {
  return client.request(
    route.method,
    path,
    route.method === "GET" || route.method === "DELETE" ? undefined : {},
  );
}

const hasParams = (route: ApiRoute) => /:(?!workspaceId)/.test(route.url);
const inWorkspace = (route: ApiRoute) => route.url.startsWith("/api/w/");

describe("row-level security underneath", () => {
  it("shows a query without any workspace filter only the rows of the transaction's workspace", async () => {
    const { rows: tables } = await server.db.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'workspace_id' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        "locations",
        "memberships",
        "storage_areas",
        "invitations",
        "audit_events",
      ]),
    );
    await withTenant(server.db, { workspaceId: a.workspaceId }, async (tx) => {
      for (const { table_name } of tables) {
        const { rows } = await tx.query<{ workspace_id: string }>(
          `select workspace_id from ${table_name}`,
        );
        expect(rows.length, table_name).toBeGreaterThan(0);
        expect(new Set(rows.map((row) => row.workspace_id)), table_name).toEqual(
          new Set([a.workspaceId]),
        );
      }
      const { rows: workspaces } = await tx.query<{ id: string }>("select id from workspaces");
      expect(workspaces.map((w) => w.id)).toEqual([a.workspaceId]);
    });
  });

  it("shows nothing at all outside a workspace", async () => {
    const { rows } = await server.db.query("select * from locations");
    expect(rows).toEqual([]);
    expect((await server.db.query("select * from workspaces")).rows).toEqual([]);
  });

  it("refuses to write a row into another workspace", async () => {
    await expect(
      withTenant(server.db, { workspaceId: a.workspaceId }, (tx) =>
        tx.query(
          "insert into locations (workspace_id, name, time_zone) values ($1, 'Intruder', 'UTC')",
          [b.workspaceId],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
    const changed = await withTenant(server.db, { workspaceId: a.workspaceId }, (tx) =>
      tx.query("update locations set name = 'Taken' where workspace_id = $1", [b.workspaceId]),
    );
    expect(changed.rowCount).toBe(0);
  });

  it("runs as a role that cannot bypass row-level security", async () => {
    const { rows } = await server.db.query<{ bypass: boolean }>(
      "select rolsuper or rolbypassrls as bypass from pg_roles where rolname = current_user",
    );
    expect(rows[0]!.bypass).toBe(false);
    expect(isRole("owner")).toBe(true);
  });
});

describe("the route sweep", () => {
  const ran: Record<string, number> = {
    unauthenticated: 0,
    otherWorkspace: 0,
    otherObjects: 0,
    role: 0,
    allowed: 0,
  };

  afterAll(() => {
    const total = Object.values(ran).reduce((sum, n) => sum + n, 0);
    console.info(
      `Route sweep: ${routes.length} routes, ${total} requests (${Object.entries(ran)
        .map(([name, n]) => `${name} ${n}`)
        .join(", ")})`,
    );
  });

  it("knows every route and who may call it", () => {
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) expect(route.access, route.url).toBeDefined();
  });

  it("answers 401 to a request without a session on every route that needs one", async () => {
    const anonymous = new Client(server.url);
    for (const route of routes.filter((r) => r.access !== "public")) {
      const reply = await call(anonymous, route, fill(route.url, a.workspaceId, a.ids));
      expect(reply.status, `${route.method} ${route.url}`).toBe(401);
      expect(reply.body.message).toBe("You are signed out. Log in to continue.");
      ran.unauthenticated! += 1;
    }
  });

  it("answers 404 when a member of A names workspace B", async () => {
    for (const route of routes.filter(inWorkspace)) {
      const reply = await call(a.owner, route, fill(route.url, b.workspaceId, b.ids));
      expect(reply.status, `${route.method} ${route.url}`).toBe(404);
      expect(reply.body.error).toBe("workspace_not_found");
      ran.otherWorkspace! += 1;
    }
  });

  it("answers 404 when a member of A names B's objects inside A", async () => {
    for (const route of routes.filter(hasParams)) {
      const reply = await call(a.owner, route, fill(route.url, a.workspaceId, b.ids));
      expect(reply.status, `${route.method} ${route.url}`).toBe(404);
      ran.otherObjects! += 1;
    }
  });

  it("answers 403 to every role the permission matrix leaves out", async () => {
    for (const route of routes.filter(inWorkspace)) {
      const permission = route.access;
      if (permission === "public" || permission === "session") continue;
      for (const role of ROLES.filter((r) => !can(r, permission))) {
        const reply = await call(a.byRole[role], route, fill(route.url, a.workspaceId, a.ids));
        expect(reply.status, `${role}: ${route.method} ${route.url}`).toBe(403);
        expect(reply.body.message).toContain(`Your role in this workspace`);
        ran.role! += 1;
      }
    }
  });

  it("lets every role the matrix allows past the checks (no 401, 403 or 404)", async () => {
    // Last, and removals last of all: these requests really run.
    const ends = (route: ApiRoute) =>
      Number(route.method === "DELETE" || /\/leave$|sign-out-others$/.test(route.url));
    const ordered = [...routes].sort((x, y) => ends(x) - ends(y));
    for (const route of ordered) {
      if (route.access === "public" || route.url.includes("auth/logout")) continue;
      const roles: Role[] = inWorkspace(route)
        ? ROLES.filter(
            (r) => route.access !== "session" && route.access !== "public" && can(r, route.access),
          )
        : ["owner"];
      const role = roles.includes("owner") ? "owner" : roles[0]!;
      const reply = await call(a.byRole[role], route, fill(route.url, a.workspaceId, a.ids));
      expect(
        [401, 403, 404],
        `${role}: ${route.method} ${route.url} → ${JSON.stringify(reply.body)}`,
      ).not.toContain(reply.status);
      expect(reply.status, `${route.method} ${route.url}`).toBeLessThan(500);
      ran.allowed! += 1;
    }
  });
});
