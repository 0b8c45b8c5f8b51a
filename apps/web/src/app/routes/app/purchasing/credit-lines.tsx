import { CREDIT_REASON_LABELS, unitLabel } from "@larder/domain";
import type { CreditRequest } from "@larder/contracts";
import { Card } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { photoUrl } from "@/features/purchasing/api/orders";
import { formatNumber, formatUnitCost, formatUsd } from "@/lib/format";

type Line = CreditRequest["lines"][number];

/** "3 kg" of what never came, or "8 pcs" charged above the price. */
const amountOf = (line: Line) => `${formatNumber(line.quantity)} ${unitLabel(line.unit)}`;

/** The price per unit a line is credited at, said as what it is. */
const priceOf = (line: Line) =>
  line.reason === "price"
    ? `${formatUnitCost(line.unitPrice)} above`
    : formatUnitCost(line.unitPrice);

/** What the supplier owes back, line by line and why, with its totals. */
export function CreditLinesCard({
  workspaceId,
  credit,
}: {
  workspaceId: string;
  credit: CreditRequest;
}) {
  return (
    <Card title="What is owed" headingLevel={2}>
      <ul className="divide-y divide-brand-900/5 text-sm md:hidden">
        {credit.lines.map((line) => (
          <li key={line.id} className="py-2.5">
            <div className="flex justify-between gap-3">
              <span className="font-semibold">{line.description}</span>
              <span className="font-semibold tabular-nums">{formatUsd(line.amount)}</span>
            </div>
            <p className="text-brand-950/70">
              {CREDIT_REASON_LABELS[line.reason]}: {amountOf(line)} at {priceOf(line)}
            </p>
            {line.note ? <p className="text-brand-950/70">{line.note}</p> : null}
            {line.photoId ? (
              <a
                href={photoUrl(workspaceId, line.photoId)}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand-800 hover:underline"
              >
                Photo of {line.description}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Each line the supplier owes a credit for</caption>
          <TableHead
            columns={[
              { label: "Item" },
              { label: "Reason" },
              { label: "Quantity", numeric: true },
              { label: "Price", numeric: true },
              { label: "Amount", numeric: true },
            ]}
          />
          <tbody className="divide-y divide-brand-900/5">
            {credit.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row" className="px-3 py-3 font-semibold">
                  {line.description}
                  {line.note ? (
                    <span className="block font-normal text-brand-950/70">{line.note}</span>
                  ) : null}
                  {line.photoId ? (
                    <a
                      href={photoUrl(workspaceId, line.photoId)}
                      target="_blank"
                      rel="noreferrer"
                      className="block font-semibold text-brand-800 hover:underline"
                    >
                      Photo of {line.description}
                    </a>
                  ) : null}
                </th>
                <td className="px-3 py-3">{CREDIT_REASON_LABELS[line.reason]}</td>
                <td className="px-3 py-3 text-right tabular-nums">{amountOf(line)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{priceOf(line)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{formatUsd(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto max-w-xs space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-brand-950/70">Before tax</dt>
          <dd className="tabular-nums">{formatUsd(credit.totals.exclTax)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-brand-950/70">Tax</dt>
          <dd className="tabular-nums">{formatUsd(credit.totals.tax)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-bold">
          <dt>Credit due</dt>
          <dd className="tabular-nums text-tomato-deep">{formatUsd(credit.totals.inclTax)}</dd>
        </div>
      </dl>
    </Card>
  );
}
