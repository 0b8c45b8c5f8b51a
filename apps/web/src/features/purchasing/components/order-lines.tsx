import type { Order } from "@larder/contracts";
import { perUnitLabel, unitLabel } from "@larder/domain";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { TableHead, type Column } from "@/components/ui/table-head";
import { formatNumber, formatUsd } from "@/lib/format";
import { DocumentTotals } from "./document-totals";

const COLUMNS: Column[] = [
  { label: "Item" },
  { label: "Ordered", numeric: true },
  { label: "Received", numeric: true },
  { label: "Price", numeric: true },
  { label: "Amount", numeric: true },
];

/**
 * What an order asks for, line by line, with what has come and (while it is open) what is still
 * to come; then its totals and notes. A table from a tablet up, a list on a phone.
 */
export function OrderLines({ order }: { order: Order }) {
  const open = order.status === "sent" || order.status === "partially_received";
  const toCome = (line: Order["lines"][number]) => open && line.remaining !== "0";
  return (
    <Card title="Lines" headingLevel={2}>
      <ul className="divide-y divide-brand-900/5 text-sm sm:hidden" aria-label="Lines">
        {order.lines.map((line) => (
          <li key={line.id} className="py-2.5">
            <div className="flex justify-between gap-3">
              <Link
                to={`/app/inventory/items/${line.itemId}`}
                className="font-semibold text-brand-950 hover:underline"
              >
                {line.itemName}
              </Link>
              <span className="tabular-nums">{formatUsd(line.amount)}</span>
            </div>
            <p className="text-brand-950/70">
              {formatNumber(line.quantity)} {unitLabel(line.unit)} × {formatUsd(line.unitPrice)}
              {line.taxRate !== "0" ? ` + ${line.taxRate}% tax` : ""} · received{" "}
              {formatNumber(line.receivedQuantity)}
              {toCome(line) ? `, ${formatNumber(line.remaining)} to come` : ""}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What {order.number} orders</caption>
          <TableHead columns={COLUMNS} cellClassName="px-2 py-2" />
          <tbody className="divide-y divide-brand-900/5">
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row" className="px-2 py-2.5 font-semibold text-brand-950">
                  <Link to={`/app/inventory/items/${line.itemId}`} className="hover:underline">
                    {line.itemName}
                  </Link>
                </th>
                <td className="px-2 py-2.5 text-right tabular-nums">
                  {formatNumber(line.quantity)} {unitLabel(line.unit)}
                </td>
                <td className="px-2 py-2.5 text-right tabular-nums">
                  {formatNumber(line.receivedQuantity)}
                  {toCome(line) ? (
                    <span className="block text-xs text-brand-950/65">
                      {formatNumber(line.remaining)} to come
                    </span>
                  ) : null}
                </td>
                <td className="px-2 py-2.5 text-right tabular-nums">
                  {formatUsd(line.unitPrice)}
                  <span className="block text-xs text-brand-950/65">
                    per {perUnitLabel(line.unit)}
                    {line.taxRate !== "0" ? ` + ${line.taxRate}% tax` : ""}
                  </span>
                </td>
                <td className="px-2 py-2.5 text-right tabular-nums">{formatUsd(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DocumentTotals totals={order.totals} className="mt-4" />
      {order.notes ? (
        <p className="mt-4 whitespace-pre-line text-sm text-brand-950/80">{order.notes}</p>
      ) : null}
    </Card>
  );
}
