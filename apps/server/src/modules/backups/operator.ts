import type { Database } from "../../db/database";
import type { CurrentSession } from "../../core/member";

/**
 * Whether the signed-in person runs this Larder server, and so sees its backups (issue 26): an
 * address `OPERATOR_EMAILS` lists or, when it is unset, an owner of the server's oldest
 * workspace that is not a demo (whoever installed it). A demo visitor never is: each demo is an
 * owner of its own workspace, and backups are of the whole server.
 */
export function operatorCheck(operatorEmails: readonly string[] | null) {
  return async (
    db: Database,
    person: Pick<CurrentSession, "userId" | "email" | "isDemo">,
  ): Promise<boolean> => {
    if (person.isDemo) return false;
    if (operatorEmails) return operatorEmails.includes(person.email.toLowerCase());
    const { rows } = await db.query<{ operator: boolean }>(
      "select larder_owns_first_workspace($1) as operator",
      [person.userId],
    );
    return rows[0]?.operator === true;
  };
}
