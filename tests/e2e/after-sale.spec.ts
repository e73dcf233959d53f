import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { SmtpSink } from "../mocks/smtp-sink";
import { StripeFake } from "../mocks/stripe-fake";
import { adminCli, createStaff, signIn, startAdminServer } from "./admin-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";
import { mailTo, signedProposal } from "./order-helpers";

/**
 * Issue 34, items 3–5, end to end: staff mark an order Installed; the review e-mail goes out two days later (the
 * outbox's clock: the suite moves a stored time, as the back office's retention and idle-session tests do); the
 * customer's private feedback form stores a score, shown in the back office; the balance is paid through the Stripe
 * fake and the order is Paid in full; a referral link leads to the quote form, with and without JavaScript, and the
 * back office lists the referral and marks its reward. The new pages are axe-clean at 375 and 1280 px.
 */
const OWNER = "owner@example.com";
const REVIEW_URL = "https://reviews.example.com/amberwood";

let server: Awaited<ReturnType<typeof startAdminServer>>;
let sink: SmtpSink;
let stripe: StripeFake;
test.beforeAll(async () => {
  sink = await new SmtpSink().start();
  stripe = await new StripeFake().start();
  server = await startAdminServer({
    SMTP_URL: sink.url,
    LEADS_TO_EMAIL: "inbox@amberwood.test",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    REVIEW_URL,
    RATE_LIMIT_MAX: "100",
    OUTBOX_POLL_MS: "50",
  });
  stripe.webhookUrl = `${server.url}/api/payments/stripe`;
  createStaff(server.dbPath, OWNER);
});
test.afterAll(async () => {
  server?.stop();
  await stripe?.stop();
  await sink?.stop();
});
test.describe.configure({ mode: "default" });

/** A quote request, its proposal sent with the CLI, accepted, its deposit paid by card, moved on to Arrived. */
async function arrivedOrder() {
  const proposal = await signedProposal(server, "Grace Hopper");
  const api = `${server.url}/api/proposals/${proposal.token}`;
  const deposit = await fetch(`${api}/deposit`, { method: "POST", redirect: "manual" });
  const session = [...stripe.sessions.values()].find((s) => s.url === deposit.headers.get("location"))!;
  expect((await stripe.completeSession(session.id)).status).toBe(200);
  for (const stage of ["ordered", "arrived"]) {
    const moved = adminCli(server.dbPath, ["order-stage", "--proposal", proposal.id, "--stage", stage]);
    expect(moved.code, moved.err).toBe(0);
  }
  await new Promise((resolve) => setImmediate(resolve));
  return proposal;
}

/** The review request's outbox row: its status and when it is due. */
function reviewJob(proposalId: string) {
  const db = new Database(server.dbPath);
  try {
    return db
      .prepare("select status, next_attempt_at from outbox where lead_id = ? and job = 'order_review_request'")
      .get(proposalId) as { status: string; next_attempt_at: string } | undefined;
  } finally {
    db.close();
  }
}

/** Two days pass for the outbox: the review request's due time is moved to now. */
function twoDaysLater(proposalId: string) {
  const db = new Database(server.dbPath);
  try {
    db.prepare("update outbox set next_attempt_at = ? where lead_id = ? and job = 'order_review_request'").run(
      new Date(Date.now() - 1000).toISOString(),
      proposalId,
    );
  } finally {
    db.close();
  }
}

/** Axe-clean at 375 and 1280 px, and no sideways scrolling at 320 px. */
async function axeAtBothWidths(page: Page, what: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await hydrated(page);
    expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 800 });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways, `${what}: no sideways scroll at 320 px`).toBe(false);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The Nu HTML Checker's errors for pages as the server sends them (the suite's html-validity test, for new pages). */
