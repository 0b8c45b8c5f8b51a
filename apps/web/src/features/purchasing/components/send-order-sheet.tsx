import type { Order } from "@larder/contracts";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Sheet } from "@/components/ui/sheet";
import { useOrderAction } from "@/features/purchasing/api/orders";
import { errorMessage } from "@/lib/forms";

/**
 * Sending a draft order: to the supplier's ordering email (or elsewhere, once) as a PDF, with a
 * message. In the demo the order is only marked sent.
 */
export function SendOrderSheet({
  workspaceId,
  demo,
  order,
  open,
  onOpenChange,
  onSent,
}: {
  workspaceId: string;
  demo: boolean;
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (message: string) => void;
}) {
  const action = useOrderAction(workspaceId, order.id);
  const [to, setTo] = useState(order.orderingEmail);
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
      title={`Send ${order.number}`}
      description={`${order.supplierName} receives it as a PDF attached to an email.`}
    >
      <form noValidate onSubmit={send} className="space-y-4">
        <TextField
          label="Send to"
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          hint={
            order.orderingEmail
              ? "The supplier's ordering email; change it to send elsewhere once."
              : "The supplier has no ordering email: enter where to send it."
          }
        />
        <TextAreaField
          label="Message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Anything the supplier should know"
          hint="Printed on the order's PDF and written in the email."
        />
        {demo ? (
          <Notice tone="info">
            This is the demo: the order is marked sent, nobody is emailed.
          </Notice>
        ) : null}
        <Notice tone="error">{action.error ? errorMessage(action.error) : null}</Notice>
        <Button type="submit" busy={action.isPending}>
          <Send aria-hidden="true" className="h-4 w-4" /> Send order
        </Button>
      </form>
    </Sheet>
  );
}
