import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { openScreen } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { whatDoesNotFit } from "./phone-fit";
import { phone } from "./public-pages";

// A network of its own: the suite opens more demos than one network may in an hour.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.84" } });

const shots = process.env.E2E_SHOTS_DIR;
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a manager plans a promotion on the calendar and sees it on the item's forecast", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/demo");
  await page.waitForURL(/\/app$/);
  // The bistro's holidays are set in its location settings; a code Larder does not know is
  // refused, saying why.
  await page.goto("/app/settings/locations");
  const bistro = page.getByRole("region", { name: "Main Street Bistro" });
  const region = bistro.getByRole("combobox", { name: "Public holidays of" });
  await expect(region).toHaveValue("US");
  await region.fill("US-ZZ");
  await bistro.getByRole("button", { name: "Save holidays" }).click();
  await expect(bistro.getByText(/Larder does not know the holidays of US-ZZ/)).toBeVisible();
  await region.fill("US-NY");
  await bistro.getByRole("button", { name: "Save holidays" }).click();
  await expect(bistro.getByRole("button", { name: "Save holidays" })).toBeDisabled();

  await openScreen(page, "Ordering");
  await page.getByRole("link", { name: "Planning calendar" }).click();
  await expect(page).toHaveURL(/\/app\/ordering\/calendar/);
  await expect(page.getByRole("heading", { name: "Planning calendar", level: 1 })).toBeVisible();
  await page
    .getByRole("combobox", { name: "Location" })
    .selectOption({ label: "Main Street Bistro" });
  await expect(page.getByText("Public holidays of US-NY.")).toBeVisible();

  // A last day before the first is refused, saying why.
  const plan = page.getByRole("form", { name: "Plan a day" });
  const promotionDay = dayAhead(3);
  await plan.getByText("Promotion", { exact: true }).click();
  await plan.getByRole("textbox", { name: "Name" }).fill("Oyster happy hour");
  await plan.getByLabel("First day").fill(promotionDay);
  await plan.getByLabel("Last day").fill(dayAhead(2));
  await plan.getByRole("button", { name: "Add to calendar" }).click();
  await expect(plan.getByText("The last day must be on or after the first day.")).toBeVisible();
  await plan.getByLabel("Last day").fill(promotionDay);
  // Its first time: the manager says what she expects of it, as she would write it.
  await plan.getByRole("textbox", { name: "Expected change in use (%)" }).fill("+25%");
  await plan.getByRole("button", { name: "Add to calendar" }).click();
  await expect(plan.getByRole("textbox", { name: "Name" })).toHaveValue("");

  // It is on the calendar, in its month, which the calendar shows now.
  await expect(page.getByRole("status")).toContainText("Added Oyster happy hour, promotion on");
  const month = page.getByRole("table");
  await expect(
    month.getByRole("button", { name: "Oyster happy hour, +25% expected, promotion: change it" }),
  ).toBeVisible();
  await expect(month.getByText("+25% expected").first()).toBeVisible();

  // The forecast of an item lists it among the plans ahead, with the demo's private dinner.
  const forecast = page.getByRole("region", { name: "The forecast with your plans" });
  await forecast.getByRole("combobox", { name: "Item" }).selectOption({ index: 0 });
  const ahead = forecast.getByRole("region", { name: "Holidays and events ahead" });
  // A first promotion moves the forecast by what was expected of it.
  await expect(ahead.getByRole("listitem").filter({ hasText: "Oyster happy hour" })).toContainText(
    "+25%",
  );
  await expect(ahead).toContainText("Private dinner: Harper wedding rehearsal");
  await expect(
    forecast.getByText(/Dotted lines mark the \d+ days? with a holiday or event/),
  ).toBeVisible();
  await expectNoSeriousViolations(page, "planning calendar");
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/calendar-1280.png`, fullPage: true });
  }

  // Changed, then taken off the calendar again.
  await month
    .getByRole("button", { name: /^Oyster happy hour, \+25% expected, promotion/ })
    .click();
  const change = page.getByRole("form", { name: "Change Oyster happy hour" });
  await expect(change.getByRole("textbox", { name: "Expected change in use (%)" })).toHaveValue(
    "25",
  );
  await change.getByRole("textbox", { name: "Name" }).fill("Oyster and fizz hour");
  // It concerns the seafood and the bar, not every item: "only some" with none ticked is
  // refused, saying why.
  await change.getByText("Only items in some categories").click();
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(change.getByText("Tick at least one category, or choose every item.")).toBeVisible();
  await change.getByRole("checkbox", { name: "Protein" }).check();
  await change.getByRole("checkbox", { name: "Beverages" }).check();
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(
    month.getByRole("button", {
      name: /^Oyster and fizz hour, \+25% expected, Beverages, Protein only, promotion/,
    }),
  ).toBeVisible();
  // The salmon's forecast counts on it; the cheddar's (dairy) no longer does.
  const item = forecast.getByRole("combobox", { name: "Item" });
  await item.selectOption({ label: "Salmon Fillet" });
  await expect(ahead).toContainText("Oyster and fizz hour");
  await item.selectOption({ label: "Aged Cheddar" });
  await expect(ahead).toContainText("Private dinner: Harper wedding rehearsal");
  await expect(ahead).not.toContainText("Oyster and fizz hour");

  // A closed day the same way, opened again from the calendar.
  await plan.getByText("Closed day", { exact: true }).click();
  await plan.getByRole("textbox", { name: "Why (optional)" }).fill("Deep clean");
  await plan.getByLabel("Closed on").fill(promotionDay);
  await plan.getByRole("button", { name: "Mark closed" }).click();
  await expect(month.getByText("Deep clean")).toBeVisible();
  await month.getByRole("button", { name: /^Open again on / }).click();
  await expect(month.getByText("Deep clean")).toHaveCount(0);

  // On a phone: the days with plans as a list, nothing off the screen.
  await page.setViewportSize(phone);
  await expect(month).toBeHidden();
  const list = page.getByRole("listitem").filter({ hasText: "Oyster and fizz hour" });
  await expect(list.first()).toBeVisible();
  expect(await whatDoesNotFit(page)).toEqual([]);
  await expectNoSeriousViolations(page, "planning calendar on a phone");
  if (shots) await page.screenshot({ path: `${shots}/calendar-375.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await month.getByRole("button", { name: /^Oyster and fizz hour, \+25% expected, / }).click();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(month.getByRole("button", { name: /Oyster and fizz hour/ })).toHaveCount(0);
});
