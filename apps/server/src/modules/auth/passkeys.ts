import type { PasskeyChallenge, PasskeyList } from "@larder/contracts";
import { ConflictError, InvalidError, NotAllowedError, NotFoundError } from "@larder/domain";
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { z } from "zod";
import type { Database, Executor } from "../../db/database";
import { setTenant } from "../../db/tenant";
import type { CurrentSession } from "../../core/member";
import { iso } from "../../core/dates";
import { PASSKEY_CHALLENGE_SECONDS, saveChallenge, spendChallenge } from "./passkey-challenges";
import { userHandleOf, type RelyingParty } from "./passkey-party";
import { describeDevice } from "./sessions";

/** Names of the person's workspaces that require a passkey. */
export async function workspacesRequiringPasskeys(tx: Executor, userId: string): Promise<string[]> {
  await setTenant(tx, { userId });
  const { rows } = await tx.query<{ name: string }>(
    `select w.name from memberships m join workspaces w on w.id = m.workspace_id
      where m.user_id = $1 and w.require_passkey order by lower(w.name)`,
    [userId],
  );
  await setTenant(tx, {});
  return rows.map((row) => row.name);
}

/** The person's passkeys (id and transports), as the browser is told about them. */
export async function credentialsOf(
  tx: Executor,
  userId: string,
): Promise<{ id: string; transports: string[] }[]> {
  const { rows } = await tx.query<{ credential_id: string; transports: string[] }>(
    "select credential_id, transports from passkeys where user_id = $1 order by created_at",
    [userId],
  );
  return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
}

/**
 * Adding or removing a passkey changes what protects the account. When one of the person's
 * workspaces requires passkeys and they already have one, only a session that proved a passkey
 * may do it: otherwise whoever reads their email could swap in a passkey of their own.
 */
async function guardPasskeyChange(tx: Executor, session: CurrentSession): Promise<void> {
  if (session.passkeyVerified) return;
  if ((await credentialsOf(tx, session.userId)).length === 0) return;
  const requiredBy = await workspacesRequiringPasskeys(tx, session.userId);
  if (requiredBy.length === 0) return;
  throw new NotAllowedError(
    "passkey_confirmation_needed",
    `${requiredBy.join(", ")} requires passkeys, so adding or removing one needs a passkey: confirm with one of yours first.`,
  );
}

/** The person's passkeys, newest first, and whether this session has proved one. */
export async function listPasskeys(
  db: Database,
  session: CurrentSession,
): Promise<Omit<PasskeyList, "address">> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      name: string;
      created_at: Date;
      last_used_at: Date | null;
      device_type: string;
    }>(
      `select id, name, created_at, last_used_at, device_type from passkeys
        where user_id = $1 order by created_at desc`,
      [session.userId],
    );
    return {
      passkeys: rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: iso(row.created_at),
        lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
        synced: row.device_type === "multiDevice",
      })),
      sessionVerified: session.passkeyVerified,
      requiredBy: await workspacesRequiringPasskeys(tx, session.userId),
    };
  });
}

/**
 * Options for making a passkey: discoverable (the passkey itself says whose it is, so signing
 * in needs no email address), with user verification (a PIN, a fingerprint or a face), and
 * none of the person's passkeys again.
 */
export async function startAddingPasskey(
  db: Database,
  party: RelyingParty,
  session: CurrentSession,
): Promise<PasskeyChallenge> {
  return db.transaction(async (tx) => {
    await guardPasskeyChange(tx, session);
    const options = await generateRegistrationOptions({
      rpName: party.name,
      rpID: party.id,
      userName: session.email,
      userDisplayName: session.name || session.email,
      userID: userHandleOf(session.userId),
      attestationType: "none",
      excludeCredentials: await credentialsOf(tx, session.userId),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    const challengeId = await saveChallenge(tx, "register", options.challenge, {
      userId: session.userId,
      sessionId: session.id,
    });
    return { challengeId, options: options as unknown as Record<string, unknown> };
  });
}

/**
 * Checks the new passkey against its challenge and keeps it. The session counts as having
 * proved a passkey from then on: the person has just used it.
 */
export async function addPasskey(
  db: Database,
  party: RelyingParty,
  session: CurrentSession,
  input: {
    challengeId: string;
    name?: string | undefined;
    credential: RegistrationResponseJSON;
    userAgent: string;
  },
): Promise<{ id: string }> {
  // The challenge is spent in its own transaction: a refused answer does not give it back.
  const { challenge } = await db.transaction(async (tx) => {
    await guardPasskeyChange(tx, session);
    return spendChallenge(tx, input.challengeId, "register", {
      userId: session.userId,
      sessionId: session.id,
    });
  });
  const verification = await verifyRegistrationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw new InvalidError(
      "passkey_invalid",
      `Your browser's answer could not be checked: ${error instanceof Error ? error.message : "it is not a passkey"}. Please try again.`,
    );
  });
  if (!verification.verified)
    throw new InvalidError("passkey_invalid", "This passkey could not be verified. Try again.");
  const info = verification.registrationInfo;
  const name = input.name ?? describeDevice(input.userAgent).slice(0, 60);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into passkeys
         (user_id, credential_id, public_key, sign_count, transports, device_type, backed_up, name)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (credential_id) do nothing
       returning id`,
      [
        session.userId,
        info.credential.id,
        Buffer.from(info.credential.publicKey),
        info.credential.counter,
        info.credential.transports ?? [],
        info.credentialDeviceType,
        info.credentialBackedUp,
        name,
      ],
    );
    if (!rows[0])
      throw new ConflictError("passkey_exists", "This passkey has already been added to Larder.");
    await tx.query("update sessions set passkey_verified_at = now() where id = $1", [session.id]);
    return { id: rows[0].id };
  });
}

const notFound = () =>
  new NotFoundError("not_found", "This passkey does not exist, or it is not yours.");

function passkeyIdOf(value: string): string {
  const id = z.uuid().safeParse(value);
  if (!id.success) throw notFound();
  return id.data.toLowerCase();
}

/** Refuses (404) a passkey id that is not one of the person's. */
export async function requireOwnPasskey(
  db: Database,
  session: CurrentSession,
  passkeyId: string,
): Promise<void> {
  const { rowCount } = await db.query("select 1 from passkeys where id = $1 and user_id = $2", [
    passkeyIdOf(passkeyId),
    session.userId,
  ]);
  if (rowCount === 0) throw notFound();
}

/** Gives one of the person's passkeys a name they will recognise. */
export async function renamePasskey(
  db: Database,
  session: CurrentSession,
  passkeyId: string,
  name: string,
): Promise<void> {
  const { rowCount } = await db.query(
    "update passkeys set name = $3 where id = $1 and user_id = $2",
    [passkeyIdOf(passkeyId), session.userId, name],
  );
  if (rowCount === 0) throw notFound();
}

/** Removes one of the person's passkeys: it no longer signs in. */
export async function removePasskey(
  db: Database,
  session: CurrentSession,
  passkeyId: string,
): Promise<void> {
  const id = passkeyIdOf(passkeyId);
  await db.transaction(async (tx) => {
    await guardPasskeyChange(tx, session);
    const { rowCount } = await tx.query("delete from passkeys where id = $1 and user_id = $2", [
      id,
      session.userId,
    ]);
    if (rowCount === 0) throw notFound();
  });
}
