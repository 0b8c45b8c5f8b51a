import {
  ADJUSTMENT_REASON_LABELS,
  WASTE_REASON_LABELS,
  type AdjustmentInput,
  type ReceiptInput,
  type Recorded,
  type TransferInput,
  type UsageInput,
  type WasteInput,
} from "@larder/contracts";
import { exact, parseQuantity, type Exact } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { recordChange, type Change } from "../audit";
import { once } from "../../core/request-keys";
import { activeItem, loadItemRecords, quantityInBaseUnit, type ItemRecord } from "../items";
import { writableLocation } from "../locations";
import { addReceiptLine, startSupplierReceipt } from "./receipts";
import type { NewMovement } from "./ledger";
import { recordMovements } from "./record";
import { randomUUID } from "node:crypto";

type Entered = { quantity: string; unit: string };

/** The quantity as typed, and the same in the item's base unit. */
function amounts(item: ItemRecord, input: Entered): { base: Exact; entered: Exact | null } {
  return {
    base: quantityInBaseUnit(item, input.quantity, input.unit),
    entered: parseQuantity(input.quantity),
  };
}

async function recordOne(
  tx: Executor,
  member: Member,
  action: string,
  input: UsageInput & { requestKey?: string | undefined },
  build: (item: ItemRecord, amount: ReturnType<typeof amounts>) => Omit<NewMovement, "itemId">,
  audit: (what: string, at: string) => Omit<Change, "details" | "locationId">,
): Promise<Recorded> {
  return once(tx, member, { key: input.requestKey, action, details: input }, async () => {
    const item = await activeItem(tx, member.workspaceId, input.itemId);
    const locationName = await writableLocation(tx, member, input.locationId);
    const movement = { itemId: item.id, ...build(item, amounts(item, input)) };
    const recorded = await recordMovements(tx, member, new Map([[item.id, item]]), [movement]);
    await recordChange(tx, member, {
      ...audit(`${input.quantity} ${input.unit} of ${item.name}`, locationName),
      locationId: input.locationId,
      details: {
        ...movementDetails(input, item),
        movementIds: recorded.movements.map((m) => m.id),
      },
    });
    return recorded;
  });
}

/** The structured part of a stock action's audit entry: what was entered, as entered. */
function movementDetails(
  input: Entered & { note?: string | undefined; reason?: string | undefined },
  item: ItemRecord,
): Record<string, unknown> {
  return {
    itemId: item.id,
    item: item.name,
    quantity: input.quantity,
    unit: input.unit,
    ...(input.reason ? { reason: input.reason } : {}),
    ...(input.note ? { note: input.note } : {}),
  };
}

/** What the kitchen used (for a dish, a prep): stock goes down. */
export function recordUsage(tx: Executor, member: Member, input: UsageInput): Promise<Recorded> {
  return recordOne(
    tx,
    member,
    "stock.usage",
    input,
    (item, { base, entered }) => ({
      locationId: input.locationId,
      kind: "usage",
      quantity: base.neg(),
      enteredQuantity: entered,
      enteredUnit: input.unit,
      note: input.note ?? "",
    }),
    (what, at) => ({ action: "usage_recorded", summary: `recorded usage of ${what} at ${at}` }),
  );
}

/** What was thrown away, and why. */
export function recordWaste(tx: Executor, member: Member, input: WasteInput): Promise<Recorded> {
  return recordOne(
    tx,
    member,
    "stock.waste",
    input,
    (item, { base, entered }) => ({
      locationId: input.locationId,
      kind: "waste",
      quantity: base.neg(),
      enteredQuantity: entered,
      enteredUnit: input.unit,
      reason: input.reason,
      note: input.note ?? "",
    }),
    (what, at) => ({
      action: "waste_recorded",
      summary: `recorded waste of ${what} at ${at} (${WASTE_REASON_LABELS[input.reason]})`,
    }),
  );
}

/**
 * A delivery received without a purchase order: stock goes up, at the price paid if known. With
 * a supplier it is kept as that supplier's delivery: priced at their price for the unit when no
 * price is given, and a price given becomes their price (with its history and rise alert).
 */
