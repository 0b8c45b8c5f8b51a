import { expect } from "vitest";
import type { Client } from "./client";
import type { TestServer } from "./helpers";
import { codeIn, type Mailbox } from "./mailbox";

/** Steps of signing in by email that tests of codes and sessions share. */
export function signInSteps(context: { server: TestServer; mailbox: Mailbox }) {
  return {
    /** Asks for a code as `client`, returning the challenge and the mail that arrived. */
    async requestCode(client: Client, email: string, mode: "login" | "signup" = "login") {
      const before = context.mailbox.count;
      const started = await client.post("/api/auth/email/start", { email, mode });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const mail = await context.mailbox.next(email, before);
      return { challengeId: started.body.challengeId as string, mail, code: codeIn(mail) };
    },

    /** Makes earlier codes for `email` look older than the resend cooldown. */
    async skipCooldown(email: string) {
      await context.server.db.query(
        "update sign_in_challenges set created_at = created_at - interval '31 seconds' where email = $1",
        [email],
      );
    },
  };
}

/** A code that is not `code`: the next one, six digits. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
