import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { codeIn, linkIn, startSmtpServer, type ReceivedMail } from "../apps/server/test/mailbox";

export { codeIn, linkIn, type ReceivedMail };

/** Where the test SMTP server keeps what it receives, shared by every worker (playwright.config). */
export function mailDirectory(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the browser tests through Playwright");
  return dir;
}

/**
 * A real SMTP server on a fixed local port (Larder's SMTP_URL points at it): each message it
 * receives is written to `dir` as JSON, so tests in any worker can read the codes and links a
 * person would find in their mail.
 */
export async function startMailServer(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const smtp = await startSmtpServer(port, (received) => {
    const mail = { ...received, receivedAt: Date.now() };
    count += 1;
    const file = `${mail.receivedAt}-${String(count).padStart(5, "0")}.json`;
    writeFileSync(path.join(dir, file), JSON.stringify(mail));
  });
  return smtp.close;
}

/**
 * The newest message to `address` received at or after `since` (ms since the epoch), waiting
 * up to 10 s for it to arrive.
 */
export async function nextMail(address: string, since: number): Promise<ReceivedMail> {
  const dir = mailDirectory();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = readdirSync(dir)
      .filter((file) => file.endsWith(".json") && Number(file.split("-")[0]) >= since)
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as ReceivedMail;
      if (mail.to.includes(address.toLowerCase())) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
