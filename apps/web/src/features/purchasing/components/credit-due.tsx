import type { CreditBrief } from "@larder/contracts";
import { Send } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { creditQuery } from "@/features/purchasing/api/credits";
import { SendCreditSheet } from "@/features/purchasing/components/send-credit-sheet";
import { CreditStatusBadge } from "@/components/document-status";
import { formatUsd } from "@/lib/format";
import { useCan, useSession } from "@/lib/session";

/** "Owed since today", "Owed for 1 day", "Owed for 12 days". */
export const owedFor = (days: number) =>
  days === 0 ? "Owed since today" : `Owed for ${days} ${days === 1 ? "day" : "days"}`;

/**
 * The credit a delivery raised, where the delivery is seen: what the supplier owes back, where
 * it stands, and the button that sends the request (from the phone at the back door too).
 */
export function CreditDue({
  workspaceId,
  credit: brief,
  supplierName,
}: {
  workspaceId: string;
  credit: CreditBrief;
  supplierName: string;
}) {
  const demo = useSession().user.isDemo;
  const canSend = useCan("orders.receive");
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // Where it stands now: sent from here or elsewhere since the delivery was recorded.
  const { data: live } = useQuery(creditQuery(workspaceId, brief.id));
  const credit = live ? { ...brief, status: live.status, amount: live.totals.inclTax } : brief;
  const outstanding = credit.status === "open" || credit.status === "sent";
  return (
    <div
      className="rounded-2xl border border-tomato-deep/30 bg-tomato-deep/5 p-4"
      data-testid="credit-due"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <dl>
            <dt className="text-sm font-semibold text-brand-950/80">
              Credit due from {supplierName}
            </dt>
            <dd className="text-2xl font-extrabold tabular-nums text-tomato-deep">
              {formatUsd(credit.amount)}
            </dd>
          </dl>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-brand-950/80">
            <Link
              to={`/app/credits/${credit.id}`}
              className="font-semibold text-brand-800 hover:underline"
            >
              {credit.number}
            </Link>
            <CreditStatusBadge status={credit.status} />
          </div>
        </div>
        {outstanding && canSend ? (
          <Button onClick={() => setSending(true)}>
            <Send aria-hidden="true" className="h-4 w-4" />
            {credit.status === "sent" ? "Remind supplier" : "Send credit request"}
          </Button>
        ) : (
          <Link to={`/app/credits/${credit.id}`} className={buttonClasses("secondary")}>
            View credit request
          </Link>
        )}
      </div>
      <Notice tone="success" className="mt-3">
        {message}
      </Notice>
      <SendCreditSheet
        workspaceId={workspaceId}
        demo={demo}
        credit={{ ...credit, supplierName }}
        open={sending}
        onOpenChange={setSending}
        onSent={setMessage}
      />
    </div>
  );
}
