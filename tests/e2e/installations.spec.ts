import type { Browser, Page } from "@playwright/test";
import { SmtpSink } from "../mocks/smtp-sink";
import { adminCli, createStaff, signIn, startAdminServer } from "./admin-helpers";
import { mailTo as mailToSink, recordDepositByHand, signedProposal } from "./order-helpers";
import { choose, etDate } from "./booking-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/**
 * Issue 34 item 2 end to end: an order moved to Arrived (`npm run admin -- order-stage`), the customer books the
 * installation on their page with and without JavaScript and receives the invitation, staff see it on the agenda and
 * mark the order Installed. The page, the lead's page and the agenda are axe-clean at 375 and 1280 px.
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

/** A signed proposal whose deposit staff record, moved on to Arrived with `npm run admin -- order-stage`. */
async function arrivedOrder(page: Page) {
  const proposal = await signedProposal(server, "Ada Lovelace");
  await signIn(page, server.url, OWNER);
  await recordDepositByHand(page, server.url, proposal.id);

  const early = await fetch(`${server.url}/api/proposals/${proposal.token}/install-slots`);
  expect(early.status).toBe(409);
  for (const stage of ["ordered", "arrived"]) {
    const moved = adminCli(server.dbPath, ["order-stage", "--proposal", proposal.id, "--stage", stage]);
    expect(moved.code, moved.err).toBe(0);
  }
  // The CLI blocked this process: one turn of the event loop reads any keep-alive connection the server closed.
  await new Promise((resolve) => setImmediate(resolve));
  return proposal;
}

const mailTo = (to: string, subject: RegExp) => mailToSink(sink, to, subject);

/** A free installation time on another day than the first offered (with scripts, its times are fetched). */
async function laterDayStart(token: string): Promise<string> {
  const res = await fetch(`${server.url}/api/proposals/${token}/install-slots`);
  expect(res.status).toBe(200);
  const { slots } = (await res.json()) as { slots: { start: string }[] };
  const first = etDate(slots[0]!.start);
  return slots.find((s) => etDate(s.start) !== first)!.start;
}

