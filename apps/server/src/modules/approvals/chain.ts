import type { ApprovalChain, ApprovalDocument } from "@larder/contracts";
import { ConflictError, NotAllowedError, toFixedDecimal, type Role } from "@larder/domain";
import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { iso } from "../../core/dates";
import type { Mailer } from "../../mail/mailer";
import { publish } from "../../realtime/hub";
import { memberName, recordChange } from "../audit";
import { chainOf, rulesMet, ruleWords } from "./rules";

/** What is approved: an order or an invoice, named as people read it. */
export interface ApprovalSubject {
  document: ApprovalDocument;
  documentId: string;
  /** "PO-2026-004 from Valley Greens ($612.40)". */
  label: string;
  /** Where in the app it is: "/app/orders/…". */
  link: string;
  locationId: string | null;
  /** Its total with tax. */
  amount: string;
}

/** How approvers hear of their turn besides Larder's notifications: by mail, at `appUrl`. */
export interface ApprovalMail {
  mailer: Mailer;
  appUrl: string;
}

interface StepRow {
  id: string;
  step: number;
  approver_user_id: string;
  approver_name: string;
  approver_email: string;
  above: string;
  reason: string;
  status: "waiting" | "approved" | "rejected";
  requested_by: string | null;
  requested_at: Date | null;
  decided_at: Date | null;
  note: string;
  mailed_at: Date | null;
}

async function stepsOf(
  tx: Executor,
  workspaceId: string,
  document: ApprovalDocument,
  documentId: string,
  lock = false,
): Promise<StepRow[]> {
  const { rows } = await tx.query<StepRow>(
    `select s.id, s.step, s.approver_user_id, coalesce(nullif(u.name, ''), u.email) as approver_name,
            u.email as approver_email, s.above::text, s.reason, s.status, s.requested_by,
            s.requested_at, s.decided_at, s.note, s.mailed_at
       from approval_steps s join users u on u.id = s.approver_user_id
      where s.workspace_id = $1 and s.document = $2 and s.document_id = $3
      order by s.step${lock ? " for update of s" : ""}`,
    [workspaceId, document, documentId],
  );
  return rows;
}

/** The step whose turn it is: the first not approved, or none when all are. */
const currentOf = (steps: StepRow[]) => steps.find((step) => step.status !== "approved");

/**
 * A document's chain as stored; for an order nobody asked approval for yet (`prospect`), the
 * chain the rules would give it, with `requested` false.
 */
export async function approvalChain(
  tx: Executor,
  workspaceId: string,
  subject: Pick<ApprovalSubject, "document" | "documentId">,
  prospect?: { locationId: string | null; role: Role | null; amount: string },
): Promise<ApprovalChain> {
  const steps = await stepsOf(tx, workspaceId, subject.document, subject.documentId);
  if (steps.length === 0 && prospect) {
    const chain = chainOf(
      await rulesMet(tx, workspaceId, { document: subject.document, ...prospect }),
    );
    return {
      steps: chain.map((rule, index) => ({
        id: rule.id,
        step: index + 1,
        approverUserId: rule.approver_user_id,
        approverName: rule.approver_name,
        above: toFixedDecimal(rule.above, 2),
        reason: ruleWords(rule),
        status: "waiting",
        current: index === 0,
        requestedAt: null,
        decidedAt: null,
        note: "",
        mailed: false,
      })),
      requested: false,
      approved: chain.length === 0,
      rejected: false,
    };
  }
  const current = currentOf(steps);
  return {
    steps: steps.map((step) => ({
      id: step.id,
      step: step.step,
      approverUserId: step.approver_user_id,
      approverName: step.approver_name,
      above: toFixedDecimal(step.above, 2),
      reason: step.reason,
      status: step.status,
      current: step === current && step.status === "waiting",
      requestedAt: step.requested_at ? iso(step.requested_at) : null,
      decidedAt: step.decided_at ? iso(step.decided_at) : null,
      note: step.note,
      mailed: step.mailed_at !== null,
    })),
    requested: steps.length > 0,
    approved: current === undefined,
    rejected: steps.some((step) => step.status === "rejected"),
  };
}

