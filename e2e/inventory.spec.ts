import { expect, test } from "@playwright/test";
import { apiAs, openScreen } from "./accounts";

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.162" } });

test("a count of one storage area posts only the lines counted", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  const api = await apiAs(page);
  const locations = (await api.get(`/api/w/${api.workspaceId}/locations`)) as {
    id: string;
    name: string;
  }[];
  const bistro = locations.find((location) => location.name === "Main Street Bistro")!;
  const onHand = async () => {
    const list = (await api.get(
      `/api/w/${api.workspaceId}/stock?locationId=${bistro.id}&limit=500`,
    )) as { rows: { name: string; onHand: string }[] };
    return Object.fromEntries(list.rows.map((row) => [row.name, row.onHand]));
  };
  const before = await onHand();

  await openScreen(page, "Counts");
  await page
    .getByRole("combobox", { name: "Location" })
    .selectOption({ label: "Main Street Bistro" });
  await page.getByRole("combobox", { name: "What to count" }).selectOption({ label: "Bar" });
  await page.getByRole("button", { name: "Start counting" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Count: Main Street Bistro · Bar",
  );
  await expect(page.getByText("0 of 10 counted")).toBeVisible();

  // Two lines counted: cola by the piece, lager by the case; the other eight left alone.
  await page.getByRole("textbox", { name: "Cola" }).fill("40");
  await page.getByRole("textbox", { name: "Cola" }).press("Enter");
  await page.getByRole("combobox", { name: "Lager: unit" }).selectOption("case");
  await page.getByRole("textbox", { name: "Lager" }).fill("2");
  await page.getByRole("textbox", { name: "Lager" }).press("Enter");
  await expect(page.getByText("2 of 10 counted")).toBeVisible();

  const review = page.getByRole("region", { name: "Review and post" });
  await expect(review.getByRole("row", { name: /Cola/ })).toContainText("-8 pcs");
  await expect(review.getByRole("row", { name: /Lager/ })).toContainText("-24 pcs");
  await expect(review).toContainText("8 lines were not counted and will not change.");
  await review.getByRole("button", { name: "Post count" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Post count" }).click();
  await expect(page.getByText("Count posted: 2 adjustments recorded.")).toBeVisible();

  const after = await onHand();
  expect(after.Cola).toBe("40");
  expect(after.Lager).toBe("48");
  for (const name of Object.keys(before).filter((n) => n !== "Cola" && n !== "Lager"))
    expect(after[name], name).toBe(before[name]);
});

test("an import with one bad row writes nothing and names the row and the problem", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  const api = await apiAs(page);
  const search = async (name: string) =>
    (
      (await api.get(`/api/w/${api.workspaceId}/items?search=${encodeURIComponent(name)}`)) as {
        items: unknown[];
      }
    ).items.length;

  await page.goto("/app/inventory/items");
  await page.getByRole("link", { name: "Import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import items" })).toBeVisible();
  const file = (rows: string[]) => ({
    name: "new-items.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(["name,category,unit,location,on_hand,minimum", ...rows].join("\n")),
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      file([
        "Saffron Threads,Pantry,g,Main Street Bistro,30,10",
        "Pink Peppercorns,Pantry,kg,Main Street Bistro,a handful,1",
      ]),
    );
  await page.getByRole("button", { name: "Upload and check" }).click();

  const problems = page.getByRole("table", { name: "Problems found in the file" });
  await expect(problems.getByRole("row", { name: /^3 on_hand/ })).toContainText(
    "“a handful” is not a number. Write the quantity on hand like 12.5.",
  );
  await expect(page.getByRole("button", { name: "Import 1 row" })).toBeDisabled();
  expect(await search("Saffron Threads")).toBe(0);
  expect(await search("Pink Peppercorns")).toBe(0);

  // Fixed and uploaded again, it imports both rows.
  await page.getByRole("button", { name: "Cancel" }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      file([
        "Saffron Threads,Pantry,g,Main Street Bistro,30,10",
        "Pink Peppercorns,Pantry,kg,Main Street Bistro,0.5,1",
      ]),
    );
  await page.getByRole("button", { name: "Upload and check" }).click();
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByText("Imported new-items.csv: 2 new items, 0 updated")).toBeVisible();
  expect(await search("Saffron Threads")).toBe(1);
  await page.getByRole("link", { name: "See the inventory" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill("Pink Peppercorns");
  await expect(page.getByRole("row", { name: /Pink Peppercorns/ })).toContainText("Low Stock");
});
