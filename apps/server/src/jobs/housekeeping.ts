import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import { pruneRateLimits } from "../modules/auth/rate-limit";
import { SESSION_IDLE_SECONDS } from "../modules/auth/sessions";
import { auditSignInFailures } from "../modules/auth/sign-in-failures";
import { sweepExpiredDemos } from "../modules/demo/service";

/** How often expired demos, sessions, codes and rate-limit counters are cleared away. */
export const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/** One pass of clearing what has expired; safe to run on several servers at once. */
export async function runHousekeeping(db: Database): Promise<{ demos: number }> {
  const demos = await sweepExpiredDemos(db);
  await db.query(
    "delete from sessions where expires_at <= now() or last_seen_at < now() - make_interval(secs => $1)",
    [SESSION_IDLE_SECONDS],
  );
  await db.query("delete from sign_in_challenges where created_at < now() - interval '1 day'");
  await db.query("delete from oidc_flows where created_at < now() - interval '1 hour'");
  await pruneRateLimits(db);
  // Normally written moments after each wrong code; this catches any a restart interrupted.
  while ((await auditSignInFailures(db)) > 0);
  return { demos };
}

/** Runs housekeeping soon after start, then every ten minutes, off the request path. */
export function scheduleHousekeeping(db: Database, log: FastifyBaseLogger): () => void {
  const run = () => {
    runHousekeeping(db)
      .then(({ demos }) => {
        if (demos > 0) log.info(`Deleted ${demos} expired demo workspace${demos === 1 ? "" : "s"}`);
      })
      .catch((error: unknown) => log.error({ err: error }, "housekeeping failed"));
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
