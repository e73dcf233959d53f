import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProposalContent, ProposalLine } from "../../app/features/proposals/content.ts";
import { totalsOf, type Rates } from "../../app/features/proposals/money.ts";
import { ProposalPage } from "../../app/features/proposals/proposal-page.tsx";
import { editorValuesOf } from "../../app/features/proposals/schema.ts";
import type { ProposalOffice, ProposalPages } from "../../app/features/proposals/service.ts";
import { PRODUCT_TYPES } from "../../app/features/quote/options.ts";
import { formatCents } from "../../app/i18n/format.ts";
import { I18nProvider } from "../../app/i18n/i18n-context.tsx";
import { LOCALES, type Locale } from "../../app/i18n/locales.ts";
import { openDatabase, type Db } from "../db/database.ts";
import { setLogLevel } from "../logger.ts";
import { createProposalPages } from "./customer.ts";
import { PROPOSAL_JOBS } from "./jobs.ts";
import { PROPOSAL_MAILS } from "./mail.ts";
import { createProposalOffice } from "./office.ts";
import { proposalPdf } from "./pdf.ts";
import type { ProposalDeps } from "./settings.ts";
import type { CheckoutRequest } from "./stripe.ts";
import { createSigner } from "../secrets.ts";

/**
 * Issue 33's promise that a proposal says one thing everywhere: for any lines, installation, discount, tax rate and
 * deposit share, the server's totals, the customer's page, the PDF, the "Your proposal" e-mail and the amount handed
 * to Stripe Checkout all carry the same figures.
 */
const TZ = "America/Los_Angeles";
const SETTINGS = {
  SITE_URL: "https://amberwood.test",
  LEADS_TO_EMAIL: "inbox@amberwood.test",
  unsubscribeSecret: "x",
  signer: createSigner(Buffer.from("a test key of thirty-two bytes..")),
};

let db: Db;
const checkouts: CheckoutRequest[] = [];
let rates: Rates = { tax_rate_ppm: 0, tax_installation: false, deposit_percent: 50 };

function services(): { office: ProposalOffice; pages: ProposalPages } {
  const deps: ProposalDeps = {
    db,
    rates,
    validDays: 30,
    timeZone: TZ,
    siteUrl: SETTINGS.SITE_URL,
    crm: false,
    stripe: {
      async createCheckout(request) {
        checkouts.push(request);
        return { id: `cs_${checkouts.length}`, url: `https://checkout.test/${checkouts.length}` };
      },
      verify() {
        throw new Error("not in this test");
      },
    },
  };
  return { office: createProposalOffice(deps), pages: createProposalPages(deps) };
}

beforeAll(async () => {
  setLogLevel("silent");
  const dir = mkdtempSync(path.join(tmpdir(), "proposal-agreement-"));
  db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: path.join(dir, "site.sqlite") });
  for (const locale of LOCALES) {
    await db.kysely
      .insertInto("contact_messages")
      .values({
        id: `lead-${locale}`,
        created_at: new Date().toISOString(),
        user_name: locale === "es" ? "Begoña Núñez" : "Ada Lovelace",
        user_email: `${locale}@example.com`,
        user_phone: "(213) 555-0100",
        message: "Shades",
        location_address: "12 Elm St, Pasadena",
        location_lat: null,
        location_lng: null,
        locale,
        client_ip: "",
        user_agent: "",
      })
      .execute();
  }
});
afterAll(async () => {
  await db?.close();
});

const line: fc.Arbitrary<ProposalLine> = fc.record({
  label: fc.constantFrom("Living room", "Bedroom left", "Kitchen", "Removal of old blinds", "Oficina"),
  product_type: fc.constantFrom("", ...PRODUCT_TYPES),
  model: fc.constantFrom("", "Roller Shades", "Premium Wood Blinds"),
  width_in: fc.constant(null),
  height_in: fc.constant(null),
  mount: fc.constantFrom("" as const, "inside" as const, "outside" as const),
  options: fc.constantFrom("", "Linen, Ivory", "Motor and remote"),
  quantity: fc.integer({ min: 1, max: 12 }),
  unit_cents: fc.integer({ min: 0, max: 250_000 }),
});

