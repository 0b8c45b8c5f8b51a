import type { OrderOverview, Period } from "@larder/contracts";
import { addDays, MONEY_SCALE, toFixedDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";

/** The days a period covers, ending today (YYYY-MM-DD, both included). */
export function periodRange(period: Period, today: string): { from: string; to: string } {
  const days = { "last-week": 7, "last-month": 30, "last-quarter": 91, "last-year": 365 }[period];
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * The Purchase Orders Overview of the Inventory screen: orders placed in the period at the
 * locations, how many were received, how many are on their way, and what was spent on them:
 * what came, at the prices charged on delivery, incl. tax (received and partly received orders
 * alike; a line that came short counts what came). Costs only for members who may see them.
 */
export async function orderOverview(
  tx: Executor,
  workspaceId: string,
  locationIds: string[],
  range: { from: string; to: string },
  showCosts: boolean,
): Promise<OrderOverview> {
  const { rows } = await tx.query<{
    total: number;
    received: number;
    in_transit: number;
    spent: string;
  }>(
    `with orders as (
       select o.id, o.status,
              -- What came at the prices charged, taxed at each order line's rate; as
              -- documentTotals (packages/domain) does, each total rounded to cents once.
              (select coalesce(round(sum(r.quantity * r.unit_price), 2)
                               + round(sum(r.quantity * r.unit_price * l.tax_rate / 100), 2), 0)
                 from purchase_order_lines l
                 join receipt_lines r on r.workspace_id = l.workspace_id and r.order_line_id = l.id
                where l.workspace_id = o.workspace_id and l.order_id = o.id) as spent
         from purchase_orders o
         join locations loc on loc.workspace_id = o.workspace_id and loc.id = o.location_id
        where o.workspace_id = $1 and o.location_id = any($2::uuid[])
          and o.status <> 'cancelled'
          -- The period is the location's own days: an order placed at 7 pm in New York is
          -- that day's, though it is past midnight in UTC. A day either side lets the index
          -- narrow the scan.
          and o.created_at >= $3::date - 1 and o.created_at < $4::date + 2
          and (o.created_at at time zone loc.time_zone)::date between $3::date and $4::date
     )
     select count(*)::int as total,
            count(*) filter (where status = 'received')::int as received,
            count(*) filter (where status in ('sent', 'partially_received'))::int as in_transit,
            coalesce(sum(spent), 0)::text as spent
       from orders`,
    [workspaceId, locationIds, range.from, range.to],
  );
  const row = rows[0]!;
  return {
    totalOrders: row.total,
    received: row.received,
    inTransit: row.in_transit,
    totalSpent: showCosts ? toFixedDecimal(row.spent, MONEY_SCALE) : null,
  };
}
