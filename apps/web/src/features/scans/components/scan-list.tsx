import type { ScanSummary } from "@larder/contracts";
import { Link } from "react-router";
import { StatusPill, type PillTone } from "@/components/ui/status-pill";
import { formatDateTime, formatUsd } from "@/lib/format";

const STATUS: Record<ScanSummary["status"], { label: string; tone: PillTone }> = {
  reading: { label: "Reading", tone: "blue" },
  ready: { label: "To review", tone: "yellow" },
  failed: { label: "Not readable", tone: "red" },
  approved: { label: "Approved", tone: "green" },
  discarded: { label: "Discarded", tone: "grey" },
};

/** "page 2 of 3" while a document is read. */
function progress(scan: ScanSummary): string | null {
  if (scan.status !== "reading") return null;
  return scan.pages
    ? `page ${Math.min(scan.pagesDone + 1, scan.pages)} of ${scan.pages}`
    : "starting";
}

/**
 * Documents read or being read, newest first: what was read from each (supplier, number, total)
 * and its state, with a link to its review; a document Larder could not read says why.
 */
export function ScanList({
  scans,
  label,
  empty,
  reviewPath,
  donePath,
}: {
  scans: ScanSummary[];
  label: string;
  empty: string;
  reviewPath: (scan: ScanSummary) => string;
  /** Where an approved document went (its invoice or expense), if anywhere. */
  donePath: (scan: ScanSummary) => string | null;
}) {
  if (scans.length === 0) return <p className="py-4 text-sm text-brand-950/70">{empty}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-brand-900/5">
      {scans.map((scan) => {
        const status = STATUS[scan.status];
        const to = scan.status === "approved" ? donePath(scan) : reviewPath(scan);
        const title =
          [scan.supplierName, scan.invoiceNumber].filter(Boolean).join(" · ") || scan.fileName;
        return (
          <li key={scan.id} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              {to && scan.status !== "discarded" ? (
                <Link
                  to={to}
                  className="font-semibold text-brand-900 [overflow-wrap:anywhere] hover:underline"
                >
                  {title}
                </Link>
              ) : (
                <p className="font-semibold text-brand-950 [overflow-wrap:anywhere]">{title}</p>
              )}
              <p className="text-sm text-brand-950/70 [overflow-wrap:anywhere]">
                {[
                  scan.fileName !== title ? scan.fileName : null,
                  scan.orderNumber ? `from ${scan.orderNumber}` : null,
                  scan.total ? formatUsd(scan.total) : null,
                  progress(scan),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {scan.error ? (
                <p className="text-sm font-medium text-tomato-deep">{scan.error}</p>
              ) : null}
              {scan.duplicateOf ? (
                <p className="text-sm font-medium text-tomato-deep">
                  A second copy? {scan.duplicateOf}
                </p>
              ) : null}
              <p className="text-xs text-brand-950/70">
                Uploaded {formatDateTime(scan.createdAt)}
                {scan.createdBy ? ` by ${scan.createdBy}` : ""}
              </p>
            </div>
            <StatusPill tone={status.tone}>{status.label}</StatusPill>
          </li>
        );
      })}
    </ul>
  );
}
