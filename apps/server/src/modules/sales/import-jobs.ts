import { SALES_IMPORT_LIMITS, type SalesColumnMapping } from "@larder/contracts";
import { ConflictError, DomainError, isRole } from "@larder/domain";
import type { Database } from "../../db/database";
import { withTenant } from "../../db/tenant";
import type { Member } from "../../http/access";
import type { GiveUpReason, QueuedJob } from "../../jobs/queue";
import { readTableInWorker } from "../../jobs/table-reader";
import { TableError } from "../../lib/spreadsheet/table";
import { publish } from "../../realtime/hub";
import { checkSales, type SalesPreview } from "./check";
import { depleteSales } from "./depletion";
import { insertSales } from "./record";

interface Stored {
  status: string;
  format: "csv" | "xlsx";
  file: Uint8Array | null;
  location_id: string;
  mapping: SalesColumnMapping | null;
}

/** The reading worker's heap for a sales file (an items file gets 256 MB). */
const SALES_READER_HEAP_MB = 512;

/** Where reading stops on the progress bar: the rest is checking (reading) or posting. */
const READ_SHARE = { "read-sales": 90, "post-sales": 60 } as const;

async function storedImport(db: Database, job: QueuedJob): Promise<Stored | undefined> {
  return withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
    const { rows } = await tx.query<Stored>(
      `select status, format, file, location_id, mapping from sales_imports
        where workspace_id = $1 and id = $2`,
      [job.workspaceId, job.objectId],
    );
    return rows[0];
  });
}

/** Reads the stored file in a worker, moving the import's progress bar as it goes. */
async function readStoredTable(
  db: Database,
  job: QueuedJob,
  stored: Stored,
  status: string,
): Promise<string[][]> {
  const share = READ_SHARE[job.kind as keyof typeof READ_SHARE] ?? 90;
  let shown = 0;
  const progress = (read: number) => {
    const percent = Math.min(share, Math.round(read * share));
    if (percent < shown + 10) return;
    shown = percent;
    void withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
      await tx.query(
        "update sales_imports set progress = $3 where workspace_id = $1 and id = $2 and status = $4",
        [job.workspaceId, job.objectId, percent, status],
      );
      await publish(tx, { workspaceId: job.workspaceId, event: { type: "sales" } });
    }).catch(() => undefined);
  };
  return readTableInWorker(
    { format: stored.format, bytes: new Uint8Array(stored.file!) },
    progress,
    {
      limits: { ...SALES_IMPORT_LIMITS },
      // A 100,000-line export of thirty columns needs about 200 MB to read.
      resourceLimits: { maxOldGenerationSizeMb: SALES_READER_HEAP_MB, stackSizeMb: 4 },
    },
  );
}

async function fail(db: Database, job: QueuedJob, message: string) {
  await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
    await tx.query(
      `update sales_imports set status = 'failed', error = $3, file = null, finished_at = now()
        where workspace_id = $1 and id = $2`,
      [job.workspaceId, job.objectId, message],
    );
    await publish(tx, { workspaceId: job.workspaceId, event: { type: "sales" } });
  });
}

/**
 * Background job: reads a sales file in a worker thread and checks it (columns, dates, locations,
 * menu items, lines recorded before), keeping what the review screen shows.
 */
export async function readSalesImport(db: Database, job: QueuedJob): Promise<void> {
  const stored = await storedImport(db, job);
  if (!stored || stored.status !== "reading" || !stored.file) return;
  let table: string[][];
  try {
    table = await readStoredTable(db, job, stored, "reading");
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    return fail(db, job, error.message);
  }
  await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
    const { preview } = await checkSales(
      tx,
      job.workspaceId,
      stored.location_id,
      table,
      stored.mapping,
    );
    const fileProblem = preview.problems.find((problem) => problem.row === 1);
    // A file whose columns are wrong stays ready, so the person can choose them; an empty one fails.
    const empty = table.length < 2 ? "This file has no lines of sales under its header." : null;
    await tx.query(
      `update sales_imports set status = $3, progress = 100, preview = $4, pos_format = $5,
                                error = $6, file = case when $3 = 'failed' then null else file end
        where workspace_id = $1 and id = $2 and status = 'reading'`,
      [
        job.workspaceId,
        job.objectId,
        empty ? "failed" : "ready",
        JSON.stringify(preview),
        preview.posFormat,
        empty ?? fileProblem?.message ?? null,
      ],
    );
    await publish(tx, { workspaceId: job.workspaceId, event: { type: "sales" } });
  });
}

