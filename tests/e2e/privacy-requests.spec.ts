import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { privacy } from "../../app/content/privacy.ts";
import { format } from "../../app/i18n/format.ts";
import { localizedPath, type Locale } from "../../app/i18n/locales.ts";
import { mailCatalogues } from "../../app/i18n/mail.ts";
import { uiCatalogues } from "../../app/i18n/ui.ts";
import { SmtpSink, type SunkMail } from "../mocks/smtp-sink";
import { createStaff, signIn, startAdminServer } from "./admin-helpers";
import { englishIn, englishSentences, readableText } from "./english-left";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/**
 * A person's request for a copy of their data (issue 32, decision 0022), in English and in Spanish, with and
 * without scripts: the form at /privacy-request, the confirmation e-mail in their language, its link's page, the
 * business's copy in English naming the language, staff sending the copy's link from the back office, the e-mail
 * that carries it in the person's language, and the download. A server of this spec's own sends the e-mails to a
 * local SMTP server.
 */
const sink = new SmtpSink();
let server: Awaited<ReturnType<typeof startAdminServer>>;
const BUSINESS_INBOX = "inbox@amberwood.test";
const STAFF = "owner@example.com";
const sentences = englishSentences();
const mailSentences = englishSentences([[mailCatalogues.en, mailCatalogues.es]]);

test.beforeAll(async () => {
  await sink.start();
  server = await startAdminServer({
    SMTP_URL: sink.url,
    LEADS_TO_EMAIL: BUSINESS_INBOX,
    OUTBOX_POLL_MS: "100",
    RATE_LIMIT_MAX: "1000",
  });
  createStaff(server.dbPath, STAFF);
});
test.afterAll(async () => {
  server?.stop();
  await sink.stop();
});

/** The e-mail to `address` with this subject, once it has arrived. */
async function mailTo(address: string, subject: string): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(() => (found = sink.messages.find((m) => m.to.includes(address) && m.subject === subject)), {
      timeout: 15_000,
    })
    .toBeDefined();
  return found!;
}

/** The first link in an e-mail's text to this page of the site. */
function linkIn(mail: SunkMail, path: string): string {
  const escaped = path.replace(/[/.?]/g, (c) => `\\${c}`);
  const link = new RegExp(`(http\\S+${escaped}\\?token=\\S+)`).exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();
  return link!;
}

type Visitor = { locale: Locale; scripts: boolean; email: string };

async function visitorContext(browser: Browser, scripts: boolean): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: scripts, baseURL: server.url, acceptDownloads: true });
}

/** An e-mail to a Spanish-speaking person has no English sentence left in it. */
function expectMailLanguage(mail: SunkMail, locale: Locale) {
  if (locale === "es") expect(englishIn(mail.text, mailSentences), mail.text).toEqual([]);
}

/** The page is in the visitor's language, with no English sentence left on a Spanish one. */
async function expectLanguage(page: Page, locale: Locale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  if (locale === "es") expect(englishIn(await readableText(page), sentences)).toEqual([]);
}

/** No serious or critical axe violation on the page, on a phone and on a desktop. */
async function expectAccessible(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }
}

/** The visitor fills and sends the form, and reads that an e-mail to confirm is on its way. */
async function askForACopy(page: Page, { locale, scripts, email }: Visitor) {
  const words = uiCatalogues[locale];
  await page.goto(localizedPath("/privacy-request", locale));
  if (scripts) await hydrated(page);
  await expectLanguage(page, locale);
  const form = page.getByRole("form", { name: words.privacyRequest.formLabel });
  await form.getByRole("textbox", { name: words.forms.email }).fill(email);
  await form.getByRole("radio", { name: words.privacyRequest.access }).check();
  await form.getByRole("button", { name: words.privacyRequest.submit }).click();
  const sent = format(words.privacyRequest.sent, { days: privacy.confirmWithinDays }, locale);
  await expect(page.getByText(sent)).toBeVisible();
  await expectLanguage(page, locale);
}

/** The request's page in the back office, from the business's e-mail. */
function leadLinkIn(notification: SunkMail): string {
  const lead = /(http\S+\/admin\/leads\/privacy\/[0-9a-f-]+)/.exec(notification.text)?.[1];
  expect(lead, notification.text).toBeDefined();
  return lead!;
}

/** Staff open the request from the business's e-mail and send the copy's link. */
async function staffSendCopy(browser: Browser, notification: SunkMail) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signIn(page, server.url, STAFF);
  await page.goto(leadLinkIn(notification));
  await expect(page.getByRole("heading", { name: "Answer the request" })).toBeVisible();
  await page.getByRole("button", { name: "Send a copy link" }).click();
  await expect(page.getByRole("status")).toHaveText("Answered: the person's e-mail is on its way, in their language.");
  await expect(page.getByText("This request has been answered.")).toBeVisible();
  await context.close();
}

