import type { Invoice } from "@larder/contracts";
import {
  addDays,
  compare,
  documentTotals,
  lineAmount,
  MONEY_SCALE,
  toDecimal,
  toFixedDecimal,
  ConflictError,
  NotFoundError,
} from "@larder/domain";
import type { Executor } from "../../db/database";
import { dollars, recordChange } from "../audit";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { workspaceToday } from "../locations";
import { approvalChain } from "../approvals";
import { creditBriefs, nextNumber, takeCreditOnInvoice } from "../purchasing";
import { enterInvoiceLines } from "./entry-lines";
import { billedOrders, invoicePayments } from "./invoice-details";
import { invoiceLines, matchFlags, matchTolerance } from "./match";
import { presentProposal, proposedCreditLines } from "./proposed-credit";
import { INVOICE_SQL, presentSummary, type SummaryRow } from "./summary";

import { invalid, type NewInvoice } from "./entry-lines";

/**
 * Enters a supplier's invoice (a bill): its number (the supplier's, or INV-YYYY-NNN), buyer,
 * dates, lines and the orders it bills, and the file it was read from, if any. Lines without an
 * order line are matched to the billed orders by item; every item line's price becomes the
 * supplier's price for that item and unit (kept in its history; a new supplier item when there
 * was none). The credits it takes off for earlier deliveries close their requests and come off
 * its balance.
 */
export async function createInvoice(
  tx: Executor,
  member: Member,
  input: NewInvoice,
  fileId: string | null = null,
): Promise<string> {
  const { supplier, buyer, orderIds } = await invoiceParties(tx, member, input);
  const { totalExcl, totalIncl } = invoiceTotals(input);
  const number =
    input.number ||
    (await nextNumber(tx, member.workspaceId, "INV", Number(input.effectiveDate.slice(0, 4))));
  const dueDate = input.dueDate ?? addDays(input.effectiveDate, supplier.terms);
  if (dueDate < input.effectiveDate)
    throw invalid("The due date cannot be before the invoice date.");

  const { rows } = await tx
    .query<{ id: string }>(
      `insert into invoices (workspace_id, number, supplier_id, location_id, buyer_user_id, buyer_name,
                             effective_date, due_date, total_excl_tax, total_incl_tax, notes, created_by,
                             file_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [
        member.workspaceId,
        number,
        input.supplierId,
        input.locationId,
        buyer.id,
        buyer.name,
        input.effectiveDate,
        dueDate,
        totalExcl,
        totalIncl,
        input.notes,
        member.userId,
        fileId,
      ],
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "23505")
        throw new ConflictError(
          "duplicate_invoice",
          `Invoice ${number} from ${supplier.name} is already entered.`,
        );
      throw error;
    });
  const invoiceId = rows[0]!.id;
  if (orderIds.length > 0)
    await tx.query(
      `insert into invoice_orders (workspace_id, invoice_id, order_id)
       select $1, $2, o.id from unnest($3::uuid[]) as o(id)`,
      [member.workspaceId, invoiceId, orderIds],
    );
  await enterInvoiceLines(
    tx,
    member,
    { id: invoiceId, supplierId: input.supplierId, orderIds },
    input.lines,
  );
  for (const credit of input.credits)
    await takeCreditOnInvoice(
      tx,
      member,
      { id: invoiceId, number, supplierId: input.supplierId, date: input.effectiveDate },
      credit,
    );
  await recordChange(tx, member, {
    action: "invoice_entered",
    summary: `entered invoice ${number} from ${supplier.name} for ${dollars(totalIncl)}${
      fileId ? " (from a scanned file)" : ""
    }`,
    locationId: input.locationId ?? null,
    details: {
      invoiceId,
      number,
      supplierId: input.supplierId,
      supplier: supplier.name,
      after: {
        effectiveDate: input.effectiveDate,
        dueDate: input.dueDate ?? null,
        totalExclTax: totalExcl,
        totalInclTax: totalIncl,
        lines: input.lines.length,
        credits: input.credits,
      },
    },
  });
  return invoiceId;
}

/** The supplier, the buyer and the orders an invoice names, each checked. */
async function invoiceParties(tx: Executor, member: Member, input: NewInvoice) {
  const { rows: suppliers } = await tx.query<{ terms: number; name: string; archived: boolean }>(
    `select payment_terms_days as terms, name, archived_at is not null as archived
       from suppliers where workspace_id = $1 and id = $2`,
    [member.workspaceId, input.supplierId],
  );
  const supplier = suppliers[0];
  if (!supplier)
    throw new NotFoundError(
      "supplier_not_found",
      "This supplier does not exist in this workspace.",
    );
  const buyerId = input.buyerUserId ?? member.userId;
  const { rows: buyers } = await tx.query<{ name: string }>(
    `select coalesce(nullif(u.name, ''), u.email) as name from memberships m join users u on u.id = m.user_id
      where m.workspace_id = $1 and m.user_id = $2`,
    [member.workspaceId, buyerId],
  );
  if (!buyers[0]) throw invalid("The buyer must be a member of this workspace.");
  const orderIds = [...new Set(input.orderIds)];
  if (orderIds.length > 0) {
    const { rows } = await tx.query<{ n: number }>(
      `select count(*)::int as n from purchase_orders
        where workspace_id = $1 and id = any($2::uuid[]) and supplier_id = $3`,
      [member.workspaceId, orderIds, input.supplierId],
    );
    if (rows[0]!.n !== orderIds.length)
      throw invalid(`Every order billed must be an order from ${supplier.name}.`);
  }
  return { supplier, buyer: { id: buyerId, name: buyers[0].name }, orderIds };
}

/** The invoice's totals: as typed, else its lines' sum; refused when they cannot be right. */
function invoiceTotals(input: NewInvoice) {
  const computed = input.lines.length > 0 ? documentTotals(input.lines) : null;
  const totalExcl = input.totalExclTax ?? computed!.exclTax;
  const totalIncl = input.totalInclTax ?? computed!.inclTax;
  if (compare(totalIncl, totalExcl) < 0)
    throw invalid("The total with tax cannot be below the total before tax.");
  // Returns credited on the invoice take off what it bills, never more.
  if (computed && compare(computed.inclTax, "0") < 0)
    throw invalid(
      `The lines come to ${dollars(computed.inclTax)}, less than nothing: a credit larger than what the invoice bills is a credit memo. Record it on the supplier's credit instead.`,
    );
  return { totalExcl, totalIncl };
}

