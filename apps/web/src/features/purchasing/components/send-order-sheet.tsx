import type { Order } from "@larder/contracts";
import { useOrderAction } from "@/features/purchasing/api/orders";
import { SendDocumentSheet } from "./send-document-sheet";

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
  return (
    <SendDocumentSheet
      title={`Send ${order.number}`}
      description={`${order.supplierName} receives it as a PDF attached to an email.`}
      what="order"
      address={order.orderingEmail}
      addressHint="The supplier's ordering email; change it to send elsewhere once."
      noAddressHint="The supplier has no ordering email: enter where to send it."
      placeholder="Anything the supplier should know"
      submitLabel="Send order"
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
