import type { Browser, Page } from "@playwright/test";
import { SmtpSink } from "../mocks/smtp-sink";
import { createStaff, signIn, startAdminServer } from "./admin-helpers";
import { mailTo as mailToSink, recordDepositByHand, signedProposal as signedProposalFor } from "./order-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/**
 * Issue 34 end to end, the order's progress: a signed proposal whose deposit staff record by hand is moved to
 * Ordered from the lead's page (with the week the goods are expected) and to Arrived from the Orders list; the
 * customer is e-mailed and their page shows the stages as a timeline with the days. With and without JavaScript,
 * axe-clean at 375 and 1280 px.
 */
const OWNER = "owner@example.com";

let server: Awaited<ReturnType<typeof startAdminServer>>;
let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await new SmtpSink().start();
  server = await startAdminServer({
    SMTP_URL: sink.url,
    LEADS_TO_EMAIL: "inbox@amberwood.test",
    RATE_LIMIT_MAX: "100",
    OUTBOX_POLL_MS: "50",
  });
  createStaff(server.dbPath, OWNER);
});
test.afterAll(async () => {
  server?.stop();
  await sink?.stop();
});
test.describe.configure({ mode: "default" });

const signedProposal = () => signedProposalFor(server, "Grace Hopper");
const mailTo = (to: string, subject: RegExp) => mailToSink(sink, to, subject);

/** Staff: the deposit recorded, Ordered from the lead's page, Arrived from the Orders list. */
async function staffMovesToArrived(page: Page, order: Awaited<ReturnType<typeof signedProposal>>, scripts: boolean) {
  await signIn(page, server.url, OWNER);
  await page.goto(`${server.url}/admin/proposals/${order.id}`);
  if (scripts) await hydrated(page);
  await page.getByLabel("Amount received ($)").fill("100");
  await page.getByLabel("How it was paid").selectOption("check");
  await page.getByRole("button", { name: "Record the deposit" }).click();
  await expect(page.getByRole("status")).toBeVisible();

  await page.goto(`${server.url}/admin/leads/quote/${order.leadId}`);
  if (scripts) await hydrated(page);
  const section = page.getByRole("region", { name: "Proposals" });
  await expect(section).toContainText("Order: Deposit paid");
  await section.getByLabel("Expected week (optional)").fill("2026-W50");
  await section.getByRole("button", { name: /^Mark as Ordered/ }).click();
  await expect(page.getByRole("status")).toHaveText("Order moved to Ordered. The customer is e-mailed.");
  await expect(section).toContainText("Order: Ordered expected in week 2026-W50");

  await page.goto(`${server.url}/admin/orders?stage=ordered`);
  if (scripts) await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: order.id.slice(0, 8).toUpperCase() });
  await expect(row).toContainText("Ordered (expected 2026-W50)");
  await row.getByRole("button", { name: /^Mark as Arrived/ }).click();
  await expect(page.getByRole("status")).toHaveText("Order moved to Arrived. The customer is e-mailed.");
  await expect(page).toHaveURL(/\/admin\/orders\?stage=ordered&order=arrived$/);
  await page.goto(`${server.url}/admin/orders?stage=arrived`);
  await expect(page.getByRole("row").filter({ hasText: "Grace Hopper" }).first()).toContainText("Arrived");
}

async function customerSeesTimeline(browser: Browser, token: string, scripts: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: scripts });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/proposal/${token}`);
    const order = page.getByRole("region", { name: "Your order" });
    const steps = order.getByRole("listitem");
    await expect(steps).toHaveText([
      /^Signed.+\d{4}$/,
      /^Deposit paid.+\d{4}$/,
      /^Ordered.+\d{4}$/,
      /^Arrived \(current stage\).+\d{4}$/,
      /^InstalledNot yet$/,
      /^Paid in fullNot yet$/,
    ]);
    await expect(order.locator('[aria-current="step"]')).toContainText("Arrived");
    // The expected week is said while the goods are on their way, not once they have arrived.
    await expect(order).not.toContainText("Expected in the week of");
  } finally {
    await context.close();
  }
}

for (const scripts of [true, false]) {
  test(`staff move an order to Arrived; the customer is e-mailed and sees the timeline (${scripts ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const order = await signedProposal();
    const staffContext = await browser.newContext({ javaScriptEnabled: scripts });
    try {
      await staffMovesToArrived(await staffContext.newPage(), order, scripts);
    } finally {
      await staffContext.close();
    }
    const ordered = await mailTo(order.email, /^Your order P-[0-9A-F]{8}: ordered$/);
    expect(ordered.text).toContain("We expect them in the week of December 7, 2026.");
    const arrived = await mailTo(order.email, /^Your order P-[0-9A-F]{8}: arrived$/);
    expect(arrived.text).toContain(`/proposal/${order.token}`);
    await customerSeesTimeline(browser, order.token, scripts);
  });
}

test("the customer's timeline shows the expected week; it, the Orders list and the lead's order are axe-clean at 375 and 1280 px", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const order = await signedProposal();
  await signIn(page, server.url, OWNER);
  await recordDepositByHand(page, server.url, order.id);
  await page.goto(`${server.url}/admin/orders`);
  const row = page.getByRole("row").filter({ hasText: order.id.slice(0, 8).toUpperCase() });
  await row.getByLabel("Expected week (optional)").fill("2026-W50");
  await row.getByRole("button", { name: /^Mark as Ordered/ }).click();
  await expect(page.getByRole("status")).toHaveText("Order moved to Ordered. The customer is e-mailed.");
  await expect(row.getByRole("button", { name: /^Undo “Ordered”/ })).toBeVisible();
  // A move needs the page's CSRF token and this site as its origin: a forged post changes nothing.
  for (const headers of [{ origin: server.url }, { origin: "https://evil.example" }]) {
    const forged = await page.request.post(`${server.url}/admin/orders`, {
      form: { intent: "order_move", proposal: order.id, stage: "cancelled", note: "forged" },
      headers,
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
  }
  await expect(row).toContainText("Ordered");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await hydrated(page);
    expect(await axeViolations(page), `the Orders list at ${width} px`).toEqual([]);
  }
  await page.goto(`${server.url}/admin/leads/quote/${order.leadId}`);
  await expect(page.getByRole("region", { name: "Proposals" })).toContainText("Order: Ordered");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await hydrated(page);
    expect(await axeViolations(page), `the lead's order at ${width} px`).toEqual([]);
  }

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  try {
    await customer.goto(`${server.url}/es/proposal/${order.token}`);
    const timeline = customer.getByRole("region", { name: "Su pedido" });
    await expect(timeline).toContainText("Se espera en la semana del 7 de diciembre de 2026.");
    await expect(timeline.locator('[aria-current="step"]')).toContainText("Encargado");
    for (const width of [375, 1280]) {
      await customer.setViewportSize({ width, height: 900 });
      await hydrated(customer);
      expect(await axeViolations(customer), `the order's timeline at ${width} px`).toEqual([]);
    }
    await customer.setViewportSize({ width: 320, height: 800 });
    const sideways = await customer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, "no sideways scroll at 320 px").toBe(false);
  } finally {
    await customerContext.close();
  }
});
