import type { PosName, SalesImport } from "@larder/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { salesImportQuery } from "@/features/sales/api/sales";
import { lines } from "@/features/sales/review";
import type { MenuChoice } from "./name-meaning";
import { SalesReview } from "./sales-review";
import { SalesUpload } from "./sales-upload";

function Progress({ job }: { job: SalesImport }) {
  const what = job.status === "reading" ? "Reading and checking the file…" : "Posting the sales…";
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="font-semibold text-brand-950">{what}</p>
      <progress
        max={100}
        value={job.progress}
        aria-label={job.status === "reading" ? "Reading the file" : "Posting the sales"}
        className="h-2.5 w-full overflow-hidden rounded-full accent-brand-600"
      />
      <p className="text-sm text-brand-950/70">
        {job.progress}%. You can leave this page: it carries on without you.
      </p>
    </div>
  );
}

/** What posting did: the lines kept, those taken from stock, those waiting for their name. */
function Posted({ job, onAnother }: { job: SalesImport; onAnother: () => void }) {
  const result = job.result ?? { lines: 0, depleted: 0, unmapped: 0, movements: 0 };
  return (
    <div className="space-y-4">
      <Notice tone="success">
        Posted {job.fileName}: {lines(result.lines)}, {result.depleted.toLocaleString("en-US")}{" "}
        taken from stock through their recipes
        {result.unmapped > 0
          ? `, ${result.unmapped.toLocaleString("en-US")} waiting for a name to be mapped`
          : ""}
        .
      </Notice>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/app/reports/variance?location=${job.locationId}${
            job.firstDay && job.lastDay ? `&from=${job.firstDay}&to=${job.lastDay}` : ""
          }`}
          className={buttonClasses("primary")}
        >
          See the variance
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </div>
  );
}

/**
 * A POS export from upload to posted: the file and its location, the progress bar while it is
 * read, the review, the progress while it is posted, and what posting did. The import being
 * looked at is kept in the address (`importId`), so a reload comes back to it.
 */
export function SalesImportFlow({
  workspaceId,
  importId,
  locations,
  defaultLocationId,
  remembered,
  menu,
  showMoney,
  onOpen,
}: {
  workspaceId: string;
  importId: string | null;
  locations: { id: string; name: string }[];
  defaultLocationId: string;
  remembered: PosName[];
  menu: MenuChoice[];
  showMoney: boolean;
  onOpen: (importId: string | null) => void;
}) {
  const { data: job, error } = useQuery({
    ...salesImportQuery(workspaceId, importId ?? ""),
    enabled: importId !== null,
  });
  const startOver = () => onOpen(null);
  if (!importId)
    return (
      <SalesUpload
        workspaceId={workspaceId}
        locations={locations}
        defaultLocationId={defaultLocationId}
        onUploaded={onOpen}
      />
    );
  if (error)
    return (
      <div className="space-y-4">
        <Notice tone="error">{error.message}</Notice>
        <Button onClick={startOver}>Upload a file</Button>
      </div>
    );
  if (!job) return <p className="text-sm text-brand-950/70">Loading…</p>;
  if (job.status === "reading" || job.status === "posting") return <Progress job={job} />;
  if (job.status === "ready")
    return (
      <SalesReview
        workspaceId={workspaceId}
        job={job}
        remembered={remembered}
        menu={menu}
        showMoney={showMoney}
        onCancelled={startOver}
      />
    );
  if (job.status === "done") return <Posted job={job} onAnother={startOver} />;
  return (
    <div className="space-y-4">
      <Notice tone="error">
        {job.status === "cancelled"
          ? "This import was cancelled; nothing was posted."
          : (job.error ?? "The file could not be read.")}
      </Notice>
      <Button onClick={startOver}>Upload another file</Button>
    </div>
  );
}
