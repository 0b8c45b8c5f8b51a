import { AUDIT_AREA_LABELS, type AuditArea } from "@larder/contracts";
import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { errorMessage } from "@/lib/forms";
import { formatDateTime } from "@/lib/format";
import { locationsQuery } from "@/lib/scope";
import {
  auditPeopleQuery,
  auditQuery,
  type AuditEvent,
  type AuditFilter,
} from "@/features/audit/api/audit";
import { AuditFilters } from "./audit-filters";

/** "Chrome on macOS" from a User-Agent header, or "" when it says nothing familiar. */
function browserOf(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return [browser, system].filter(Boolean).join(" on ");
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/** The before → after of an edit, one field a row. */
function Changes({ details }: { details: Record<string, unknown> }) {
  const before = (details.before ?? {}) as Record<string, unknown>;
  const after = (details.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-1 rounded-lg bg-brand-50 p-2 text-xs text-brand-950/80">
      {fields.map((field) => (
        <div key={field} className="grid gap-x-2 sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold">{field}</dt>
          <dd className="min-w-0 break-words">
            {field in before ? (
              <>
                <span className="line-through decoration-brand-950/40">{shown(before[field])}</span>
                {" → "}
              </>
            ) : null}
            {shown(after[field])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function EventRow({ event }: { event: AuditEvent }) {
  const browser = browserOf(event.userAgent);
  const edited = Boolean(event.details.before);
  return (
    <li className="grid gap-1 py-3 first:pt-0 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <time dateTime={event.at} className="text-sm text-brand-950/70">
        {formatDateTime(event.at)}
      </time>
      <div className="min-w-0">
        <p className="break-words text-sm text-brand-950">{event.summary}</p>
        <p className="mt-0.5 break-words text-xs text-brand-950/65">
          {AUDIT_AREA_LABELS[event.area as AuditArea] ?? event.area}
          {event.ip ? ` · IP ${event.ip}` : ""}
          {browser ? ` · ${browser}` : ""}
        </p>
        {edited ? (
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer font-semibold text-brand-800">
              Before and after
            </summary>
            <Changes details={event.details} />
          </details>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Who did what and when, from where: every change to stock, purchasing, invoices, recipes,
 * settings and the team, sign-ins and exports, filtered and a page at a time.
 */
export function AuditLog({
  workspaceId,
  filter,
  onFilterChange,
}: {
  workspaceId: string;
  filter: AuditFilter;
  onFilterChange: (filter: AuditFilter) => void;
}) {
  const log = useSuspenseInfiniteQuery(auditQuery(workspaceId, filter));
  const { data: people } = useSuspenseQuery(auditPeopleQuery(workspaceId));
  const { data: locations } = useSuspenseQuery(locationsQuery(workspaceId, "include"));
  const events = log.data.pages.flatMap((page) => page.events);
  const filtered = Object.values(filter).some(Boolean);
  return (
    <div className="grid gap-4">
      <Card>
        <AuditFilters
          workspaceId={workspaceId}
          filter={filter}
          people={people}
          locations={locations}
          onChange={onFilterChange}
        />
      </Card>
      <Card>
        {events.length === 0 ? (
          <p className="text-sm text-brand-950/70">
            {filtered ? "No events match these filters." : "Nothing has happened yet."}
          </p>
        ) : (
          <ol className="divide-y divide-brand-900/10" aria-label="Audit events">
            {events.map((event) => (
              <EventRow key={event.id} event={event} />
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
          <p className="mt-4 text-sm text-brand-950/65">
            {filtered ? "These are all the events that match." : "This is the start of the log."}
          </p>
        ) : null}
      </Card>
    </div>
  );
}
