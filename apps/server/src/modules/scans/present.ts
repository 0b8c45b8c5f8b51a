import type { Scan, ScanKind, ScanReading, ScanSummary } from "@larder/contracts";
import {
  descriptionLikeness,
  isCreditMemo,
  placesRead,
  type InvoiceDocument,
  type ReadInvoice,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { pageSizes } from "../documents";
import { matchTolerance } from "../invoices";
import { suggestedLocation } from "./delivered-to";
import { reviewSuggestions } from "./suggest";

interface ScanRow {
  id: string;
  kind: ScanKind;
  status: Scan["status"];
  file_id: string;
  file_name: string;
  size: number;
  content_type: string;
  sha256: string;
  pages_done: number;
  pages: number | null;
  order_id: string | null;
  order_number: string | null;
  order_supplier_id: string | null;
  location_id: string | null;
  supplier_name: string | null;
  invoice_number: string | null;
  total: string | null;
  error: string | null;
  invoice_id: string | null;
  expense_id: string | null;
  credit_request_id: string | null;
  created_at: Date;
  created_by: string | null;
}

// What a scan became, once approved, wins over what was read.
const COLUMNS = `s.id, s.kind, s.status, s.file_id, f.file_name, f.size, f.content_type, f.sha256,
  s.pages_done, s.pages, s.order_id, o.number as order_number,
  o.supplier_id as order_supplier_id, s.location_id,
  coalesce(sp.name, e.payee, s.reading->'supplier'->>'value') as supplier_name,
  coalesce(v.number, s.reading->'invoiceNumber'->>'value') as invoice_number,
  coalesce(v.total_incl_tax::text, (e.amount + e.tax)::text, s.reading->'total'->>'value') as total,
  s.error, s.invoice_id, s.expense_id, s.credit_request_id, s.created_at, coalesce(nullif(u.name, ''), u.email) as created_by`;
const FROM = `document_scans s
  join document_files f on f.workspace_id = s.workspace_id and f.id = s.file_id
  left join purchase_orders o on o.workspace_id = s.workspace_id and o.id = s.order_id
  left join invoices v on v.workspace_id = s.workspace_id and v.id = s.invoice_id
  left join suppliers sp on sp.workspace_id = v.workspace_id and sp.id = v.supplier_id
  left join expenses e on e.workspace_id = s.workspace_id and e.id = s.expense_id
  left join users u on u.id = s.created_by`;

/**
 * Why each of these invoices waiting for review may be a second copy, by scan: an invoice of
 * the same supplier and number already entered, or another copy uploaded before it and still
 * waiting. The supplier is the one the reader matched, else the one of the very name read.
 */
async function copiesOf(
  tx: Executor,
  workspaceId: string,
  scanIds: string[],
): Promise<Map<string, string>> {
  if (scanIds.length === 0) return new Map();
  const { rows } = await tx.query<{
    id: string;
    invoice: string | null;
    supplier: string | null;
    earlier: string | null;
  }>(
    `with waiting as (
       select s.id, s.created_at, lower(s.reading->'invoiceNumber'->>'value') as number,
              lower(s.reading->'supplier'->>'value') as name_read,
              coalesce(s.reading->>'supplierId',
                       (select sp.id::text from suppliers sp
                         where sp.workspace_id = s.workspace_id
                           and lower(sp.name) = lower(s.reading->'supplier'->>'value')
                         limit 1)) as supplier_id
         from document_scans s
        where s.workspace_id = $1 and s.id = any($2::uuid[]) and s.kind = 'invoice'
          and s.status = 'ready' and s.reading->'invoiceNumber'->>'value' is not null)
     select w.id,
            (select v.number from invoices v
              where v.workspace_id = $1 and v.supplier_id::text = w.supplier_id
                and lower(v.number) = w.number limit 1) as invoice,
            (select sp.name from suppliers sp
              where sp.workspace_id = $1 and sp.id::text = w.supplier_id) as supplier,
            (select f.file_name from document_scans s2
               join document_files f on f.workspace_id = s2.workspace_id and f.id = s2.file_id
              where s2.workspace_id = $1 and s2.kind = 'invoice' and s2.status = 'ready'
                and s2.id <> w.id and s2.created_at < w.created_at
                and lower(s2.reading->'invoiceNumber'->>'value') = w.number
                and (s2.reading->>'supplierId' = w.supplier_id
                     or lower(s2.reading->'supplier'->>'value') = w.name_read)
              order by s2.created_at limit 1) as earlier
       from waiting w`,
    [workspaceId, scanIds],
  );
  const copies = new Map<string, string>();
  for (const row of rows)
    if (row.invoice)
      copies.set(row.id, `Invoice ${row.invoice} from ${row.supplier} is already entered.`);
    else if (row.earlier)
      copies.set(row.id, `Another copy, ${row.earlier}, was uploaded before this one.`);
  return copies;
}

function summary(row: ScanRow, copies = new Map<string, string>()): ScanSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fileName: row.file_name,
    fileSize: row.size,
    pagesDone: row.pages_done,
    pages: row.pages,
    orderId: row.order_id,
    orderNumber: row.order_number,
    supplierName: row.supplier_name,
    invoiceNumber: row.invoice_number,
    total: row.total,
    error: row.error,
    invoiceId: row.invoice_id,
    expenseId: row.expense_id,
    creditId: row.credit_request_id,
    duplicateOf: copies.get(row.id) ?? null,
    createdAt: iso(row.created_at),
    createdBy: row.created_by,
  };
}

