import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Archive, ArchiveRestore, Pencil, ShoppingCart } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Notice } from "@/components/ui/notice";
import { Sheet } from "@/components/ui/sheet";
import { ItemPicker } from "@/features/items/components/item-picker";
import { ordersQuery } from "@/features/purchasing/api/orders";
import {
  supplierItemsQuery,
  supplierQuery,
  useUpdateSupplier,
} from "@/features/suppliers/api/suppliers";
import { OrderStatusBadge } from "@/components/document-status";
import { SupplierForm } from "@/features/suppliers/components/supplier-form";
import { AddSupplierItemForm } from "@/features/suppliers/components/add-supplier-item-form";
import { SupplierItemsList } from "@/features/suppliers/components/supplier-items";
import { formatDate, formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { deliveryDaysLabel } from "./suppliers";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "suppliers.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  const supplierId = args.params.supplierId!;
  await Promise.all([
    queryClient.ensureQueryData(supplierQuery(workspaceId, supplierId)),
    queryClient.ensureQueryData(supplierItemsQuery(workspaceId, supplierId)),
  ]);
  return null;
}

/**
 * `/app/suppliers/:supplierId`: a supplier's details, what they sell and at what price (with
 * its history and the preferred supplier of each item), and the orders placed with them.
 */
export function SupplierPage() {
  const workspace = useCurrentWorkspace();
  const { supplierId } = useParams();
  const { data: supplier } = useSuspenseQuery(supplierQuery(workspace.id, supplierId!));
  const { data: items } = useSuspenseQuery(supplierItemsQuery(workspace.id, supplierId!));
  const { data: orders } = useQuery(ordersQuery(workspace.id, { supplierId, limit: 8 }));
  const canManage = useCan("suppliers.manage");
  const canOrder = useCan("orders.create");
  const canSeeInvoices = useCan("invoices.view");
  const update = useUpdateSupplier(workspace.id, supplier.id);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const details: [string, ReactNode][] = [
    ["Contact", supplier.contactName || "—"],
    [
      "Phone",
      supplier.phone ? (
        <a href={`tel:${supplier.phone}`} className="text-brand-800 underline">
          {supplier.phone}
        </a>
      ) : (
        "—"
      ),
    ],
    [
      "Contact email",
      supplier.email ? (
        <a href={`mailto:${supplier.email}`} className="break-all text-brand-800 underline">
          {supplier.email}
        </a>
      ) : (
        "—"
      ),
    ],
    ["Ordering email", supplier.orderingEmail || "None yet: orders cannot be emailed"],
    ["Account number", supplier.accountNumber || "—"],
    ["Tax number", supplier.taxNumber || "—"],
    ["Bank account", supplier.bankAccount || "—"],
    ["Delivery days", deliveryDaysLabel(supplier.deliveryDays)],
    ["Lead time", `${supplier.leadTimeDays} day${supplier.leadTimeDays === 1 ? "" : "s"}`],
    ["Minimum order", supplier.minimumOrder ? formatUsd(supplier.minimumOrder) : "None"],
    ["Payment terms", `Net ${supplier.paymentTermsDays} days`],
  ];

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/app/suppliers" className="font-semibold text-brand-800 hover:underline">
          ← Suppliers
        </Link>
      </p>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {supplier.name} {supplier.archived ? <Badge>Archived</Badge> : null}
          </span>
        }
        description={`${supplier.itemCount} item${supplier.itemCount === 1 ? "" : "s"} · ${supplier.openOrders} open order${supplier.openOrders === 1 ? "" : "s"}`}
        actions={
          <>
            {canOrder && !supplier.archived ? (
              <Link
                to={`/app/orders/new?supplier=${supplier.id}`}
                className={buttonClasses("primary")}
              >
                <ShoppingCart aria-hidden="true" className="h-4 w-4" /> New order
              </Link>
            ) : null}
            {canManage ? (
              <>
                <Button
                  variant="secondary"
                  onClick={() => {
                    update.reset();
                    setEditing(true);
                  }}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                </Button>
                <ConfirmDialog
                  tone={supplier.archived ? "primary" : "danger"}
                  trigger={
                    <Button variant="secondary">
                      {supplier.archived ? (
                        <>
                          <ArchiveRestore aria-hidden="true" className="h-4 w-4" /> Restore
                        </>
                      ) : (
                        <>
                          <Archive aria-hidden="true" className="h-4 w-4" /> Archive
                        </>
                      )}
                    </Button>
                  }
                  title={
                    supplier.archived ? `Restore ${supplier.name}?` : `Archive ${supplier.name}?`
                  }
                  description={
                    supplier.archived
                      ? "It comes back to the supplier lists and can be ordered from again."
                      : "It leaves the supplier lists and cannot be ordered from. Its orders, invoices and prices are kept, and you can restore it."
                  }
                  confirmLabel={supplier.archived ? "Restore" : "Archive"}
                  onConfirm={() =>
                    update
                      .mutateAsync({ archived: !supplier.archived })
                      .then(() =>
                        setMessage(
                          supplier.archived
                            ? `${supplier.name} is active again.`
                            : `${supplier.name} is archived.`,
                        ),
                      )
                  }
                />
              </>
            ) : null}
          </>
        }
      />
      <Notice tone="success" className="mb-4">
        {message}
      </Notice>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <Card title="Details" headingLevel={2}>
            <dl className="divide-y divide-brand-900/5 text-sm">
              {details.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt className="text-brand-950/70">{label}</dt>
                  <dd className="min-w-0 text-right">{value}</dd>
                </div>
              ))}
            </dl>
            {supplier.notes ? (
              <p className="mt-3 whitespace-pre-line text-sm text-brand-950/80">{supplier.notes}</p>
            ) : null}
          </Card>
          <Card
            title="Recent orders"
            headingLevel={2}
            actions={
              <Link
                to={`/app/orders?supplier=${supplier.id}`}
                className="text-sm font-semibold text-brand-800 hover:underline"
              >
                All orders
              </Link>
            }
          >
            {orders && orders.orders.length === 0 ? (
              <p className="text-sm text-brand-950/70">No orders yet.</p>
            ) : (
              <ul className="divide-y divide-brand-900/5">
                {(orders?.orders ?? []).map((order) => (
                  <li key={order.id} className="flex items-center gap-3 py-2.5 text-sm">
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/app/orders/${order.id}`}
                        className="font-semibold text-brand-900 hover:underline"
                      >
                        {order.number}
                      </Link>
                      <p className="text-brand-950/70">
                        {formatDate(order.createdAt)} · {formatUsd(order.totals.inclTax)}
                      </p>
                    </div>
                    <OrderStatusBadge status={order.status} />
                  </li>
                ))}
              </ul>
            )}
            {canSeeInvoices ? (
              <p className="mt-3 text-sm">
                <Link
                  to={`/app/purchases?supplier=${supplier.id}&period=last-quarter`}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  Purchases and invoices from {supplier.name}
                </Link>
              </p>
            ) : null}
          </Card>
        </div>
        <Card title="What they sell you" headingLevel={2}>
          <SupplierItemsList
            workspaceId={workspace.id}
            items={items}
            canManage={canManage}
            onChanged={setMessage}
          />
          {canManage && !supplier.archived ? (
            <div className="mt-4 border-t border-brand-900/10 pt-4">
              <h3 className="mb-3 text-base font-bold text-brand-950">Add an item</h3>
              <AddSupplierItemForm
                workspaceId={workspace.id}
                supplierId={supplier.id}
                picker={(onPick, error) => (
                  <ItemPicker
                    workspaceId={workspace.id}
                    label="Item"
                    onPick={onPick}
                    error={error}
                  />
                )}
                onAdded={setMessage}
              />
            </div>
          ) : null}
        </Card>
      </div>

      <Sheet open={editing} onOpenChange={setEditing} title={`Edit ${supplier.name}`} wide>
        <SupplierForm
          supplier={supplier}
          submitLabel="Save changes"
          busy={update.isPending}
          error={update.error}
          onCancel={() => setEditing(false)}
          onSubmit={(input) =>
            update.mutate(input, {
              onSuccess: () => {
                setEditing(false);
                setMessage("Saved.");
              },
            })
          }
        />
      </Sheet>
    </>
  );
}
