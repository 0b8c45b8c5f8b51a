import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";

// A network of its own: demos are limited per network (decision 0019).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.131" } });

test("Settings → Audit log: a change shows up, and the filters narrow the log", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto("/demo");
  await page.waitForURL(/\/app$/);

  // Log some waste through the API, as the app would: the log must show who, where and what.
  const itemName = await page.evaluate(async () => {
    const session = await (await fetch("/api/session")).json();
    const base = `/api/w/${session.currentWorkspaceId}`;
    const locations = await (await fetch(`${base}/locations`)).json();
    const { items } = await (await fetch(`${base}/items?limit=1`)).json();
    const item = items[0];
    const reply = await fetch(`${base}/stock/waste`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": session.csrfToken },
      body: JSON.stringify({
        itemId: item.id,
        locationId: locations[0].id,
        quantity: "1",
        unit: item.baseUnit,
        reason: "dropped",
      }),
    });
    if (reply.status !== 201) throw new Error(await reply.text());
    return item.name as string;
  });

  await page.goto("/app/settings/audit");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const events = page.getByRole("list", { name: "Audit events" }).getByRole("listitem");
  await expect(events.first()).toContainText(`recorded waste of 1`);
  await expect(events.first()).toContainText(itemName);

  // Area: only stock events remain; the demo's sign-up entry is gone.
  await page.getByLabel("Area").selectOption({ label: "Stock, counts and transfers" });
  await expect(page).toHaveURL(/area=stock/);
  await expect(events).toHaveCount(1);
  await expect(page.getByText("These are all the events that match.")).toBeVisible();

  // Words: nothing matches a word no summary has; then the item's name finds the waste again.
  await page.getByRole("searchbox", { name: "Search the summaries" }).fill("zzzz-nothing");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No events match these filters.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the summaries" }).fill(itemName);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(events).toHaveCount(1);
  await expect(page).toHaveURL(/q=/);

  // The export carries the same filters.
  const csv = page.getByRole("link", { name: "Export CSV" });
  await expect(csv).toHaveAttribute("href", /audit\/export\?format=csv&area=stock&q=/);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/area=/);
  expect(await events.count()).toBeGreaterThan(1);
  await expectNoSeriousViolations(page);

  await page.getByLabel("Area").selectOption({ label: "Stock, counts and transfers" });
  await expect(events).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath("audit-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath("audit-375.png"), fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
