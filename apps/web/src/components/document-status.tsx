import {
  CREDIT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type CreditStatus,
  type OrderStatus,
} from "@larder/contracts";
import { compare } from "@larder/domain";
import { StatusPill, type PillTone } from "@/components/ui/status-pill";
import { formatUsd } from "@/lib/format";

const INVOICE_TONES: Record<string, PillTone> = {
  paid: "green",
  pending: "yellow",
  overdue: "red",
};
const INVOICE_LABELS: Record<string, string> = {
  paid: "Paid",
  pending: "Pending",
  overdue: "Overdue",
};

/** An invoice's status: paid green, pending yellow, overdue red, anything else grey. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  return (
    <StatusPill tone={INVOICE_TONES[status] ?? "grey"}>
      {INVOICE_LABELS[status] ?? status}
    </StatusPill>
  );
}

const ORDER_TONES: Record<OrderStatus, PillTone> = {
  draft: "grey",
  sent: "blue",
  partially_received: "yellow",
  received: "green",
  cancelled: "grey",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusPill tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</StatusPill>;
}

/** What is left to pay: in red when above zero, otherwise a dash. */
export function Balance({ amount }: { amount: string }) {
  if (compare(amount, "0") <= 0)
    return (
      <span aria-label="Nothing to pay" className="text-brand-950/70">
        —
      </span>
    );
  return <span className="font-semibold text-tomato-deep">{formatUsd(amount)}</span>;
}

const CREDIT_TONES: Record<CreditStatus, PillTone> = {
  open: "yellow",
  sent: "blue",
  credited: "green",
  cancelled: "grey",
};

/** A credit request's status: to send yellow, sent blue, credited green, cancelled grey. */
export function CreditStatusBadge({ status }: { status: CreditStatus }) {
  return <StatusPill tone={CREDIT_TONES[status]}>{CREDIT_STATUS_LABELS[status]}</StatusPill>;
}
