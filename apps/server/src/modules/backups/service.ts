import type { BackupFile, BackupKind, Backups } from "@larder/contracts";
import { ConflictError, TooManyRequestsError } from "@larder/domain";
import type { FastifyBaseLogger } from "fastify";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { snapshotOf, writeArchiveFile, type ArchiveSummary } from "../../db/backup/write";

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
 * on the schedule the servers on this database share, and on "Back up now" (decision 0033). One
 * at a time; each is one consistent snapshot.
 */
export class BackupService {
  private chain: Promise<unknown> = Promise.resolve();
  private busy = 0;
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

  /**
   * "Back up now": starts a backup and returns at once. Refused while one runs here, and within
   * {@link MANUAL_GAP_SECONDS} of the last one asked for of any server on this database.
   */
  async startManual(): Promise<void> {
    if (this.busy > 0)
      throw new ConflictError("backup_running", "A backup is being written now; wait for it.");
    const { rows } = await this.db.query<{ claimed: boolean; wait: number }>(
      `with claim as (
         update backup_schedule set manual_allowed_at = now() + make_interval(secs => $1)
          where id and manual_allowed_at <= now() returning 1)
       select exists (select 1 from claim) as claimed,
              greatest(0, ceil(extract(epoch from
                (select manual_allowed_at from backup_schedule) - now())))::int as wait`,
      [MANUAL_GAP_SECONDS],
    );
    const { claimed, wait } = rows[0]!;
    if (!claimed)
      throw new TooManyRequestsError(
        "rate_limited",
        `A backup was made on request less than ${MANUAL_GAP_SECONDS / 60} minutes ago; try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? "s" : ""}.`,
        Math.max(wait, 1),
      );
    this.write("manual").catch(() => undefined);
  }

  /** When the first automatic backup is due where none is scheduled: from the newest file. */
  private async firstDue(): Promise<Date> {
    const newest = (await this.list()).find((file) => file.kind === "automatic");
    if (!newest) return new Date(this.startedAt + FIRST_AFTER_MS);
    return new Date(Date.parse(newest.createdAt) + this.settings.everyHours * 3_600_000);
  }

  /**
   * One look at the schedule: when the automatic backup is due, the server whose update moves
   * it on (one, however many look at once) writes it. Returns whether this one did.
   */
  async tick(): Promise<boolean> {
    if (this.settings.everyHours <= 0 || this.busy > 0) return false;
    await this.db.query(
      "update backup_schedule set next_automatic_at = $1 where id and next_automatic_at is null",
      [await this.firstDue()],
    );
    const { rowCount } = await this.db.query(
      `update backup_schedule set next_automatic_at = now() + make_interval(hours => $1)
        where id and next_automatic_at <= now()`,
      [this.settings.everyHours],
    );
    if (rowCount === 0) return false;
    await this.write("automatic");
    return true;
  }

  /** Starts the schedule (nothing when BACKUP_EVERY_HOURS is 0). */
  start(): void {
    if (this.settings.everyHours <= 0) return;
    this.timer = setInterval(() => void this.tick().catch(() => undefined), CHECK_EVERY_MS);
    this.timer.unref();
  }

  /** Stops the schedule and waits for a backup being written. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.chain;
  }
}
