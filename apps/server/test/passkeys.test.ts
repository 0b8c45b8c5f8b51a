import { describe, expect, it } from "vitest";
import { withTenant } from "../src/db/tenant";
import { Client, uniqueEmail } from "./client";
import { useServerWithMailbox } from "./helpers";
import { joinThroughLink } from "./kitchen";
import { linkIn } from "./mailbox";
import { SoftwareAuthenticator } from "./passkey-authenticator";

const context = useServerWithMailbox();

/** Adds a passkey made by `authenticator` to `client`'s account; returns the server's answer. */
async function addPasskey(client: Client, authenticator: SoftwareAuthenticator, name?: string) {
  const started = await client.post("/api/me/passkeys/options");
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const credential = authenticator.create(started.body.options);
  return client.post("/api/me/passkeys", {
    challengeId: started.body.challengeId,
    credential,
    ...(name ? { name } : {}),
  });
}

/** Signs `client` in with the authenticator's passkey; returns both steps' answers. */
async function passkeySignIn(client: Client, authenticator: SoftwareAuthenticator) {
  const started = await client.post("/api/auth/passkey/start", {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const credential = authenticator.get(started.body.options);
  const finished = await client.post("/api/auth/passkey/finish", {
    challengeId: started.body.challengeId,
    credential,
  });
  return { started, credential, finished };
}

/** Signs `email` in again, in a new browser, by email code (past the resend cooldown). */
async function signInAgain(email: string): Promise<Client> {
  await context.server.db.query(
    "update sign_in_challenges set created_at = created_at - interval '1 minute' where email = $1",
    [email],
  );
  const client = new Client(context.server.url);
  await client.signIn(email, context.mailbox);
  return client;
}

async function auditSummaries(workspaceId: string): Promise<string[]> {
  return withTenant(context.server.db, { workspaceId }, async (tx) => {
    const { rows } = await tx.query<{ summary: string }>(
      "select summary from audit_events where workspace_id = $1 order by at",
      [workspaceId],
    );
    return rows.map((row) => row.summary);
  });
}

describe("passkeys", () => {
  it("adds a passkey, lists it, and signs in with it without an email address", async () => {
    const email = uniqueEmail("passkey");
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(email, context.mailbox, "Passkey Bistro");
    const phone = new SoftwareAuthenticator(context.server.url);
    const added = await addPasskey(owner, phone, "Alex's phone");
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const listed = await owner.get("/api/me/passkeys");
    expect(listed.status).toBe(200);
    expect(listed.body.passkeys).toHaveLength(1);
    expect(listed.body.passkeys[0]).toMatchObject({
      id: added.body.id,
      name: "Alex's phone",
      lastUsedAt: null,
    });
    expect(Date.parse(listed.body.passkeys[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(listed.body.sessionVerified).toBe(true);

    const laptop = new Client(context.server.url);
    const { finished } = await passkeySignIn(laptop, phone);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.redirectTo).toBe("/app");
    const session = await laptop.session();
    expect(session.body.user.email).toBe(email);
    expect(session.body.currentWorkspaceId).toBe(workspaceId);

    const after = await owner.get("/api/me/passkeys");
    expect(Date.parse(after.body.passkeys[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditSummaries(workspaceId)).toContain(`${email} signed in (passkey)`);
  });

  it("tells the pages where its passkeys work (APP_URL), so they can say so before an attempt", async () => {
    const address = { host: "127.0.0.1", origin: context.server.url };
    const visitor = new Client(context.server.url);
    const providers = await visitor.get("/api/auth/providers");
    expect(providers.status).toBe(200);
    expect(providers.body.passkeys).toEqual(address);

    const owner = new Client(context.server.url);
    await owner.signUpWithWorkspace(uniqueEmail("where"), context.mailbox, "Where Bistro");
    const listed = await owner.get("/api/me/passkeys");
    expect(listed.status).toBe(200);
    expect(listed.body.address).toEqual(address);
  });

  it("refuses a replayed, expired or foreign challenge, and an answer for another site", async () => {
    const owner = new Client(context.server.url);
    await owner.signIn(uniqueEmail("replay"), context.mailbox, "signup");
    const phone = new SoftwareAuthenticator(context.server.url);
    expect((await addPasskey(owner, phone)).status).toBe(201);

    const browser = new Client(context.server.url);
    const first = await passkeySignIn(browser, phone);
    expect(first.finished.status).toBe(200);
    const replayed = await browser.post("/api/auth/passkey/finish", {
      challengeId: first.started.body.challengeId,
      credential: first.credential,
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toBe("passkey_challenge_used");

    // A challenge handed to one browser does not sign in another.
    const started = await browser.post("/api/auth/passkey/start", {});
    const elsewhere = await new Client(context.server.url).post("/api/auth/passkey/finish", {
      challengeId: started.body.challengeId,
      credential: phone.get(started.body.options),
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe("passkey_challenge_unknown");

    const late = await browser.post("/api/auth/passkey/start", {});
    await context.server.db.query(
      "update passkey_challenges set expires_at = now() - interval '1 second' where id = $1",
      [late.body.challengeId],
    );
    const expired = await browser.post("/api/auth/passkey/finish", {
      challengeId: late.body.challengeId,
      credential: phone.get(late.body.options),
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe("passkey_challenge_expired");

    // Signed for another origin (a phishing site): refused, and its challenge is spent.
    const phishing = await browser.post("/api/auth/passkey/start", {});
    const forged = new SoftwareAuthenticator("http://larder.example.net");
    Object.assign(forged, { keys: (phone as unknown as { keys: unknown }).keys });
    const wrongSite = await browser.post("/api/auth/passkey/finish", {
      challengeId: phishing.body.challengeId,
      credential: forged.get({ ...phishing.body.options, rpId: phone.rpId }),
    });
    expect(wrongSite.status).toBe(400);
    expect(wrongSite.body.error).toBe("passkey_invalid");
    const again = await browser.post("/api/auth/passkey/finish", {
      challengeId: phishing.body.challengeId,
      credential: phone.get(phishing.body.options),
    });
    expect(again.body.error).toBe("passkey_challenge_used");

    // A registration's challenge works once too.
    const options = await owner.post("/api/me/passkeys/options");
    const credential = new SoftwareAuthenticator(context.server.url).create(options.body.options);
    const body = { challengeId: options.body.challengeId, credential };
    expect((await owner.post("/api/me/passkeys", body)).status).toBe(201);
    const twice = await owner.post("/api/me/passkeys", body);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe("passkey_challenge_used");
  });

  it("refuses another person's passkey, and keeps each person's passkeys to themselves", async () => {
    const ana = new Client(context.server.url);
    const ben = new Client(context.server.url);
    await ana.signIn(uniqueEmail("ana"), context.mailbox, "signup");
    await ben.signIn(uniqueEmail("ben"), context.mailbox, "signup");
    const anasKey = new SoftwareAuthenticator(context.server.url);
    const bensKey = new SoftwareAuthenticator(context.server.url);
    expect((await addPasskey(ana, anasKey)).status).toBe(201);
    const bens = await addPasskey(ben, bensKey);
    expect(bens.status).toBe(201);

    // Ana, in a session signed in by email, confirms with Ben's passkey.
    const anaByEmail = await signInAgain((await ana.session()).body.user.email);
    const confirm = await anaByEmail.post("/api/me/passkeys/confirm/options");
    expect(confirm.status).toBe(200);
    const withBens = await anaByEmail.post("/api/me/passkeys/confirm", {
      challengeId: confirm.body.challengeId,
      credential: bensKey.get(confirm.body.options),
    });
    expect(withBens.status).toBe(400);
    expect(withBens.body.error).toBe("passkey_not_yours");
    expect((await anaByEmail.get("/api/me/passkeys")).body.sessionVerified).toBe(false);

    // Ben's passkey claiming to be Ana's (its user handle changed) does not sign in as Ana.
    const started = await anaByEmail.post("/api/auth/passkey/start", {});
    const claimed = bensKey.get(started.body.options);
    claimed.response.userHandle = anasKey.get(started.body.options).response.userHandle;
    const asAna = await anaByEmail.post("/api/auth/passkey/finish", {
      challengeId: started.body.challengeId,
      credential: claimed,
    });
    expect(asAna.status).toBe(400);
    expect(asAna.body.error).toBe("passkey_unknown");

    // Ana can neither rename nor remove Ben's passkey; Ben can.
    const rename = await ana.patch(`/api/me/passkeys/${bens.body.id}`, { name: "Mine now" });
    expect(rename.status).toBe(404);
    expect((await ana.patch(`/api/me/passkeys/${bens.body.id}`, {})).status).toBe(404);
    expect((await ana.delete(`/api/me/passkeys/${bens.body.id}`)).status).toBe(404);
    expect((await ana.delete("/api/me/passkeys/not-a-uuid")).status).toBe(404);
    expect(
      (await ben.patch(`/api/me/passkeys/${bens.body.id}`, { name: "Work laptop" })).status,
    ).toBe(204);
    expect((await ben.get("/api/me/passkeys")).body.passkeys[0].name).toBe("Work laptop");
    const blank = await ben.patch(`/api/me/passkeys/${bens.body.id}`, { name: "  " });
    expect(blank.status).toBe(400);
    expect((await ben.delete(`/api/me/passkeys/${bens.body.id}`)).status).toBe(204);
    expect((await ben.get("/api/me/passkeys")).body.passkeys).toEqual([]);
    const gone = await passkeySignIn(new Client(context.server.url), bensKey);
    expect(gone.finished.status).toBe(400);
    expect(gone.finished.body.error).toBe("passkey_unknown");
  });

  it("lets an owner require passkeys: members without one are refused until they add or confirm one", async () => {
    const ownerEmail = uniqueEmail("owner");
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      ownerEmail,
      context.mailbox,
      "Strict Bistro",
    );
    const policy = `/api/w/${workspaceId}/passkey-policy`;

    // Not before the owner has a passkey: they would shut themselves out.
    const early = await owner.put(policy, { required: true });
    expect(early.status).toBe(403);
    expect(early.body.error).toBe("passkey_needed_first");
    const ownersKey = new SoftwareAuthenticator(context.server.url);
    expect((await addPasskey(owner, ownersKey)).status).toBe(201);
    const enabled = await owner.put(policy, { required: true });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    expect(enabled.body).toEqual({ required: true, satisfied: true, hasPasskey: true });
    expect(await auditSummaries(workspaceId)).toContain(
      `${ownerEmail} required a passkey of every member`,
    );

    const chefEmail = uniqueEmail("chef");
    const before = context.mailbox.count;
    const invited = await owner.post(`/api/w/${workspaceId}/invitations`, {
      email: chefEmail,
      role: "chef",
    });
    expect(invited.status).toBe(201);
    const link = linkIn(await context.mailbox.next(chefEmail, before));
    const chef = await joinThroughLink(context.server.url, context.mailbox, chefEmail, link);

    // Signed in by email code without a passkey: the workspace's data is refused, plainly.
    const refused = await chef.get(`/api/w/${workspaceId}/items`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: "passkey_required",
      message:
        "Strict Bistro requires a passkey. Sign in with your passkey, or add one in Settings → Profile, to continue.",
    });
    expect((await chef.post(`/api/w/${workspaceId}/categories`, { name: "Herbs" })).status).toBe(
      403,
    );
    // What the app needs to ask for one still answers.
    expect((await chef.get(`/api/w/${workspaceId}`)).status).toBe(200);
    expect((await chef.get(policy)).body).toEqual({
      required: true,
      satisfied: false,
      hasPasskey: false,
    });
    expect((await chef.get("/api/me/passkeys")).body.requiredBy).toEqual(["Strict Bistro"]);

    const chefsKey = new SoftwareAuthenticator(context.server.url);
    expect((await addPasskey(chef, chefsKey)).status).toBe(201);
    expect((await chef.get(`/api/w/${workspaceId}/items`)).status).toBe(200);

    // Next time by email code: refused until confirmed with the passkey; adding or removing
    // passkeys waits for that too.
    const chefAgain = await signInAgain(chefEmail);
    expect((await chefAgain.get(`/api/w/${workspaceId}/items`)).status).toBe(403);
    const swap = await chefAgain.post("/api/me/passkeys/options");
    expect(swap.status).toBe(403);
    expect(swap.body.error).toBe("passkey_confirmation_needed");
    const chefsPasskeyId = (await chefAgain.get("/api/me/passkeys")).body.passkeys[0].id;
    expect((await chefAgain.delete(`/api/me/passkeys/${chefsPasskeyId}`)).status).toBe(403);
    const confirm = await chefAgain.post("/api/me/passkeys/confirm/options");
    const confirmed = await chefAgain.post("/api/me/passkeys/confirm", {
      challengeId: confirm.body.challengeId,
      credential: chefsKey.get(confirm.body.options),
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(204);
    expect((await chefAgain.get(`/api/w/${workspaceId}/items`)).status).toBe(200);

    // Signed in with the passkey: passes at once.
    const chefByPasskey = new Client(context.server.url);
    expect((await passkeySignIn(chefByPasskey, chefsKey)).finished.status).toBe(200);
    expect((await chefByPasskey.get(`/api/w/${workspaceId}/items`)).status).toBe(200);

    // Only an owner changes the setting; turning it off lets email-code sessions in again.
    await chefByPasskey.session();
    expect((await chefByPasskey.put(policy, { required: false })).status).toBe(403);
    expect((await owner.put(policy, { required: false })).status).toBe(200);
    expect((await chef.get(`/api/w/${workspaceId}/items`)).status).toBe(200);
    expect(await auditSummaries(workspaceId)).toContain(`${ownerEmail} stopped requiring passkeys`);
    const bad = await owner.put(policy, { required: "yes" });
    expect(bad.status).toBe(400);
  });
});
