import { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Executor } from "../src/db/database";
import { runHousekeeping } from "../src/app";
import { Client, uniqueEmail } from "./client";
import { startTestServer, type TestServer } from "./helpers";
import { codeIn, linkIn, Mailbox } from "./mailbox";

/** The SQL one request sent to the database before its answer left, with its parameters' types. */
interface Capture {
  statements: string[];
  answered: boolean;
}
const capturing = new AsyncLocalStorage<Capture>();
let lastCapture: Capture | undefined;

let server: TestServer;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await Mailbox.start();
  server = await startTestServer({
    env: { SMTP_URL: mailbox.url },
    routes: (app) => {
      app.addHook("onRequest", (request, _reply, done) => {
        if (!request.url.startsWith("/api/auth/email/verify")) return done();
        lastCapture = { statements: [], answered: false };
        capturing.run(lastCapture, done);
      });
      app.addHook("onSend", async (_request, _reply, payload) => {
        const capture = capturing.getStore();
        if (capture) capture.answered = true;
        return payload;
      });
    },
  });
  const { db } = server;
  const note = (text: string, params?: readonly unknown[]) => {
    const capture = capturing.getStore();
    if (capture && !capture.answered)
      capture.statements.push(
        `${text.replace(/\s+/g, " ").trim()} [${(params ?? []).map((p) => typeof p).join(",")}]`,
      );
  };
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = ((text: string, params?: readonly unknown[]) => {
    note(text, params);
    return query(text, params);
  }) as typeof db.query;
  db.transaction = (work) =>
    transaction((tx) => {
      const noted: Executor = {
        query: ((text: string, params?: readonly unknown[]) => {
          note(text, params);
          return tx.query(text, params);
        }) as Executor["query"],
      };
      return work(noted);
    });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const start = (client: Client, email: string) =>
  client.post("/api/auth/email/start", { email, mode: "login" });

/** Asks for a code as `client` and returns its challenge and the code from the mail. */
async function requestCode(client: Client, email: string) {
  const before = mailbox.count;
  const started = await start(client, email);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const mail = await mailbox.next(email, before);
  return { challengeId: started.body.challengeId as string, code: codeIn(mail), mail };
}

/** Makes every code for `email` look `seconds` older: past cooldowns, or out of the hour. */
async function age(email: string, seconds = 31) {
  await server.db.query(
    "update sign_in_challenges set created_at = created_at - make_interval(secs => $2) where email = $1",
    [email, seconds],
  );
}

/** Strangers, each in a browser of their own on a network of their own, ask for codes. */
async function strangersAskFor(email: string, times: number) {
  const answers: number[] = [];
  for (let n = 0; n < times; n += 1) {
    await age(email);
    answers.push((await start(new Client(server.url), email)).status);
  }
  return answers;
}

