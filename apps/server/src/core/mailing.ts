import type { Database } from "../db/database";
import type { Mailer } from "../mail/mailer";

/** What a module that writes mail needs. */
export interface MailingDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
}
