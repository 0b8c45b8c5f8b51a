import { expect, test } from "@playwright/test";
import { OAuth2Server } from "oauth2-mock-server";
import { expectDashboard, uniqueEmail } from "./accounts";
import { expectNoSeriousViolations } from "./axe";

/** The Larder of playwright.config.ts that has Google sign-in configured. */
const googleLarder = process.env.E2E_GOOGLE_URL!;

// One OpenID provider on one port: these tests take turns in one worker.
test.describe.configure({ mode: "serial" });

let provider: OAuth2Server;
let claims: Record<string, unknown> = {};

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(Number(process.env.E2E_OIDC_PORT), "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
});
test.afterAll(async () => {
  await provider.stop();
});

for (const [path, verb] of [
  ["/signup", "Sign up with Google"],
  ["/login", "Sign in with Google"],
] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`${path} offers "${verb}" above an "or" at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${googleLarder}${path}`);
      const google = page.getByRole("button", { name: verb, exact: true });
      // Painted with the page, before any script, and the same once hydrated.
      await expect(google).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
      await expect(google).toBeEnabled();
      await expect(page.getByRole("button", { name: /with Google/ })).toHaveCount(1);
      await expect(page.getByRole("separator")).toHaveText("or");
      await expectNoSeriousViolations(page);
    });
  }
}

test("signs up with Google through the OpenID provider, then onboards into the app", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("gina", testInfo);
  claims = { sub: `google-${email}`, email, email_verified: true, name: "Gina Baker" };
  await page.goto(`${googleLarder}/signup`);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await page.getByRole("button", { name: "Sign up with Google" }).click();
  await page.waitForURL(`${googleLarder}/app/welcome`);

  await page.getByRole("textbox", { name: "Workspace name" }).fill("Gina's Bakery");
  await page.getByRole("textbox", { name: "Location name" }).fill("Front Street");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expectDashboard(page, "Gina's Bakery");

  const session = await page.request.get(`${googleLarder}/api/session`);
  expect(await session.json()).toMatchObject({ user: { email, name: "Gina Baker" } });
});

test("sends a browser back to log in when Google does not vouch for the address", async ({
  page,
}, testInfo) => {
  claims = {
    sub: "google-unverified",
    email: uniqueEmail("nope", testInfo),
    email_verified: false,
  };
  await page.goto(`${googleLarder}/login`);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await page.waitForURL(`${googleLarder}/login?error=google_failed`);
  await expect(page.getByText("Signing in with Google did not work")).toBeVisible();
});
