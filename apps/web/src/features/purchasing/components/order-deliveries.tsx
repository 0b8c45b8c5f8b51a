import { RECEIPT_OUTCOME_LABELS, type Order } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { photoUrl, receiptsQuery } from "@/features/purchasing/api/orders";
import { formatDateTime, formatNumber, formatUsd } from "@/lib/format";

/** The deliveries received on an order, line by line, with what was short or damaged. */
export function OrderDeliveries({ workspaceId, order }: { workspaceId: string; order: Order }) {
  const { data: receipts } = useQuery(receiptsQuery(workspaceId, order.id));
  if (!receipts || receipts.length === 0) return null;
  return (
    <Card title="Deliveries" headingLevel={2} className="mt-6">
      <ol className="space-y-4">
        {receipts.map((receipt) => (
          <li key={receipt.id} className="rounded-xl bg-brand-50/60 p-3">
            <p className="text-sm font-semibold text-brand-950">
              {formatDateTime(receipt.receivedAt)}
              {receipt.receivedBy ? ` · received by ${receipt.receivedBy}` : ""}
            </p>
            {receipt.note ? <p className="text-sm text-brand-950/75">{receipt.note}</p> : null}
            <ul className="mt-2 space-y-1 text-sm">
              {receipt.lines.map((line) => (
                <li key={line.id} className="flex flex-wrap items-center gap-x-3">
                  <span className="font-semibold">{line.itemName}</span>
                  <span>
                    {formatNumber(line.quantity)} {unitLabel(line.unit)} at{" "}
                    {formatUsd(line.unitPrice)}
                  </span>
                  <span
                    className={
                      line.outcome === "received"
                        ? "text-brand-700"
                        : "font-semibold text-tomato-deep"
                    }
                  >
                    {RECEIPT_OUTCOME_LABELS[line.outcome]}
                  </span>
                  {line.note ? <span className="text-brand-950/70">“{line.note}”</span> : null}
                  {line.photoId ? (
                    <a
                      href={photoUrl(workspaceId, line.photoId)}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-brand-800 underline"
                    >
                      Photo
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
}
