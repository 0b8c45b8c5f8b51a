import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../db/database";

/** How long a worker may hold a job before another server may take it up. */
export const LEASE_SECONDS = 10 * 60;
/** A job that failed this many times is dropped (its own record says why). */
const MAX_ATTEMPTS = 3;

export interface QueuedJob {
  id: string;
  kind: string;
  workspaceId: string;
  objectId: string;
}

export type JobHandler = (job: QueuedJob) => Promise<void>;

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
    if (options.releaseLeases) await this.db.query("update job_queue set leased_until = null");
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

  private async claim(): Promise<QueuedJob | null> {
    const { rows } = await this.db.query<{
      id: string;
      kind: string;
      target_workspace_id: string;
      object_id: string;
    }>(
      `update job_queue set leased_until = now() + make_interval(secs => $1), attempts = attempts + 1
        where id = (select id from job_queue
                     where leased_until is null or leased_until < now()
                     order by created_at for update skip locked limit 1)
       returning id, kind, target_workspace_id, object_id`,
      [LEASE_SECONDS],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          kind: row.kind,
          workspaceId: row.target_workspace_id,
          objectId: row.object_id,
        }
      : null;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await this.claim();
      if (!job) return;
      const handler = this.handlers[job.kind];
      try {
        if (!handler) throw new Error(`No handler for background job "${job.kind}"`);
        await handler(job);
        await this.db.query("delete from job_queue where id = $1", [job.id]);
      } catch (error) {
        this.log.error({ err: error, job }, "background job failed");
        // Dropped after its last attempt; otherwise tried again after a pause.
        await this.db.query("delete from job_queue where id = $1 and attempts >= $2", [
          job.id,
          MAX_ATTEMPTS,
        ]);
        await this.db.query(
          "update job_queue set leased_until = now() + interval '30 seconds' where id = $1",
          [job.id],
        );
      }
    }
  }

  /** Stops taking work and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle;
  }
}
