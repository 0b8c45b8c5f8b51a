import { createHash } from "node:crypto";

/**
 * Statements every request runs (the session, the membership, the tenant's settings, an object
 * check, a recipe's prices): PostgreSQL planned each of them again on every request, 0.1–0.8 ms
 * each on the bench machine (decision 0024). A text marked here is run as a named prepared
 * statement on each pooled connection, so it is planned once per connection and the plan is
 * kept (PostgreSQL still replans it after a migration changes what it reads).
 *
 * Only constant texts written in the code are marked, never a text built per request, so the
 * statements a connection keeps stay few. The embedded engine has no use for it.
 */
const marked = new Map<string, string>();

export function prepared(text: string): string {
  if (!marked.has(text))
    marked.set(text, `larder_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`);
  return text;
}

/** The name a marked text is prepared under, or undefined for any other text. */
export function preparedName(text: string): string | undefined {
  return marked.get(text);
}