/** Wrong codes reach the audit logs a second or three after their answers. */
const auditWait = { timeout: 10_000, interval: 250 };

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sign-in limits a stranger cannot use to lock someone out", () => {
  it("lets strangers' requests neither replace, block nor delay the code a browser holds", async () => {
    const email = uniqueEmail("held");
    const chef = new Client(server.url);
    const first = await requestCode(chef, email);
    // Strangers on 19 other networks ask until the address's tries for the hour are out…
    expect(await strangersAskFor(email, 19)).toEqual(Array(19).fill(200));
    await age(email);
    const refused = await new Client(server.url).post("/api/auth/email/start", { email });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many sign-in codes were asked for this email address in the last hour\. Please try again in \d+ minutes, or continue in a browser where you have signed in to Larder before\.$/,
    );
    // …and the chef's code still works, and so does asking for another one.
    const wrongTry = await chef.post("/api/auth/email/verify", {
      challengeId: first.challengeId,
      code: wrong(first.code),
    });
    expect(wrongTry.body.message).toBe("That code is not right. 4 tries left.");
    const resent = await requestCode(chef, email);
    expect((await chef.post("/api/auth/email/verify", first)).body.error).toBe("code_used");
    // The new code carries over the tries the first had left: strangers took the fresh ones.
    const again = await chef.post("/api/auth/email/verify", {
      challengeId: resent.challengeId,
      code: wrong(resent.code),
    });
    expect(again.body.message).toBe("That code is not right. 3 tries left.");
    const verified = await chef.post("/api/auth/email/verify", resent);
    expect(verified.status).toBe(200);
  });

  it("does not hold back a browser that has signed in as the address before", async () => {
    const email = uniqueEmail("returning");
    const laptop = new Client(server.url);
    await laptop.signIn(email, mailbox);
    expect(laptop.cookies.get("larder_known")).toMatch(/^[0-9a-f]{32}$/);
    expect(laptop.cookies.get("larder_known")).not.toContain(email);
    await laptop.post("/api/auth/logout");
    await strangersAskFor(email, 25);
    await age(email);
    expect((await start(new Client(server.url), email)).status).toBe(429);
    // The laptop's sign-in cookie has expired (an hour): only the known-browser cookie is left.
    laptop.cookies.delete("larder_signin");
    const { challengeId, code } = await requestCode(laptop, email);
    expect((await laptop.post("/api/auth/email/verify", { challengeId, code })).status).toBe(200);
  });

  it("gives one network at most a quarter of an address's tries; other networks still get codes", async () => {
    const email = uniqueEmail("network");
    const network = new Client(server.url).ip;
    for (let n = 0; n < 5; n += 1) {
      await age(email);
      expect((await start(new Client(server.url, network), email)).status).toBe(200);
    }
    await age(email);
    const sixth = await start(new Client(server.url, network), email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/from your network\. Please try again in \d+ minutes\.$/);
    expect((await start(new Client(server.url), email)).status).toBe(200);
  });

  it("counts an IPv6 network by its /64", async () => {
    const email = uniqueEmail("ipv6");
    for (let n = 1; n <= 5; n += 1) {
      await age(email);
      expect((await start(new Client(server.url, `2001:db8:5:7::${n}`), email)).status).toBe(200);
    }
    await age(email);
    expect((await start(new Client(server.url, "2001:db8:5:7:ffff::1"), email)).status).toBe(429);
    expect((await start(new Client(server.url, "2001:db8:5:8::1"), email)).status).toBe(200);
  });

  it("sends one browser at most five codes an hour for one address", async () => {
    const email = uniqueEmail("resends");
    const chef = new Client(server.url);
    for (let n = 0; n < 5; n += 1) {
      await age(email);
      expect((await start(chef, email)).status).toBe(200);
    }
    await age(email);
    const sixth = await start(chef, email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(
      /^Five codes have been sent to this address for this browser in the last hour\. Use the latest one, or ask again in \d+ minutes\.$/,
    );
  });

  it("still signs in with the link after five wrong codes", async () => {
    const chef = new Client(server.url);
    const { challengeId, code, mail } = await requestCode(chef, uniqueEmail("link-after"));
    for (let n = 0; n < 5; n += 1)
      await chef.post("/api/auth/email/verify", { challengeId, code: wrong(code) });
    const right = await chef.post("/api/auth/email/verify", { challengeId, code });
    expect(right.body.message).toBe(
      "Too many wrong codes. Open the link in the email, or ask for a new code.",
    );
    const link = linkIn(mail);
    const opened = await chef.get(`${link.pathname}${link.search}`);
    expect(opened.headers.get("location")).toBe("/app/welcome");
  });
});

