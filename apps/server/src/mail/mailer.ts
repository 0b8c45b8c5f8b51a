import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

/** A message Larder sends: sign-in codes, invitations, purchase orders to suppliers. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface SentMail {
  messageId: string;
  /** "smtp" when handed to the SMTP server, "outbox" when written to DATA_DIR/outbox. */
  delivery: "smtp" | "outbox";
  /** The file of the message in the outbox, for "outbox" deliveries. */
  file?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; without it mail goes to the outbox. */
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  /** Where the outbox announces each message (the server log). */
  log: (message: string) => void;
}

/**
 * Sends mail through `SMTP_URL` with nodemailer. Without an SMTP server, every message is
 * composed the same way and kept as an .eml file in `DATA_DIR/outbox`, announced in the log:
 * mail is never silently dropped.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: options.from, ...mail });
        return { messageId: info.messageId, delivery: "smtp" };
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(options.dataDir, "outbox");
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(mail) {
      const info = await composer.sendMail({ from: options.from, ...mail });
      const stamp = new Date().toISOString().replaceAll(":", "-");
      const file = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await mkdir(outbox, { recursive: true });
      await writeFile(file, info.message as Buffer);
      options.log(`Mail to ${mail.to}, "${mail.subject}", kept in ${file} (SMTP_URL is not set)`);
      return { messageId: info.messageId, delivery: "outbox", file };
    },
    close: () => composer.close(),
  };
}