/** What keeps a document from going on (being sent, or paid), in words, or null. */
export function approvalHold(chain: ApprovalChain, label: string, next: string): string | null {
  if (chain.approved) return null;
  const rejected = chain.steps.find((step) => step.status === "rejected");
  if (rejected)
    return `${label} was rejected by ${rejected.approverName}${rejected.note ? `: “${rejected.note}”` : ""}. Change it and ask for approval again.`;
  const waiting = chain.steps.find((step) => step.status === "waiting")!;
  return chain.requested
    ? `${label} waits for approval by ${waiting.approverName} (${waiting.reason.toLowerCase()}) before it is ${next}.`
    : `${label} needs approval by ${waiting.approverName} (${waiting.reason.toLowerCase()}) before it is ${next}. Ask for approval first.`;
}

/** Tells a member, in Larder (live) and by mail when `mail` is given, what needs them. */
async function tell(
  tx: Executor,
  workspaceId: string,
  userId: string,
  note: { title: string; message: string; link: string },
  mail: ApprovalMail | null,
  to: string | null,
): Promise<boolean> {
  await tx.query(
    `insert into notifications (workspace_id, user_id, kind, title, message, link, location_id)
     values ($1, $2, 'approval', $3, $4, $5, null)`,
    [workspaceId, userId, note.title, note.message, note.link],
  );
  await publish(tx, { workspaceId, event: { type: "notifications" }, userIds: [userId] });
  if (!mail || !to) return false;
  // A demo's people are made up: they are told in Larder only, as its orders are never mailed.
  const { rows } = await tx.query<{ is_demo: boolean }>(
    "select is_demo from workspaces where id = $1",
    [workspaceId],
  );
  if (rows[0]?.is_demo) return false;
  // The notification above is the record; a mail server that is down does not undo the
  // approval, and the chain shows that this mail did not go.
  return mail.mailer
    .send({
      to,
      subject: note.title,
      text: `${note.message}\n\nOpen it in Larder: ${mail.appUrl}${note.link}\n`,
    })
    .then(
      () => true,
      () => false,
    );
}

/** Notifies the approver whose turn it is, once. */
async function notifyCurrent(
  tx: Executor,
  workspaceId: string,
  subject: ApprovalSubject,
  mail: ApprovalMail | null,
): Promise<void> {
  const steps = await stepsOf(tx, workspaceId, subject.document, subject.documentId);
  const current = currentOf(steps);
  if (!current || current.status !== "waiting" || current.requested_at) return;
  const mailed = await tell(
    tx,
    workspaceId,
    current.approver_user_id,
    {
      title: "Approval needed",
      message: `${subject.label} waits for your approval: ${current.reason.toLowerCase()}.`,
      link: subject.link,
    },
    mail,
    current.approver_email,
  );
  await tx.query(
    `update approval_steps set requested_at = now(), mailed_at = case when $3 then now() end
      where workspace_id = $1 and id = $2`,
    [workspaceId, current.id, mailed],
  );
}

/**
 * Asks for a document's approvals: the approvers of the rules it meets, lowest limit first, each
 * once (a member who raised it approves their own step by raising it). Any earlier chain is
 * replaced. The first approver is notified. Returns how many approvers it waits for.
 */
export async function requestApproval(
  tx: Executor,
  member: Member,
  subject: ApprovalSubject,
  mail: ApprovalMail | null,
): Promise<number> {
  await resetApproval(tx, member.workspaceId, subject);
  const chain = chainOf(
    await rulesMet(tx, member.workspaceId, {
      document: subject.document,
      locationId: subject.locationId,
      role: member.role,
      amount: subject.amount,
    }),
  );
  if (chain.length === 0) return 0;
  await tx.query(
    `insert into approval_steps (workspace_id, document, document_id, step, approver_user_id,
                                 above, reason, status, requested_by, decided_at, note)
     select $1, $2, $3, x.step, x.approver, x.above, x.reason, x.status, $4,
            case when x.status = 'approved' then now() end, x.note
       from jsonb_to_recordset($5::jsonb)
         as x(step int, approver uuid, above numeric, reason text, status text, note text)`,
    [
      member.workspaceId,
      subject.document,
      subject.documentId,
      member.userId,
      JSON.stringify(
        chain.map((rule, index) => {
          const own = rule.approver_user_id === member.userId;
          return {
            step: index + 1,
            approver: rule.approver_user_id,
            above: rule.above,
            reason: ruleWords(rule),
            status: own ? "approved" : "waiting",
            note: own ? "Raised it" : "",
          };
        }),
      ),
    ],
  );
  const waiting = chain.filter((rule) => rule.approver_user_id !== member.userId);
  await recordChange(tx, member, {
    action: "approval_requested",
    summary: `asked for approval of ${subject.label}: ${chain
      .map((rule) => `${rule.approver_name} (${ruleWords(rule).toLowerCase()})`)
      .join(", then ")}`,
    locationId: subject.locationId,
    details: { document: subject.document, documentId: subject.documentId },
  });
  await notifyCurrent(tx, member.workspaceId, subject, mail);
  return waiting.length;
}

