import { createHash } from "node:crypto";

/**
 * PostgreSQL plans an unnamed statement again every time it runs. On the statements of a busy
 * kitchen's requests that planning cost as much as running them: staff reading stock lists and
 * item pages and recording usage, 6.7 ms of planning a round against 7.4 ms of running
 * (`bench:concurrency`, pg_stat_statements, decision 0035). So a text run again is sent as a
 * named prepared statement: each pooled connection plans it once, PostgreSQL keeps the plan
 * (a generic one once it costs no more than planning afresh, after five runs) and replans it
 * after a migration changes what it reads.
 *
 * Which texts:
 * - those marked with {@link prepared} (constant texts every request runs: the session, the
 *   membership), from their first run;
 * - any other text sent with parameters, from its {@link HOT_AFTER}th run in this process, up to
 *   {@link HOT_LIMIT} texts, so that the statements each connection keeps stay few, whatever
 *   texts a request builds. A text without parameters may hold several statements, which a
 *   prepared statement cannot, and is sent as it is.
 */
const named = new Map<string, string>();
/** How often each text not named yet has run, until it is named; forgotten when too many. */
const seen = new Map<string, number>();

/** The run of a text from which it is prepared. */
export const HOT_AFTER = 3;
/** The most texts named by their runs in one process. */
export const HOT_LIMIT = 300;
const SEEN_LIMIT = 1_000;
/** A text longer than this is a list built for one request, not worth keeping. */
const LONGEST = 16_000;

const nameOf = (text: string) =>
  `larder_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
let hot = 0;

/** Marks a constant text to be prepared from its first run. */
export function prepared(text: string): string {
  if (!named.has(text)) named.set(text, nameOf(text));
  return text;
}

/**
 * The name `text` is prepared under, or undefined to send it unnamed. Counts the run of a text
 * sent with parameters.
 */
export function preparedName(text: string, withParameters: boolean): string | undefined {
  const name = named.get(text);
  if (name || !withParameters || hot >= HOT_LIMIT || text.length > LONGEST) return name;
  const runs = (seen.get(text) ?? 0) + 1;
  if (runs < HOT_AFTER) {
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.set(text, runs);
    return undefined;
  }
  seen.delete(text);
  hot += 1;
  const fresh = nameOf(text);
  named.set(text, fresh);
  return fresh;
}
