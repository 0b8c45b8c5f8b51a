import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { TableHead } from "@/components/ui/table-head";
import { formatDateTime, formatUsd } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { costHistoryQuery } from "@/features/recipes/api/recipes";

const COLUMNS = [
  { label: "When" },
  { label: "Batch cost", numeric: true },
  { label: "Portion cost", numeric: true },
  { label: "Why" },
];

/** When a recipe's cost moved and why (a delivery's price, a new version), newest first. */
export function CostHistory({ workspaceId, recipeId }: { workspaceId: string; recipeId: string }) {
  const { data: history, error } = useQuery(costHistoryQuery(workspaceId, recipeId));
  return (
    <Card title="Cost history" headingLevel={2}>
      <Notice tone="error">{error ? errorMessage(error) : null}</Notice>
      {history && history.length === 0 ? (
        <p className="text-sm text-brand-950/70">No cost recorded yet.</p>
      ) : null}
      {history && history.length > 0 ? (
        <>
          <table className="hidden w-full text-sm md:table">
            <caption className="sr-only">Cost history</caption>
            <TableHead columns={COLUMNS} />
            <tbody className="divide-y divide-brand-900/5">
              {history.map((entry, index) => (
                <tr key={index}>
                  <td className="whitespace-nowrap px-3 py-2.5 text-brand-950/75">
                    {formatDateTime(entry.at)}
                  </td>
                  <td className="px-3 py-2.5 text-right font-semibold tabular-nums">
                    {formatUsd(entry.batchCost)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {entry.portionCost === null ? "—" : formatUsd(entry.portionCost)}
                  </td>
                  <td className="px-3 py-2.5">{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-brand-900/5 md:hidden" aria-label="Cost history">
            {history.map((entry, index) => (
              <li key={index} className="py-2.5 text-sm">
                <div className="flex justify-between gap-3">
                  <span className="text-brand-950/75">{formatDateTime(entry.at)}</span>
                  <span className="text-right font-semibold tabular-nums">
                    {formatUsd(entry.batchCost)}
                    {entry.portionCost === null ? null : (
                      <span className="block text-xs font-normal text-brand-950/65">
                        {formatUsd(entry.portionCost)} a portion
                      </span>
                    )}
                  </span>
                </div>
                <p className="mt-0.5 text-brand-950">{entry.reason}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
