import {
  exact,
  LEARNABLE_FIELDS,
  learnPlace,
  type InvoiceDocument,
  type LearnableField,
  type ReadingContext,
  type ReadInvoice,
  type SupplierLayout,
} from "@larder/domain";
import type { Executor } from "../../db/database";

/**
 * What the reader may know of the workspace (decision 0027): its suppliers' names, emails, phones,
 * tax numbers and bank accounts, and the restaurant's account numbers with them, to find which
 * one sent the document; and where each of them writes its fields, learnt from corrections.
 */
export async function readingContext(tx: Executor, workspaceId: string): Promise<ReadingContext> {
  const { rows } = await tx.query<{
    id: string;
    name: string;
    email: string;
    ordering_email: string;
    phone: string;
    account_number: string;
    tax_number: string;
    bank_account: string;
  }>(
    `select id, name, email, ordering_email, phone, account_number, tax_number, bank_account
       from suppliers where workspace_id = $1 and archived_at is null`,
    [workspaceId],
  );
  const suppliers = rows.map((row) => ({
    id: row.id,
    name: row.name,
    emails: [row.email, row.ordering_email].filter(Boolean),
    phones: row.phone ? [row.phone] : [],
    accountNumber: row.account_number,
    taxNumber: row.tax_number,
    bankAccount: row.bank_account,
  }));
  const { rows: layouts } = await tx.query<{ supplier_id: string; layout: SupplierLayout }>(
    "select supplier_id, layout from supplier_invoice_layouts where workspace_id = $1",
    [workspaceId],
  );
  return { suppliers, layouts: new Map(layouts.map((row) => [row.supplier_id, row.layout])) };
}

const MONEY = new Set<LearnableField>(["subtotal", "tax", "total"]);

/** The header fields as a person approved them, in the reader's terms. */
export type ApprovedFields = Partial<Record<LearnableField, string | null>>;

/**
 * Learns from a review: each field the person changed from what was read is looked for on the
 * document, and where it was found (its label, its box) is remembered for the supplier, so the
 * next invoice from them is read there first. Fields read right, or typed from elsewhere (not on
 * the page), teach nothing. Returns the fields learnt.
 */
export async function learnFromReview(
  tx: Executor,
  workspaceId: string,
  supplierId: string,
  document: InvoiceDocument,
  read: ReadInvoice,
  approved: ApprovedFields,
): Promise<LearnableField[]> {
  const learnt: SupplierLayout = {};
  for (const field of LEARNABLE_FIELDS) {
    const value = approved[field];
    if (value === undefined || value === null || value === "") continue;
    const was = read[field].value;
    if (was === value || (MONEY.has(field) && was !== null && exact(was).equals(exact(value))))
      continue;
    const place = learnPlace(document, field, value);
    if (place) learnt[field] = place;
  }
  const fields = Object.keys(learnt) as LearnableField[];
  if (fields.length === 0) return fields;
  await tx.query(
    `insert into supplier_invoice_layouts (workspace_id, supplier_id, layout)
     values ($1, $2, $3)
     on conflict (workspace_id, supplier_id) do update
       set layout = supplier_invoice_layouts.layout || excluded.layout, updated_at = now()`,
    [workspaceId, supplierId, JSON.stringify(learnt)],
  );
  return fields;
}
