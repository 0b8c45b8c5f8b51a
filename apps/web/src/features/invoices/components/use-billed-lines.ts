import type { Order } from "@larder/contracts";
import { useQueries, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useState } from "react";
import type { TypedLine } from "@/components/document-lines";

export interface InvoiceLineDraft extends TypedLine {
  itemId: string | null;
  orderLineId: string | null;
  orderId: string | null;
  description: string;
  unit: string | null;
}

/** What the supplier usually bills for an order line: what was ordered, at the order's price. */
function linesOfOrder(order: Order): InvoiceLineDraft[] {
  return order.lines.map((line) => ({
    key: crypto.randomUUID(),
    itemId: line.itemId,
    orderLineId: line.id,
    orderId: order.id,
    description: line.itemName,
    unit: line.unit,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    taxRate: line.taxRate,
  }));
}

/**
 * An invoice's lines as they are entered: the orders it bills (`orderIds`), each bringing its
 * lines once its details arrive and taking them away when unticked, and lines added by hand.
 * `orderQuery` is the query of one order (the purchasing feature's, handed in by the app layer).
 */
export function useBilledLines<OrderKey extends QueryKey>(
  orderQuery: (orderId: string) => UseQueryOptions<Order, Error, Order, OrderKey>,
  initialOrderIds: string[],
) {
  const [orderIds, setOrderIds] = useState<string[]>(initialOrderIds);
  const [lines, setLines] = useState<InvoiceLineDraft[]>([]);
  const [loadedOrders, setLoadedOrders] = useState<string[]>([]);
  // Each order ticked brings its lines once, when its details arrive.
  const details = useQueries({
    queries: orderIds.map((id) => orderQuery(id)),
  });
  const arrived = details
    .map((result) => result.data)
    .filter(
      (order): order is Order =>
        order !== undefined && orderIds.includes(order.id) && !loadedOrders.includes(order.id),
    );
  if (arrived.length > 0) {
    setLoadedOrders([...loadedOrders, ...arrived.map((order) => order.id)]);
    setLines([...lines, ...arrived.flatMap(linesOfOrder)]);
  }

  const toggleOrder = (id: string) => {
    if (orderIds.includes(id)) {
      setOrderIds(orderIds.filter((candidate) => candidate !== id));
      setLoadedOrders(loadedOrders.filter((candidate) => candidate !== id));
      setLines(lines.filter((line) => line.orderId !== id));
    } else setOrderIds([...orderIds, id]);
  };

  return {
    orderIds,
    lines,
    toggleOrder,
    changeLine: (key: string, changes: Partial<InvoiceLineDraft>) =>
      setLines(lines.map((line) => (line.key === key ? { ...line, ...changes } : line))),
    removeLine: (key: string) => setLines(lines.filter((line) => line.key !== key)),
    addLine: () =>
      setLines([
        ...lines,
        {
          key: crypto.randomUUID(),
          itemId: null,
          orderLineId: null,
          orderId: null,
          description: "",
          unit: null,
          quantity: "1",
          unitPrice: "",
          taxRate: "0",
        },
      ]),
    /** Another supplier: no orders ticked, no lines. */
    reset: () => {
      setOrderIds([]);
      setLoadedOrders([]);
      setLines([]);
    },
  };
}
