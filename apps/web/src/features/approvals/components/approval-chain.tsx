import type { ApprovalChain, ApprovalDocument } from "@larder/contracts";
import { Check, Clock, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { useApprovalAction } from "@/features/approvals/api/approvals";
import { formatDateTime } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { useSession } from "@/lib/session";

type Step = ApprovalChain["steps"][number];

/** One approver of the chain: who, why, and where it stands. */
function StepRow({ step, requested }: { step: Step; requested: boolean }) {
  const Icon = step.status === "approved" ? Check : step.status === "rejected" ? X : Clock;
  const state =
    step.status === "approved"
      ? `Approved${step.decidedAt ? ` ${formatDateTime(step.decidedAt)}` : ""}`
      : step.status === "rejected"
        ? `Rejected${step.decidedAt ? ` ${formatDateTime(step.decidedAt)}` : ""}`
        : !requested
          ? "Not asked yet"
          : step.current
            ? `Their turn${step.requestedAt ? `, asked ${formatDateTime(step.requestedAt)}` : ""}${
                step.mailed ? " (notified in Larder and by email)" : " (notified in Larder)"
              }`
            : "After the approver before";
  return (
    <li className="flex gap-3 py-2.5">
      <span
        aria-hidden="true"
        className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${
          step.status === "approved"
            ? "bg-brand-100 text-brand-800"
            : step.status === "rejected"
              ? "bg-tomato/15 text-tomato"
              : "bg-saffron/25 text-brand-950"
        }`}
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-brand-950">
          {step.step}. {step.approverName}
        </p>
        <p className="text-brand-950/70">{step.reason}</p>
        <p className="text-brand-950/80">{state}</p>
        {step.note ? <p className="text-brand-950/80">“{step.note}”</p> : null}
      </div>
    </li>
  );
}

/**
 * An order's or invoice's approvals (decision 0044): each approver in turn, and for the member
 * whose turn it is, Approve or Reject with the reason; for an order nobody asked yet, the chain
 * its rules give it and a button to ask. Nothing when no rule applies.
 */
export function ApprovalChainCard({
  workspaceId,
  document,
  id,
  chain,
  canRequest,
}: {
  workspaceId: string;
  document: ApprovalDocument;
  id: string;
  chain: ApprovalChain;
  canRequest: boolean;
}) {
  const { user } = useSession();
  const action = useApprovalAction(workspaceId, document, id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  if (chain.steps.length === 0) return null;
  const current = chain.steps.find((step) => step.current);
  const mine = chain.requested && current?.approverUserId === user.id;
  const what = document === "order" ? "order" : "invoice";

  const reject = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(
      { action: "reject", body: { reason } },
      {
        onSuccess: () => {
          setRejecting(false);
          setDone(`Rejected: whoever asked is told why.`);
        },
      },
    );
  };

  return (
    <Card
      title="Approvals"
      headingLevel={2}
      description={
        chain.approved
          ? `Every approver has approved this ${what}.`
          : chain.rejected
            ? `Rejected: change the ${what} and ask again.`
            : chain.requested
              ? `Waiting for ${current?.approverName ?? "its approvers"}.`
              : `Above its approval limits: ask for approval before it is sent.`
      }
    >
      <ol aria-label="Approvers in turn" className="divide-y divide-brand-900/5">
        {chain.steps.map((step) => (
          <StepRow key={step.id} step={step} requested={chain.requested} />
        ))}
      </ol>
      <Notice tone="success" className="mt-3">
        {done}
      </Notice>
      <Notice tone="error" className="mt-3">
        {action.error ? errorMessage(action.error) : null}
      </Notice>
      {mine && !rejecting ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            busy={action.isPending && action.variables?.action === "approve"}
            onClick={() =>
              action.mutate(
                { action: "approve" },
                { onSuccess: () => setDone(`Approved. The next step is told.`) },
              )
            }
          >
            <Check aria-hidden="true" className="h-4 w-4" /> Approve
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </div>
      ) : null}
      {mine && rejecting ? (
        <form noValidate onSubmit={reject} className="mt-3 space-y-3">
          <TextField
            label="Why it is rejected"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint="Whoever asked reads this, to put it right."
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" busy={action.isPending}>
              Reject {what}
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              Keep it waiting
            </Button>
          </div>
        </form>
      ) : null}
      {document === "order" && canRequest && (!chain.requested || chain.rejected) ? (
        <Button
          className="mt-3"
          busy={action.isPending && action.variables?.action === "approval-request"}
          onClick={() =>
            action.mutate(
              { action: "approval-request" },
              { onSuccess: () => setDone(`Asked. ${chain.steps[0]!.approverName} is told first.`) },
            )
          }
        >
          Ask for approval
        </Button>
      ) : null}
    </Card>
  );
}
