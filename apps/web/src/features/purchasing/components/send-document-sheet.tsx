import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Sheet } from "@/components/ui/sheet";
import { errorMessage } from "@/lib/forms";

/**
 * Sending a document to a supplier (an order, a credit request) as a PDF attached to an email:
 * to their address or another one typed once, with a message. In the demo nobody is emailed.
 */
export function SendDocumentSheet({
  title,
  description,
  what,
  address,
  addressHint,
  noAddressHint,
  placeholder,
  submitLabel,
  demo,
  open,
  onOpenChange,
  send,
  onSent,
}: {
  title: string;
  description: string;
  /** "order", "request": what the demo's notice and the PDF hint call it. */
  what: string;
  address: string;
  addressHint: string;
  noAddressHint: string;
  placeholder: string;
  submitLabel: string;
  demo: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The send mutation: what it sends back names the document and where it went. */
  send: {
    mutateAsync: (body: {
      to?: string | undefined;
      message: string;
    }) => Promise<{ number: string; sentTo: string | null }>;
    reset: () => void;
    error: unknown;
    isPending: boolean;
  };
  /** Told once it is sent, in words for the page's notice. */
  onSent: (message: string) => void;
}) {
  const [to, setTo] = useState(address);
  const [message, setMessage] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutateAsync({ to: to.trim() || undefined, message }).then(
      (sent) => {
        onOpenChange(false);
        onSent(
          demo
            ? `${sent.number} is marked sent. In the demo no email leaves Larder.`
            : `${sent.number} was emailed to ${sent.sentTo} as a PDF.`,
        );
      },
      // The sheet shows the mutation's error.
      () => undefined,
    );
  };
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) send.reset();
        onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Send to"
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          hint={address ? addressHint : noAddressHint}
        />
        <TextAreaField
          label="Message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={placeholder}
          hint={`Printed on the ${what}'s PDF and written in the email.`}
        />
        {demo ? (
          <Notice tone="info">
            This is the demo: the {what} is marked sent, nobody is emailed.
          </Notice>
        ) : null}
        <Notice tone="error">{send.error ? errorMessage(send.error) : null}</Notice>
        <Button type="submit" busy={send.isPending}>
          <Send aria-hidden="true" className="h-4 w-4" /> {submitLabel}
        </Button>
      </form>
    </Sheet>
  );
}
