import type { purchasingSettingsSchema } from "@larder/contracts";
import { toDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../http/access";

type PurchasingSettings = z.infer<typeof purchasingSettingsSchema>;

/** The workspace's price-rise alert (a percentage) and approval limit for orders. */
export async function purchasingSettings(
  tx: Executor,
  member: Member,
): Promise<PurchasingSettings> {
  const { rows } = await tx.query<{ percent: string; limit: string | null }>(
    `select price_rise_alert_percent::text as percent, approval_limit::text as limit
       from workspaces where id = $1`,
    [member.workspaceId],
  );
  return {
    priceRiseAlertPercent: toDecimal(rows[0]!.percent, 2),
    approvalLimit: rows[0]!.limit === null ? null : toDecimal(rows[0]!.limit, 2),
  };
}

/** Sets the price-rise alert, or the approval limit (null: none). */
export async function updatePurchasingSettings(
  tx: Executor,
  member: Member,
  changes: {
    priceRiseAlertPercent?: string | undefined;
    approvalLimit?: string | null | undefined;
  },
): Promise<void> {
  const { priceRiseAlertPercent, approvalLimit } = changes;
  await tx.query(
    `update workspaces set
       price_rise_alert_percent = coalesce($2, price_rise_alert_percent),
       approval_limit = case when $3 then $4::numeric else approval_limit end
     where id = $1`,
    [
      member.workspaceId,
      priceRiseAlertPercent ?? null,
      approvalLimit !== undefined,
      approvalLimit ?? null,
    ],
  );
}
