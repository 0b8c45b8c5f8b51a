import { describe, expect, it } from "vitest";
import { Client, uniqueEmail } from "./client";
import { useServerWithMailbox } from "./helpers";
import { linkIn } from "./mailbox";

const context = useServerWithMailbox();

describe("invitations", () => {
  it("lets an invited person join with the invited role and only the chosen locations", async () => {
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("boss"),
      context.mailbox,
      "Invite Bistro",
    );
    const second = await owner.post(`/api/w/${workspaceId}/locations`, {
      name: "Commissary",
      timeZone: "America/New_York",
    });
    const chefEmail = uniqueEmail("chef");
    const before = context.mailbox.count;
    const sent = await owner.post(`/api/w/${workspaceId}/invitations`, {
      email: chefEmail,
      role: "chef",
      locationIds: [second.body.id],
    });
    expect(sent.status).toBe(201);
    const mail = await context.mailbox.next(chefEmail, before);
    expect(mail.subject).toBe("Join Invite Bistro on Larder");
    expect(mail.text).toContain("as Chef");
    const link = linkIn(mail);
    expect(link.pathname).toBe("/app/join");
    const query = {
      workspaceId: link.searchParams.get("workspace"),
      token: link.searchParams.get("token"),
    };

    const chef = new Client(context.server.url);
    expect(await chef.signIn(chefEmail, context.mailbox, "signup")).toBe("/app/welcome");
    const preview = await chef.get(
      `/api/invitations/preview?workspaceId=${query.workspaceId}&token=${query.token}`,
    );
    expect(preview.body).toMatchObject({
      workspaceName: "Invite Bistro",
      role: "chef",
      forYou: true,
      status: "pending",
    });
    expect((await chef.post("/api/invitations/accept", query)).status).toBe(200);

    const session = (await chef.session()).body;
    expect(session.workspaces).toEqual([
      { id: workspaceId, name: "Invite Bistro", role: "chef", isDemo: false },
    ]);
    const locations = await chef.get(`/api/w/${workspaceId}/locations`);
    expect(locations.body.map((l: { name: string }) => l.name)).toEqual(["Commissary"]);
    expect((await chef.get(`/api/w/${workspaceId}/invitations`)).status).toBe(403);

    const log = await owner.get(`/api/w/${workspaceId}/audit`);
    const actions = log.body.events.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["invitation_sent", "invitation_accepted"]));
  });

  it("does not let someone else accept it", async () => {
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("boss"),
      context.mailbox,
      "Private Bistro",
    );
    const invited = uniqueEmail("invited");
    const before = context.mailbox.count;
    await owner.post(`/api/w/${workspaceId}/invitations`, { email: invited, role: "manager" });
    const link = linkIn(await context.mailbox.next(invited, before));
    const other = new Client(context.server.url);
    await other.signIn(uniqueEmail("other"), context.mailbox);
    const accepted = await other.post("/api/invitations/accept", {
      workspaceId: link.searchParams.get("workspace"),
      token: link.searchParams.get("token"),
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toContain(`This invitation is for ${invited}`);
    expect((await other.session()).body.workspaces).toEqual([]);
  });

  it("refuses a withdrawn invitation", async () => {
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("boss"),
      context.mailbox,
      "Fickle Bistro",
    );
    const invited = uniqueEmail("withdrawn");
    const before = context.mailbox.count;
    const sent = await owner.post(`/api/w/${workspaceId}/invitations`, {
      email: invited,
      role: "staff",
    });
    const link = linkIn(await context.mailbox.next(invited, before));
    expect((await owner.delete(`/api/w/${workspaceId}/invitations/${sent.body.id}`)).status).toBe(
      204,
    );
    const person = new Client(context.server.url);
    await person.signIn(invited, context.mailbox);
    const accepted = await person.post("/api/invitations/accept", {
      workspaceId: link.searchParams.get("workspace"),
      token: link.searchParams.get("token"),
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.error).toBe("invitation_revoked");
  });
});

