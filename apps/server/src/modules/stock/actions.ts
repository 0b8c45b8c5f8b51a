import type {
  AdjustmentInput,
  ReceiptInput,
  Recorded,
  TransferInput,
  UsageInput,
  WasteInput,
} from "@larder/contracts";
import { exact, parseQuantity, type Exact } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";
import { once } from "../../http/request-keys";
import { activeItem, quantityInBaseUnit, type ItemRecord } from "../items/records";
import { writableLocation } from "../locations/scope";
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
  input: UsageInput & { requestKey?: string | undefined },
  build: (item: ItemRecord, amount: ReturnType<typeof amounts>) => Omit<NewMovement, "itemId">,
): Promise<Recorded> {
  return once(tx, member, input.requestKey, async () => {
    const item = await activeItem(tx, member.workspaceId, input.itemId);
    await writableLocation(tx, member, input.locationId);
    const movement = { itemId: item.id, ...build(item, amounts(item, input)) };
    return recordMovements(tx, member, new Map([[item.id, item]]), [movement]);
  });
}

/** What the kitchen used (for a dish, a prep): stock goes down. */
export function recordUsage(tx: Executor, member: Member, input: UsageInput): Promise<Recorded> {
  return recordOne(tx, member, input, (item, { base, entered }) => ({
    locationId: input.locationId,
    kind: "usage",
    quantity: base.neg(),
    enteredQuantity: entered,
    enteredUnit: input.unit,
    note: input.note ?? "",
  }));
}

/** What was thrown away, and why. */
export function recordWaste(tx: Executor, member: Member, input: WasteInput): Promise<Recorded> {
  return recordOne(tx, member, input, (item, { base, entered }) => ({
    locationId: input.locationId,
    kind: "waste",
    quantity: base.neg(),
    enteredQuantity: entered,
    enteredUnit: input.unit,
    reason: input.reason,
    note: input.note ?? "",
  }));
}

/** A delivery received without a purchase order: stock goes up, at the price paid if known. */
export function recordReceipt(
  tx: Executor,
  member: Member,
  input: ReceiptInput,
): Promise<Recorded> {
  return recordOne(tx, member, input, (item, { base, entered }) => ({
    locationId: input.locationId,
    kind: "receipt",
    quantity: base,
    // A price per entered unit becomes a price per base unit: $30 a case of 15 kg is $2/kg.
    unitCost:
      input.unitCost === null || input.unitCost === undefined
        ? null
        : exact(input.unitCost)
            .mul(entered ?? exact(1))
            .div(base),
    enteredQuantity: entered,
    enteredUnit: input.unit,
    note: input.note ?? "",
  }));
}

/** A correction with a reason: found stock, a mistake, a staff meal. */
export function recordAdjustment(
  tx: Executor,
  member: Member,
  input: AdjustmentInput,
): Promise<Recorded> {
  return recordOne(tx, member, input, (item, { base, entered }) => ({
    locationId: input.locationId,
    kind: "adjustment",
    quantity: input.direction === "add" ? base : base.neg(),
    enteredQuantity: entered,
    enteredUnit: input.unit,
    reason: input.reason,
    note: input.note ?? "",
  }));
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
  return once(tx, member, input.requestKey, async () => {
    const item = await activeItem(tx, member.workspaceId, input.itemId);
    await writableLocation(tx, member, input.fromLocationId);
    await writableLocation(tx, member, input.toLocationId);
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
    return recordMovements(tx, member, new Map([[item.id, item]]), [
      { ...common, locationId: input.fromLocationId, kind: "transfer_out", quantity: base.neg() },
      { ...common, locationId: input.toLocationId, kind: "transfer_in", quantity: base },
    ]);
  });
}
