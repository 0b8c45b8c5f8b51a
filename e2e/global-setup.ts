import { mailDirectory, startMailServer } from "./mail";

/**
 * Starts the SMTP server the browser tests read their mail from. Playwright starts the web
 * server first; it connects to SMTP only when it sends a message, by which time this is up.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT ?? 3125);
  return startMailServer(port, mailDirectory());
}
