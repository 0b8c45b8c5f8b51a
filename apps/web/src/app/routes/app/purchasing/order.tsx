import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { FilePlus2, FileText, PackageCheck, Pencil, Send } from "lucide-react";
import { useState } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Notice } from "@/components/ui/notice";
import { ItemPicker } from "@/features/items/components/item-picker";
import {
  orderPdfUrl,
  orderQuery,
  useOrderAction,
  useUpdateOrder,
} from "@/features/purchasing/api/orders";
import { supplierItemsQuery, suppliersQuery } from "@/features/suppliers/api/suppliers";
import { CheapestHint } from "@/features/suppliers/components/cheapest-hint";
import { CreditDue } from "@/features/purchasing/components/credit-due";
import { OrderDeliveries } from "@/features/purchasing/components/order-deliveries";
import { draftOfOrder, OrderEditor } from "@/features/purchasing/components/order-editor";
import { ApprovalChainCard } from "@/features/approvals/components/approval-chain";
import { OrderHistory } from "@/features/purchasing/components/order-history";
import { OrderLines } from "@/features/purchasing/components/order-lines";
import { SendOrderSheet } from "@/features/purchasing/components/send-order-sheet";
import { OrderStatusBadge } from "@/components/document-status";
import { DocumentDrop } from "@/features/scans/components/document-drop";
import { formatUsd } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";
import { useCan, useSession } from "@/lib/session";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "suppliers.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(orderQuery(workspaceId, args.params.orderId!));
  return null;
}

/**
 * `/app/orders/:orderId`: one purchase order, and what can happen to it next: edit, approve,
 * send or cancel a draft; receive a delivery; enter the supplier's invoice.
 */
