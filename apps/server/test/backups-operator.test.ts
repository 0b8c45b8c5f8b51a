/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever the API sent */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, uniqueEmail } from "./client";
import { startTestServer, type TestServer } from "./helpers";
import { Mailbox } from "./mailbox";
import { createScratchDatabase } from "./postgres";

// Issue 26, item 3: backups are the server operator's (OPERATOR_EMAILS, or the owners of the
// server's first workspace that is not a demo), never a demo visitor's nor another owner's.
// Each server here has a database of its own, so "the first workspace" is this file's.
const BACKUPS = "/api/server/backups";
let mailbox: Mailbox;
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  mailbox = await Mailbox.start();
});
afterAll(async () => {
  for (const drop of drops) await drop();
  await mailbox?.close();
});

/** A server on a database of its own, with no workspace yet. */
async function freshServer(env: Record<string, string> = {}): Promise<TestServer> {
  let databaseUrl = "";
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase();
    databaseUrl = scratch.url;
    drops.push(scratch.drop);
  }
  const server = await startTestServer({
    env: { SMTP_URL: mailbox.url, DATABASE_URL: databaseUrl, ...env },
  });
  drops.unshift(() => server.close());
  return server;
}

async function owner(server: TestServer, who: string, email = uniqueEmail(who)) {
  const client = new Client(server.url);
  const workspaceId = await client.signUpWithWorkspace(email, mailbox, `${who} Kitchen`);
  return { client, workspaceId, email };
}

async function demoVisitor(server: TestServer) {
  const visitor = new Client(server.url);
  expect((await visitor.get("/demo")).status).toBe(303);
  await visitor.session();
  return visitor;
}

const isOperator = async (client: Client) => (await client.session()).body.user.isOperator;

async function expectNoBackups(client: Client) {
  const listed = await client.get(BACKUPS);
  expect([listed.status, listed.body.error]).toEqual([404, "not_found"]);
  const started = await client.post(BACKUPS);
  expect([started.status, started.body.error]).toEqual([404, "not_found"]);
  expect(await isOperator(client)).toBe(false);
}

/** Starts a backup as `client` and waits for it to be written. */
async function backUp(client: Client) {
  const started = await client.post(BACKUPS);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  let backups = started.body;
  for (let tries = 0; backups.running && tries < 600; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    backups = (await client.get(BACKUPS)).body;
  }
  expect(backups.lastFailure).toBeNull();
  expect(backups.backups.map((file: any) => file.kind)).toEqual(["manual"]);
}

describe("the server's backups without OPERATOR_EMAILS", () => {
  let server: TestServer;
  let first: Awaited<ReturnType<typeof owner>>;
  let visitor: Client;

  beforeAll(async () => {
    server = await freshServer();
    // A demo opened before anyone signs up is not the server's first workspace.
    visitor = await demoVisitor(server);
    first = await owner(server, "Installer");
  }, 120_000);

  it("are the first workspace's owners': they list them and back up now", async () => {
    expect(await isOperator(first.client)).toBe(true);
    const listed = await first.client.get(BACKUPS);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body).toMatchObject({ backups: [], running: false });
    await backUp(first.client);
  });

  it("answer 404 to a demo visitor, owner of their demo, and to the owner of a newer workspace", async () => {
    await expectNoBackups(visitor);
    await expectNoBackups((await owner(server, "Second")).client);
  });

  it("are refused to API tokens, even the operator's", async () => {
    const created = await first.client.post(`/api/w/${first.workspaceId}/api-tokens`, {
      name: "Script",
      scopes: ["stock:read", "stock:write"],
      expiresInDays: 7,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const program = new Client(server.url);
    const auth = { authorization: `Bearer ${created.body.secret}` };
    const listed = await program.get(BACKUPS, auth);
    expect([listed.status, listed.body.error]).toEqual([403, "api_token_not_accepted"]);
    const started = await program.post(BACKUPS, {}, auth);
    expect([started.status, started.body.error]).toEqual([403, "api_token_not_accepted"]);
  });

  it("answer 401 to someone signed out", async () => {
    expect((await new Client(server.url).get(BACKUPS)).status).toBe(401);
  });
});

describe("the server's backups with OPERATOR_EMAILS", () => {
  it("are the listed people's only, whichever workspace they own", async () => {
    const operatorEmail = uniqueEmail("ops");
    const server = await freshServer({
      OPERATOR_EMAILS: ` someone@else.test, ${operatorEmail.toUpperCase()} `,
    });
    const first = await owner(server, "First");
    const listed = await owner(server, "Ops", operatorEmail);
    await expectNoBackups(first.client);
    expect(await isOperator(listed.client)).toBe(true);
    expect((await listed.client.get(BACKUPS)).status).toBe(200);
    await backUp(listed.client);
  }, 120_000);
});
