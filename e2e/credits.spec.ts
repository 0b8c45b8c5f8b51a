import { expect, test, type Page } from "@playwright/test";
import { apiAs, createWorkspace, signUp, uniqueEmail } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { nextMail } from "./mail";
import { phone } from "./public-pages";
import { drawnInvoice } from "../apps/server/src/modules/demo/invoice-pdf";

/** The signed-in owner's API (each post must succeed) and their workspace's first location. */
async function kitchenApi(page: Page) {
  const api = await apiAs(page);
  const w = `/api/w/${api.workspaceId}`;
  const post = async (path: string, data: unknown) => {
    const reply = await api.post(`${w}${path}`, data);
    expect(reply.ok(), await reply.text()).toBe(true);
    return reply.json();
  };
  const [location] = (await api.get(`${w}/locations`)) as { id: string }[];
  return { w, post, location: location! };
}

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.243" } });

// Issue 28: on a phone at the back door, a delivery of $275.00 comes with 3 of 25 kg of spinach
// short and the avocados charged $1.20 instead of $1.00. The credit due ($22.20 + $1.60 =
// $23.80) shows as soon as it is received, and the request goes to the supplier from there.
test("a cook receives a short, dearer delivery on a phone, sees the credit due and sends the request", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  await signUp(page, uniqueEmail("cook", testInfo));
  await createWorkspace(page, "Credit Kitchen", "Dock Street");
  const { w, post, location } = await kitchenApi(page);
  const item = (name: string, baseUnit: string) =>
    post("/items", {
      name,
      baseUnit,
      parLevels: [{ locationId: location.id, minimum: null, maximum: null }],
    });
  const spinach = await item("Baby spinach", "kg");
  const avocados = await item("Hass avocados", "pcs");
  const parmesan = await item("Parmesan", "kg");
  const supplier = await post("/suppliers", {
    name: "Valley Greens",
    email: "accounts@valleygreens.test",
    orderingEmail: "orders@valleygreens.test",
  });
  const order = await post("/orders", {
    supplierId: supplier.id,
    locationId: location.id,
    lines: [
      { itemId: spinach.id, unit: "kg", quantity: "25", unitPrice: "7.40", taxRate: "0" },
      { itemId: avocados.id, unit: "pcs", quantity: "8", unitPrice: "1.00", taxRate: "0" },
      { itemId: parmesan.id, unit: "kg", quantity: "4", unitPrice: "20.50", taxRate: "0" },
    ],
  });
  expect(order.totals.inclTax).toBe("275.00");
  await post(`/orders/${order.id}/send`, {});

  // The delivery, line by line on the phone.
  await page.goto(`/app/orders/${order.id}/receive`);
  const spinachCard = page.getByRole("listitem").filter({ hasText: "Baby spinach" }).first();
  await spinachCard
    .getByRole("radiogroup", { name: "How Baby spinach came" })
    .getByText("Short", { exact: true })
    .click();
  await spinachCard.getByRole("textbox", { name: /^Quantity received/ }).fill("22");
  const avocadoCard = page.getByRole("listitem").filter({ hasText: "Hass avocados" }).first();
  await avocadoCard.getByText("Charged another price").click();
  await avocadoCard
    .getByRole("textbox", { name: /^Price charged per .* for Hass avocados/ })
    .fill("1.20");
  await page.getByRole("button", { name: "Receive 3 lines" }).click();
  await expect(page.getByText("Delivery recorded")).toBeVisible();

  // The credit due, at once: $23.80 from Valley Greens, to send.
  const due = page.getByTestId("credit-due");
  await expect(due).toContainText("Credit due from Valley Greens");
  await expect(due).toContainText("$23.80");
  await expect(due).toContainText("To send");
  await expectNoSeriousViolations(page, "The credit due after a delivery, on a phone");

  // Sent from the phone to the supplier's email, as a PDF.
  const since = Date.now();
  await due.getByRole("button", { name: "Send credit request" }).click();
  const sheet = page.getByRole("dialog", { name: /^Send CR-\d{4}-001$/ });
  await expect(sheet.getByRole("textbox", { name: "Send to" })).toHaveValue(
    "accounts@valleygreens.test",
  );
  await sheet.getByRole("textbox", { name: "Message" }).fill("The driver signed for the shortage.");
  await sheet.getByRole("button", { name: "Send credit request" }).click();
  await expect(due.getByText(/was emailed to accounts@valleygreens\.test as a PDF/)).toBeVisible();
  await expect(due).toContainText("Sent");
  const mail = await nextMail("accounts@valleygreens.test", since);
  expect(mail.subject).toMatch(/^Credit request CR-\d{4}-001 from Credit Kitchen$/);
  expect(mail.raw).toContain("Content-Type: application/pdf");
  expect(mail.text).toContain("Baby spinach: 3 kg never came, $22.20");
  expect(mail.text).toContain("Hass avocados: 8 pcs charged $0.20 above the agreed price, $1.60");
  expect(mail.text).toContain("Credit due: $23.80 (incl. tax)");

  // The request's own page: each line and why, the total owed.
  await due.getByRole("link", { name: /^CR-\d{4}-001$/ }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: /Credit request CR-\d{4}-001/ }),
  ).toBeVisible();
  const lines = page.getByRole("list").filter({ hasText: "Baby spinach" }).first();
  await expect(lines).toContainText("Short: 3 kg at $7.40");
  await expect(lines).toContainText("$22.20");
  await expect(lines).toContainText("Charged above the agreed price: 8 pcs at $0.20 above");
  await expect(lines).toContainText("$1.60");
  const figure = (label: string) =>
    page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(figure("Credit due")).toHaveText("$23.80");
  await expectNoSeriousViolations(page, "A credit request, on a phone");

  // Payables: owed to the restaurant until the supplier's memo comes.
  await page.goto("/app/payables");
  const owed = page.getByTestId("owed-to-you");
  await expect(owed.locator("dd").first()).toHaveText("$23.80");
  await expect(page.getByRole("list", { name: "Owed to you by supplier" })).toContainText(
    "Valley Greens",
  );

  // The supplier's memo comes for what was asked, and the next invoice (the whole $275.00
  // billed) is paid less the credit: $251.20.
  const invoice = await post("/invoices", {
    supplierId: supplier.id,
    locationId: location.id,
    number: "VG-88",
    effectiveDate: new Date().toISOString().slice(0, 10),
    orderIds: [order.id],
    lines: [{ description: "Order as billed", quantity: "1", unitPrice: "275.00" }],
  });
  await page.goto("/app/credits");
  await page.getByRole("list", { name: "Credit requests" }).getByRole("link").first().click();
  await page.getByRole("textbox", { name: "Credit memo number" }).fill("CM-5521");
  await page.getByRole("button", { name: "Record credit memo" }).click();
  await expect(page.getByText("Credited", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("$23.80 left to apply")).toBeVisible();
  await page.getByRole("button", { name: "Apply credit" }).click();
  await expect(page.getByText("Applied to VG-88: $0.00 of the credit is left.")).toBeVisible();
  await expectNoSeriousViolations(page, "A credited request applied to an invoice, on a phone");
  const billed = (await (await page.request.get(`${w}/invoices/${invoice.id}`)).json()) as {
    balance: string;
  };
  expect(billed.balance).toBe("251.20");
});

