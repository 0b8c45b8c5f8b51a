import { RECEIPT_OUTCOME_LABELS, type Order } from "@larder/contracts";
import { perUnitLabel, unitLabel } from "@larder/domain";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { FilePlus2, FileText, PackageCheck, Pencil, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Sheet } from "@/components/ui/sheet";
import { ItemPicker } from "@/features/items/components/item-picker";
import {
  orderQuery,
  photoUrl,
  receiptsQuery,
  useOrderAction,
  useUpdateOrder,
} from "@/features/purchasing/api/orders";
import { suppliersQuery } from "@/features/purchasing/api/suppliers";
import { OrderEditor } from "@/features/purchasing/components/order-editor";
import { OrderStatusBadge } from "@/features/purchasing/components/status";
import { formatDate, formatDateTime, formatDay, formatNumber, formatUsd } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { queryClient } from "@/lib/query-client";
import { useCan, useSession } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "suppliers.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(orderQuery(workspaceId, args.params.orderId!));
  return null;
}

function SendSheet({
  order,
  open,
  onOpenChange,
  onSent,
}: {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (message: string) => void;
}) {
  const { workspace } = useScope();
  const demo = useSession().user.isDemo;
  const action = useOrderAction(workspace.id, order.id);
  const [to, setTo] = useState(order.orderingEmail);
  const [message, setMessage] = useState("");
  const send = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(
      { action: "send", body: { to: to.trim() || undefined, message } },
      {
        onSuccess: (sent) => {
          onOpenChange(false);
          onSent(
            demo
              ? `${sent.number} is marked sent. In the demo no email leaves Larder.`
              : `${sent.number} was emailed to ${sent.sentTo} as a PDF.`,
          );
        },
      },
    );
  };
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) action.reset();
        onOpenChange(next);
      }}
      title={`Send ${order.number}`}
      description={`${order.supplierName} receives it as a PDF attached to an email.`}
    >
      <form noValidate onSubmit={send} className="space-y-4">
        <TextField
          label="Send to"
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          hint={
            order.orderingEmail
              ? "The supplier's ordering email; change it to send elsewhere once."
              : "The supplier has no ordering email: enter where to send it."
          }
        />
        <TextAreaField
          label="Message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Anything the supplier should know"
        />
        {demo ? (
          <Notice tone="info">
            This is the demo: the order is marked sent, nobody is emailed.
          </Notice>
        ) : null}
        <Notice tone="error">{action.error ? errorMessage(action.error) : null}</Notice>
        <Button type="submit" busy={action.isPending}>
          <Send aria-hidden="true" className="h-4 w-4" /> Send order
        </Button>
      </form>
    </Sheet>
  );
}

