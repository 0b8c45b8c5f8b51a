import path from "node:path";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional());

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl.optional(),
  APP_URL: optionalUrl.optional(),
  SMTP_URL: optionalUrl
    .refine((url) => url === undefined || /^smtps?:\/\//.test(url), {
      message: "SMTP_URL must start with smtp:// or smtps://",
    })
    .optional(),
  MAIL_FROM: z.string().trim().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the directory that holds the embedded database and uploads. */
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  logLevel: string;
  /** SMTP server for outgoing mail; without it mail is kept in DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The sender of Larder's mail, e.g. `Larder <larder@example.com>`. */
  mailFrom: string;
  /** Absolute path of the built front end (apps/web/dist). */
  webDist: string;
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
    appUrl,
    logLevel: values.LOG_LEVEL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM || `Larder <larder@${new URL(appUrl).hostname}>`,
    webDist: path.resolve(values.WEB_DIST ?? path.join(serverRoot, "..", "web", "dist")),
  };
}
