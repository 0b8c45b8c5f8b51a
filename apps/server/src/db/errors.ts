/**
 * The configured database cannot be used (unreachable, refused, or written by a newer Larder).
 * Start-up stops and prints the message as one line, so it must say what to do.
 */
export class DatabaseUnavailableError extends Error {}

/** How long the first connection may take before start-up gives up. */
export const CONNECT_TIMEOUT_SECONDS = 10;

/** How a PostgreSQL address is named in messages: host, port and database, never the password. */
export function describePostgresUrl(connectionString: string): {
  where: string;
  user: string;
  database: string;
} {
  const url = new URL(connectionString);
  const host = url.hostname || "localhost";
  const database = decodeURIComponent(url.pathname.replace(/^\//, "")) || "postgres";
  return {
    where: `${host}:${url.port || "5432"}`,
    user: decodeURIComponent(url.username) || "(default user)",
    database,
  };
}

/**
 * Turns a failed first connection into a sentence a newcomer can act on: whether PostgreSQL
 * could not be reached, refused the user, or lacks the database.
 */
export function connectionFailure(error: unknown, connectionString: string): Error {
  const { where, user, database } = describePostgresUrl(connectionString);
  const { code, message } = error as { code?: string; message?: string };
  const said = message ?? String(error);
  const base = `Cannot connect to PostgreSQL at ${where} (DATABASE_URL)`;
  switch (code) {
    case "ECONNREFUSED":
      return new DatabaseUnavailableError(
        `${base}: nothing answers there. Start PostgreSQL, or correct the host and port in DATABASE_URL.`,
      );
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new DatabaseUnavailableError(
        `${base}: the host name is unknown. Correct the host in DATABASE_URL.`,
      );
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return new DatabaseUnavailableError(
        `${base}: the server cannot be reached (${code}). Check the host in DATABASE_URL and the network.`,
      );
    case "28P01":
      return new DatabaseUnavailableError(
        `${base}: the password for user "${user}" was refused. Correct the user name and password in DATABASE_URL.`,
      );
    case "28000":
      return new DatabaseUnavailableError(
        `${base}: user "${user}" was refused (${said}). Correct the user name in DATABASE_URL, or allow it in PostgreSQL's pg_hba.conf.`,
      );
    case "3D000":
      return new DatabaseUnavailableError(
        `${base}: the database "${database}" does not exist. Create it (createdb ${database}) or correct DATABASE_URL.`,
      );
    default:
      if (/timeout/i.test(said)) {
        return new DatabaseUnavailableError(
          `${base}: no answer within ${CONNECT_TIMEOUT_SECONDS} seconds. Check that PostgreSQL is running and that the host and port in DATABASE_URL are right.`,
        );
      }
      // A SQLSTATE means PostgreSQL answered and refused; anything else means what answered at
      // that address did not speak PostgreSQL's protocol, or hung up before it did.
      if (code && /^[0-9A-Z]{5}$/.test(code)) {
        return new DatabaseUnavailableError(`${base}: PostgreSQL refused (${said}).`);
      }
      return new DatabaseUnavailableError(
        `${base}: what answers there is not PostgreSQL, or it hung up (${said}). Check the host and port in DATABASE_URL.`,
      );
  }
}

/** PostgreSQL's unique_violation: a second row with a name or code that must be unique. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: string }).code === "23505"
  );
}
