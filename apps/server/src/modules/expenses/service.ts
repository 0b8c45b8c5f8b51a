import type {
  Expense,
  ExpenseCategory,
  expenseInputSchema,
  expenseUpdateSchema,
  expensesQuerySchema,
  ExpensesPage,
} from "@larder/contracts";
import { exact, MONEY_SCALE, NotFoundError, toFixedDecimal } from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import { changedFields, dollars, fieldWords, listed, recordChange, rowSnapshot } from "../audit";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import { publish } from "../../realtime/hub";
import { writableLocation } from "../locations";
import { writeDueOccurrences } from "./recurring";

export type NewExpense = z.output<typeof expenseInputSchema>;

interface ExpenseRow {
  id: string;
  category: ExpenseCategory;
  location_id: string | null;
  location_name: string | null;
  payee: string;
  description: string;
  amount: string;
  tax: string;
  incurred_on: string;
  method: Expense["method"];
  reference: string;
  recurring_id: string | null;
  file_id: string | null;
  created_by: string | null;
  created_at: Date;
}

export const EXPENSE_COLUMNS = `e.id, e.category, e.location_id, l.name as location_name, e.payee,
  e.description, e.amount::text, e.tax::text, to_char(e.incurred_on, 'YYYY-MM-DD') as incurred_on,
  e.method, e.reference, e.recurring_id, e.file_id, coalesce(nullif(u.name, ''), u.email) as created_by,
  e.created_at`;
export const EXPENSE_FROM = `expenses e
  left join locations l on l.workspace_id = e.workspace_id and l.id = e.location_id
  left join users u on u.id = e.created_by`;
/** Expenses of the whole business, or of a location the member may see. */
export const MAY_SEE = (param: string) =>
  `(${param}::uuid[] is null or e.location_id is null or e.location_id = any(${param}::uuid[]))`;

export function presentExpense(row: ExpenseRow): Expense {
  return {
    id: row.id,
    category: row.category,
    locationId: row.location_id,
    locationName: row.location_name,
    payee: row.payee,
    description: row.description,
    amount: toFixedDecimal(row.amount, MONEY_SCALE),
    tax: toFixedDecimal(row.tax, MONEY_SCALE),
    total: toFixedDecimal(exact(row.amount).add(exact(row.tax)), MONEY_SCALE),
    incurredOn: row.incurred_on,
    method: row.method,
    reference: row.reference,
    recurringId: row.recurring_id,
    fileId: row.file_id,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
  };
}

const announce = (tx: Executor, workspaceId: string) =>
  publish(tx, { workspaceId, event: { type: "expenses" } });