async function customerBooks(browser: Browser, token: string, scripts: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: scripts });
  const page = await context.newPage();
  try {
    const start = await laterDayStart(token);
    await page.goto(`${server.url}/proposal/${token}`);
    const island = page.locator('[data-island="installation"]');
    if (scripts) {
      // The island starts on the customer's first interaction (decision 0014): the page loads without it.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(island).toHaveAttribute("data-island-start", "interaction");
      await expect(island).not.toHaveAttribute("data-island-loading", "true");
      await hydrated(page);
    }
    const section = page.getByRole("region", { name: "Installation" });
    await expect(section).toContainText("Your window treatments have arrived.");
    const form = section.locator("form.booking-form");
    await choose(page, start, form);
    await form.getByRole("button", { name: "Book the installation" }).click();
    await expect(page).toHaveURL(/\?installation=booked#installation$/);
    await expect(section.getByRole("status")).toHaveText("Your installation is booked.");
    if (scripts) {
      // With news of the change the island starts with the page, untouched, and takes focus to the news.
      await expect(island).toHaveAttribute("data-island-ready", "true");
      await expect(section.getByRole("heading", { name: "Installation", exact: true })).toBeFocused();
    }
    await expect(section.getByRole("link", { name: "Add to calendar" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your order" }).locator('[aria-current="step"]')).toContainText(
      "Installation booked",
    );
    return start;
  } finally {
    await context.close();
  }
}

async function staffMarkInstalled(page: Page, leadId: string) {
  await page.goto(`${server.url}/admin/agenda`);
  await expect(page.getByRole("region", { name: "Installations of the next 14 days" })).toContainText("Ada Lovelace");
  await page.goto(`${server.url}/admin/leads/quote/${leadId}`);
  const section = page.getByRole("region", { name: "Proposals" });
  await expect(section).toContainText("Order: Installation booked");
  await expect(section).toContainText("Installation:");
  await section.getByRole("button", { name: /^Mark as Installed/ }).click();
  await expect(page.getByRole("status")).toHaveText("Order moved to Installed. The customer is e-mailed.");
  await expect(section).toContainText("Order: Installed");
}

for (const scripts of [true, false]) {
  test(`the customer books the installation of an arrived order and staff mark it installed (${scripts ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const staffContext = await browser.newContext({ javaScriptEnabled: scripts });
    const staff = await staffContext.newPage();
    try {
      const order = await arrivedOrder(staff);
      const start = await customerBooks(browser, order.token, scripts);
      const invite = await mailTo(order.email, /^Your installation is booked: /);
      expect(invite.raw).toContain("text/calendar");
      expect(invite.raw).toContain("METHOD:REQUEST");
      expect(invite.text).toContain(`/proposal/${order.token}`);
      const again = await fetch(`${server.url}/api/proposals/${order.token}/install`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ start }),
      });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { error: string }).error).toBe("already_booked");
      await staffMarkInstalled(staff, order.leadId);
    } finally {
      await staffContext.close();
    }
  });
}

test("the customer moves, then cancels, the installation on their page without JavaScript; the order goes back to Arrived", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const order = await arrivedOrder(page);
  const first = (
    (await (await fetch(`${server.url}/api/proposals/${order.token}/install-slots`)).json()) as {
      slots: { start: string }[];
    }
  ).slots[0]!.start;
  const booked = await fetch(`${server.url}/api/proposals/${order.token}/install`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ start: first }),
  });
  expect(booked.status).toBe(201);
  const later = await laterDayStart(order.token);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const customer = await context.newPage();
  try {
    await customer.goto(`${server.url}/proposal/${order.token}`);
    const section = customer.getByRole("region", { name: "Installation" });
    const move = section.locator("form.booking-form");
    await choose(customer, later, move);
    await move.getByRole("button", { name: "Move my installation" }).click();
    await expect(customer).toHaveURL(/\?installation=moved#installation$/);
    await expect(section.getByRole("status")).toHaveText("Your installation has moved.");
    const moved = await mailTo(order.email, /^Your installation has moved to /);
    expect(moved.raw).toContain("METHOD:REQUEST");

    await section.getByRole("button", { name: "Cancel my installation" }).click();
    await expect(customer).toHaveURL(/\?installation=cancelled#installation$/);
    await expect(section.getByRole("status")).toHaveText(
      "Your installation is cancelled. Choose a new time whenever suits you.",
    );
    await expect(section.getByRole("button", { name: "Book the installation" })).toBeVisible();
    await expect(customer.getByRole("region", { name: "Your order" }).locator('[aria-current="step"]')).toContainText(
      "Arrived",
    );
    const cancelled = await mailTo(order.email, /^Your installation on .* is cancelled$/);
    expect(cancelled.raw).toContain("METHOD:CANCEL");
  } finally {
    await context.close();
  }
});

test("the installation on the customer's page (offered and booked), the lead's page and the agenda are axe-clean at 375 and 1280 px", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const order = await arrivedOrder(page);
  await page.goto(`${server.url}/admin/leads/quote/${order.leadId}`);
  const section = page.getByRole("region", { name: "Proposals" });
  await expect(section.getByRole("button", { name: "Book installation" })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await hydrated(page);
    expect(await axeViolations(page), `the lead's installation at ${width} px`).toEqual([]);
  }

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  try {
    await customer.goto(`${server.url}/es/proposal/${order.token}`);
    await expect(customer.getByRole("region", { name: "Instalación" })).toContainText(
      "Sus cortinas y persianas ya llegaron.",
    );
    for (const width of [375, 1280]) {
      await customer.setViewportSize({ width, height: 900 });
      await hydrated(customer);
      expect(await axeViolations(customer), `the installation offered at ${width} px`).toEqual([]);
    }
    await customer.setViewportSize({ width: 320, height: 800 });
    const sideways = await customer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, "no sideways scroll at 320 px").toBe(false);
  } finally {
    await customerContext.close();
  }

  // Staff book it for the customer from the lead's page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.getByLabel(/^Installation time for/).selectOption({ index: 1 });
  await section.getByRole("button", { name: "Book installation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The installation is booked; the customer is e-mailed the invitation.",
  );
  await mailTo(order.email, /^Your installation is booked: /);

  const booked = await browser.newContext();
  const bookedPage = await booked.newPage();
  try {
    await bookedPage.goto(`${server.url}/proposal/${order.token}`);
    const installation = bookedPage.getByRole("region", { name: "Installation" });
    await expect(installation.getByRole("button", { name: "Cancel my installation" })).toBeVisible();
    for (const width of [375, 1280]) {
      await bookedPage.setViewportSize({ width, height: 900 });
      await hydrated(bookedPage);
      expect(await axeViolations(bookedPage), `the installation booked at ${width} px`).toEqual([]);
    }
  } finally {
    await booked.close();
  }

  await page.goto(`${server.url}/admin/agenda`);
  await expect(page.getByRole("region", { name: "Installations of the next 14 days" })).toContainText("Ada Lovelace");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await hydrated(page);
    expect(await axeViolations(page), `the agenda at ${width} px`).toEqual([]);
  }
});
