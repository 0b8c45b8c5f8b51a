import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverRoot } from "../src/lib/paths";

// These run the built server (dist/server.js) as `npm start` does; `npm test` builds it first.
const serverScript = path.join(serverRoot(), "dist", "server.js");

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited, output: () => stdout };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port: number, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become healthy");
}

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "larder-process-"));

describe("the server process", () => {
  it("stops with one clear line and status 1 when the port is taken", async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, "0.0.0.0", () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      const run = await startServer({ PORT: String(port), DATA_DIR: tempDir() }).exited;
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split("\n")).toEqual([
        `larder: Port ${port} is already in use. Stop the program using it, or set PORT to a free port.`,
      ]);
    } finally {
      blocker.close();
    }
  });

  it("stops with one clear line and status 1 when the data directory cannot be written", async () => {
    const file = path.join(tempDir(), "a-file");
    writeFileSync(file, "not a directory");
    const dataDir = path.join(file, "data");
    const run = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir }).exited;
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^larder: Cannot write to the data directory ${dataDir} \\(\\w+\\)\\. Set DATA_DIR`,
      ),
    );
  });

  it("stops cleanly on SIGTERM and releases the embedded database", async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" });
    await waitForHealth(port);
    expect(existsSync(path.join(dataDir, "larder.lock"))).toBe(true);

    server.child.kill("SIGTERM");
    const run = await server.exited;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("SIGTERM: finishing requests in flight, then stopping");
    expect(existsSync(path.join(dataDir, "larder.lock"))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    // What it wrote is still there: a second start finds the schema migrated and healthy.
    const again = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" });
    await waitForHealth(port);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      migrations: { pending: number; applied: number };
    };
    expect(health.migrations.pending).toBe(0);
    again.child.kill("SIGINT");
    expect((await again.exited).code).toBe(0);
  });

  it("refuses a second server on the same embedded database", async () => {
    const dataDir = tempDir();
    const first = startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    });
    // Wait until the first has taken the lock (its pid in larder.lock), however slow it starts.
    const lock = path.join(dataDir, "larder.lock");
    await expect
      .poll(() => existsSync(lock) && readFileSync(lock, "utf8").trim(), { timeout: 30_000 })
      .toBe(String(first.child.pid));
    const second = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    }).exited;
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `Another Larder server (pid ${first.child.pid}) is using the embedded database in ${dataDir}`,
    );
    first.child.kill("SIGTERM");
    await first.exited;
  });
});
