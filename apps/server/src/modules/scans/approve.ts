import type {
  CreditRequest,
  ScanKind,
  expenseInputSchema,
  invoiceInputSchema,
  scannedCreditMemoSchema,
} from "@larder/contracts";
import {
  ConflictError,
  exact,
  toFixedDecimal,
  type InvoiceDocument,
  type ReadInvoice,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { publish } from "../../realtime/hub";
import { recordChange } from "../audit";
import { dropDocument } from "../documents";
import { createExpense } from "../expenses";
import { createInvoice } from "../invoices";
import { recordCreditMemo } from "../purchasing";
import { learnFromReview } from "./layouts";

interface Locked {
  status: string;
  file_id: string;
  document: InvoiceDocument | null;
  reading: ReadInvoice | null;
}

const NOT_READY: Record<string, string> = {
  reading: "This document is still being read. Wait a moment, then approve it.",
  approved: "This document was already approved.",
  failed: "This document could not be read, so there is nothing to approve. Upload another copy.",
  discarded: "This document was discarded.",
};

async function lockReady(tx: Executor, member: Member, kind: ScanKind, scanId: string) {
  const { rows } = await tx.query<Locked>(
    `select status, file_id, document, reading from document_scans
      where workspace_id = $1 and id = $2 and kind = $3 for update`,
    [member.workspaceId, scanId, kind],
  );
  const scan = rows[0]!;
  if (scan.status !== "ready")
    throw new ConflictError("document_not_ready", NOT_READY[scan.status] ?? NOT_READY.failed!);
  return scan;
}

async function finish(
  tx: Executor,
  member: Member,
  scanId: string,
  made: { invoiceId?: string; expenseId?: string; creditId?: string },
) {
  await tx.query(
    `update document_scans set status = 'approved', invoice_id = $3, expense_id = $4,
            credit_request_id = $6, finished_by = $5, finished_at = now()
      where workspace_id = $1 and id = $2`,
    [
      member.workspaceId,
      scanId,
      made.invoiceId ?? null,
      made.expenseId ?? null,
      member.userId,
      made.creditId ?? null,
    ],
  );
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "scans" } });
}

/**
 * Approves a scanned invoice as the person corrected it, in one transaction: the invoice is
 * entered (payables, supplier prices and their history, the match against its orders) with the
 * original file kept beside it, a second invoice of the same supplier and number is refused, and
 * each field the person corrected teaches the reader where this supplier writes it.
 */
export async function approveInvoiceScan(
  tx: Executor,
  member: Member,
  scanId: string,
  input: z.output<typeof invoiceInputSchema>,
): Promise<string> {
  const scan = await lockReady(tx, member, "invoice", scanId);
  const invoiceId = await createInvoice(tx, member, input, scan.file_id);
  await finish(tx, member, scanId, { invoiceId });
  if (scan.document && scan.reading) {
    const { totalExclTax, totalInclTax } = input;
    await learnFromReview(tx, member.workspaceId, input.supplierId, scan.document, scan.reading, {
      invoiceNumber: input.number || null,
      date: input.effectiveDate,
      dueDate: input.dueDate,
      subtotal: totalExclTax,
      total: totalInclTax,
      tax:
        totalExclTax && totalInclTax
          ? toFixedDecimal(exact(totalInclTax).sub(exact(totalExclTax)), 2)
          : null,
    });
  }
  return invoiceId;
}

/**
 * Approves a document read as an invoice that is the supplier's credit memo: it closes the
 * credit request it answers (the memo's number, date and amount as corrected), with the file
 * kept beside the request, in one transaction.
 */
export async function approveCreditMemoScan(
  tx: Executor,
  member: Member,
  scanId: string,
  input: z.output<typeof scannedCreditMemoSchema>,
): Promise<CreditRequest> {
  const scan = await lockReady(tx, member, "invoice", scanId);
  const { creditId, ...memo } = input;
  const credit = await recordCreditMemo(tx, member, creditId, memo, scan.file_id);
  await finish(tx, member, scanId, { creditId });
  return credit;
}

/** Approves a scanned receipt as an expense, with the receipt kept beside it. */
export async function approveExpenseScan(
  tx: Executor,
  member: Member,
  scanId: string,
  input: z.output<typeof expenseInputSchema>,
): Promise<string> {
  const scan = await lockReady(tx, member, "expense", scanId);
  const expenseId = await createExpense(tx, member, input, scan.file_id);
  await finish(tx, member, scanId, { expenseId });
  return expenseId;
}

/** Puts a document aside unapproved; its file is not kept. */
export async function discardScan(tx: Executor, member: Member, kind: ScanKind, scanId: string) {
  const { rows } = await tx.query<{
    file_id: string;
    location_id: string | null;
    file_name: string;
  }>(
    `update document_scans s set status = 'discarded', finished_by = $4, finished_at = now()
       from document_files f
      where s.workspace_id = $1 and s.id = $2 and s.kind = $3
        and s.status in ('reading', 'ready', 'failed')
        and f.workspace_id = s.workspace_id and f.id = s.file_id
      returning s.file_id, s.location_id, f.file_name`,
    [member.workspaceId, scanId, kind, member.userId],
  );
  const discarded = rows[0];
  if (!discarded)
    throw new ConflictError(
      "document_approved",
      "This document was approved; it can no longer be discarded.",
    );
  await recordChange(tx, member, {
    action: "document_discarded",
    summary: `discarded the ${kind === "invoice" ? "invoice" : "receipt"} ${discarded.file_name} without approving it`,
    locationId: discarded.location_id,
    details: { scanId, kind, fileName: discarded.file_name },
  });
  await dropDocument(tx, member.workspaceId, discarded.file_id);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "scans" } });
}
