import { describe, expect, it } from "vitest";
import { Client, uniqueEmail } from "./client";
import { useServerWithMailbox } from "./helpers";

const context = useServerWithMailbox();

/** A person signed in to their own workspace, in a browser of their own. */
async function signedInChef(name = "") {
  const chef = new Client(context.server.url);
  const email = uniqueEmail("chef");
  await chef.signUpWithWorkspace(email, context.mailbox, "Own Bistro");
  if (name) await chef.patch("/api/me", { name });
  const session = (await chef.session()).body;
  return { chef, email, session, token: chef.cookies.get("larder_session")! };
}

/** Posts the page's form as a browser would: urlencoded, with no script-set headers. */
function postForm(client: Client, fields: Record<string, string>, headers = {}) {
  const csrfHeader = client.csrfToken;
  client.csrfToken = undefined;
  const reply = client.request("POST", "/demo", new URLSearchParams(fields).toString(), {
    "content-type": "application/x-www-form-urlencoded",
    ...headers,
  });
  client.csrfToken = csrfHeader;
  return reply;
}

describe("/demo for a person signed in to their own account", () => {
  it("asks first: who they are signed in as, open the demo (signing out) or go back", async () => {
    const { chef, email, session } = await signedInChef("Maria <b>Lopez</b>");
    const page = await chef.get("/demo");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = page.body as string;
    expect(html).toContain("You are signed in to Larder as");
    expect(html).toContain(`Maria &lt;b&gt;Lopez&lt;/b&gt; (${email})`);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/demo"');
    expect(form).toContain('method="post"');
    expect(html).toContain(`name="csrf" value="${session.csrfToken}"`);
    expect(html).toContain("Open the demo (signs you out)");
    expect(html).toMatch(/<a href="\/app"[^>]*>Back to Larder<\/a>/);
    expect(html).not.toContain("__LARDER_");
    // Opening the page changed nothing: still the same person, in the same session.
    const after = (await chef.session()).body;
    expect(after.user.email).toBe(email);
    expect(after.user.isDemo).toBe(false);
  });

  it("replaces the session only on the form's POST with the session's CSRF token", async () => {
    const { chef, email, session, token } = await signedInChef();
    const opened = await postForm(chef, { csrf: session.csrfToken });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/app");
    const demo = (await chef.session()).body;
    expect(demo.user.isDemo).toBe(true);
    // The person was signed out: their old session no longer works anywhere.
    const replay = new Client(context.server.url);
    replay.cookies.set("larder_session", token);
    expect((await replay.get("/api/session")).status).toBe(401);
    expect(demo.user.email).not.toBe(email);
  });

  it("refuses a POST without the token, or from another website, and keeps the person signed in", async () => {
    const { chef, email } = await signedInChef();
    const noToken = await postForm(chef, {});
    expect(noToken.status).toBe(303);
    expect(noToken.headers.get("location")).toBe("/demo");
    const wrongToken = await postForm(chef, { csrf: "x".repeat(43) });
    expect(wrongToken.headers.get("location")).toBe("/demo");
    const session = (await chef.session()).body;
    const forged = await postForm(
      chef,
      { csrf: session.csrfToken },
      { origin: "https://evil.test", "sec-fetch-site": "cross-site" },
    );
    expect(forged.status).toBe(403);
    expect((await chef.session()).body.user).toMatchObject({ email, isDemo: false });
  });

  it("still opens the demo straight away for a visitor without a session, or returns to a demo", async () => {
    const visitor = new Client(context.server.url);
    const opened = await visitor.get("/demo");
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/app");
    const workspaceId = (await visitor.session()).body.currentWorkspaceId;
    const again = await visitor.get("/demo");
    expect(again.headers.get("location")).toBe("/app");
    const posted = await postForm(visitor, {});
    expect(posted.headers.get("location")).toBe("/app");
    expect((await visitor.session()).body.currentWorkspaceId).toBe(workspaceId);
  });
});
