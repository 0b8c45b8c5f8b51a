import type { ImportProblem } from "@larder/contracts";
import { ConflictError, DomainError } from "@larder/domain";
import type { Database, Executor } from "../../db/database";
import { withTenant } from "../../db/tenant";
import { memberOf } from "../../core/member";
import type { QueuedJob } from "../../jobs/queue";
import { readTableInWorker } from "../../jobs/table-reader";
import { publish } from "../../realtime/hub";
import { unitsOf } from "../items";
import { TableError } from "../../lib/spreadsheet/table";
import { recordImport } from "./audit";
import { TABLE_IMPORTS } from "./kinds/registry";
import type { CheckedRow } from "./kinds/table";
import { KIND_WORDS, type ImportKind, type StoredPreview } from "./service";
import { checkTable, type ImportContext } from "./validate";
import { writeImportRows } from "./write";

/** What the workspace has that rows are checked against. */
async function importContext(tx: Executor, workspaceId: string): Promise<ImportContext> {
  const { rows: locations } = await tx.query<ImportContext["locations"][number]>(
    `select l.id, l.name,
            coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.position)
                        from storage_areas a where a.workspace_id = l.workspace_id
                         and a.location_id = l.id and a.archived_at is null), '[]') as areas
       from locations l where l.workspace_id = $1 and l.archived_at is null order by lower(l.name)`,
    [workspaceId],
  );
  const { rows: items } = await tx.query<{
    id: string;
    name: string;
    base_unit: string;
    grams_per_piece: string | null;
    grams_per_ml: string | null;
    packs: { name: string; quantity: string; unit: string }[];
  }>(
    `select i.id, i.name, i.base_unit, i.grams_per_piece::text, i.grams_per_ml::text,
            coalesce((select json_agg(json_build_object('name', p.name, 'quantity', p.quantity::text,
                                                        'unit', p.unit))
                        from item_packs p where p.workspace_id = i.workspace_id and p.item_id = i.id),
                     '[]') as packs
       from items i where i.workspace_id = $1 and i.archived_at is null`,
    [workspaceId],
  );
  const { rows: barcodes } = await tx.query<{ code: string; name: string }>(
    `select b.code, i.name from item_barcodes b
       join items i on i.workspace_id = b.workspace_id and i.id = b.item_id
      where b.workspace_id = $1`,
    [workspaceId],
  );
  return {
    locations,
    items: new Map(
      items.map((item) => [
        item.name.toLowerCase(),
        { id: item.id, name: item.name, units: unitsOf(item) },
      ]),
    ),
    barcodes: new Map(barcodes.map((row) => [row.code, row.name.toLowerCase()])),
  };
}

/**
 * Background job: reads an uploaded file in a worker thread, checks every row, and keeps the
 * result for the person to review. A file that cannot be read fails with the reason.
 */
export async function readImport(db: Database, job: QueuedJob): Promise<void> {
  const scope = { workspaceId: job.workspaceId };
  const file = await withTenant(db, scope, async (tx) => {
    const { rows } = await tx.query<{
      format: "csv" | "xlsx";
      file: Uint8Array | null;
      status: string;
      kind: ImportKind;
      created_by: string | null;
    }>(
      "select format, file, status, kind, created_by from import_jobs where workspace_id = $1 and id = $2",
      [job.workspaceId, job.objectId],
    );
    return rows[0];
  });
  if (!file || file.status !== "parsing" || !file.file) return;
  let lastShown = 0;
  const progress = (share: number) => {
    const percent = Math.min(90, Math.round(share * 90));
    if (percent < lastShown + 10) return;
    lastShown = percent;
    void withTenant(db, scope, (tx) =>
      tx.query(
        "update import_jobs set progress = $3 where workspace_id = $1 and id = $2 and status = 'parsing'",
        [job.workspaceId, job.objectId, percent],
      ),
    ).catch(() => undefined);
  };
  let table: string[][];
  try {
    table = await readTableInWorker(
      { format: file.format, bytes: new Uint8Array(file.file) },
      progress,
    );
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    await finishRead(db, job, { error: error.message });
    return;
  }
  await withTenant(db, scope, async (tx) => {
    const checked = await checkFile(tx, job.workspaceId, file, table);
    const fileProblem = checked.problems.find((problem) => problem.row === 1);
    await tx.query(
      `update import_jobs set status = $3, progress = 100, preview = $4, error = $5
        where workspace_id = $1 and id = $2 and status = 'parsing'`,
      [
        job.workspaceId,
        job.objectId,
        fileProblem ? "failed" : "ready",
        JSON.stringify(checked),
        fileProblem ? fileProblem.message : null,
      ],
    );
    await publish(tx, { workspaceId: job.workspaceId, event: { type: "items" } });
  });
}

