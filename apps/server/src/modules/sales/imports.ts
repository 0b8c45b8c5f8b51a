import { createHash } from "node:crypto";
import type { SalesColumnMapping, SalesImport } from "@larder/contracts";
import { ConflictError, UnsupportedFileError } from "@larder/domain";
import type { Executor } from "../../db/database";
import { recordChange } from "../audit";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { enqueue } from "../../jobs/queue";
import { sniffFormat } from "../../lib/spreadsheet/table";
import { publish } from "../../realtime/hub";
import { writableLocation } from "../locations";
import { headerDigest } from "../../jobs/sales-reader";
import { dropFile, storeFile } from "./file-pieces";
import { forgetRead } from "./import-jobs";
import type { SalesPreview } from "./check";

interface ImportRow {
  id: string;
  status: SalesImport["status"];
  file_name: string;
  format: "csv" | "xlsx";
  location_id: string;
  location_name: string;
  pos_format: SalesImport["posFormat"];
  mapping: SalesColumnMapping | null;
  progress: number;
  created_at: Date;
  preview: SalesPreview | null;
  result: SalesImport["result"];
  error: string | null;
}

const COLUMNS = `i.id, i.status, i.file_name, i.format, i.location_id, l.name as location_name,
  i.pos_format, i.mapping, i.progress, i.created_at, i.preview, i.result, i.error`;
const FROM = `sales_imports i
  join locations l on l.workspace_id = i.workspace_id and l.id = i.location_id`;

function present(row: ImportRow): SalesImport {
  const preview = row.preview;
  return {
    id: row.id,
    status: row.status,
    fileName: row.file_name,
    format: row.format,
    locationId: row.location_id,
    locationName: row.location_name,
    posFormat: preview?.posFormat ?? row.pos_format,
    header: preview?.header ?? [],
    mapping: preview?.mapping ?? row.mapping,
    dayFirst: preview?.dayFirst ?? null,
    dateOrder: preview?.dateOrder ?? "unambiguous",
    progress: row.progress,
    createdAt: iso(row.created_at),
    lines: preview?.lines ?? 0,
    newLines: preview?.newLines ?? 0,
    alreadyImported: preview?.alreadyImported ?? 0,
    voided: preview?.voided ?? 0,
    firstDay: preview?.firstDay ?? null,
    lastDay: preview?.lastDay ?? null,
    netSales: preview?.netSales ?? null,
    unknownLocations: preview?.unknownLocations ?? [],
    problems: preview?.problems ?? [],
    unmapped: preview?.unmapped ?? [],
    preview: preview?.preview ?? [],
    result: row.result,
    error: row.error,
  };
}

/**
 * Keeps an uploaded sales file and queues it to be read. The same file (by its SHA-256) already
 * imported, or waiting for review, is refused before anything is read: it would add nothing.
 */
export async function createSalesImport(
  tx: Executor,
  member: Member,
  upload: { fileName: string; bytes: Uint8Array; locationId: string },
): Promise<string> {
  await writableLocation(tx, member, upload.locationId);
  const format = sniffFormat(upload.bytes);
  if (!format)
    throw new UnsupportedFileError(
      "unsupported_file",
      "Upload the sales export as a CSV file or an Excel workbook (.xlsx).",
    );
  const sha256 = createHash("sha256").update(upload.bytes).digest("hex");
  const { rows: same } = await tx.query<{ status: string; file_name: string; created_at: Date }>(
    `select status, file_name, created_at from sales_imports
      where workspace_id = $1 and file_sha256 = $2 and status not in ('failed', 'cancelled')`,
    [member.workspaceId, sha256],
  );
  if (same[0]) {
    const when = iso(same[0].created_at).slice(0, 10);
    throw new ConflictError(
      "sales_file_already_imported",
      same[0].status === "done"
        ? `This file was imported on ${when} ("${same[0].file_name}"); importing it again would add nothing.`
        : `This file is already being imported ("${same[0].file_name}", ${when}); review that import instead.`,
    );
  }
  const { rows } = await tx.query<{ id: string }>(
    `insert into sales_imports (workspace_id, status, file_name, format, file_sha256,
                                location_id, created_by)
     values ($1, 'reading', $2, $3, $4, $5, $6) returning id`,
    [member.workspaceId, upload.fileName, format, sha256, upload.locationId, member.userId],
  );
  await storeFile(tx, member.workspaceId, rows[0]!.id, upload.bytes);
  await enqueue(tx, "read-sales", member.workspaceId, rows[0]!.id);
  return rows[0]!.id;
}

