import type { Browser, Page } from "@playwright/test";
import ical, { type VEvent } from "node-ical";
import sharp from "sharp";
import { mailCatalogues } from "../../app/i18n/mail.ts";
import { uiCatalogues } from "../../app/i18n/ui.ts";
import { mimePart, SmtpSink, type SunkMail } from "../mocks/smtp-sink";
import { expect, hydrated as pageHydrated, test } from "./fixtures";
import { englishIn, englishSentences, readableText } from "./english-left";
import { choose } from "./booking-helpers";
import { openWithFakes } from "./forms-helpers";
import { startOwnServer } from "./own-server";

/**
 * A Spanish-speaking family's whole way through the site (issue 32): a quote with an estimate and a photo, a booking
 * and its move, the newsletter's double opt-in, with and without scripts, every page and every e-mail to them in
 * Spanish, the business's own copy in English naming the language. A server of this spec's own sends the e-mails to
 * a local SMTP server.
 */
const es = uiCatalogues.es;
const mail = mailCatalogues.es;
const sentences = englishSentences();

const sink = new SmtpSink();
let server: Awaited<ReturnType<typeof startOwnServer>>;
const BUSINESS_INBOX = "inbox@amberwood.test";

test.beforeAll(async () => {
  await sink.start();
  server = await startOwnServer({
    SMTP_URL: sink.url,
    LEADS_TO_EMAIL: BUSINESS_INBOX,
    OUTBOX_POLL_MS: "100",
    BOOKING_CAPACITY: "50",
    RATE_LIMIT_MAX: "1000",
  });
});
test.afterAll(async () => {
  server?.stop();
  await sink.stop();
});

/** The e-mail to `address` whose subject matches, once it has arrived. */
async function mailTo(address: string, subject: RegExp | string): Promise<SunkMail> {
  let found: SunkMail | undefined;
  const matches = (m: SunkMail) => (typeof subject === "string" ? m.subject === subject : subject.test(m.subject));
  await expect
    .poll(() => (found = sink.messages.find((m) => m.to.includes(address) && matches(m))), { timeout: 15_000 })
    .toBeDefined();
  return found!;
}

async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  return { page: await context.newPage(), close: () => context.close() };
}

async function expectSpanishPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(englishIn(await readableText(page), sentences)).toEqual([]);
}

const photo = (name: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "#88aa66" } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: "image/jpeg", buffer }));

