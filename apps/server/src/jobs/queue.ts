import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../db/database";

/** How long a worker may hold a job before another server may take it up. */
export const LEASE_SECONDS = 10 * 60;
/**
 * A job is tried at most this many times. An attempt is counted when the job is claimed, before
 * its work starts, so an attempt that stopped the server (out of memory, killed) counts too: a
 * job claimed again after this many unfinished attempts is not run but quarantined.
 */
export const MAX_ATTEMPTS = 3;

export interface QueuedJob {
  id: string;
  kind: string;
  workspaceId: string;
  objectId: string;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** Why a job was given up: its attempts stopped the server, or failed with an error. */
export type GiveUpReason = { cause: "stopped_server" | "failed"; attempts: number };

/**
 * A kind of job: its work, and what to record on the job's own object (an import, a forecast
 * run) when the queue gives it up, so the screen says why instead of waiting for ever.
 */
export interface JobKind {
  run: (job: QueuedJob) => Promise<void>;
  giveUp: (job: QueuedJob, reason: GiveUpReason) => Promise<void>;
}

export type JobHandler = ((job: QueuedJob) => Promise<void>) | JobKind;

/** Adds work to the queue, in the caller's transaction: it exists only if that commits. */
export async function enqueue(
  tx: Executor,
  kind: string,
  workspaceId: string,
  objectId: string,
): Promise<void> {
  await tx.query(
    "insert into job_queue (kind, target_workspace_id, object_id) values ($1, $2, $3)",
    [kind, workspaceId, objectId],
  );
}

/**
 * Runs queued background work one job at a time, off the request path. Several servers may
 * share a queue: a job is leased with `for update skip locked`, and a lease left by a server
 * that stopped runs out after {@link LEASE_SECONDS}, so the work is done again from the start.
 * A job whose work keeps stopping the server is quarantined after {@link MAX_ATTEMPTS}
 * attempts: its object records why, and the server goes on (decision 0018).
 */
export class JobRunner {
  private running = false;
  private stopped = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private idle: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts polling; `releaseLeases` takes back jobs a previous run of this server left. */
  async start(options: { releaseLeases: boolean; pollMs?: number }): Promise<void> {
    if (options.releaseLeases)
      await this.db.query("update job_queue set leased_until = null where kind = any($1::text[])", [
        Object.keys(this.handlers),
      ]);
    this.timer = setInterval(() => this.kick(), options.pollMs ?? 2000);
    this.timer.unref();
    this.kick();
  }

  /** Looks for work now (after enqueueing, instead of waiting for the next poll). */
  kick(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    this.idle = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, "background job failed"))
      .finally(() => {
        this.running = false;
      });
  }

  /**
   * Leases the oldest free job of a kind this runner handles and counts the attempt, committed
   * before any work starts. Runners of different kinds work side by side (the invoice reader's
   * lane does not wait behind a sales import).
   */
  private async claim(): Promise<QueuedJob | null> {
    const { rows } = await this.db.query<{
      id: string;
      kind: string;
      target_workspace_id: string;
      object_id: string;
      attempts: number;
    }>(
      `update job_queue set leased_until = now() + make_interval(secs => $1), attempts = attempts + 1
        where id = (select id from job_queue
                     where (leased_until is null or leased_until < now()) and kind = any($2::text[])
                     order by created_at for update skip locked limit 1)
       returning id, kind, target_workspace_id, object_id, attempts`,
      [LEASE_SECONDS, Object.keys(this.handlers)],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          kind: row.kind,
          workspaceId: row.target_workspace_id,
          objectId: row.object_id,
          attempt: Number(row.attempts),
        }
      : null;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await this.claim();
      if (!job) return;
      // Claimed again after its last attempt: that attempt never finished, the server stopped.
      if (job.attempt > MAX_ATTEMPTS) {
        await this.quarantine(job, { cause: "stopped_server", attempts: MAX_ATTEMPTS });
        continue;
      }
      const handler = this.handlers[job.kind];
      this.log.info({ job }, "background job started");
      try {
        if (!handler) throw new Error(`No handler for background job "${job.kind}"`);
        await (typeof handler === "function" ? handler(job) : handler.run(job));
        await this.db.query("delete from job_queue where id = $1", [job.id]);
      } catch (error) {
        this.log.error({ err: error, job }, "background job failed");
        if (job.attempt >= MAX_ATTEMPTS) {
          await this.quarantine(job, { cause: "failed", attempts: job.attempt });
          continue;
        }
        // Tried again after a pause.
        await this.db.query(
          "update job_queue set leased_until = now() + interval '30 seconds' where id = $1",
          [job.id],
        );
      }
    }
  }

  /** Gives a job up for good: its object records why, and it leaves the queue. */
  private async quarantine(job: QueuedJob, reason: GiveUpReason): Promise<void> {
    this.log.warn({ job, reason }, "background job given up");
    const handler = this.handlers[job.kind];
    try {
      if (handler && typeof handler !== "function") await handler.giveUp(job, reason);
    } catch (error) {
      this.log.error({ err: error, job }, "could not record why a background job was given up");
    }
    await this.db.query("delete from job_queue where id = $1", [job.id]);
  }

  /** Stops taking work and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle;
  }
}
