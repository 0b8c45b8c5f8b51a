import { expect, test } from "@playwright/test";

test("/smart-inventory presents live stock, alerts, counts and ordering, and leads to sign-up", async ({
  page,
}) => {
  const response = await page.goto("/smart-inventory");
  expect(response?.status()).toBe(200);
  for (const capability of [
    "Live stock",
    "Low-stock alerts",
    "Counts on a phone",
    "Suggested ordering",
  ]) {
    await expect(page.getByRole("heading", { name: capability, exact: true })).toBeVisible();
  }
  const ctas = page.getByRole("main").locator('a[href="/signup"]');
  expect(await ctas.count()).toBeGreaterThanOrEqual(2);
  await ctas.first().click();
  await expect(page).toHaveURL(/\/signup$/);
});

for (const path of ["/signup", "/login"]) {
  test.describe(`${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
    });

    // The Google button and its "or" are checked on the server that has Google (google.spec.ts).
    test("has the spec's sign-up layout", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your kitchen workspace.");
      const email = page.getByRole("textbox", { name: "Email" });
      await expect(email).toHaveAttribute("type", "email");
      await expect(email).toHaveAttribute("placeholder", "Enter your email");
      await expect(
        page.getByText("Use an organization email to easily collaborate with teammates."),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue" })).toHaveAttribute(
        "type",
        "submit",
      );
      await expect(page.getByRole("main")).toContainText(
        "By continuing, you agree to Larder's Terms & Conditions and Privacy Policy.",
      );
      await expect(page.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
        "href",
        "/terms-conditions",
      );
      await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy-policy",
      );
    });

    test("checks the email address before going on", async ({ page }) => {
      const email = page.getByRole("textbox", { name: "Email" });
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("Enter your email address.")).toBeVisible();
      await expect(email).toHaveAttribute("aria-invalid", "true");

      await email.fill("chef@");
      await expect(
        page.getByText("Enter a valid email address, like chef@restaurant.com."),
      ).toBeVisible();

      await email.fill("chef@restaurant.com");
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Enter a valid email address", { exact: false })).toHaveCount(0);
    });

    test("offers no Google sign-in where Google is not set up, before or after hydration", async ({
      page,
    }) => {
      await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
      await expect(page.getByRole("button", { name: /with Google/ })).toHaveCount(0);
      await expect(page.getByRole("separator")).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
    });
  });
}

test("Privacy Policy lists its sections and its date", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByText("Last updated: January 2024")).toBeVisible();
  for (const section of [
    "Information We Collect",
    "How We Use Your Information",
    "Information Sharing",
    "Data Security",
    "Contact Us",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
});

test("Terms & Conditions list their sections, the date and the 30 days' notice", async ({
  page,
}) => {
  await page.goto("/terms-conditions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms & Conditions");
  await expect(page.getByText("Last updated: January 2024")).toBeVisible();
  for (const section of [
    "Acceptance of Terms",
    "Description of Service",
    "User Responsibilities",
    "Limitation of Liability",
    "Termination",
    "Changes to Terms",
    "Contact Information",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.locator("#changes-to-terms")).toContainText("at least 30 days' notice");
});

for (const path of ["/no-such-page", "/app/no-such-screen", "/signup/extra"]) {
  test(`an unknown path (${path}) gets the not-found page with status 404 and a console line`, async ({
    page,
  }) => {
    const logged = page.waitForEvent("console", (message) => message.text().includes(path));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    expect((await logged).text()).toContain(`non-existent route: ${path}`);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("the application sends a visitor who is not signed in to log in", async ({ page }) => {
  const response = await page.goto("/app");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login\?next=%2Fapp$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your kitchen workspace.");
});

test("public pages run no inline script and break no Content-Security-Policy rule", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/signup", "/privacy-policy", "/nope"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const inline = await page.locator("script:not([src])").count();
    expect(inline, `${path} has inline scripts`).toBe(0);
  }
  expect(violations).toEqual([]);
});
