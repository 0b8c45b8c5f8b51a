import type Fraction from "fraction.js";
import { exact, MONEY_SCALE, toFixedDecimal } from "./quantity";

/** One amount owed, by whom and in which age bucket. */
export interface AgedAmount<Bucket extends string> {
  supplierId: string;
  supplierName: string;
  bucket: Bucket;
  amount: string | Fraction;
}

/**
 * Amounts owed added up by age bucket and by supplier, in cents: each bucket's total, the whole
 * total, and each supplier's total and buckets, the largest first (then by name). Accounts
 * payable ages unpaid invoices with it, and what suppliers owe back ages credit requests.
 */
export function agedBySupplier<Bucket extends string>(
  buckets: readonly Bucket[],
  labels: Record<Bucket, string>,
  entries: AgedAmount<Bucket>[],
) {
  const zero = () =>
    Object.fromEntries(buckets.map((bucket) => [bucket, exact(0)])) as Record<Bucket, Fraction>;
  const totals = zero();
  const bySupplier = new Map<string, { name: string; buckets: Record<Bucket, Fraction> }>();
  for (const entry of entries) {
    const amount = exact(entry.amount);
    totals[entry.bucket] = totals[entry.bucket].add(amount);
    const supplier = bySupplier.get(entry.supplierId) ?? {
      name: entry.supplierName,
      buckets: zero(),
    };
    supplier.buckets[entry.bucket] = supplier.buckets[entry.bucket].add(amount);
    bySupplier.set(entry.supplierId, supplier);
  }
  const money = (value: Fraction) => toFixedDecimal(value, MONEY_SCALE);
  const add = (amounts: Record<Bucket, Fraction>) =>
    buckets.reduce((all, bucket) => all.add(amounts[bucket]), exact(0));
  return {
    buckets: buckets.map((bucket) => ({
      bucket,
      label: labels[bucket],
      amount: money(totals[bucket]),
    })),
    total: money(add(totals)),
    suppliers: [...bySupplier.entries()]
      .map(([supplierId, supplier]) => ({
        supplierId,
        supplierName: supplier.name,
        total: money(add(supplier.buckets)),
        buckets: Object.fromEntries(
          buckets.map((bucket) => [bucket, money(supplier.buckets[bucket])]),
        ) as Record<string, string>,
      }))
      .sort(
        (a, b) =>
          exact(b.total).compare(exact(a.total)) || a.supplierName.localeCompare(b.supplierName),
      ),
  };
}
