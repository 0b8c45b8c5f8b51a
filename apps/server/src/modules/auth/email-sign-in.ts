import { InvalidError, UnavailableError } from "@larder/domain";
import type { Database, Executor } from "../../db/database";
import type { Mailer } from "../../mail/mailer";
import { signInCodeMail } from "./mail";
import { networkOf } from "./network";
import { consumeRateLimit, describeWait, RateLimitedError } from "./rate-limit";
import {
  CODE_TTL_SECONDS,
  decideCode,
  MAX_FAILED_ATTEMPTS,
  RESEND_COOLDOWN_SECONDS,
  SIGN_IN_LIMITS,
  type CodeDecision,
  type RecentCode,
} from "./sign-in-policy";
import { recordSignInFailure } from "./sign-in-failures";
import { findOrCreateUser, signIn, type SignedIn } from "./sign-in";
import { keyedHash, randomToken, sameDigest, sixDigitCode } from "./tokens";

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
  /** The browser has signed in as the address before (its known-browser cookie). */
  knownBrowser?: boolean;
}

const refusals: Record<Exclude<CodeDecision, { issue: true }>["reason"], (wait: string) => string> =
  {
    cooldown: (wait) =>
      `A code was sent to this address a moment ago. You can ask for another in ${wait}.`,
    browser: (wait) =>
      `Five codes have been sent to this address for this browser in the last hour. Use the latest one, or ask again in ${wait}.`,
    network: (wait) =>
      `Too many sign-in codes were asked for this email address from your network. Please try again in ${wait}.`,
    address: (wait) =>
      `Too many sign-in codes were asked for this email address in the last hour. Please try again in ${wait}, or continue in a browser where you have signed in to Larder before.`,
  };

/**
 * Emails a 6-digit code and a one-click link to `email`. Known and unknown addresses take the
 * same path, with the same work and the same answer: whether an account exists is only
 * decided once the code comes back. Which limits apply depends on the browser's standing for
 * the address (`decideCode`), read and written under the address's lock so that parallel
 * requests are decided one after the other.
 */
export async function startEmailSignIn(
  deps: SignInDeps,
  input: { email: string; purpose: "login" | "signup"; next: string | null },
  requester: Requester,
): Promise<{ challengeId: string; expiresAt: string; resendAfterSeconds: number }> {
  const { db } = deps;
  const network = networkOf(requester.ip);
  await consumeRateLimit(db, `sign-in-network:${network}`, SIGN_IN_LIMITS.codesPerNetwork);

  const browserHash = keyedHash(deps.secret, "browser", requester.browserToken);
  const code = sixDigitCode();
  const linkToken = randomToken();
  const challenge = await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `sign-in:${input.email}`,
    ]);
    const decision = decideCode({
      ...(await recentCodes(tx, input.email, browserHash, network)),
      knownBrowser: requester.knownBrowser ?? false,
    });
    if (!decision.issue) {
      const wait = decision.waitSeconds;
      throw new RateLimitedError(wait, refusals[decision.reason](describeWait(wait)));
    }
    // A new code replaces this browser's earlier ones; other browsers' codes stay theirs.
    await tx.query(
      `update sign_in_challenges set used_at = now()
        where email = $1 and browser_hash = $2 and used_at is null`,
      [input.email, browserHash],
    );
    const { rows } = await tx.query<{ id: string; expires_at: Date }>(
      `insert into sign_in_challenges
         (email, purpose, code_hash, link_hash, browser_hash, next_path, ip, network,
          budget_tries, failed_attempts, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11))
       returning id, expires_at`,
      [
        input.email,
        input.purpose,
        keyedHash(deps.secret, "code", code),
        keyedHash(deps.secret, "link", linkToken),
        browserHash,
        input.next,
        requester.ip,
        network,
        decision.budgetTries,
        decision.failedAttempts,
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
    // Forgetting the code also gives back its place in the cooldown and the hour's tries.
    await db.query("delete from sign_in_challenges where id = $1", [challenge.id]);
    throw new UnavailableError(
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

/** The address's codes of the last hour, newest first, and this browser's first code's age. */
async function recentCodes(
  tx: Executor,
  email: string,
  browserHash: string,
  network: string,
): Promise<{ recent: RecentCode[]; firstCodeAgeSeconds: number | null }> {
  const { rows } = await tx.query<{
    age: number;
    same_browser: boolean;
    same_network: boolean;
    budget_tries: number;
    failed_attempts: number;
  }>(
    `select extract(epoch from now() - created_at)::float8 as age,
            browser_hash = $2 as same_browser, network = $3 as same_network,
            budget_tries, failed_attempts
       from sign_in_challenges
      where email = $1 and created_at > now() - make_interval(secs => $4)
      order by created_at desc`,
    [email, browserHash, network, SIGN_IN_LIMITS.windowSeconds],
  );
  const first = await tx.query<{ age: number | null }>(
    `select extract(epoch from now() - min(created_at))::float8 as age
       from sign_in_challenges where email = $1 and browser_hash = $2`,
    [email, browserHash],
  );
  return {
    recent: rows.map((row) => ({
      ageSeconds: Number(row.age),
      sameBrowser: row.same_browser,
      sameNetwork: row.same_network,
      budgetTries: row.budget_tries,
      failedAttempts: row.failed_attempts,
    })),
    firstCodeAgeSeconds: first.rows[0]?.age == null ? null : Number(first.rows[0].age),
  };
}

export type Proof = { kind: "code"; code: string } | { kind: "link"; token: string };

export interface EmailSignedIn extends SignedIn {
  email: string;
}

type Checked =
  { ok: true; email: string; nextPath: string | null } | { ok: false; error: InvalidError };

const failure = (code: string, message: string) => ({
  ok: false as const,
  error: new InvalidError(code, message),
});

/**
 * Checks a code (or the link's token) against its challenge. A wrong one counts against the
 * code's five tries and is noted for the audit log the same way whether or not the address
 * has an account; a right one is spent at once, and the person gets a new session (replacing
 * `previousToken`'s). Wrong codes do not spend the link: its 256-bit token cannot be guessed.
 */
export async function completeEmailSignIn(
  deps: SignInDeps,
  input: { challengeId: string; proof: Proof; previousSessionToken?: string | undefined },
  requester: Requester,
): Promise<EmailSignedIn> {
  const { db } = deps;
  await consumeRateLimit(
    db,
    `sign-in-attempt-network:${networkOf(requester.ip)}`,
    SIGN_IN_LIMITS.attemptsPerNetwork,
  );

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
    if (input.proof.kind === "code" && row.failed_attempts >= MAX_FAILED_ATTEMPTS)
      return failure(
        "too_many_attempts",
        "Too many wrong codes. Open the link in the email, or ask for a new code.",
      );
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
      // A wrong link after five wrong codes still counts as the fifth try, for the audit log.
      const attempt = Math.min(failed, MAX_FAILED_ATTEMPTS);
      await recordSignInFailure(tx, { email: row.email, ip: requester.ip, attempt });
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
            "That code is not right, and that was the last try. Open the link in the email, or ask for a new code.",
          );
    }
    await tx.query("update sign_in_challenges set used_at = now() where id = $1", [
      input.challengeId,
    ]);
    return { ok: true, email: row.email, nextPath: row.next_path };
  });
  if (!checked.ok) throw checked.error;

  const signedIn = await db.transaction(async (tx) => {
    const userId = await findOrCreateUser(tx, checked.email);
    return signIn(
      tx,
      { userId, email: checked.email, nextPath: checked.nextPath, method: "email code" },
      requester,
      input.previousSessionToken,
    );
  });
  return { ...signedIn, email: checked.email };
}