/**
 * Background job: posts a confirmed import in one transaction, in the name of the person who
 * confirmed it: its new lines are kept (lines another file or a ticket recorded meanwhile are
 * skipped) and the mapped ones take their ingredients from stock.
 */
export async function postSalesImport(db: Database, job: QueuedJob): Promise<void> {
  const stored = await storedImport(db, job);
  if (!stored || stored.status !== "posting" || !stored.file) return;
  let table: string[][];
  try {
    table = await readStoredTable(db, job, stored, "posting");
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    return fail(db, job, `Nothing was posted: ${error.message}`);
  }
  try {
    await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
      const { rows } = await tx.query<{
        status: string;
        preview: SalesPreview;
        confirmed_by: string;
        email: string;
        role: string;
        location_ids: string[] | null;
      }>(
        `select i.status, i.preview, i.confirmed_by, u.email, m.role,
                case when m.all_locations then null
                     else coalesce((select array_agg(ml.location_id::text) from membership_locations ml
                                     where ml.workspace_id = m.workspace_id and ml.user_id = m.user_id), '{}')
                end as location_ids
           from sales_imports i
           join users u on u.id = i.confirmed_by
           join memberships m on m.workspace_id = i.workspace_id and m.user_id = i.confirmed_by
          where i.workspace_id = $1 and i.id = $2 for update of i`,
        [job.workspaceId, job.objectId],
      );
      const found = rows[0];
      if (!found || found.status !== "posting") return;
      if (!isRole(found.role))
        throw new ConflictError(
          "not_a_member",
          "The person who posted this import is no longer a member.",
        );
      const member: Member = {
        workspaceId: job.workspaceId,
        userId: found.confirmed_by,
        email: found.email,
        role: found.role,
        locationIds: found.location_ids,
      };
      const { fresh } = await checkSales(
        tx,
        job.workspaceId,
        stored.location_id,
        table,
        found.preview.mapping,
      );
      const added = await insertSales(
        tx,
        job.workspaceId,
        { type: "import", id: job.objectId },
        fresh,
      );
      const depletion = await depleteSales(tx, member, { sourceId: job.objectId });
      const result = {
        lines: added.length,
        depleted: depletion.depleted,
        unmapped: added.length - depletion.depleted,
        movements: depletion.movements,
      };
      await tx.query(
        `update sales_imports set status = 'done', progress = 100, result = $3, file = null,
                                  finished_at = now()
          where workspace_id = $1 and id = $2`,
        [job.workspaceId, job.objectId, JSON.stringify(result)],
      );
      await publish(tx, { workspaceId: job.workspaceId, event: { type: "sales" } });
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await fail(db, job, `Nothing was posted: ${error.message}`);
  }
}

/** Marks an import failed when the queue gives up its job (decision 0018). */
export async function giveUpSalesImport(
  db: Database,
  job: QueuedJob,
  reason: GiveUpReason,
): Promise<void> {
  const work = job.kind === "read-sales" ? "reading" : "posting";
  const times = `${reason.attempts} time${reason.attempts === 1 ? "" : "s"}`;
  const message =
    reason.cause === "stopped_server"
      ? `This import was stopped because ${work} it stopped the server ${times}. Nothing was posted. Split the file into smaller files and upload them again.`
      : `Nothing was posted: ${work} this file failed ${times}. Upload it again; if it fails again, tell us.`;
  await withTenant(db, { workspaceId: job.workspaceId }, (tx) =>
    tx.query(
      `update sales_imports set status = 'failed', error = $3, file = null, finished_at = now()
        where workspace_id = $1 and id = $2 and status = $4`,
      [job.workspaceId, job.objectId, message, job.kind === "read-sales" ? "reading" : "posting"],
    ),
  );
}
