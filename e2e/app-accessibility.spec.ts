import { expect, test } from "@playwright/test";
import { createWorkspace, signUp, uniqueEmail } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";

const screens = [
  { path: "/app", heading: "Tasting Room" },
  { path: "/app/settings/profile", heading: "Profile" },
  { path: "/app/settings/workspace", heading: "Workspace" },
  { path: "/app/settings/members", heading: "Members" },
  { path: "/app/settings/locations", heading: "Locations" },
  { path: "/app/settings/sessions", heading: "Sessions" },
  { path: "/app/settings/audit", heading: "Audit log" },
  { path: "/app/welcome", heading: "Create another workspace" },
  {
    path: "/app/join?workspace=00000000-0000-4000-8000-000000000000&token=not-a-real-token",
    heading: "This invitation link does not work",
  },
];

// One owner for every screen (one sign-in: the server limits sign-in codes per address and IP).
test("the application's screens have no serious or critical accessibility violations at 1280 and 375 px", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail("owner", testInfo));
  await createWorkspace(page, "Tasting Room", "Main Street");

  // A second location (the location switcher appears) and a pending invitation.
  await page.goto("/app/settings/locations");
  await page.getByRole("button", { name: "Add location" }).click();
  await page.getByRole("textbox", { name: "Location name" }).fill("Harbour Commissary");
  await page.getByRole("button", { name: "Add location" }).click();
  await expect(page.getByRole("heading", { name: "Harbour Commissary" })).toBeVisible();
  await page.goto("/app/settings/members");
  await page.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail("sous", testInfo));
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent to")).toBeVisible();

  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { name: screen.heading }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `${screen.path} at ${viewport.width} px`);
    }
    // The switchers and the account menu, open.
    await page.goto("/app");
    await page
      .getByRole("button", { name: /^Location:/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "All locations", exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `the location switcher at ${viewport.width} px`);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Account:/ }).click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await expectNoSeriousViolations(page, `the account menu at ${viewport.width} px`);
  }
});
