import type { Database, Executor } from "../../db/database";
import type { Mailer } from "../../mail/mailer";
import { UserFacingError } from "../../plugins/errors";
import { recordAuditForUser } from "../audit/record";
import { signInCodeMail } from "./mail";
import { consumeRateLimit, describeWait, RateLimitedError, type RateLimit } from "./rate-limit";
import { findOrCreateUser, signIn, type SignedIn } from "./sign-in";
import { keyedHash, randomToken, sameDigest, sixDigitCode } from "./tokens";

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_FAILED_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 30;

export const SIGN_IN_LIMITS = {
  codesPerEmail: {
    what: "sign-in codes were asked for this email address",
    limit: 5,
    windowSeconds: 15 * 60,
  },
  codesPerIp: {
    what: "sign-in codes were asked for from your network",
    limit: 30,
    windowSeconds: 15 * 60,
  },
  attemptsPerIp: {
    what: "sign-in attempts came from your network",
    limit: 60,
    windowSeconds: 15 * 60,
  },
} satisfies Record<string, RateLimit>;

export interface SignInDeps {
  db: Database;
  mailer: Mailer;
  /** The server's secret for keyed hashes of codes and browser bindings. */
  secret: string;
  appUrl: string;
}

export interface Requester {
  ip: string;
  userAgent: string;
  /** The random value of the browser's sign-in cookie. */
  browserToken: string;
}

/**
 * Emails a 6-digit code and a one-click link to `email`. Known and unknown addresses take the
 * same path, with the same work and the same answer: whether an account exists is only
 * decided once the code comes back.
 */
export async function startEmailSignIn(
  deps: SignInDeps,
  input: { email: string; purpose: "login" | "signup"; next: string | null },
  requester: Requester,
): Promise<{ challengeId: string; expiresAt: string; resendAfterSeconds: number }> {
  const { db } = deps;
  const { rows: recent } = await db.query<{ wait: number }>(
    `select ceil(extract(epoch from (max(created_at) + make_interval(secs => $2) - now())))::int as wait
       from sign_in_challenges where email = $1 and created_at > now() - make_interval(secs => $2)`,
    [input.email, RESEND_COOLDOWN_SECONDS],
  );
  const wait = recent[0]?.wait;
  if (wait && wait > 0) {
    throw new RateLimitedError(
      wait,
      `A code was sent to this address a moment ago. You can ask for another in ${describeWait(wait)}.`,
    );
  }
  await consumeRateLimit(db, `sign-in-ip:${requester.ip}`, SIGN_IN_LIMITS.codesPerIp);
  await consumeRateLimit(db, `sign-in-email:${input.email}`, SIGN_IN_LIMITS.codesPerEmail);

  const code = sixDigitCode();
  const linkToken = randomToken();
  const challenge = await db.transaction(async (tx) => {
    // A new code replaces any earlier one: at most five guesses are ever open for an address.
    await tx.query(
      "update sign_in_challenges set used_at = now() where email = $1 and used_at is null",
      [input.email],
    );
    const { rows } = await tx.query<{ id: string; expires_at: Date }>(
      `insert into sign_in_challenges
         (email, purpose, code_hash, link_hash, browser_hash, next_path, ip, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))
       returning id, expires_at`,
      [
        input.email,
        input.purpose,
        keyedHash(deps.secret, "code", code),
        keyedHash(deps.secret, "link", linkToken),
        keyedHash(deps.secret, "browser", requester.browserToken),
        input.next,
        requester.ip,
        CODE_TTL_SECONDS,
      ],
    );
    return rows[0]!;
  });

  const link = new URL("/api/auth/email/link", deps.appUrl);
  link.searchParams.set("challenge", challenge.id);
  link.searchParams.set("token", linkToken);
  try {
    await deps.mailer.send(
      signInCodeMail({ to: input.email, code, link: link.toString(), purpose: input.purpose }),
    );
  } catch (error) {
    await db.query("delete from sign_in_challenges where id = $1", [challenge.id]);
    throw new UserFacingError(
      503,
      "mail_not_sent",
      "We could not send your code just now. Please try again in a minute.",
      { cause: error },
    );
  }
  return {
    challengeId: challenge.id,
    expiresAt: new Date(challenge.expires_at).toISOString(),
    resendAfterSeconds: RESEND_COOLDOWN_SECONDS,
  };
}

