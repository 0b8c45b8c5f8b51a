import { expect, test } from "@playwright/test";
import { apiAs } from "./accounts";

// A network of its own: the suite opens more demos than one network may in an hour.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.85" } });

// Issue 26, item 15: the planning calendar opens on the top bar's location, else on the one
// with the most history, never simply on the first of the list.
test("the planning calendar opens on the top bar's location, else the one with most history", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  const api = await apiAs(page);
  const w = `/api/w/${api.workspaceId}`;
  const locations = (await api.get(`${w}/locations`)) as { id: string; name: string }[];
  const bistro = locations.find((location) => location.name === "Main Street Bistro")!;
  const commissary = locations.find((location) => location.name === "Harbor Commissary")!;
  // The commissary comes first in the list; the bistro has the demo's history.
  expect(locations[0]!.id).toBe(commissary.id);

  await page.goto("/app/ordering/calendar");
  await expect(page.getByRole("button", { name: /^All locations, switch location/ })).toBeVisible();
  const where = page.getByRole("combobox", { name: "Location" });
  await expect(where).toHaveValue(bistro.id);
  await expect(page.getByRole("table", { name: /at Main Street Bistro$/ })).toBeVisible();

  // With the commissary chosen in the top bar, the calendar opens there.
  await page.getByRole("button", { name: /^All locations, switch location/ }).click();
  await page.getByRole("button", { name: "Harbor Commissary", exact: true }).click();
  await expect(
    page.getByRole("button", { name: /^Harbor Commissary, switch location/ }),
  ).toBeVisible();
  await page.goto("/app/ordering/calendar");
  await expect(where).toHaveValue(commissary.id);
});
