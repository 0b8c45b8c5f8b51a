import { ROLES, can, isRole, type Role } from "@larder/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { isPermission, type ApiRoute } from "../src/http/access";
import { Client } from "./client";
import { startTestServer, type TestServer } from "./helpers";
import { Mailbox } from "./mailbox";
import { tenantFactory, type Tenant } from "./tenant-fixture";

let server: TestServer;
let mailbox: Mailbox;
let a: Tenant;
let b: Tenant;
let routes: ApiRoute[];

beforeAll(async () => {
  mailbox = await Mailbox.start();
  server = await startTestServer({ env: { SMTP_URL: mailbox.url } });
  routes = server.app.apiRoutes.filter((route) => !route.url.startsWith("/api/docs"));
  const { createTenant } = tenantFactory(server, mailbox);
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
      if (!isPermission(permission)) continue;
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
      // The server's operator is whoever OPERATOR_EMAILS names or owns its first workspace,
      // which on a shared database is not A: backups-operator.test.ts lets them in.
      if (route.access === "public" || route.access === "operator") continue;
      if (route.url.includes("auth/logout")) continue;
      const { access } = route;
      const roles: Role[] = inWorkspace(route)
        ? ROLES.filter((r) => isPermission(access) && can(r, access))
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
