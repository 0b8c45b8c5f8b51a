import type { UseMutationResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TableHead, type Column } from "@/components/ui/table-head";
import { errorMessage } from "@/lib/forms";

/** What every checked import has, whatever its rows hold. */
export interface ReviewedImport {
  fileName: string;
  totalRows: number;
  validRows: number;
  problems: { row: number; column: string | null; message: string }[];
  ignoredColumns: string[];
  preview: unknown[];
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * A checked import before it is written, as every kind of import shows it: the columns Larder
 * left out, its problems row by row, the first rows as they will be written (a line of text each
 * on a phone, a table on a wider screen), and the choice to import them all, or only the rows
 * without problems. What the rows hold is the kind's own: `summary`, `phoneRows`, `columns` and
 * `tableRows`.
 */
export function ImportReviewFrame({
  job,
  summary,
  phoneRows,
  columns,
  tableRows,
  confirm,
  cancel,
  onCancelled,
}: {
  job: ReviewedImport;
  /** The sentence that opens the review, told how many rows have problems. */
  summary: (problemRows: number) => ReactNode;
  phoneRows: ReactNode;
  columns: Column[];
  tableRows: ReactNode;
  confirm: UseMutationResult<unknown, Error, boolean>;
  cancel: UseMutationResult<unknown, Error, void>;
  onCancelled: () => void;
}) {
  const [skipInvalid, setSkipInvalid] = useState(false);
  const problemRows = new Set(job.problems.map((problem) => problem.row)).size;
  const blocked = job.problems.length > 0 && !skipInvalid;

  return (
    <div className="space-y-5">
      <p className="text-brand-950">{summary(problemRows)}</p>
      {job.ignoredColumns.length > 0 ? (
        <Notice tone="info">
          Larder does not read the column{job.ignoredColumns.length === 1 ? "" : "s"}{" "}
          {job.ignoredColumns.map((column) => `“${column}”`).join(", ")}; it is left out.
        </Notice>
      ) : null}

      {job.problems.length > 0 ? <ProblemsTable problems={job.problems} /> : null}

      {job.preview.length > 0 ? (
        <section aria-labelledby="import-preview">
          <h3 id="import-preview" className="text-base font-bold text-brand-950">
            {job.validRows > job.preview.length
              ? `The first ${job.preview.length} rows to import`
              : "Rows to import"}
          </h3>
          {/* On a phone a row is a line or two of text: the table's columns do not fit one. */}
          <ul
            tabIndex={0}
            aria-label="Rows that will be imported"
            className="mt-2 max-h-96 divide-y divide-brand-900/5 overflow-y-auto rounded-xl border border-brand-900/10 px-3 text-sm md:hidden"
          >
            {phoneRows}
          </ul>
          <div
            tabIndex={0}
            className="mt-2 hidden max-h-96 overflow-auto rounded-xl border border-brand-900/10 md:block"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows that will be imported</caption>
              <TableHead className="sticky top-0 bg-white" columns={columns} />
              <tbody className="divide-y divide-brand-900/5">{tableRows}</tbody>
            </table>
          </div>
        </section>
      ) : null}

      {job.problems.length > 0 && job.validRows > 0 ? (
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={skipInvalid}
            onChange={(event) => setSkipInvalid(event.target.checked)}
            className="mt-0.5 h-4.5 w-4.5 accent-brand-700"
          />
          <span>
            Import the {job.validRows === 1 ? "row" : `${job.validRows} rows`} without problems and
            leave out the {problemRows === 1 ? "one" : problemRows} with problems.
          </span>
        </label>
      ) : null}
      <Notice tone="error">
        {confirm.error
          ? errorMessage(confirm.error)
          : cancel.error
            ? errorMessage(cancel.error)
            : null}
      </Notice>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={blocked || job.validRows === 0}
          busy={confirm.isPending}
          onClick={() => confirm.mutate(skipInvalid)}
        >
          Import {plural(job.validRows, "row")}
        </Button>
        <Button
          variant="secondary"
          busy={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
        >
          Cancel
        </Button>
      </div>
      {blocked && job.validRows > 0 ? (
        <p className="text-sm text-brand-950/70">
          Nothing is written while the file has problems. Fix them and upload the file again, or
          choose to leave those rows out.
        </p>
      ) : null}
    </div>
  );
}

/** The file's problems row by row, in a box that scrolls (and a keyboard can scroll). */
function ProblemsTable({ problems }: { problems: ReviewedImport["problems"] }) {
  return (
    <section aria-labelledby="import-problems">
      <h3 id="import-problems" className="text-base font-bold text-tomato-deep">
        Problems to fix
      </h3>
      <div tabIndex={0} className="mt-2 max-h-80 overflow-auto rounded-xl border border-tomato/30">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Problems found in the file</caption>
          <TableHead
            className="sticky top-0 bg-white"
            columns={[{ label: "Row" }, { label: "Column" }, { label: "Problem" }]}
          />
          <tbody className="divide-y divide-brand-900/5">
            {problems.map((problem, index) => (
              <tr key={index}>
                <td className="px-3 py-2 align-top tabular-nums">{problem.row}</td>
                <td className="px-3 py-2 align-top break-all">{problem.column ?? "—"}</td>
                <td className="px-3 py-2">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
