import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { itemQuery } from "@/features/items/api/items";
import { ItemPicker } from "@/features/items/components/item-picker";
import { useCreateOrder } from "@/features/purchasing/api/orders";
import {
  itemSuppliersQuery,
  supplierItemsQuery,
  suppliersQuery,
} from "@/features/suppliers/api/suppliers";
import { CheapestHint } from "@/features/suppliers/components/cheapest-hint";
import { lineFromSupplierItem, OrderEditor } from "@/features/purchasing/components/order-editor";
import { queryClient } from "@/lib/query-client";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { useScope } from "@/lib/scope";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "orders.create"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  const item = new URL(args.request.url).searchParams.get("item");
  await Promise.all([
    queryClient.ensureQueryData(suppliersQuery(workspaceId)),
    item ? queryClient.ensureQueryData(itemSuppliersQuery(workspaceId, item)) : null,
  ]);
  return null;
}

/**
 * `/app/orders/new`: writes a purchase order as a draft. `?supplier=` starts it with that
 * supplier; `?item=` (from an item's page or a low-stock row) with a line for that item from
 * its preferred supplier.
 */
export function NewOrderPage() {
  const { workspace, locations, locationId } = useScope();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: suppliers } = useSuspenseQuery(suppliersQuery(workspace.id));
  const itemId = params.get("item");
  const { data: sellers } = useQuery({
    ...itemSuppliersQuery(workspace.id, itemId ?? ""),
    enabled: Boolean(itemId),
  });
  // An item nobody sells yet still starts the order, priced by hand.
  const { data: item } = useQuery({
    ...itemQuery(workspace.id, itemId ?? ""),
    enabled: Boolean(itemId) && sellers !== undefined && sellers.length === 0,
  });
  const create = useCreateOrder(workspace.id);
  const wanted = params.get("supplier");
  const seller = sellers
    ? (sellers.find((candidate) => candidate.supplierId === wanted) ??
      sellers.find((candidate) => candidate.preferred) ??
      sellers[0])
    : undefined;
  const supplierId = seller?.supplierId ?? wanted ?? "";

  return (
    <>
      <PageHeader
        title="New purchase order"
        description="Saved as a draft: check it, then send it to the supplier as a PDF."
      />
      {itemId && sellers && sellers.length === 0 ? (
        <Notice tone="info" className="mb-4">
          No supplier sells this item yet: choose one and enter the price. Add it to the
          supplier&apos;s items to have it priced next time.
        </Notice>
      ) : null}
      <Card>
        <OrderEditor
          key={`${supplierId}-${item?.id ?? ""}`}
          suppliers={suppliers.filter((supplier) => !supplier.archived)}
          locations={locations}
          supplierFixed={false}
          initial={{
            supplierId,
            locationId: locationId ?? locations[0]?.id ?? "",
            expectedOn: "",
            notes: "",
            lines: seller
              ? [lineFromSupplierItem(seller, params.get("quantity") ?? "1")]
              : item
                ? [
                    {
                      key: item.id,
                      itemId: item.id,
                      itemName: item.name,
                      units: item.units,
                      unit: item.packs[0]?.name ?? item.baseUnit,
                      quantity: params.get("quantity") ?? "1",
                      unitPrice: "",
                      taxRate: "0",
                    },
                  ]
                : [],
          }}
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
          submitLabel="Save draft"
          busy={create.isPending}
          error={create.error}
          onSubmit={(input) =>
            create.mutate(input, { onSuccess: (order) => navigate(`/app/orders/${order.id}`) })
          }
          onCancel={() => navigate(-1)}
        />
      </Card>
    </>
  );
}
