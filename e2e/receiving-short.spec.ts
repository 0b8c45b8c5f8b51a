import { expect, test } from "@playwright/test";
import { apiAs } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.165" } });

// Issue 26, item 13: tapping Short asks how much came, and a short line that says the full
// quantity came is refused before anything is recorded.
test("a line marked short asks how much came and cannot go through as full", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/demo");
  await expect(page).toHaveURL(/\/app$/);
  const api = await apiAs(page);
  const w = `/api/w/${api.workspaceId}`;
  const { orders } = (await api.get(`${w}/orders?status=open&limit=50`)) as {
    orders: { id: string; status: string }[];
  };
  const sent = orders.find((order) => order.status === "sent")!;
  const order = (await api.get(`${w}/orders/${sent.id}`)) as {
    lines: { itemName: string; remaining: string }[];
  };
  const line = order.lines.find((candidate) => Number(candidate.remaining) > 0)!;

  for (const viewport of [{ width: 1280, height: 800 }, phone]) {
    await page.setViewportSize(viewport);
    await page.goto(`/app/orders/${sent.id}/receive`);
    const card = page.getByRole("listitem").filter({ hasText: line.itemName }).first();
    const quantity = card.getByRole("textbox", { name: /^Quantity received/ });
    await expect(quantity).toHaveValue(line.remaining);
    await card
      .getByRole("radiogroup", { name: `How ${line.itemName} came` })
      .getByText("Short", { exact: true })
      .click();
    await expect(quantity).toHaveValue("");
    await expect(quantity).toBeFocused();
    await expect(card.getByText(/^How much came\? Less than the/)).toBeVisible();

    // The full quantity, typed back in, is refused in words, and nothing is recorded.
    await quantity.fill(line.remaining);
    await page.getByRole("button", { name: /^Receive \d+ lines?$/ }).click();
    await expect(card.getByText(`${line.itemName} is marked Short, but`)).toBeVisible();
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/receive$/);
    await expectNoSeriousViolations(page, `Receiving at ${viewport.width} px`);
  }

  // Less than was to come goes through.
  const card = page.getByRole("listitem").filter({ hasText: line.itemName }).first();
  await card
    .getByRole("textbox", { name: /^Quantity received/ })
    .fill(String(Number(line.remaining) / 2));
  await page.getByRole("button", { name: /^Receive \d+ lines?$/ }).click();
  await expect(page.getByText("Delivery recorded")).toBeVisible();
});
