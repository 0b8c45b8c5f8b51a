import type { PosName, SalesImport } from "@larder/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { formatNumber, formatUsd } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { useCancelSalesImport, usePostSalesImport } from "@/features/sales/api/sales";
import { columnsUnchosen, lines, needsColumns } from "@/features/sales/review";
import { ColumnsForm } from "./columns-form";
import type { MenuChoice } from "./name-meaning";
import { NamesList } from "./names-list";
import { ReviewFacts } from "./review-facts";

/**
 * A read sales file before it is posted: what was read, the names to say what they are, the
 * columns when they need choosing, then "Post N new lines" or Cancel.
 */
export function SalesReview({
  workspaceId,
  job,
  remembered,
  menu,
  showMoney,
  onCancelled,
}: {
  workspaceId: string;
  job: SalesImport;
  remembered: PosName[];
  menu: MenuChoice[];
  showMoney: boolean;
  onCancelled: () => void;
}) {
  const post = usePostSalesImport(workspaceId, job.id);
  const cancel = useCancelSalesImport(workspaceId, job.id);
  const [columnsOpen, setColumnsOpen] = useState(() => needsColumns(job));
  const unchosen = columnsUnchosen(job);
  const detail = (name: SalesImport["unmapped"][number]) =>
    [
      lines(name.lines),
      `${formatNumber(name.quantity)} sold`,
      showMoney && name.netSales !== null ? formatUsd(name.netSales) : null,
    ]
      .filter(Boolean)
      .join(" · ");

  return (
    <div className="space-y-6">
      <p className="break-words text-brand-950">
        <strong>{job.fileName}</strong>, for {job.locationName}.
      </p>
      <ReviewFacts job={job} showMoney={showMoney} />

      {job.unmapped.length > 0 ? (
        <section aria-labelledby="sales-unmapped" className="space-y-2">
          <h3 id="sales-unmapped" className="text-base font-bold text-brand-950">
            Names no menu item answers to
          </h3>
          <p className="text-sm text-brand-950/70">
            Say which menu item each one is, or that it is not food. Larder remembers it for every
            later file. Lines you leave for now are kept, and leave stock once their name is mapped.
          </p>
          <NamesList
            workspaceId={workspaceId}
            label="Names no menu item answers to"
            names={job.unmapped.map((name) => ({ name: name.name, detail: detail(name) }))}
            remembered={remembered}
            menu={menu}
            canMap
          />
        </section>
      ) : null}

      <section aria-labelledby="sales-columns" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="sales-columns" className="text-base font-bold text-brand-950">
            Columns
          </h3>
          {!columnsOpen ? (
            <Button variant="ghost" onClick={() => setColumnsOpen(true)}>
              Change the columns
            </Button>
          ) : null}
        </div>
        {columnsOpen ? (
          <>
            <p className="text-sm text-brand-950/70">
              {unchosen
                ? "Larder could not tell which columns hold the item and the date. Choose them from your file's header, then read the file with them."
                : job.posFormat === "generic" || job.posFormat === null
                  ? "Larder does not know this file's layout and guessed its columns. Check each one against your file's header."
                  : "Say which column holds what. Larder reads the file again with them."}
            </p>
            <ColumnsForm workspaceId={workspaceId} job={job} />
          </>
        ) : (
          <p className="text-sm text-brand-950/70">Read as Larder reads this POS&apos;s exports.</p>
        )}
      </section>

      <Notice tone="error">
        {post.error ? errorMessage(post.error) : cancel.error ? errorMessage(cancel.error) : null}
      </Notice>
      <div className="flex flex-wrap gap-2">
        <Button disabled={job.newLines === 0} busy={post.isPending} onClick={() => post.mutate()}>
          Post {job.newLines.toLocaleString("en-US")} new line{job.newLines === 1 ? "" : "s"}
        </Button>
        <Button
          variant="secondary"
          busy={cancel.isPending}
          // Not mutate's own callback: the refreshed import ("cancelled") unmounts this review
          // before it would run, and the screen would stay on the cancelled file.
          onClick={() => void cancel.mutateAsync().then(onCancelled, () => undefined)}
        >
          Cancel
        </Button>
      </div>
      {job.newLines === 0 ? (
        <p className="text-sm text-brand-950/70">
          {unchosen
            ? "Choose the columns above first: until then no line of this file can be read."
            : "Nothing in this file is new, so there is nothing to post."}
        </p>
      ) : null}
    </div>
  );
}