test.describe("a quote request in Spanish", () => {
  const form = (page: Page) => page.locator("form.quote-form");
  const box = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });
  const select = (page: Page, name: string) => form(page).getByRole("combobox", { name, exact: true });
  type Visitor = { name: string; email: string; color: string; installation: "yes" | "no" };
  /** The visitor's details and choices, as the Spanish labels name them (linen for every shade here). */
  async function fillQuoteVisitor(page: Page, visitor: Visitor) {
    await box(page, es.quote.name).fill(visitor.name);
    await box(page, es.forms.email).fill(visitor.email);
    await box(page, es.forms.phone).fill("213 555 0199");
    await select(page, es.quote.color).selectOption(visitor.color);
    await select(page, es.quote.material).selectOption("Linen");
    await select(page, es.quote.installation).selectOption(visitor.installation);
  }

  test("with scripts: the estimate in US Spanish, a photo, the Spanish notice and acknowledgement, the business's copy in English", async ({
    page,
  }) => {
    const email = "familia.garcia@example.com";
    await openWithFakes(page, `${server.url}/es/quote-request?type=shades&model=Roller%20Shades`);
    await expect(select(page, es.quote.productModel)).toHaveValue("Roller Shades");
    await expect(select(page, es.quote.productModel).locator("option:checked")).toHaveText("Persianas enrollables");
    const row = form(page).locator(".windows__row").first();
    await row.getByRole("textbox", { name: es.windows.width }).fill("36 3/8");
    await row.getByRole("textbox", { name: es.windows.height }).fill("48");
    const estimate = form(page).locator(".windows__estimate");
    // es-US writes dollars as "US$" or "$" depending on the engine's data: the words around them are Spanish.
    await expect(estimate).toContainText(/^Estimado: .*\d.* – .*\d.* por 1 ventana, sin instalación\./);
    await form(page)
      .getByLabel(es.photos.label)
      .setInputFiles([await photo("sala.jpg")]);
    await fillQuoteVisitor(page, { name: "Ana García", email, color: "Ivory", installation: "yes" });
    await expect(estimate).toContainText("instalación incluida");
    await form(page).getByRole("button", { name: es.quote.submit }).click();
    await expect(page.getByText(es.quote.sent)).toBeVisible();
    await expectSpanishPage(page);

    const thanks = await mailTo(email, "Recibimos su solicitud de cotización: Amberwood Blinds");
    expect(thanks.text).toContain("Hola, Ana García:");
    expect(thanks.text).toMatch(/La estimación que vio: Estimado: .+ por 1 ventana, instalación incluida\./);
    expect(englishIn(thanks.text, sentences)).toEqual([]);
    const business = await mailTo(BUSINESS_INBOX, /Ana García/);
    expect(business.text).toContain("Language: Spanish");
    expect(business.text).toMatch(/sala\.jpg/);
  });

  test("without scripts: the native post with a photo answers in Spanish", async ({ browser }) => {
    const { page, close } = await withoutScripts(browser);
    try {
      const email = "sin.guion@example.com";
      await page.goto("/es/quote-request");
      await select(page, es.quote.productType).selectOption("shades");
      await select(page, es.quote.productModel).selectOption("Roller Shades");
      await fillQuoteVisitor(page, { name: "Luis Pérez", email, color: "White", installation: "no" });
      await form(page)
        .getByLabel(es.photos.label)
        .setInputFiles([await photo("ventana.jpg")]);
      await form(page).getByRole("button", { name: es.quote.submit }).click();
      await expect(page.getByText(es.quote.sent)).toBeVisible();
      await expectSpanishPage(page);
      await mailTo(email, "Recibimos su solicitud de cotización: Amberwood Blinds");
    } finally {
      await close();
    }
  });
});

type SlotsBody = { slots: { start: string }[] };
const slotStarts = async (page: Page) =>
  ((await (await page.request.get(`${server.url}/api/booking/slots?days=14`)).json()) as SlotsBody).slots.map(
    (slot) => slot.start,
  );
async function fillVisitor(page: Page, name: string, email: string) {
  const box = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  await box(es.booking.name).fill(name);
  await box(es.forms.email).fill(email);
  await box(es.forms.phone).fill("(213) 555-0123");
  await box(es.booking.address).fill("1200 Sunset Blvd, Los Angeles, CA");
}

/** The invitation of an e-mail, parsed by a real iCalendar parser. */
function invitationOf(message: SunkMail) {
  const parsed = ical.sync.parseICS(mimePart(message.raw, "text/calendar") ?? "");
  return Object.values(parsed).find((c): c is VEvent => c?.type === "VEVENT")!;
}

