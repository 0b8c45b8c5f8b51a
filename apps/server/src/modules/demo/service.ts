import { randomUUID } from "node:crypto";
import type { Database, Executor } from "../../db/database";
import { setTenant } from "../../db/tenant";
import { recordAudit } from "../audit";
import { createSession, randomToken, type NewSession } from "../auth";
import { insertLocation, workspaceToday } from "../locations";
import { requestForecastRun } from "../ordering";
import { seedDemoMethods, seedDemoTraining } from "./cookbook-seed";
import { seedDemoCounts } from "./counts-seed";
import { seedDemoExpenses } from "./expenses-seed";
import { seedDemoScan } from "./scan-seed";
import { seedDemoInventory } from "./inventory-seed";
import { seedDemoPurchasing } from "./purchasing-seed";
import { seedDemoRecipes } from "./recipes-seed";
import { seedDemoSales } from "./sales-seed";
import { seedDemoPlans } from "./planning-seed";
import { claimDemoSpare } from "./spares";
import { copyDemoTemplate } from "./template-copy";

/** A demo workspace lives one day, then the sweep deletes it with its people. */
export const DEMO_LIFETIME_HOURS = 24;
export const DEMO_DOMAIN = "demo.larder.invalid";

/**
 * The sample restaurant group a visitor explores. Later parts of Larder (items, suppliers,
 * orders, invoices) add their sample records here, so that the demo's screens show the
 * figures of the specification computed from records.
 */
export const DEMO_SEED = {
  workspaceName: "Larder Demo Kitchen",
  locations: [
    {
      name: "Main Street Bistro",
      address: "120 Main Street, Springfield",
      timeZone: "America/New_York",
      storageAreas: ["Walk-in cooler", "Freezer", "Dry storage", "Bar"],
    },
    {
      name: "Harbor Commissary",
      address: "8 Dock Road, Springfield",
      timeZone: "America/New_York",
      storageAreas: ["Walk-in cooler", "Freezer", "Dry storage"],
    },
  ],
  colleagues: [
    { name: "Alex Morgan", role: "manager", title: "general manager" },
    { name: "Jordan Lee", role: "chef", title: "chef" },
  ],
  /** The kitchen's staff, who read the cookbook; the prep cook works at the commissary only. */
  kitchenStaff: [
    { name: "Sam Rivera", title: "line cook", location: null },
    { name: "Priya Patel", title: "prep cook", location: "Harbor Commissary" },
  ],
} as const;

/** How a demo was opened: a spare handed over, copied from the template, or written anew. */
export type DemoMade = "spare" | "copy" | "written";

/**
 * Creates a fresh, isolated demo workspace and its visitor (the owner), and signs them in.
 * Everything is created in one transaction and expires together. The workspace is one of the
 * spares copied from the day's template in the background when one is waiting (spares.ts), else
 * a copy of that template made now (template.ts, decision 0036); otherwise, and always with
 * `replay`, the sample restaurant's history is written record by record.
 */
export async function createDemoWorkspace(
  db: Database,
  requester: { ip: string; userAgent: string },
  options: { ledgerThroughTriggers?: boolean; replay?: boolean } = {},
): Promise<{ workspaceId: string; session: NewSession; made: DemoMade }> {
  const suffix = demoSuffix();
  return db.transaction(async (tx) => {
    const spare = options.replay ? null : await claimDemoSpare(tx, DEMO_LIFETIME_HOURS);
    const copy =
      options.replay || spare ? null : await copyDemoTemplate(tx, suffix, DEMO_LIFETIME_HOURS);
    const made: DemoMade = spare ? "spare" : copy ? "copy" : "written";
    const written = async () => {
      const workspaceId = randomUUID();
      const visitorId = await seedDemoWorkspace(tx, {
        workspaceId,
        suffix,
        ledgerThroughTriggers: options.ledgerThroughTriggers,
      });
      return { workspaceId, visitorId };
    };
    const { workspaceId, visitorId } = spare ?? copy ?? (await written());
    // Its forecasts are computed in the background, ready for the suggested orders (a copy has
    // the template's, computed when it was made; a spare asked for them when it was copied).
    if (made === "written" || (copy && !copy.forecastsDone))
      await requestForecastRun(tx, workspaceId);
    await recordAudit(tx, workspaceId, {
      action: "workspace_created",
      summary: "A visitor opened the demo workspace",
      actorUserId: visitorId,
      actorEmail: null,
      ip: requester.ip,
    });
    const session = await createSession(tx, {
      userId: visitorId,
      userAgent: requester.userAgent,
      ip: requester.ip,
      workspaceId,
    });
    return { workspaceId, session, made };
  });
}

