import type { CreditRequest } from "@larder/contracts";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { creditMemoFileUrl } from "@/features/purchasing/api/credits";
import { owedFor } from "@/features/purchasing/components/credit-due";
import { formatDateTime, formatDay, formatUsd } from "@/lib/format";

/** A credit request's history: raised, sent, credited by memo, applied, or cancelled. */
export function CreditHistoryCard({
  workspaceId,
  credit,
  timeZone,
}: {
  workspaceId: string;
  credit: CreditRequest;
  /** The zone of the location the delivery came to. */
  timeZone: string | undefined;
}) {
  const outstanding = credit.status === "open" || credit.status === "sent";
  return (
    <Card title="History" headingLevel={2}>
      <ol className="space-y-2 text-sm">
        <li>
          Raised {formatDateTime(credit.raisedAt, timeZone)}
          {credit.raisedBy ? ` by ${credit.raisedBy}` : ""}, when the delivery was received
        </li>
        {credit.sentAt ? (
          <li>
            Sent {formatDateTime(credit.sentAt, timeZone)} to {credit.sentTo}
          </li>
        ) : null}
        {credit.status === "credited" ? (
          <li>
            Credited by memo {credit.memoNumber} of {formatDay(credit.memoDate!)}:{" "}
            {formatUsd(credit.creditedAmount!)}
            {credit.memoFileId ? (
              <>
                {" · "}
                <a
                  href={creditMemoFileUrl(workspaceId, credit.id)}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  The memo as received
                </a>
              </>
            ) : null}
          </li>
        ) : null}
        {credit.applications.map((application) => (
          <li key={application.paymentId}>
            {formatUsd(application.amount)} applied to{" "}
            <Link
              to={`/app/invoices/${application.invoiceId}`}
              className="font-semibold text-brand-800 hover:underline"
            >
              {application.invoiceNumber}
            </Link>{" "}
            on {formatDay(application.appliedOn)}
          </li>
        ))}
        {credit.status === "credited" && credit.availableAmount !== "0.00" ? (
          <li className="font-semibold">{formatUsd(credit.availableAmount)} left to apply</li>
        ) : null}
        {credit.status === "cancelled" ? <li>Cancelled: {credit.cancelReason}</li> : null}
        {outstanding ? <li className="font-semibold">{owedFor(credit.ageDays)}</li> : null}
      </ol>
    </Card>
  );
}
