import { expect, test } from "@playwright/test";
import { pdfPagePng, scannedPdf } from "../apps/server/test/invoice-corpus";
import { drawnInvoice } from "../apps/server/src/modules/demo/invoice-pdf";
import { openScreen } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { phone } from "./public-pages";
import { whatDoesNotFit } from "./phone-fit";

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const shown = (date: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Fresh Farms Produce's invoice for a pound of the demo's oregano at a dearer price, scanned. */
async function scannedInvoice(number: string): Promise<Buffer> {
  const pdf = await drawnInvoice({
    supplier: "Fresh Farms Produce",
    number,
    date: us(day(-1)),
    due: us(day(2)),
    lines: [{ description: "Oregano", quantity: "16", unit: "oz", price: "1.05", amount: "16.80" }],
    subtotal: "16.80",
    tax: "0.00",
    total: "16.80",
  });
  return Buffer.from(await scannedPdf(await pdfPagePng(pdf)));
}

// A network of its own for its demo (playwright.config.ts trusts a local proxy).
test.describe("reading invoices", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.91" } });

  test("a scanned invoice is read, one field corrected, approved into payables and the supplier's prices; the same file again is a duplicate", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const file = await scannedInvoice("FF-40177");
    await page.goto("/demo");
    await expect(page).toHaveURL(/\/app$/);
    await openScreen(page, "Invoices");
    await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible({
      timeout: 15_000,
    });
    const upload = page.getByRole("region", { name: "Upload invoices" });
    await upload
      .locator("input[type=file][multiple]")
      .setInputFiles({ name: "fresh-farms-scan.pdf", mimeType: "application/pdf", buffer: file });
    await upload.getByRole("link", { name: "Review it" }).click();

    // Read by OCR: the supplier, number, dates, total and the line's item come filled in.
    await expect(page.getByRole("button", { name: "Approve and enter the invoice" })).toBeVisible({
      timeout: 90_000,
    });
    await expect(
      page.getByRole("img", { name: /^Page 1 of 1 of fresh-farms-scan\.pdf$/ }),
    ).toBeVisible();
    // Where each field was read is outlined on the page.
    await expect(page.getByText(/^Outlined on the page: where each field was read/)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Supplier" })).toHaveValue(/[0-9a-f-]{36}/);
    await expect(
      page.getByRole("combobox", { name: "Supplier" }).locator("option:checked"),
    ).toHaveText("Fresh Farms Produce");
    await expect(page.getByRole("textbox", { name: "Invoice number" })).toHaveValue("FF-40177");
    await expect(page.getByRole("textbox", { name: "Total with tax ($)" })).toHaveValue("16.80");
    await expect(
      page.getByRole("combobox", { name: "Item of Oregano" }).locator("option:checked"),
    ).toHaveText("Oregano");
    await expect(page.getByRole("combobox", { name: "Unit of Oregano" })).toHaveValue("oz");
    for (const viewport of [{ width: 1280, height: 800 }, phone]) {
      await page.setViewportSize(viewport);
      await expectNoSeriousViolations(page, `the review at ${viewport.width} px`);
      expect(await whatDoesNotFit(page), `the review at ${viewport.width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The supplier's terms were shorter than the paper says: the due date is put right.
    const due = page.getByRole("textbox", { name: "Payment due" });
    await due.fill(day(9));
    await expect(page.getByText("Changed from what was read.")).toBeVisible();
    await page.getByRole("button", { name: "Approve and enter the invoice" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Invoice FF-40177" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole("link", { name: "The invoice as received" })).toBeVisible();

    // In payables, due on the corrected day.
    await openScreen(page, "Payables");
    const row = page
      .getByRole("region", { name: "Unpaid invoices" })
      .getByRole("listitem")
      .filter({ hasText: "FF-40177" });
    await expect(row).toContainText("$16.80");
    await expect(row).toContainText(`Fresh Farms Produce · due ${shown(day(9))}`);

    // The supplier's price of oregano is the invoice's, and its history says so.
    await openScreen(page, "Suppliers");
    await page.getByRole("link", { name: "Fresh Farms Produce" }).click();
    await page.getByRole("button", { name: "History of Oregano" }).click();
    const history = page.getByRole("list", { name: "Price history of Oregano" });
    await expect(history.getByRole("listitem").first()).toContainText("$1.05 per oz");
    await expect(history.getByRole("listitem").first()).toContainText("Invoice");

    // The same file again: refused as a duplicate, naming the invoice it became.
    await openScreen(page, "Invoices");
    await page
      .getByRole("region", { name: "Upload invoices" })
      .locator("input[type=file][multiple]")
      .setInputFiles({ name: "again.pdf", mimeType: "application/pdf", buffer: file });
    await expect(
      page.getByRole("list", { name: "Files sent" }).getByRole("listitem").first(),
    ).toHaveText(
      /^again\.pdf was not taken: This file is a duplicate: the same file \("fresh-farms-scan\.pdf"\) was uploaded on .*, and it is invoice FF-40177 from Fresh Farms Produce\. Nothing was added\.$/,
    );
  });
});

test.describe("expenses", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.92" } });

  test("an expense is added and read back in the list and the monthly report; the screens pass axe and fit a phone", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/demo");
    await expect(page).toHaveURL(/\/app$/);
    await openScreen(page, "Expenses");
    await expect(page.getByRole("heading", { level: 1, name: "Expenses" })).toBeVisible({
      timeout: 15_000,
    });
    // The demo's rent is written on its day: three months of it, and more.
    await expect(page.getByRole("list", { name: "Recurring expenses" })).toContainText(
      "Harbour Street Properties",
    );

    const form = page.getByRole("region", { name: "Add an expense" });
    await form
      .getByRole("combobox", { name: "What for" })
      .selectOption({ label: "Repairs and maintenance" });
    await form.getByRole("textbox", { name: "Paid to" }).fill("Hood Cleaning Pros");
    await form.getByRole("textbox", { name: "Amount before tax ($)" }).fill("420.00");
    await form.getByRole("textbox", { name: "Tax ($)", exact: true }).fill("26.25");
    await form.getByRole("textbox", { name: "Date", exact: true }).fill(day(0));
    await expect(form.getByText("Total: $446.25")).toBeVisible();
    await form.getByRole("button", { name: "Add expense" }).click();
    await expect(form.getByText("Hood Cleaning Pros: recorded.")).toBeVisible();
    const all = page.getByRole("region", { name: "All expenses" });
    await expect(all.getByRole("listitem").filter({ hasText: "Hood Cleaning Pros" })).toContainText(
      "$446.25",
    );

    await page.getByRole("link", { name: "Report" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Expense report" })).toBeVisible();
    const byCategory = page.getByRole("region", { name: "By category" });
    const repairs = byCategory.getByRole("row", { name: /^Repairs and maintenance/ });
    await expect(repairs).toContainText("$446.25");

    for (const path of ["/app/expenses", "/app/reports/expenses", "/app/invoices"])
      for (const viewport of [{ width: 1280, height: 800 }, phone]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectNoSeriousViolations(page, `${path} at ${viewport.width} px`);
        expect(await whatDoesNotFit(page), `${path} at ${viewport.width} px`).toEqual([]);
      }
  });
});
