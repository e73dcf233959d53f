import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TwilioFake } from "../mocks/twilio-fake.ts";
import { DIALECTS, post, validContact, validQuote } from "./harness.ts";
import { startPostgres, type TestPostgres } from "./postgres.ts";
import { business } from "../../app/content/business.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { adminCli, CLIENT, STAFF, sentProposal, startProposalSite, type ProposalSite } from "./proposals-fixture.ts";
import { eventually } from "./harness.ts";
import { zoneWhereItIs } from "./sms-fixture.ts";

/**
 * The "Text me…" box on every form with a phone number (issue 35): contact, quote, the proposal's acceptance (the
 * booking's is in text-messages.test.ts). Only a ticked box stores a consent record, with the number in E.164, the
 * words shown, the time, the page and the address; a ticked box beside a number no text can reach is refused.
 */
const WORDING = "Text me about my appointment and order (message and data rates may apply; reply STOP to opt out)";
const SPANISH =
  "Envíenme mensajes de texto sobre mi consulta y mi pedido (pueden aplicarse tarifas de mensajes y datos; responda STOP para no recibir más)";

let pg: TestPostgres;
let twilio: TwilioFake;
beforeAll(async () => {
  pg = await startPostgres();
  twilio = await new TwilioFake().start();
});
afterAll(async () => {
  await pg?.stop();
  await twilio?.stop();
});

