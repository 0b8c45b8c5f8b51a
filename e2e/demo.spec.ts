import { createWorkspace, expectDashboard, signUp, uniqueEmail } from "./accounts";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { codeIn, nextMail } from "./mail";
import { phone } from "./public-pages";

test("the demo opens a sample workspace without signing up, with its banner", async ({ page }) => {
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  await expectDashboard(page, "Larder Demo Kitchen");
  await expect(page.getByText("This is a demo version of Larder.")).toBeVisible();
  // The spec's figures, computed from the demo's records.
  const figures = page.getByRole("region", { name: "Figures" });
  await expect(figures).toContainText("Total Items120");
  await expect(figures).toContainText("Low Stock3");
  // Food cost from the demo's ten weeks of sales: what their plates took over what they sold for.
  // As many places as the figure has (25.8% or 25.81%, as the day falls).
  await expect(figures).toContainText(
    /2\d(\.\d{1,3})?%\$[\d,]+ of ingredients on \$[\d,]+ of sales/,
  );
  await expectNoSeriousViolations(page, "the demo at 1280 px");
  await page.setViewportSize(phone);
  await expectNoSeriousViolations(page, "the demo at 375 px");

  // A return visit goes back to the same demo, not a new one.
  const first = await (await page.request.get("/api/session")).json();
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  const again = await (await page.request.get("/api/session")).json();
  expect(again.currentWorkspaceId).toBe(first.currentWorkspaceId);

  await page.getByRole("link", { name: "Get Early Access" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Your kitchen workspace." })).toBeVisible();
});

// Its demos come from a network of their own, not to use up the other specs' (10 an hour).
test.describe("the demo's Members screen", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.241" } });
  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    test(`says before any form is filled that the demo sends no invitations, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/demo");
      await expect(page).toHaveURL(/\/app$/);
      await page.goto("/app/settings/members");
      const invite = page.getByRole("region", { name: "Invite someone" });
      await expect(invite).toContainText("Invitations are not sent from the demo.");
      await expect(invite).toContainText(
        "it disappears after 24 hours, so no one could join it: Larder sends no email from a demo.",
      );
      await expect(invite.getByRole("textbox")).toHaveCount(0);
      await expect(invite.getByRole("combobox")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
      await expect(invite.getByRole("link", { name: "Create your workspace" })).toHaveAttribute(
        "href",
        "/signup",
      );
      await expect(page.getByRole("region", { name: "Members" })).toContainText("Demo visitor");
      await expectNoSeriousViolations(page, `the demo's members at ${viewport.width} px`);
    });
  }
});

test("a signed-in person is asked before the demo signs them out, and can go back", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("owner", testInfo);
  await signUp(page, email);
  await createWorkspace(page, "Corner Bistro");

  await page.goto("/demo");
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Open the demo?" })).toBeVisible();
  await expect(page.getByText(`You are signed in to Larder as ${email}.`)).toBeVisible();
  await expectNoSeriousViolations(page, "the demo question at 1280 px");
  await page.setViewportSize(phone);
  await expectNoSeriousViolations(page, "the demo question at 375 px");

  // Back to Larder: nothing changed.
  await page.getByRole("link", { name: "Back to Larder" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expectDashboard(page, "Corner Bistro");

  // Open the demo: the person is signed out, and the browser is in a demo of its own.
  await page.goto("/demo");
  await page.getByRole("button", { name: "Open the demo (signs you out)" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expectDashboard(page, "Larder Demo Kitchen");
  const session = await (await page.request.get("/api/session")).json();
  expect(session.user.isDemo).toBe(true);
  expect(session.user.email).not.toBe(email);
});

/** Signs in through the API, sharing the browser context's cookies: no script needed. */
async function signInWithoutScript(request: APIRequestContext, email: string) {
  const since = Date.now();
  const started = await request.post("/api/auth/email/start", { data: { email, mode: "signup" } });
  expect(started.status()).toBe(200);
  const { challengeId } = await started.json();
  const code = codeIn(await nextMail(email, since));
  const verified = await request.post("/api/auth/email/verify", { data: { challengeId, code } });
  expect(verified.status()).toBe(200);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the question works as a plain page and form", async ({ page }, testInfo) => {
    const email = uniqueEmail("noscript", testInfo);
    await signInWithoutScript(page.request, email);
    await page.goto("/demo");
    await expect(page.getByText(`You are signed in to Larder as ${email}.`)).toBeVisible();
    await page.getByRole("button", { name: "Open the demo (signs you out)" }).click();
    await expect(page).toHaveURL(/\/app$/);
    const session = await (await page.request.get("/api/session")).json();
    expect(session.user.isDemo).toBe(true);
  });

  test("a visitor without a session still goes straight into a demo", async ({ page }) => {
    await page.goto("/demo");
    await expect(page).toHaveURL(/\/app$/);
    const session = await (await page.request.get("/api/session")).json();
    expect(session.user.isDemo).toBe(true);
  });
});
