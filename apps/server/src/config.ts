import path from "node:path";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional());

/** An empty variable (as .env.example leaves some) counts as not set. */
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl
    .refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), {
      message:
        "DATABASE_URL must be a PostgreSQL address, starting with postgres:// or postgresql://",
    })
    .optional(),
  APP_URL: optionalUrl.optional(),
  SMTP_URL: optionalUrl
    .refine((url) => url === undefined || /^smtps?:\/\//.test(url), {
      message: "SMTP_URL must start with smtp:// or smtps://",
    })
    .optional(),
  MAIL_FROM: z.string().trim().optional(),
  SESSION_SECRET: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(
      z.string().min(32, { message: "SESSION_SECRET must be at least 32 characters" }).optional(),
    )
    .optional(),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_ISSUER: optionalUrl.optional(),
  TRUST_PROXY: z.string().trim().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  BACKUP_DIR: z.string().trim().optional(),
  BACKUP_EVERY_HOURS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({
        error: "BACKUP_EVERY_HOURS must be a number of hours (0 turns automatic backups off)",
      })
      .min(0, { error: "BACKUP_EVERY_HOURS must be 0 or more hours" })
      .max(24 * 366, { error: "BACKUP_EVERY_HOURS must be at most a year of hours" })
      .default(24),
  ),
  DATABASE_POOL_MAX: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: "DATABASE_POOL_MAX must be a whole number from 2" })
      .int({ error: "DATABASE_POOL_MAX must be a whole number from 2" })
      .min(2, { error: "DATABASE_POOL_MAX must be a whole number from 2" })
      .max(1000, { error: "DATABASE_POOL_MAX must be at most 1000" })
      .default(10),
  ),
  BACKUP_KEEP: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: "BACKUP_KEEP must be a whole number from 1" })
      .int({ error: "BACKUP_KEEP must be a whole number from 1" })
      .min(1, { error: "BACKUP_KEEP must be a whole number from 1" })
      .max(10_000, { error: "BACKUP_KEEP must be at most 10000" })
      .default(14),
  ),
  DEMO_TEMPLATE: z.preprocess(
    emptyAsUnset,
    z.enum(["on", "off"], { error: "DEMO_TEMPLATE must be on or off" }).default("on"),
  ),
  DEMO_SPARES: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: "DEMO_SPARES must be a whole number from 0 to 20" })
      .int({ error: "DEMO_SPARES must be a whole number from 0 to 20" })
      .min(0, { error: "DEMO_SPARES must be a whole number from 0 to 20" })
      .max(20, { error: "DEMO_SPARES must be a whole number from 0 to 20" })
      .default(2),
  ),
  OPERATOR_EMAILS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.email({ error: "OPERATOR_EMAILS must be email addresses separated by commas" })),
      )
      .optional(),
  ),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the directory that holds the embedded database and uploads. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each server keeps to the database (DATABASE_POOL_MAX, default 10). */
  databasePoolMax: number;
  appUrl: string;
  logLevel: string;
  /** SMTP server for outgoing mail; without it mail is kept in DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The sender of Larder's mail, e.g. `Larder <larder@example.com>`. */
  mailFrom: string;
  /** Absolute path of the built front end (apps/web/dist). */
  webDist: string;
  /** Key for hashing one-time codes; when unset, one is generated and kept in the database. */
  sessionSecret: string | undefined;
  /** Google sign-in (OpenID Connect), when both client id and secret are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): false (none, the
   * default), true (any), a hop count, or addresses / ranges such as "loopback".
   */
  trustProxy: boolean | number | string;
  /**
   * Automatic backups (decision 0033): written into `dir` every `everyHours` (0: none), the
   * newest `keep` of each kind (automatic, on request) kept.
   */
  backups: { dir: string; everyHours: number; keep: number };
  /**
   * Who runs this server (its backups): these addresses, in lower case; when unset (null), the
   * owners of its oldest workspace that is not a demo.
   */
  operatorEmails: string[] | null;
  /**
   * Whether a demo template is prepared in the background so that a demo opens as a copy of it
   * (DEMO_TEMPLATE, default on; decision 0036). Off, each demo is written record by record.
   */
  demoTemplate: boolean;
  /**
   * How many copies of the template wait for visitors (DEMO_SPARES, default 2; 0: none), so that
   * a demo opens without waiting for its copy. Only with the template on.
   */
  demoSpares: number;
}

/** TRUST_PROXY as Fastify understands it. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export class ConfigError extends Error {}

/** Reads Larder's configuration from environment variables, documented in `.env.example`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, serverRoot: string): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  const appUrl = values.APP_URL ?? `http://localhost:${values.PORT}`;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolMax: values.DATABASE_POOL_MAX,
    appUrl,
    logLevel: values.LOG_LEVEL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM || `Larder <larder@${new URL(appUrl).hostname}>`,
    webDist: path.resolve(values.WEB_DIST ?? path.join(serverRoot, "..", "web", "dist")),
    sessionSecret: values.SESSION_SECRET,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            issuer: values.GOOGLE_ISSUER ?? "https://accounts.google.com",
          }
        : undefined,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    backups: {
      dir: path.resolve(values.BACKUP_DIR || path.join(values.DATA_DIR, "backups")),
      everyHours: values.BACKUP_EVERY_HOURS,
      keep: values.BACKUP_KEEP,
    },
    operatorEmails: values.OPERATOR_EMAILS?.length ? values.OPERATOR_EMAILS : null,
    demoTemplate: values.DEMO_TEMPLATE === "on",
    demoSpares: values.DEMO_SPARES,
  };
}
