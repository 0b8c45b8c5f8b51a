import { CREDIT_REASON_LABELS, unitLabel } from "@larder/domain";
import { creditMemoSchema, type CreditRequest } from "@larder/contracts";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { FileText, Send, XCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useParams, type LoaderFunctionArgs } from "react-router";
import { currentWorkspaceId, memberCan } from "@/app/spa/loaders";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Sheet } from "@/components/ui/sheet";
import { TableHead } from "@/components/ui/table-head";
import {
  creditMemoFileUrl,
  creditPdfUrl,
  creditQuery,
  useCreditAction,
} from "@/features/purchasing/api/credits";
import { payablesQuery } from "@/features/invoices/api/invoices";
import { photoUrl } from "@/features/purchasing/api/orders";
import { owedFor } from "@/features/purchasing/components/credit-due";
import { SendCreditSheet } from "@/features/purchasing/components/send-credit-sheet";
import { CreditStatusBadge } from "@/components/document-status";
import {
  formatDateTime,
  formatDay,
  formatNumber,
  formatUnitCost,
  formatUsd,
  localToday,
} from "@/lib/format";
import { checkForm, errorMessage, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { queryClient } from "@/lib/query-client";
import { useScope } from "@/lib/scope";
import { useCan, useSession } from "@/lib/session";

export async function loader(args: LoaderFunctionArgs) {
  if (!(await memberCan(args, "suppliers.view"))) return null;
  const workspaceId = await currentWorkspaceId(args);
  await queryClient.ensureQueryData(creditQuery(workspaceId, args.params.creditId!));
  return null;
}

type Line = CreditRequest["lines"][number];

/** "3 kg" of what never came, or "8 pcs" charged above the price. */
const amountOf = (line: Line) => `${formatNumber(line.quantity)} ${unitLabel(line.unit)}`;

/** The price per unit a line is credited at, said as what it is. */
const priceOf = (line: Line) =>
  line.reason === "price"
    ? `${formatUnitCost(line.unitPrice)} above`
    : formatUnitCost(line.unitPrice);

/** The supplier's credit memo: its number, date and what it credits (the request's total). */
function MemoForm({ workspaceId, credit }: { workspaceId: string; credit: CreditRequest }) {
  const action = useCreditAction(workspaceId, credit.id);
  const [memoNumber, setMemoNumber] = useState("");
  const [memoDate, setMemoDate] = useState(localToday);
  const [amount, setAmount] = useState(credit.totals.inclTax);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(action.error), ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(creditMemoSchema, {
      memoNumber,
      memoDate,
      amount: amount.trim(),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    action.mutate({ action: "memo", body: checked.data });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label="Credit memo number"
          value={memoNumber}
          onChange={(event) => setMemoNumber(event.target.value)}
          error={shown.memoNumber}
          placeholder="CM-5521"
        />
        <TextField
          label="Memo date"
          type="date"
          value={memoDate}
          onChange={(event) => setMemoDate(event.target.value)}
          error={shown.memoDate}
        />
        <TextField
          label="Amount credited ($)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={shown.amount}
          hint="Incl. tax, as the memo says it."
        />
      </div>
      <Notice tone="error">{action.error ? errorMessage(action.error) : null}</Notice>
      <Button type="submit" busy={action.isPending}>
        Record credit memo
      </Button>
    </form>
  );
}

/**
 * Applying what is left of a credited memo to one of the supplier's unpaid invoices: its balance
 * goes down by it (as much as both allow unless another amount is typed).
 */
function ApplyForm({
  workspaceId,
  credit,
  onApplied,
}: {
  workspaceId: string;
  credit: CreditRequest;
  onApplied: (message: string) => void;
}) {
  const action = useCreditAction(workspaceId, credit.id);
  const { data: payables } = useQuery(payablesQuery(workspaceId));
  const unpaid = (payables?.invoices ?? []).filter(
    (invoice) => invoice.supplierId === credit.supplierId,
  );
  const [invoiceId, setInvoiceId] = useState("");
  const [amount, setAmount] = useState("");
  const chosen = unpaid.find((invoice) => invoice.id === invoiceId) ?? unpaid[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    // The form goes once nothing is left to apply: the page says what happened.
    action
      .mutateAsync({
        action: "apply",
        body: { invoiceId: chosen.id, ...(amount.trim() ? { amount: amount.trim() } : {}) },
      })
      .then(
        (after) => {
          setAmount("");
          onApplied(
            `Applied to ${chosen.number}: ${formatUsd(after.availableAmount)} of the credit is left.`,
          );
        },
        () => undefined,
      );
  };
  if (payables && unpaid.length === 0)
    return (
      <p className="text-sm text-brand-950/70">
        {credit.supplierName} has no unpaid invoice to apply it to. It stays here, to apply to the
        next one.
      </p>
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Invoice"
          value={chosen?.id ?? ""}
          onChange={(event) => setInvoiceId(event.target.value)}
        >
          {unpaid.map((invoice) => (
            <option key={invoice.id} value={invoice.id}>
              {invoice.number}: {formatUsd(invoice.balance)} to pay
            </option>
          ))}
        </SelectField>
        <TextField
          label="Amount to apply ($)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={serverFieldErrors(action.error).amount}
          placeholder={formatUsd(credit.availableAmount)}
          hint="Left empty: as much as the credit and the invoice allow."
        />
      </div>
      <Notice tone="error">{action.error ? errorMessage(action.error) : null}</Notice>
      <Button type="submit" busy={action.isPending} disabled={!chosen}>
        Apply credit
      </Button>
    </form>
  );
}

/** Cancelling a request the supplier does not owe after all: the reason is kept. */
function CancelSheet({
  workspaceId,
  credit,
  open,
  onOpenChange,
}: {
  workspaceId: string;
  credit: CreditRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const action = useCreditAction(workspaceId, credit.id);
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ action: "cancel", body: { reason } }, { onSuccess: () => onOpenChange(false) });
  };
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) action.reset();
        onOpenChange(next);
      }}
      title={`Cancel ${credit.number}?`}
      description={`Nothing more is asked of ${credit.supplierName} for it. The reason stays in the log.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Why is the credit not owed?"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={serverFieldErrors(action.error).reason}
          placeholder="The missing case came the next morning"
        />
        <Notice tone="error">{action.error ? errorMessage(action.error) : null}</Notice>
        <Button type="submit" variant="danger" busy={action.isPending}>
          Cancel credit request
        </Button>
      </form>
    </Sheet>
  );
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
        <Card title="What is owed" headingLevel={2}>
          <ul className="divide-y divide-brand-900/5 text-sm md:hidden">
            {credit.lines.map((line) => (
              <li key={line.id} className="py-2.5">
                <div className="flex justify-between gap-3">
                  <span className="font-semibold">{line.description}</span>
                  <span className="font-semibold tabular-nums">{formatUsd(line.amount)}</span>
                </div>
                <p className="text-brand-950/70">
                  {CREDIT_REASON_LABELS[line.reason]}: {amountOf(line)} at {priceOf(line)}
                </p>
                {line.note ? <p className="text-brand-950/70">{line.note}</p> : null}
                {line.photoId ? (
                  <a
                    href={photoUrl(workspace.id, line.photoId)}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    Photo of {line.description}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Each line the supplier owes a credit for</caption>
              <TableHead
                columns={[
                  { label: "Item" },
                  { label: "Reason" },
                  { label: "Quantity", numeric: true },
                  { label: "Price", numeric: true },
                  { label: "Amount", numeric: true },
                ]}
              />
              <tbody className="divide-y divide-brand-900/5">
                {credit.lines.map((line) => (
                  <tr key={line.id}>
                    <th scope="row" className="px-3 py-3 font-semibold">
                      {line.description}
                      {line.note ? (
                        <span className="block font-normal text-brand-950/70">{line.note}</span>
                      ) : null}
                      {line.photoId ? (
                        <a
                          href={photoUrl(workspace.id, line.photoId)}
                          target="_blank"
                          rel="noreferrer"
                          className="block font-semibold text-brand-800 hover:underline"
                        >
                          Photo of {line.description}
                        </a>
                      ) : null}
                    </th>
                    <td className="px-3 py-3">{CREDIT_REASON_LABELS[line.reason]}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{amountOf(line)}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{priceOf(line)}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{formatUsd(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="mt-4 ml-auto max-w-xs space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-brand-950/70">Before tax</dt>
              <dd className="tabular-nums">{formatUsd(credit.totals.exclTax)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-brand-950/70">Tax</dt>
              <dd className="tabular-nums">{formatUsd(credit.totals.tax)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-bold">
              <dt>Credit due</dt>
              <dd className="tabular-nums text-tomato-deep">{formatUsd(credit.totals.inclTax)}</dd>
            </div>
          </dl>
        </Card>

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
                      href={creditMemoFileUrl(workspace.id, credit.id)}
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
