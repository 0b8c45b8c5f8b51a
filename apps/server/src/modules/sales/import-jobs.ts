import { SALES_IMPORT_LIMITS, type SalesColumnMapping } from "@larder/contracts";
import { ConflictError, DomainError, type SalesMapping } from "@larder/domain";
import type { Database } from "../../db/database";
import { withTenant } from "../../db/tenant";
import { memberOf } from "../../core/member";
import type { GiveUpReason, QueuedJob } from "../../jobs/queue";
import { readSalesInWorker } from "../../jobs/sales-reader";
import { canonicalJson } from "../../lib/canonical-json";
import { TableError } from "../../lib/spreadsheet/table";
import { publish } from "../../realtime/hub";
import { checkSales, readerContext, type SalesPreview } from "./check";
import { planImportDepletion, plateUsage, takePlanned } from "./depletion";
import { dropFile, readFile, storedSize } from "./file-pieces";
import { recordSalesImport } from "./import-audit";
import { insertSales } from "./record";

interface Stored {
  status: string;
  format: "csv" | "xlsx";
  /** Whether the uploaded file is still kept (it goes once posted, failed or cancelled). */
  hasFile: boolean;
  location_id: string;
  mapping: SalesColumnMapping | null;
}

/** Where reading stops on the progress bar: the rest is checking (reading) or posting. */
const READ_SHARE = { "read-sales": 90, "post-sales": 60 } as const;

async function storedImport(db: Database, job: QueuedJob): Promise<Stored | undefined> {
  return withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
    const { rows } = await tx.query<Omit<Stored, "hasFile">>(
      `select status, format, location_id, mapping from sales_imports
        where workspace_id = $1 and id = $2`,
      [job.workspaceId, job.objectId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const size = await storedSize(tx, job.workspaceId, job.objectId);
    return { ...row, hasFile: size !== null };
  });
}

type SalesRead = Awaited<ReturnType<typeof readSalesInWorker>>;

/**
 * The last file this process read for review, kept for its posting: reading a 100,000-line
 * export again takes 6 s. The lines read are a function of the import's file, which never
 * changes once uploaded, the columns used, the workspace's locations and the default one, so the
 * reading is used only when the columns posted are those it used and the rest is the same;
 * otherwise, or in another process, or after {@link KEPT_READ_MS}, the file is read again. One
 * reading is kept, about 50 MB at the limits.
 */
let keptRead: { importId: string; input: string; read: SalesRead; timer: NodeJS.Timeout } | null =
  null;
const KEPT_READ_MS = 30 * 60_000;

/** Lets the kept read go: of `importId` only, or whichever is kept. */
export function forgetRead(importId?: string) {
  if (!keptRead || (importId !== undefined && keptRead.importId !== importId)) return;
  clearTimeout(keptRead.timer);
  keptRead = null;
}

function keepRead(importId: string, input: string, read: SalesRead) {
  forgetRead();
  const timer = setTimeout(() => forgetRead(importId), KEPT_READ_MS);
  timer.unref();
  keptRead = { importId, input, read, timer };
}

/**
 * Reads the stored file into keyed sale lines in a worker thread (jobs/sales-reader.ts), moving
 * the import's progress bar as it goes.
 */
async function readStoredSales(
  db: Database,
  job: QueuedJob,
  stored: Stored,
  status: string,
  chosen: SalesColumnMapping | null,
) {
  const share = READ_SHARE[job.kind as keyof typeof READ_SHARE] ?? 90;
  const scope = { workspaceId: job.workspaceId };
  const context = await withTenant(db, scope, (tx) => readerContext(tx, job.workspaceId));
  let shown = 0;
  const progress = (read: number) => {
    const percent = Math.min(share, Math.round(read * share));
    if (percent < shown + 10) return;
    shown = percent;
    void withTenant(db, scope, async (tx) => {
      await tx.query(
        "update sales_imports set progress = $3 where workspace_id = $1 and id = $2 and status = $4",
        [job.workspaceId, job.objectId, percent, status],
      );
      await publish(tx, { workspaceId: job.workspaceId, event: { type: "sales" } });
    }).catch(() => undefined);
  };
  const input = {
    format: stored.format,
    limits: { ...SALES_IMPORT_LIMITS },
    chosen: chosen as SalesMapping | null,
    ...context,
    defaultLocationId: stored.location_id,
  };
  // The lines read depend on the file, the columns used, the locations and the default one.
  const fingerprint = (mapping: SalesMapping | null) =>
    canonicalJson([input.format, input.limits, input.locations, input.defaultLocationId, mapping]);
  if (chosen && keptRead?.importId === job.objectId && keptRead.input === fingerprint(chosen)) {
    const { read } = keptRead;
    forgetRead();
    return read;
  }
  const bytes = await withTenant(db, scope, async (tx) => {
    const size = await storedSize(tx, job.workspaceId, job.objectId);
    return size === null ? null : readFile(tx, job.workspaceId, job.objectId, size);
  });
  if (!bytes) throw new TableError("This file is no longer kept. Upload it again.");
  const read = await readSalesInWorker({ ...input, bytes: new Uint8Array(bytes) }, progress);
  if (job.kind === "read-sales")
    keepRead(job.objectId, fingerprint(read.summary.mapping as SalesMapping), read);
  return read;
}

