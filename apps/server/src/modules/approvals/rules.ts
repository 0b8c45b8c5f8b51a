import type { ApprovalRule, approvalRuleInputSchema } from "@larder/contracts";
import {
  can,
  InvalidError,
  NotFoundError,
  ROLE_LABELS,
  toFixedDecimal,
  type Role,
} from "@larder/domain";
import type { z } from "zod";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { dollars, recordChange } from "../audit";

/** What an approver must be allowed to do for each kind of document. */
export const APPROVER_PERMISSION = { order: "orders.approve", invoice: "invoices.pay" } as const;
const DOCUMENT_WORDS = { order: "Orders", invoice: "Invoices" } as const;

interface RuleRow {
  id: string;
  document: "order" | "invoice";
  location_id: string | null;
  location_name: string | null;
  role: Role | null;
  above: string;
  approver_user_id: string;
  approver_name: string;
}

const RULE_SQL = `
  select r.id, r.document, r.location_id, l.name as location_name, r.role, r.above::text,
         r.approver_user_id, coalesce(nullif(u.name, ''), u.email) as approver_name
    from approval_rules r
    join users u on u.id = r.approver_user_id
    left join locations l on l.workspace_id = r.workspace_id and l.id = r.location_id`;

/** "Orders above $500.00 at Main Street raised by Purchasing": a rule in words. */
export function ruleWords(rule: {
  document: "order" | "invoice";
  above: string;
  location_name: string | null;
  role: Role | null;
}): string {
  return `${DOCUMENT_WORDS[rule.document]} above ${dollars(toFixedDecimal(rule.above, 2))}${
    rule.location_name ? ` at ${rule.location_name}` : ""
  }${rule.role ? ` ${rule.document === "order" ? "raised" : "entered"} by ${ROLE_LABELS[rule.role]}` : ""}`;
}

const present = (row: RuleRow): ApprovalRule => ({
  id: row.id,
  document: row.document,
  locationId: row.location_id,
  locationName: row.location_name,
  role: row.role,
  above: toFixedDecimal(row.above, 2),
  approverUserId: row.approver_user_id,
  approverName: row.approver_name,
  description: ruleWords(row),
});

/** The workspace's rules, orders first, each kind by its limit. */
export async function listRules(tx: Executor, workspaceId: string): Promise<ApprovalRule[]> {
  const { rows } = await tx.query<RuleRow>(
    `${RULE_SQL} where r.workspace_id = $1 order by r.document desc, r.above, r.created_at`,
    [workspaceId],
  );
  return rows.map(present);
}

/** The rules a document meets: its kind, location, raiser's role and total, lowest first. */
export async function rulesMet(
  tx: Executor,
  workspaceId: string,
  document: {
    document: "order" | "invoice";
    locationId: string | null;
    role: Role | null;
    amount: string;
  },
): Promise<RuleRow[]> {
  const { rows } = await tx.query<RuleRow>(
    `${RULE_SQL}
      where r.workspace_id = $1 and r.document = $2
        and (r.location_id is null or r.location_id = $3)
        and (r.role is null or r.role = $4) and $5::numeric > r.above
      order by r.above, r.created_at`,
    [workspaceId, document.document, document.locationId, document.role, document.amount],
  );
  return rows;
}

/** The approvers of the rules met, each once at their lowest limit: a document's chain. */
export function chainOf(rules: RuleRow[]): RuleRow[] {
  const approvers = new Set<string>();
  return rules.filter(
    (rule) => !approvers.has(rule.approver_user_id) && approvers.add(rule.approver_user_id),
  );
}

/** Adds a rule; its approver must be a member whose role may approve such documents. */
export async function createRule(
  tx: Executor,
  member: Member,
  input: z.output<typeof approvalRuleInputSchema>,
): Promise<ApprovalRule> {
  const { rows: approvers } = await tx.query<{ role: Role; name: string }>(
    `select m.role, coalesce(nullif(u.name, ''), u.email) as name
       from memberships m join users u on u.id = m.user_id
      where m.workspace_id = $1 and m.user_id = $2`,
    [member.workspaceId, input.approverUserId],
  );
  const approver = approvers[0];
  if (!approver)
    throw new NotFoundError("member_not_found", "The approver must be a member of this workspace.");
  if (!can(approver.role, APPROVER_PERMISSION[input.document]))
    throw new InvalidError(
      "approver_cannot_approve",
      `${approver.name} is ${ROLE_LABELS[approver.role].toLowerCase()}: that role cannot ${
        input.document === "order" ? "approve orders" : "pay invoices"
      }. Choose a manager or an owner, or change ${approver.name}'s role first.`,
    );
  if (input.locationId) {
    const { rows } = await tx.query("select 1 from locations where workspace_id = $1 and id = $2", [
      member.workspaceId,
      input.locationId,
    ]);
    if (rows.length === 0)
      throw new NotFoundError(
        "location_not_found",
        "This location does not exist in this workspace.",
      );
  }
  const { rows } = await tx.query<{ id: string }>(
    `insert into approval_rules (workspace_id, document, location_id, role, above, approver_user_id)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      member.workspaceId,
      input.document,
      input.locationId,
      input.role,
      input.above,
      input.approverUserId,
    ],
  );
  const { rows: created } = await tx.query<RuleRow>(
    `${RULE_SQL} where r.workspace_id = $1 and r.id = $2`,
    [member.workspaceId, rows[0]!.id],
  );
  const rule = created[0]!;
  await recordChange(tx, member, {
    action: "approval_rule_created",
    summary: `set an approval rule: ${ruleWords(rule)} wait for ${rule.approver_name}`,
    locationId: rule.location_id,
    details: { after: present(rule) },
  });
  return present(rule);
}

/** Removes a rule. Chains already asked for keep their approvers. */
export async function deleteRule(tx: Executor, member: Member, ruleId: string): Promise<void> {
  const { rows } = await tx.query<RuleRow>(`${RULE_SQL} where r.workspace_id = $1 and r.id = $2`, [
    member.workspaceId,
    ruleId,
  ]);
  const rule = rows[0];
  if (!rule)
    throw new NotFoundError("approval_rule_not_found", "This approval rule does not exist.");
  await tx.query("delete from approval_rules where workspace_id = $1 and id = $2", [
    member.workspaceId,
    ruleId,
  ]);
  await recordChange(tx, member, {
    action: "approval_rule_deleted",
    summary: `removed the approval rule: ${ruleWords(rule)} wait for ${rule.approver_name}`,
    locationId: rule.location_id,
    details: { before: present(rule) },
  });
}
