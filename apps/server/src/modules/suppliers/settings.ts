import type { purchasingSettingsSchema } from "@larder/contracts";
import { toDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { changedFields, listed, recordChange } from "../audit";
import type { Member } from "../../core/member";

type PurchasingSettings = z.infer<typeof purchasingSettingsSchema>;

/**
 * The workspace's price-rise alert (a percentage), approval limit for orders, and the
 * tolerances of the three-way match of invoices.
 */
export async function purchasingSettings(
  tx: Executor,
  member: Member,
): Promise<PurchasingSettings> {
  const { rows } = await tx.query<{
    percent: string;
    limit: string | null;
    price: string;
    quantity: string;
    cheapest: boolean;
  }>(
    `select price_rise_alert_percent::text as percent, approval_limit::text as limit,
            invoice_price_tolerance_percent::text as price,
            invoice_quantity_tolerance_percent::text as quantity,
            prefer_cheapest_supplier as cheapest
       from workspaces where id = $1`,
    [member.workspaceId],
  );
  return {
    priceRiseAlertPercent: toDecimal(rows[0]!.percent, 2),
    approvalLimit: rows[0]!.limit === null ? null : toDecimal(rows[0]!.limit, 2),
    priceTolerancePercent: toDecimal(rows[0]!.price, 2),
    quantityTolerancePercent: toDecimal(rows[0]!.quantity, 2),
    preferCheapestSupplier: rows[0]!.cheapest,
  };
}

/** Sets the price-rise alert, the approval limit (null: none) or the match's tolerances. */
export async function updatePurchasingSettings(
  tx: Executor,
  member: Member,
  changes: {
    priceRiseAlertPercent?: string | undefined;
    approvalLimit?: string | null | undefined;
    priceTolerancePercent?: string | undefined;
    quantityTolerancePercent?: string | undefined;
    preferCheapestSupplier?: boolean | undefined;
  },
): Promise<void> {
  const { priceRiseAlertPercent, approvalLimit } = changes;
  const before = await purchasingSettings(tx, member);
  await tx.query(
    `update workspaces set
       price_rise_alert_percent = coalesce($2, price_rise_alert_percent),
       approval_limit = case when $3 then $4::numeric else approval_limit end,
       invoice_price_tolerance_percent = coalesce($5, invoice_price_tolerance_percent),
       invoice_quantity_tolerance_percent = coalesce($6, invoice_quantity_tolerance_percent),
       prefer_cheapest_supplier = coalesce($7, prefer_cheapest_supplier)
     where id = $1`,
    [
      member.workspaceId,
      priceRiseAlertPercent ?? null,
      approvalLimit !== undefined,
      approvalLimit ?? null,
      changes.priceTolerancePercent ?? null,
      changes.quantityTolerancePercent ?? null,
      changes.preferCheapestSupplier ?? null,
    ],
  );
  const diff = changedFields({ ...before }, { ...(await purchasingSettings(tx, member)) });
  if (diff.fields.length > 0)
    await recordChange(tx, member, {
      action: "purchasing_settings_changed",
      summary: `changed the purchasing settings: ${listed(
        diff.fields.map(
          (field) =>
            `${SETTING_WORDS[field] ?? field} from ${shown(diff.before[field])} to ${shown(diff.after[field])}`,
        ),
      )}`,
      details: diff,
    });
}

const SETTING_WORDS: Record<string, string> = {
  priceRiseAlertPercent: "the price-rise alert (%)",
  approvalLimit: "the approval limit ($)",
  priceTolerancePercent: "the invoice price tolerance (%)",
  quantityTolerancePercent: "the invoice quantity tolerance (%)",
  preferCheapestSupplier: "suggesting the cheapest supplier",
};

const shown = (value: unknown) =>
  value === null ? "none" : value === true ? "on" : value === false ? "off" : String(value);
