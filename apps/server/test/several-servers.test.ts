import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database";
import { openDatabase } from "../src/db/open";
import { enqueue, JobRunner, type QueuedJob } from "../src/jobs/queue";
import { BackupService } from "../src/modules/backups/service";
import { migrationsDir } from "../src/lib/paths";
import { Client } from "./client";
import { listenToEvents } from "./event-stream";
import { startTestServer, type TestServer } from "./helpers";
import { addItem, buildKitchen, type Kitchen } from "./kitchen";
import { Mailbox } from "./mailbox";
import { createScratchDatabase } from "./postgres";

// Two Larder servers on one database, as behind a load balancer (README, "More than one
// server"): what one does, the other must see, and work meant to happen once happens once.
let database: { url: string; drop: () => Promise<void> };
let mailbox: Mailbox;
let one: TestServer;
let two: TestServer;
let kitchen: Kitchen;

beforeAll(async () => {
  database = await createScratchDatabase({ migrated: !process.env.DATABASE_URL });
  mailbox = await Mailbox.start();
  const env = { DATABASE_URL: database.url, SMTP_URL: mailbox.url };
  one = await startTestServer({ env });
  two = await startTestServer({ env });
  kitchen = await buildKitchen(one, mailbox, "Two Servers Kitchen");
}, 120_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await mailbox?.close();
  await database?.drop();
});

/** The same browser, talking to the other server. */
function onTwo(client: Client): Client {
  const there = new Client(two.url, client.ip);
  for (const [name, value] of client.cookies) there.cookies.set(name, value);
  there.csrfToken = client.csrfToken;
  return there;
}

describe("two servers on one database", () => {
  it("share sessions: signed in through one, the same browser is signed in on the other", async () => {
    const here = await kitchen.owner.get("/api/session");
    const there = await onTwo(kitchen.owner).get("/api/session");
    expect(there.status).toBe(200);
    expect(there.body.user.email).toBe(here.body.user.email);
    expect(there.body.currentWorkspaceId).toBe(kitchen.workspaceId);
    // And a write through the other server is the owner's, with the same CSRF token.
    const renamed = await onTwo(kitchen.owner).post(kitchen.path("/locations"), {
      name: "Pastry Kitchen",
      timeZone: "America/New_York",
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(201);
  });

  it("tell an event stream open on one server of a write made through the other", async () => {
    const stream = await listenToEvents(two.url, kitchen.path("/events"), kitchen.owner);
    try {
      const id = await addItem(kitchen, {
        name: "Crossing milk",
        baseUnit: "l",
        openingStock: [{ locationId: kitchen.main.id, quantity: "10", unit: "l" }],
      });
      const used = await kitchen.owner.post(kitchen.path("/stock/usage"), {
        itemId: id,
        locationId: kitchen.main.id,
        quantity: "1",
        unit: "l",
      });
      expect(used.status).toBe(201);
      await expect
        .poll(() => stream.events.some((event) => JSON.stringify(event).includes(id)), {
          timeout: 5000,
        })
        .toBe(true);
    } finally {
      stream.close();
    }
  });

  it("share rate limits: codes asked for from one network count on both", async () => {
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const client = new Client(i % 2 === 0 ? one.url : two.url, ip);
      const reply = await client.post("/api/auth/email/start", {
        email: `limit-${i}@two-servers.test`,
        mode: "signup",
      });
      statuses.push(reply.status);
    }
    // 30 an hour from one network (SIGN_IN_LIMITS), counted across both servers.
    expect(statuses.slice(0, 30).every((status) => status < 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("work meant to happen once", () => {
  let dbs: Database[] = [];
  beforeAll(async () => {
    dbs = await Promise.all(
      [1, 2].map(() =>
        openDatabase({
          databaseUrl: database.url,
          dataDir: mkdtempSync(path.join(os.tmpdir(), "larder-two-")),
          migrationsDir: migrationsDir(),
        }),
      ),
    );
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
  });

  it("runs every queued job once, whichever server's runner takes it", async () => {
    const ran: { id: string; by: number }[] = [];
    const kind = `count-${randomUUID().slice(0, 8)}`;
    const quiet = { info: () => undefined, error: () => undefined } as never;
    const runners = dbs.map(
      (db, by) =>
        new JobRunner(
          db,
          {
            [kind]: async (job: QueuedJob) => {
              ran.push({ id: job.objectId, by });
              await new Promise((resolve) => setTimeout(resolve, 2));
            },
          },
          quiet,
        ),
    );
    const ids = Array.from({ length: 120 }, () => randomUUID());
    await dbs[0]!.transaction(async (tx) => {
      for (const id of ids) await enqueue(tx, kind, kitchen.workspaceId, id);
    });
    for (const runner of runners) await runner.start({ releaseLeases: false, pollMs: 50 });
    await expect.poll(() => ran.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(ids.length);
    for (const runner of runners) await runner.stop();
    expect(ran.map((job) => job.id).sort()).toEqual([...ids].sort());
    // Both took part: the work was shared, not merely done by the first to look.
    expect(new Set(ran.map((job) => job.by)).size).toBe(2);
  });

  it("share the backup schedule: when it is due, one server writes the backup", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "larder-two-backups-"));
    const quiet = { info: () => undefined, error: () => undefined } as never;
    const services = dbs.map(
      (db) => new BackupService(db, { dir, everyHours: 24, keep: 14 }, quiet),
    );
    await dbs[0]!.query(
      "update backup_schedule set next_automatic_at = now() - interval '1 minute'",
    );
    const wrote = await Promise.all(services.map((service) => service.tick()));
    expect(wrote.filter(Boolean)).toHaveLength(1);
    expect((await services[1]!.list()).filter((file) => file.kind === "automatic")).toHaveLength(1);
    // And "Back up now" once in five minutes, whichever server is asked.
    await services[0]!.startManual();
    await expect(services[1]!.startManual()).rejects.toThrow(/less than 5 minutes ago/);
    for (const service of services) await service.stop();
  }, 120_000);
});
