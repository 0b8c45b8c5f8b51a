import {
  IMPORT_LIMITS,
  type ImportJob,
  type ImportProblem,
  type TableImportKind,
} from "@larder/contracts";
import { ConflictError, UnsupportedFileError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { enqueue } from "../../jobs/queue";
import { sniffFormat } from "../../lib/spreadsheet/table";
import { TABLE_IMPORTS } from "./kinds/registry";
import { previewRow, type ValidRow } from "./validate";

/** The largest file accepted: 5 MB holds tens of thousands of rows. */
export const IMPORT_MAX_BYTES = IMPORT_LIMITS.fileBytes;
const PREVIEW_ROWS = 50;
const PROBLEMS_SHOWN = 200;

/** Which table an import fills: items (and opening stock), or one of the imports beyond items. */
export type ImportKind = "items" | TableImportKind;

export interface StoredPreview {
  rows: ValidRow[];
  problems: ImportProblem[];
  totalRows: number;
  ignoredColumns: string[];
}

interface JobRow {
  id: string;
  status: ImportJob["status"];
  file_name: string;
  format: "csv" | "xlsx";
  progress: number;
  created_at: Date;
  preview: StoredPreview | null;
  result: ImportJob["result"];
  error: string | null;
}

const notUploadable = () =>
  new UnsupportedFileError(
    "unsupported_file",
    "Upload a CSV file or an Excel workbook (.xlsx). Other kinds of file cannot be imported.",
  );

/** Keeps an uploaded file as a new import of `kind` and queues it to be read. */
export async function createImport(
  tx: Executor,
  member: Member,
  upload: { fileName: string; bytes: Uint8Array },
  kind: ImportKind = "items",
): Promise<string> {
  const format = sniffFormat(upload.bytes);
  if (!format) throw notUploadable();
  const { rows } = await tx.query<{ id: string }>(
    `insert into import_jobs (workspace_id, status, file_name, format, file, created_by, kind)
     values ($1, 'parsing', $2, $3, $4, $5, $6) returning id`,
    [member.workspaceId, upload.fileName, format, Buffer.from(upload.bytes), member.userId, kind],
  );
  const id = rows[0]!.id;
  await enqueue(tx, "read-import", member.workspaceId, id);
  return id;
}

export const KIND_WORDS: Record<ImportKind, string> = {
  items: "items and stock",
  ...Object.fromEntries(Object.entries(TABLE_IMPORTS).map(([kind, table]) => [kind, table.what])),
} as Record<ImportKind, string>;

/**
 * Refuses an import of another kind than the screen (and permission) it is asked through: an
 * import of suppliers is read, confirmed and cancelled through the suppliers' import only.
 */
export async function expectKind(
  tx: Executor,
  workspaceId: string,
  id: string,
  kind: ImportKind,
): Promise<void> {
  const { rows } = await tx.query<{ kind: ImportKind }>(
    "select kind from import_jobs where workspace_id = $1 and id = $2",
    [workspaceId, id],
  );
  const found = rows[0]?.kind;
  if (found && found !== kind)
    throw new ConflictError(
      "import_of_another_kind",
      `This is an import of ${KIND_WORDS[found]}, not of ${KIND_WORDS[kind]}. Open it from the ${KIND_WORDS[found]} import.`,
    );
}

export async function findImport(
  tx: Executor,
  workspaceId: string,
  id: string,
): Promise<ImportJob> {
  await expectKind(tx, workspaceId, id, "items");
  const { rows } = await tx.query<JobRow>(
    `select id, status, file_name, format, progress, created_at, preview, result, error
       from import_jobs where workspace_id = $1 and id = $2`,
    [workspaceId, id],
  );
  const job = rows[0]!;
  const preview = job.preview;
  return {
    id: job.id,
    status: job.status,
    fileName: job.file_name,
    format: job.format,
    progress: job.progress,
    createdAt: iso(job.created_at),
    totalRows: preview?.totalRows ?? 0,
    validRows: preview?.rows.length ?? 0,
    preview: (preview?.rows ?? []).slice(0, PREVIEW_ROWS).map(previewRow),
    problems: (preview?.problems ?? []).slice(0, PROBLEMS_SHOWN),
    ignoredColumns: preview?.ignoredColumns ?? [],
    result: job.result,
    error: job.error,
  };
}

function describeProblem(problem: ImportProblem): string {
  return `Row ${problem.row}${problem.column ? `, ${problem.column}` : ""}: ${problem.message}`;
}

/**
 * Confirms a checked import. With problems in the file nothing is written, unless the person
 * chose to leave those rows out; then the valid rows are written, all of them or none, in the
 * background (the screen follows its progress).
 */
export async function confirmImport(
  tx: Executor,
  member: Member,
  id: string,
  skipInvalid: boolean,
  kind: ImportKind = "items",
): Promise<void> {
  await expectKind(tx, member.workspaceId, id, kind);
  const { rows } = await tx.query<{ status: string; preview: StoredPreview | null }>(
    "select status, preview from import_jobs where workspace_id = $1 and id = $2 for update",
    [member.workspaceId, id],
  );
  const job = rows[0]!;
  if (job.status !== "ready")
    throw new ConflictError(
      "import_not_ready",
      job.status === "parsing"
        ? "The file is still being read. Wait a moment, then confirm."
        : `This import is ${job.status === "done" ? "already done" : job.status}; upload the file again to import it again.`,
    );
  const preview = job.preview!;
  if (preview.problems.length > 0 && !skipInvalid) {
    const first = preview.problems.slice(0, 3).map(describeProblem).join(" ");
    throw new ConflictError(
      "import_has_problems",
      `Nothing was imported: ${preview.problems.length} problem${preview.problems.length === 1 ? "" : "s"} in the file. ${first} Fix the file and upload it again, or import only the rows without problems.`,
    );
  }
  if (preview.rows.length === 0)
    throw new ConflictError("import_empty", "There are no rows without problems to import.");
  await tx.query(
    `update import_jobs set status = 'importing', progress = 0, confirmed_by = $3, skip_invalid = $4,
                            confirmed_ip = $5, confirmed_user_agent = $6
      where workspace_id = $1 and id = $2`,
    [
      member.workspaceId,
      id,
      member.userId,
      skipInvalid,
      member.ip ?? "",
      (member.userAgent ?? "").slice(0, 400),
    ],
  );
  await enqueue(tx, "write-import", member.workspaceId, id);
}

/** Cancels an import that has not been written; its file is discarded. */
export async function cancelImport(
  tx: Executor,
  member: Member,
  id: string,
  kind: ImportKind = "items",
): Promise<void> {
  await expectKind(tx, member.workspaceId, id, kind);
  const { rowCount } = await tx.query(
    `update import_jobs set status = 'cancelled', file = null, finished_at = now()
      where workspace_id = $1 and id = $2 and status in ('parsing', 'ready', 'failed')`,
    [member.workspaceId, id],
  );
  if (rowCount === 0)
    throw new ConflictError("import_not_cancellable", "This import can no longer be cancelled.");
}
