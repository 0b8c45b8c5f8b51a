import { WEEKDAYS, type Supplier } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, type LoaderFunctionArgs } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { Sheet } from "@/components/ui/sheet";
import { suppliersQuery, useCreateSupplier } from "@/features/suppliers/api/suppliers";
import { ExportMenu } from "@/features/imports/components/export-menu";
import { SupplierForm } from "@/features/suppliers/components/supplier-form";
import { formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useCan, useCurrentWorkspace } from "@/lib/session";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "suppliers.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(suppliersQuery(workspaceId));
  return null;
}

/** "Mon, Wed, Fri", or a dash when no days are set. */
export function deliveryDaysLabel(days: number[]): string {
  return days.length === 0 ? "Any day" : days.map((day) => WEEKDAYS[day]).join(", ");
}

function SupplierRow({ supplier }: { supplier: Supplier }) {
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-1 py-3">
      <div className="min-w-52 flex-1">
        <Link
          to={`/app/suppliers/${supplier.id}`}
          className="font-semibold text-brand-950 hover:underline"
        >
          {supplier.name}
        </Link>{" "}
        {supplier.archived ? <Badge>Archived</Badge> : null}
        <p className="text-sm text-brand-950/70">
          {[supplier.contactName, supplier.phone].filter(Boolean).join(" · ") || "No contact yet"}
        </p>
      </div>
      <dl className="grid w-full grid-cols-2 gap-x-6 gap-y-1 text-sm sm:w-auto sm:grid-cols-[8rem_5rem_4rem_6rem_6rem]">
        <div>
          <dt className="text-brand-950/65">Delivers</dt>
          <dd>{deliveryDaysLabel(supplier.deliveryDays)}</dd>
        </div>
        <div>
          <dt className="text-brand-950/65">Terms</dt>
          <dd>Net {supplier.paymentTermsDays}</dd>
        </div>
        <div>
          <dt className="text-brand-950/65">Items</dt>
          <dd>{supplier.itemCount}</dd>
        </div>
        <div>
          <dt className="text-brand-950/65">Open orders</dt>
          <dd>{supplier.openOrders}</dd>
        </div>
        <div>
          <dt className="text-brand-950/65">Minimum</dt>
          <dd>{supplier.minimumOrder ? formatUsd(supplier.minimumOrder) : "None"}</dd>
        </div>
      </dl>
    </li>
  );
}

/** `/app/suppliers`: who the kitchen buys from, with adding a supplier. */
export function SuppliersPage() {
  const workspace = useCurrentWorkspace();
  const canManage = useCan("suppliers.manage");
  const navigate = useNavigate();
  const [showArchived, setShowArchived] = useState(false);
  const [adding, setAdding] = useState(false);
  const { data: suppliers = [] } = useQuery(
    suppliersQuery(workspace.id, showArchived ? "include" : "exclude"),
  );
  const create = useCreateSupplier(workspace.id);

  return (
    <>
      <PageHeader
        title="Suppliers"
        description="Who you buy from, what they sell you and on which terms."
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportMenu
              workspaceId={workspace.id}
              locationId={null}
              tables={[
                { table: "suppliers", label: "Suppliers" },
                { table: "supplier-items", label: "Supplier items and prices" },
              ]}
            />
            {canManage ? (
              <>
                <Link to="/app/imports/suppliers" className={buttonClasses("secondary")}>
                  Import suppliers
                </Link>
                <Link to="/app/imports/supplier-items" className={buttonClasses("secondary")}>
                  Import prices
                </Link>
                <Button
                  onClick={() => {
                    create.reset();
                    setAdding(true);
                  }}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" /> Add supplier
                </Button>
              </>
            ) : null}
          </div>
        }
      />
      <Card
        title={`${suppliers.filter((s) => !s.archived).length} active supplier${suppliers.filter((s) => !s.archived).length === 1 ? "" : "s"}`}
        headingLevel={2}
        actions={
          <label className="flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-950">
            <input
              type="checkbox"
              checked={showArchived}
              onChange={(event) => setShowArchived(event.target.checked)}
              className="h-5 w-5 accent-brand-700"
            />
            Show archived
          </label>
        }
      >
        {suppliers.length === 0 ? (
          <p className="py-6 text-center text-sm text-brand-950/70">
            No suppliers yet.{canManage ? " Add the first one to start ordering." : ""}
          </p>
        ) : (
          <ul className="divide-y divide-brand-900/5">
            {suppliers.map((supplier) => (
              <SupplierRow key={supplier.id} supplier={supplier} />
            ))}
          </ul>
        )}
      </Card>
      <Sheet open={adding} onOpenChange={setAdding} title="Add a supplier" wide>
        <SupplierForm
          supplier={null}
          submitLabel="Add supplier"
          busy={create.isPending}
          error={create.error}
          onCancel={() => setAdding(false)}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (supplier) => {
                setAdding(false);
                navigate(`/app/suppliers/${supplier.id}`);
              },
            })
          }
        />
      </Sheet>
    </>
  );
}