export async function findSalesImport(
  tx: Executor,
  workspaceId: string,
  id: string,
): Promise<SalesImport> {
  const { rows } = await tx.query<ImportRow>(
    `select ${COLUMNS} from ${FROM} where i.workspace_id = $1 and i.id = $2`,
    [workspaceId, id],
  );
  return present(rows[0]!);
}

/** The latest imports at the locations the member may see, newest first. */
export async function listSalesImports(tx: Executor, member: Member): Promise<SalesImport[]> {
  const { rows } = await tx.query<ImportRow>(
    `select ${COLUMNS} from ${FROM}
      where i.workspace_id = $1 and ($2::uuid[] is null or i.location_id = any($2::uuid[]))
      order by i.created_at desc limit 50`,
    [member.workspaceId, member.locationIds],
  );
  return rows.map(present);
}

async function lockImport(tx: Executor, workspaceId: string, id: string) {
  const { rows } = await tx.query<{ status: string; preview: SalesPreview | null }>(
    "select status, preview from sales_imports where workspace_id = $1 and id = $2 for update",
    [workspaceId, id],
  );
  return rows[0]!;
}

/**
 * Reads the file again through the columns the person chose, and remembers them for the next
 * file with the same header.
 */
export async function setSalesMapping(
  tx: Executor,
  member: Member,
  id: string,
  mapping: SalesColumnMapping,
): Promise<void> {
  const job = await lockImport(tx, member.workspaceId, id);
  if (job.status !== "ready")
    throw new ConflictError(
      "sales_import_not_ready",
      "The columns can be chosen only while the import waits for review.",
    );
  const header = job.preview?.header ?? [];
  const outside = Object.entries(mapping).find(
    ([, column]) => typeof column === "number" && column >= header.length,
  );
  if (outside)
    throw new ConflictError("sales_column_missing", "A column chosen is not in this file.");
  await tx.query(
    `update sales_imports set status = 'reading', progress = 0, mapping = $3, preview = null
      where workspace_id = $1 and id = $2`,
    [member.workspaceId, id, JSON.stringify(mapping)],
  );
  await tx.query(
    `insert into sales_column_mappings (workspace_id, header_key, mapping) values ($1, $2, $3)
     on conflict (workspace_id, header_key) do update set mapping = excluded.mapping, updated_at = now()`,
    [member.workspaceId, headerDigest(header), JSON.stringify(mapping)],
  );
  await enqueue(tx, "read-sales", member.workspaceId, id);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "sales" } });
}

/**
 * Posts a checked import in the background: its new lines are kept and their ingredients taken
 * from stock, in one transaction. Rows with problems are left out (the review showed them);
 * a file with nothing new is refused.
 */
export async function confirmSalesImport(tx: Executor, member: Member, id: string): Promise<void> {
  const job = await lockImport(tx, member.workspaceId, id);
  if (job.status !== "ready")
    throw new ConflictError(
      "sales_import_not_ready",
      job.status === "reading"
        ? "The file is still being read. Wait a moment, then post it."
        : `This import is ${job.status === "done" ? "already posted" : job.status}.`,
    );
  if ((job.preview?.newLines ?? 0) === 0)
    throw new ConflictError(
      "sales_import_empty",
      "Nothing in this file is new: every line was imported before, or none could be read.",
    );
  await tx.query(
    `update sales_imports set status = 'posting', progress = 0, confirmed_by = $3,
                             confirmed_ip = $4, confirmed_user_agent = $5
      where workspace_id = $1 and id = $2`,
    [
      member.workspaceId,
      id,
      member.userId,
      member.ip ?? "",
      (member.userAgent ?? "").slice(0, 400),
    ],
  );
  await enqueue(tx, "post-sales", member.workspaceId, id);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "sales" } });
}

/** Cancels an import that has not been posted; its file is discarded. */
export async function cancelSalesImport(tx: Executor, member: Member, id: string): Promise<void> {
  const { rows } = await tx.query<{ file_name: string; location_id: string }>(
    `update sales_imports set status = 'cancelled', finished_at = now()
      where workspace_id = $1 and id = $2 and status in ('reading', 'ready', 'failed')
      returning file_name, location_id`,
    [member.workspaceId, id],
  );
  if (!rows[0])
    throw new ConflictError(
      "sales_import_not_cancellable",
      "This import was posted or is being posted; it can no longer be cancelled.",
    );
  await recordChange(tx, member, {
    action: "sales_import_cancelled",
    summary: `cancelled the sales file ${rows[0].file_name} before posting it`,
    locationId: rows[0].location_id,
    details: { salesImportId: id, fileName: rows[0].file_name },
  });
  await dropFile(tx, member.workspaceId, id);
  forgetRead(id);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "sales" } });
}
