import { useSuspenseQuery } from "@tanstack/react-query";
import { Archive } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { formatDateTime, formatRelativeTime } from "@/lib/format";
import { backupsQuery, useBackUpNow } from "@/features/backups/api/backups";

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function scheduleSentence(everyHours: number, keep: number): string {
  if (everyHours === 0)
    return `Automatic backups are off. The last ${keep} made on request are kept.`;
  const every = everyHours === 24 ? "every day" : `every ${everyHours} hours`;
  return `Larder backs up the whole server ${every} and keeps the last ${keep} automatic backups, and the last ${keep} made on request. Demo workspaces are left out.`;
}

/** The server's backups, newest first, with "Back up now". */
export function BackupsList() {
  const { data } = useSuspenseQuery(backupsQuery());
  const backUp = useBackUpNow();
  return (
    <Card
      title="Backups kept"
      description={scheduleSentence(data.everyHours, data.keep)}
      actions={
        <Button busy={backUp.isPending || data.running} onClick={() => backUp.mutate()}>
          {data.running ? "Backing up…" : "Back up now"}
        </Button>
      }
    >
      <Notice tone="error" className="mb-4">
        {backUp.isError ? errorMessage(backUp.error) : null}
      </Notice>
      <Notice tone="error" className="mb-4">
        {data.lastFailure
          ? `The backup of ${formatDateTime(data.lastFailure.at)} failed: ${data.lastFailure.message}`
          : null}
      </Notice>
      {data.backups.length === 0 ? (
        <p className="text-sm text-brand-950/70">
          {data.running ? "The first backup is being written." : "No backup has been made yet."}
        </p>
      ) : (
        <ul className="divide-y divide-brand-900/10" aria-label="Backups kept">
          {data.backups.map((backup) => (
            <li key={backup.name} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <Archive aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-950">
                  <time dateTime={backup.createdAt}>{formatDateTime(backup.createdAt)}</time>
                  <Badge tone={backup.kind === "manual" ? "brand" : "neutral"}>
                    {backup.kind === "manual" ? "On request" : "Automatic"}
                  </Badge>
                </p>
                <p className="text-sm text-brand-950/70">
                  {formatSize(backup.bytes)} · {formatRelativeTime(backup.createdAt)} ·{" "}
                  <span className="break-all">{backup.name}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
