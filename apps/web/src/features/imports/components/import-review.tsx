import type { ImportJob } from "@larder/contracts";
import { unitLabel } from "@larder/domain";
import { formatNumber } from "@/lib/format";
import { useCancelImport, useConfirmImport } from "@/features/imports/api/imports";
import { ImportReviewFrame } from "./review-frame";

const dash = (value: string | null) => (value === null ? "—" : formatNumber(value));

/**
 * A checked import of items and opening stock before it is written: its problems row by row,
 * the first rows as they will be written, and the choice to import them all, or only the rows
 * without problems.
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
  return (
    <ImportReviewFrame
      job={job}
      confirm={useConfirmImport(workspaceId, job.id)}
      cancel={useCancelImport(workspaceId, job.id)}
      onCancelled={onCancelled}
      summary={(problemRows) => (
        <>
          <strong>{job.fileName}</strong>: {job.totalRows} row{job.totalRows === 1 ? "" : "s"},{" "}
          {job.validRows} ready to import
          {problemRows > 0 ? `, ${problemRows} with problems` : ""}.
        </>
      )}
      phoneRows={job.preview.map((row) => (
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
      columns={[
        ...["Row", "Item", "Location", "On hand", "Minimum", "Maximum", "Unit"].map((label) => ({
          label,
        })),
        { label: "New or updated", hidden: true },
      ]}
      tableRows={job.preview.map((row) => (
        <tr key={row.row}>
          <td className="px-3 py-2 tabular-nums">{row.row}</td>
          <th scope="row" className="px-3 py-2 font-semibold text-brand-950">
            {row.name}
            {row.category ? (
              <span className="block text-xs font-normal text-brand-950/70">{row.category}</span>
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
    />
  );
}
