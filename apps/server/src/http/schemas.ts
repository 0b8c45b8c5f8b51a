import { z } from "zod";
import type { Database } from "../db/database";
import type { Mailer } from "../mail/mailer";

/** Dates leave the API as ISO 8601 strings. */
export const iso = (value: Date | string): string => new Date(value).toISOString();

/** Path parameters of workspace routes. Ids are checked by the access hooks, not here. */
export const workspaceParams = z.object({ workspaceId: z.string() });

/** What a module that writes mail needs. */
export interface MailingDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
}