/** Forgets a document's approvals: its lines changed, so what was approved is not what it is. */
export async function resetApproval(
  tx: Executor,
  workspaceId: string,
  subject: Pick<ApprovalSubject, "document" | "documentId">,
): Promise<void> {
  await tx.query(
    "delete from approval_steps where workspace_id = $1 and document = $2 and document_id = $3",
    [workspaceId, subject.document, subject.documentId],
  );
}

/**
 * The member approves (or rejects, saying why) the document at their turn in its chain. The next
 * approver is notified, or, once all have approved or one rejects, whoever asked.
 */
export async function decideApproval(
  tx: Executor,
  member: Member,
  subject: ApprovalSubject,
  decision: { approve: boolean; note: string },
  mail: ApprovalMail | null,
): Promise<void> {
  const steps = await stepsOf(tx, member.workspaceId, subject.document, subject.documentId, true);
  const current = currentOf(steps);
  if (steps.length === 0)
    throw new ConflictError(
      "approval_not_requested",
      `Nobody asked for approval of ${subject.label}.`,
    );
  if (!current)
    throw new ConflictError("already_approved", `${subject.label} is already approved.`);
  if (current.status === "rejected")
    throw new ConflictError(
      "approval_rejected",
      `${subject.label} was rejected by ${current.approver_name}; it must be changed and asked again.`,
    );
  if (current.approver_user_id !== member.userId)
    throw new NotAllowedError(
      "not_your_turn",
      steps.some((step) => step.approver_user_id === member.userId)
        ? `It is ${current.approver_name}'s turn to approve ${subject.label}; yours comes after.`
        : `${subject.label} waits for ${current.approver_name}, not for you.`,
    );
  await tx.query(
    `update approval_steps set status = $3, decided_at = now(), note = $4
      where workspace_id = $1 and id = $2`,
    [member.workspaceId, current.id, decision.approve ? "approved" : "rejected", decision.note],
  );
  const of = `${current.step} of ${steps.length}`;
  await recordChange(tx, member, {
    action: decision.approve ? "approval_given" : "approval_rejected",
    summary: `${decision.approve ? "approved" : "rejected"} ${subject.label} (step ${of}: ${current.reason.toLowerCase()})${
      decision.note ? `: “${decision.note}”` : ""
    }`,
    locationId: subject.locationId,
    details: {
      document: subject.document,
      documentId: subject.documentId,
      step: current.step,
      reason: current.reason,
      note: decision.note,
    },
  });
  const last = current.step === steps.at(-1)!.step;
  if (decision.approve && !last) return notifyCurrent(tx, member.workspaceId, subject, mail);
  const asker = current.requested_by;
  if (!asker || asker === member.userId) return;
  const { rows } = await tx.query<{ email: string }>(
    `select u.email from memberships m join users u on u.id = m.user_id
      where m.workspace_id = $1 and m.user_id = $2`,
    [member.workspaceId, asker],
  );
  if (!rows[0]) return;
  await tell(
    tx,
    member.workspaceId,
    asker,
    decision.approve
      ? {
          title: "Approved",
          message: `${subject.label} is approved by ${memberName(member)}: it can go on.`,
          link: subject.link,
        }
      : {
          title: "Approval rejected",
          message: `${memberName(member)} rejected ${subject.label}${decision.note ? `: “${decision.note}”` : ""}.`,
          link: subject.link,
        },
    mail,
    rows[0].email,
  );
}
