import type { CreditRequest } from "@larder/contracts";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Sheet } from "@/components/ui/sheet";
import { useCreditAction } from "@/features/purchasing/api/credits";
import { formatUsd } from "@/lib/format";
import { errorMessage } from "@/lib/forms";

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
  const [to, setTo] = useState(credit.supplierEmail);
  const [message, setMessage] = useState("");
  const send = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(
      { action: "send", body: { to: to.trim() || undefined, message } },
      {
        onSuccess: (sent) => {
          onOpenChange(false);
          onSent(
            demo
              ? `${sent.number} is marked sent. In the demo no email leaves Larder.`
              : `${sent.number} was emailed to ${sent.sentTo} as a PDF.`,
          );
        },
      },
    );
  };
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) action.reset();
        onOpenChange(next);
      }}
      title={`${credit.status === "sent" ? "Remind" : "Send"} ${credit.number}`}
      description={`${credit.supplierName} receives the request for ${formatUsd(credit.amount)} as a PDF attached to an email.`}
    >
      <form noValidate onSubmit={send} className="space-y-4">
        <TextField
          label="Send to"
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          hint={
            credit.supplierEmail
              ? "The supplier's email; change it to send elsewhere once."
              : "The supplier has no email: enter where to send it."
          }
        />
        <TextAreaField
          label="Message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="The driver signed for the shortage"
          hint="Printed on the request's PDF and written in the email."
        />
        {demo ? (
          <Notice tone="info">
            This is the demo: the request is marked sent, nobody is emailed.
          </Notice>
        ) : null}
        <Notice tone="error">{action.error ? errorMessage(action.error) : null}</Notice>
        <Button type="submit" busy={action.isPending}>
          <Send aria-hidden="true" className="h-4 w-4" /> Send credit request
        </Button>
      </form>
    </Sheet>
  );
}
