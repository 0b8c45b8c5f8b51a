import type { CreditRequest } from "@larder/contracts";
import { CREDIT_REASON_LABELS, exact, toFixedDecimal } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { inputClasses } from "@/components/ui/field";
import { creditsQuery } from "@/features/purchasing/api/credits";
import { formatUsd } from "@/lib/format";

export interface CreditTaken {
  creditId: string;
  amount: string;
}

/** What a request still gives: what it asks while owed, what is left of its memo once credited. */
const creditLeft = (credit: CreditRequest) =>
  credit.status === "credited" ? credit.availableAmount : credit.totals.inclTax;

/** What is left to pay and what the credits take off, or null while a figure is not a number. */
function afterCredits(total: string | null, taken: CreditTaken[]) {
  if (!total || taken.length === 0) return null;
  try {
    const off = taken.reduce((sum, entry) => sum.add(exact(entry.amount)), exact(0));
    return { left: toFixedDecimal(exact(total).sub(off), 2), off: toFixedDecimal(off, 2) };
  } catch {
    return null;
  }
}

/** "3 kg Bay spinach short, 8 pcs Hass avocados price" in a few words. */
const whatFor = (credit: CreditRequest) =>
  credit.lines
    .map((line) => `${line.description} (${CREDIT_REASON_LABELS[line.reason].toLowerCase()})`)
    .join(", ");

/**
 * The supplier's credits an invoice takes off for earlier deliveries (its lines below zero), each
 * ticked with the amount the invoice takes off: saving the invoice closes the request as credited
 * by it and takes the amount off what is to pay.
 */
export function CreditsTaken({
  workspaceId,
  supplierId,
  supplierName,
  taken,
  onChange,
  errors,
  total,
}: {
  workspaceId: string;
  supplierId: string;
  supplierName: string;
  taken: CreditTaken[];
  onChange: (taken: CreditTaken[]) => void;
  errors: Record<string, string | undefined>;
  /** The invoice's total with tax as entered, before credits; null while unknown. */
  total: string | null;
}) {
  const { data } = useQuery(creditsQuery(workspaceId, { supplierId, limit: 50 }));
  const open = (data?.rows ?? []).filter(
    (credit) =>
      credit.status === "open" ||
      credit.status === "sent" ||
      (credit.status === "credited" && Number(credit.availableAmount) > 0),
  );
  if (open.length === 0) return null;
  const toggle = (credit: CreditRequest) =>
    onChange(
      taken.some((entry) => entry.creditId === credit.id)
        ? taken.filter((entry) => entry.creditId !== credit.id)
        : [...taken, { creditId: credit.id, amount: creditLeft(credit) }],
    );
  const after = afterCredits(total, taken);
  const setAmount = (creditId: string, amount: string) =>
    onChange(taken.map((entry) => (entry.creditId === creditId ? { ...entry, amount } : entry)));
  return (
    <fieldset>
      <legend className="text-base font-bold text-brand-950">Credits it takes off</legend>
      <p className="mt-1 text-sm text-brand-950/70">
        {supplierName} owes these. When the invoice takes one off (a line below zero), tick it: the
        request is closed as credited by this invoice and the amount comes off what is to pay.
      </p>
      <ul className="mt-2 space-y-2">
        {open.map((credit) => {
          const entry = taken.find((candidate) => candidate.creditId === credit.id);
          const index = taken.findIndex((candidate) => candidate.creditId === credit.id);
          const error = errors[`credits.${index}.amount`];
          return (
            <li
              key={credit.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-900/15 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  checked={Boolean(entry)}
                  onChange={() => toggle(credit)}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="font-semibold text-brand-950">{credit.number}</span>{" "}
                  <span className="text-brand-950/70">
                    {formatUsd(creditLeft(credit))}
                    {credit.status === "credited"
                      ? ` left of memo ${credit.memoNumber}`
                      : ""} · {whatFor(credit)}
                  </span>
                </span>
              </label>
              {entry ? (
                <label className="w-full sm:w-52">
                  <span className="text-xs font-semibold text-brand-950/80">
                    Taken off {credit.number} ($)
                  </span>
                  <input
                    inputMode="decimal"
                    value={entry.amount}
                    onChange={(event) => setAmount(credit.id, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    className={inputClasses(Boolean(error))}
                  />
                  {error ? <span className="text-xs text-tomato-deep">{error}</span> : null}
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
      {after ? (
        <p className="mt-2 text-sm font-semibold text-brand-950" data-testid="to-pay">
          To pay after credits: {formatUsd(after.left)} ({formatUsd(total!)} billed,{" "}
          {formatUsd(after.off)} taken off)
        </p>
      ) : null}
    </fieldset>
  );
}
