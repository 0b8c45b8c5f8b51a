import type { MonthlySavings } from "@larder/contracts";
import { addDays, monthlySavings } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { locationScope, workspaceToday } from "../locations";

/** The window the dashboard's savings cover: the last 30 days, against the 30 before. */
export const SAVINGS_DAYS = 30;

export const SAVINGS_EXPLANATION =
  "Savings over the last 30 days: for each delivery received, the item's average price over the 90 days before it, minus the price paid, times the quantity, where that is positive; plus how much less waste cost than in the 30 days before, when it cost less.";

/**
 * The dashboard's monthly savings, computed from the ledger at the member's locations (see
 * `monthlySavings` in packages/domain for the rule). Prices compare per base unit, so a case
 * and a kilo of the same item are the same thing.
 */
export async function monthlySavingsOf(
  tx: Executor,
  member: Member,
  locationId: string | null,
): Promise<MonthlySavings> {
  const locations = await locationScope(tx, member, locationId);
  const { rows: lines } = await tx.query<{
    quantity: string;
    paid: string;
    average_before: string | null;
  }>(
    `select m.quantity::text, m.unit_cost::text as paid,
            (select (sum(p.quantity * p.unit_cost) / nullif(sum(p.quantity), 0))::text
               from stock_movements p
              where p.workspace_id = m.workspace_id and p.item_id = m.item_id
                and p.kind = 'receipt' and p.unit_cost is not null
                and p.occurred_at >= m.occurred_at - interval '90 days'
                and p.occurred_at < m.occurred_at) as average_before
       from stock_movements m
      where m.workspace_id = $1 and m.location_id = any($2::uuid[]) and m.kind = 'receipt'
        and m.unit_cost is not null and m.occurred_at > now() - make_interval(days => $3)`,
    [member.workspaceId, locations, SAVINGS_DAYS],
  );
  const { rows: waste } = await tx.query<{ current: string; previous: string }>(
    `select coalesce(sum(-quantity * coalesce(unit_cost, 0))
                       filter (where occurred_at > now() - make_interval(days => $3)), 0)::text as current,
            coalesce(sum(-quantity * coalesce(unit_cost, 0))
                       filter (where occurred_at <= now() - make_interval(days => $3)
                                 and occurred_at > now() - make_interval(days => $3 * 2)), 0)::text as previous
       from stock_movements
      where workspace_id = $1 and location_id = any($2::uuid[]) and kind = 'waste'`,
    [member.workspaceId, locations, SAVINGS_DAYS],
  );
  const savings = monthlySavings({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      paid: line.paid,
      averageBefore: line.average_before,
    })),
    wasteThisMonth: waste[0]!.current,
    wasteLastMonth: waste[0]!.previous,
  });
  const today = await workspaceToday(tx, member.workspaceId);
  return {
    month: `${addDays(today, -(SAVINGS_DAYS - 1))} – ${today}`,
    ...savings,
    explanation: SAVINGS_EXPLANATION,
  };
}
