import { execFileSync } from "node:child_process";
import Database from "better-sqlite3";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SmtpSink, type SunkMail } from "../mocks/smtp-sink";
import { axeViolations, expect, hydrated, test } from "./fixtures";
import { startOwnServer } from "./own-server";

/**
 * Issue 19, double opt-in end to end on the real build: the e-mails are read from a
 * local SMTP server, the links in them followed in the browser, and the business's
 * command line shows each state — pending, active, unsubscribed.
 */
// The refused and expired links answer 400 and 410, which Chromium reports as failed loads.
test.use({ expectedConsoleErrors: [/status of (400|410) .*\/newsletter\/confirm/] });

const sink = new SmtpSink();
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
const database = path.join(tmpdir(), `e2e-optin-${process.pid}-${Date.now()}.sqlite`);

test.beforeAll(async () => {
  await sink.start();
  server = await startOwnServer({ SMTP_URL: sink.url, SQLITE_PATH: database, OUTBOX_POLL_MS: "100" });
});
test.afterAll(async () => {
  server?.stop();
  await sink.stop();
});

/** `npm run leads -- …` as the business runs it, on this spec's database. */
const leads = (...args: string[]) =>
  execFileSync(process.execPath, ["scripts/leads.ts", ...args], {
    env: { ...process.env, SQLITE_PATH: database },
    encoding: "utf8",
  });
type Subscription = { id: string; email: string; status: string };
const subscriptions = () =>
  (JSON.parse(leads("export", "--type", "newsletter", "--format", "json")) as { newsletter: Subscription[] })
    .newsletter;
/** Address → state, from the command line's export. */
const subscriptionStates = () => Object.fromEntries(subscriptions().map((r) => [r.email, r.status]));

/** The body of a sunk e-mail, quoted-printable soft breaks and escapes undone. */
const bodyOf = (mail: SunkMail) =>
  mail.raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");

async function mailTo(address: string, subject: RegExp): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(() => (found = sink.messages.find((m) => m.to.includes(address) && subject.test(m.headers.subject ?? ""))), {
      timeout: 15_000,
    })
    .toBeDefined();
  return found!;
}

async function scan(page: Page, what: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
}

test("subscribe, confirm from the e-mail, get the welcome, unsubscribe from it", async ({ page }) => {
  const address = "optin.reader@example.com";
  await page.goto(`${server!.url}/newsletter`);
  await hydrated(page);
  await page.getByRole("textbox", { name: "Email Address", exact: true }).fill(address);
  await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
  await expect(
    page.getByText(
      "Thank you for subscribing to our newsletter! Please check your inbox to confirm your subscription.",
    ),
  ).toBeVisible();
  expect(subscriptionStates()[address]).toBe("pending");

  const ask = await mailTo(address, /^Please confirm your subscription/);
  const confirmLink = /(http\S+\/newsletter\/confirm\?token=[\w.-]+)/.exec(bodyOf(ask))?.[1];
  expect(confirmLink, bodyOf(ask)).toBeDefined();
  // No welcome, no newsletter before the address's owner has answered.
  expect(sink.messages.filter((m) => m.to.includes(address))).toHaveLength(1);

  // The link asks first (mail scanners open links; only people press buttons).
  const opened = await page.goto(confirmLink!);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expect(page.getByText(`Send our newsletter to ${address}?`)).toBeVisible();
  expect(subscriptionStates()[address]).toBe("pending");
  await hydrated(page);
  await scan(page, "the confirmation question");
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are subscribed");
  expect(subscriptionStates()[address]).toBe("active");
  await scan(page, "the confirmation");

  const welcome = await mailTo(address, /^Welcome/);
  const unsubscribeLink = /<(http[^>]+)>/.exec(welcome.headers["list-unsubscribe"] ?? "")?.[1];
  expect(unsubscribeLink).toMatch(/\/newsletter\/unsubscribe\?token=/);
  await page.goto(unsubscribeLink!);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  expect(subscriptionStates()[address]).toBe("unsubscribed");

  // The old confirmation link cannot bring the address back.
  await page.goto(confirmLink!);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  expect(subscriptionStates()[address]).toBe("unsubscribed");
});

test("an address signed up by someone else gets one confirmation e-mail and nothing more", async ({ request }) => {
  const victim = "not.me@example.com";
  for (let i = 0; i < 3; i++) {
    const answer = await request.post(`${server!.url}/api/newsletter/subscribe`, { data: { email: victim } });
    expect(answer.status()).toBe(201);
  }
  await mailTo(victim, /^Please confirm/);
  const { id, status } = subscriptions().find((r) => r.email === victim)!;
  expect(status).toBe("pending");
  // Every e-mail the site will ever send for this subscription, sent or not: the one confirmation.
  // The sink has it as soon as SMTP accepted it; the worker records the delivery just after, so wait for that.
  const deliveries = () =>
    (JSON.parse(leads("show", id, "--format", "json")) as { deliveries: { job: string; status: string }[] }).deliveries;
  await expect.poll(deliveries).toEqual([expect.objectContaining({ job: "confirm", status: "delivered" })]);
  expect(sink.messages.filter((m) => m.to.includes(victim))).toHaveLength(1);
});

test("an address left unconfirmed for more than 7 days: its link has expired and it gets nothing more", async ({
  page,
}) => {
  const address = "late.reader@example.com";
  const subscribed = await page.request.post(`${server!.url}/api/newsletter/subscribe`, { data: { email: address } });
  expect(subscribed.status()).toBe(201);
  const ask = await mailTo(address, /^Please confirm/);
  const confirmLink = /(http\S+\/newsletter\/confirm\?token=[\w.-]+)/.exec(bodyOf(ask))?.[1];
  expect(confirmLink, bodyOf(ask)).toBeDefined();
  // Eight days go by unanswered: the subscription was asked for before the week it stays pending.
  const db = new Database(database);
  try {
    const asked = new Date(Date.now() - 8 * 86_400_000).toISOString();
    db.prepare("update newsletter_subscribers set created_at = ? where email = ?").run(asked, address);
  } finally {
    db.close();
  }

  await page.goto(confirmLink!);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  // Never active, so never on the list the newsletter goes to; no welcome queued, only the one confirmation sent.
  expect(subscriptionStates()[address]).toBe("pending");
  expect(leads("export", "--status", "active", "--format", "json")).not.toContain(address);
  const { id } = subscriptions().find((r) => r.email === address)!;
  const jobs = (JSON.parse(leads("show", id, "--format", "json")) as { deliveries: { job: string }[] }).deliveries;
  expect(jobs.map((j) => j.job)).toEqual(["confirm"]);
  expect(sink.messages.filter((m) => m.to.includes(address))).toHaveLength(1);
});

test("a forged confirmation link is refused with the site's page", async ({ page }) => {
  const answer = await page.goto(`${server!.url}/newsletter/confirm?token=bm90Lm1lQGV4YW1wbGUuY29t.forged`);
  expect(answer?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
});
