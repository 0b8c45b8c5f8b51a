import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { Card, PageHeader } from "@/components/ui/card";
import { useCreateInvoice } from "@/features/invoices/api/invoices";
import { suppliersQuery } from "@/features/suppliers/api/suppliers";
import { InvoiceForm } from "@/features/invoices/components/invoice-form";
import { orderQuery, ordersQuery } from "@/features/purchasing/api/orders";
import { CreditsTaken } from "@/features/purchasing/components/credits-taken";
import { membersQuery } from "@/features/team/api/team";
import { queryClient } from "@/lib/query-client";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "invoices.edit"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await Promise.all([
    queryClient.ensureQueryData(suppliersQuery(workspaceId)),
    queryClient.ensureQueryData(membersQuery(workspaceId)),
  ]);
  return null;
}

/**
 * `/app/invoices/new`: enters a supplier's invoice. From an order's page the supplier and the
 * order come ticked (`?supplier=…&order=…`).
 */
export function NewInvoicePage() {
  const { workspace, locations, locationId } = useScope();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: suppliers } = useSuspenseQuery(suppliersQuery(workspace.id));
  const { data: members } = useSuspenseQuery(membersQuery(workspace.id));
  const create = useCreateInvoice(workspace.id);
  const you = members.find((member) => member.isYou);
  const order = params.get("order");
  return (
    <>
      <PageHeader
        title="Enter an invoice"
        description="Type it as the supplier printed it: Larder checks it against what was ordered and received."
      />
      <Card>
        <InvoiceForm
          suppliers={suppliers}
          buyers={members.map((member) => ({
            id: member.userId,
            name: member.name || member.email,
          }))}
          locations={locations}
          initial={{
            supplierId: params.get("supplier") ?? "",
            orderIds: order ? [order] : [],
            buyerUserId: you?.userId ?? "",
            locationId: locationId ?? (locations.length === 1 ? locations[0]!.id : ""),
          }}
          orders={(supplierId) => ordersQuery(workspace.id, { supplierId, limit: 30 })}
          order={(orderId) => orderQuery(workspace.id, orderId)}
          creditsTaken={(slot) => <CreditsTaken workspaceId={workspace.id} {...slot} />}
          busy={create.isPending}
          error={create.error}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (invoice) => navigate(`/app/invoices/${invoice.id}`),
            })
          }
          onCancel={() => navigate(-1)}
        />
      </Card>
    </>
  );
}
