import type { Database } from "../../db/database";
import { withTenant } from "../../db/tenant";
import type { GiveUpReason, QueuedJob } from "../../jobs/queue";

/** What the import says when the queue gives up reading or writing it (decision 0018). */
export function givenUpMessage(kind: string, reason: GiveUpReason): string {
  const work = kind === "read-import" ? "reading" : "writing";
  const times = `${reason.attempts} time${reason.attempts === 1 ? "" : "s"}`;
  if (reason.cause === "stopped_server")
    return kind === "read-import"
      ? `This import was stopped because reading it stopped the server ${times}. Nothing was imported. Split the file into smaller files, or save it as CSV, and upload them again.`
      : `This import was stopped because writing it stopped the server ${times}. Nothing was imported. Upload the file again; if it happens again, tell us.`;
  return `Nothing was imported: ${work} this file failed ${times}. Upload it again; if it fails again, tell us.`;
}

/**
 * Marks an import failed, with the reason, when the queue gives up its job, so that it never
 * stays "parsing" or "importing" for ever. Its file is dropped, like any failed import's.
 */
export async function giveUpImport(
  db: Database,
  job: QueuedJob,
  reason: GiveUpReason,
): Promise<void> {
  await withTenant(db, { workspaceId: job.workspaceId }, (tx) =>
    tx.query(
      `update import_jobs set status = 'failed', error = $3, file = null, finished_at = now()
        where workspace_id = $1 and id = $2 and status = $4`,
      [
        job.workspaceId,
        job.objectId,
        givenUpMessage(job.kind, reason),
        job.kind === "read-import" ? "parsing" : "importing",
      ],
    ),
  );
}
