import type { FoodCost, SalesPage, salesQuerySchema } from "@larder/contracts";
import { addDays, exact, percentOfSales, toDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { locationScope, workspaceToday } from "../locations";

type SalesQuery = z.output<typeof salesQuerySchema>;

/** Sale lines, newest first, at the locations the member may see, with their totals. */
export async function listSales(
  tx: Executor,
  member: Member,
  query: SalesQuery,
): Promise<SalesPage> {
  const locations = await locationScope(tx, member, query.locationId);
  const params = [
    member.workspaceId,
    locations,
    query.from ?? null,
    query.to ?? null,
    query.search ? `%${query.search.replace(/[\\%_]/g, "\\$&")}%` : null,
  ];
  const where = `s.workspace_id = $1 and s.location_id = any($2::uuid[])
    and ($3::date is null or s.business_day >= $3) and ($4::date is null or s.business_day <= $4)
    and ($5::text is null or s.pos_name ilike $5 or m.name ilike $5)`;
  const from = `from sales s
    left join menu_items m on m.workspace_id = s.workspace_id and m.id = s.menu_item_id`;
  const { rows: totals } = await tx.query<{ total: number; quantity: string; net_sales: string }>(
    `select count(*)::int as total, coalesce(sum(s.quantity), 0)::text as quantity,
            coalesce(sum(s.net_sales), 0)::text as net_sales
       ${from} where ${where}`,
    params,
  );
  const { rows } = await tx.query<{
    id: string;
    location_name: string;
    day: string;
    sold_at: Date | null;
    pos_name: string;
    menu_item_name: string | null;
    ignored: boolean;
    quantity: string;
    net_sales: string | null;
    ticket: string | null;
    depleted: boolean;
  }>(
    `select s.id, l.name as location_name, s.business_day::text as day, s.sold_at, s.pos_name,
            m.name as menu_item_name, coalesce(p.ignored, false) as ignored,
            s.quantity::text, s.net_sales::text, s.ticket, s.depleted_at is not null as depleted
       ${from}
       join locations l on l.workspace_id = s.workspace_id and l.id = s.location_id
       left join pos_item_names p on p.workspace_id = s.workspace_id and p.name_key = s.name_key
      where ${where}
      order by s.business_day desc, s.sold_at desc nulls last, s.created_at desc, s.id
      limit $6 offset $7`,
    [...params, query.limit, query.offset],
  );
  const total = totals[0]!;
  return {
    total: total.total,
    quantity: toDecimal(total.quantity),
    netSales: toDecimal(total.net_sales, 2),
    sales: rows.map((row) => ({
      id: row.id,
      locationName: row.location_name,
      day: row.day,
      soldAt: row.sold_at ? iso(row.sold_at) : null,
      name: row.pos_name,
      menuItemName: row.menu_item_name,
      ignored: row.ignored,
      quantity: toDecimal(row.quantity),
      netSales: row.net_sales === null ? null : toDecimal(row.net_sales, 2),
      ticket: row.ticket,
      depleted: row.depleted,
    })),
  };
}

/**
 * Food cost % over the last `days` whole days up to today: what the ingredients of what was sold
 * cost when they left stock (the sale movements' cost), over net sales of mapped lines. Lines
 * no menu item answers to are left out of both, and their sales are named beside the figure.
 */
export async function foodCost(
  tx: Executor,
  member: Member,
  query: { locationId?: string | undefined; days: number },
): Promise<FoodCost> {
  const locations = await locationScope(tx, member, query.locationId);
  const to = await workspaceToday(tx, member.workspaceId);
  const from = addDays(to, -(query.days - 1));
  const { rows } = await tx.query<{
    net_sales: string;
    unmapped: string;
    cost: string;
    target: string;
  }>(
    `select
       (select coalesce(sum(net_sales), 0)::text from sales
         where workspace_id = $1 and location_id = any($2::uuid[])
           and business_day between $3 and $4 and menu_item_id is not null) as net_sales,
       (select coalesce(sum(net_sales), 0)::text from sales
         where workspace_id = $1 and location_id = any($2::uuid[])
           and business_day between $3 and $4 and menu_item_id is null) as unmapped,
       (select coalesce(sum(-m.quantity * coalesce(m.unit_cost, 0)), 0)::text
          from stock_movements m
          join locations l on l.workspace_id = m.workspace_id and l.id = m.location_id
         where m.workspace_id = $1 and m.location_id = any($2::uuid[]) and m.kind = 'sale'
           -- A day either side covers every time zone, and lets the index narrow the scan.
           and m.occurred_at >= $3::date - 1 and m.occurred_at < $4::date + 2
           and (m.occurred_at at time zone l.time_zone)::date between $3 and $4) as cost,
       (select target_food_cost_percent::text from workspaces where id = $1) as target`,
    [member.workspaceId, locations, from, to],
  );
  const row = rows[0]!;
  return {
    from,
    to,
    netSales: toDecimal(row.net_sales, 2),
    costOfSales: toDecimal(row.cost, 2),
    foodCostPercent: percentOfSales(exact(row.cost), row.net_sales),
    unmappedNetSales: toDecimal(row.unmapped, 2),
    targetFoodCostPercent: toDecimal(row.target, 2),
  };
}
