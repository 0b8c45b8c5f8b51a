import type { ImportJob } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TableHead } from "@/components/ui/table-head";
import { formatNumber } from "@/lib/format";
import { errorMessage } from "@/lib/forms";
import { useCancelImport, useConfirmImport } from "@/features/imports/api/imports";

const dash = (value: string | null) => (value === null ? "—" : formatNumber(value));

/**
 * A checked import before it is written: its problems row by row, the first rows as they will
 * be written, and the choice to import them all, or only the rows without problems.
 */
export function ImportReview({
  workspaceId,
  job,
  onCancelled,
}: {
  workspaceId: string;
  job: ImportJob;
  onCancelled: () => void;
}) {
  const confirm = useConfirmImport(workspaceId, job.id);
  const cancel = useCancelImport(workspaceId, job.id);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const problemRows = new Set(job.problems.map((problem) => problem.row)).size;
  const blocked = job.problems.length > 0 && !skipInvalid;

  return (
    <div className="space-y-5">
      <p className="text-brand-950">
        <strong>{job.fileName}</strong>: {job.totalRows} row{job.totalRows === 1 ? "" : "s"},{" "}
        {job.validRows} ready to import
        {problemRows > 0 ? `, ${problemRows} with problems` : ""}.
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
                    <td className="px-3 py-2 tabular-nums">{problem.row}</td>
                    <td className="px-3 py-2">{problem.column ?? "—"}</td>
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
          {/* On a phone a row is a line of text: the table's eight columns do not fit one. */}
          <ul
            tabIndex={0}
            aria-label="Rows that will be imported"
            className="mt-2 max-h-96 divide-y divide-brand-900/5 overflow-y-auto rounded-xl border border-brand-900/10 px-3 text-sm md:hidden"
          >
            {job.preview.map((row) => (
              <li key={row.row} className="py-2">
                <p className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-semibold text-brand-950">
                    <span className="font-normal tabular-nums text-brand-950/65">{row.row} · </span>
                    {row.name}
                  </span>
                  <span className="shrink-0 text-xs font-semibold text-brand-950/75">
                    {row.existing ? "Update" : "New"}
                  </span>
                </p>
                <p className="text-brand-950/70">
                  {[
                    row.category,
                    row.location,
                    row.onHand !== null
                      ? `on hand ${formatNumber(row.onHand)} ${unitLabel(row.unit)}`
                      : null,
                    row.minimum !== null ? `minimum ${formatNumber(row.minimum)}` : null,
                    row.maximum !== null ? `maximum ${formatNumber(row.maximum)}` : null,
                  ]
                    .filter(Boolean)
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
                  ...["Row", "Item", "Location", "On hand", "Minimum", "Maximum", "Unit"].map(
                    (label) => ({ label }),
                  ),
                  { label: "New or updated", hidden: true },
                ]}
              />
              <tbody className="divide-y divide-brand-900/5">
                {job.preview.map((row) => (
                  <tr key={row.row}>
                    <td className="px-3 py-2 tabular-nums">{row.row}</td>
                    <th scope="row" className="px-3 py-2 font-semibold text-brand-950">
                      {row.name}
                      {row.category ? (
                        <span className="block text-xs font-normal text-brand-950/70">
                          {row.category}
                        </span>
                      ) : null}
                    </th>
                    <td className="px-3 py-2">{row.location ?? "—"}</td>
                    <td className="px-3 py-2 tabular-nums">{dash(row.onHand)}</td>
                    <td className="px-3 py-2 tabular-nums">{dash(row.minimum)}</td>
                    <td className="px-3 py-2 tabular-nums">{dash(row.maximum)}</td>
                    <td className="px-3 py-2">{unitLabel(row.unit)}</td>
                    <td className="px-3 py-2 text-xs font-semibold text-brand-950/75">
                      {row.existing ? "Update" : "New"}
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
          Import {job.validRows} row{job.validRows === 1 ? "" : "s"}
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
