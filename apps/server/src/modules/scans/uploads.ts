import type { ScanKind } from "@larder/contracts";
import { ConflictError, NotFoundError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { enqueue } from "../../jobs/queue";
import { publish } from "../../realtime/hub";
import { sha256Of, storeDocument } from "../documents";
import { writableLocation } from "../locations";
import { checkScanFile } from "./check-file";

export interface ScanUpload {
  kind: ScanKind;
  fileName: string;
  bytes: Uint8Array;
  orderId?: string | undefined;
  locationId?: string | undefined;
}

/** An earlier upload of the very same file, said so that the person can find it. */
async function refuseSameFile(tx: Executor, workspaceId: string, sha256: string) {
  const { rows } = await tx.query<{
    status: string;
    file_name: string;
    created_at: Date;
    number: string | null;
    supplier: string | null;
    payee: string | null;
  }>(
    `select s.status, f.file_name, s.created_at, v.number, sp.name as supplier, e.payee
       from document_scans s
       join document_files f on f.workspace_id = s.workspace_id and f.id = s.file_id
       left join invoices v on v.workspace_id = s.workspace_id and v.id = s.invoice_id
       left join suppliers sp on sp.workspace_id = v.workspace_id and sp.id = v.supplier_id
       left join expenses e on e.workspace_id = s.workspace_id and e.id = s.expense_id
      where s.workspace_id = $1 and f.sha256 = $2 and s.status not in ('failed', 'discarded')
      order by s.created_at limit 1`,
    [workspaceId, sha256],
  );
  const same = rows[0];
  if (!same) return;
  const when = iso(same.created_at).slice(0, 10);
  const what =
    same.number !== null
      ? `it is invoice ${same.number} from ${same.supplier}`
      : same.payee !== null
        ? `it is an expense paid to ${same.payee}`
        : "it is waiting for review under Invoices";
  throw new ConflictError(
    "duplicate_document",
    `This file is a duplicate: the same file ("${same.file_name}") was uploaded on ${when}, and ${what}. Nothing was added.`,
  );
}

/**
 * Keeps an uploaded invoice or receipt and queues it to be read. The file is checked by its bytes
 * first (checkScanFile), and the very same file uploaded before is refused as a duplicate, so
 * nothing is kept twice. From a purchase order, the scan remembers the order (and its location).
 */
export async function createScan(
  tx: Executor,
  member: Member,
  upload: ScanUpload,
): Promise<string> {
  const { contentType } = checkScanFile(upload.bytes);
  const sha256 = sha256Of(upload.bytes);
  // Two uploads of one file at the same moment: the second waits, then finds the first.
  await tx.query("select pg_advisory_xact_lock(hashtext($1))", [
    `scan:${member.workspaceId}:${sha256}`,
  ]);
  await refuseSameFile(tx, member.workspaceId, sha256);
  let locationId = upload.locationId ?? null;
  if (upload.orderId) {
    const { rows } = await tx.query<{ location_id: string | null }>(
      "select location_id from purchase_orders where workspace_id = $1 and id = $2",
      [member.workspaceId, upload.orderId],
    );
    if (!rows[0])
      throw new NotFoundError(
        "order_not_found",
        "This purchase order does not exist in this workspace.",
      );
    locationId = rows[0].location_id ?? locationId;
  }
  if (locationId) await writableLocation(tx, member, locationId);
  const file = await storeDocument(tx, member, {
    fileName: upload.fileName,
    contentType,
    bytes: upload.bytes,
  });
  const { rows } = await tx.query<{ id: string }>(
    `insert into document_scans (workspace_id, kind, status, file_id, order_id, location_id, created_by)
     values ($1, $2, 'reading', $3, $4, $5, $6) returning id`,
    [member.workspaceId, upload.kind, file.id, upload.orderId ?? null, locationId, member.userId],
  );
  await enqueue(tx, "read-scan", member.workspaceId, rows[0]!.id);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "scans" } });
  return rows[0]!.id;
}
