import type { Executor } from "../../db/database";
import { TooManyRequestsError } from "@larder/domain";

export interface RateLimit {
  /** What is limited, in words: "sign-in codes for this email address". */
  what: string;
  limit: number;
  windowSeconds: number;
}

/** Minutes or seconds, the way a person would say it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Over a rate limit: answered 429 with Retry-After by the one error handler. */
export class RateLimitedError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number, message: string) {
    super("rate_limited", message, retryAfterSeconds);
  }
}

/**
 * Counts one hit against `key` in a window kept in the database, so that every server instance
 * shares the count. The window opens at the key's first hit and lasts `windowSeconds`; once it
 * has passed, the next hit opens a new one. Throws a RateLimitedError that says when to try again once over
 * the limit.
 */
export async function consumeRateLimit(db: Executor, key: string, rule: RateLimit): Promise<void> {
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `insert into rate_limit_counters as c (key, window_start, hits)
     values ($1, now(), 1)
     on conflict (key) do update set
       window_start = case when c.window_start + make_interval(secs => $2) <= now()
                           then now() else c.window_start end,
       hits = case when c.window_start + make_interval(secs => $2) <= now()
                   then 1 else c.hits + 1 end
     returning c.hits,
       ceil(extract(epoch from (c.window_start + make_interval(secs => $2) - now())))::int as retry_after`,
    [key, rule.windowSeconds],
  );
  const row = rows[0];
  if (row && row.hits > rule.limit) {
    const wait = Math.max(1, row.retry_after);
    throw new RateLimitedError(
      wait,
      `Too many ${rule.what}. Please try again in ${describeWait(wait)}.`,
    );
  }
}

/** Forgets counters whose window has closed. */
export async function pruneRateLimits(db: Executor): Promise<void> {
  await db.query("delete from rate_limit_counters where window_start < now() - interval '1 day'");
}