export function recordReceipt(
  tx: Executor,
  member: Member,
  input: ReceiptInput,
): Promise<Recorded> {
  return once(
    tx,
    member,
    { key: input.requestKey, action: "stock.receipt", details: input },
    async () => {
      const item = await activeItem(tx, member.workspaceId, input.itemId);
      const locationName = await writableLocation(tx, member, input.locationId);
      const { base, entered } = amounts(item, input);
      const perEntered = entered ?? exact(1);
      const receipt = input.supplierId
        ? await startSupplierReceipt(tx, member, { ...input, supplierId: input.supplierId }, item)
        : null;
      const price = input.unitCost ?? receipt?.listedPrice ?? null;
      const receiptId = receipt?.receiptId ?? null;
      const supplierName = receipt?.supplierName ?? null;
      const recorded = await recordMovements(tx, member, new Map([[item.id, item]]), [
        {
          itemId: item.id,
          locationId: input.locationId,
          kind: "receipt",
          quantity: base,
          // A price per entered unit becomes a price per base unit: $30 a case of 15 kg is $2/kg.
          unitCost: price === null ? null : exact(price).mul(perEntered).div(base),
          enteredQuantity: entered,
          enteredUnit: input.unit,
          note: input.note ?? "",
          sourceType: receiptId ? "receipt" : null,
          sourceId: receiptId,
        },
      ]);
      if (receipt)
        await addReceiptLine(tx, member, input, {
          receipt,
          item,
          movementId: recorded.movements[0]!.id,
          price,
          base,
          perEntered,
        });
      await recordChange(tx, member, {
        action: "stock_received",
        summary: `received ${input.quantity} ${input.unit} of ${item.name} at ${locationName}${
          supplierName ? ` from ${supplierName}` : ""
        } without an order`,
        locationId: input.locationId,
        details: {
          ...movementDetails(input, item),
          supplierId: input.supplierId ?? null,
          supplier: supplierName,
          unitCost: price,
          receiptId,
          movementIds: recorded.movements.map((m) => m.id),
        },
      });
      return recorded;
    },
  );
}

/** A correction with a reason: found stock, a mistake, a staff meal. */
export function recordAdjustment(
  tx: Executor,
  member: Member,
  input: AdjustmentInput,
): Promise<Recorded> {
  return recordOne(
    tx,
    member,
    "stock.adjustment",
    input,
    (item, { base, entered }) => ({
      locationId: input.locationId,
      kind: "adjustment",
      quantity: input.direction === "add" ? base : base.neg(),
      enteredQuantity: entered,
      enteredUnit: input.unit,
      reason: input.reason,
      note: input.note ?? "",
    }),
    (what, at) => ({
      action: "stock_adjusted",
      summary: `${input.direction === "add" ? "added" : "removed"} ${what} at ${at} (${
        ADJUSTMENT_REASON_LABELS[input.reason]
      })`,
    }),
  );
}

/**
 * Stock moved from one location to another: both sides in one transaction, sharing the
 * transfer's id, at the sending location's average cost.
 */
export function recordTransfer(
  tx: Executor,
  member: Member,
  input: TransferInput,
): Promise<Recorded> {
  return once(
    tx,
    member,
    { key: input.requestKey, action: "stock.transfer", details: input },
    async () => {
      const item = await activeItem(tx, member.workspaceId, input.itemId);
      const fromName = await writableLocation(tx, member, input.fromLocationId);
      const toName = await writableLocation(tx, member, input.toLocationId);
      const { base, entered } = amounts(item, input);
      const { rows } = await tx.query<{ average_unit_cost: string | null }>(
        `select average_unit_cost::text from stock_balances
        where workspace_id = $1 and item_id = $2 and location_id = $3`,
        [member.workspaceId, item.id, input.fromLocationId],
      );
      const cost = rows[0]?.average_unit_cost ?? null;
      const transferId = randomUUID();
      const common = {
        itemId: item.id,
        enteredQuantity: entered,
        enteredUnit: input.unit,
        note: input.note ?? "",
        sourceType: "transfer",
        sourceId: transferId,
        unitCost: cost === null ? null : exact(cost),
      };
      const recorded = await recordMovements(tx, member, new Map([[item.id, item]]), [
        { ...common, locationId: input.fromLocationId, kind: "transfer_out", quantity: base.neg() },
        { ...common, locationId: input.toLocationId, kind: "transfer_in", quantity: base },
      ]);
      await recordChange(tx, member, {
        action: "stock_transferred",
        summary: `transferred ${input.quantity} ${input.unit} of ${item.name} from ${fromName} to ${toName}`,
        locationId: input.fromLocationId,
        details: {
          ...movementDetails(input, item),
          transferId,
          fromLocationId: input.fromLocationId,
          toLocationId: input.toLocationId,
        },
      });
      return recorded;
    },
  );
}

/**
 * The stock already on the shelf when an item is created: one opening-stock adjustment per
 * location, at the cost given (per entered unit) if any.
 */
export async function recordOpeningStock(
  tx: Executor,
  member: Member,
  itemId: string,
  opening: { locationId: string; quantity: string; unit: string; unitCost: string | null }[],
): Promise<void> {
  const items = await loadItemRecords(tx, member.workspaceId, [itemId]);
  const item = items.get(itemId)!;
  const movements: NewMovement[] = opening.map((line) => {
    const base = quantityInBaseUnit(item, line.quantity, line.unit);
    const entered = parseQuantity(line.quantity);
    return {
      itemId,
      locationId: line.locationId,
      kind: "adjustment",
      reason: "opening_stock",
      quantity: base,
      enteredQuantity: entered,
      enteredUnit: line.unit,
      unitCost: line.unitCost === null ? null : exact(line.unitCost).mul(entered!).div(base),
    };
  });
  await recordMovements(tx, member, items, movements);
}
