import type { Database } from "../../db/database";
import { findOrCreateUser, signIn, type SignedIn } from "./sign-in";

/** How long a round trip to Google may take before the browser must start again. */
const FLOW_TTL_SECONDS = 10 * 60;

/** A sign-in sent to Google: its secrets, the browser it belongs to, where to go after. */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The browser's sign-in cookie, hashed under the server secret. */
  browserHash: string;
  nextPath: string | null;
}

/** Keeps a flow until Google sends the browser back; flows past their time are cleared. */
export async function saveFlow(db: Database, flow: OidcFlow): Promise<void> {
  await db.query("delete from oidc_flows where created_at < now() - make_interval(secs => $1)", [
    FLOW_TTL_SECONDS,
  ]);
  await db.query(
    `insert into oidc_flows (state, nonce, code_verifier, browser_hash, next_path)
     values ($1, $2, $3, $4, $5)`,
    [flow.state, flow.nonce, flow.codeVerifier, flow.browserHash, flow.nextPath],
  );
}

/** Spends the flow of `state`: null when there is none, or it is older than its time. */
export async function takeFlow(db: Database, state: string): Promise<OidcFlow | null> {
  const { rows } = await db.query<{
    nonce: string;
    code_verifier: string;
    browser_hash: string;
    next_path: string | null;
    fresh: boolean;
  }>(
    `delete from oidc_flows where state = $1
     returning nonce, code_verifier, browser_hash, next_path,
               created_at > now() - make_interval(secs => $2) as fresh`,
    [state, FLOW_TTL_SECONDS],
  );
  const flow = rows[0];
  if (!flow || !flow.fresh) return null;
  return {
    state,
    nonce: flow.nonce,
    codeVerifier: flow.code_verifier,
    browserHash: flow.browser_hash,
    nextPath: flow.next_path,
  };
}

/**
 * Signs in the person Google vouched for: the account that signed in with this Google account
 * before, else the account of the verified address (created if new), which remembers the Google
 * account and takes its name if it has none.
 */
export async function signInWithGoogle(
  db: Database,
  google: { subject: string; email: string; name: string; nextPath: string | null },
  requester: { ip: string; userAgent: string },
  previousSessionToken: string | undefined,
): Promise<SignedIn & { email: string }> {
  return db.transaction(async (tx) => {
    const bySubject = await tx.query<{ id: string; email: string }>(
      "select id, email from users where google_subject = $1",
      [google.subject],
    );
    const userId = bySubject.rows[0]?.id ?? (await findOrCreateUser(tx, google.email));
    await tx.query(
      `update users set google_subject = coalesce(google_subject, $2),
                        name = case when name = '' then $3 else name end
        where id = $1`,
      [userId, google.subject, google.name],
    );
    const accountEmail = bySubject.rows[0]?.email ?? google.email;
    const session = await signIn(
      tx,
      { userId, email: accountEmail, nextPath: google.nextPath, method: "Google" },
      requester,
      previousSessionToken,
    );
    return { ...session, email: accountEmail };
  });
}
