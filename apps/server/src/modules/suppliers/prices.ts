import type { priceHistorySchema } from "@larder/contracts";
import {
  exact,
  isPriceRiseAlert,
  priceChangePercent,
  toDecimal,
  toFixedDecimal,
  perUnitLabel,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { dollars, recordChanges } from "../audit";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { notifyPriceRises } from "../notifications";

export type PriceSource = "manual" | "receipt" | "invoice";

/**
 * Sets a supplier item's price, keeping the old one in its history with where the new one came
 * from. A rise above the workspace's threshold alerts purchasing, managers and owners. Nothing
 * happens when the price is the same.
 */
export function recordPrice(
  tx: Executor,
  member: Member,
  supplierItemId: string,
  price: string,
  source: PriceSource,
): Promise<void> {
  return recordPrices(tx, member, [{ supplierItemId, price }], source);
}

/**
 * Sets several supplier items' prices at once (a delivery's, an invoice's lines), as
 * `recordPrice` sets one, in a fixed number of statements however many there are: the items
 * are locked in id order, then updated, their history and the audit log written, and the rises
 * alerted, each in one statement. An item named twice takes the last price given.
 */
export async function recordPrices(
  tx: Executor,
  member: Member,
  prices: { supplierItemId: string; price: string }[],
  source: PriceSource,
): Promise<void> {
  const wanted = new Map(prices.map((one) => [one.supplierItemId, one.price]));
  if (wanted.size === 0) return;
  const { rows } = await tx.query<{
    id: string;
    price: string;
    unit: string;
    item_id: string;
    item_name: string;
    supplier_name: string;
    threshold: string;
  }>(
    `select si.id, si.price::text, si.unit, si.item_id, i.name as item_name,
            s.name as supplier_name, w.price_rise_alert_percent::text as threshold
       from supplier_items si
       join items i on i.workspace_id = si.workspace_id and i.id = si.item_id
       join suppliers s on s.workspace_id = si.workspace_id and s.id = si.supplier_id
       join workspaces w on w.id = si.workspace_id
      where si.workspace_id = $1 and si.id = any($2::uuid[])
      order by si.id
      for update of si`,
    [member.workspaceId, [...wanted.keys()]],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the order given, each item once: the log and the alerts read as the lines did.
  const changed = [...wanted]
    .map(([id, price]) => ({ current: byId.get(id), id, price }))
    .filter(
      (one): one is { current: (typeof rows)[number]; id: string; price: string } =>
        one.current !== undefined && !exact(one.current.price).equals(exact(one.price)),
    );
  if (changed.length === 0) return;
  const ids = changed.map((one) => one.id);
  const newPrices = changed.map((one) => one.price);
  await tx.query(
    `update supplier_items si set price = p.price
       from unnest($2::uuid[], $3::numeric[]) as p(id, price)
      where si.workspace_id = $1 and si.id = p.id`,
    [member.workspaceId, ids, newPrices],
  );
  await tx.query(
    `insert into price_history (workspace_id, supplier_item_id, price, source, user_id)
     select $1, p.id, p.price, $4, $5
       from unnest($2::uuid[], $3::numeric[]) with ordinality as p(id, price, n)
      order by p.n`,
    [member.workspaceId, ids, newPrices, source, member.userId],
  );
  await recordChanges(
    tx,
    member,
    changed.map(({ current, id, price }) => ({
      action: "price_changed" as const,
      summary: `changed the price of ${current.item_name} from ${dollars(current.price)} to ${dollars(
        price,
      )} per ${perUnitLabel(current.unit)} at ${current.supplier_name}${
        source === "manual" ? "" : ` (from ${source === "receipt" ? "a delivery" : "an invoice"})`
      }`,
      details: {
        supplierItemId: id,
        itemId: current.item_id,
        item: current.item_name,
        supplier: current.supplier_name,
        unit: current.unit,
        source,
        before: { price: current.price },
        after: { price },
      },
    })),
  );
  await notifyPriceRises(
    tx,
    member.workspaceId,
    changed
      .filter(({ current, price }) => isPriceRiseAlert(current.price, price, current.threshold))
      .map(({ current, price }) => {
        const percent = toDecimal(priceChangePercent(current.price, price)!, 1);
        const unit = perUnitLabel(current.unit);
        return {
          itemId: current.item_id,
          itemName: current.item_name,
          supplierName: current.supplier_name,
          message: `${current.supplier_name} raised ${current.item_name} by ${percent}%: $${toFixedDecimal(current.price, 2)} → $${toFixedDecimal(price, 2)} per ${unit}`,
        };
      }),
  );
}

/** Every price a supplier item has had, newest first (the last 200), and who set it. */
export async function priceHistory(
  tx: Executor,
  member: Member,
  supplierItemId: string,
): Promise<z.infer<typeof priceHistorySchema>> {
  const { rows } = await tx.query<{
    price: string;
    source: PriceSource;
    recorded_at: Date;
    user_name: string | null;
  }>(
    `select h.price::text, h.source, h.recorded_at,
            coalesce(nullif(u.name, ''), u.email) as user_name
       from price_history h left join users u on u.id = h.user_id
      where h.workspace_id = $1 and h.supplier_item_id = $2
      order by h.recorded_at desc limit 200`,
    [member.workspaceId, supplierItemId],
  );
  return rows.map((row) => ({
    price: toDecimal(row.price, 4),
    source: row.source,
    recordedAt: iso(row.recorded_at),
    userName: row.user_name,
  }));
}
