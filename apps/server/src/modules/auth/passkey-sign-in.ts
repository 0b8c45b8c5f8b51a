import type { PasskeyChallenge } from "@larder/contracts";
import { InvalidError } from "@larder/domain";
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from "@simplewebauthn/server";
import type { Database, Executor } from "../../db/database";
import type { CurrentSession } from "../../core/member";
import { networkOf } from "./network";
import { PASSKEY_CHALLENGE_SECONDS, saveChallenge, spendChallenge } from "./passkey-challenges";
import { userIdOfHandle, type RelyingParty } from "./passkey-party";
import { credentialsOf } from "./passkeys";
import { consumeRateLimit } from "./rate-limit";
import { signIn, type SignedIn } from "./sign-in";
import { SIGN_IN_LIMITS } from "./sign-in-policy";
import { keyedHash } from "./tokens";

export interface PasskeyDeps {
  db: Database;
  secret: string;
  party: RelyingParty;
}

const unknownPasskey = () =>
  new InvalidError(
    "passkey_unknown",
    "This passkey is not registered with Larder (it may have been removed). Sign in with an email code instead.",
  );

interface StoredPasskey {
  id: string;
  user_id: string;
  email: string;
  public_key: Buffer;
  sign_count: string;
  transports: string[];
}

/**
 * Checks a browser's signature over `challenge` with the stored passkey it names, and moves
 * the passkey's counter and "last used" on. Throws a plain 400 when anything is off.
 */
async function verifyAssertion(
  tx: Executor,
  party: RelyingParty,
  challenge: string,
  credential: AuthenticationResponseJSON,
): Promise<StoredPasskey> {
  const { rows } = await tx.query<StoredPasskey>(
    `select p.id, p.user_id, u.email, p.public_key, p.sign_count::text, p.transports
       from passkeys p join users u on u.id = p.user_id
      where p.credential_id = $1 for update of p`,
    [credential.id],
  );
  const passkey = rows[0];
  if (!passkey) throw unknownPasskey();
  const handle = credential.response.userHandle;
  if (handle !== undefined && userIdOfHandle(handle) !== passkey.user_id) throw unknownPasskey();
  const verification = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: credential.id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.sign_count),
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw new InvalidError(
      "passkey_invalid",
      `Your passkey's answer could not be checked: ${error instanceof Error ? error.message : "it is not valid"}. Please try again.`,
    );
  });
  if (!verification.verified)
    throw new InvalidError("passkey_invalid", "This passkey could not be verified. Try again.");
  await tx.query(
    "update passkeys set sign_count = $2, backed_up = $3, last_used_at = now() where id = $1",
    [
      passkey.id,
      verification.authenticationInfo.newCounter,
      verification.authenticationInfo.credentialBackedUp,
    ],
  );
  return passkey;
}

/**
 * Options for signing in with any passkey of this site (usernameless: the browser offers the
 * person's passkeys, and the chosen one says whose it is). The challenge is bound to the
 * browser that asked, like an email code.
 */
export async function startPasskeySignIn(
  deps: PasskeyDeps,
  input: { next: string | null },
  requester: { ip: string; browserToken: string },
): Promise<PasskeyChallenge> {
  await consumeRateLimit(
    deps.db,
    `passkey-challenge-network:${networkOf(requester.ip)}`,
    SIGN_IN_LIMITS.attemptsPerNetwork,
  );
  const options = await generateAuthenticationOptions({
    rpID: deps.party.id,
    userVerification: "required",
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  });
  const challengeId = await saveChallenge(deps.db, "sign_in", options.challenge, {
    browserHash: keyedHash(deps.secret, "browser", requester.browserToken),
    nextPath: input.next,
  });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Signs in with a passkey: the challenge is spent, the signature checked, and the person gets
 * a new session (replacing `previousSessionToken`'s) that counts as having proved a passkey.
 * Counted against the network's sign-in attempts, and audited like every sign-in.
 */
export async function completePasskeySignIn(
  deps: PasskeyDeps,
  input: {
    challengeId: string;
    credential: AuthenticationResponseJSON;
    previousSessionToken?: string | undefined;
  },
  requester: { ip: string; userAgent: string; browserToken: string },
): Promise<SignedIn & { email: string }> {
  const { db } = deps;
  await consumeRateLimit(
    db,
    `sign-in-attempt-network:${networkOf(requester.ip)}`,
    SIGN_IN_LIMITS.attemptsPerNetwork,
  );
  const { challenge, nextPath } = await db.transaction((tx) =>
    spendChallenge(tx, input.challengeId, "sign_in", {
      browserHash: keyedHash(deps.secret, "browser", requester.browserToken),
    }),
  );
  return db.transaction(async (tx) => {
    const passkey = await verifyAssertion(tx, deps.party, challenge, input.credential);
    const signedIn = await signIn(
      tx,
      { userId: passkey.user_id, email: passkey.email, nextPath, method: "passkey", passkey: true },
      requester,
      input.previousSessionToken,
    );
    return { ...signedIn, email: passkey.email };
  });
}

/** Options for confirming, in a signed-in session, with one of the person's own passkeys. */
export async function startPasskeyConfirmation(
  deps: PasskeyDeps,
  session: CurrentSession,
): Promise<PasskeyChallenge> {
  return deps.db.transaction(async (tx) => {
    const mine = await credentialsOf(tx, session.userId);
    if (mine.length === 0)
      throw new InvalidError("no_passkey", "You have no passkey yet: add one first.");
    const options = await generateAuthenticationOptions({
      rpID: deps.party.id,
      allowCredentials: mine,
      userVerification: "required",
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    const challengeId = await saveChallenge(tx, "confirm", options.challenge, {
      userId: session.userId,
      sessionId: session.id,
    });
    return { challengeId, options: options as unknown as Record<string, unknown> };
  });
}

/**
 * Confirms with a passkey in a session signed in by email code or Google: from then on the
 * session counts as having proved a passkey. Another person's passkey is refused.
 */
export async function confirmWithPasskey(
  deps: PasskeyDeps,
  session: CurrentSession,
  input: { challengeId: string; credential: AuthenticationResponseJSON },
): Promise<void> {
  const { db } = deps;
  const { challenge } = await db.transaction((tx) =>
    spendChallenge(tx, input.challengeId, "confirm", {
      userId: session.userId,
      sessionId: session.id,
    }),
  );
  await db.transaction(async (tx) => {
    const passkey = await verifyAssertion(tx, deps.party, challenge, input.credential);
    if (passkey.user_id !== session.userId)
      throw new InvalidError(
        "passkey_not_yours",
        "This passkey belongs to another Larder account. Use one of your own.",
      );
    await tx.query("update sessions set passkey_verified_at = now() where id = $1", [session.id]);
  });
}
