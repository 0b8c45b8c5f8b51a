import { createHash, randomBytes, randomUUID } from "node:crypto";
import { exact, posNameKey, sum, toDecimal } from "@larder/domain";
import type { Executor } from "../../db/database";
import { SALES_HOUR, weekOf } from "./sample-movements";
import { SALES_WEEKS, sampleSales, UNMAPPED_SPECIAL } from "./sample-sales";

export interface DemoSalesContext {
  workspaceId: string;
  main: { id: string };
  /** The bistro's date today (YYYY-MM-DD). */
  today: string;
  itemIds: Map<string, string>;
  /** Ids the inventory seed gave each week's import in its movements. */
  salesImports: Map<number, string>;
  managerId: string;
}

const idFor = (ids: Map<number, string>, key: number) => {
  if (!ids.has(key)) ids.set(key, randomUUID());
  return ids.get(key)!;
};

/**
 * The bistro's ten weeks of sales as its Square till exported them, each week imported the
 * morning after by the manager (decision 0025): the sale lines, the POS names mapped to the menu
 * (all but the chef's special, left for the visitor to map), and the imports themselves. Their
 * ingredients left stock through the inventory seed's sale movements.
 */
export async function seedDemoSales(tx: Executor, context: DemoSalesContext): Promise<void> {
  const { workspaceId, main, today } = context;
  const { rows: menu } = await tx.query<{ id: string; name: string }>(
    "select id, name from menu_items where workspace_id = $1",
    [workspaceId],
  );
  const menuIds = new Map(menu.map((item) => [item.name, item.id]));
  const sales = sampleSales(new Date(`${today}T00:00:00Z`));
  await tx.query(
    `insert into sales (workspace_id, location_id, business_day, sold_at, pos_name, name_key,
                        menu_item_id, quantity, net_sales, line_key, source_type, source_id,
                        depleted_at)
     select $1, $2, $3::date - x.days_ago,
            (($3::date - x.days_ago) + make_time(21, 0, 0)) at time zone l.time_zone,
            x.name, x.name_key, x.menu_item_id, x.quantity, x.net_sales, x.line_key, 'import',
            x.import_id,
            case when x.menu_item_id is null then null
                 else (($3::date - x.days_ago) + make_time($4, 0, 0)) at time zone l.time_zone end
       from jsonb_to_recordset($5::jsonb)
            as x(days_ago int, name text, name_key text, menu_item_id uuid, quantity numeric,
                 net_sales numeric, line_key text, import_id uuid)
       join locations l on l.workspace_id = $1 and l.id = $2`,
    [
      workspaceId,
      main.id,
      today,
      SALES_HOUR,
      JSON.stringify(
        sales.map((sale) => ({
          days_ago: sale.daysAgo,
          name: sale.name,
          name_key: posNameKey(sale.name),
          menu_item_id: sale.mapped ? menuIds.get(sale.name) : null,
          quantity: sale.quantity,
          net_sales: sale.netSales,
          line_key: createHash("sha256")
            .update(`demo|${main.id}|${sale.daysAgo}|${sale.name}`)
            .digest("hex"),
          import_id: idFor(context.salesImports, weekOf(sale.daysAgo)),
        })),
      ),
    ],
  );
  const mapped = [...new Set(sales.filter((sale) => sale.mapped).map((sale) => sale.name))];
  await tx.query(
    `insert into pos_item_names (workspace_id, name_key, name, menu_item_id)
     select $1, k, n, m from unnest($2::text[], $3::text[], $4::uuid[]) as t(k, n, m)`,
    [workspaceId, mapped.map(posNameKey), mapped, mapped.map((name) => menuIds.get(name))],
  );
  await seedImports(tx, context, sales);
}

/** The hour of the morning the manager uploads the week's sales at the bistro. */
const IMPORT_HOUR = 9;

/**
 * One done import per week, uploaded the morning after its last day. The last week's is today's:
 * when the demo opens before that hour, it was uploaded an hour before the demo opened instead,
 * never later, so that it never shows in the future nor above what the visitor uploads (issue 26).
 */
async function seedImports(
  tx: Executor,
  context: DemoSalesContext,
  sales: ReturnType<typeof sampleSales>,
): Promise<void> {
  const { rows: moved } = await tx.query<{ source_id: string; movements: number }>(
    `select source_id, count(*)::int as movements from stock_movements
      where workspace_id = $1 and source_type = 'sales' group by source_id`,
    [context.workspaceId],
  );
  const movements = new Map(moved.map((row) => [row.source_id, row.movements]));
  const imports = Array.from({ length: SALES_WEEKS }, (_, week) => {
    const lines = sales.filter((sale) => weekOf(sale.daysAgo) === week);
    const unmapped = lines.filter((sale) => !sale.mapped);
    const first = 7 * week + 7;
    const id = idFor(context.salesImports, week);
    const day = (daysAgo: number) =>
      new Date(Date.parse(`${context.today}T00:00:00Z`) - daysAgo * 86_400_000)
        .toISOString()
        .slice(0, 10);
    const netSales = toDecimal(sum(lines.map((sale) => exact(sale.netSales))), 2);
    return {
      id,
      days_ago: 7 * week,
      file_name: `items-${day(first)}-${day(first - 6)}.csv`,
      sha256: randomBytes(32).toString("hex"),
      preview: {
        header: [],
        mapping: null,
        posFormat: "square",
        dayFirst: false,
        dateOrder: "month-first",
        lines: lines.length,
        newLines: lines.length,
        alreadyImported: 0,
        voided: 0,
        firstDay: day(first),
        lastDay: day(first - 6),
        netSales,
        unknownLocations: [],
        problems: [],
        unmapped: unmapped.length
          ? [
              {
                name: UNMAPPED_SPECIAL.name,
                lines: unmapped.length,
                quantity: String(unmapped.reduce((total, sale) => total + sale.quantity, 0)),
                netSales: toDecimal(sum(unmapped.map((sale) => exact(sale.netSales))), 2),
              },
            ]
          : [],
        preview: [],
      },
      result: {
        lines: lines.length,
        depleted: lines.length - unmapped.length,
        unmapped: unmapped.length,
        movements: movements.get(id) ?? 0,
      },
    };
  });
  await tx.query(
    `insert into sales_imports (workspace_id, id, status, file_name, format, file_sha256,
                                location_id, pos_format, progress, preview, result, created_by,
                                created_at, confirmed_by, finished_at)
     select $1, x.id, 'done', x.file_name, 'csv', x.sha256, $2, 'square', 100, x.preview, x.result,
            $4, t.at, $4, t.at + interval '2 minutes'
       from jsonb_to_recordset($5::jsonb)
            as x(id uuid, days_ago int, file_name text, sha256 text, preview jsonb, result jsonb)
       join locations l on l.workspace_id = $1 and l.id = $2
       cross join lateral (
         select least((($3::date - x.days_ago) + make_time($6, 0, 0)) at time zone l.time_zone,
                      now() - interval '1 hour') as at) t`,
    [
      context.workspaceId,
      context.main.id,
      context.today,
      context.managerId,
      JSON.stringify(imports),
      IMPORT_HOUR,
    ],
  );
}
