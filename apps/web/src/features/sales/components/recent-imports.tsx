import { POS_FORMAT_LABELS, type SalesImport } from "@larder/contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { StatusPill, type PillTone } from "@/components/ui/status-pill";
import { formatDateTime, formatUsd } from "@/lib/format";
import { daysCovered, lines } from "@/features/sales/review";

/** How many imports show before "Show all": the last weeks' files. */
const SHOWN = 5;

const STATUS: Record<SalesImport["status"], { label: string; tone: PillTone }> = {
  reading: { label: "Reading", tone: "blue" },
  ready: { label: "To post", tone: "yellow" },
  posting: { label: "Posting", tone: "blue" },
  done: { label: "Posted", tone: "green" },
  failed: { label: "Failed", tone: "red" },
  cancelled: { label: "Cancelled", tone: "grey" },
};

/** The latest sales files: what each covered and whether it was posted; open ones can be reopened. */
export function RecentImports({
  imports,
  showMoney,
  onOpen,
}: {
  imports: SalesImport[];
  showMoney: boolean;
  onOpen: (importId: string) => void;
}) {
  const [all, setAll] = useState(false);
  if (imports.length === 0)
    return (
      <p className="py-4 text-sm text-brand-950/70">
        No file imported yet. Each file you import is listed here with the days it covered.
      </p>
    );
  const shown = all ? imports : imports.slice(0, SHOWN);
  return (
    <>
      <ul aria-label="Recent imports" className="divide-y divide-brand-900/5">
        {shown.map((job) => {
          const status = STATUS[job.status];
          const open =
            job.status === "ready" || job.status === "reading" || job.status === "posting";
          return (
            <li key={job.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                {open ? (
                  <button
                    type="button"
                    onClick={() => onOpen(job.id)}
                    className="text-left font-semibold text-brand-900 [overflow-wrap:anywhere] hover:underline"
                  >
                    {job.fileName}
                  </button>
                ) : (
                  <p className="font-semibold text-brand-950 [overflow-wrap:anywhere]">
                    {job.fileName}
                  </p>
                )}
                <p className="text-sm text-brand-950/70">
                  {[
                    job.locationName,
                    job.posFormat ? POS_FORMAT_LABELS[job.posFormat] : null,
                    job.firstDay ? daysCovered(job.firstDay, job.lastDay) : null,
                    job.result
                      ? `${lines(job.result.lines)} posted`
                      : job.status === "ready"
                        ? `${job.newLines.toLocaleString("en-US")} new`
                        : null,
                    showMoney && job.netSales !== null ? formatUsd(job.netSales) : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p className="text-xs text-brand-950/70">
                  Uploaded {formatDateTime(job.createdAt)}
                </p>
              </div>
              <StatusPill tone={status.tone}>{status.label}</StatusPill>
            </li>
          );
        })}
      </ul>
      {imports.length > SHOWN ? (
        <Button variant="ghost" onClick={() => setAll((value) => !value)} className="mt-2">
          {all ? "Show the latest only" : `Show all ${imports.length} imports`}
        </Button>
      ) : null}
    </>
  );
}
