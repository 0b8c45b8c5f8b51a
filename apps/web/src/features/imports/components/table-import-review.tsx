import type { TableImportJob, TableImportKind } from "@larder/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TableHead } from "@/components/ui/table-head";
import { errorMessage } from "@/lib/forms";
import { useCancelTableImport, useConfirmTableImport } from "@/features/imports/api/table-imports";

const ACTION_LABELS: Record<TableImportJob["preview"][number]["action"], string> = {
  create: "New",
  update: "Update",
  unchanged: "No change",
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * A checked import of suppliers, prices, par levels or invoices before it is written: its
 * problems row by row, the first rows with what confirming does to each (new, update, no
 * change), and the choice to import them all, or only the rows without problems.
 */
export function TableImportReview({
  workspaceId,
  kind,
  job,
  onCancelled,
}: {
  workspaceId: string;
  kind: TableImportKind;
  job: TableImportJob;
  onCancelled: () => void;
}) {
  const confirm = useConfirmTableImport(workspaceId, kind, job.id);
  const cancel = useCancelTableImport(workspaceId, kind, job.id);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const problemRows = new Set(job.problems.map((problem) => problem.row)).size;
  const blocked = job.problems.length > 0 && !skipInvalid;
  // Columns the file left empty in every row shown are not worth a column on screen.
  const shown = job.columns
    .map((name, index) => ({ name, index }))
    .filter(({ index }) => job.preview.some((row) => row.cells[index]));
  const { create, update, unchanged } = job.actions;

  return (
    <div className="space-y-5">
      <p className="text-brand-950">
        <strong className="break-all">{job.fileName}</strong>: {plural(job.totalRows, "row")},{" "}
        {job.validRows} ready
        {problemRows > 0 ? `, ${problemRows} with problems` : ""}. Importing makes {create} new,
        updates {update} and leaves {unchanged} as Larder has {unchanged === 1 ? "it" : "them"}.
      </p>
      {job.ignoredColumns.length > 0 ? (
        <Notice tone="info">
          Larder does not read the column{job.ignoredColumns.length === 1 ? "" : "s"}{" "}
          {job.ignoredColumns.map((column) => `“${column}”`).join(", ")}; it is left out.
        </Notice>
      ) : null}

      {job.problems.length > 0 ? (
        <section aria-labelledby="import-problems">
          <h3 id="import-problems" className="text-base font-bold text-tomato-deep">
            Problems to fix
          </h3>
          {/* Focusable, so that a keyboard can scroll a long list. */}
          <div
            tabIndex={0}
            className="mt-2 max-h-80 overflow-auto rounded-xl border border-tomato/30"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Problems found in the file</caption>
              <TableHead
                className="sticky top-0 bg-white"
                columns={[{ label: "Row" }, { label: "Column" }, { label: "Problem" }]}
              />
              <tbody className="divide-y divide-brand-900/5">
                {job.problems.map((problem, index) => (
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
      ) : null}

      {job.preview.length > 0 ? (
        <section aria-labelledby="import-preview">
          <h3 id="import-preview" className="text-base font-bold text-brand-950">
            {job.validRows > job.preview.length
              ? `The first ${job.preview.length} rows to import`
              : "Rows to import"}
          </h3>
          {/* On a phone a row is a few lines of text: the table's columns do not fit one. */}
          <ul
            tabIndex={0}
            aria-label="Rows that will be imported"
            className="mt-2 max-h-96 divide-y divide-brand-900/5 overflow-y-auto rounded-xl border border-brand-900/10 px-3 text-sm md:hidden"
          >
            {job.preview.map((row) => (
              <li key={row.row} className="py-2">
                <p className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-semibold break-words text-brand-950">
                    <span className="font-normal tabular-nums text-brand-950/65">{row.row} · </span>
                    {row.cells[0]}
                  </span>
                  <span className="shrink-0 text-xs font-semibold text-brand-950/75">
                    {ACTION_LABELS[row.action]}
                  </span>
                </p>
                <p className="break-words text-brand-950/70">
                  {shown
                    .filter(({ index }) => index > 0 && row.cells[index])
                    .map(({ name, index }) => `${name.replace(/_/g, " ")}: ${row.cells[index]}`)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
          <div
            tabIndex={0}
            className="mt-2 hidden max-h-96 overflow-auto rounded-xl border border-brand-900/10 md:block"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows that will be imported</caption>
              <TableHead
                className="sticky top-0 bg-white"
                columns={[
                  { label: "Row" },
                  ...shown.map(({ name }) => ({ label: name.replace(/_/g, " ") })),
                  { label: "What happens" },
                ]}
              />
              <tbody className="divide-y divide-brand-900/5">
                {job.preview.map((row) => (
                  <tr key={row.row}>
                    <td className="px-3 py-2 tabular-nums">{row.row}</td>
                    {shown.map(({ name, index }) =>
                      index === 0 ? (
                        <th
                          key={name}
                          scope="row"
                          className="px-3 py-2 font-semibold text-brand-950"
                        >
                          {row.cells[index]}
                        </th>
                      ) : (
                        <td key={name} className="px-3 py-2">
                          {row.cells[index] || "—"}
                        </td>
                      ),
                    )}
                    <td className="px-3 py-2 text-xs font-semibold whitespace-nowrap text-brand-950/75">
                      {ACTION_LABELS[row.action]}
                    </td>
                  </tr>
                ))}
              </tbody>
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
            Import the {job.validRows} rows without problems and leave out the {problemRows} with
            problems.
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