const proposal = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 6 }),
    installation_cents: fc.integer({ min: 0, max: 90_000 }),
    rates: fc.record({
      tax_rate_ppm: fc.integer({ min: 0, max: 120_000 }),
      tax_installation: fc.boolean(),
      deposit_percent: fc.integer({ min: 1, max: 100 }),
    }),
    locale: fc.constantFrom<Locale>(...LOCALES),
  })
  .chain((p) => {
    const goods = p.lines.reduce((sum, l) => sum + l.unit_cents * l.quantity, 0);
    return fc.integer({ min: 0, max: goods }).map((discount_cents) => ({ ...p, discount_cents }));
  });

const pdfText = async (bytes: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  // The PDF writes its text in runs: compare with single spaces and no line breaks.
  return text.replace(/\s+/g, " ");
};

const pageText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("a proposal's figures agree everywhere (issue 33, property)", () => {
  it("lines, totals, the page, the PDF, the e-mail and the Checkout amount", async () => {
    await fc.assert(
      fc.asyncProperty(proposal, async (generated) => {
        rates = generated.rates;
        const { office, pages } = services();
        const created = await office.create({ kind: "contact", id: `lead-${generated.locale}` }, "owner@example.com", {
          ip: "127.0.0.1",
        });
        if (created.status !== "created") throw new Error("no proposal");
        const { id, token } = created.proposal;
        const content: ProposalContent = {
          customer: { name: "Begoña Núñez", email: "buyer@example.com", phone: "", address: "" },
          lines: generated.lines,
          installation_cents: generated.installation_cents,
          discount_cents: generated.discount_cents,
          notes: "",
          rates: generated.rates,
        };
        expect(await office.save(id, editorValuesOf(content), "owner@example.com", { ip: "127.0.0.1" })).toMatchObject({
          status: "saved",
        });
        expect(await office.send(id, "owner@example.com", { ip: "127.0.0.1" })).toMatchObject({ status: "sent" });
        const locale = generated.locale;
        const money = (cents: number) => formatCents(cents, locale);
        const totals = totalsOf(content, content.rates);
        const figures = [
          ...totals.line_cents,
          ...generated.lines.map((l) => l.unit_cents),
          totals.goods_cents,
          totals.tax_cents,
          totals.total_cents,
          totals.deposit_cents,
          totals.balance_cents,
        ].map(money);

        const view = (await pages.view(token, locale))!;
        expect(view.document.totalsInCents).toEqual(totals);
        const body = createElement(ProposalPage, {
          view,
          path: "/p",
          apiBase: "/api/p",
          news: null,
          depositNews: null,
          answer: undefined,
        });
        const html = renderToString(createElement(I18nProvider, { locale, children: body }));
        const page = pageText(html);
        const pdf = await pdfText(await proposalPdf(view.document));
        for (const figure of figures) {
          expect(page, `page: ${figure}`).toContain(figure);
          expect(pdf, `PDF: ${figure}`).toContain(figure);
        }

        const job = await db.kysely
          .selectFrom("outbox")
          .selectAll()
          .where("lead_id", "=", id)
          .where("job", "=", PROPOSAL_JOBS.sent)
          .executeTakeFirstOrThrow();
        const context = { db: db.kysely, settings: SETTINGS, reachesVisitors: true, timeZone: TZ, online: true };
        const mail = (await PROPOSAL_MAILS[PROPOSAL_JOBS.sent]!(job, context))!;
        expect(mail.text).toContain(money(totals.total_cents));
        expect(mail.text).toContain(money(totals.deposit_cents));
        expect(await pdfText(new Uint8Array(mail.attachments![0]!.content))).toContain(money(totals.total_cents));

        const accepted = await pages.accept(
          token,
          { signer_name: "Begoña Núñez", agree: true, version: 1 },
          { ip: "1.2.3.4" },
        );
        expect(accepted.status).toBe("accepted");
        expect(await pages.deposit(token)).toMatchObject({ status: "checkout" });
        expect(checkouts.at(-1)!.amountCents).toBe(totals.deposit_cents);
        const after = (await pages.view(token, locale))!;
        expect(after.deposit.amount).toBe(money(totals.deposit_cents));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
