import type { ImportJob } from "@larder/contracts";
import type { UseMutationResult } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";

/** What every import's job says of itself while it is read, reviewed and written. */
type ImportProgress = Pick<ImportJob, "status" | "progress" | "error" | "problems">;

/**
 * An import's file from choosing it to its end, as every kind of import goes: the file chosen
 * and uploaded to be checked (nothing is saved yet), reading it, the review (`review`),
 * writing, and what was written (`done`), or why nothing was. `importId` is the import in the
 * page's address; `onStartOver` clears it.
 */
export function ImportFile<Job extends ImportProgress>({
  importId,
  job,
  upload,
  onUploaded,
  onStartOver,
  review,
  done,
}: {
  importId: string | null;
  job: Job | undefined;
  upload: UseMutationResult<{ id: string }, Error, File>;
  onUploaded: (importId: string) => void;
  onStartOver: () => void;
  review: (job: Job, startOver: () => void) => ReactNode;
  done: (job: Job, startOver: () => void) => ReactNode;
}) {
  const [file, setFile] = useState<File | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    try {
      onUploaded((await upload.mutateAsync(file)).id);
    } catch {
      // shown below
    }
  };
  const startOver = () => {
    setFile(null);
    upload.reset();
    onStartOver();
  };

  if (!importId)
    return (
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-brand-900/20 px-4 py-8 text-center hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500">
          <FileUp aria-hidden="true" className="h-8 w-8 text-brand-600" />
          <span className="font-semibold break-all text-brand-900">
            {file ? file.name : "Choose a .csv or .xlsx file"}
          </span>
          <span className="text-sm text-brand-950/70">Up to 5 MB. Nothing is saved yet.</span>
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="sr-only"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Notice tone="error">{upload.error ? errorMessage(upload.error) : null}</Notice>
        <Button type="submit" disabled={!file} busy={upload.isPending}>
          Upload and check
        </Button>
      </form>
    );
  if (!job) return <p className="text-sm text-brand-950/70">Loading…</p>;
  if (job.status === "parsing" || job.status === "importing")
    return (
      <div className="space-y-2" aria-live="polite">
        <p className="font-semibold text-brand-950">
          {job.status === "parsing" ? "Reading and checking the file…" : "Importing…"}
        </p>
        <progress
          max={100}
          value={job.progress}
          aria-label={job.status === "parsing" ? "Reading the file" : "Importing"}
          className="h-2.5 w-full overflow-hidden rounded-full accent-brand-600"
        />
        <p className="text-sm text-brand-950/70">{job.progress}%</p>
      </div>
    );
  if (job.status === "ready") return review(job, startOver);
  if (job.status === "done") return done(job, startOver);
  return (
    <div className="space-y-4">
      <Notice tone="error">
        {job.status === "cancelled"
          ? "This import was cancelled; nothing was written."
          : (job.error ?? "The file could not be imported.")}
      </Notice>
      {job.problems.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {job.problems.slice(0, 10).map((problem, index) => (
            <li key={index}>
              Row {problem.row}: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      <Button onClick={startOver}>Upload another file</Button>
    </div>
  );
}
