import { expect, test, type Page } from "@playwright/test";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.151" } });

const file = (rows: string[]) => ({
  name: "suppliers.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(
    ["Vendor,Contact,E-mail,Phone,Delivery Days,Lead Time,Min Order,Terms", ...rows].join("\n"),
  ),
});

async function supplierNames(page: Page): Promise<string[]> {
  const session = (await (await page.request.get("/api/session")).json()) as {
    currentWorkspaceId: string;
  };
  const suppliers = (await (
    await page.request.get(`/api/w/${session.currentWorkspaceId}/suppliers`)
  ).json()) as { name: string }[];
  return suppliers.map((supplier) => supplier.name);
}

test("suppliers are imported from a CSV through the screen: a bad row blocks it, the fixed file imports once", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  const before = await supplierNames(page);

  await page.goto("/app/suppliers");
  await page.getByRole("link", { name: "Import suppliers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import suppliers" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the template (CSV)" })).toHaveAttribute(
    "href",
    /\/imports\/suppliers\/template$/,
  );

  await page
    .locator('input[type="file"]')
    .setInputFiles(
      file([
        "Northside Dairy,Sam Lee,sam@northside.test,555-0110,Mon-Fri,1,$200,Net 14",
        "Corner Spice Co,,spices@corner,555-0111,Tue,3,,30",
      ]),
    );
  await page.getByRole("button", { name: "Upload and check" }).click();
  const problems = page.getByRole("table", { name: "Problems found in the file" });
  await expect(problems.getByRole("row", { name: /^3 email/ })).toContainText(
    "“spices@corner” is not an email address.",
  );
  await expect(page.getByRole("button", { name: "Import 1 row" })).toBeDisabled();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({
      path: testInfo.outputPath(`import-suppliers-review-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await supplierNames(page)).toEqual(before);

  await page.getByRole("button", { name: "Cancel" }).click();
  const fixed = file([
    "Northside Dairy,Sam Lee,sam@northside.test,555-0110,Mon-Fri,1,$200,Net 14",
    "Corner Spice Co,,spices@corner.test,555-0111,Tue,3,,30",
  ]);
  await page.locator('input[type="file"]').setInputFiles(fixed);
  await page.getByRole("button", { name: "Upload and check" }).click();
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByText("2 new suppliers, 0 updated, 0 unchanged.")).toBeVisible();
  const after = await supplierNames(page);
  expect(after.filter((name) => !before.includes(name)).sort()).toEqual([
    "Corner Spice Co",
    "Northside Dairy",
  ]);

  // The same file again adds nothing.
  await page.getByRole("button", { name: "Import another file" }).click();
  await page.locator('input[type="file"]').setInputFiles(fixed);
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page.getByText(/Importing makes 0 new, updates 0 and leaves 2/)).toBeVisible();
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByText("0 new suppliers, 0 updated, 2 unchanged.")).toBeVisible();
  expect((await supplierNames(page)).length).toBe(after.length);
  for (const width of [1280, 375]) {
    await page.goto("/app/imports/par-levels");
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(page.getByRole("heading", { level: 1, name: "Import par levels" })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`import-par-levels-${width}.png`),
      fullPage: true,
    });
  }
});
