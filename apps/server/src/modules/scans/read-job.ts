import type { InvoiceDocument, ReadInvoice } from "@larder/domain";
import type { Database } from "../../db/database";
import { withTenant } from "../../db/tenant";
import type { InvoiceReader } from "../../jobs/invoice-reader";
import type { GiveUpReason, QueuedJob } from "../../jobs/queue";
import { InvoiceFileError } from "../../lib/invoice-reader/kinds";
import { publish } from "../../realtime/hub";
import { dropDocument, readDocument, storePages } from "../documents";
import { readingContext } from "./layouts";

const announce = (tx: Parameters<typeof publish>[0], workspaceId: string) =>
  publish(tx, { workspaceId, event: { type: "scans" } });

async function fail(db: Database, job: QueuedJob, message: string) {
  await withTenant(db, { workspaceId: job.workspaceId }, async (tx) => {
    const { rows } = await tx.query<{ file_id: string }>(
      `update document_scans set status = 'failed', error = $3, finished_at = now()
        where workspace_id = $1 and id = $2 and status = 'reading' returning file_id`,
      [job.workspaceId, job.objectId, message],
    );
    // A file Larder cannot read is not kept: only the sentence saying why.
    if (rows[0]) await dropDocument(tx, job.workspaceId, rows[0].file_id);
    await announce(tx, job.workspaceId);
  });
}

/**
 * Background job: reads an uploaded invoice or receipt in the invoice reader's own process
 * (decision 0027), moving the scan's page count as it goes, then keeps the words, the fields
 * and each page drawn small for the review. A file the reader refuses fails the scan with the
 * reader's sentence, and its bytes are dropped.
 */
export async function readScan(db: Database, reader: InvoiceReader, job: QueuedJob) {
  const scope = { workspaceId: job.workspaceId };
  const stored = await withTenant(db, scope, async (tx) => {
    const { rows } = await tx.query<{ status: string; file_id: string }>(
      "select status, file_id from document_scans where workspace_id = $1 and id = $2",
      [job.workspaceId, job.objectId],
    );
    const scan = rows[0];
    if (!scan || scan.status !== "reading") return null;
    const file = await readDocument(tx, job.workspaceId, scan.file_id);
    return file
      ? {
          fileId: scan.file_id,
          bytes: file.bytes,
          context: await readingContext(tx, job.workspaceId),
        }
      : null;
  });
  if (!stored) return;
  const progress = (done: number, of: number) =>
    void withTenant(db, scope, async (tx) => {
      await tx.query(
        `update document_scans set pages_done = $3, pages = $4
          where workspace_id = $1 and id = $2 and status = 'reading'`,
        [job.workspaceId, job.objectId, done, of],
      );
      await announce(tx, job.workspaceId);
    }).catch(() => undefined);
  let read;
  try {
    read = await reader.read(stored.bytes, stored.context, progress, { previews: true });
  } catch (error) {
    if (!(error instanceof InvoiceFileError)) throw error;
    return fail(db, job, error.message);
  }
  await withTenant(db, scope, async (tx) => {
    const { rowCount } = await tx.query(
      `update document_scans
          set status = 'ready', document = $3, reading = $4, pages = $5, pages_done = $5,
              read_at = now()
        where workspace_id = $1 and id = $2 and status = 'reading'`,
      [
        job.workspaceId,
        job.objectId,
        JSON.stringify(read.document satisfies InvoiceDocument),
        JSON.stringify(read.invoice satisfies ReadInvoice),
        read.document.pages.length,
      ],
    );
    if (rowCount > 0) await storePages(tx, job.workspaceId, stored.fileId, read.previews ?? []);
    await announce(tx, job.workspaceId);
  });
}

/** A scan whose reading keeps stopping the server is failed with a sentence saying so. */
export function giveUpScan(db: Database, job: QueuedJob, reason: GiveUpReason) {
  return fail(
    db,
    job,
    reason.cause === "stopped_server"
      ? "Reading this file stopped Larder's reader several times, so it was given up. Send another copy of the document."
      : `This file could not be read after ${reason.attempts} tries. Send another copy of the document.`,
  );
}
