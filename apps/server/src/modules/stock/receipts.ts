// A delivery received from a supplier without a purchase order is kept as that supplier's
// receipt: a receipt with one line, priced at what was paid or what the ledger valued it at.
import type { ReceiptInput } from "@larder/contracts";
import { exact, toDecimal, type Exact } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import type { ItemRecord } from "../items";
import { activeSupplier, recordPrice } from "../suppliers";
import { randomUUID } from "node:crypto";

/** The supplier's receipt started for a delivery, and what the supplier sells the item at. */
export interface SupplierReceipt {
  receiptId: string;
  supplierName: string;
  /** The supplier's offer of the item in the unit received, if they list one. */
  supplierItemId: string | null;
  /** The price their offer gives the unit, if they list one. */
  listedPrice: string | null;
}

/**
 * Starts the receipt of a delivery from `supplierId` (which must still be ordered from), and
 * finds the supplier's offer of the item in the unit received.
 */
export async function startSupplierReceipt(
  tx: Executor,
  member: Member,
  input: ReceiptInput & { supplierId: string },
  item: ItemRecord,
): Promise<SupplierReceipt> {
  const supplierName = (
    await activeSupplier(tx, member.workspaceId, input.supplierId, "receive from")
  ).name;
  const { rows: sold } = await tx.query<{ id: string; price: string }>(
    `select id, price::text from supplier_items
          where workspace_id = $1 and supplier_id = $2 and item_id = $3 and unit = $4`,
    [member.workspaceId, input.supplierId, item.id, input.unit],
  );
  const receiptId = randomUUID();
  await tx.query(
    `insert into receipts (workspace_id, id, supplier_id, location_id, received_by, note)
         values ($1, $2, $3, $4, $5, $6)`,
    [
      member.workspaceId,
      receiptId,
      input.supplierId,
      input.locationId,
      member.userId,
      input.note ?? "",
    ],
  );
  return {
    receiptId,
    supplierName,
    supplierItemId: sold[0]?.id ?? null,
    listedPrice: sold[0]?.price ?? null,
  };
}

/**
 * The receipt's line for the stock movement recorded: at the price paid, or without one at the
 * cost the ledger gave it (the average). A price paid becomes the supplier's price.
 */
export async function addReceiptLine(
  tx: Executor,
  member: Member,
  input: ReceiptInput,
  line: {
    receipt: SupplierReceipt;
    item: ItemRecord;
    movementId: string;
    price: string | null;
    base: Exact;
    perEntered: Exact;
  },
): Promise<void> {
  const { receipt, item, movementId, price, base, perEntered } = line;
  const { receiptId, supplierItemId } = receipt;
  // Without a price, the line is valued at the cost the ledger gave it (the average).
  const { rows: costed } = await tx.query<{ unit_cost: string | null }>(
    "select unit_cost::text from stock_movements where workspace_id = $1 and id = $2",
    [member.workspaceId, movementId],
  );
  const unitPrice =
    price ??
    toDecimal(
      exact(costed[0]?.unit_cost ?? "0")
        .mul(base)
        .div(perEntered),
      4,
    );
  await tx.query(
    `insert into receipt_lines (workspace_id, receipt_id, item_id, unit, quantity, unit_price,
                                    outcome, note, movement_id)
         values ($1, $2, $3, $4, $5, $6, 'received', $7, $8)`,
    [
      member.workspaceId,
      receiptId,
      item.id,
      input.unit,
      toDecimal(perEntered),
      unitPrice,
      input.note ?? "",
      movementId,
    ],
  );
  if (supplierItemId && input.unitCost !== null && input.unitCost !== undefined)
    await recordPrice(tx, member, supplierItemId, input.unitCost, "receipt");
}
