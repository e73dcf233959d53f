import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { SmtpSink, type SunkMail } from "../mocks/smtp-sink";
import { StripeFake } from "../mocks/stripe-fake";
import { createStaff, sendProposalByCli, signIn, startAdminServer } from "./admin-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/**
 * Issue 33 end to end: staff prepare a proposal from a quote with two windows and send it; the customer opens the
 * e-mail's link, downloads the PDF, accepts with a typed signature and pays the deposit through the Stripe fake,
 * which serves Checkout and then posts a signed `checkout.session.completed`; both sides get their e-mails and the
 * back office shows "Deposit paid". With and without JavaScript, and axe-clean at 375 and 1280 px.
 */
const OWNER = "owner@example.com";
const INBOX = "inbox@amberwood.test";

let server: Awaited<ReturnType<typeof startAdminServer>>;
let sink: SmtpSink;
let stripe: StripeFake;
test.beforeAll(async () => {
  sink = await new SmtpSink().start();
  stripe = await new StripeFake().start();
  server = await startAdminServer({
    SMTP_URL: sink.url,
    LEADS_TO_EMAIL: INBOX,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    SALES_TAX_RATE: "0.095",
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

let customers = 0;

/** A quote request with two windows, as the site's form sends it; answers its id and the customer's address. */
async function postQuote(base = server.url, locale: "en" | "es" = "en") {
  const email = `buyer${++customers}-${Date.now()}@example.com`;
  const answer = await fetch(`${base}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      locale,
      user_name: "Grace Hopper",
      user_email: email,
      user_phone: "(213) 555-0147",
      product_type: "shades",
      product_model: "Roller Shades",
      preferred_color: "White",
      preferred_material: "Linen",
      installation_required: "yes",
      message: "Bedroom and kitchen",
      windows: [
        { room: "Bedroom", width_in: 36.375, height_in: 48, mount: "inside", quantity: 2 },
        { room: "Kitchen", width_in: 30, height_in: 40, mount: "outside", quantity: 1 },
      ],
    }),
  });
  expect(answer.status).toBe(201);
  return { id: ((await answer.json()) as { id: string }).id, email };
}

async function mailTo(to: string, subject: RegExp): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(() => (found = sink.mailbox().find((m) => m.to.includes(to) && subject.test(m.subject))), { timeout: 15_000 })
    .toBeTruthy();
  return found!;
}

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ");

/** Staff: from the lead's page to a sent proposal; answers the proposal's page in the back office. */
async function prepareAndSend(page: Page, leadId: string, scripts: boolean) {
  await signIn(page, server.url, OWNER);
  await page.goto(`${server.url}/admin/leads/quote/${leadId}`);
  if (scripts) await hydrated(page);
  await page.getByRole("button", { name: "Prepare a proposal" }).click();
  await expect(page).toHaveURL(/\/admin\/proposals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Proposal P-[0-9A-F]{8}$/);
  if (scripts) await hydrated(page);
  // Prefilled from the quote's two windows.
  const names = page.getByLabel("Name (room or item)");
  await expect(names).toHaveCount(2);
  await expect(names.nth(0)).toHaveValue("Bedroom");
  await expect(names.nth(1)).toHaveValue("Kitchen");
  await expect(page.getByLabel("Width (in)").nth(0)).toHaveValue("36 3/8");
  // A line added, filled and moved to the top; then a discount.
  await page.getByRole("button", { name: "Add a line" }).click();
  await expect(names).toHaveCount(3);
  await names.nth(2).fill("Removal of old blinds");
  await page.getByLabel("Unit price ($)").nth(2).fill("40");
  await page.getByRole("button", { name: "Move up line 3" }).click();
  await expect(names.nth(1)).toHaveValue("Removal of old blinds");
  await page.getByRole("button", { name: "Remove line 2" }).click();
  await expect(names).toHaveCount(2);
  await page.getByLabel("Discount ($)").fill("20");
  await page.getByRole("button", { name: "Save and send to the customer" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Sent: the e-mail with the proposal is on its way to the customer.",
  );
  await expect(page.locator(".admin-summary")).toContainText("Sent");
  return page.url();
}

/** The customer, from the e-mail's link to a paid deposit. */
async function customerSignsAndPays(browser: Browser, email: string, scripts: boolean) {
  const mail = await mailTo(email, /^Your proposal from Amberwood Blinds: P-/);
  expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=proposal-P-[0-9A-F]{8}\.pdf/);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/proposal\/[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  const context = await browser.newContext({ javaScriptEnabled: scripts, acceptDownloads: true });
  const page = await context.newPage();
  try {
    const opened = await page.goto(link);
    expect(opened!.headers()["cache-control"]).toBe("no-store");
    expect(opened!.headers()["x-robots-tag"]).toMatch(/noindex/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Proposal P-/);
    const total = (await page.locator('[data-total="total_cents"]').textContent())!;
    const deposit = (await page.locator('[data-total="deposit_cents"]').textContent())!;
    await expect(page.getByRole("region", { name: "What the proposal includes" })).toContainText("Bedroom");
    await expect(page.locator(".proposal__totals")).toContainText("Discount");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the PDF" }).click();
    const file = await (await download).path();
    const pdf = await pdfText(new Uint8Array(readFileSync(file)));
    expect(pdf).toContain(`Total ${total}`);
    expect(pdf).toContain(deposit);

    if (scripts) await expect(page.locator("form.proposal-action").first()).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel("Your full name").fill("Grace Hopper");
    await page.getByLabel("I agree to the terms and authorise the work described").check();
    await page.getByRole("button", { name: "Accept and sign" }).click();
    await expect(page).toHaveURL(/\?accepted=1$/);
    await expect(page.getByRole("status")).toContainText("The proposal is accepted");
    const block = page.getByRole("region", { name: "Acceptance" });
    await expect(block).toContainText("Accepted and signed by Grace Hopper");
    await expect(block).toContainText(/SHA-256 of the proposal: [0-9a-f]{64}/);

    await page.getByRole("button", { name: "Pay the deposit by card" }).click();
    await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
    await expect(page.getByText(`Amount: ${deposit} USD`)).toBeVisible();
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\?deposit=thanks$/);
    await expect(page.getByRole("region", { name: "Deposit" })).toContainText(
      `Deposit received: ${deposit}. Thank you.`,
    );
    return { link, total, deposit };
  } finally {
    await context.close();
  }
}

for (const scripts of [true, false]) {
  test(`staff prepare and send a proposal; the customer downloads, signs and pays the deposit (${scripts ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const lead = await postQuote();
    const staffContext = await browser.newContext({ javaScriptEnabled: scripts });
    const staff = await staffContext.newPage();
    try {
      const editor = await prepareAndSend(staff, lead.id, scripts);
      const { deposit } = await customerSignsAndPays(browser, lead.email, scripts);

      // Both sides got the signed PDF; the customer a receipt, the business a notice of the payment.
      const signed = await mailTo(lead.email, /^You accepted proposal P-/);
      expect(signed.raw).toContain("application/pdf");
      await mailTo(INBOX, /^Proposal P-[0-9A-F]{8} accepted by Grace Hopper/);
      const receipt = await mailTo(lead.email, /^Receipt for your deposit: proposal P-/);
      expect(receipt.text).toContain(`We received your deposit of ${deposit}`);
      await mailTo(INBOX, new RegExp(`^Deposit received: \\${deposit} for proposal P-`));

      await staff.goto(editor);
      await expect(staff.locator(".admin-summary")).toContainText("Accepted");
      await expect(staff.locator(".admin-summary")).toContainText("Deposit paid");
      await expect(staff.getByRole("region", { name: "Payments" })).toContainText("Card (Stripe)");
    } finally {
      await staffContext.close();
    }
  });
}

test("an unknown or altered proposal link is the 404 page, and so is its PDF", async ({ page }) => {
  for (const path of ["/proposal/not-a-token", `/proposal/${"a".repeat(43)}`, `/proposal/${"a".repeat(43)}/pdf`]) {
    const answer = await page.goto(`${server.url}${path}`);
    expect(answer!.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  }
});

test("the customer's page and the editor pass axe at 375 and 1280 px and fit 320 px without sideways scrolling", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const lead = await postQuote();
  const editor = await prepareAndSend(page, lead.id, true);
  const mail = await mailTo(lead.email, /^Your proposal from Amberwood Blinds/);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/proposal\/[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  try {
    for (const [what, target, url] of [
      ["the editor", page, editor],
      ["the customer's page", customer, link],
    ] as const) {
      for (const width of [320, 375, 1280]) {
        await target.setViewportSize({ width, height: 900 });
        await target.goto(url);
        await hydrated(target);
        if (width === 320) {
          const sideways = await target.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          expect(sideways, `${what} scrolls sideways at 320 px`).toBe(false);
        } else {
          expect(await axeViolations(target), `${what} at ${width} px`).toEqual([]);
        }
      }
    }
    // Printed, the page is the proposal without its forms.
    await customer.emulateMedia({ media: "print" });
    await expect(customer.locator("form.proposal-action").first()).toBeHidden();
    await expect(customer.locator('[data-total="total_cents"]')).toBeVisible();
    await customer.emulateMedia({ media: "screen" });
    // Signed, the page shows the acceptance and the deposit instead of the forms.
    await customer.getByLabel("Your full name").fill("Grace Hopper");
    await customer.getByLabel("I agree to the terms and authorise the work described").check();
    await customer.getByRole("button", { name: "Accept and sign" }).click();
    await expect(customer.getByRole("region", { name: "Acceptance" })).toBeVisible();
    for (const width of [375, 1280]) {
      await customer.setViewportSize({ width, height: 900 });
      await hydrated(customer);
      expect(await axeViolations(customer), `the signed page at ${width} px`).toEqual([]);
    }
    await customer.setViewportSize({ width: 320, height: 800 });
    const sideways = await customer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, "no sideways scroll at 320 px").toBe(false);
  } finally {
    await customerContext.close();
  }
});

test("without card payments set up, the signed page says how to pay and staff record the deposit by hand", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const offline = await startAdminServer({ RATE_LIMIT_MAX: "100" });
  const context = await browser.newContext();
  try {
    createStaff(offline.dbPath, OWNER);
    const lead = await postQuote(offline.url);
    const { id, token } = await sendProposalByCli(offline.dbPath, lead.id);

    const customer = await context.newPage();
    await customer.goto(`${offline.url}/proposal/${token}`);
    const deposit = (await customer.locator('[data-total="deposit_cents"]').textContent())!;
    await customer.getByLabel("Your full name").fill("Grace Hopper");
    await customer.getByLabel("I agree to the terms and authorise the work described").check();
    await customer.getByRole("button", { name: "Accept and sign" }).click();
    const section = customer.getByRole("region", { name: "Deposit" });
    await expect(section).toContainText(
      `To pay the deposit of ${deposit}, give us a check or pay by card at the measuring or installation visit`,
    );
    await expect(customer.getByRole("button", { name: "Pay the deposit by card" })).toHaveCount(0);

    const staff = await context.newPage();
    await signIn(staff, offline.url, OWNER);
    await staff.goto(`${offline.url}/admin/proposals/${id}`);
    const form = staff.getByRole("form", { name: "Record a deposit" });
    await form.getByLabel("Amount received ($)").fill(deposit.replace(/[$,]/g, ""));
    await form.getByLabel("How it was paid").selectOption({ label: "Check" });
    await form.getByLabel("Note").fill("Check #1043");
    await form.getByRole("button", { name: "Record the deposit" }).click();
    await expect(staff.locator(".admin-summary")).toContainText("Deposit paid");
    const payments = staff.getByRole("region", { name: "Payments" });
    await expect(payments).toContainText(deposit);
    await expect(payments).toContainText("Check #1043");
    await expect(payments).toContainText(OWNER);
    await expect(staff.getByRole("form", { name: "Record a deposit" })).toHaveCount(0);

    await customer.reload();
    await expect(section).toContainText(`Deposit received: ${deposit}. Thank you.`);
  } finally {
    await context.close();
    offline.stop();
  }
});

test("a Spanish customer's refused signature is answered in Spanish, by the page without scripts and by the API", async ({
  browser,
}) => {
  const lead = await postQuote(server.url, "es");
  const { token } = await sendProposalByCli(server.dbPath, lead.id);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/es/proposal/${token}`);
    // A name too long for the signature, past the field's own limit (as a post not from this page would be).
    await page.getByLabel("Su nombre completo").evaluate((input) => input.removeAttribute("maxlength"));
    await page.getByLabel("Su nombre completo").fill("x".repeat(121));
    // The terms' box (the page also offers the unticked "Text me…" box, issue 35).
    await page.locator('input[name="agree"]').check();
    await page.getByRole("button", { name: "Aceptar y firmar" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Revise los campos marcados.");
    await expect(page.getByText("El nombre puede tener como máximo 120 caracteres")).toBeVisible();

    const api = await page.request.post(`${server.url}/api/proposals/${token}/accept`, {
      data: { signer_name: "", agree: false, version: 1 },
    });
    expect(api.status()).toBe(400);
    expect(((await api.json()) as { fields: Record<string, string> }).fields).toEqual({
      signer_name: "Escriba su nombre completo para firmar",
      agree: "Marque la casilla para aceptar las condiciones",
    });
  } finally {
    await context.close();
  }
});

test("an expired proposal's page says what to do and can no longer be signed", async ({ browser }) => {
  const lead = await postQuote();
  const { id, token } = await sendProposalByCli(server.dbPath, lead.id);
  // Its last day long past, as if the customer came back months later.
  const db = new Database(server.dbPath);
  db.prepare("update proposal_versions set valid_until = '2020-01-31' where proposal_id = ?").run(id);
  db.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/proposal/${token}`);
    await expect(page.getByText("This proposal expired on January 31, 2020. Prices may have changed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);
    const api = await page.request.post(`${server.url}/api/proposals/${token}/accept`, {
      data: { signer_name: "Grace Hopper", agree: true, version: 1 },
    });
    expect(api.status()).toBe(410);
  } finally {
    await context.close();
  }
});
