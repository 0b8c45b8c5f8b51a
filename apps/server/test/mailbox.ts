import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  raw: string;
}

function decodePart(body: string, encoding: string | undefined): string {
  if (encoding === "quoted-printable")
    return body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function header(block: string, name: string): string | undefined {
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match?.[1]?.trim();
}

/** Reads the subject and the plain-text part of a message as nodemailer composes it. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const subject = header(head, "Subject") ?? "";
  const contentType = header(head, "Content-Type") ?? "text/plain";
  let text = "";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    for (const part of raw.split(`--${boundary}`)) {
      const partSplit = part.search(/\r?\n\r?\n/);
      const partHead = part.slice(0, partSplit);
      if (!/content-type:\s*text\/plain/i.test(partHead)) continue;
      text = decodePart(
        part.slice(partSplit).trim(),
        header(partHead, "Content-Transfer-Encoding")?.toLowerCase(),
      );
    }
  } else {
    text = decodePart(
      raw.slice(split).trim(),
      header(head, "Content-Transfer-Encoding")?.toLowerCase(),
    );
  }
  return { to, subject, text: text.replace(/\r\n/g, "\n"), raw };
}

/**
 * A real SMTP server on 127.0.0.1 (`port` 0 for a free one) that hands every message it
 * receives, parsed, to `onMail`. Both the server tests and the browser tests read mail this way.
 */
export async function startSmtpServer(
  port: number,
  onMail: (mail: ReceivedMail) => void,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        onMail(parseMail(data, to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real SMTP server on a free local port that keeps what it receives: Larder is pointed at it
 * through SMTP_URL, and tests read the codes and links people would find in their mail.
 */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  private readonly waiters = new Set<() => void>();
  private constructor(
    readonly close: () => Promise<void>,
    readonly url: string,
  ) {}

  static async start(): Promise<Mailbox> {
    const holder: { box?: Mailbox } = {};
    const smtp = await startSmtpServer(0, (mail) => holder.box?.receive(mail));
    holder.box = new Mailbox(smtp.close, `smtp://127.0.0.1:${smtp.port}`);
    return holder.box;
  }

  private receive(mail: ReceivedMail) {
    this.messages.push(mail);
    for (const wake of this.waiters) wake();
  }

  /** The latest message to `address` arriving after `since` messages, waiting up to 10 s. */
  async next(address: string, since = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
    const find = () =>
      this.messages.slice(since).findLast((mail) => mail.to.includes(address.toLowerCase()));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail reached ${address}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          resolve();
        };
        this.waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  /** How many messages have arrived, to wait for the next one after it. */
  get count(): number {
    return this.messages.length;
  }
}

export function codeIn(mail: ReceivedMail): string {
  const code = /Your Larder code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return code;
}

export function linkIn(mail: ReceivedMail): URL {
  const link = /(https?:\/\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No link in: ${mail.text}`);
  return new URL(link);
}
