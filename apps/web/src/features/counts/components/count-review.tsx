import type { Count } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatQuantity, formatUsd } from "@/lib/format";
import { useFinishCount } from "@/features/counts/api/counts";

/**
 * Before posting: each counted line whose count differs from the stock, by how much and what it
 * is worth. Posting turns these differences into count adjustments; lines nobody counted stay
 * as they are.
 */
export function CountReview({
  workspaceId,
  count,
  canPost,
  onFinished,
}: {
  workspaceId: string;
  count: Count;
  canPost: boolean;
  onFinished: (message: string) => void;
}) {
  const finish = useFinishCount(workspaceId, count.id);
  const differences = count.lines.filter(
    (line) => line.variance !== null && !/^-?0(\.0+)?$/.test(line.variance),
  );
  const uncounted = count.lines.length - count.counted;
  return (
    <div className="space-y-4">
      {differences.length === 0 ? (
        <p className="text-sm text-brand-950/70">
          {count.counted === 0
            ? "Nothing counted yet."
            : "Every counted line matches the stock: posting changes nothing."}
        </p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Differences to post</caption>
          <thead className="text-left text-brand-950/70">
            <tr>
              <th scope="col" className="py-1.5 font-semibold">
                Item
              </th>
              <th
                scope="col"
                className="hidden px-2 py-1.5 text-right font-semibold sm:table-cell lg:hidden"
              >
                Expected
              </th>
              <th
                scope="col"
                className="hidden px-2 py-1.5 text-right font-semibold sm:table-cell lg:hidden"
              >
                Counted
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                Difference
              </th>
              {count.varianceValue !== null ? (
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Value
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-brand-900/5">
            {differences.map((line) => (
              <tr key={line.itemId}>
                <th scope="row" className="py-2 text-left font-semibold text-brand-950">
                  {line.name}
                </th>
                <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell lg:hidden">
                  {formatQuantity(line.expected, unitLabel(line.unit))}
                </td>
                <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell lg:hidden">
                  {formatQuantity(line.counted!, unitLabel(line.unit))}
                </td>
                <td
                  className={`py-2 text-right font-semibold tabular-nums ${line.variance!.startsWith("-") ? "text-tomato-deep" : "text-brand-700"}`}
                >
                  {line.variance!.startsWith("-") ? "" : "+"}
                  {formatQuantity(line.variance!, unitLabel(line.unit))}
                </td>
                {count.varianceValue !== null ? (
                  <td className="py-2 text-right tabular-nums">
                    {line.varianceValue === null ? "—" : formatUsd(line.varianceValue)}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
          {count.varianceValue !== null ? (
            <tfoot>
              <tr className="border-t border-brand-900/15">
                <th
                  scope="row"
                  colSpan={2}
                  className="py-2 text-right font-semibold sm:hidden lg:table-cell"
                >
                  Total
                </th>
                <th
                  scope="row"
                  colSpan={4}
                  className="hidden py-2 text-right font-semibold sm:table-cell lg:hidden"
                >
                  Total
                </th>
                <td className="py-2 text-right font-bold tabular-nums">
                  {formatUsd(count.varianceValue)}
                </td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      )}
      {uncounted > 0 ? (
        <p className="text-sm text-brand-950/70">
          {uncounted} line{uncounted === 1 ? " was" : "s were"} not counted and will not change.
        </p>
      ) : null}
      {canPost ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            trigger={<Button disabled={count.counted === 0}>Post count</Button>}
            title="Post this count?"
            description={`${differences.length} difference${differences.length === 1 ? "" : "s"} become count adjustments in the stock ledger. This cannot be undone, only corrected by another count or adjustment.`}
            confirmLabel="Post count"
            tone="primary"
            onConfirm={async () => {
              const result = await finish.mutateAsync("post");
              onFinished(
                `Count posted: ${result?.adjustments ?? 0} adjustment${result?.adjustments === 1 ? "" : "s"} recorded.`,
              );
            }}
          />
          <ConfirmDialog
            trigger={<Button variant="secondary">Cancel count</Button>}
            title="Cancel this count?"
            description="What was counted is set aside and no stock changes."
            confirmLabel="Cancel count"
            onConfirm={async () => {
              await finish.mutateAsync("cancel");
              onFinished("Count cancelled. No stock changed.");
            }}
          />
        </div>
      ) : (
        <p className="text-sm text-brand-950/70">
          A chef, manager or owner posts the count when it is done.
        </p>
      )}
    </div>
  );
}
