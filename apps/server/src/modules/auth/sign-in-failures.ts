import type { Database, Executor } from "../../db/database";
import { recordAuditForUser } from "../audit";
import { MAX_FAILED_ATTEMPTS } from "./sign-in-policy";

/**
 * Notes a wrong code or link in `sign_in_failures`. It does exactly the same work whether or not
 * the address has an account: looking the person up, and writing to their workspaces' audit
 * logs, happen later in `auditSignInFailures`, off the response path, so that the time a wrong
 * code takes does not tell whether an account exists (issue 13).
 */
export async function recordSignInFailure(
  tx: Executor,
  failure: { email: string; ip: string; attempt: number },
): Promise<void> {
  await tx.query("insert into sign_in_failures (email, ip, attempt) values ($1, $2, $3)", [
    failure.email,
    failure.ip,
    failure.attempt,
  ]);
}

/**
 * Writes the noted failures into the audit logs of the workspaces of the people they concern
 * (with the time and IP of each), and forgets them; a failure for an address without an
 * account is simply forgotten. Safe to run on several servers at once.
 */
export async function auditSignInFailures(db: Database, batch = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      email: string;
      ip: string;
      attempt: number;
      at: Date;
      user_id: string | null;
    }>(
      `select f.id, f.email, f.ip, f.attempt, f.at, u.id as user_id
         from sign_in_failures f left join users u on u.email = f.email
        order by f.id limit $1
        for update of f skip locked`,
      [batch],
    );
    for (const row of rows) {
      if (!row.user_id) continue;
      await recordAuditForUser(tx, row.user_id, {
        action: "sign_in_failed",
        summary: `A wrong sign-in code was entered for ${row.email} (${row.attempt} of ${MAX_FAILED_ATTEMPTS} tries)`,
        actorUserId: row.user_id,
        actorEmail: row.email,
        ip: row.ip,
        at: new Date(row.at),
      });
    }
    if (rows.length > 0)
      await tx.query("delete from sign_in_failures where id = any($1::bigint[])", [
        rows.map((row) => row.id),
      ]);
    return rows.length;
  });
}

/**
 * Runs `auditSignInFailures` a second or three after a wrong code, one pass at a time, taking
 * whatever has been noted by then. The delay, with its jitter, keeps that work apart from the
 * answer and from the guesser's next request, on the embedded database too, where it shares
 * the server's one thread. What a restart interrupts, the housekeeping sweep picks up.
 */
export function signInFailureAuditor(
  db: Database,
  onError: (error: unknown) => void,
  delayMs = () => 1000 + Math.random() * 2000,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const pass = () => {
    timer = null;
    running = (async () => {
      while ((await auditSignInFailures(db)) > 0);
    })()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  return {
    /** Asks for a pass soon; returns at once. */
    request(): void {
      if (timer) return;
      timer = setTimeout(pass, delayMs());
      timer.unref();
    },
    /** Cancels the pass not yet begun and waits for the one in progress (shutdown). */
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
