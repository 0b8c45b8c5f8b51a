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
import { dollars, recordChange } from "../audit";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { notifyPriceRise } from "../notifications";

export type PriceSource = "manual" | "receipt" | "invoice";

/**
 * Sets a supplier item's price, keeping the old one in its history with where the new one came
 * from. A rise above the workspace's threshold alerts purchasing, managers and owners. Nothing
 * happens when the price is the same.
 */
export async function recordPrice(
  tx: Executor,
  member: Member,
  supplierItemId: string,
  price: string,
  source: PriceSource,
): Promise<void> {
  const { rows } = await tx.query<{
    price: string;
    unit: string;
    item_id: string;
    item_name: string;
    supplier_name: string;
    threshold: string;
  }>(
    `select si.price::text, si.unit, si.item_id, i.name as item_name, s.name as supplier_name,
            w.price_rise_alert_percent::text as threshold
       from supplier_items si
       join items i on i.workspace_id = si.workspace_id and i.id = si.item_id
       join suppliers s on s.workspace_id = si.workspace_id and s.id = si.supplier_id
       join workspaces w on w.id = si.workspace_id
      where si.workspace_id = $1 and si.id = $2
      for update of si`,
    [member.workspaceId, supplierItemId],
  );
  const current = rows[0];
  if (!current || exact(current.price).equals(exact(price))) return;
  await tx.query("update supplier_items set price = $3 where workspace_id = $1 and id = $2", [
    member.workspaceId,
    supplierItemId,
    price,
  ]);
  await tx.query(
    `insert into price_history (workspace_id, supplier_item_id, price, source, user_id)
     values ($1, $2, $3, $4, $5)`,
    [member.workspaceId, supplierItemId, price, source, member.userId],
  );
  await recordChange(tx, member, {
    action: "price_changed",
    summary: `changed the price of ${current.item_name} from ${dollars(current.price)} to ${dollars(
      price,
    )} per ${perUnitLabel(current.unit)} at ${current.supplier_name}${
      source === "manual" ? "" : ` (from ${source === "receipt" ? "a delivery" : "an invoice"})`
    }`,
    details: {
      supplierItemId,
      itemId: current.item_id,
      item: current.item_name,
      supplier: current.supplier_name,
      unit: current.unit,
      source,
      before: { price: current.price },
      after: { price },
    },
  });
  if (isPriceRiseAlert(current.price, price, current.threshold)) {
    const percent = toDecimal(priceChangePercent(current.price, price)!, 1);
    const unit = perUnitLabel(current.unit);
    await notifyPriceRise(tx, member.workspaceId, {
      itemId: current.item_id,
      itemName: current.item_name,
      supplierName: current.supplier_name,
      message: `${current.supplier_name} raised ${current.item_name} by ${percent}%: $${toFixedDecimal(current.price, 2)} → $${toFixedDecimal(price, 2)} per ${unit}`,
    });
  }
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
