import type { receiveOrderSchema } from "@larder/contracts";
import {
  ConflictError,
  InvalidError,
  exact,
  lineAfterDelivery,
  parseQuantity,
  receivedMeanwhile,
  shortLineProblem,
  toDecimal,
  type OrderLineProgress,
} from "@larder/domain";
import type { z } from "zod";
import type { ItemRecord } from "../items";
import type { NewMovement } from "../stock";
import type { CreditedLine } from "./credit-raise";

// A delivery against an order, worked out before anything is written: whether it may be
// received, and what it makes of each line (receiving.ts writes it).

export type ReceiveInput = z.output<typeof receiveOrderSchema>;
export type ReceivedLine = ReceiveInput["lines"][number];

/** An order line as receiving reads it. */
export interface LineRow {
  id: string;
  item_id: string;
  item_name: string;
  supplier_item_id: string | null;
  unit: string;
  quantity: string;
  unit_price: string;
  received_quantity: string;
  base_per_unit: string;
  tax_rate: string;
  closed: boolean;
}

/** A receipt line as it will be written. */
export interface PlannedLine {
  line: LineRow;
  itemId: string;
  unit: string;
  quantity: string;
  price: string;
  outcome: ReceivedLine["outcome"];
  note: string;
  photoId: string | null;
  substitute: boolean;
}

/**
 * Refuses a delivery that names a line not on the order or twice, one received by someone
 * else meanwhile, a closed line, or a "short" line that is not short.
 */
export function checkDelivery(orderNumber: string, lines: LineRow[], received: ReceivedLine[]) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set<string>();
  for (const [index, delivered] of received.entries()) {
    const line = byId.get(delivered.orderLineId);
    if (!line)
      throw new InvalidError(
        "invalid_receipt",
        `Line ${index + 1} is not a line of ${orderNumber}.`,
      );
    if (seen.has(line.id))
      throw new InvalidError("invalid_receipt", `Line ${index + 1} is listed twice.`);
    seen.add(line.id);
    if (receivedMeanwhile(delivered.expectedReceived, line.received_quantity))
      throw new ConflictError(
        "received_meanwhile",
        `Someone received ${orderNumber} while you were checking it. Reload the order to see what has come, then receive what is left.`,
      );
    if (line.closed)
      throw new ConflictError(
        "line_closed",
        `Line ${index + 1} of ${orderNumber} is already closed.`,
      );
    const short =
      delivered.outcome === "short"
        ? shortLineProblem(
            { ordered: line.quantity, received: line.received_quantity, itemName: line.item_name },
            delivered.quantity,
            line.unit,
          )
        : null;
    if (short) throw new InvalidError("short_not_short", short);
  }
}

/**
 * What a checked delivery makes of each line: its receipt movement (none for nothing
 * accepted), its receipt line, every order line's progress after it (the order's status is
 * decided from them) and the prices delivered that differ from none given.
 */
export function planDelivery(
  lines: LineRow[],
  received: ReceivedLine[],
  substitutes: Map<string, ItemRecord>,
  receipt: { receiptId: string; locationId: string },
) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const movements: (NewMovement & { receiptLine: number })[] = [];
  const planned: PlannedLine[] = [];
  const progress = new Map<string, OrderLineProgress>(
    lines.map((line) => [
      line.id,
      { ordered: line.quantity, received: line.received_quantity, closed: line.closed },
    ]),
  );
  const prices: { supplierItemId: string; price: string }[] = [];
  for (const delivered of received) {
    const line = byId.get(delivered.orderLineId)!;
    const accepted = delivered.quantity === "0" ? exact(0) : parseQuantity(delivered.quantity)!;
    const price = delivered.unitPrice ?? line.unit_price;
    const substitute =
      delivered.outcome === "substituted" && delivered.substituteItemId
        ? substitutes.get(delivered.substituteItemId)!
        : null;
    const itemId = substitute?.id ?? line.item_id;
    // A substitute comes in its own base unit; the ordered item in the line's unit.
    const perUnit = substitute ? exact(1) : exact(line.base_per_unit);
    const unit = substitute ? substitute.units.baseUnit : line.unit;
    if (accepted.compare(0) > 0)
      movements.push({
        itemId,
        locationId: receipt.locationId,
        kind: "receipt",
        quantity: accepted.mul(perUnit),
        unitCost: exact(price).div(perUnit),
        enteredQuantity: accepted,
        enteredUnit: unit,
        note: delivered.note,
        sourceType: "receipt",
        sourceId: receipt.receiptId,
        receiptLine: planned.length,
      });
    planned.push({
      line,
      itemId,
      unit,
      quantity: toDecimal(accepted),
      price,
      outcome: delivered.outcome,
      note: delivered.note,
      photoId: delivered.photoId,
      substitute: substitute !== null,
    });
    // Counted as it is stored (to the column's scale), so the status agrees with the line.
    progress.set(
      line.id,
      lineAfterDelivery(progress.get(line.id)!, {
        accepted: toDecimal(accepted),
        outcome: delivered.outcome,
        substitute: substitute !== null,
      }),
    );
    if (delivered.unitPrice !== null && line.supplier_item_id && !substitute)
      prices.push({ supplierItemId: line.supplier_item_id, price: delivered.unitPrice });
  }
  return { movements, lines: planned, progress, prices };
}

/** The lines a credit may be owed for (not substitutes), as the credit is worked out from. */
export function creditedLines(
  lines: PlannedLine[],
  receiptLineOf: Map<string, string>,
): CreditedLine[] {
  return lines
    .filter((line) => !line.substitute)
    .map((line) => ({
      receiptLineId: receiptLineOf.get(line.line.id)!,
      orderLineId: line.line.id,
      itemId: line.itemId,
      itemName: line.line.item_name,
      unit: line.unit,
      taxRate: line.line.tax_rate,
      photoId: line.photoId,
      note: line.note,
      ordered: line.line.quantity,
      receivedBefore: line.line.received_quantity,
      accepted: line.quantity,
      outcome: line.outcome,
      agreedPrice: line.line.unit_price,
      chargedPrice: line.price,
    }));
}