export type Proof = { kind: "code"; code: string } | { kind: "link"; token: string };

type Checked =
  { ok: true; email: string; nextPath: string | null } | { ok: false; error: UserFacingError };

const failure = (code: string, message: string) => ({
  ok: false as const,
  error: new UserFacingError(400, code, message),
});

/**
 * Checks a code (or the link's token) against its challenge. A wrong one counts against the
 * challenge's five tries, and is written to the audit log of the person's workspaces; a right
 * one is spent at once, and the person gets a new session (replacing `previousToken`'s).
 */
export async function completeEmailSignIn(
  deps: SignInDeps,
  input: { challengeId: string; proof: Proof; previousSessionToken?: string | undefined },
  requester: Requester,
): Promise<SignedIn> {
  const { db } = deps;
  await consumeRateLimit(db, `sign-in-attempt-ip:${requester.ip}`, SIGN_IN_LIMITS.attemptsPerIp);

  const checked = await db.transaction(async (tx): Promise<Checked> => {
    const { rows } = await tx.query<{
      email: string;
      code_hash: string;
      link_hash: string;
      browser_hash: string;
      failed_attempts: number;
      next_path: string | null;
      expired: boolean;
      used: boolean;
    }>(
      `select email, code_hash, link_hash, browser_hash, failed_attempts, next_path,
              expires_at <= now() as expired, used_at is not null as used
         from sign_in_challenges where id = $1 for update`,
      [input.challengeId],
    );
    const row = rows[0];
    if (!row) return failure("code_unknown", "This code is not valid. Ask for a new one.");
    if (!sameDigest(row.browser_hash, keyedHash(deps.secret, "browser", requester.browserToken)))
      return failure(
        "other_browser",
        "This code was asked for in another browser. Open Larder in that browser, or ask for a new code here.",
      );
    if (row.used)
      return failure(
        "code_used",
        "This code has already been used, or a newer one was sent. Ask for a new code.",
      );
    if (row.failed_attempts >= MAX_FAILED_ATTEMPTS)
      return failure("too_many_attempts", "Too many wrong codes. Ask for a new code.");
    if (row.expired)
      return failure(
        "code_expired",
        "This code has expired: codes work for 10 minutes. Ask for a new one.",
      );

    const right =
      input.proof.kind === "code"
        ? sameDigest(row.code_hash, keyedHash(deps.secret, "code", input.proof.code))
        : sameDigest(row.link_hash, keyedHash(deps.secret, "link", input.proof.token));
    if (!right) {
      const failed = row.failed_attempts + 1;
      await tx.query("update sign_in_challenges set failed_attempts = $2 where id = $1", [
        input.challengeId,
        failed,
      ]);
      await auditFailedAttempt(tx, row.email, requester.ip, failed);
      const left = MAX_FAILED_ATTEMPTS - failed;
      if (input.proof.kind === "link")
        return failure("link_invalid", "This sign-in link is not valid. Ask for a new code.");
      return left > 0
        ? failure(
            "code_wrong",
            `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`,
          )
        : failure(
            "too_many_attempts",
            "That code is not right, and that was the last try. Ask for a new code.",
          );
    }
    await tx.query("update sign_in_challenges set used_at = now() where id = $1", [
      input.challengeId,
    ]);
    return { ok: true, email: row.email, nextPath: row.next_path };
  });
  if (!checked.ok) throw checked.error;

  return db.transaction(async (tx) => {
    const userId = await findOrCreateUser(tx, checked.email);
    return signIn(
      tx,
      { userId, email: checked.email, nextPath: checked.nextPath, method: "email code" },
      requester,
      input.previousSessionToken,
    );
  });
}

async function auditFailedAttempt(tx: Executor, email: string, ip: string, failed: number) {
  const { rows } = await tx.query<{ id: string }>("select id from users where email = $1", [email]);
  const user = rows[0];
  if (!user) return;
  await recordAuditForUser(tx, user.id, {
    action: "sign_in_failed",
    summary: `A wrong sign-in code was entered for ${email} (${failed} of ${MAX_FAILED_ATTEMPTS} tries)`,
    actorUserId: user.id,
    actorEmail: email,
    ip,
  });
}
