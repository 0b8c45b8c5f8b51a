import type { Executor } from "../../db/database";
import { randomToken } from "./tokens";

/**
 * The key for hashing one-time codes: SESSION_SECRET when set, otherwise one generated on first
 * start and kept in the database, so every instance of the server uses the same.
 */
export async function loadServerSecret(
  db: Executor,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await db.query(
    "insert into server_secrets (name, value) values ('code_pepper', $1) on conflict (name) do nothing",
    [randomToken(32)],
  );
  const { rows } = await db.query<{ value: string }>(
    "select value from server_secrets where name = 'code_pepper'",
  );
  return rows[0]!.value;
}
