import { expect, test } from "@playwright/test";
import { openDemoAt } from "./accounts";
import { expectNoSeriousViolations } from "./axe";

// A network of its own: the suite opens more demos than one network may in an hour. The browser
// is in Tokyo; the demo's bistro is in New York, where its weekly count is posted at 11 PM.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.204" },
  timezoneId: "Asia/Tokyo",
});

for (const width of [1280, 375]) {
  test(`the variance report says it is actual vs theoretical, what values a loss, and times its counts in the location's zone at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openDemoAt(page, width);
    await page.goto("/app/reports/variance");
    await expect(page.getByRole("heading", { level: 1, name: "Variance" })).toBeVisible();

    // Last night's count closes the week: 11 PM in New York (1 PM or noon the next day in Tokyo).
    const counts = page.getByRole("definition").filter({ hasText: "Closing:" });
    await expect(counts).toContainText(/Closing: counted \w{3} \d{1,2}, \d{4}, 11:00\sPM/);
    await expect(counts).toContainText(/Opening: counted \w{3} \d{1,2}, \d{4}, 11:00\sPM/);

    // Larder's words beside the industry's, and which cost values a loss, said and in the "i".
    await expect(
      page.getByText(/^Actual vs theoretical usage: what left the shelves/),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "By item" })).toContainText(
      "each item valued at Main Street Bistro's average cost of it today (else its average across your locations, else its last received price)",
    );
    await page
      .getByRole("button", { name: /^How “Variance \((lost|found)\)” is worked out$/ })
      .focus();
    const tip = page.getByRole("tooltip").filter({ hasText: /^Actual usage/ });
    // Shown (a closed tip stays in the page, clipped, for screen readers).
    await expect(tip).not.toHaveClass(/sr-only/);
    await expect(tip).toContainText("valued at Main Street Bistro's average cost of it today");
    await expect(tip).toContainText("else at its last received price.");
    await page.keyboard.press("Escape");
    await expect(tip).toHaveClass(/sr-only/);

    // An item's count lines, in its sheet, are timed the same way; its sum says which is which.
    await page
      .getByRole(width < 1024 ? "list" : "table", { name: /Variance by item/ })
      .getByRole("button", { name: "Parmesan" })
      .click();
    const sheet = page.getByRole("dialog", { name: "Parmesan" });
    const countLine = sheet
      .getByRole("listitem")
      .filter({ hasText: /^Counted/ })
      .first();
    await expect(countLine).toContainText(/\w{3} \d{1,2}, \d{4}, 11:00\sPM$/);
    await expect(sheet).toContainText(/ used \(actual\)/);
    await expect(sheet).toContainText(/ explained \(theoretical\)/);
    await expect(sheet).toContainText(
      /at \$[\d,]+\.\d{2,4}\/\w+, Main Street Bistro's average cost\./,
    );
    await expectNoSeriousViolations(
      page,
      `the variance item sheet at ${width} px`,
      '[role="dialog"]',
    );
  });
}