async function htmlErrors(urls: string[]): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-after-sale-"));
  try {
    const files = await Promise.all(
      urls.map(async (url, i) => {
        const file = path.join(dir, `page-${i}.html`);
        writeFileSync(file, await (await fetch(url)).text());
        return file;
      }),
    );
    const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
    const report = JSON.parse(run.stderr || run.stdout) as {
      messages: { type: string; message: string; url: string }[];
    };
    return report.messages
      .filter((m) => m.type === "error" && !m.message.startsWith("CSS:"))
      .map((m) => `${urls[files.indexOf(m.url.replace(/^file:/, ""))] ?? m.url}: ${m.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function customerPage(browser: Browser, scripts = true) {
  const context = await browser.newContext({ javaScriptEnabled: scripts });
  return { context, page: await context.newPage() };
}

test("staff mark Installed; two days later the review e-mail goes out; the feedback form stores a score; the balance is paid through Stripe", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const order = await arrivedOrder();
  await signIn(page, server.url, OWNER);
  await page.goto(`${server.url}/admin/orders?stage=arrived`);
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: order.id.slice(0, 8).toUpperCase() });
  await row.getByRole("button", { name: /^Mark as Installed/ }).click();
  await expect(page.getByRole("status")).toHaveText("Order moved to Installed. The customer is e-mailed.");

  // The review request waits two days in the outbox; nothing is sent before.
  const queued = reviewJob(order.id)!;
  expect(queued.status).toBe("pending");
  const wait = Date.parse(queued.next_attempt_at) - Date.now();
  expect(wait).toBeGreaterThan(2 * 86_400_000 - 120_000);
  expect(wait).toBeLessThanOrEqual(2 * 86_400_000);
  await mailTo(sink, order.email, /^Your order P-[0-9A-F]{8}: installed$/);
  expect(
    sink.mailbox().filter((m) => m.to.includes(order.email) && /How did your installation go/.test(m.subject)),
  ).toEqual([]);

  twoDaysLater(order.id);
  const review = await mailTo(sink, order.email, /^How did your installation go\? Order P-[0-9A-F]{8}$/);
  expect(review.text).toContain(REVIEW_URL);
  const feedbackUrl = /(https?:\/\/\S+\/proposal\/\S+\/feedback)/.exec(review.text)![1]!;
  expect(new URL(feedbackUrl).pathname).toBe(`/proposal/${order.token}/feedback`);

  const { context, page: customer } = await customerPage(browser);
  try {
    await customer.goto(`${server.url}/proposal/${order.token}/feedback`);
    await expect(customer.getByRole("heading", { level: 1 })).toHaveText("How did it go?");
    await expect(customer.getByRole("link", { name: "Write a public review" })).toHaveAttribute("href", REVIEW_URL);
    await axeAtBothWidths(customer, "the feedback form");
    expect(
      await htmlErrors([
        `${server.url}/proposal/${order.token}/feedback`,
        `${server.url}/es/proposal/${order.token}/feedback`,
        `${server.url}/proposal/${order.token}`,
      ]),
    ).toEqual([]);
    await customer.getByRole("radio", { name: "4 stars" }).check();
    await customer.getByLabel("Comment (optional)").fill("Neat work, on time.");
    await customer.getByRole("button", { name: "Send" }).click();
    await expect(customer.getByRole("status")).toHaveText("Thank you for telling us.");
    await expect(customer.getByText(/^You gave us 4 out of 5 on .+\. Thank you\.$/)).toBeVisible();
    // The public review is offered after any score.
    await expect(customer.getByRole("link", { name: "Write a public review" })).toBeVisible();
    await axeAtBothWidths(customer, "the feedback form, answered");

    // The balance, on the order's page: through Stripe's page and back; the webhook marks it paid.
    await customer.goto(`${server.url}/proposal/${order.token}`);
    const balance = customer.getByRole("region", { name: "Balance" });
    await expect(balance).toContainText(/the balance of \$[\d,]+\.\d\d is due/);
    await expect(customer.getByRole("region", { name: "Share with a neighbour" })).toContainText(
      new RegExp(`${server.url}/r/[A-Za-z0-9_-]{16}`),
    );
    await axeAtBothWidths(customer, "the order's page with its balance due");
    await balance.getByRole("button", { name: "Pay the balance" }).click();
    await expect(customer).toHaveURL(/\/pay\/cs_test_/);
    await customer.getByRole("button", { name: /^Pay/ }).click();
    await expect(customer).toHaveURL(new RegExp(`/proposal/${order.token}\\?balance=thanks$`));
    await expect
      .poll(async () => {
        await customer.reload();
        return customer.getByRole("region", { name: "Balance" }).textContent();
      })
      .toContain("Paid in full. Thank you.");
    await expect(customer.getByRole("region", { name: "Your order" }).locator('[aria-current="step"]')).toContainText(
      "Paid in full",
    );
    await axeAtBothWidths(customer, "the order's page, paid in full");
  } finally {
    await context.close();
  }
  const receipt = await mailTo(sink, order.email, /^Receipt for your balance: order P-[0-9A-F]{8}$/);
  expect(receipt.text).toContain("Your order is paid in full.");

  // The back office shows the feedback and the balance paid.
  await page.goto(`${server.url}/admin/proposals/${order.id}`);
  await expect(page.getByRole("region", { name: "Customer feedback" })).toContainText("4 out of 5 stars");
  await expect(page.getByRole("region", { name: "Customer feedback" })).toContainText("Neat work, on time.");
  await expect(page.getByRole("region", { name: "Balance", exact: true })).toContainText(": paid.");
  await axeAtBothWidths(page, "the proposal's back-office page with its balance and feedback");
});

for (const scripts of [true, false]) {
  test(`a referral link leads to the quote form, which records the referral; staff mark the reward (${scripts ? "with" : "without"} JavaScript)`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const order = await arrivedOrder();
    const { context, page: visitor } = await customerPage(browser, scripts);
    try {
      await visitor.goto(`${server.url}/proposal/${order.token}`);
      const link = visitor.getByRole("region", { name: "Share with a neighbour" }).getByRole("link");
      const url = new URL((await link.getAttribute("href"))!);
      const code = url.pathname.replace("/r/", "");

      // The neighbour follows it: the quote form, with the note and nothing about who referred them.
      await visitor.goto(`${server.url}/r/${code}`);
      await expect(visitor).toHaveURL(`${server.url}/quote-request?ref=${code}`);
      if (scripts) await hydrated(visitor);
      const form = visitor.locator("form.quote-form");
      await expect(form.getByText("Referred by a neighbour")).toBeVisible();
      await expect(visitor.locator("main")).not.toContainText("Grace Hopper");
      await expect(form.locator('input[type="hidden"][name="ref"]')).toHaveValue(code);
      if (scripts) await axeAtBothWidths(visitor, "the quote form with a referral");
      const neighbour = `neighbour${Date.now()}-${scripts ? "js" : "nojs"}@example.com`;
      await form.getByRole("textbox", { name: "Full Name", exact: true }).fill("Ada Neighbour");
      await form.getByRole("textbox", { name: "Email Address", exact: true }).fill(neighbour);
      await form.getByRole("textbox", { name: "Phone Number", exact: true }).fill("2135550100");
      await form.getByRole("combobox", { name: "Product Type", exact: true }).selectOption("shades");
      await form.getByRole("combobox", { name: "Product Model", exact: true }).selectOption("Roman Shades");
      await form.getByRole("spinbutton", { name: "Quantity" }).fill("2");
      await form.getByRole("combobox", { name: "Preferred Color" }).selectOption("White");
      await form.getByRole("combobox", { name: "Preferred Material" }).selectOption("Linen");
      await form.getByRole("button", { name: "Submit Quote Request" }).click();
      await expect(
        visitor.getByText("Your quote request has been sent successfully! We will contact you shortly."),
      ).toBeVisible();

      // In Spanish, the Spanish form; an unknown code is the 404 page.
      await visitor.goto(`${server.url}/es/r/${code}`);
      await expect(visitor).toHaveURL(`${server.url}/es/quote-request?ref=${code}`);
      await expect(visitor.getByText("Recomendado por un vecino")).toBeVisible();
      const unknown = await visitor.goto(`${server.url}/r/${"Z".repeat(16)}`);
      expect(unknown?.status()).toBe(404);
    } finally {
      await context.close();
    }

    await signIn(page, server.url, OWNER);
    await page.goto(`${server.url}/admin/referrals`);
    await hydrated(page);
    const referrer = page.getByRole("region", { name: /^Grace Hopper \(1 referral\)$/ }).filter({
      hasText: order.email,
    });
    await expect(referrer).toContainText("Quote request");
    await axeAtBothWidths(page, "the referrals page");
    await referrer.getByRole("button", { name: /^Mark reward given/ }).click();
    await expect(page.getByRole("status")).toHaveText("The reward is marked given.");
    await expect(
      page.getByRole("region", { name: /^Grace Hopper \(1 referral\)$/ }).filter({ hasText: order.email }),
    ).toContainText(`Given`);
  });
}
