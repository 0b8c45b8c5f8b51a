import type { Order } from "@larder/contracts";
import { compare, perUnitLabel, unitLabel } from "@larder/domain";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { InfoTip } from "@/components/ui/info-tip";
import { TableHead, type Column } from "@/components/ui/table-head";
import { formatNumber, formatUsd } from "@/lib/format";
import { DocumentTotals } from "@/components/document-totals";

const COLUMNS: Column[] = [
  { label: "Item" },
  { label: "Ordered", numeric: true },
  { label: "Price", numeric: true },
  { label: "Amount", numeric: true },
  { label: "Received", numeric: true },
  { label: "Received Value", numeric: true },
];

type Line = Order["lines"][number];

/** The price charged on delivery, when it was not the one ordered. */
const chargedOtherwise = (line: Line) =>
  line.chargedPrice !== null && compare(line.chargedPrice, line.unitPrice) !== 0
    ? line.chargedPrice
    : null;

/**
 * What an order asks for, line by line, with what has come and (while it is open) what is still
 * to come; then its totals and notes. A table from a tablet up, a list on a phone.
 */
export function OrderLines({ order }: { order: Order }) {
  const open = order.status === "sent" || order.status === "partially_received";
  const toCome = (line: Line) => open && line.remaining !== "0";
  const short = (line: Line) => line.shortQuantity !== "0";
  const anythingCame = order.status === "partially_received" || order.status === "received";
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
            {anythingCame ? (
              <p className="text-brand-950/70">
                Received value {formatUsd(line.receivedValue)}
                {chargedOtherwise(line) ? ` (charged ${formatUsd(chargedOtherwise(line)!)})` : ""}
                {short(line) ? (
                  <span className="font-semibold text-rose-800">
                    {" "}
                    · {formatNumber(line.shortQuantity)} {unitLabel(line.unit)} short (
                    {formatUsd(line.shortValue)})
                  </span>
                ) : null}
              </p>
            ) : null}
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
                  {formatUsd(line.unitPrice)}
                  <span className="block text-xs text-brand-950/65">
                    per {perUnitLabel(line.unit)}
                    {line.taxRate !== "0" ? ` + ${line.taxRate}% tax` : ""}
                  </span>
                </td>
                <td className="px-2 py-2.5 text-right tabular-nums">{formatUsd(line.amount)}</td>
                <td className="px-2 py-2.5 text-right tabular-nums">
                  {formatNumber(line.receivedQuantity)}
                  {toCome(line) ? (
                    <span className="block text-xs text-brand-950/65">
                      {formatNumber(line.remaining)} to come
                    </span>
                  ) : null}
                  {short(line) ? (
                    <span className="block text-xs font-semibold text-rose-800">
                      {formatNumber(line.shortQuantity)} short
                    </span>
                  ) : null}
                </td>
                <td className="px-2 py-2.5 text-right tabular-nums">
                  {anythingCame ? formatUsd(line.receivedValue) : "—"}
                  {chargedOtherwise(line) ? (
                    <span className="block text-xs text-brand-950/65">
                      charged {formatUsd(chargedOtherwise(line)!)}
                    </span>
                  ) : null}
                  {short(line) ? (
                    <span className="block text-xs font-semibold text-rose-800">
                      {formatUsd(line.shortValue)} never came
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DocumentTotals totals={order.totals} className="mt-4" />
      {anythingCame ? <ReceivedTotals order={order} /> : null}
      {order.notes ? (
        <p className="mt-4 whitespace-pre-line text-sm text-brand-950/80">{order.notes}</p>
      ) : null}
    </Card>
  );
}

/**
 * What came, beside what was ordered: its value at the prices charged (the food cost), what
 * closed lines never brought, and what is still to come, each with what it counts.
 */
function ReceivedTotals({ order }: { order: Order }) {
  const figures = [
    {
      label: "Received Value (Incl. Tax)",
      value: order.received.inclTax,
      tip: "What came on the deliveries so far, each line at the price charged on delivery, with tax at the line's rate. This is what the deliveries cost, whatever the order said.",
      strong: true,
      alarm: false,
    },
    {
      label: "Never Came",
      value: order.shortValue,
      tip: "What lines closed short, damaged or refused never brought, at the ordered prices, before tax: what the supplier should not charge for.",
      strong: false,
      alarm: true,
    },
    {
      label: "Still to Come",
      value: order.remainingValue,
      tip: "What open lines still expect, at the ordered prices, before tax.",
      strong: false,
      alarm: false,
    },
  ].filter((figure) => figure.strong || figure.value !== "0.00");
  return (
    <dl className="ml-auto mt-3 grid max-w-xs grid-cols-[1fr_auto] items-center gap-x-2 border-t border-brand-900/10 pt-3 text-sm">
      {figures.map((figure) => (
        <div key={figure.label} className="contents">
          <dt
            className={`flex items-center ${figure.strong ? "font-semibold text-brand-950" : "text-brand-950/70"}`}
          >
            {figure.label}
            <InfoTip label={`What “${figure.label}” counts`} text={figure.tip} />
          </dt>
          <dd
            className={`text-right tabular-nums ${figure.strong ? "text-base font-extrabold" : ""} ${
              figure.alarm ? "font-semibold text-rose-800" : ""
            }`}
          >
            {formatUsd(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
