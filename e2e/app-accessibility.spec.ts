import { expect, test } from "@playwright/test";
import { createWorkspace, signUp, uniqueEmail } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.161" } });

const screens = [
  { path: "/app", heading: "Larder Dashboard" },
  { path: "/app/settings/profile", heading: "Profile" },
  { path: "/app/settings/workspace", heading: "Workspace" },
  { path: "/app/settings/members", heading: "Members" },
  { path: "/app/settings/locations", heading: "Locations" },
  { path: "/app/settings/categories", heading: "Categories" },
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
  // Two widths of a dozen screens, each scanned by axe: minutes on a loaded 2-core machine.
  test.setTimeout(400_000);
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
    // The switchers and the account menu, open: their panels (the page under them was checked
    // above, and what an open panel covers cannot be tapped until it closes).
    await page.goto("/app");
    const switcher = page.getByRole("button", { name: /, switch location$/ }).first();
    await switcher.click();
    await expect(page.getByRole("button", { name: "All locations", exact: true })).toBeVisible();
    await expectNoSeriousViolations(
      page,
      `the location switcher at ${viewport.width} px`,
      `[id="${await switcher.getAttribute("aria-controls")}"]`,
    );
    await page.keyboard.press("Escape");
    const account = page.getByRole("button", { name: /, account$/ });
    await account.click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await expectNoSeriousViolations(
      page,
      `the account menu at ${viewport.width} px`,
      `[id="${await account.getAttribute("aria-controls")}"]`,
    );
  }
});

// The inventory screens with the demo's data, their sheets and popovers open.
test("the inventory screens have no serious or critical accessibility violations at 1280 and 375 px", async ({
  page,
}) => {
  // Two widths of a dozen screens, each scanned by axe: minutes on a loaded 2-core machine.
  test.setTimeout(400_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  await page.goto("/app/inventory/items?search=Tomatoes");
  await page.getByRole("link", { name: "Tomatoes", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Tomatoes" })).toBeVisible();
  const itemPath = new URL(page.url()).pathname;
  await page.goto("/app/counts");
  await page.getByRole("button", { name: "Start counting" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Count:");
  const countPath = new URL(page.url()).pathname;

  const screens = [
    { path: "/app", heading: "Larder Dashboard" },
    { path: "/app/inventory", heading: "Inventory Management" },
    { path: "/app/inventory/items", heading: "Full Inventory" },
    { path: itemPath, heading: "Tomatoes" },
    { path: "/app/counts", heading: "Counts" },
    { path: countPath, heading: "Count:" },
  ];
  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(screen.heading);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `${screen.path} at ${viewport.width} px`);
    }
    await page.goto("/app/inventory");
    const bell = page.getByRole("button", { name: /^Notifications,/ });
    await bell.click();
    await expect(page.getByText("Notifications", { exact: true })).toBeVisible();
    // The popover itself: the page under it was checked above.
    await expectNoSeriousViolations(
      page,
      `the notifications at ${viewport.width} px`,
      `[id="${await bell.getAttribute("aria-controls")}"]`,
    );
    await page.keyboard.press("Escape");
    await page.goto("/app/inventory/items?search=Tomatoes");
    await page.getByRole("button", { name: "Record stock of Tomatoes" }).click();
    await expect(page.getByRole("dialog", { name: "Tomatoes" })).toBeVisible();
    await expectNoSeriousViolations(page, `the record sheet at ${viewport.width} px`);
    await page.keyboard.press("Escape");
    await page.goto("/app");
    await page.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByRole("dialog", { name: "Add an item" })).toBeVisible();
    await expectNoSeriousViolations(page, `the item form at ${viewport.width} px`);
    await page.goto("/app/inventory/import");
    await page.locator('input[type="file"]').setInputFiles({
      name: "stock.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "name,unit,location,on_hand\nSaffron,g,Main Street Bistro,30\nPink Pepper,kg,Main Street Bistro,lots\n",
      ),
    });
    await page.getByRole("button", { name: "Upload and check" }).click();
    await expect(page.getByRole("table", { name: "Problems found in the file" })).toBeVisible();
    await expectNoSeriousViolations(page, `the import review at ${viewport.width} px`);
  }
});
