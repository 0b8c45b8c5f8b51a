import { ACCOUNTING_CATEGORIES, type AccountingCategory } from "@larder/contracts";
import { NotFoundError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { rememberCategories } from "../accounting";
import { recordChange } from "../audit";

/**
 * Codes one invoice line to an accounting category, and remembers the choice for the supplier's
 * item (or the line's words) so that its next invoice is coded the same way.
 */
export async function codeInvoiceLine(
  tx: Executor,
  member: Member,
  ids: { invoiceId: string; invoiceLineId: string },
  category: AccountingCategory,
): Promise<void> {
  const { rows } = await tx.query<{
    item_id: string | null;
    description: string;
    was: AccountingCategory;
    supplier_id: string;
    supplier: string;
    number: string;
    location_id: string | null;
  }>(
    `select il.item_id, il.description, il.account_category as was, v.supplier_id,
            s.name as supplier, v.number, v.location_id
       from invoice_lines il
       join invoices v on v.workspace_id = il.workspace_id and v.id = il.invoice_id
       join suppliers s on s.workspace_id = v.workspace_id and s.id = v.supplier_id
      where il.workspace_id = $1 and il.invoice_id = $2 and il.id = $3
        and ($4::uuid[] is null or v.location_id is null or v.location_id = any($4::uuid[]))
      for update of il`,
    [member.workspaceId, ids.invoiceId, ids.invoiceLineId, member.locationIds],
  );
  const line = rows[0];
  if (!line) throw new NotFoundError("invoice_line_not_found", "This invoice has no such line.");
  await rememberCategories(tx, member.workspaceId, line.supplier_id, [
    { itemId: line.item_id, description: line.description, accountCategory: category },
  ]);
  if (line.was === category) return;
  await tx.query(
    "update invoice_lines set account_category = $3 where workspace_id = $1 and id = $2",
    [member.workspaceId, ids.invoiceLineId, category],
  );
  await recordChange(tx, member, {
    action: "invoice_line_coded",
    summary: `coded “${line.description}” on invoice ${line.number} from ${line.supplier} to ${
      ACCOUNTING_CATEGORIES[category].label
    } (was ${ACCOUNTING_CATEGORIES[line.was].label})`,
    locationId: line.location_id,
    details: {
      invoiceId: ids.invoiceId,
      lineId: ids.invoiceLineId,
      before: { accountCategory: line.was },
      after: { accountCategory: category },
    },
  });
}
