import { mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../src/mail/mailer";

const mail = {
  to: "chef@restaurant.test",
  subject: "Your Larder sign-in code",
  text: "Your code is 123456. It expires in 10 minutes.",
};

describe("the mailer without SMTP_URL", () => {
  it("keeps each message as an .eml file in DATA_DIR/outbox and says so in the log", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "larder-mail-"));
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "Larder <larder@localhost>",
      dataDir,
      log: (line) => logged.push(line),
    });
    const sent = await mailer.send(mail);
    mailer.close();

    expect(sent.delivery).toBe("outbox");
    expect(path.dirname(sent.file ?? "")).toBe(path.join(dataDir, "outbox"));
    const raw = readFileSync(sent.file ?? "", "utf8");
    expect(raw).toContain("To: chef@restaurant.test");
    expect(raw).toContain("From: Larder <larder@localhost>");
    expect(raw).toContain("Subject: Your Larder sign-in code");
    expect(raw).toContain("Your code is 123456.");
    expect(logged).toEqual([
      `Mail to chef@restaurant.test, "Your Larder sign-in code", kept in ${sent.file} (SMTP_URL is not set)`,
    ]);
  });
});

describe("the mailer with SMTP_URL", () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));

  it("delivers through the SMTP server", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Larder <larder@restaurant.test>",
      dataDir: mkdtempSync(path.join(os.tmpdir(), "larder-mail-")),
      log: () => undefined,
    });
    const sent = await mailer.send(mail);
    mailer.close();

    expect(sent.delivery).toBe("smtp");
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe("larder@restaurant.test");
    expect(received[0]?.to).toEqual(["chef@restaurant.test"]);
    expect(received[0]?.data).toContain("Subject: Your Larder sign-in code");
    expect(received[0]?.data).toContain("Your code is 123456.");
  });
});