/** Checks a file's rows against the workspace, as its kind of import reads them. */
async function checkFile(
  tx: Executor,
  workspaceId: string,
  file: { kind: ImportKind; created_by: string | null },
  table: string[][],
): Promise<{ problems: ImportProblem[] }> {
  if (file.kind === "items") return checkTable(table, await importContext(tx, workspaceId));
  // Checked with the locations and rights of the person who uploaded it.
  const member = file.created_by ? await memberOf(tx, workspaceId, file.created_by) : null;
  if (!member)
    return {
      problems: [
        {
          row: 1,
          column: null,
          message: "The person who uploaded this file is no longer a member.",
        },
      ],
    };
  return TABLE_IMPORTS[file.kind].check(tx, member, table);
}

async function finishRead(db: Database, job: QueuedJob, outcome: { error: string }) {
  await withTenant(db, { workspaceId: job.workspaceId }, (tx) =>
    tx.query(
      `update import_jobs set status = 'failed', error = $3, file = null, finished_at = now()
        where workspace_id = $1 and id = $2`,
      [job.workspaceId, job.objectId, outcome.error],
    ),
  );
}

/**
 * Background job: writes a confirmed import, every row or none, in one transaction, in the
 * name and with the rights of the person who confirmed it.
 */
export async function writeImport(db: Database, job: QueuedJob): Promise<void> {
  try {
    await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
      const { rows } = await tx.query<{
        status: string;
        file_name: string;
        preview: StoredPreview;
        confirmed_by: string;
        confirmed_ip: string;
        confirmed_user_agent: string;
        kind: ImportKind;
      }>(
        `select status, file_name, preview, confirmed_by, confirmed_ip, confirmed_user_agent, kind
           from import_jobs where workspace_id = $1 and id = $2 for update`,
        [job.workspaceId, job.objectId],
      );
      const found = rows[0];
      if (!found || found.status !== "importing") return;
      // Written in the name, and with the rights, of the person who confirmed it; the log says
      // it came from where they confirmed it.
      const confirmer = await memberOf(tx, job.workspaceId, found.confirmed_by);
      if (!confirmer)
        throw new ConflictError(
          "not_a_member",
          "The person who confirmed this import is no longer a member.",
        );
      const member = {
        ...confirmer,
        ip: found.confirmed_ip,
        userAgent: found.confirmed_user_agent,
      };
      const result =
        found.kind === "items"
          ? await writeImportRows(tx, member, found.preview.rows, found.file_name)
          : await TABLE_IMPORTS[found.kind].write(
              tx,
              member,
              (found.preview.rows as unknown as CheckedRow<unknown>[]).map((row) => row.values),
            );
      await recordImport(tx, member, {
        id: job.objectId,
        kind: found.kind,
        what: KIND_WORDS[found.kind],
        fileName: found.file_name,
        totalRows: found.preview.totalRows,
        writtenRows: found.preview.rows.length,
        result,
      });
      await tx.query(
        `update import_jobs set status = 'done', progress = 100, result = $3, file = null,
                                finished_at = now()
          where workspace_id = $1 and id = $2`,
        [job.workspaceId, job.objectId, JSON.stringify(result)],
      );
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await withTenant(db, { workspaceId: job.workspaceId }, (tx) =>
      tx.query(
        `update import_jobs set status = 'failed', error = $3, finished_at = now()
          where workspace_id = $1 and id = $2`,
        [job.workspaceId, job.objectId, `Nothing was imported: ${error.message}`],
      ),
    );
  }
}
