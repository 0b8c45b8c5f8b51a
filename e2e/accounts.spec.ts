import { expect, test } from "@playwright/test";
import {
  createWorkspace,
  expectDashboard,
  openScreen,
  signUp,
  uniqueDomain,
  uniqueEmail,
} from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { codeIn, nextMail } from "./mail";

test("a new person signs up with the code from their mail, creates a workspace and lands in it", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("owner", testInfo);
  await page.goto("/signup");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  const since = Date.now();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();

  // The form turns into the code step in place, and keeps the spec's texts around it.
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your kitchen workspace.");
  const codeBox = page.getByRole("textbox", { name: "Code from the email" });
  await expect(codeBox).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeBox).toHaveAttribute("inputmode", "numeric");
  await expect(codeBox).toBeFocused();
  await expect(page.getByRole("button", { name: /^Resend code in \d+ s$/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Use a different email" })).toBeVisible();
  await expectNoSeriousViolations(page, "the code step");

  // A reload comes back to the code step.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const code = codeIn(await nextMail(email, since));
  // A wrong code is refused with the server's sentence, and nothing else happens.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await codeBox.fill(wrong);
  await expect(page.getByRole("alert")).toHaveText("That code is not right. 4 tries left.");
  await expect(page).toHaveURL(/\/signup$/);

  // The right one, pasted with a dash, is sent as soon as its six digits are in.
  await codeBox.fill(`${code.slice(0, 3)}-${code.slice(3)}`);
  await expect(page).toHaveURL(/\/app\/welcome$/);
  await expect(page.getByRole("heading", { name: "Welcome to Larder" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
  await expect(page.getByRole("combobox", { name: "Time zone" })).not.toHaveValue("");

  await createWorkspace(page, "Harbour Kitchen", "Pier 39");
  await expect(page.getByText("Owner", { exact: true })).toBeVisible();
  await page.goto("/app/settings/locations");
  await expect(page.getByRole("heading", { name: "Pier 39" })).toBeVisible();
  // Every new location starts with the usual storage areas.
  await expect(page.getByRole("main").getByText("Walk-in cooler").first()).toBeVisible();

  // Signed in, /app opens the workspace directly; signed out, it asks to log in again.
  await page.goto("/app");
  await expectDashboard(page, "Harbour Kitchen");
  await page.getByRole("button", { name: /, account$/ }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/app/settings");
  await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Fsettings$/);
});

test("a second person sees nothing of the first one's workspace", async ({ browser }, testInfo) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signUp(firstPage, uniqueEmail("first", testInfo));
  await createWorkspace(firstPage, "Alpha Kitchens", "Alpha Downtown");
  const firstSession = (await (await firstPage.request.get("/api/session")).json()) as {
    currentWorkspaceId: string;
  };

  const second = await browser.newContext();
  const page = await second.newPage();
  const email = uniqueEmail("second", testInfo);
  await signUp(page, email);
  // No workspace of its own yet, and none offered: nothing of the first person shows.
  await expect(page.getByText("Alpha Kitchens")).toHaveCount(0);
  await createWorkspace(page, "Beta Bistro", "Beta Corner");
  await expect(page.getByText("Alpha")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /, switch workspace$/ })).toHaveCount(0);

  await page.goto("/app/settings/members");
  await expect(page.getByRole("heading", { name: "Members", level: 2 })).toBeVisible();
  const members = page.getByRole("region", { name: "Members" });
  await expect(members.getByRole("listitem")).toHaveCount(1);
  await expect(members).toContainText(email);

  const foreign = await page.request.get(`/api/w/${firstSession.currentWorkspaceId}/locations`);
  expect(foreign.status()).toBe(404);
  await first.close();
  await second.close();
});

test("an owner invites a chef, who signs up through the link and joins as Chef without member management", async ({
  browser,
}, testInfo) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUp(owner, uniqueEmail("owner", testInfo));
  await createWorkspace(owner, "Chez Test", "Rue Principale");

  const chefEmail = uniqueEmail("chef", testInfo);
  await openScreen(owner, "Settings");
  await owner
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "Members" })
    .click();
  const invite = owner.getByRole("region", { name: "Invite someone" });
  const since = Date.now();
  await invite.getByRole("textbox", { name: "Email address" }).fill(chefEmail);
  await invite.getByRole("combobox", { name: "Role" }).selectOption("chef");
  await expect(invite).toContainText("Edits items, recipes and counts");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByRole("status")).toContainText(`Invitation sent to ${chefEmail}`);
  const invitations = owner.getByRole("region", { name: "Invitations" });
  await expect(invitations.getByRole("listitem").filter({ hasText: chefEmail })).toContainText(
    "Pending",
  );

  const mail = await nextMail(chefEmail, since);
  expect(mail.subject).toBe("Join Chez Test on Larder");
  const link = /(https?:\/\/\S+\/app\/join\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  const joinPath = new URL(link!).pathname + new URL(link!).search;

  // The chef, signed out, follows the link: sign up first, then the invitation.
  const chefContext = await browser.newContext();
  const chef = await chefContext.newPage();
  await chef.goto(joinPath);
  await expect(chef).toHaveURL(/\/signup\?next=%2Fapp%2Fjoin/);
  await expect(chef.getByText("use the email address your invitation was sent to")).toBeVisible();
  const codeSince = Date.now();
  await expect(chef.getByRole("button", { name: "Continue" })).toBeEnabled();
  await chef.getByRole("textbox", { name: "Email" }).fill(chefEmail);
  await chef.getByRole("button", { name: "Continue" }).click();
  const code = codeIn(await nextMail(chefEmail, codeSince));
  await chef.getByRole("textbox", { name: "Code from the email" }).fill(code);

  await expect(chef).toHaveURL(/\/app\/join\?/);
  await expect(chef.getByRole("heading", { name: "Join Chez Test" })).toBeVisible();
  await expect(chef.getByRole("main")).toContainText("as Chef");
  await chef.getByRole("button", { name: "Accept invitation" }).click();
  await expect(chef).toHaveURL(/\/app$/);
  await expectDashboard(chef, "Chez Test");
  await expect(chef.getByText("Chef", { exact: true })).toBeVisible();

  // A chef sees the team, but none of the ways to manage it.
  await chef.goto("/app/settings/members");
  const members = chef.getByRole("region", { name: "Members" });
  await expect(members.getByRole("listitem")).toHaveCount(2);
  await expect(chef.getByRole("region", { name: "Invite someone" })).toHaveCount(0);
  await expect(chef.getByRole("region", { name: "Invitations" })).toHaveCount(0);
  await expect(chef.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await expect(chef.getByRole("combobox", { name: /^Role of / })).toHaveCount(0);
  const settingsNav = chef.getByRole("navigation", { name: "Settings" });
  await expect(settingsNav.getByRole("link", { name: "Workspace" })).toHaveCount(0);
  await expect(settingsNav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await chef.goto("/app/settings/locations");
  await expect(chef.getByRole("button", { name: "Add location" })).toHaveCount(0);

  // The owner now sees the chef as a member, with the role given.
  await owner.reload();
  await expect(owner.getByRole("combobox", { name: `Role of ${chefEmail}` })).toHaveValue("chef");
  await ownerContext.close();
  await chefContext.close();
});

test("a one-click link that failed says why on /login", async ({ page }) => {
  await page.goto("/login?error=code_expired");
  await expect(page.getByRole("alert")).toContainText("That sign-in link has expired");
  await page.goto("/login?error=other_browser");
  await expect(page.getByRole("alert")).toContainText("different browser");
});

test("a colleague from the owner's email domain asks to join and is approved with a role", async ({
  browser,
}, testInfo) => {
  const domain = uniqueDomain(testInfo);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUp(owner, `owner@${domain}`);
  await createWorkspace(owner, "Domain Diner", "High Street");
  await owner.goto("/app/settings/workspace");
  const allowed = owner.getByRole("region", { name: "Allowed email domain" });
  await expect(allowed).toContainText(
    "Use an organization email to easily collaborate with teammates",
  );
  await allowed
    .getByRole("checkbox", { name: `Let people with an @${domain} address ask to join` })
    .check();
  await allowed.getByRole("button", { name: "Save" }).click();
  await expect(allowed.getByRole("status")).toContainText(`@${domain} address can now ask to join`);

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signUp(colleague, `buyer@${domain}`);
  const offer = colleague.getByRole("region", { name: "Your team may already be on Larder" });
  await offer.getByRole("button", { name: "Ask to join Domain Diner" }).click();
  await expect(offer.getByRole("status")).toContainText("Request sent");

  await owner.goto("/app/settings/members");
  const requests = owner.getByRole("region", { name: "Requests to join" });
  await requests
    .getByRole("combobox", { name: `Role for buyer@${domain}` })
    .selectOption("purchasing");
  await requests.getByRole("button", { name: `Approve buyer@${domain} as Purchasing` }).click();
  await expect(requests).toHaveCount(0);
  await expect(
    owner
      .getByRole("region", { name: "Members" })
      .getByRole("combobox", { name: `Role of buyer@${domain}` }),
  ).toHaveValue("purchasing");

  await colleague.goto("/app");
  await expectDashboard(colleague, "Domain Diner");
  await expect(colleague.getByText("Purchasing", { exact: true })).toBeVisible();
  await ownerContext.close();
  await colleagueContext.close();
});