/** The part of the demo people's addresses that tells one demo's people from another's. */
export function demoSuffix(): string {
  return randomToken(9)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * Writes the sample restaurant group into `workspaceId`, record by record as its history
 * happened, with its people (addresses ending in `suffix`). Returns the visitor's id: the owner.
 */
export async function seedDemoWorkspace(
  tx: Executor,
  options: { workspaceId: string; suffix: string; ledgerThroughTriggers?: boolean },
): Promise<string> {
  const { workspaceId, suffix } = options;
  const person = async (name: string, tag: string) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into users (email, name, demo_expires_at)
       values ($1, $2, now() + make_interval(hours => $3)) returning id`,
      [`${tag}-${suffix}@${DEMO_DOMAIN}`, name, DEMO_LIFETIME_HOURS],
    );
    return rows[0]!.id;
  };
  const visitorId = await person("Demo visitor", "visitor");
  await setTenant(tx, { workspaceId, userId: visitorId });
  await tx.query(
    "insert into workspaces (id, name, is_demo, created_by) values ($1, $2, true, $3)",
    [workspaceId, DEMO_SEED.workspaceName, visitorId],
  );
  await tx.query("insert into memberships (workspace_id, user_id, role) values ($1, $2, 'owner')", [
    workspaceId,
    visitorId,
  ]);
  const colleagues: Record<string, { id: string; name: string }> = {};
  for (const colleague of DEMO_SEED.colleagues) {
    const id = await person(colleague.name, colleague.role);
    colleagues[colleague.role] = { id, name: colleague.name };
    await tx.query("insert into memberships (workspace_id, user_id, role) values ($1, $2, $3)", [
      workspaceId,
      id,
      colleague.role,
    ]);
  }
  const kitchenStaff = [];
  for (const [index, cook] of DEMO_SEED.kitchenStaff.entries()) {
    const id = await person(cook.name, `staff${index + 1}`);
    await tx.query(
      "insert into memberships (workspace_id, user_id, role) values ($1, $2, 'staff')",
      [workspaceId, id],
    );
    kitchenStaff.push({ id, location: cook.location });
  }
  const places = [];
  for (const location of DEMO_SEED.locations) {
    const locationId = await insertLocation(tx, workspaceId, location, {
      defaultStorageAreas: false,
    });
    const areas: Record<string, string> = {};
    for (const [position, name] of location.storageAreas.entries()) {
      const { rows } = await tx.query<{ id: string }>(
        "insert into storage_areas (workspace_id, location_id, name, position) values ($1, $2, $3, $4) returning id",
        [workspaceId, locationId, name, position],
      );
      areas[name] = rows[0]!.id;
    }
    places.push({ id: locationId, name: location.name, timeZone: location.timeZone, areas });
  }
  const main = places[0]!;
  const commissary = places[1]!;
  // Both seeds count days back from one date, the bistro's, as its screens do.
  const today = await workspaceToday(tx, workspaceId);
  const { itemIds, delivered, salesImports, counts, commissaryCounts } = await seedDemoInventory(
    tx,
    {
      workspaceId,
      main,
      commissary,
      today,
      ledgerThroughTriggers: options.ledgerThroughTriggers,
    },
  );
  await seedDemoPurchasing(tx, {
    workspaceId,
    main,
    itemIds,
    delivered,
    today,
    people: { manager: colleagues.manager!, chef: colleagues.chef! },
  });
  // The latest delivery's invoice, as its supplier's PDF, waiting on Invoices to be reviewed.
  await seedDemoScan(
    tx,
    {
      workspaceId,
      userId: visitorId,
      email: `visitor-${suffix}@${DEMO_DOMAIN}`,
      role: "owner",
      locationIds: null,
    },
    main.name,
  );
  // What the business spends besides stock: rents and services on a schedule, bills one by one.
  await seedDemoExpenses(tx, {
    workspaceId,
    main,
    commissary,
    today,
    managerId: colleagues.manager!.id,
  });
  // The recipe book and the menu; their costs are read live from the items.
  const recipeIds = await seedDemoRecipes(tx, {
    workspaceId,
    itemIds,
    chefId: colleagues.chef!.id,
  });
  // Ten weeks of the bistro's sales, imported from its till; both locations' counts.
  await seedDemoSales(tx, {
    workspaceId,
    main,
    today,
    itemIds,
    salesImports,
    managerId: colleagues.manager!.id,
  });
  await seedDemoCounts(tx, {
    workspaceId,
    today,
    itemIds,
    main,
    commissary,
    counts,
    commissaryCounts,
    chefId: colleagues.chef!.id,
    commissaryCookId: kitchenStaff.find((cook) => cook.location === commissary.name)!.id,
  });
  // How some of them are cooked, and what the staff must read.
  await seedDemoMethods(tx, workspaceId, recipeIds);
  await seedDemoTraining(tx, {
    workspaceId,
    recipeIds,
    locationIds: new Map(places.map((place) => [place.name, place.id])),
    chefId: colleagues.chef!.id,
    staff: kitchenStaff,
  });
  // Holidays, a promotion and a private event on the planning calendar.
  await seedDemoPlans(tx, { workspaceId, mainId: main.id, today });
  return visitorId;
}

/**
 * Deletes a demo workspace and its people (an expired demo, a template, a spare), in the
 * transaction `tx`, which is left as that workspace's.
 */
export async function deleteDemoWorkspace(tx: Executor, workspaceId: string): Promise<void> {
  await setTenant(tx, { workspaceId });
  const { rows: people } = await tx.query<{ user_id: string }>(
    "select user_id from memberships where workspace_id = $1",
    [workspaceId],
  );
  await tx.query("delete from workspaces where id = $1 and is_demo", [workspaceId]);
  await tx.query("delete from users where id = any($1::uuid[]) and demo_expires_at is not null", [
    people.map((person) => person.user_id),
  ]);
}

/**
 * Deletes demo workspaces and their people once their day is over. Each workspace is deleted
 * inside its own tenant context: the sweep is bound by row-level security like everything else.
 */
export async function sweepExpiredDemos(db: Database): Promise<number> {
  const { rows: expired } = await db.query<{ id: string }>(
    "select id from users where demo_expires_at is not null and demo_expires_at <= now()",
  );
  let workspaces = 0;
  for (const user of expired) {
    workspaces += await db.transaction(async (tx) => {
      await setTenant(tx, { userId: user.id });
      const { rows } = await tx.query<{ workspace_id: string }>(
        `select m.workspace_id from memberships m join workspaces w on w.id = m.workspace_id
          where m.user_id = $1 and w.is_demo`,
        [user.id],
      );
      // With each workspace go its people, whose day ended with this one's; and this person,
      // in case no workspace held them any more.
      for (const row of rows) await deleteDemoWorkspace(tx, row.workspace_id);
      await tx.query("delete from users where id = $1 and demo_expires_at is not null", [user.id]);
      return rows.length;
    });
  }
  return workspaces;
}
