import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";

// A network of its own: demos are rate-limited per network.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.121" } });

/** Where to keep screenshots of the screen when asked (E2E_SHOTS_DIR=folder). */
const shots = process.env.E2E_SHOTS_DIR;

test("Settings → API tokens: an owner creates a token, sees its secret once, and it works", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/demo");
  await page.waitForURL(/\/app$/);
  await page.goto("/app/settings");
  await page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: "API tokens" })
    .click();
  await expect(page).toHaveURL(/\/app\/settings\/api-tokens$/);
  await expect(page.getByRole("heading", { name: "API tokens", level: 2 })).toBeVisible();
  await expect(page.getByText("No tokens yet.")).toBeVisible();
  await expectNoSeriousViolations(page);

  // Without a scope the form says so, and nothing is created.
  await page.getByLabel("Name").fill("Square POS");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText("Choose at least one scope.")).toBeVisible();

  await page.getByLabel("Items, stock and counts").selectOption("write");
  await page.getByLabel("Sales and variance").selectOption("write");
  await page.getByLabel("Expires after").selectOption("30");
  if (shots) await page.screenshot({ path: `${shots}/api-tokens-form-1280.png`, fullPage: true });
  await page.getByRole("button", { name: "Create token" }).click();

  const secretField = page.getByLabel("Token", { exact: true });
  await expect(secretField).toHaveValue(/^larder_[A-Za-z0-9_-]{43}$/);
  const secret = await secretField.inputValue();
  await expect(page.getByText(/will not show it again/)).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/api-tokens-secret-1280.png`, fullPage: true });

  // The secret works as a bearer token on the workspace's API, and only within its scopes.
  const session = await (await page.request.get("/api/session")).json();
  const workspaceId = session.currentWorkspaceId as string;
  const bearer = { authorization: `Bearer ${secret}` };
  const stock = await page.request.get(`/api/w/${workspaceId}/stock`, { headers: bearer });
  expect(stock.status()).toBe(200);
  const invoices = await page.request.get(`/api/w/${workspaceId}/payables`, { headers: bearer });
  expect(invoices.status()).toBe(403);

  // Once dismissed, the secret is gone for good: the list shows its first characters only.
  await page.getByRole("button", { name: "Done" }).click();
  const list = page.getByRole("region", { name: "Tokens" });
  await expect(list.getByText("Square POS")).toBeVisible();
  await expect(list.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  await expect(list.getByText("stock:write")).toBeVisible();
  await page.reload();
  await expect(list.getByText("Square POS")).toBeVisible();
  await expect(list.getByText(/last used just now from/)).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/api-tokens-list-1280.png`, fullPage: true });

  await page.setViewportSize(phone);
  await page.reload();
  await expect(list.getByText("Square POS")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/api-tokens-375.png`, fullPage: true });

  // Revoking asks first, then the token stops working at once.
  await list.getByRole("button", { name: "Revoke Square POS" }).click();
  await page.getByRole("button", { name: "Revoke token" }).click();
  await expect(list.getByText("Revoked", { exact: true })).toBeVisible();
  const after = await page.request.get(`/api/w/${workspaceId}/stock`, { headers: bearer });
  expect(after.status()).toBe(401);
});
