import { randomBytes, timingSafeEqual } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * The embedded database belongs to the one server process that opened it, so `larder backup`
 * asks that server for the archive (decision 0033). The server listens for it on the loopback
 * only, on a port of the system's choosing, and writes the port with a random token into
 * DATA_DIR/backup-channel.json, readable by DATA_DIR's owner alone: whoever may read that file
 * may read the database's own files anyway.
 */
export const CHANNEL_FILE = "backup-channel.json";

interface ChannelAddress {
  port: number;
  token: string;
  pid: number;
}

/** Serves `POST /backup` on 127.0.0.1 to holders of the token; resolves to a function that stops it. */
export async function openBackupChannel(
  dataDir: string,
  streamBackup: (out: Writable) => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const token = randomBytes(32).toString("hex");
  const expected = Buffer.from(`Bearer ${token}`);
  const server = http.createServer((request, response) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    const allowed = given.length === expected.length && timingSafeEqual(given, expected);
    if (!allowed || request.method !== "POST" || request.url !== "/backup") {
      response.writeHead(allowed ? 404 : 401, { "content-type": "text/plain" });
      response.end(allowed ? "Only POST /backup is served here.\n" : "Wrong or missing token.\n");
      return;
    }
    response.writeHead(200, { "content-type": "application/gzip" });
    streamBackup(response).catch((error: unknown) => {
      onError(error);
      response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const file = path.join(dataDir, CHANNEL_FILE);
  const address: ChannelAddress = { port, token, pid: process.pid };
  await writeFile(`${file}.tmp`, JSON.stringify(address), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return async () => {
    await rm(file, { force: true });
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/**
 * Asks the server running on `dataDir` for an archive and writes it to `file`; null when that
 * server offers no channel (an older Larder).
 */
export async function requestBackup(dataDir: string, file: string): Promise<boolean> {
  let address: ChannelAddress;
  try {
    address = JSON.parse(
      await readFile(path.join(dataDir, CHANNEL_FILE), "utf8"),
    ) as ChannelAddress;
  } catch {
    return false;
  }
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port: address.port,
      method: "POST",
      path: "/backup",
      headers: { authorization: `Bearer ${address.token}` },
    });
    request.once("response", resolve);
    request.once("error", reject);
    request.end();
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`the server refused the backup (HTTP ${response.statusCode})`);
  }
  await pipeline(response, createWriteStream(file, { mode: 0o600 }) as Writable);
  return true;
}