describe("parallel code requests", () => {
  /** Fires `count` code requests for one address at once; counts the codes issued and mailed. */
  async function fireAtOnce(count: number, clientFor: (n: number) => Client) {
    const email = uniqueEmail(`parallel${count}`);
    const before = mailbox.count;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, n) => start(clientFor(n), email)),
    );
    const { rows } = await server.db.query<{ codes: number; open: number }>(
      `select count(*)::int as codes, count(*) filter (where used_at is null)::int as open
         from sign_in_challenges where email = $1`,
      [email],
    );
    await mailbox.next(email, before);
    await new Promise((resolve) => setTimeout(resolve, 300)); // any second mail would be in
    const mails = mailbox.messages.slice(before).filter((mail) => mail.to.includes(email));
    return { statuses: answers.map((answer) => answer.status), ...rows[0]!, mails: mails.length };
  }

  for (const count of [8, 50]) {
    it(`sends exactly one code for ${count} requests at once from ${count} networks`, async () => {
      const result = await fireAtOnce(count, () => new Client(server.url));
      expect(result).toMatchObject({ codes: 1, open: 1, mails: 1 });
      expect(result.statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(result.statuses.filter((status) => status === 429)).toHaveLength(count - 1);
    });

    it(`sends exactly one code for ${count} requests at once from one browser`, async () => {
      const browser = new Client(server.url);
      await browser.post("/api/auth/email/start", { email: uniqueEmail("cookie") });
      const result = await fireAtOnce(count, () => browser);
      expect(result).toMatchObject({ codes: 1, open: 1, mails: 1 });
    });
  }
});

describe("a wrong code", () => {
  it("does the same database work for an existing account as for an unknown address", async () => {
    const known = uniqueEmail("member");
    const owner = new Client(server.url);
    const workspaceId = await owner.signUpWithWorkspace(known, mailbox, "Timing Bistro");
    const statements: Record<string, string[][]> = { known: [], unknown: [] };
    for (const [who, email] of [
      ["known", known],
      ["unknown", uniqueEmail("nobody")],
      ["known", known],
      ["unknown", uniqueEmail("nobody")],
    ] as const) {
      await age(email);
      const guesser = new Client(server.url);
      const { challengeId, code } = await requestCode(guesser, email);
      const reply = await guesser.post("/api/auth/email/verify", {
        challengeId,
        code: wrong(code),
      });
      expect(reply.body.error).toBe("code_wrong");
      statements[who]!.push(lastCapture!.statements);
    }
    expect(statements.known![0]).toEqual(statements.unknown![0]);
    expect(statements.known![1]).toEqual(statements.unknown![0]);
    expect(statements.unknown![1]).toEqual(statements.unknown![0]);
    const sql = statements.known![0]!.join("\n");
    expect(sql).toContain("insert into sign_in_failures");
    expect(sql).not.toMatch(/from users|audit_events|memberships/);

    // The person's workspace still learns of both wrong codes, just after the answers.
    await expect
      .poll(async () => {
        const log = await owner.get(`/api/w/${workspaceId}/audit`);
        return log.body.events.filter((e: { action: string }) => e.action === "sign_in_failed")
          .length;
      }, auditWait)
      .toBe(2);
    // …and a wrong code for an address without an account leaves nothing behind.
    await expect
      .poll(async () => {
        const { rows } = await server.db.query(
          "select 1 from sign_in_failures where email like 'nobody.%'",
        );
        return rows.length;
      }, auditWait)
      .toBe(0);
  });

  it("reaches the audit log at the next housekeeping sweep if the server stopped first", async () => {
    const email = uniqueEmail("restarted");
    const owner = new Client(server.url);
    const workspaceId = await owner.signUpWithWorkspace(email, mailbox, "Restart Bistro");
    // Noted by a server that stopped before its auditor ran.
    await server.db.query(
      "insert into sign_in_failures (email, ip, attempt, at) values ($1, '10.1.2.3', 2, now() - interval '5 minutes')",
      [email],
    );
    await runHousekeeping(server.db);
    const events = (await owner.get(`/api/w/${workspaceId}/audit`)).body.events;
    const failed = events.find((e: { action: string }) => e.action === "sign_in_failed");
    expect(failed).toMatchObject({ ip: "10.1.2.3" });
    expect(failed.summary).toContain("2 of 5 tries");
    // It keeps the time of the wrong code, not of the sweep.
    expect(Date.now() - new Date(failed.at).getTime()).toBeGreaterThan(4 * 60_000);
  });
});
