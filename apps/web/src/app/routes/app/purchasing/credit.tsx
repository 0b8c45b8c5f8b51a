import { useSuspenseQuery } from "@tanstack/react-query";
import { FileText, Send, XCircle } from "lucide-react";
import { useState } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { creditPdfUrl, creditQuery } from "@/features/purchasing/api/credits";
import { SendCreditSheet } from "@/features/purchasing/components/send-credit-sheet";
import { CreditStatusBadge } from "@/components/document-status";
import { formatUsd } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";
import { useCan, useSession } from "@/lib/session";
import { ApplyForm, CancelSheet, MemoForm } from "./credit-actions";
import { CreditHistoryCard } from "./credit-history";
import { CreditLinesCard } from "./credit-lines";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "suppliers.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(creditQuery(workspaceId, args.params.creditId!));
  return null;
}

/**
 * `/app/credits/:creditId`: one credit request, what the supplier owes back line by line and
 * why, where it stands, and what can happen next: send (or remind), record the supplier's credit
 * memo, or cancel it with a reason.
 */
export function CreditPage() {
  const { workspace, locations } = useScope();
  const { creditId } = useParams();
  const { data: credit } = useSuspenseQuery(creditQuery(workspace.id, creditId!));
  // Times in the zone of the location the delivery came to.
  const timeZone = locations.find((location) => location.id === credit.locationId)?.timeZone;
  const demo = useSession().user.isDemo;
  const canSend = useCan("orders.receive");
  const canSettle = useCan("invoices.edit");
  const canPay = useCan("invoices.pay");
  const canSeeInvoices = useCan("invoices.view");
  const canApply = canPay && canSeeInvoices;
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const outstanding = credit.status === "open" || credit.status === "sent";

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/app/credits" className="font-semibold text-brand-800 hover:underline">
          ← Credits
        </Link>
      </p>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            Credit request {credit.number} <CreditStatusBadge status={credit.status} />
          </span>
        }
        description={
          <>
            <Link
              to={`/app/suppliers/${credit.supplierId}`}
              className="font-semibold text-brand-800 hover:underline"
            >
              {credit.supplierName}
            </Link>{" "}
            owes {credit.locationName}
            {credit.orderId ? (
              <>
                {" "}
                for a delivery of{" "}
                <Link
                  to={`/app/orders/${credit.orderId}`}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  {credit.orderNumber}
                </Link>
              </>
            ) : null}
          </>
        }
        actions={
          <>
            {outstanding && canSend ? (
              <Button onClick={() => setSending(true)}>
                <Send aria-hidden="true" className="h-4 w-4" />
                {credit.status === "sent" ? "Remind supplier" : "Send credit request"}
              </Button>
            ) : null}
            <a
              href={creditPdfUrl(workspace.id, credit.id)}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses("ghost")}
            >
              <FileText aria-hidden="true" className="h-4 w-4" /> PDF
            </a>
            {outstanding && canSettle ? (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                <XCircle aria-hidden="true" className="h-4 w-4" /> Cancel request
              </Button>
            ) : null}
          </>
        }
      />
      <Notice tone="success" className="mb-4">
        {message}
      </Notice>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_1fr]">
        <CreditLinesCard workspaceId={workspace.id} credit={credit} />
        <CreditHistoryCard workspaceId={workspace.id} credit={credit} timeZone={timeZone} />
      </div>

      {outstanding && canSettle ? (
        <Card
          title="The supplier's credit memo"
          description="When the credit comes, record it here: the request is closed and no longer counted as owed."
          headingLevel={2}
          className="mt-6"
        >
          <MemoForm workspaceId={workspace.id} credit={credit} />
        </Card>
      ) : null}

      {credit.status === "credited" && credit.availableAmount !== "0.00" && canApply ? (
        <Card
          title="Apply to an invoice"
          description={`What is left of the memo, ${formatUsd(credit.availableAmount)}, takes as much off one of ${credit.supplierName}'s unpaid invoices.`}
          headingLevel={2}
          className="mt-6"
        >
          <ApplyForm workspaceId={workspace.id} credit={credit} onApplied={setMessage} />
        </Card>
      ) : null}

      <SendCreditSheet
        workspaceId={workspace.id}
        demo={demo}
        credit={{ ...credit, amount: credit.totals.inclTax }}
        open={sending}
        onOpenChange={setSending}
        onSent={setMessage}
      />
      <CancelSheet
        workspaceId={workspace.id}
        credit={credit}
        open={cancelling}
        onOpenChange={setCancelling}
      />
    </>
  );
}
