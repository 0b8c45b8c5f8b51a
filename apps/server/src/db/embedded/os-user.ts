import { execFileSync } from "node:child_process";
import { DatabaseUnavailableError } from "../errors";

/** The system account the embedded PostgreSQL runs as when Larder is started by root. */
export const POSTGRES_ACCOUNT = "larder-postgres";

export interface OsUser {
  uid: number;
  gid: number;
}

function idOf(flag: "-u" | "-g"): number | null {
  try {
    return Number(execFileSync("id", [flag, POSTGRES_ACCOUNT], { stdio: "pipe" }).toString());
  } catch {
    return null;
  }
}

/**
 * Who the embedded PostgreSQL runs as: Larder's own user, or, when Larder runs as root (a
 * container, a CI machine), a system account made for it, since PostgreSQL refuses to run as
 * root. Null means "as this process".
 */
export function postgresUser(): OsUser | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  let uid = idOf("-u");
  if (uid === null) {
    const attempts: [string, string[]][] = [
      // Debian, Ubuntu, Fedora…
      [
        "useradd",
        ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", POSTGRES_ACCOUNT],
      ],
      // Alpine and BusyBox.
      ["adduser", ["-S", "-D", "-H", "-s", "/sbin/nologin", POSTGRES_ACCOUNT]],
    ];
    for (const [command, args] of attempts) {
      try {
        execFileSync(command, args, { stdio: "pipe" });
        break;
      } catch {
        // Try the next way, then say what failed.
      }
    }
    uid = idOf("-u");
  }
  const gid = idOf("-g");
  if (uid === null || gid === null)
    throw new DatabaseUnavailableError(
      `Larder runs as root, and PostgreSQL will not: Larder could not create the system account "${POSTGRES_ACCOUNT}" for it. Create that account, or start Larder as an ordinary user.`,
    );
  return { uid, gid };
}
