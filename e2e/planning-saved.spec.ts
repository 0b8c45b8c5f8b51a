import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { whatDoesNotFit } from "./phone-fit";
import { phone } from "./public-pages";

// A network of its own: the suite opens more demos than one network may in an hour.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.86" } });

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const monthOf = (day: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
const shortDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

// Issue 26, item 16: a promotion saved for another month is confirmed, naming it and its
// dates, and the calendar turns to the month it starts in.
test("a promotion saved in another month is confirmed and shown in its month", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  const sizes = [{ width: 1280, height: 800 }, phone];
  for (const [index, viewport] of sizes.entries()) {
    await page.setViewportSize(viewport);
    // The first time, the busiest location is slow to come (a phone on poor signal): the form
    // waits for it, so what is typed is neither sent to no location nor wiped when it comes.
    const slow = index === 0;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    if (slow)
      await page.route("**/planning/location", async (route) => {
        await answered;
        await route.continue();
      });
    await page.goto("/app/ordering/calendar");
    const today = dayAhead(0);
    await expect(page.getByRole("heading", { level: 2, name: monthOf(today) })).toBeVisible();
    if (slow) {
      await expect(
        page.getByRole("status").filter({ hasText: "Finding the location…" }),
      ).toBeVisible();
      await expect(page.getByRole("form", { name: "Plan a day" })).toHaveCount(0);
      // Nor do the list and the month pretend: no first location chosen, no empty month.
      const where = page.getByLabel("Location", { exact: true });
      await expect(where.locator("option:checked")).toHaveText("Finding the location…");
      await expect(page.getByText("Loading the month…")).toBeVisible();
      answer();
      await expect(where.locator("option:checked")).not.toHaveText("Finding the location…");
      await expect(page.getByText("Loading the month…")).toHaveCount(0);
    }
    // Forty days on is always in another month.
    const first = dayAhead(40 + index);
    const last = dayAhead(41 + index);
    const name = `Spring tasting ${viewport.width}`;
    const plan = page.getByRole("form", { name: "Plan a day" });
    await plan.getByText("Promotion", { exact: true }).click();
    await plan.getByRole("textbox", { name: "Name" }).fill(name);
    await plan.getByLabel("First day").fill(first);
    await plan.getByLabel("Last day").fill(last);
    await plan.getByRole("button", { name: "Add to calendar" }).click();

    const saved = page.getByRole("status").filter({ hasText: name });
    await expect(saved).toBeVisible();
    const year = last.slice(0, 4);
    const dates =
      first.slice(0, 4) === year
        ? `${shortDay(first)} to ${shortDay(last)}, ${year}`
        : `${shortDay(first)}, ${first.slice(0, 4)} to ${shortDay(last)}, ${year}`;
    await expect(saved).toContainText(`Added ${name}, promotion on ${dates}.`);
    await expect(page.getByRole("heading", { level: 2, name: monthOf(first) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`month=${first.slice(0, 7)}`));
    const planned =
      viewport.width === phone.width
        ? page.getByRole("listitem").filter({ hasText: name }).first()
        : page
            .getByRole("table")
            .getByRole("button", { name: new RegExp(`^${name}, promotion`) })
            .first();
    await expect(planned).toBeVisible();
    await saved.getByRole("button", { name: `See it in ${monthOf(first)}` }).click();
    await expect(planned).toBeInViewport();
    await expectNoSeriousViolations(page, `planning calendar at ${viewport.width} px`);
    if (viewport.width === phone.width) expect(await whatDoesNotFit(page)).toEqual([]);
  }
});
