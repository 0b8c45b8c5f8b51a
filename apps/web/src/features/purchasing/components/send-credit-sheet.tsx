import type { CreditRequest } from "@larder/contracts";
import { useCreditAction } from "@/features/purchasing/api/credits";
import { formatUsd } from "@/lib/format";
import { SendDocumentSheet } from "./send-document-sheet";

/**
 * Sending a credit request to the supplier (or elsewhere, once) as a PDF attached to an email,
 * with a message; sending it again is a reminder. In the demo it is only marked sent.
 */
export function SendCreditSheet({
  workspaceId,
  demo,
  credit,
  open,
  onOpenChange,
  onSent,
}: {
  workspaceId: string;
  demo: boolean;
  credit: Pick<CreditRequest, "id" | "number" | "supplierName" | "supplierEmail" | "status"> & {
    amount: string;
  };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (message: string) => void;
}) {
  const action = useCreditAction(workspaceId, credit.id);
  return (
    <SendDocumentSheet
      title={`${credit.status === "sent" ? "Remind" : "Send"} ${credit.number}`}
      description={`${credit.supplierName} receives the request for ${formatUsd(credit.amount)} as a PDF attached to an email.`}
      what="request"
      address={credit.supplierEmail}
      addressHint="The supplier's email; change it to send elsewhere once."
      noAddressHint="The supplier has no email: enter where to send it."
      placeholder="The driver signed for the shortage"
      submitLabel="Send credit request"
      demo={demo}
      open={open}
      onOpenChange={onOpenChange}
      onSent={onSent}
      send={{
        mutateAsync: (body) => action.mutateAsync({ action: "send", body }),
        reset: action.reset,
        error: action.error,
        isPending: action.isPending,
      }}
    />
  );
}