/** Records an expense, with its receipt (a kept document) when it was read from one. */
export async function createExpense(
  tx: Executor,
  member: Member,
  input: NewExpense,
  fileId: string | null = null,
): Promise<string> {
  if (input.locationId) await writableLocation(tx, member, input.locationId);
  const { rows } = await tx.query<{ id: string }>(
    `insert into expenses (workspace_id, category, location_id, payee, description, amount, tax,
                           incurred_on, method, reference, file_id, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      member.workspaceId,
      input.category,
      input.locationId,
      input.payee,
      input.description,
      input.amount,
      input.tax,
      input.incurredOn,
      input.method,
      input.reference,
      fileId,
      member.userId,
    ],
  );
  const after = await rowSnapshot(tx, "expenses", member.workspaceId, rows[0]!.id, ["file_id"]);
  await recordChange(tx, member, {
    action: "expense_recorded",
    summary: `recorded an expense of ${dollars(String(after.amount))} to ${String(after.payee)} (${String(after.category)})`,
    locationId: (after.location_id as string | null) ?? null,
    details: { expenseId: rows[0]!.id, after },
  });
  await announce(tx, member.workspaceId);
  return rows[0]!.id;
}

export async function findExpense(
  tx: Executor,
  member: Member,
  expenseId: string,
): Promise<Expense> {
  const { rows } = await tx.query<ExpenseRow>(
    `select ${EXPENSE_COLUMNS} from ${EXPENSE_FROM}
      where e.workspace_id = $1 and e.id = $2 and ${MAY_SEE("$3")}`,
    [member.workspaceId, expenseId, member.locationIds],
  );
  if (!rows[0])
    throw new NotFoundError("expense_not_found", "This expense does not exist in this workspace.");
  return presentExpense(rows[0]);
}

export async function updateExpense(
  tx: Executor,
  member: Member,
  expenseId: string,
  changes: z.output<typeof expenseUpdateSchema>,
): Promise<void> {
  await findExpense(tx, member, expenseId);
  if (changes.locationId) await writableLocation(tx, member, changes.locationId);
  const before = await rowSnapshot(tx, "expenses", member.workspaceId, expenseId, ["file_id"]);
  await tx.query(
    `update expenses set
       category = coalesce($3, category),
       location_id = case when $4 then $5::uuid else location_id end,
       payee = coalesce($6, payee), description = coalesce($7, description),
       amount = coalesce($8, amount), tax = coalesce($9, tax), method = coalesce($10, method),
       incurred_on = coalesce($11, incurred_on), reference = coalesce($12, reference)
     where workspace_id = $1 and id = $2`,
    [
      member.workspaceId,
      expenseId,
      changes.category ?? null,
      changes.locationId !== undefined,
      changes.locationId ?? null,
      changes.payee ?? null,
      changes.description ?? null,
      changes.amount ?? null,
      changes.tax ?? null,
      changes.method ?? null,
      changes.incurredOn ?? null,
      changes.reference ?? null,
    ],
  );
  const after = await rowSnapshot(tx, "expenses", member.workspaceId, expenseId, ["file_id"]);
  const diff = changedFields(before, after);
  if (diff.fields.length > 0)
    await recordChange(tx, member, {
      action: "expense_updated",
      summary: `edited the expense to ${String(before.payee)} of ${dollars(String(before.amount))}: ${listed(
        fieldWords(diff.fields),
      )}`,
      locationId: (after.location_id as string | null) ?? null,
      details: { expenseId, before: diff.before, after: diff.after },
    });
  await announce(tx, member.workspaceId);
}

/** Removes an expense entered by mistake (or one occurrence of a recurring one). */
export async function deleteExpense(
  tx: Executor,
  member: Member,
  expenseId: string,
): Promise<void> {
  await findExpense(tx, member, expenseId);
  const before = await rowSnapshot(tx, "expenses", member.workspaceId, expenseId, ["file_id"]);
  await recordChange(tx, member, {
    action: "expense_deleted",
    summary: `deleted the expense to ${String(before.payee)} of ${dollars(String(before.amount))} (${String(before.incurred_on)})`,
    locationId: (before.location_id as string | null) ?? null,
    details: { expenseId, before },
  });
  await tx.query("delete from expenses where workspace_id = $1 and id = $2", [
    member.workspaceId,
    expenseId,
  ]);
  await announce(tx, member.workspaceId);
}

/** Expenses newest first, filtered, with the sum of all those the filters keep. */
export async function listExpenses(
  tx: Executor,
  member: Member,
  query: z.output<typeof expensesQuerySchema>,
): Promise<ExpensesPage> {
  await writeDueOccurrences(tx, member.workspaceId);
  const where = `e.workspace_id = $1 and ${MAY_SEE("$2")}
    and ($3::date is null or e.incurred_on >= $3) and ($4::date is null or e.incurred_on <= $4)
    and ($5::text is null or e.category = $5) and ($6::uuid is null or e.location_id = $6)`;
  const params = [
    member.workspaceId,
    member.locationIds,
    query.from ?? null,
    query.to ?? null,
    query.category ?? null,
    query.locationId ?? null,
  ];
  const { rows } = await tx.query<ExpenseRow>(
    `select ${EXPENSE_COLUMNS} from ${EXPENSE_FROM} where ${where}
      order by e.incurred_on desc, e.created_at desc limit $7 offset $8`,
    [...params, query.limit, query.offset],
  );
  const { rows: totals } = await tx.query<{ n: number; sum: string }>(
    `select count(*)::int as n, coalesce(sum(e.amount + e.tax), 0)::text as sum from expenses e where ${where}`,
    params,
  );
  return {
    rows: rows.map(presentExpense),
    total: totals[0]!.n,
    sum: toFixedDecimal(totals[0]!.sum, MONEY_SCALE),
  };
}