/** An invoice with its lines, the orders it bills, its payments and what does not match. */
export async function findInvoice(
  tx: Executor,
  workspaceId: string,
  invoiceId: string,
): Promise<Invoice> {
  const { rows } = await tx.query<
    SummaryRow & {
      buyer_user_id: string | null;
      location_id: string | null;
      notes: string;
      created_at: Date;
      approval_limit: string | null;
      file_id: string | null;
    }
  >(
    `select x.*, v.buyer_user_id, v.location_id, v.notes, v.created_at, w.approval_limit::text,
            v.file_id
       from (${INVOICE_SQL} where v.workspace_id = $1 and v.id = $2) x
       join invoices v on v.workspace_id = $1 and v.id = x.id
       join workspaces w on w.id = v.workspace_id`,
    [workspaceId, invoiceId],
  );
  const row = rows[0]!;
  const lines = await invoiceLines(tx, workspaceId, [invoiceId]);
  const orders = await billedOrders(tx, workspaceId, invoiceId);
  const payments = await invoicePayments(tx, workspaceId, invoiceId);
  const match = matchFlags(
    { totalInclTax: row.total_incl_tax, orderCount: orders.length },
    lines,
    await matchTolerance(tx, workspaceId),
  );
  const limit = row.approval_limit;
  return {
    ...presentSummary(row, match.length, await workspaceToday(tx, workspaceId)),
    buyerUserId: row.buyer_user_id,
    locationId: row.location_id,
    notes: row.notes,
    createdAt: iso(row.created_at),
    paid: toFixedDecimal(row.paid, MONEY_SCALE),
    fileId: row.file_id,
    lines: lines.map((line) => ({
      id: line.id,
      itemId: line.item_id,
      itemName: line.item_name,
      description: line.description,
      unit: line.unit ?? line.order_unit,
      quantity: toDecimal(line.quantity),
      unitPrice: toDecimal(line.unit_price, 4),
      taxRate: toDecimal(line.tax_rate, 6),
      amount: lineAmount(line.quantity, line.unit_price),
      orderLineId: line.order_line_id,
      accountCategory: line.account_category,
    })),
    orders: orders.map(({ id, number, status }) => ({ id, number, status })),
    payments,
    match,
    // The limit is checked again when the invoice arrives: above it, an order must have been approved.
    needsApproval:
      limit !== null &&
      compare(row.total_incl_tax, limit) > 0 &&
      (orders.length === 0 || orders.some((order) => !order.approved)),
    credits: await creditBriefs(tx, workspaceId, {
      invoiceId,
      orderIds: orders.map((order) => order.id),
    }),
    proposedCredit: presentProposal(await proposedCreditLines(tx, workspaceId, lines)),
    approvals: await approvalChain(tx, workspaceId, { document: "invoice", documentId: invoiceId }),
  };
}