export function OrderPage() {
  const { workspace, locations } = useScope();
  const { orderId } = useParams();
  const { data: order } = useSuspenseQuery(orderQuery(workspace.id, orderId!));
  const { data: suppliers = [] } = useQuery(suppliersQuery(workspace.id, "include"));
  const demo = useSession().user.isDemo;
  const canEdit = useCan("orders.create");
  const canApprove = useCan("orders.approve");
  const canReceive = useCan("orders.receive");
  const canInvoice = useCan("invoices.edit");
  const action = useOrderAction(workspace.id, order.id);
  const update = useUpdateOrder(workspace.id, order.id);
  const [editing, setEditing] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const open = order.status === "sent" || order.status === "partially_received";

  if (editing)
    return (
      <>
        <PageHeader title={`Edit ${order.number}`} description={order.supplierName} />
        <Card>
          <OrderEditor
            suppliers={suppliers}
            locations={locations}
            supplierFixed
            initial={draftOfOrder(order)}
            catalogue={(supplierId) => supplierItemsQuery(workspace.id, supplierId)}
            hint={(itemId, supplierId) => (
              <CheapestHint workspaceId={workspace.id} itemId={itemId} supplierId={supplierId} />
            )}
            picker={(onPick, exclude) => (
              <ItemPicker
                workspaceId={workspace.id}
                label="Another item"
                onPick={onPick}
                exclude={exclude}
              />
            )}
            submitLabel="Save changes"
            busy={update.isPending}
            error={update.error}
            onSubmit={(input) =>
              update.mutate(
                { expectedOn: input.expectedOn, notes: input.notes, lines: input.lines },
                {
                  onSuccess: () => {
                    setEditing(false);
                    setMessage("Saved.");
                  },
                },
              )
            }
            onCancel={() => setEditing(false)}
          />
        </Card>
      </>
    );

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/app/orders" className="font-semibold text-brand-800 hover:underline">
          ← Purchase Orders
        </Link>
      </p>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {order.number} <OrderStatusBadge status={order.status} />
          </span>
        }
        description={
          <>
            <Link
              to={`/app/suppliers/${order.supplierId}`}
              className="font-semibold text-brand-800 hover:underline"
            >
              {order.supplierName}
            </Link>{" "}
            → {order.locationName}
          </>
        }
        actions={
          <>
            {open && canReceive ? (
              <Link to={`/app/orders/${order.id}/receive`} className={buttonClasses("primary")}>
                <PackageCheck aria-hidden="true" className="h-4 w-4" /> Receive delivery
              </Link>
            ) : null}
            {order.status === "draft" && canEdit ? (
              <>
                <Button
                  onClick={() => setSending(true)}
                  disabled={order.needsApproval || !order.approvals.approved}
                  title={
                    order.needsApproval
                      ? "A manager must approve it first"
                      : !order.approvals.approved
                        ? "Its approvers must approve it first"
                        : undefined
                  }
                >
                  <Send aria-hidden="true" className="h-4 w-4" /> Send
                </Button>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                </Button>
              </>
            ) : null}
            {order.needsApproval && canApprove && order.approvals.steps.length === 0 ? (
              <Button
                variant="secondary"
                busy={action.isPending && action.variables?.action === "approve"}
                onClick={() =>
                  action.mutate(
                    { action: "approve" },
                    { onSuccess: () => setMessage(`${order.number} is approved: it can be sent.`) },
                  )
                }
              >
                Approve
              </Button>
            ) : null}
            {order.status !== "draft" && order.status !== "cancelled" && canInvoice ? (
              <Link
                to={`/app/invoices/new?supplier=${order.supplierId}&order=${order.id}`}
                className={buttonClasses("secondary")}
              >
                <FilePlus2 aria-hidden="true" className="h-4 w-4" /> Enter invoice
              </Link>
            ) : null}
            <a
              href={orderPdfUrl(workspace.id, order.id)}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses("ghost")}
            >
              <FileText aria-hidden="true" className="h-4 w-4" /> PDF
            </a>
            {(order.status === "draft" || order.status === "sent") && canEdit ? (
              <ConfirmDialog
                trigger={<Button variant="danger">Cancel order</Button>}
                title={`Cancel ${order.number}?`}
                description={
                  order.status === "sent"
                    ? `It was sent to ${order.supplierName}: tell them too. Nothing more is expected on it.`
                    : "The draft is kept, marked cancelled."
                }
                confirmLabel="Cancel order"
                onConfirm={() =>
                  action
                    .mutateAsync({ action: "cancel" })
                    .then(() => setMessage(`${order.number} is cancelled.`))
                }
              />
            ) : null}
          </>
        }
      />
      <Notice tone="success" className="mb-4">
        {message}
      </Notice>
      <Notice tone="error" className="mb-4">
        {action.error && action.variables?.action === "approve" ? errorMessage(action.error) : null}
      </Notice>
      {order.needsApproval ? (
        <Notice tone="info" className="mb-4">
          Its total of {formatUsd(order.totals.inclTax)} is above the approval limit of{" "}
          {formatUsd(order.approvalLimit!)}: a manager or owner must approve it before it is sent.
        </Notice>
      ) : null}
      {order.status === "draft" ? (
        <div className="mb-6">
          <ApprovalChainCard
            workspaceId={workspace.id}
            document="order"
            id={order.id}
            chain={order.approvals}
            canRequest={canEdit}
          />
        </div>
      ) : null}
      {order.belowMinimum && order.status === "draft" ? (
        <Notice tone="info" className="mb-4">
          {order.supplierName}&apos;s minimum order is {formatUsd(order.minimumOrder!)} before tax;
          this one comes to {formatUsd(order.totals.exclTax)}.
        </Notice>
      ) : null}

      {order.credits.length > 0 ? (
        <section aria-label="Credits due" className="mb-6 grid grid-cols-1 gap-3 md:grid-cols-2">
          {order.credits.map((credit) => (
            <CreditDue
              key={credit.id}
              workspaceId={workspace.id}
              credit={credit}
              supplierName={order.supplierName}
            />
          ))}
        </section>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_1fr]">
        <OrderLines order={order} />
        <OrderHistory order={order} />
      </div>
      <OrderDeliveries workspaceId={workspace.id} order={order} />
      {order.status !== "draft" && order.status !== "cancelled" && canInvoice ? (
        <Card
          title="Its invoice"
          description={`Upload ${order.supplierName}'s invoice for ${order.number} (a PDF, or a photo of the paper): Larder reads it and checks it against this order and what came.`}
          className="mt-6"
        >
          <DocumentDrop
            workspaceId={workspace.id}
            area="invoices"
            orderId={order.id}
            reviewPath={(scanId) => `/app/invoices/scans/${scanId}`}
          />
        </Card>
      ) : null}
      <SendOrderSheet
        key={order.orderingEmail}
        workspaceId={workspace.id}
        demo={demo}
        order={order}
        open={sending}
        onOpenChange={setSending}
        onSent={setMessage}
      />
    </>
  );
}
