import { compare, exact, perUnitLabel, toDecimal } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Badge } from "@/components/ui/card";
import { formatDate, formatUnitCost, formatUsd, packLabel } from "@/lib/format";
import { itemSuppliersQuery } from "@/features/suppliers/api/suppliers";

/**
 * Who sells an item, cheapest per base unit first: each one's price by the pack and per base unit,
 * its last change, which is cheapest (and how much dearer the others are), with a way to order
 * it from each. Archived suppliers come last, marked.
 */
export function ItemSuppliers({
  workspaceId,
  itemId,
  canOrder,
  linkSuppliers = true,
}: {
  workspaceId: string;
  itemId: string;
  canOrder: boolean;
  /** Off in the order editor, where leaving for a supplier's page would lose the draft. */
  linkSuppliers?: boolean;
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
  const sorted = [...sellers].sort(
    (a, b) =>
      Number(a.supplierArchived) - Number(b.supplierArchived) ||
      compare(a.pricePerBaseUnit, b.pricePerBaseUnit) ||
      a.supplierName.localeCompare(b.supplierName),
  );
  const lowest = sorted.find((seller) => seller.cheapest);
  return (
    <ul className="divide-y divide-brand-900/5 text-sm" aria-label="Suppliers of this item">
      {sorted.map((seller) => (
        <li key={seller.id} className="py-2.5">
          <div className="flex flex-wrap items-center gap-2">
            {linkSuppliers ? (
              <Link
                to={`/app/suppliers/${seller.supplierId}`}
                className="font-semibold text-brand-950 hover:underline"
              >
                {seller.supplierName}
              </Link>
            ) : (
              <span className="font-semibold text-brand-950">{seller.supplierName}</span>
            )}
            {seller.cheapest ? <Badge tone="brand">Cheapest</Badge> : null}
            {seller.preferred ? <Badge>Preferred</Badge> : null}
            {seller.supplierArchived ? <Badge tone="warning">Archived</Badge> : null}
          </div>
          <p className="text-brand-950/75">
            {formatUsd(seller.price)} per {packLabel(seller)}
            {seller.unit !== seller.baseUnit
              ? `: ${formatUnitCost(seller.pricePerBaseUnit)} per ${perUnitLabel(seller.baseUnit)}`
              : ""}
            {lowest && !seller.cheapest && !seller.supplierArchived
              ? ` · ${formatUnitCost(
                  toDecimal(exact(seller.pricePerBaseUnit).sub(exact(lowest.pricePerBaseUnit)), 4),
                )} per ${perUnitLabel(seller.baseUnit)} dearer than ${lowest.supplierName}`
              : ""}
          </p>
          {seller.previousPrice !== null &&
          seller.priceChangedAt &&
          compare(seller.price, seller.previousPrice) !== 0 ? (
            <p className="text-brand-950/65">
              {compare(seller.price, seller.previousPrice) > 0 ? "Up" : "Down"} from{" "}
              {formatUsd(seller.previousPrice)} on {formatDate(seller.priceChangedAt)}
            </p>
          ) : null}
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
