import { compare, exact, perUnitLabel, toDecimal } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { itemSuppliersQuery } from "@/features/suppliers/api/suppliers";
import { formatUnitCost } from "@/lib/format";
import { ItemSuppliers } from "./item-suppliers";

/**
 * Under an order line: whether the order's supplier is the cheapest per base unit for the item,
 * or who is and by how much, and every supplier's price and last change to compare, from the
 * item's offers (the same the item page shows).
 */
export function CheapestHint({
  workspaceId,
  itemId,
  supplierId,
}: {
  workspaceId: string;
  itemId: string;
  supplierId: string;
}) {
  const { data: offers } = useQuery(itemSuppliersQuery(workspaceId, itemId));
  if (!offers) return null;
  const cheapest = offers.filter((offer) => offer.cheapest);
  if (cheapest.length === 0) return null;
  const ours = offers
    .filter((offer) => offer.supplierId === supplierId && !offer.supplierArchived)
    .sort((a, b) => compare(a.pricePerBaseUnit, b.pricePerBaseUnit))[0];
  const best = cheapest[0]!;
  const per = perUnitLabel(best.baseUnit);
  return (
    <>
      {cheapest.some((offer) => offer.supplierId === supplierId) ? (
        <p className="text-xs font-semibold text-brand-700">Cheapest supplier for it</p>
      ) : (
        <p className="text-xs text-brand-950/75">
          Cheaper at {best.supplierName}: {formatUnitCost(best.pricePerBaseUnit)} per {per}
          {ours
            ? ` (${formatUnitCost(toDecimal(exact(ours.pricePerBaseUnit).sub(exact(best.pricePerBaseUnit)), 4))} per ${per} less)`
            : ""}
        </p>
      )}
      {offers.length > 1 ? (
        <details className="text-xs">
          <summary className="cursor-pointer font-semibold text-brand-800">
            Compare {offers.length} suppliers
          </summary>
          <ItemSuppliers
            workspaceId={workspaceId}
            itemId={itemId}
            canOrder={false}
            linkSuppliers={false}
          />
        </details>
      ) : null}
    </>
  );
}