async function fail(db: Database, job: QueuedJob, message: string) {
  await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
    await tx.query(
      `update sales_imports set status = 'failed', error = $3, finished_at = now()
        where workspace_id = $1 and id = $2`,
      [job.workspaceId, job.objectId, message],
    );
    await dropFile(tx, job.workspaceId, job.objectId);
    await publish(tx, { workspaceId: job.workspaceId, event: { type: "sales" } });
  });
}

/**
 * Background job: reads a sales file in a worker thread and checks it (columns, dates, locations,
 * menu items, lines recorded before), keeping what the review screen shows.
 */
export async function readSalesImport(db: Database, job: QueuedJob): Promise<void> {
  const stored = await storedImport(db, job);
  if (!stored || stored.status !== "reading" || !stored.hasFile) return;
  let read: Awaited<ReturnType<typeof readStoredSales>>;
  try {
    read = await readStoredSales(db, job, stored, "reading", stored.mapping);
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    return fail(db, job, error.message);
  }
  await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
    const { preview } = await checkSales(tx, job.workspaceId, read);
    const fileProblem = preview.problems.find((problem) => problem.row === 1);
    // A file whose columns are wrong stays ready, so the person can choose them; a file with
    // nothing under its header fails.
    const empty =
      read.lines.length === 0 && preview.problems.length === 0 && preview.voided === 0
        ? "This file has no lines of sales under its header."
        : null;
    await tx.query(
      `update sales_imports set status = $3, progress = 100, preview = $4, pos_format = $5,
                                error = $6
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
    if (empty) {
      await dropFile(tx, job.workspaceId, job.objectId);
      forgetRead(job.objectId);
    }
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
  if (!stored || stored.status !== "posting" || !stored.hasFile) return;
  const chosen = await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
    const { rows } = await tx.query<{ preview: SalesPreview | null }>(
      "select preview from sales_imports where workspace_id = $1 and id = $2",
      [job.workspaceId, job.objectId],
    );
    return rows[0]?.preview?.mapping ?? null;
  });
  let read: Awaited<ReturnType<typeof readStoredSales>>;
  try {
    // The file is read again as it was reviewed, with the columns the review used.
    read = await readStoredSales(db, job, stored, "posting", chosen);
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    return fail(db, job, `Nothing was posted: ${error.message}`);
  }
  try {
    await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
      const { rows } = await tx.query<{
        status: string;
        confirmed_by: string;
        confirmed_ip: string;
        confirmed_user_agent: string;
      }>(
        `select status, confirmed_by, confirmed_ip, confirmed_user_agent from sales_imports
          where workspace_id = $1 and id = $2 for update`,
        [job.workspaceId, job.objectId],
      );
      const found = rows[0];
      if (!found || found.status !== "posting") return;
      // The import is posted in the name, and with the rights, of the person who confirmed it;
      // the log says it came from where they confirmed it.
      const confirmer = await memberOf(tx, job.workspaceId, found.confirmed_by);
      if (!confirmer)
        throw new ConflictError(
          "not_a_member",
          "The person who posted this import is no longer a member.",
        );
      const member = {
        ...confirmer,
        ip: found.confirmed_ip,
        userAgent: found.confirmed_user_agent,
      };
      // Lines a ticket or another file recorded since the review are skipped now.
      const { fresh } = await checkSales(tx, job.workspaceId, read);
      // Lines whose plate can be measured are written as taken, and taken from stock below.
      const { usage } = await plateUsage(tx, job.workspaceId, [
        ...new Set(fresh.flatMap((sale) => sale.menuItemId ?? [])),
      ]);
      for (const sale of fresh)
        sale.depleted = sale.menuItemId !== null && usage.has(sale.menuItemId);
      const added = await insertSales(
        tx,
        job.workspaceId,
        { type: "import", id: job.objectId },
        fresh,
      );
      const depletion = await planImportDepletion(
        tx,
        member,
        job.objectId,
        fresh.filter((sale) => sale.depleted).map((sale) => sale.day),
        usage,
      );
      const result = {
        lines: added.length,
        depleted: depletion.depleted,
        unmapped: added.length - depletion.depleted,
        movements: depletion.movements.length,
      };
      const { rows: posted } = await tx.query<{ file_name: string; location_id: string }>(
        `update sales_imports set status = 'done', progress = 100, result = $3, finished_at = now()
          where workspace_id = $1 and id = $2 returning file_name, location_id`,
        [job.workspaceId, job.objectId, JSON.stringify(result)],
      );
      // Logged as the person who confirmed it, with the stock it moves (written below).
      await recordSalesImport(tx, member, {
        id: job.objectId,
        fileName: posted[0]!.file_name,
        locationId: posted[0]!.location_id,
        result,
        read: { lines: read.lines.length, summary: read.summary },
      });
      await dropFile(tx, job.workspaceId, job.objectId);
      await publish(tx, { workspaceId: job.workspaceId, event: { type: "sales" } });
      // Last: from here to the commit, staff recording usage of these items wait for it.
      await takePlanned(tx, member, depletion);
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
  await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
    const { rowCount } = await tx.query(
      `update sales_imports set status = 'failed', error = $3, finished_at = now()
        where workspace_id = $1 and id = $2 and status = $4`,
      [job.workspaceId, job.objectId, message, job.kind === "read-sales" ? "reading" : "posting"],
    );
    if (rowCount > 0) await dropFile(tx, job.workspaceId, job.objectId);
  });
}
