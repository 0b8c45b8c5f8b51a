import {
  scannedCreditMemoSchema,
  type ApiReply,
  type CREDITS_API,
  type Scan,
  type Supplier,
} from "@larder/contracts";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { NamedOptions, SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { useReadFields } from "@/components/ui/use-read-fields";
import { formatDate, formatUsd } from "@/lib/format";
import { checkForm, serverFieldErrors, type FieldErrors } from "@/lib/forms";
import { creditedAmount } from "./scanned-invoice";

export interface CreditMemoInput {
  creditId: string;
  memoNumber: string;
  memoDate: string;
  amount: string;
}

type CreditList = ApiReply<typeof CREDITS_API.list>;

/**
 * The review of a supplier's credit memo Larder read: the supplier, the credit request it
 * answers (what the supplier still owes, oldest first), and the memo's number, date and amount
 * as read, unsure ones highlighted; approving closes the request with the file kept beside it.
 */
export function ScannedCreditMemoForm<CreditsKey extends QueryKey>({
  outstandingCredits,
  scan,
  suppliers,
  busy,
  error,
  onSubmit,
  discard,
}: {
  /**
   * The query of what a supplier still owes, newest first (the purchasing feature's credits,
   * handed in by the app layer).
   */
  outstandingCredits: (
    supplierId: string,
  ) => UseQueryOptions<CreditList, Error, CreditList, CreditsKey>;
  scan: Scan;
  suppliers: Supplier[];
  busy: boolean;
  error: unknown;
  onSubmit: (input: CreditMemoInput) => void;
  discard: ReactNode;
}) {
  const read = scan.reading!;
  const { field } = useReadFields();
  const [supplierId, setSupplierId] = useState(scan.supplierId ?? "");
  const [creditId, setCreditId] = useState("");
  const [memoNumber, setMemoNumber] = useState(read.invoiceNumber.value ?? "");
  const [memoDate, setMemoDate] = useState(read.date.value ?? "");
  const [amount, setAmount] = useState(creditedAmount(read.total.value));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(error), ...errors };
  const { data } = useQuery({
    ...outstandingCredits(supplierId),
    enabled: Boolean(supplierId),
  });
  const owed = supplierId ? [...(data?.rows ?? [])].reverse() : [];
  const supplierName = suppliers.find((supplier) => supplier.id === supplierId)?.name;
  // The request asking exactly what the memo credits, else the only one owed.
  const suggested =
    owed.find((credit) => credit.totals.inclTax === amount) ??
    (owed.length === 1 ? owed[0] : undefined);
  const chosen = creditId || suggested?.id || "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(scannedCreditMemoSchema, {
      creditId: chosen,
      memoNumber,
      memoDate,
      amount,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Supplier"
          value={supplierId}
          hint={
            read.supplier.value
              ? `Read on the memo: “${read.supplier.value}”.`
              : "No supplier's name was found on the memo."
          }
          onChange={(event) => {
            setSupplierId(event.target.value);
            setCreditId("");
          }}
        >
          <option value="">Choose the supplier</option>
          <NamedOptions items={suppliers.filter((supplier) => !supplier.archived)} />
        </SelectField>
        <SelectField
          label="Credit request it answers"
          value={chosen}
          error={shown.creditId}
          hint={
            suggested && chosen === suggested.id
              ? suggested.totals.inclTax === amount
                ? `Suggested: it asks for ${formatUsd(amount)}, what the memo credits.`
                : `Suggested: the only request ${supplierName} still owes.`
              : undefined
          }
          onChange={(event) => setCreditId(event.target.value)}
        >
          <option value="">Choose the credit request</option>
          {owed.map((credit) => (
            <option key={credit.id} value={credit.id}>
              {credit.number} · {formatUsd(credit.totals.inclTax)} ·{" "}
              {credit.orderNumber ?? "no order"} · raised {formatDate(credit.raisedAt)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Credit memo number"
          value={memoNumber}
          error={shown.memoNumber}
          {...field("number", read.invoiceNumber, setMemoNumber)}
        />
        <TextField
          label="Credit memo date"
          type="date"
          value={memoDate}
          error={shown.memoDate}
          {...field("date", read.date, setMemoDate)}
        />
        <TextField
          label="Amount credited ($)"
          inputMode="decimal"
          value={amount}
          error={shown.amount}
          {...field("total", read.total, setAmount)}
        />
      </div>
      {supplierId && data && owed.length === 0 ? (
        <Notice tone="info">
          {supplierName} owes no credit request that waits for a memo. Choose another supplier, or
          enter this document as an invoice.
        </Notice>
      ) : null}
      <Notice tone="error">{shown[""] ?? (error instanceof Error ? error.message : null)}</Notice>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          Record the credit memo
        </Button>
        {discard}
      </div>
    </form>
  );
}
