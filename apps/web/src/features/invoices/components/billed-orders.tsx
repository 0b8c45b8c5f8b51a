import type { OrderSummary } from "@larder/contracts";
import { formatDate, formatUsd } from "@/lib/format";
import { OrderStatusBadge } from "@/components/document-status";

/** The supplier's orders an invoice may bill, each ticked when it does. */
export function BilledOrders({
  supplierName,
  orders,
  ticked,
  onToggle,
}: {
  supplierName: string;
  orders: OrderSummary[];
  ticked: string[];
  onToggle: (orderId: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-base font-bold text-brand-950">Orders it bills</legend>
      {orders.length === 0 ? (
        <p className="mt-1 text-sm text-brand-950/70">
          No orders sent to {supplierName} yet: enter the lines or the totals by hand.
        </p>
      ) : (
        <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {orders.map((order) => (
            <li key={order.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-brand-900/15 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  type="checkbox"
                  checked={ticked.includes(order.id)}
                  onChange={() => onToggle(order.id)}
                  className="h-5 w-5 accent-brand-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="font-semibold text-brand-950">{order.number}</span>{" "}
                  <span className="text-brand-950/70">
                    {formatDate(order.createdAt)} · {formatUsd(order.totals.inclTax)}
                  </span>
                </span>
                <OrderStatusBadge status={order.status} />
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
