import { describe, expect, it } from "vitest";
import { Client, uniqueEmail } from "./client";
import { useServerWithMailbox } from "./helpers";
import { linkIn } from "./mailbox";
import { signInSteps, wrongCode as wrong } from "./sign-in-steps";

const context = useServerWithMailbox();
const { requestCode, skipCooldown } = signInSteps(context);

describe("email sign-in codes", () => {
  it("mails a 6-digit code and a link that name Larder, the 10 minutes and what to do if unasked", async () => {
    const email = uniqueEmail("mail");
    const { mail, code } = await requestCode(new Client(context.server.url), email, "signup");
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Your Larder code: ${code}`);
    expect(mail.text).toContain("10 minutes");
    expect(mail.text).toContain("If you did not ask for this code, you can ignore this email");
    expect(linkIn(mail).pathname).toBe("/api/auth/email/link");
  });

  it("stores neither the code nor the link's token", async () => {
    const email = uniqueEmail("hashed");
    const { mail, code } = await requestCode(new Client(context.server.url), email);
    const token = linkIn(mail).searchParams.get("token")!;
    const { rows } = await context.server.db.query<Record<string, string>>(
      "select code_hash, link_hash from sign_in_challenges where email = $1",
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("signs a new address up with the code, and sends them to onboarding", async () => {
    const client = new Client(context.server.url);
    const email = uniqueEmail("new");
    const { challengeId, code } = await requestCode(client, email, "signup");
    const verified = await client.post("/api/auth/email/verify", { challengeId, code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ redirectTo: "/app/welcome" });
    const session = await client.session();
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(email);
    expect(session.body.workspaces).toEqual([]);
  });

  it("accepts a code once only", async () => {
    const client = new Client(context.server.url);
    const { challengeId, code } = await requestCode(client, uniqueEmail("once"));
    expect((await client.post("/api/auth/email/verify", { challengeId, code })).status).toBe(200);
    const again = await new Client(context.server.url).post("/api/auth/email/verify", {
      challengeId,
      code,
    });
    expect(again.status).toBe(400);
    const sameBrowser = await client.post("/api/auth/email/verify", { challengeId, code });
    expect(sameBrowser.status).toBe(400);
    expect(sameBrowser.body.error).toBe("code_used");
  });

  it("refuses a code after 10 minutes", async () => {
    const client = new Client(context.server.url);
    const email = uniqueEmail("late");
    const { challengeId, code } = await requestCode(client, email);
    await context.server.db.query(
      "update sign_in_challenges set expires_at = now() - interval '1 second' where id = $1",
      [challengeId],
    );
    const late = await client.post("/api/auth/email/verify", { challengeId, code });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe("code_expired");
    expect(late.body.message).toContain("10 minutes");
    expect((await client.get("/api/session")).status).toBe(401);
  });

  it("allows five wrong tries, then not even the right code", async () => {
    const client = new Client(context.server.url);
    const { challengeId, code } = await requestCode(client, uniqueEmail("guess"));
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const reply = await client.post("/api/auth/email/verify", { challengeId, code: wrong(code) });
      expect(reply.status).toBe(400);
      messages.push(reply.body.message);
    }
    expect(messages[0]).toBe("That code is not right. 4 tries left.");
    expect(messages[3]).toBe("That code is not right. 1 try left.");
    expect(messages[4]).toContain("that was the last try");
    const right = await client.post("/api/auth/email/verify", { challengeId, code });
    expect(right.status).toBe(400);
    expect(right.body.error).toBe("too_many_attempts");
  });

  it("works only in the browser that asked for it", async () => {
    const asker = new Client(context.server.url);
    const { challengeId, code } = await requestCode(asker, uniqueEmail("bound"));
    const other = await new Client(context.server.url).post("/api/auth/email/verify", {
      challengeId,
      code,
    });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe("other_browser");
    expect((await asker.post("/api/auth/email/verify", { challengeId, code })).status).toBe(200);
  });

  it("makes a new code replace the previous one", async () => {
    const client = new Client(context.server.url);
    const email = uniqueEmail("resend");
    const first = await requestCode(client, email);
    await skipCooldown(email);
    const second = await requestCode(client, email);
    const old = await client.post("/api/auth/email/verify", first);
    expect(old.body.error).toBe("code_used");
    expect((await client.post("/api/auth/email/verify", second)).status).toBe(200);
  });

  it("signs in with the one-click link in the same browser, once", async () => {
    const client = new Client(context.server.url);
    const { mail } = await requestCode(client, uniqueEmail("link"), "signup");
    const link = linkIn(mail);
    const opened = await client.get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/app/welcome");
    expect((await client.get("/api/session")).status).toBe(200);

    const reused = await client.get(`${link.pathname}${link.search}`);
    expect(reused.headers.get("location")).toBe("/login?error=code_used");
    const elsewhere = await new Client(context.server.url).get(`${link.pathname}${link.search}`);
    expect(elsewhere.headers.get("location")).toBe("/login?error=other_browser");

    const token = link.searchParams.get("token")!;
    const logged = context.server.logs.filter((line) =>
      String(line.url ?? "").startsWith("/api/auth/email/link"),
    );
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(context.server.logs)).not.toContain(token);
  });

  it("gives a known and an unknown address the same answer", async () => {
    const known = uniqueEmail("known");
    await new Client(context.server.url).signIn(known, context.mailbox);
    await skipCooldown(known);
    const unknown = uniqueEmail("unknown");
    const answers = [];
    for (const email of [known, unknown]) {
      const client = new Client(context.server.url);
      const reply = await client.post("/api/auth/email/start", { email, mode: "login" });
      answers.push({
        status: reply.status,
        keys: Object.keys(reply.body).sort(),
        cookies: [...client.cookies.keys()],
        resendAfterSeconds: reply.body.resendAfterSeconds,
      });
      await context.mailbox.next(email);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(200);
  });

  it("waits 30 seconds between two codes for one address, and says how long", async () => {
    const client = new Client(context.server.url);
    const email = uniqueEmail("cooldown");
    await requestCode(client, email);
    const again = await client.post("/api/auth/email/start", { email });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(again.body.message).toMatch(/You can ask for another in \d+ seconds\./);
  });

  it("limits codes per network to 30 in 15 minutes, whatever the addresses", async () => {
    const ip = new Client(context.server.url).ip; // one network, unused by any other test
    for (let n = 1; n <= 30; n += 1) {
      const reply = await new Client(context.server.url, ip).post("/api/auth/email/start", {
        email: uniqueEmail(`ip${n}`),
      });
      expect(reply.status).toBe(200);
    }
    const over = await new Client(context.server.url, ip).post("/api/auth/email/start", {
      email: uniqueEmail("ip31"),
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toContain("from your network");
    const otherIp = await new Client(context.server.url).post("/api/auth/email/start", {
      email: uniqueEmail("elsewhere"),
    });
    expect(otherIp.status).toBe(200);
  });

  it("explains a malformed address or code in words", async () => {
    const client = new Client(context.server.url);
    const bad = await client.post("/api/auth/email/start", { email: "chef@" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Enter a valid email address, like chef@restaurant.com.");
    const code = await client.post("/api/auth/email/verify", {
      challengeId: "5d6f0b8e-4f7e-4a53-9c53-2f0d2b0b1c11",
      code: "12a",
    });
    expect(code.status).toBe(400);
    expect(code.body.message).toBe("The code has 6 digits.");
  });
});

describe("the audit log of sign-ins", () => {
  it("records sign-ins and wrong codes, with the IP, in the person's workspaces", async () => {
    const owner = new Client(context.server.url);
    const email = uniqueEmail("audited");
    const workspaceId = await owner.signUpWithWorkspace(email, context.mailbox, "Audit Bistro");
    await skipCooldown(email);

    const attacker = new Client(context.server.url, "10.99.99.99");
    const started = await attacker.post("/api/auth/email/start", { email });
    await context.mailbox.next(email);
    await attacker.post("/api/auth/email/verify", {
      challengeId: started.body.challengeId,
      code: "000000",
    });
    await skipCooldown(email);
    await owner.signIn(email, context.mailbox);

    // The wrong code reaches the audit log just after its answer has gone (decision 0019).
    const auditLog = async () => (await owner.get(`/api/w/${workspaceId}/audit`)).body.events;
    await expect
      .poll(async () => (await auditLog()).map((e: { action: string }) => e.action).slice(0, 2), {
        timeout: 10_000,
      })
      .toEqual(["sign_in", "sign_in_failed"]);
    const failed = (await auditLog()).find(
      (e: { action: string }) => e.action === "sign_in_failed",
    );
    expect(failed.ip).toBe("10.99.99.99");
    expect(failed.summary).toContain("1 of 5 tries");
  });
});