describe("members", () => {
  it("keeps at least one owner", async () => {
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("solo"),
      context.mailbox,
      "Solo Bistro",
    );
    const me = (await owner.session()).body.user.id;
    const demote = await owner.patch(`/api/w/${workspaceId}/members/${me}`, { role: "chef" });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(
      "A workspace needs at least one owner. Make someone else an owner first.",
    );
    const leave = await owner.post(`/api/w/${workspaceId}/leave`);
    expect(leave.status).toBe(409);
  });

  it("changes roles, removes members, lets members leave, and logs each", async () => {
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("lead"),
      context.mailbox,
      "Team Bistro",
    );
    const join = async (role: string) => {
      const email = uniqueEmail(role);
      const before = context.mailbox.count;
      await owner.post(`/api/w/${workspaceId}/invitations`, { email, role });
      const link = linkIn(await context.mailbox.next(email, before));
      const client = new Client(context.server.url);
      await client.signIn(email, context.mailbox);
      await client.post("/api/invitations/accept", {
        workspaceId: link.searchParams.get("workspace"),
        token: link.searchParams.get("token"),
      });
      return { client, id: (await client.session()).body.user.id as string };
    };
    const sam = await join("staff");
    const kim = await join("purchasing");

    expect(
      (await owner.patch(`/api/w/${workspaceId}/members/${sam.id}`, { role: "chef" })).status,
    ).toBe(204);
    expect((await sam.client.session()).body.workspaces[0].role).toBe("chef");
    expect((await owner.delete(`/api/w/${workspaceId}/members/${kim.id}`)).status).toBe(204);
    expect((await kim.client.get(`/api/w/${workspaceId}`)).status).toBe(404);
    expect((await sam.client.post(`/api/w/${workspaceId}/leave`)).status).toBe(204);
    expect((await sam.client.session()).body.workspaces).toEqual([]);

    const members = await owner.get(`/api/w/${workspaceId}/members`);
    expect(members.body).toHaveLength(1);
    const log = await owner.get(`/api/w/${workspaceId}/audit`);
    const summaries = log.body.events.map((e: { summary: string }) => e.summary).join("\n");
    expect(summaries).toContain("role from Staff to Chef");
    expect(summaries).toMatch(/removed .* \(Purchasing\)/);
    expect(summaries).toContain("left the workspace");
  });
});

describe("joining by email domain", () => {
  it("lets a new person from the allowed domain ask to join, and an owner approve with a role", async () => {
    const domain = `join-${Date.now().toString(36)}.test`;
    const owner = new Client(context.server.url);
    const workspaceId = await owner.signUpWithWorkspace(
      uniqueEmail("owner", domain),
      context.mailbox,
      "Domain Bistro",
    );

    const gmail = await owner.patch(`/api/w/${workspaceId}`, { allowedDomain: "gmail.com" });
    expect(gmail.status).toBe(400);
    expect(gmail.body.error).toBe("public_domain");
    const foreign = await owner.patch(`/api/w/${workspaceId}`, { allowedDomain: "elsewhere.test" });
    expect(foreign.body.error).toBe("foreign_domain");
    expect((await owner.patch(`/api/w/${workspaceId}`, { allowedDomain: domain })).status).toBe(
      204,
    );

    const outsider = new Client(context.server.url);
    await outsider.signIn(uniqueEmail("outsider", "other-place.test"), context.mailbox);
    expect((await outsider.get("/api/me/join-options")).body).toEqual([]);
    expect((await outsider.post("/api/me/join-requests", { workspaceId })).status).toBe(404);

    const colleagueEmail = uniqueEmail("colleague", domain);
    const colleague = new Client(context.server.url);
    await colleague.signIn(colleagueEmail, context.mailbox, "signup");
    const options = await colleague.get("/api/me/join-options");
    expect(options.body).toEqual([
      { workspaceId, name: "Domain Bistro", domain, requested: false },
    ]);
    const ownerEmail = (await owner.session()).body.user.email;
    const before = context.mailbox.count;
    expect((await colleague.post("/api/me/join-requests", { workspaceId })).status).toBe(204);
    const notice = await context.mailbox.next(ownerEmail, before);
    expect(notice.subject).toBe(`${colleagueEmail} asks to join Domain Bistro on Larder`);
    expect((await colleague.get("/api/me/join-options")).body[0].requested).toBe(true);
    // The colleague sees the workspace's name only, not its contents.
    expect((await colleague.get(`/api/w/${workspaceId}/locations`)).status).toBe(404);

    const requests = await owner.get(`/api/w/${workspaceId}/join-requests`);
    expect(requests.body.map((r: { email: string }) => r.email)).toEqual([colleagueEmail]);
    const approved = await owner.post(
      `/api/w/${workspaceId}/join-requests/${requests.body[0].id}/approve`,
      {
        role: "purchasing",
      },
    );
    expect(approved.status).toBe(204);
    const welcome = await context.mailbox.next(colleagueEmail, before + 1);
    expect(welcome.subject).toBe("You have joined Domain Bistro on Larder");
    expect(welcome.text).toContain("as Purchasing");
    expect((await colleague.session()).body.workspaces).toEqual([
      { id: workspaceId, name: "Domain Bistro", role: "purchasing", isDemo: false },
    ]);
    const again = await owner.post(
      `/api/w/${workspaceId}/join-requests/${requests.body[0].id}/decline`,
      {},
    );
    expect(again.status).toBe(409);
  });
});
