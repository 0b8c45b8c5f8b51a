import type { Order } from "@larder/contracts";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { formatDate, formatDay } from "@/lib/format";

/** What happened to an order and when, who did it, and the invoices that bill it. */
export function OrderHistory({ order }: { order: Order }) {
  return (
    <Card title="History" headingLevel={2}>
      <ol className="space-y-2 text-sm">
        <li>
          Written {formatDate(order.createdAt)}
          {order.createdBy ? ` by ${order.createdBy}` : ""}
        </li>
        {order.approvedAt ? (
          <li>
            Approved {formatDate(order.approvedAt)}
            {order.approvedBy ? ` by ${order.approvedBy}` : ""}
          </li>
        ) : null}
        {order.sentAt ? (
          <li>
            Sent {formatDate(order.sentAt)}
            {order.sentTo ? ` to ${order.sentTo}` : ""}
          </li>
        ) : null}
        {order.expectedOn ? <li>Expected {formatDay(order.expectedOn)}</li> : null}
        {order.receivedAt ? <li>Received {formatDate(order.receivedAt)}</li> : null}
        {order.cancelledAt ? <li>Cancelled {formatDate(order.cancelledAt)}</li> : null}
      </ol>
      {order.invoices.length > 0 ? (
        <div className="mt-4 border-t border-brand-900/10 pt-3 text-sm">
          <p className="font-semibold text-brand-950">Invoices</p>
          <ul className="mt-1 space-y-1">
            {order.invoices.map((invoice) => (
              <li key={invoice.id}>
                <Link
                  to={`/app/invoices/${invoice.id}`}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  {invoice.number}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