describe.each(DIALECTS)("consent to texts on the forms on %s (issue 35)", (dialect) => {
  let site: ProposalSite;
  beforeAll(async () => {
    site = await startProposalSite(dialect, pg, {
      ...twilio.env(),
      TRUST_PROXY: "1",
      // Texts are held during the business's night: it is day there, whatever the hour.
      BUSINESS_TIMEZONE: zoneWhereItIs(13),
    });
  });
  afterAll(async () => {
    await site?.stop();
  });

  const consentsOf = (leadId: string) =>
    site.db.kysely.selectFrom("sms_consents").selectAll().where("lead_id", "=", leadId).execute();
  const from = { headers: { "X-Forwarded-For": "203.0.113.44" } };

  it("records a ticked box on a contact message and on a quote: number in E.164, words, page, address", async () => {
    const contact = await post(site.app.url, "/api/contact", { ...validContact, sms_consent: true }, from);
    expect(contact.status).toBe(201);
    const [consent] = await consentsOf(String(contact.body.id));
    expect(consent).toMatchObject({
      phone: "+12135550100",
      wording: WORDING,
      locale: "en",
      page: "/api/contact",
      client_ip: "203.0.113.44",
      lead_kind: "contact",
    });
    const quote = await post(site.app.url, "/api/quote", { ...validQuote, sms_consent: "true", locale: "es" }, from);
    expect(quote.status).toBe(201);
    expect(await consentsOf(String(quote.body.id))).toEqual([
      expect.objectContaining({ phone: "+12135550101", wording: SPANISH, locale: "es", page: "/api/quote" }),
    ]);
  });

  it("keeps no consent when the box is not ticked, and stores the lead as before", async () => {
    for (const extra of [{}, { sms_consent: false }]) {
      const contact = await post(site.app.url, "/api/contact", { ...validContact, ...extra });
      expect(contact.status).toBe(201);
      expect(await consentsOf(String(contact.body.id))).toEqual([]);
      const quote = await post(site.app.url, "/api/quote", { ...validQuote, ...extra });
      expect(quote.status).toBe(201);
      expect(await consentsOf(String(quote.body.id))).toEqual([]);
    }
  });

  it("refuses a ticked box beside a number no text can reach, on the phone field, and stores nothing", async () => {
    for (const path of ["/api/contact", "/api/quote"]) {
      const lead = path === "/api/contact" ? validContact : validQuote;
      const answer = await post(site.app.url, path, { ...lead, user_phone: "(123) 456-7890", sms_consent: true });
      expect(answer.status, path).toBe(400);
      expect(answer.body.fields).toEqual({
        user_phone: "Please enter a number that can receive texts, or untick the box to be contacted another way",
      });
    }
    const table = site.db.kysely.selectFrom("contact_messages").select("id").where("user_phone", "=", "(123) 456-7890");
    expect(await table.execute()).toEqual([]);
  });

  it("records a ticked box on the proposal's acceptance for the proposal's number, under its lead, without the token", async () => {
    const proposal = await sentProposal(site);
    const view = await site.pages.view(proposal.token, "en");
    expect(view?.textable).toBe(true);
    const accepted = await post(
      site.app.url,
      `/api/proposals/${proposal.token}/accept`,
      { signer_name: "Customer Signer", agree: true, version: 1, sms_consent: true },
      from,
    );
    expect(accepted.status).toBe(200);
    const consents = await consentsOf(proposal.lead.id);
    expect(consents).toEqual([
      expect.objectContaining({
        phone: "+12135550147",
        wording: WORDING,
        lead_kind: "quote",
        page: "/api/proposals/:token/accept",
        client_ip: "203.0.113.44",
      }),
    ]);
    expect(JSON.stringify(consents)).not.toContain(proposal.token);
  });

  it("accepts a proposal without texts when the box is not ticked", async () => {
    const proposal = await sentProposal(site);
    const accepted = await post(site.app.url, `/api/proposals/${proposal.token}/accept`, {
      signer_name: "Customer Signer",
      agree: true,
      version: 1,
    });
    expect(accepted.status).toBe(200);
    expect(await consentsOf(proposal.lead.id)).toEqual([]);
  });

  it("texts the proposal when it is sent and each move of its order, to the number the lead agreed to", async () => {
    const quote = await post(site.app.url, "/api/quote", {
      ...validQuote,
      user_email: "texts.proposal@example.com",
      // Its own number on each database: the Twilio fake serves both.
      user_phone: dialect === "sqlite" ? "(213) 555-0177" : "(213) 555-0178",
      locale: "es",
      sms_consent: true,
    });
    expect(quote.status).toBe(201);
    const created = await adminCli(site, ["proposal-create", "--lead", `quote:${String(quote.body.id)}`]);
    const proposal = JSON.parse(created.out) as { id: string; token: string };
    expect((await adminCli(site, ["proposal-send", "--id", proposal.id])).code).toBe(0);
    // Sent again: the same version is not texted twice.
    expect((await adminCli(site, ["proposal-send", "--id", proposal.id])).code).toBe(0);
    const number = dialect === "sqlite" ? "+12135550177" : "+12135550178";
    const textsTo = () => twilio.messages.filter((m) => m.to === number);
    const [sent] = await eventually(async () => {
      expect(textsTo()).toHaveLength(1);
      return textsTo();
    });
    expect(sent!.body).toBe(
      `${business.name}: su propuesta ${proposalNumber(proposal.id)} está lista. Véala y acéptela aquí: https://amberwood.test/es/proposal/${proposal.token}`,
    );
    const accepted = await post(site.app.url, `/api/proposals/${proposal.token}/accept`, {
      signer_name: "Customer Signer",
      agree: true,
      version: 1,
    });
    expect(accepted.status).toBe(200);
    await site.office.recordDeposit(proposal.id, { amount: "100", method: "check", note: "" }, STAFF, CLIENT);
    expect((await adminCli(site, ["order-stage", "--proposal", proposal.id, "--stage", "ordered"])).code).toBe(0);
    const moved = await eventually(async () => {
      expect(textsTo()).toHaveLength(2);
      return textsTo()[1]!;
    });
    expect(
      moved.body.startsWith(`${business.name}: Sus cortinas y persianas del pedido ${proposalNumber(proposal.id)}`),
    ).toBe(true);
    expect(moved.body).toContain("Siga su pedido: https://amberwood.test/es/proposal/");
    // Both are in the lead's thread.
    const thread = await site.db.kysely
      .selectFrom("sms_messages")
      .select("purpose")
      .where("lead_id", "=", String(quote.body.id))
      .orderBy("created_at")
      .execute();
    expect(thread.map((t) => t.purpose)).toEqual(["proposal_sent", "order_ordered"]);
  });

  it("does not text a proposal whose lead never agreed to texts", async () => {
    const proposal = await sentProposal(site);
    await new Promise((r) => setTimeout(r, 300));
    const thread = await site.db.kysely
      .selectFrom("sms_messages")
      .select("id")
      .where("lead_id", "=", proposal.lead.id)
      .execute();
    expect(thread).toEqual([]);
  });
});
