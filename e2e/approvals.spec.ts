import { expect, test } from "@playwright/test";
import { apiAs, createWorkspace, signUp, uniqueEmail } from "./accounts";
import { expectNoSeriousViolations } from "./axe";
import { codeIn, nextMail } from "./mail";
import { phone } from "./public-pages";

// Its own network, so that its demos do not count against the other files' (10 an hour).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.249" } });

// Issue 28, item 5: the owner sets that orders above $500 wait for the kitchen manager; an
// order of $700 is asked for; the manager, told on a phone, opens it from the alert and
// approves it there; the owner can then send it.
test("a manager is told of an order waiting for them and approves it from a phone", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signUp(owner, uniqueEmail("owner", testInfo));
  await createWorkspace(owner, "Approval Kitchen", "Pier Street");
  const api = await apiAs(owner);
  const w = `/api/w/${api.workspaceId}`;
  const post = async (path: string, data: unknown) => {
    const reply = await api.post(`${w}${path}`, data);
    expect(reply.ok(), await reply.text()).toBe(true);
    return reply.json();
  };

  // The manager joins from an invitation, on a phone.
  const managerEmail = uniqueEmail("manager", testInfo);
  const since = Date.now();
  await post("/invitations", { email: managerEmail, role: "manager" });
  const link = new URL(
    /(https?:\/\/\S+\/app\/join\S+)/.exec((await nextMail(managerEmail, since)).text)![1]!,
  );
  const managerContext = await browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.249" },
  });
  const manager = await managerContext.newPage();
  await manager.goto(link.pathname + link.search);
  const codeSince = Date.now();
  await expect(manager.getByRole("button", { name: "Continue" })).toBeEnabled();
  await manager.getByRole("textbox", { name: "Email" }).fill(managerEmail);
  await manager.getByRole("button", { name: "Continue" }).click();
  await manager
    .getByRole("textbox", { name: "Code from the email" })
    .fill(codeIn(await nextMail(managerEmail, codeSince)));
  await manager.getByRole("button", { name: "Accept invitation" }).click();
  await expect(manager).toHaveURL(/\/app$/);

  // The owner's rule, set under Settings → Purchasing.
  await owner.goto("/app/settings/purchasing");
  const rules = owner.getByRole("region", { name: "Approval chains" });
  await rules.getByRole("combobox", { name: "What waits" }).selectOption("order");
  await rules.getByRole("textbox", { name: "Above ($, with tax)" }).fill("500");
  await rules.getByRole("combobox", { name: "Approver" }).selectOption({ label: managerEmail });
  await rules.getByRole("button", { name: "Add rule" }).click();
  await expect(
    rules.getByText(`Added: Orders above $500.00 wait for ${managerEmail}.`),
  ).toBeVisible();
  await expectNoSeriousViolations(owner);

  // An order of $700.00 waits; the owner asks for approval.
  const [location] = (await api.get(`${w}/locations`)) as { id: string }[];
  const item = await post("/items", { name: "Beef short ribs", baseUnit: "kg" });
  const supplier = await post("/suppliers", {
    name: "Harbor Meats",
    orderingEmail: "orders@harbormeats.test",
  });
  const order = await post("/orders", {
    supplierId: supplier.id,
    locationId: location!.id,
    lines: [{ itemId: item.id, unit: "kg", quantity: "50", unitPrice: "14", taxRate: "0" }],
  });
  await owner.goto(`/app/orders/${order.id}`);
  const approvals = owner.getByRole("region", { name: "Approvals" });
  await expect(approvals).toContainText("Orders above $500.00");
  await expect(approvals).toContainText("Not asked yet");
  await expect(owner.getByRole("button", { name: "Send" })).toBeDisabled();
  await approvals.getByRole("button", { name: "Ask for approval" }).click();
  await expect(approvals).toContainText(`Asked. ${managerEmail} is told first.`);
  await expect(approvals).toContainText("Their turn");

  // On the phone: the alert, the order, Approve.
  await manager.goto("/app");
  await manager.getByRole("button", { name: /^Alerts, \d+ new notifications?$/ }).click();
  await manager.getByRole("link", { name: /Approval needed/ }).click();
  await expect(manager).toHaveURL(new RegExp(`/app/orders/${order.id}$`));
  const onPhone = manager.getByRole("region", { name: "Approvals" });
  await expect(onPhone).toContainText("Their turn");
  await expectNoSeriousViolations(manager);
  await onPhone.getByRole("button", { name: "Approve" }).click();
  await expect(onPhone).toContainText("Every approver has approved this order.");

  // The owner may send it now; the log says who approved.
  await owner.reload();
  await expect(owner.getByRole("region", { name: "Approvals" })).toContainText("Approved");
  await expect(owner.getByRole("button", { name: "Send" })).toBeEnabled();
  const log = (await api.get(`${w}/audit?area=purchasing`)) as unknown;
  expect(JSON.stringify(log)).toContain(`approved ${order.number} from Harbor Meats ($700.00)`);
  await managerContext.close();
  await ownerContext.close();
});
