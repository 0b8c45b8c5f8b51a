/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ATTEMPTS } from "../src/jobs/queue";
import { serverRoot } from "../src/lib/paths";
import { Client } from "./client";
import { freePort } from "./helpers";
import { createScratchDatabase } from "./postgres";

// The built server (dist/server.js), as `npm start` runs it; `npm test` builds it first.
const serverScript = path.join(serverRoot(), "dist", "server.js");
const projectRoot = path.resolve(serverRoot(), "..", "..");
// With DATABASE_URL the servers share a throw-away PostgreSQL database; otherwise the embedded
// PostgreSQL server in their DATA_DIR, as npm start runs.
const onPostgres = Boolean(process.env.DATABASE_URL);

let databaseUrl = "";
let dropDatabase: () => Promise<void> = async () => undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-quarantine-"));
let port = 0;

beforeAll(async () => {
  port = await freePort();
  if (onPostgres) {
    const scratch = await createScratchDatabase();
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
});
afterAll(async () => {
  await dropDatabase();
});

interface Running {
  child: ChildProcess;
  /** Resolves with the first log line that `match` accepts. */
  logLine: (match: (line: any) => boolean) => Promise<any>;
  exited: Promise<number | null>;
}

function startServer(): Running {
  const child = spawn(process.execPath, [serverScript], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
      // No demo template made meanwhile: its jobs and load are not what these tests count.
      DEMO_TEMPLATE: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: any[] = [];
  const waiting: { match: (line: any) => boolean; resolve: (line: any) => void }[] = [];
  let partial = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split("\n");
    partial = complete.pop()!;
    for (const raw of complete) {
      let line: any;
      try {
        line = JSON.parse(raw);
      } catch {
        continue;
      }
      lines.push(line);
      for (const waiter of [...waiting])
        if (waiter.match(line)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(line);
        }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return {
    child,
    exited,
    logLine: (match) =>
      new Promise((resolve) => {
        const seen = lines.find(match);
        if (seen) resolve(seen);
        else waiting.push({ match, resolve });
      }),
  };
}

async function waitForHealth(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (reply) => reply.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become healthy");
}

/** A CSV as large as an import may be: reading it takes long enough to be interrupted. */
function largeCsv(): string {
  const lines = ["name,unit,location,on_hand,unit_cost,notes"];
  const row = (i: number) =>
    `Quarantine item ${i},kg,Main Street Bistro,${i % 50},2.5,Delivered on Tuesdays by the usual van`;
  for (let i = 0; i < 58_000; i += 1) lines.push(row(i));
  return lines.join("\n");
}

/** On PostgreSQL a killed server's lease runs out by itself after 10 minutes: this is that. */
async function leaseRunsOut(importId: string): Promise<void> {
  if (!onPostgres) return; // the embedded database frees its leases at start
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    "update job_queue set leased_until = now() - interval '1 second' where object_id = $1",
    [importId],
  );
  await client.end();
}

describe("a job that stops the server", () => {
  it(`is quarantined after ${MAX_ATTEMPTS} attempts that killed it, and the server starts normally`, async () => {
    let server = startServer();
    await waitForHealth();
    const visitor = new Client(`http://127.0.0.1:${port}`);
    expect((await visitor.get("/demo")).status).toBe(303);
    const workspaceId = (await visitor.session()).body.currentWorkspaceId as string;
    const sent = await visitor.upload(
      `/api/w/${workspaceId}/imports?fileName=big.csv`,
      largeCsv(),
      "text/csv",
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const importId = sent.body.id as string;

    // Killed (as by the out-of-memory killer, or a power cut) while reading the file, each time.
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      if (attempt > 1) {
        await leaseRunsOut(importId);
        server = startServer();
      }
      await server.logLine(
        (line) =>
          line.msg === "background job started" &&
          line.job?.objectId === importId &&
          line.job?.attempt === attempt,
      );
      server.child.kill("SIGKILL");
      expect(await server.exited).toBe(null);
    }

    await leaseRunsOut(importId);
    server = startServer();
    try {
      await waitForHealth();
      const givenUp = await server.logLine(
        (line) => line.msg === "background job given up" && line.job?.objectId === importId,
      );
      expect(givenUp.reason).toEqual({ cause: "stopped_server", attempts: MAX_ATTEMPTS });
      const job = await visitor.get(`/api/w/${workspaceId}/imports/${importId}`);
      expect(job.body).toMatchObject({
        status: "failed",
        error: `This import was stopped because reading it stopped the server ${MAX_ATTEMPTS} times. Nothing was imported. Split the file into smaller files, or save it as CSV, and upload them again.`,
      });
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      // The queue is free again: a new, small import is read as usual.
      const small = await visitor.upload(
        `/api/w/${workspaceId}/imports?fileName=small.csv`,
        "name,unit,location\nQuarantine basil,oz,Main Street Bistro\n",
        "text/csv",
      );
      expect(small.status).toBe(202);
      for (let tries = 0; ; tries += 1) {
        const read = await visitor.get(`/api/w/${workspaceId}/imports/${small.body.id}`);
        if (read.body.status !== "parsing") {
          expect(read.body).toMatchObject({ status: "ready", validRows: 1 });
          break;
        }
        expect(tries).toBeLessThan(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 180_000);
});