test.describe("a consultation booked in Spanish", () => {
  test("with scripts: the Spanish confirmation and invitation, the English copy naming the language, then a move", async ({
    page,
  }) => {
    const email = "reserva.es@example.com";
    const [first, , , second] = await slotStarts(page);
    await openWithFakes(page, `${server.url}/es/book`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.booking.heading);
    await choose(page, first!);
    await fillVisitor(page, "María López", email);
    await page.getByRole("button", { name: es.booking.submit }).click();
    await expect(page).toHaveURL(/\/es\/book\/manage\/[^/?]+\?booked=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.manage.booked);
    await expectSpanishPage(page);

    const confirmation = await mailTo(email, /^Su consulta está agendada: /);
    expect(confirmation.subject).toMatch(/^Su consulta está agendada: (lunes|martes|miércoles|jueves|viernes|sábado)/);
    expect(confirmation.text).toContain("Gracias, María López. Su consulta gratuita a domicilio está agendada.");
    expect(confirmation.text).toContain(`${server.url}/es/book/manage/`);
    expect(englishIn(confirmation.text, sentences)).toEqual([]);
    const event = invitationOf(confirmation);
    expect(event.summary).toBe("Consulta gratuita a domicilio con Amberwood Blinds");
    expect(String(event.description)).toContain("le visita durante aproximadamente una hora");
    expect(event.start.toISOString()).toBe(new Date(first!).toISOString());
    const business = await mailTo(BUSINESS_INBOX, /María López/);
    expect(business.text).toContain("Language: Spanish");
    // The business reads English: its subject is not the visitor's.
    expect(business.subject.startsWith(mail.booking.subjects.booked.split(":")[0]!)).toBe(false);

    // The move, from the booking's own page.
    await pageHydrated(page);
    await choose(page, second!);
    await page.getByRole("button", { name: es.manage.move }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.manage.moved);
    await expectSpanishPage(page);
    const moved = await mailTo(email, /^Su consulta cambió a /);
    expect(moved.text).toMatch(/Su consulta gratuita a domicilio cambió; antes era el /);
    expect(invitationOf(moved).start.toISOString()).toBe(new Date(second!).toISOString());
  });

  test("without scripts: booked, moved and cancelled by native posts, every answer in Spanish", async ({ browser }) => {
    const { page, close } = await withoutScripts(browser);
    try {
      const email = "sin.guion.reserva@example.com";
      const starts = await slotStarts(page);
      const [first, second] = [starts[6]!, starts[9]!];
      await page.goto("/es/book");
      await choose(page, first);
      await fillVisitor(page, "Jorge Ruiz", email);
      await page.getByRole("button", { name: es.booking.submit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.manage.booked);
      await expect(page).toHaveURL(/\/es\/book\/manage\//);
      await expectSpanishPage(page);
      await choose(page, second);
      await page.getByRole("button", { name: es.manage.move }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.manage.moved);
      await page.getByRole("button", { name: es.manage.cancelButton }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.manage.cancelledHeading);
      await expectSpanishPage(page);
      const cancelled = await mailTo(email, /^Su consulta del .+ está cancelada$/);
      expect(cancelled.text).toContain("Su consulta gratuita a domicilio se canceló.");
      expect(cancelled.text).toContain(`${server.url}/es/book`);
    } finally {
      await close();
    }
  });
});

test.describe("the newsletter's double opt-in in Spanish", () => {
  async function confirmLinkIn(address: string) {
    const ask = await mailTo(address, "Confirme su suscripción al boletín de Amberwood Blinds");
    expect(ask.text).toContain("Alguien (esperamos que usted) pidió recibir el boletín");
    const link = /(http\S+\/es\/newsletter\/confirm\?token=\S+)/.exec(ask.text)?.[1];
    expect(link).toBeDefined();
    return link!;
  }

  test("with scripts: asked, confirmed on the Spanish page, welcomed in Spanish", async ({ page }) => {
    const address = "boletin.es@example.com";
    await openWithFakes(page, `${server.url}/es/newsletter`);
    const main = page.getByRole("main");
    await main.getByRole("textbox").first().fill(address);
    await main.getByRole("button", { name: es.newsletter.submit }).click();
    await expect(page.getByText(es.newsletter.sent)).toBeVisible();
    await page.goto(await confirmLinkIn(address));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.newsletterLinks.confirm.askTitle);
    await page.getByRole("button", { name: es.newsletterLinks.confirm.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.newsletterLinks.confirm.doneTitle);
    await expectSpanishPage(page);
    const welcome = await mailTo(address, "Le damos la bienvenida al boletín de Amberwood Blinds");
    expect(welcome.text).toMatch(/\/es\/newsletter\/unsubscribe\?token=/);
  });

  test("without scripts: the same by native posts", async ({ browser }) => {
    const { page, close } = await withoutScripts(browser);
    try {
      const address = "boletin.sin.guion@example.com";
      await page.goto("/es/newsletter");
      const main = page.getByRole("main");
      await main.getByRole("textbox").first().fill(address);
      await main.getByRole("button", { name: es.newsletter.submit }).click();
      await expect(page.getByText(es.newsletter.sent)).toBeVisible();
      await expectSpanishPage(page);
      await page.goto(await confirmLinkIn(address));
      await page.getByRole("button", { name: es.newsletterLinks.confirm.button }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.newsletterLinks.confirm.doneTitle);
      await mailTo(address, "Le damos la bienvenida al boletín de Amberwood Blinds");
    } finally {
      await close();
    }
  });
});
