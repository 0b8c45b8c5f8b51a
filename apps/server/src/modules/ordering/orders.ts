import type { CreatedOrders, SuggestedOrdersInput } from "@larder/contracts";
import { compare, ConflictError, InvalidError } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { createOrder } from "../purchasing";
import { suggestOrders } from "./suggestions";

/**
 * Turns chosen suggestion lines (with the quantities the buyer settled on) into draft purchase
 * orders, one per supplier, at each supplier's current price, expected with its next delivery.
 * All of them or none: one transaction.
 */
export async function createSuggestedOrders(
  tx: Executor,
  member: Member,
  input: SuggestedOrdersInput,
): Promise<CreatedOrders> {
  const lines = input.lines.filter((line) => compare(line.quantity, "0") > 0);
  if (lines.length === 0)
    throw new InvalidError("nothing_to_order", "Every quantity is 0: there is nothing to order.");
  const suggestions = await suggestOrders(tx, member.workspaceId, {
    locationId: input.locationId,
  });
  const deliveries = new Map(suggestions.suppliers.map((s) => [s.supplierId, s.nextDelivery]));
  const bySupplier = new Map<string, typeof lines>();
  for (const line of lines)
    bySupplier.set(line.supplierId, [...(bySupplier.get(line.supplierId) ?? []), line]);

  const orders: CreatedOrders["orders"] = [];
  for (const [supplierId, chosen] of bySupplier) {
    const { rows: offers } = await tx.query<{
      item_id: string;
      unit: string;
      price: string;
      name: string;
    }>(
      `select si.item_id, si.unit, si.price::text, s.name
         from supplier_items si join suppliers s on s.workspace_id = si.workspace_id and s.id = si.supplier_id
        where si.workspace_id = $1 and si.supplier_id = $2 and si.item_id = any($3::uuid[])`,
      [member.workspaceId, supplierId, chosen.map((line) => line.itemId)],
    );
    const priceOf = new Map(offers.map((offer) => [`${offer.item_id} ${offer.unit}`, offer.price]));
    const orderLines = chosen.map((line) => {
      const price = priceOf.get(`${line.itemId} ${line.unit}`);
      if (price === undefined)
        throw new ConflictError(
          "not_sold_by_supplier",
          "One of the lines is no longer sold by its supplier in that unit. Reload the suggestions and try again.",
        );
      return {
        itemId: line.itemId,
        unit: line.unit,
        quantity: line.quantity,
        unitPrice: price,
        taxRate: "0",
      };
    });
    const id = await createOrder(tx, member, {
      supplierId,
      locationId: input.locationId,
      expectedOn: deliveries.get(supplierId) ?? null,
      notes: "Suggested by Larder from its forecasts.",
      lines: orderLines,
    });
    const { rows } = await tx.query<{ number: string }>(
      "select number from purchase_orders where workspace_id = $1 and id = $2",
      [member.workspaceId, id],
    );
    orders.push({
      id,
      number: rows[0]!.number,
      supplierName: offers[0]?.name ?? "",
      lines: orderLines.length,
    });
  }
  return { orders };
}