// The supplier's next invoice carries the credit as a line below zero: ticked on the invoice
// form, it closes the request and comes off what is to pay ($74.00 billed − $22.20 = $51.80).
test("the next invoice takes off the credit a short delivery raised", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail("buyer", testInfo));
  await createWorkspace(page, "Next Invoice Kitchen", "Pier Road");
  const { w, post, location } = await kitchenApi(page);
  const spinach = await post("/items", {
    name: "Baby spinach",
    baseUnit: "kg",
    parLevels: [{ locationId: location.id, minimum: null, maximum: null }],
  });
  const supplier = await post("/suppliers", {
    name: "Bay Produce",
    orderingEmail: "orders@bayproduce.test",
  });
  const received = async (ordered: string, came: string, outcome: string) => {
    const order = await post("/orders", {
      supplierId: supplier.id,
      locationId: location.id,
      lines: [
        { itemId: spinach.id, unit: "kg", quantity: ordered, unitPrice: "7.40", taxRate: "0" },
      ],
    });
    await post(`/orders/${order.id}/send`, {});
    const delivery = await post(`/orders/${order.id}/receipts`, {
      lines: [{ orderLineId: order.lines[0].id, expectedReceived: "0", quantity: came, outcome }],
    });
    return { order, credit: delivery.credit };
  };
  const first = await received("25", "22", "short");
  expect(first.credit.amount).toBe("22.20");
  const next = await received("10", "10", "received");
  expect(next.credit).toBeNull();

  await page.goto(`/app/orders/${next.order.id}`);
  await page.getByRole("link", { name: "Enter invoice" }).click();
  await page.getByRole("textbox", { name: "Invoice number" }).fill("BP-301");
  const credits = page.getByRole("group", { name: "Credits it takes off" });
  await credits.getByRole("checkbox", { name: new RegExp(first.credit.number) }).check();
  await expect(
    credits.getByRole("textbox", { name: `Taken off ${first.credit.number} ($)` }),
  ).toHaveValue("22.20");
  await expect(page.getByTestId("to-pay")).toHaveText(
    "To pay after credits: $51.80 ($74.00 billed, $22.20 taken off)",
  );
  await expectNoSeriousViolations(page, "An invoice taking off a credit");
  await page.getByRole("button", { name: "Save invoice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invoice BP-301" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Figures" })).toContainText("$51.80");
  await expect(page.getByRole("region", { name: "Figures" })).toContainText(
    "$22.20 paid or credited",
  );
  await expect(
    page.getByText(`Credit ${first.credit.number} taken off on the invoice`),
  ).toBeVisible();

  // The request is closed by the invoice, and nothing is owed any more.
  await page.getByRole("link", { name: "See the credit of $22.20" }).click();
  await expect(page.getByText("Credited", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("BP-301").first()).toBeVisible();
  const owed = (await (await page.request.get(`${w}/payables`)).json()) as {
    credits: { total: string };
  };
  expect(owed.credits.total).toBe("0.00");
});

// The supplier's credit memo arrives as a PDF: uploaded with the invoices, its title says
// "CREDIT MEMO", and the review closes the request it answers, on a phone, with the file kept.
test("a credit memo uploaded with the invoices closes the credit it answers", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  await signUp(page, uniqueEmail("memo", testInfo));
  await createWorkspace(page, "Memo Kitchen", "Quay Street");
  const { post, location } = await kitchenApi(page);
  const salmon = await post("/items", {
    name: "Salmon fillet",
    baseUnit: "lb",
    parLevels: [{ locationId: location.id, minimum: null, maximum: null }],
  });
  const supplier = await post("/suppliers", {
    name: "Pier Seafood",
    orderingEmail: "orders@pierseafood.test",
  });
  const order = await post("/orders", {
    supplierId: supplier.id,
    locationId: location.id,
    lines: [{ itemId: salmon.id, unit: "lb", quantity: "20", unitPrice: "12.50", taxRate: "0" }],
  });
  await post(`/orders/${order.id}/send`, {});
  const delivery = await post(`/orders/${order.id}/receipts`, {
    lines: [
      { orderLineId: order.lines[0].id, expectedReceived: "0", quantity: "18", outcome: "short" },
    ],
  });
  expect(delivery.credit.amount).toBe("25.00");

  const today = new Date().toISOString().slice(0, 10);
  const us = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
  const memo = await drawnInvoice({
    title: "CREDIT MEMO",
    supplier: "Pier Seafood",
    number: "CM-7781",
    date: us,
    due: us,
    poNumber: order.number,
    lines: [
      {
        description: "Salmon fillet short",
        quantity: "2",
        unit: "lb",
        price: "12.50",
        amount: "25.00",
      },
    ],
    subtotal: "25.00",
    tax: "0.00",
    total: "25.00",
  });
  await page.goto("/app/invoices");
  const upload = page.getByRole("region", { name: "Upload invoices" });
  await upload.locator("input[type=file][multiple]").setInputFiles({
    name: "pier-credit-memo.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(memo),
  });
  // The notice follows the reading: it says so once the file has been read.
  await expect(upload.getByRole("list", { name: "Files sent" })).toContainText(
    "pier-credit-memo.pdf was read.",
    { timeout: 60_000 },
  );
  await upload.getByRole("link", { name: "Review it" }).click();

  // Known as a memo by its title; the request asking exactly $25.00 comes chosen.
  await expect(page.getByRole("radio", { name: "A credit memo" })).toBeChecked({
    timeout: 60_000,
  });
  await expect(
    page.getByRole("combobox", { name: "Credit request it answers" }).locator("option:checked"),
  ).toHaveText(new RegExp(`^${delivery.credit.number} · \\$25\\.00`));
  await expect(page.getByRole("textbox", { name: "Credit memo number" })).toHaveValue("CM-7781");
  await expect(page.getByRole("textbox", { name: "Amount credited ($)" })).toHaveValue("25.00");
  // The page drawn at its own size, to read the small print, scrolled in its box.
  const pageImage = page.getByRole("img", { name: "Page 1 of 1 of pier-credit-memo.pdf" });
  const fitted = (await pageImage.boundingBox())!.width;
  expect(fitted).toBeLessThan(375);
  await page.getByRole("button", { name: "Zoom in on the pages" }).click();
  await expect(page.getByRole("button", { name: "Zoom in on the pages" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect.poll(async () => (await pageImage.boundingBox())!.width).toBeGreaterThan(1000);
  await expectNoSeriousViolations(page, "A credit memo under review, on a phone");
  await page.getByRole("button", { name: "Record the credit memo" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(delivery.credit.number) }),
  ).toBeVisible();
  await expect(page.getByText("Credited by memo CM-7781")).toBeVisible();
  const file = page.getByRole("link", { name: "The memo as received" });
  await expect(file).toBeVisible();
  const received = await page.request.get((await file.getAttribute("href"))!);
  expect(received.status()).toBe(200);
  expect(Buffer.from(await received.body()).equals(Buffer.from(memo))).toBe(true);
});