function Receipts({ order }: { order: Order }) {
  const { workspace } = useScope();
  const { data: receipts } = useQuery(receiptsQuery(workspace.id, order.id));
  if (!receipts || receipts.length === 0) return null;
  return (
    <Card title="Deliveries" headingLevel={2} className="mt-6">
      <ol className="space-y-4">
        {receipts.map((receipt) => (
          <li key={receipt.id} className="rounded-xl bg-brand-50/60 p-3">
            <p className="text-sm font-semibold text-brand-950">
              {formatDateTime(receipt.receivedAt)}
              {receipt.receivedBy ? ` · received by ${receipt.receivedBy}` : ""}
            </p>
            {receipt.note ? <p className="text-sm text-brand-950/75">{receipt.note}</p> : null}
            <ul className="mt-2 space-y-1 text-sm">
              {receipt.lines.map((line) => (
                <li key={line.id} className="flex flex-wrap items-center gap-x-3">
                  <span className="font-semibold">{line.itemName}</span>
                  <span>
                    {formatNumber(line.quantity)} {unitLabel(line.unit)} at{" "}
                    {formatUsd(line.unitPrice)}
                  </span>
                  <span
                    className={
                      line.outcome === "received"
                        ? "text-brand-700"
                        : "font-semibold text-tomato-deep"
                    }
                  >
                    {RECEIPT_OUTCOME_LABELS[line.outcome]}
                  </span>
                  {line.note ? <span className="text-brand-950/70">“{line.note}”</span> : null}
                  {line.photoId ? (
                    <a
                      href={photoUrl(workspace.id, line.photoId)}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-brand-800 underline"
                    >
                      Photo
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
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
            workspaceId={workspace.id}
            suppliers={suppliers}
            locations={locations}
            supplierFixed
            initial={{
              supplierId: order.supplierId,
              locationId: order.locationId,
              expectedOn: order.expectedOn ?? "",
              notes: order.notes,
              lines: order.lines.map((line) => ({
                key: line.id,
                itemId: line.itemId,
                itemName: line.itemName,
                units: line.units,
                unit: line.unit,
                quantity: line.quantity,
                unitPrice: line.unitPrice,
                taxRate: line.taxRate,
              })),
            }}
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
                  disabled={order.needsApproval}
                  title={order.needsApproval ? "A manager must approve it first" : undefined}
                >
                  <Send aria-hidden="true" className="h-4 w-4" /> Send
                </Button>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                </Button>
              </>
            ) : null}
            {order.needsApproval && canApprove ? (
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
              href={`/api/w/${workspace.id}/orders/${order.id}/pdf`}
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
      {order.belowMinimum && order.status === "draft" ? (
        <Notice tone="info" className="mb-4">
          {order.supplierName}&apos;s minimum order is {formatUsd(order.minimumOrder!)} before tax;
          this one comes to {formatUsd(order.totals.exclTax)}.
        </Notice>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_1fr]">
        <Card title="Lines" headingLevel={2}>
          <ul className="divide-y divide-brand-900/5 text-sm sm:hidden" aria-label="Lines">
            {order.lines.map((line) => (
              <li key={line.id} className="py-2.5">
                <div className="flex justify-between gap-3">
                  <Link
                    to={`/app/inventory/items/${line.itemId}`}
                    className="font-semibold text-brand-950 hover:underline"
                  >
                    {line.itemName}
                  </Link>
                  <span className="tabular-nums">{formatUsd(line.amount)}</span>
                </div>
                <p className="text-brand-950/70">
                  {formatNumber(line.quantity)} {unitLabel(line.unit)} × {formatUsd(line.unitPrice)}
                  {line.taxRate !== "0" ? ` + ${line.taxRate}% tax` : ""} · received{" "}
                  {formatNumber(line.receivedQuantity)}
                  {open && line.remaining !== "0"
                    ? `, ${formatNumber(line.remaining)} to come`
                    : ""}
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">What {order.number} orders</caption>
              <thead className="border-b border-brand-900/10 text-brand-950/70">
                <tr>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Item
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    Ordered
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    Received
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    Price
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-brand-900/5">
                {order.lines.map((line) => (
                  <tr key={line.id}>
                    <th scope="row" className="px-2 py-2.5 font-semibold text-brand-950">
                      <Link to={`/app/inventory/items/${line.itemId}`} className="hover:underline">
                        {line.itemName}
                      </Link>
                    </th>
                    <td className="px-2 py-2.5 text-right tabular-nums">
                      {formatNumber(line.quantity)} {unitLabel(line.unit)}
                    </td>
                    <td className="px-2 py-2.5 text-right tabular-nums">
                      {formatNumber(line.receivedQuantity)}
                      {open && line.remaining !== "0" ? (
                        <span className="block text-xs text-brand-950/65">
                          {formatNumber(line.remaining)} to come
                        </span>
                      ) : null}
                    </td>
                    <td className="px-2 py-2.5 text-right tabular-nums">
                      {formatUsd(line.unitPrice)}
                      <span className="block text-xs text-brand-950/65">
                        per {perUnitLabel(line.unit)}
                        {line.taxRate !== "0" ? ` + ${line.taxRate}% tax` : ""}
                      </span>
                    </td>
                    <td className="px-2 py-2.5 text-right tabular-nums">
                      {formatUsd(line.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="ml-auto mt-4 grid max-w-xs grid-cols-2 gap-x-6 gap-y-1 text-sm">
            <dt className="text-brand-950/70">Total (Excl. Tax)</dt>
            <dd className="text-right">{formatUsd(order.totals.exclTax)}</dd>
            <dt className="text-brand-950/70">Tax</dt>
            <dd className="text-right">{formatUsd(order.totals.tax)}</dd>
            <dt className="font-semibold">Total (Incl. Tax)</dt>
            <dd className="text-right text-base font-extrabold">
              {formatUsd(order.totals.inclTax)}
            </dd>
          </dl>
          {order.notes ? (
            <p className="mt-4 whitespace-pre-line text-sm text-brand-950/80">{order.notes}</p>
          ) : null}
        </Card>
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
      </div>
      <Receipts order={order} />
      <SendSheet
        key={order.orderingEmail}
        order={order}
        open={sending}
        onOpenChange={setSending}
        onSent={setMessage}
      />
    </>
  );
}
