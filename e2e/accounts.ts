import { expect, type Page, type TestInfo } from "@playwright/test";
import { codeIn, nextMail } from "./mail";

/**
 * An address no other test uses, at a domain of its own, so that nothing (not even "people of
 * your domain may ask to join") connects the people of different tests.
 */
export function uniqueEmail(who: string, testInfo: TestInfo): string {
  return `${who}@${uniqueDomain(testInfo)}`;
}

/** An email domain no other test uses, for colleagues of one organization. */
export function uniqueDomain(testInfo: TestInfo): string {
  const tag = `${testInfo.workerIndex}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `kitchen-${tag}.test`;
}

/**
 * Signs in from the page the browser is on (/signup or /login): the address, Continue, then the
 * code read from the mail the test SMTP server received. Returns once the app has opened.
 */
export async function signInWithCode(page: Page, email: string): Promise<void> {
  const since = Date.now();
  // The form is an island: type once it has hydrated, or React would not see the address.
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const code = codeIn(await nextMail(email, since));
  await page.getByRole("textbox", { name: "Code from the email" }).fill(code);
  await page.waitForURL(/\/app(\/|\?|$)/);
}

/** Signs up a new person by email code; they land on onboarding. */
export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto("/signup");
  await signInWithCode(page, email);
  await expect(page).toHaveURL(/\/app\/welcome$/);
}

/** Creates a workspace with its first location from onboarding, and waits for its home. */
export async function createWorkspace(
  page: Page,
  workspaceName: string,
  locationName = "Main Street",
): Promise<void> {
  await page.getByRole("textbox", { name: "Workspace name" }).fill(workspaceName);
  await page.getByRole("textbox", { name: "Location name" }).fill(locationName);
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expectDashboard(page, workspaceName);
}

/** The dashboard of `workspaceName` is on screen: its title names Larder, then the workspace. */
export async function expectDashboard(page: Page, workspaceName: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Larder Dashboard" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${workspaceName} ·`);
}

/**
 * Opens one of the app's screens from the top navigation as a person would: its tab when the
 * tab is in sight, otherwise through "More" (at 1280 px the last tabs do not fit on the row).
 */
export async function openScreen(page: Page, label: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main" });
  const more = nav.getByRole("button", { name: "More screens" });
  // The row measures its tabs once the app has rendered; until then every tab is listed.
  // The first load of the app may take longer than ten seconds on two loaded cores.
  await expect(nav.getByRole("link").first()).toBeVisible({ timeout: 30_000 });
  const tab = nav.getByRole("link", { name: label, exact: true });
  if (await more.isVisible()) {
    if (!(await tab.isVisible())) await more.click();
  }
  await tab.click();
}

/** Calls Larder's API as the page's signed-in person (with their CSRF token). */
export async function apiAs(page: Page) {
  const session = (await (await page.request.get("/api/session")).json()) as {
    csrfToken: string;
    currentWorkspaceId: string;
  };
  return {
    workspaceId: session.currentWorkspaceId,
    post: (path: string, data: unknown) =>
      page.request.post(path, { data, headers: { "x-csrf-token": session.csrfToken } }),
    get: async (path: string) => (await page.request.get(path)).json(),
  };
}

/** Opens a demo of its own at `width` px (1280 a laptop, 375 a phone), once it shows the app. */
export async function openDemoAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/, { timeout: 30_000 });
}
