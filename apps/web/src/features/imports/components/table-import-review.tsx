import type { TableImportJob, TableImportKind } from "@larder/contracts";
import { useCancelTableImport, useConfirmTableImport } from "@/features/imports/api/table-imports";
import { ImportReviewFrame, plural } from "./review-frame";

const ACTION_LABELS: Record<TableImportJob["preview"][number]["action"], string> = {
  create: "New",
  update: "Update",
  unchanged: "No change",
};

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
  // Columns the file left empty in every row shown are not worth a column on screen.
  const shown = job.columns
    .map((name, index) => ({ name, index }))
    .filter(({ index }) => job.preview.some((row) => row.cells[index]));
  const { create, update, unchanged } = job.actions;

  return (
    <ImportReviewFrame
      job={job}
      confirm={useConfirmTableImport(workspaceId, kind, job.id)}
      cancel={useCancelTableImport(workspaceId, kind, job.id)}
      onCancelled={onCancelled}
      summary={(problemRows) => (
        <>
          <strong className="break-all">{job.fileName}</strong>: {plural(job.totalRows, "row")},{" "}
          {job.validRows} ready
          {problemRows > 0 ? `, ${problemRows} with problems` : ""}. Importing makes {create} new,
          updates {update} and leaves {unchanged} as Larder has {unchanged === 1 ? "it" : "them"}.
        </>
      )}
      phoneRows={job.preview.map((row) => (
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
      columns={[
        { label: "Row" },
        ...shown.map(({ name }) => ({ label: name.replace(/_/g, " ") })),
        { label: "What happens" },
      ]}
      tableRows={job.preview.map((row) => (
        <tr key={row.row}>
          <td className="px-3 py-2 tabular-nums">{row.row}</td>
          {shown.map(({ name, index }) =>
            index === 0 ? (
              <th key={name} scope="row" className="px-3 py-2 font-semibold text-brand-950">
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
    />
  );
}
