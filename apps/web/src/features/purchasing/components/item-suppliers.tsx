import { perUnitLabel } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Badge } from "@/components/ui/card";
import { formatUnitCost, formatUsd } from "@/lib/format";
import { itemSuppliersQuery } from "@/features/purchasing/api/suppliers";
import { packLabel } from "./supplier-items";

/** Who sells an item, by the pack and per base unit, with a way to order it from each. */
export function ItemSuppliers({
  workspaceId,
  itemId,
  canOrder,
}: {
  workspaceId: string;
  itemId: string;
  canOrder: boolean;
}) {
  const { data: sellers, isPending } = useQuery(itemSuppliersQuery(workspaceId, itemId));
  if (isPending) return <p className="text-sm text-brand-950/70">Loading suppliers…</p>;
  if (!sellers || sellers.length === 0)
    return (
      <p className="text-sm text-brand-950/70">
        No supplier sells it yet. Add it to a supplier&apos;s items on{" "}
        <Link to="/app/suppliers" className="font-semibold text-brand-800 underline">
          Suppliers
        </Link>
        .
      </p>
    );
  return (
    <ul className="divide-y divide-brand-900/5 text-sm">
      {sellers.map((seller) => (
        <li key={seller.id} className="py-2.5">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/app/suppliers/${seller.supplierId}`}
              className="font-semibold text-brand-950 hover:underline"
            >
              {seller.supplierName}
            </Link>
            {seller.preferred ? <Badge tone="brand">Preferred</Badge> : null}
          </div>
          <p className="text-brand-950/75">
            {formatUsd(seller.price)} per {packLabel(seller)}
            {seller.unit !== seller.baseUnit
              ? ` (${formatUnitCost(seller.pricePerBaseUnit)} per ${perUnitLabel(seller.baseUnit)})`
              : ""}
          </p>
          {canOrder ? (
            <Link
              to={`/app/orders/new?item=${itemId}&supplier=${seller.supplierId}`}
              className="mt-1 inline-flex min-h-10 items-center font-semibold text-brand-800 underline"
            >
              Order from {seller.supplierName}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
