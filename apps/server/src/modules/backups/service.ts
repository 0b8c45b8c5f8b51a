import type { BackupFile, BackupKind, Backups } from "@larder/contracts";
import { ConflictError } from "@larder/domain";
import type { FastifyBaseLogger } from "fastify";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import {
  snapshotOf,
  writeArchive,
  writeArchiveFile,
  type ArchiveSummary,
} from "../../db/backup/write";
import { UserFacingError } from "../../plugins/errors";

/** Archives this server wrote: `larder-2026-11-27T17-05-03Z-automatic.jsonl.gz`. */
const FILE_NAME =
  /^larder-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z-(automatic|manual)\.jsonl\.gz$/;
/** "Back up now" at most once in this long, whoever asks: each one reads the whole database. */
export const MANUAL_GAP_SECONDS = 5 * 60;
/** How often the schedule looks whether an automatic backup is due. */
const CHECK_EVERY_MS = 60_000;
/** A new server with no backup yet makes its first this long after starting. */
const FIRST_AFTER_MS = 10 * 60_000;

function fileName(kind: BackupKind, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, "-");
  return `larder-${stamp}Z-${kind}.jsonl.gz`;
}

/**
 * Backups of the whole database (every workspace), written by this server off the request path:
 * on the schedule, on "Back up now", and streamed to `larder backup` (decision 0033). One at a
 * time; each is one consistent snapshot.
 */
export class BackupService {
  private chain: Promise<unknown> = Promise.resolve();
  private busy = 0;
  private lastManual = 0;
  private lastFailure: { at: string; message: string } | null = null;
  private readonly startedAt = Date.now();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Database,
    private readonly settings: Config["backups"],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `work` after any backup in progress. */
  private queued<T>(work: () => Promise<T>): Promise<T> {
    this.busy += 1;
    const next = this.chain.then(work).finally(() => {
      this.busy -= 1;
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** The archives in the backup folder, newest first. */
  async list(): Promise<BackupFile[]> {
    const names = await readdir(this.settings.dir).catch(() => [] as string[]);
    const files: BackupFile[] = [];
    for (const name of names) {
      const match = FILE_NAME.exec(name);
      if (!match) continue;
      const stats = await stat(path.join(this.settings.dir, name)).catch(() => null);
      if (!stats) continue;
      files.push({
        name,
        kind: match[5] as BackupKind,
        createdAt: `${match[1]}T${match[2]}:${match[3]}:${match[4]}.000Z`,
        bytes: stats.size,
      });
    }
    return files.sort((a, b) => b.name.localeCompare(a.name));
  }

  async overview(): Promise<Backups> {
    return {
      backups: await this.list(),
      running: this.busy > 0,
      everyHours: this.settings.everyHours,
      keep: this.settings.keep,
      lastFailure: this.lastFailure,
    };
  }

  /** Writes one archive into the backup folder, then keeps only the newest of its kind. */
  write(kind: BackupKind): Promise<ArchiveSummary & { bytes: number; file: string }> {
    return this.queued(async () => {
      const began = performance.now();
      await mkdir(this.settings.dir, { recursive: true });
      const file = path.join(this.settings.dir, fileName(kind, new Date()));
      try {
        const summary = await writeArchiveFile(snapshotOf(this.db), this.db.kind, file);
        this.lastFailure = null;
        this.log.info(
          `Backup written: ${file} (${summary.tables} tables, ${summary.rows} rows, ${summary.bytes} bytes, ${Math.round(performance.now() - began)} ms)`,
        );
        await this.prune(kind);
        return { ...summary, file };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.lastFailure = { at: new Date().toISOString(), message };
        this.log.error({ err: error }, "backup failed");
        throw error;
      }
    });
  }

  private async prune(kind: BackupKind) {
    const old = (await this.list()).filter((file) => file.kind === kind).slice(this.settings.keep);
    for (const file of old) await rm(path.join(this.settings.dir, file.name), { force: true });
  }

  /** Streams an archive to `larder backup` through the local channel. */
  stream(out: Writable): Promise<ArchiveSummary> {
    return this.queued(() => writeArchive(snapshotOf(this.db), this.db.kind, out));
  }

  /**
   * "Back up now": starts a backup and returns at once. Refused while one runs, and within
   * {@link MANUAL_GAP_SECONDS} of the last one asked for.
   */
  startManual(): void {
    if (this.busy > 0)
      throw new ConflictError("backup_running", "A backup is being written now; wait for it.");
    const wait = Math.ceil((this.lastManual + MANUAL_GAP_SECONDS * 1000 - Date.now()) / 1000);
    if (wait > 0)
      throw new UserFacingError(
        429,
        "rate_limited",
        `A backup was made on request less than ${MANUAL_GAP_SECONDS / 60} minutes ago; try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? "s" : ""}.`,
        { retryAfterSeconds: wait },
      );
    this.lastManual = Date.now();
    this.write("manual").catch(() => undefined);
  }

  /** When the next automatic backup is due, from the newest one in the folder. */
  private async due(): Promise<number> {
    const newest = (await this.list()).find((file) => file.kind === "automatic");
    if (!newest) return this.startedAt + FIRST_AFTER_MS;
    return Date.parse(newest.createdAt) + this.settings.everyHours * 3_600_000;
  }

  /** Starts the schedule (nothing when BACKUP_EVERY_HOURS is 0). */
  start(): void {
    if (this.settings.everyHours <= 0) return;
    this.timer = setInterval(() => {
      if (this.busy > 0) return;
      this.due()
        .then((due) => (Date.now() >= due ? this.write("automatic") : undefined))
        .catch(() => undefined);
    }, CHECK_EVERY_MS);
    this.timer.unref();
  }

  /** Stops the schedule and waits for a backup being written. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.chain;
  }
}