/** The whole way, from the form to the file. */
async function exportRequest(browser: Browser, visitor: Visitor) {
  const { locale, scripts, email } = visitor;
  const mail = mailCatalogues[locale].privacyRequest;
  const links = uiCatalogues[locale].privacyLinks;
  const context = await visitorContext(browser, scripts);
  const page = await context.newPage();
  await askForACopy(page, visitor);

  const subject = (text: string) => format(text, { business: "Amberwood Blinds" }, locale);
  const confirmation = await mailTo(email, subject(mail.confirmSubject));
  expect(confirmation.text).toContain(mail.greeting);
  expectMailLanguage(confirmation, locale);
  await page.goto(linkIn(confirmation, localizedPath("/privacy-request/confirm", locale)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(links.confirm.askTitle);
  await expectLanguage(page, locale);
  // axe runs as a script in the page: checked where scripts run.
  if (scripts) await expectAccessible(page);
  await page.getByRole("button", { name: links.confirm.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(links.confirm.doneTitle);
  await expectLanguage(page, locale);

  // The business's own copy is English and names the person's language.
  const notification = await mailTo(BUSINESS_INBOX, `Privacy request (a copy of their data): ${email}`);
  expect(notification.text).toContain(`Language: ${locale === "es" ? "Spanish" : "English"}`);
  await staffSendCopy(browser, notification);

  const copy = await mailTo(email, subject(mail.copySubject));
  expectMailLanguage(copy, locale);
  await page.goto(linkIn(copy, localizedPath("/privacy-request/download", locale)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(links.download.readyTitle);
  await expectLanguage(page, locale);
  if (scripts) await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: links.download.button }).click(),
  ]);
  const file = JSON.parse(await readFile(await download.path(), "utf8")) as {
    privacy_requests: { email: string; request: string; locale: string }[];
  };
  expect(file.privacy_requests).toEqual([expect.objectContaining({ email, request: "access", locale })]);
  await context.close();
}

test.describe("a request for a copy of one's data", () => {
  // Each test walks the whole way — five pages, a sign-in to the back office and three e-mails, axe at two widths on
  // the link pages — on a machine shared with other runs: three times the default time, not a wait for anything.
  test.beforeEach(() => test.slow());

  test("in English, with scripts", async ({ browser }) => {
    await exportRequest(browser, { locale: "en", scripts: true, email: "copy.en.js@example.com" });
  });

  test("in English, without scripts", async ({ browser }) => {
    await exportRequest(browser, { locale: "en", scripts: false, email: "copy.en.nojs@example.com" });
  });

  test("in Spanish, with scripts", async ({ browser }) => {
    await exportRequest(browser, { locale: "es", scripts: true, email: "copia.es.js@example.com" });
  });

  test("in Spanish, without scripts", async ({ browser }) => {
    await exportRequest(browser, { locale: "es", scripts: false, email: "copia.es.nojs@example.com" });
  });
});

test.describe("a request for deletion in Spanish", () => {
  test.beforeEach(() => test.slow());

  test("staff erase after being asked twice; the person is told in Spanish; the message is gone", async ({
    browser,
  }) => {
    const email = "borrar.es@example.com";
    const mail = mailCatalogues.es.privacyRequest;
    const links = uiCatalogues.es.privacyLinks;
    // A message of theirs, sent before, through the public API.
    const contact = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        user_name: "Ana Ruiz",
        user_email: email,
        user_phone: "(213) 555-0100",
        message: "Tres ventanas en la sala.",
        location_address: "1200 Sunset Blvd, Los Angeles, CA",
        locale: "es",
      }),
    });
    expect(contact.status).toBe(201);
    const asked = await fetch(`${server.url}/api/privacy-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, request: "erasure", locale: "es" }),
    });
    expect(asked.status).toBe(202);

    const context = await visitorContext(browser, true);
    const page = await context.newPage();
    const subject = (text: string) => format(text, { business: "Amberwood Blinds" }, "es");
    const confirmation = await mailTo(email, subject(mail.confirmSubject));
    expectMailLanguage(confirmation, "es");
    await page.goto(linkIn(confirmation, "/es/privacy-request/confirm"));
    await expect(page.getByText(`¿Nos pidió ${links.what.erasure} para ${email}?`)).toBeVisible();
    await page.getByRole("button", { name: links.confirm.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(links.confirm.doneTitle);

    const notification = await mailTo(BUSINESS_INBOX, `Privacy request (deletion of their data): ${email}`);
    await signIn(page, server.url, STAFF);
    await page.goto(leadLinkIn(notification));
    await hydrated(page);
    // The staff's panel: its answers and the decline's form.
    await expectAccessible(page);
    await page.getByRole("button", { name: "Erase everything…" }).click();
    // Asked first: nothing is erased by the first press.
    await expect(page.getByText(`Erase everything held for ${email}? This cannot be undone.`)).toBeVisible();
    await page.goto(`${server.url}/admin?q=${encodeURIComponent(email)}&kind=contact`);
    await expect(
      page.getByRole("list", { name: "Leads" }).getByRole("link", { name: "Ana Ruiz", exact: true }),
    ).toBeVisible();
    await page.goto(leadLinkIn(notification));
    await page.getByRole("button", { name: "Erase everything…" }).click();
    await page.getByRole("button", { name: "Yes, erase everything" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Answered: the person's e-mail is on its way, in their language.",
    );

    const erased = await mailTo(email, subject(mail.erasedSubject));
    expectMailLanguage(erased, "es");
    await page.goto(`${server.url}/admin?q=${encodeURIComponent(email)}&kind=contact`);
    await expect(page.getByText("No leads match this view.")).toBeVisible();
    await context.close();
  });
});

test.describe("a refused request in Spanish", () => {
  const es = uiCatalogues.es;
  const EMAIL_INVALID = "Ingrese un correo electrónico válido";
  const REQUEST_REQUIRED = "Seleccione lo que solicita: una copia de sus datos o su eliminación";
  // The island's refused post (400) is reported by the browser as a failed load of the page's own address.
  test.use({ expectedConsoleErrors: [/status of 400 .*\/es\/privacy-request$/] });

  for (const scripts of [true, false]) {
    test(`gets the server's field messages in Spanish, ${scripts ? "with" : "without"} scripts`, async ({
      browser,
    }) => {
      const context = await visitorContext(browser, scripts);
      const page = await context.newPage();
      // What a browser's own checks let through but the server refuses: an address and a choice it does not know.
      await page.route("**/es/privacy-request", async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        const sent = new URLSearchParams(route.request().postData() ?? "");
        sent.set("email", "ana en example.com");
        sent.set("request", "todo");
        await route.continue({ postData: sent.toString() });
      });
      await page.goto("/es/privacy-request");
      if (scripts) await hydrated(page);
      const form = page.getByRole("form", { name: es.privacyRequest.formLabel });
      const email = form.getByRole("textbox", { name: es.forms.email });
      await email.fill("ana@example.com");
      await form.getByRole("radio", { name: es.privacyRequest.erasure }).check();
      await form.getByRole("button", { name: es.privacyRequest.submit }).click();
      await expect(page.getByText(es.privacyRequest.failed)).toBeVisible();
      await expect(email).toHaveAccessibleDescription(new RegExp(EMAIL_INVALID));
      await expect(form.getByRole("group", { name: es.privacyRequest.what })).toHaveAccessibleDescription(
        REQUEST_REQUIRED,
      );
      await expectLanguage(page, "es");
      await context.close();
    });
  }
});

