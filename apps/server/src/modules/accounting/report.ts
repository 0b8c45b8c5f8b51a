import {
  ACCOUNTING_CATEGORIES,
  ACCOUNTING_CATEGORY_KEYS,
  ACCOUNTING_GROUPS,
  type AccountingCategory,
  type AccountingGroup,
  type SpendReport,
  type spendReportQuerySchema,
} from "@larder/contracts";
import {
  addDays,
  addMonths,
  exact,
  MONEY_SCALE,
  percentOfSales,
  toFixedDecimal,
  type Exact,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { memberCan } from "../../core/member";
import { reportMonths, writeDueOccurrences } from "../expenses";
import { locationScope } from "../locations";
import { awaitingInvoiceByItem } from "../purchasing";
import { LINELESS_CATEGORY_SQL, lineCategories } from "./choices";

type Sums = Map<string, Exact>;

const money = (value: Exact) => toFixedDecimal(value, MONEY_SCALE);
const add = (sums: Sums, month: string, value: Exact) =>
  sums.set(month, (sums.get(month) ?? exact(0)).add(value));
const sumOf = (sums: Sums) => [...sums.values()].reduce((a, b) => a.add(b), exact(0));

/** Each of the report's months with its sum, and the sum of them all. */
const present = (sums: Sums, months: string[]) => ({
  byMonth: Object.fromEntries(months.map((month) => [month, money(sums.get(month) ?? exact(0))])),
  total: money(sumOf(sums)),
});

/**
 * What came on orders that no invoice bills yet, per month, by category: each supplier's items
 * coded as their next invoice line would be (`lineCategories`). Once an invoice bills the
 * order, the invoice counts instead (as in Purchases by Supplier): never both.
 */
async function deliveriesAwaitingInvoice(
  tx: Executor,
  workspaceId: string,
  range: { from: string; to: string },
  scope: string[] | null,
): Promise<{ month: string; category: AccountingCategory; spent: Exact }[]> {
  const rows = await awaitingInvoiceByItem(tx, workspaceId, range, scope);
  const coded: { month: string; category: AccountingCategory; spent: Exact }[] = [];
  for (const supplierId of new Set(rows.map((row) => row.supplierId))) {
    const lines = rows.filter((row) => row.supplierId === supplierId);
    const categories = await lineCategories(
      tx,
      workspaceId,
      supplierId,
      lines.map((line) => ({ itemId: line.itemId, description: "", accountCategory: null })),
    );
    lines.forEach((line, index) =>
      coded.push({ month: line.month, category: categories[index]!, spent: line.exclTax }),
    );
  }
  return coded;
}

/**
 * Spend by accounting category and month, before tax (decision 0043): invoice lines by their
 * category on the invoice's date (an invoice entered without lines counts under the category
 * its supplier's lines are booked to most, else "Food: other"),
 * deliveries on orders no invoice bills yet by their item, on the day they came,
 * and, for members who may see them, expenses on their date; at the locations the member may
 * see (or the one asked for), with what belongs to the whole business unless one location is
 * asked for. Beside it, the month's net sales and the cost of goods as a share of them.
 */
export async function spendReport(
  tx: Executor,
  member: Member,
  query: z.output<typeof spendReportQuerySchema>,
): Promise<SpendReport> {
  const withExpenses = memberCan(member, "expenses.view");
  if (withExpenses) await writeDueOccurrences(tx, member.workspaceId);
  const months = await reportMonths(tx, member.workspaceId, query);
  const first = `${months[0]!}-01`;
  const end = addMonths(`${months.at(-1)!}-01`, 1);
  // Every location, archived ones included, unless the member or the query narrows it.
  const scope =
    query.locationId || member.locationIds
      ? await locationScope(tx, member, query.locationId)
      : null;
  const { rows } = await tx.query<{ month: string; category: AccountingCategory; spent: string }>(
    `with bills as (
       select v.effective_date as day,
              coalesce(il.account_category, ${LINELESS_CATEGORY_SQL}) as category,
              coalesce(round(il.quantity * il.unit_price, 2), v.total_excl_tax) as spent
         from invoices v
         left join invoice_lines il on il.workspace_id = v.workspace_id and il.invoice_id = v.id
        where v.workspace_id = $1 and v.effective_date >= $2::date and v.effective_date < $3::date
          and ($4::uuid[] is null or v.location_id = any($4::uuid[])
               or ($5::uuid is null and v.location_id is null))
     ), spent as (
       select e.incurred_on as day, e.category, e.amount as spent
         from expenses e
        where $6 and e.workspace_id = $1 and e.incurred_on >= $2::date and e.incurred_on < $3::date
          and ($4::uuid[] is null or e.location_id = any($4::uuid[])
               or ($5::uuid is null and e.location_id is null))
     )
     select to_char(day, 'YYYY-MM') as month, category, sum(spent)::text as spent
       from (select * from bills union all select * from spent) x
      group by 1, 2`,
    [member.workspaceId, first, end, scope, query.locationId ?? null, withExpenses],
  );
  const byCategory = new Map<AccountingCategory, Sums>();
  const count = (category: AccountingCategory, month: string, spent: Exact) => {
    if (!byCategory.has(category)) byCategory.set(category, new Map());
    add(byCategory.get(category)!, month, spent);
  };
  for (const row of rows) count(row.category, row.month, exact(row.spent));
  const awaiting: Sums = new Map();
  const days = { from: first, to: addDays(end, -1) };
  for (const row of await deliveriesAwaitingInvoice(tx, member.workspaceId, days, scope)) {
    count(row.category, row.month, row.spent);
    add(awaiting, row.month, row.spent);
  }
  const { groups, costOfGoods } = spendGroups(byCategory, months);
  const sales = memberCan(member, "sales.view")
    ? await salesBeside(tx, member.workspaceId, months, { first, end }, scope, costOfGoods)
    : null;
  return {
    months,
    groups,
    awaitingInvoice: present(awaiting, months),
    costOfGoods: present(costOfGoods, months),
    sales,
    expensesIncluded: withExpenses,
  };
}

/**
 * Spend by group of categories (food, beverage, paper and packaging, operating expenses) and by
 * category within each, and the cost of goods: the spend of every group but operating expenses.
 */
function spendGroups(
  byCategory: Map<AccountingCategory, Sums>,
  months: string[],
): { groups: SpendReport["groups"]; costOfGoods: Sums } {
  const costOfGoods: Sums = new Map();
  const groups = (Object.keys(ACCOUNTING_GROUPS) as AccountingGroup[]).flatMap((group) => {
    const categories = ACCOUNTING_CATEGORY_KEYS.filter(
      (category) => ACCOUNTING_CATEGORIES[category].group === group && byCategory.has(category),
    );
    if (categories.length === 0) return [];
    const sums: Sums = new Map();
    for (const category of categories)
      for (const [month, value] of byCategory.get(category)!) {
        add(sums, month, value);
        if (group !== "operating") add(costOfGoods, month, value);
      }
    return [
      {
        group,
        categories: categories.map((category) => ({
          category,
          ...present(byCategory.get(category)!, months),
        })),
        ...present(sums, months),
      },
    ];
  });
  return { groups, costOfGoods };
}

/** Net sales per month at the locations in `scope`, and the cost of goods as a share of them. */
async function salesBeside(
  tx: Executor,
  workspaceId: string,
  months: string[],
  { first, end }: { first: string; end: string },
  scope: string[] | null,
  costOfGoods: Sums,
): Promise<NonNullable<SpendReport["sales"]>> {
  const { rows: sold } = await tx.query<{ month: string; net_sales: string }>(
    `select to_char(business_day, 'YYYY-MM') as month, sum(net_sales)::text as net_sales
         from sales
        where workspace_id = $1 and ($4::uuid[] is null or location_id = any($4::uuid[]))
          and net_sales is not null
          and business_day >= $2::date and business_day < $3::date
        group by 1`,
    [workspaceId, first, end, scope],
  );
  const sums: Sums = new Map(sold.map((row) => [row.month, exact(row.net_sales)]));
  return {
    ...present(sums, months),
    costPercent: {
      byMonth: Object.fromEntries(
        months.map((month) => [
          month,
          percentOfSales(costOfGoods.get(month) ?? exact(0), sums.get(month) ?? exact(0)),
        ]),
      ),
      total: percentOfSales(sumOf(costOfGoods), sumOf(sums)),
    },
  };
}
