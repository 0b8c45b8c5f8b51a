import type { Database } from "../../db/database";
import { sweepPasskeyChallenges } from "./passkey-challenges";
import { pruneRateLimits } from "./rate-limit";
import { SESSION_IDLE_SECONDS } from "./sessions";
import { auditSignInFailures } from "./sign-in-failures";

/**
 * Clears what signing in leaves behind once it has expired: sessions past their absolute or
 * idle time, codes and passkey challenges older than a day, Google round trips older than an hour, old rate-limit
 * counters; and writes any wrong codes a restart left unaudited. Safe on several servers at once.
 */
export async function sweepExpiredSignIns(db: Database): Promise<void> {
  await db.query(
    "delete from sessions where expires_at <= now() or last_seen_at < now() - make_interval(secs => $1)",
    [SESSION_IDLE_SECONDS],
  );
  await db.query("delete from sign_in_challenges where created_at < now() - interval '1 day'");
  await db.query("delete from oidc_flows where created_at < now() - interval '1 hour'");
  await sweepPasskeyChallenges(db);
  await pruneRateLimits(db);
  // Normally written moments after each wrong code; this catches any a restart interrupted.
  while ((await auditSignInFailures(db)) > 0);
}
