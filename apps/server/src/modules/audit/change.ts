import type { Executor } from "../../db/database";
import type { Member } from "../../core/member";
import { recordAudits, type AuditAction } from "./record";

/** A change a member made, as the log keeps it (who, when and from where are added). */
export interface Change {
  action: AuditAction;
  /** What was done, without the person: "changed the price of Butter from $4.10 to $4.35". */
  summary: string;
  locationId?: string | null;
  details?: Record<string, unknown>;
}

/** How the log names a member: their name, else their address. */
export function memberName(member: Member): string {
  return member.name?.trim() || member.email;
}

/**
 * Writes `change` into the member's workspace's audit log, inside the caller's transaction
 * (a change rolled back leaves no entry): "Maria Lopez (maria@bistro.com) " + the summary.
 */
export function recordChange(tx: Executor, member: Member, change: Change): Promise<void> {
  return recordChanges(tx, member, [change]);
}

/** Writes several changes a member made at once, in one statement, in their order. */
export async function recordChanges(
  tx: Executor,
  member: Member,
  changes: Change[],
): Promise<void> {
  const who = member.name?.trim() ? `${member.name.trim()} (${member.email})` : member.email;
  await recordAudits(
    tx,
    member.workspaceId,
    changes.map((change) => ({
      action: change.action,
      summary: `${who} ${change.summary}`,
      actorUserId: member.userId,
      actorEmail: member.email,
      ip: member.ip ?? "",
      userAgent: member.userAgent ?? "",
      locationId: change.locationId ?? null,
      details: change.details ?? {},
    })),
  );
}

type Fields = Record<string, unknown>;

/**
 * The fields that differ between two versions of a record, as `{ before, after }` holding only
 * those fields (compared as JSON, so arrays and decimals compare by value).
 */
export function changedFields(
  before: Fields,
  after: Fields,
): { before: Fields; after: Fields; fields: string[] } {
  const fields = Object.keys(after).filter(
    (key) => key in before && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    fields,
    before: Object.fromEntries(fields.map((key) => [key, before[key]])),
    after: Object.fromEntries(fields.map((key) => [key, after[key]])),
  };
}

/** "name, price and pack" */
export function listed(words: string[]): string {
  return words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * Logs a download: what was exported, in which format and with which filters ("exported the
 * purchases as CSV (12 rows)"). Written in its own committed transaction before the file is sent.
 */
export async function recordExport(
  tx: Executor,
  member: Member,
  download: {
    what: string;
    format: string;
    filters: Record<string, unknown>;
    rows?: number;
    locationId?: string | null | undefined;
  },
): Promise<void> {
  const filters = Object.fromEntries(
    Object.entries(download.filters).filter(
      ([key, value]) => key !== "format" && value !== undefined && value !== null && value !== "",
    ),
  );
  const count = download.rows === undefined ? "" : ` (${download.rows} rows)`;
  await recordChange(tx, member, {
    action: "export_downloaded",
    summary: `exported ${download.what} as ${download.format.toUpperCase()}${count}`,
    locationId: download.locationId ?? null,
    details: { what: download.what, format: download.format, filters, rows: download.rows },
  });
}

const NOT_COMPARED = ["workspace_id", "id", "created_at", "updated_at", "created_by"];

/**
 * A record of `table` as the log compares it: its columns, with numbers as their exact decimal
 * text (JSON numbers would lose digits) and bookkeeping columns left out. `table` is always a
 * name written in the code, never input.
 */
export async function rowSnapshot(
  tx: Executor,
  table: string,
  workspaceId: string,
  id: string,
  omit: string[] = [],
): Promise<Record<string, unknown>> {
  const { rows } = await tx.query<{ row: Record<string, unknown> | null }>(
    `select (select jsonb_object_agg(key, case when jsonb_typeof(value) = 'number'
                                               then to_jsonb(value #>> '{}') else value end)
               from jsonb_each(to_jsonb(t) - $3::text[])) as row
       from ${table} t where t.workspace_id = $1 and t.id = $2`,
    [workspaceId, id, [...NOT_COMPARED, ...omit]],
  );
  return rows[0]?.row ?? {};
}

/** A price as a person reads it: "$4.35", keeping digits beyond the cents ("$0.0125"). */
export function dollars(price: string): string {
  const [whole = "0", fraction = ""] = price.replace(/^-/, "").split(".");
  const digits = fraction.replace(/0+$/, "").padEnd(2, "0");
  return `${price.startsWith("-") ? "-" : ""}$${Number(whole).toLocaleString("en-US")}.${digits}`;
}

/** Snake-case column names as words: "minimum_order" → "minimum order". */
export const fieldWords = (fields: string[]): string[] =>
  fields.map((field) => field.replace(/_id$/, "").replace(/_/g, " "));
