import { RECEIPT_OUTCOME_LABELS, type Receipt } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { ItemPicker } from "@/features/items/components/item-picker";
import { orderQuery } from "@/features/purchasing/api/orders";
import { CreditDue } from "@/features/purchasing/components/credit-due";
import { ReceiveForm } from "@/features/purchasing/components/receive-form";
import { formatNumber } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "orders.receive"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(orderQuery(workspaceId, args.params.orderId!));
  return null;
}

/**
 * `/app/orders/:orderId/receive`: the delivery screen, made for a phone at the back door: one
 * card per line still to come, with how it came.
 */
export function ReceivePage() {
  const { workspace } = useScope();
  const { orderId } = useParams();
  const { data: order } = useSuspenseQuery(orderQuery(workspace.id, orderId!));
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link
          to={`/app/orders/${order.id}`}
          className="font-semibold text-brand-800 hover:underline"
        >
          ← {order.number}
        </Link>
      </p>
      <PageHeader
        title={`Receive ${order.number}`}
        description={`${order.supplierName} → ${order.locationName}. Check each line as it comes off the truck.`}
      />
      {receipt ? (
        <div className="space-y-4">
          <Notice tone="success">
            Delivery recorded: the stock at {order.locationName} is updated.
          </Notice>
          {receipt.credit ? (
            <CreditDue
              workspaceId={workspace.id}
              credit={receipt.credit}
              supplierName={order.supplierName}
            />
          ) : null}
          <ul className="rounded-2xl border border-brand-900/10 bg-white p-4 text-sm shadow-sm">
            {receipt.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 py-1">
                <span className="font-semibold">{line.itemName}</span>
                <span>
                  {formatNumber(line.quantity)} {unitLabel(line.unit)} ·{" "}
                  {RECEIPT_OUTCOME_LABELS[line.outcome]}
                </span>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Link to={`/app/orders/${order.id}`} className={buttonClasses("primary")}>
              Back to {order.number}
            </Link>
            <Link to="/app/inventory" className={buttonClasses("secondary")}>
              Inventory
            </Link>
          </div>
        </div>
      ) : order.status === "sent" || order.status === "partially_received" ? (
        <ReceiveForm
          workspaceId={workspace.id}
          order={order}
          picker={(onPick) => (
            <ItemPicker workspaceId={workspace.id} label="Item that came instead" onPick={onPick} />
          )}
          onReceived={setReceipt}
        />
      ) : (
        <Notice tone="info">
          {order.status === "draft"
            ? `${order.number} has not been sent yet.`
            : order.status === "cancelled"
              ? `${order.number} was cancelled.`
              : `Everything on ${order.number} has been received.`}
        </Notice>
      )}
    </>
  );
}