/** The fields as read, in the shape the review shows them. */
export function presentReading(read: ReadInvoice): ScanReading {
  const { lines, ...fields } = read;
  return {
    supplier: fields.supplier,
    invoiceNumber: fields.invoiceNumber,
    date: fields.date,
    dueDate: fields.dueDate,
    currency: fields.currency,
    subtotal: fields.subtotal,
    tax: fields.tax,
    total: fields.total,
    lines: lines.value ?? [],
    linesConfidence: lines.confidence,
  };
}

/** Below this, a name read is not taken for one of the workspace's suppliers. */
const SUPPLIER_LIKENESS = 0.75;

/**
 * The supplier whose name is most like the name read, when it is close enough: "Fresh Farms"
 * at the top of the page is the workspace's "Fresh Farms Produce".
 */
async function likelySupplier(tx: Executor, workspaceId: string, name: string | null) {
  if (!name) return null;
  const { rows } = await tx.query<{ id: string; name: string }>(
    "select id, name from suppliers where workspace_id = $1 and archived_at is null",
    [workspaceId],
  );
  let best: { id: string; likeness: number } | null = null;
  for (const supplier of rows) {
    const likeness = descriptionLikeness(name, supplier.name);
    if (likeness >= SUPPLIER_LIKENESS && (!best || likeness > best.likeness))
      best = { id: supplier.id, likeness };
  }
  return best?.id ?? null;
}

const mayBeSeen = `($3::uuid[] is null or s.location_id is null or s.location_id = any($3::uuid[]))`;

/**
 * The documents of a kind being read, waiting for review or failed (open), or approved and
 * discarded (done), newest first, at the locations the member may see.
 */
export async function listScans(
  tx: Executor,
  member: Member,
  kind: ScanKind,
  state: "open" | "done",
): Promise<ScanSummary[]> {
  const { rows } = await tx.query<ScanRow>(
    `select ${COLUMNS} from ${FROM}
      where s.workspace_id = $1 and s.kind = $2 and ${mayBeSeen}
        and (s.status in ('reading', 'ready', 'failed')) = ($4 = 'open')
      order by s.created_at desc limit 100`,
    [member.workspaceId, kind, member.locationIds, state],
  );
  const copies = await copiesOf(
    tx,
    member.workspaceId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summary(row, copies));
}

/** The stored scan's row, or null when it is not of this kind (the route then answers 404). */
export async function scanRow(tx: Executor, member: Member, kind: ScanKind, scanId: string) {
  const { rows } = await tx.query<
    ScanRow & { document: InvoiceDocument | null; reading: ReadInvoice | null }
  >(
    `select ${COLUMNS}, s.document, s.reading from ${FROM}
      where s.workspace_id = $1 and s.kind = $2 and s.id = $3`,
    [member.workspaceId, kind, scanId],
  );
  return rows[0] ?? null;
}

/**
 * One document with what was read from it and, for an invoice, what the review starts from for
 * `supplierId` (or the supplier read): orders, items, line matches, a duplicate.
 */
export async function findScan(
  tx: Executor,
  member: Member,
  row: NonNullable<Awaited<ReturnType<typeof scanRow>>>,
  supplierId: string | null,
): Promise<Scan> {
  // The order it was uploaded from says who sent it better than the page's print does.
  const chosen =
    supplierId ??
    row.order_supplier_id ??
    row.reading?.supplierId ??
    (await likelySupplier(tx, member.workspaceId, row.reading?.supplier.value ?? null));
  const suggestions =
    row.reading && row.document && row.kind === "invoice"
      ? await reviewSuggestions(
          tx,
          member.workspaceId,
          { document: row.document, reading: row.reading, orderId: row.order_id },
          chosen,
        )
      : null;
  const order = suggestions?.orders.find((one) => one.id === suggestions.suggestedOrder?.orderId);
  return {
    ...summary(row, await copiesOf(tx, member.workspaceId, [row.id])),
    suggestedLocation:
      row.kind === "invoice" && row.reading
        ? await suggestedLocation(
            tx,
            member,
            { document: row.document, locationId: row.location_id },
            order ?? null,
          )
        : null,
    contentType: row.content_type,
    sha256: row.sha256,
    locationId: row.location_id,
    reading: row.reading ? presentReading(row.reading) : null,
    source: row.document?.source ?? null,
    pageImages: await pageSizes(tx, member.workspaceId, row.file_id),
    places: row.reading && row.document ? placesRead(row.document, row.reading) : [],
    supplierId: chosen,
    orders: suggestions?.orders ?? [],
    suggestedOrder: suggestions?.suggestedOrder ?? null,
    catalog: suggestions?.catalog ?? [],
    lineMatches: suggestions?.lineMatches ?? [],
    duplicate: suggestions?.duplicate ?? null,
    creditMemo: row.kind === "invoice" && row.document ? isCreditMemo(row.document) : false,
    tolerance: await matchTolerance(tx, member.workspaceId),
  };
}
