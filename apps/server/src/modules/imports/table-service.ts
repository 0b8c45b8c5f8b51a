import {
  TABLE_IMPORT_COLUMNS,
  type ImportProblem,
  type TableImportJob,
  type TableImportKind,
} from "@larder/contracts";
import type { Executor } from "../../db/database";
import { iso } from "../../core/dates";
import type { CheckedRow } from "./kinds/table";
import { expectKind } from "./service";

const PREVIEW_ROWS = 50;
const PROBLEMS_SHOWN = 200;

interface StoredTablePreview {
  rows: CheckedRow<unknown>[];
  problems: ImportProblem[];
  totalRows: number;
  ignoredColumns: string[];
}

/** An import beyond items: how far it has got, what confirming would do, and the problems. */
export async function findTableImport(
  tx: Executor,
  workspaceId: string,
  kind: TableImportKind,
  id: string,
): Promise<TableImportJob> {
  await expectKind(tx, workspaceId, id, kind);
  const { rows } = await tx.query<{
    id: string;
    status: TableImportJob["status"];
    file_name: string;
    format: "csv" | "xlsx";
    progress: number;
    created_at: Date;
    preview: StoredTablePreview | null;
    result: TableImportJob["result"];
    error: string | null;
  }>(
    `select id, status, file_name, format, progress, created_at, preview, result, error
       from import_jobs where workspace_id = $1 and id = $2`,
    [workspaceId, id],
  );
  const job = rows[0]!;
  const checked = job.preview?.rows ?? [];
  const count = (action: CheckedRow<unknown>["action"]) =>
    checked.filter((row) => row.action === action).length;
  return {
    id: job.id,
    kind,
    status: job.status,
    fileName: job.file_name,
    format: job.format,
    progress: job.progress,
    createdAt: iso(job.created_at),
    columns: TABLE_IMPORT_COLUMNS[kind].map((column) => column.name),
    totalRows: job.preview?.totalRows ?? 0,
    validRows: checked.length,
    actions: { create: count("create"), update: count("update"), unchanged: count("unchanged") },
    preview: checked
      .slice(0, PREVIEW_ROWS)
      .map(({ row, cells, action }) => ({ row, cells, action })),
    problems: (job.preview?.problems ?? []).slice(0, PROBLEMS_SHOWN),
    ignoredColumns: job.preview?.ignoredColumns ?? [],
    result: job.result,
    error: job.error,
  };
}
