import type { PurchasingSeed } from "./purchasing-seed";
import { PURCHASING_ROUTINE, SAMPLE_SUPPLIERS } from "./sample-data";
import { supplierAddresses } from "./sample-purchasing";

const { hours } = PURCHASING_ROUTINE;

/** The demo's suppliers (sample-purchasing.json), the archived one among them. */
export async function seedSuppliers(seed: PurchasingSeed): Promise<void> {
  const { at, supplierIds } = seed;
  await seed.insert(
    "suppliers",
    {
      id: "uuid",
      name: "text",
      contact_name: "text",
      phone: "text",
      email: "text",
      ordering_email: "text",
      account_number: "text",
      delivery_days: "integer[]",
      lead_time_days: "integer",
      minimum_order: "numeric",
      payment_terms_days: "integer",
      archived_at: "local",
      created_at: "local",
    },
    SAMPLE_SUPPLIERS.map((supplier) => ({
      id: supplierIds.get(supplier.key),
      name: supplier.name,
      contact_name: supplier.contactName,
      phone: supplier.phone,
      email: supplierAddresses(supplier).email,
      ordering_email: supplierAddresses(supplier).orderingEmail,
      account_number: supplier.accountNumber,
      delivery_days: supplier.deliveryDays,
      lead_time_days: supplier.leadTimeDays,
      minimum_order: supplier.minimumOrder,
      payment_terms_days: supplier.terms,
      archived_at:
        supplier.archivedDaysAgo === undefined
          ? null
          : at(supplier.archivedDaysAgo, hours.supplierArchived),
      created_at: at(PURCHASING_ROUTINE.suppliersAddedDaysAgo, hours.supplierAdded),
    })),
  );
}

/**
 * What each supplier sells (the preferred supplier of each item), numbered by supplier, and
 * every price it has had (sampleSupplierItems), recorded by the one who keeps the prices.
 */
export async function seedSupplierItems(seed: PurchasingSeed): Promise<void> {
  const { at, offers, supplierIds } = seed;
  const keeper = seed.context.people[PURCHASING_ROUTINE.people.prices];
  const skuCounters = new Map<string, number>();
  await seed.insert(
    "supplier_items",
    {
      id: "uuid",
      supplier_id: "uuid",
      item_id: "uuid",
      sku: "text",
      unit: "text",
      price: "numeric",
      preferred: "boolean",
      created_at: "local",
    },
    offers.map((entry) => {
      const count = (skuCounters.get(entry.supplier) ?? 0) + 1;
      skuCounters.set(entry.supplier, count);
      const first = entry.history[0]!;
      return {
        id: entry.id,
        supplier_id: supplierIds.get(entry.supplier),
        item_id: seed.item(entry.item),
        sku: `${entry.supplier.slice(0, 2).toUpperCase()}-${1000 + count * 7}`,
        unit: entry.unit,
        price: entry.history.at(-1)!.price,
        preferred: true,
        created_at: at(first.daysAgo, first.hour),
      };
    }),
  );
  await seed.insert(
    "price_history",
    {
      supplier_item_id: "uuid",
      price: "numeric",
      source: "text",
      recorded_at: "local",
      user_id: "uuid",
    },
    offers.flatMap((entry) =>
      entry.history.map((point) => ({
        supplier_item_id: entry.id,
        price: point.price,
        source: point.source,
        recorded_at: at(point.daysAgo, point.hour),
        user_id: keeper.id,
      })),
    ),
  );
}
