import type { RecurringExpense, recurringExpenseInputSchema } from "@larder/contracts";
import {
  addDays,
  MONEY_SCALE,
  occurrencesBetween,
  toFixedDecimal,
  type ExpenseFrequency,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { publish } from "../../realtime/hub";
import { workspaceToday, writableLocation } from "../locations";
import { recordOccurrence, recordRuleChange, ruleSnapshot } from "./recurring-audit";

type RuleInput = z.output<typeof recurringExpenseInputSchema>;

interface RuleRow {
  id: string;
  category: RecurringExpense["category"];
  location_id: string | null;
  location_name: string | null;
  payee: string;
  description: string;
  amount: string;
  tax: string;
  method: RecurringExpense["method"];
  frequency: ExpenseFrequency;
  starts_on: string;
  ends_on: string | null;
  written_through: string | null;
}

const RULE_COLUMNS = `r.id, r.category, r.location_id, l.name as location_name, r.payee, r.description,
  r.amount::text, r.tax::text, r.method, r.frequency, to_char(r.starts_on, 'YYYY-MM-DD') as starts_on,
  to_char(r.ends_on, 'YYYY-MM-DD') as ends_on, to_char(r.written_through, 'YYYY-MM-DD') as written_through`;
const RULE_FROM = `recurring_expenses r
  left join locations l on l.workspace_id = r.workspace_id and l.id = r.location_id`;

const rule = (row: RuleRow) => ({
  startsOn: row.starts_on,
  frequency: row.frequency,
  endsOn: row.ends_on,
});

/**
 * Writes every occurrence of the workspace's recurring expenses that has come due since they
 * were last written, up to the workspace's today, each once: called before expenses are read,
 * so lists, reports and exports always include them. An occurrence someone deleted is not
 * written again. Each one written is logged, in the name of `actor` when a member's change wrote
 * it, else of no one (its day came).
 */
export async function writeDueOccurrences(
  tx: Executor,
  workspaceId: string,
  actor: Member | null = null,
): Promise<void> {
  const today = await workspaceToday(tx, workspaceId);
  const { rows } = await tx.query<RuleRow & { created_by: string | null }>(
    `select ${RULE_COLUMNS}, r.created_by from ${RULE_FROM}
      where r.workspace_id = $1 and r.starts_on <= $2
        and (r.written_through is null or r.written_through < least($2::date, coalesce(r.ends_on, $2::date)))
      for update of r`,
    [workspaceId, today],
  );
  for (const row of rows) {
    const from = row.written_through ? addDays(row.written_through, 1) : row.starts_on;
    for (const day of occurrencesBetween(rule(row), from, today)) {
      const { rows: written } = await tx.query<{ id: string }>(
        `insert into expenses (workspace_id, category, location_id, payee, description, amount, tax,
                               incurred_on, method, recurring_id, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (workspace_id, recurring_id, incurred_on) do nothing returning id`,
        [
          workspaceId,
          row.category,
          row.location_id,
          row.payee,
          row.description,
          row.amount,
          row.tax,
          day,
          row.method,
          row.id,
          row.created_by,
        ],
      );
      if (written[0])
        await recordOccurrence(tx, workspaceId, actor, {
          expenseId: written[0].id,
          recurringExpenseId: row.id,
          day,
          rule: row,
        });
    }
    await tx.query(
      "update recurring_expenses set written_through = $3 where workspace_id = $1 and id = $2",
      [workspaceId, row.id, today],
    );
  }
}

function present(row: RuleRow, today: string): RecurringExpense {
  const [next] = occurrencesBetween(rule(row), addDays(today, 1), "2199-12-31", 1);
  return {
    id: row.id,
    category: row.category,
    locationId: row.location_id,
    locationName: row.location_name,
    payee: row.payee,
    description: row.description,
    amount: toFixedDecimal(row.amount, MONEY_SCALE),
    tax: toFixedDecimal(row.tax, MONEY_SCALE),
    method: row.method,
    frequency: row.frequency,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    nextOn: next ?? null,
  };
}

export async function listRecurringExpenses(
  tx: Executor,
  member: Member,
): Promise<RecurringExpense[]> {
  const today = await workspaceToday(tx, member.workspaceId);
  const { rows } = await tx.query<RuleRow>(
    `select ${RULE_COLUMNS} from ${RULE_FROM}
      where r.workspace_id = $1 and ($2::uuid[] is null or r.location_id is null or r.location_id = any($2::uuid[]))
      order by lower(r.payee), r.starts_on`,
    [member.workspaceId, member.locationIds],
  );
  return rows.map((row) => present(row, today));
}

/** Starts a recurring expense; occurrences already due (a start in the past) are written now. */
export async function createRecurringExpense(
  tx: Executor,
  member: Member,
  input: RuleInput,
): Promise<string> {
  if (input.locationId) await writableLocation(tx, member, input.locationId);
  const { rows } = await tx.query<{ id: string }>(
    `insert into recurring_expenses (workspace_id, category, location_id, payee, description, amount,
                                     tax, method, frequency, starts_on, ends_on, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      member.workspaceId,
      input.category,
      input.locationId,
      input.payee,
      input.description,
      input.amount,
      input.tax,
      input.method,
      input.frequency,
      input.startsOn,
      input.endsOn,
      member.userId,
    ],
  );
  const id = rows[0]!.id;
  const after = await ruleSnapshot(tx, member.workspaceId, id);
  await recordRuleChange(tx, member, id, { before: null, after });
  await writeDueOccurrences(tx, member.workspaceId, member);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "expenses" } });
  return id;
}

/**
 * Changes a recurring expense from now on: what was already written stays as it was. Ending it
 * (a last date) stops further occurrences.
 */
export async function updateRecurringExpense(
  tx: Executor,
  member: Member,
  id: string,
  input: RuleInput,
): Promise<void> {
  if (input.locationId) await writableLocation(tx, member, input.locationId);
  // Occurrences that came due under the old terms are written with them, by the calendar.
  await writeDueOccurrences(tx, member.workspaceId);
  const before = await ruleSnapshot(tx, member.workspaceId, id);
  await tx.query(
    `update recurring_expenses set category = $3, location_id = $4, payee = $5, description = $6,
            amount = $7, tax = $8, method = $9, frequency = $10, starts_on = $11, ends_on = $12
      where workspace_id = $1 and id = $2`,
    [
      member.workspaceId,
      id,
      input.category,
      input.locationId,
      input.payee,
      input.description,
      input.amount,
      input.tax,
      input.method,
      input.frequency,
      input.startsOn,
      input.endsOn,
    ],
  );
  const after = await ruleSnapshot(tx, member.workspaceId, id);
  await recordRuleChange(tx, member, id, { before, after });
  await writeDueOccurrences(tx, member.workspaceId, member);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "expenses" } });
}

/** Stops a recurring expense; the expenses it wrote, up to today's, stay. */
export async function deleteRecurringExpense(tx: Executor, member: Member, id: string) {
  await writeDueOccurrences(tx, member.workspaceId);
  const before = await ruleSnapshot(tx, member.workspaceId, id);
  await recordRuleChange(tx, member, id, { before, after: null });
  await tx.query("delete from recurring_expenses where workspace_id = $1 and id = $2", [
    member.workspaceId,
    id,
  ]);
  await publish(tx, { workspaceId: member.workspaceId, event: { type: "expenses" } });
}
