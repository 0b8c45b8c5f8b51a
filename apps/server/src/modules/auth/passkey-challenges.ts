import { InvalidError } from "@larder/domain";
import type { Executor } from "../../db/database";

/** A passkey challenge lives this long: long enough to find a phone, too short to keep. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;

export type PasskeyPurpose = "register" | "sign_in" | "confirm";

/** Whom a challenge was handed to: a signed-in session, or (signing in) a browser. */
export type ChallengeHolder =
  { userId: string; sessionId: string } | { browserHash: string; nextPath: string | null };

/** Stores a challenge the browser is about to sign; returns its id. */
export async function saveChallenge(
  tx: Executor,
  purpose: PasskeyPurpose,
  challenge: string,
  holder: ChallengeHolder,
): Promise<string> {
  const bySession = "sessionId" in holder;
  const { rows } = await tx.query<{ id: string }>(
    `insert into passkey_challenges
       (challenge, purpose, user_id, session_id, browser_hash, next_path, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
     returning id`,
    [
      challenge,
      purpose,
      bySession ? holder.userId : null,
      bySession ? holder.sessionId : null,
      bySession ? null : holder.browserHash,
      bySession ? null : holder.nextPath,
      PASSKEY_CHALLENGE_SECONDS,
    ],
  );
  return rows[0]!.id;
}

const refused = (code: string, message: string) => new InvalidError(code, message);

/**
 * Spends the challenge `id` handed to `holder` for `purpose`, and returns its value and where
 * to go next. A challenge works once, whatever the answer: it is marked used before the
 * browser's signature is even looked at, so a replayed answer finds it spent.
 */
export async function spendChallenge(
  tx: Executor,
  id: string,
  purpose: PasskeyPurpose,
  holder: { userId: string; sessionId: string } | { browserHash: string },
): Promise<{ challenge: string; nextPath: string | null }> {
  const { rows } = await tx.query<{
    challenge: string;
    user_id: string | null;
    session_id: string | null;
    browser_hash: string | null;
    next_path: string | null;
    used: boolean;
    expired: boolean;
  }>(
    `select challenge, user_id, session_id, browser_hash, next_path,
            used_at is not null as used, expires_at <= now() as expired
       from passkey_challenges where id = $1 and purpose = $2 for update`,
    [id, purpose],
  );
  const row = rows[0];
  const mine =
    row &&
    ("sessionId" in holder
      ? row.user_id === holder.userId && row.session_id === holder.sessionId
      : row.browser_hash === holder.browserHash);
  if (!row || !mine)
    throw refused(
      "passkey_challenge_unknown",
      "This passkey request is not valid in this browser. Please try again.",
    );
  if (row.used)
    throw refused(
      "passkey_challenge_used",
      "This passkey request has already been used. Please try again.",
    );
  if (row.expired)
    throw refused(
      "passkey_challenge_expired",
      "This passkey request has expired: they last 5 minutes. Please try again.",
    );
  await tx.query("update passkey_challenges set used_at = now() where id = $1", [id]);
  return { challenge: row.challenge, nextPath: row.next_path };
}

/** Forgets challenges that ended more than a day ago (housekeeping). */
export async function sweepPasskeyChallenges(db: Executor): Promise<void> {
  await db.query("delete from passkey_challenges where expires_at < now() - interval '1 day'");
}
