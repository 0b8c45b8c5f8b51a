import { expect, test, type Page } from "@playwright/test";
import { createWorkspace, expectDashboard, signInWithCode, signUp, uniqueEmail } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { nextMail } from "./mail";

// Each test walks several screens in two browsers on a machine the server shares.
test.describe.configure({ timeout: 180_000 });

/**
 * A virtual authenticator in Chromium (DevTools' WebAuthn domain): a platform authenticator with
 * a fingerprint reader that always recognises its owner, holding discoverable passkeys.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("a person adds a passkey in their profile, logs out, and signs in with it", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("chef", testInfo);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await signUp(page, email);
  await createWorkspace(page, "Passkey Kitchen");

  await page.goto("/app/settings/profile");
  const card = page.getByRole("region", { name: "Passkeys" });
  await expect(card.getByText("You have no passkey yet.")).toBeVisible();
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByText("Your passkey is added.")).toBeVisible();
  const list = card.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("not used to sign in yet");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Named so the person knows which device it is.
  await list.getByRole("button", { name: /^Rename / }).click();
  await list.getByRole("textbox", { name: /^New name for / }).fill("Kitchen laptop");
  await list.getByRole("button", { name: "Save" }).click();
  await expect(list.getByText("Kitchen laptop")).toBeVisible();
  await expectNoSeriousViolations(page, "profile with a passkey");

  await page.getByRole("button", { name: /, account$/ }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // No email address, no code: the passkey says who it is.
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expectDashboard(page, "Passkey Kitchen");

  await page.goto("/app/settings/profile");
  await expect(
    page.getByRole("list", { name: "Your passkeys" }).getByText(/last used/),
  ).toBeVisible();
  const after = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(0);

  // Removed, it no longer signs in.
  await page.getByRole("button", { name: "Remove Kitchen laptop" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove passkey" }).click();
  await expect(page.getByText("You have no passkey yet.")).toBeVisible();
  await page.getByRole("button", { name: /, account$/ }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText(/This passkey is not registered with Larder/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a workspace that requires passkeys sends a member without one to add it first", async ({
  browser,
}, testInfo) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await addVirtualAuthenticator(owner);
  await signUp(owner, uniqueEmail("owner", testInfo));
  await createWorkspace(owner, "Strict Kitchen");
  await owner.goto("/app/settings/profile");
  await owner.getByRole("button", { name: "Add a passkey" }).click();
  await expect(owner.getByText("Your passkey is added.")).toBeVisible();
  await owner.goto("/app/settings/workspace");
  const setting = owner.getByRole("region", { name: "Passkeys" });
  await setting.getByRole("checkbox", { name: /Require a passkey of every member/ }).check();
  await setting.getByRole("button", { name: "Save" }).click();
  await expect(setting.getByText(/Passkeys are now required/)).toBeVisible();

  // A chef invited by the owner joins by email code: asked for a passkey before the data.
  const chefEmail = uniqueEmail("chef", testInfo);
  await owner.goto("/app/settings/members");
  const invite = owner.getByRole("region", { name: "Invite someone" });
  const since = Date.now();
  await invite.getByRole("textbox", { name: "Email address" }).fill(chefEmail);
  await invite.getByRole("combobox", { name: "Role" }).selectOption("chef");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByRole("status")).toContainText(`Invitation sent to ${chefEmail}`);
  const link = /(https?:\/\/\S+\/app\/join\S+)/.exec((await nextMail(chefEmail, since)).text)?.[1];
  expect(link).toBeTruthy();

  const chefContext = await browser.newContext();
  const chef = await chefContext.newPage();
  await addVirtualAuthenticator(chef);
  await chef.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(chef).toHaveURL(/\/signup\?next=%2Fapp%2Fjoin/);
  await signInWithCode(chef, chefEmail);
  await chef.getByRole("button", { name: "Accept invitation" }).click();
  await expect(chef).toHaveURL(/\/app\/settings\/profile$/);
  await expect(
    chef.getByText("Strict Kitchen requires a passkey. Add one to continue"),
  ).toBeVisible();
  await chef.getByRole("button", { name: "Add a passkey" }).click();
  await expect(chef.getByText("Your passkey is added.")).toBeVisible();
  await chef.goto("/app/inventory");
  await expect(chef).toHaveURL(/\/app\/inventory$/);
  await ownerContext.close();
  await chefContext.close();
});

// Opened at another address than APP_URL (the suite's server is http://localhost:PORT), the
// browser would refuse a passkey with its own words ("127.0.0.1 is an invalid domain"): the
// profile and /login say where passkeys work instead, before anyone tries.
test.describe("at another address than APP_URL", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.240" } });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`the profile and /login say where passkeys work, at ${viewport.width} px`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      const elsewhere = baseURL!.replace("localhost", "127.0.0.1");
      const advice = (purpose: string) =>
        `Passkeys here belong to localhost: open Larder at ${baseURL} to ${purpose} (or ask whoever runs this server to set APP_URL to the address you use).`;

      await page.goto(`${elsewhere}/demo`);
      await expect(page).toHaveURL(/\/app$/);
      await page.goto(`${elsewhere}/app/settings/profile`);
      const card = page.getByRole("region", { name: "Passkeys" });
      const said = card.getByRole("status").filter({ hasText: "Passkeys here belong to" });
      await expect(said).toHaveText(advice("add one"));
      await expect(said.getByRole("link", { name: baseURL })).toHaveAttribute(
        "href",
        `${baseURL}/app/settings/profile`,
      );
      const add = card.getByRole("button", { name: "Add a passkey" });
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription(advice("add one"));
      await expect(page.getByText(/invalid domain/)).toHaveCount(0);
      await expectNoSeriousViolations(page, "profile at another address");

      await page.context().clearCookies();
      await page.goto(`${elsewhere}/login`);
      const passkey = page.getByRole("button", { name: "Sign in with a passkey" });
      await expect(passkey).toHaveAccessibleDescription(advice("sign in with one"));
      await expect(passkey).toBeDisabled();
      const told = page.getByRole("status").filter({ hasText: "Passkeys here" });
      await expect(told).toHaveText(advice("sign in with one"));
      await expect(told.getByRole("link", { name: baseURL })).toHaveAttribute(
        "href",
        `${baseURL}/login`,
      );
      await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
      await expectNoSeriousViolations(page, "/login at another address");
    });
  }
});
