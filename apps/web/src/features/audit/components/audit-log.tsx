import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { formatDateTime } from "@/lib/format";
import { auditQuery } from "@/features/audit/api/audit";

/** Who did what and when, from where: sign-ins, wrong codes, invitations, role changes. */
export function AuditLog({ workspaceId }: { workspaceId: string }) {
  const log = useSuspenseInfiniteQuery(auditQuery(workspaceId));
  const events = log.data.pages.flatMap((page) => page.events);
  return (
    <Card>
      {events.length === 0 ? (
        <p className="text-sm text-brand-950/70">Nothing has happened yet.</p>
      ) : (
        <ol className="divide-y divide-brand-900/10">
          {events.map((event) => (
            <li
              key={event.id}
              className="grid gap-1 py-3 first:pt-0 sm:grid-cols-[12rem_1fr] sm:gap-4"
            >
              <time dateTime={event.at} className="text-sm text-brand-950/70">
                {formatDateTime(event.at)}
              </time>
              <div className="min-w-0">
                <p className="break-words text-sm text-brand-950">{event.summary}</p>
                <p className="text-xs text-brand-950/65">
                  {event.actorEmail ? `${event.actorEmail} · ` : ""}IP {event.ip}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Notice tone="error" className="mt-4">
        {log.isFetchNextPageError ? errorMessage(log.error) : null}
      </Notice>
      {log.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-4"
          busy={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? "Loading…" : "Load older"}
        </Button>
      ) : events.length > 0 ? (
        <p className="mt-4 text-sm text-brand-950/65">This is the start of the log.</p>
      ) : null}
    </Card>
  );
}
