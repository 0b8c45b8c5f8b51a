import {
  EXPENSE_CATEGORY_KEYS,
  type ExpenseCategory,
  type ExpenseReport,
  type expenseReportQuerySchema,
} from "@larder/contracts";
import { addMonths, exact, MONEY_SCALE, toFixedDecimal, type Exact } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { workspaceToday } from "../locations";
import { MAY_SEE } from "./service";
import { writeDueOccurrences } from "./recurring";

/** A report runs over at most this many months. */
export const REPORT_MONTHS = 24;

/** The months from `from` to `to` (YYYY-MM), both included. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let month = from;
  while (month <= to && months.length < REPORT_MONTHS) {
    months.push(month);
    month = addMonths(`${month}-01`, 1).slice(0, 7);
  }
  return months;
}

/**
 * The months a report covers (YYYY-MM): from `from` to `to`, the six months up to this one
 * unless the query says otherwise, at most REPORT_MONTHS.
 */
export async function reportMonths(
  tx: Executor,
  workspaceId: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<string[]> {
  const thisMonth = (await workspaceToday(tx, workspaceId)).slice(0, 7);
  const to = query.to ?? (query.from && query.from > thisMonth ? query.from : thisMonth);
  const from = query.from ?? addMonths(`${to}-01`, -5).slice(0, 7);
  return monthsBetween(from, to);
}

const money = (value: Exact) => toFixedDecimal(value, MONEY_SCALE);
const byMonth = (months: string[], sums: Map<string, Exact>) =>
  Object.fromEntries(months.map((month) => [month, money(sums.get(month) ?? exact(0))]));

/**
 * What was spent on expenses (with tax) by category and by location, month by month: the six
 * months up to this one unless the query says otherwise, at the locations the member may see
 * (expenses of the whole business included).
 */
export async function expenseReport(
  tx: Executor,
  member: Member,
  query: z.output<typeof expenseReportQuerySchema>,
): Promise<ExpenseReport> {
  await writeDueOccurrences(tx, member.workspaceId);
  const months = await reportMonths(tx, member.workspaceId, query);
  const last = addMonths(`${months.at(-1)!}-01`, 1);
  const { rows } = await tx.query<{
    month: string;
    category: ExpenseCategory;
    location_id: string | null;
    location_name: string | null;
    spent: string;
  }>(
    `select to_char(e.incurred_on, 'YYYY-MM') as month, e.category, e.location_id,
            l.name as location_name, sum(e.amount + e.tax)::text as spent
       from expenses e left join locations l on l.workspace_id = e.workspace_id and l.id = e.location_id
      where e.workspace_id = $1 and ${MAY_SEE("$2")}
        and e.incurred_on >= $3::date and e.incurred_on < $4::date
        and ($5::uuid is null or e.location_id = $5)
      group by 1, 2, 3, 4`,
    [member.workspaceId, member.locationIds, `${months[0]!}-01`, last, query.locationId ?? null],
  );
  const categories = new Map<ExpenseCategory, Map<string, Exact>>();
  const locations = new Map<
    string,
    { id: string | null; name: string; sums: Map<string, Exact> }
  >();
  const everything = new Map<string, Exact>();
  const add = (sums: Map<string, Exact>, month: string, value: Exact) =>
    sums.set(month, (sums.get(month) ?? exact(0)).add(value));
  for (const row of rows) {
    const spent = exact(row.spent);
    if (!categories.has(row.category)) categories.set(row.category, new Map());
    add(categories.get(row.category)!, row.month, spent);
    const key = row.location_id ?? "";
    if (!locations.has(key))
      locations.set(key, {
        id: row.location_id,
        name: row.location_name ?? "Whole business",
        sums: new Map(),
      });
    add(locations.get(key)!.sums, row.month, spent);
    add(everything, row.month, spent);
  }
  const total = (sums: Map<string, Exact>) =>
    money([...sums.values()].reduce((a, b) => a.add(b), exact(0)));
  return {
    months,
    categories: EXPENSE_CATEGORY_KEYS.filter((category) => categories.has(category)).map(
      (category) => ({
        category,
        byMonth: byMonth(months, categories.get(category)!),
        total: total(categories.get(category)!),
      }),
    ),
    locations: [...locations.values()]
      .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : a.name.localeCompare(b.name)))
      .map((location) => ({
        locationId: location.id,
        name: location.name,
        byMonth: byMonth(months, location.sums),
        total: total(location.sums),
      })),
    byMonth: byMonth(months, everything),
    total: total(everything),
  };
}