test.describe("the link pages", () => {
  test("are noindex and never stored; an altered or foreign token is the 404 page, in the link's language", async () => {
    const email = "enlaces.es@example.com";
    const asked = await fetch(`${server.url}/api/privacy-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, request: "access", locale: "es" }),
    });
    expect(asked.status).toBe(202);
    const subject = format(mailCatalogues.es.privacyRequest.confirmSubject, { business: "Amberwood Blinds" }, "es");
    const link = new URL(linkIn(await mailTo(email, subject), "/es/privacy-request/confirm"));
    const token = link.searchParams.get("token")!;

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toMatch(/<meta name="robots" content="noindex/);

    const altered = `${token.slice(0, -3)}abc`;
    // An altered token on either page, and a confirmation token on the download page (each link has its own key).
    const refused: [string, string][] = [
      ["/es/privacy-request/confirm", altered],
      ["/es/privacy-request/download", altered],
      ["/es/privacy-request/download", token],
    ];
    for (const [path, tried] of refused) {
      const answer = await fetch(`${server.url}${path}?${new URLSearchParams({ token: tried })}`);
      expect(answer.status, `${path} ${tried}`).toBe(404);
      expect(await answer.text()).toContain('<html lang="es"');
    }
    const download = await fetch(`${server.url}/api/privacy-requests/download`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
      redirect: "manual",
    });
    // A confirmation token gives no file: back to the download page, which says why.
    expect(download.status).toBe(303);
    expect(download.headers.get("content-type") ?? "").not.toMatch(/json/);
  });
});

test.describe("the privacy request form is accessible", () => {
  for (const path of ["/privacy-request", "/es/privacy-request"]) {
    test(`${path} at 375 and 1280 px`, async ({ page }) => {
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      await expectAccessible(page);
    });
  }
});
