/**
 * A text from a number no lead knows becomes a "text" lead (issue 35, docs/decisions/0017): one per number however
 * many texts arrive and however fast, none for a bare keyword, with the business's notice, its CRM event, its place in
 * the inbox and its thread on the lead's page, where staff answer it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxFilter } from "../../app/features/admin/back-office.ts";
import { inboxPage, inboxRows } from "../../server/admin/inbox.ts";
import { leadDetail } from "../../server/admin/lead.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { OutboxJob } from "../../server/jobs/queue.ts";
import type { RunningServer } from "../../server/main.ts";
import { privacyErase, privacyExport } from "../../server/privacy/requests.ts";
import { smsFeature } from "../../server/sms/feature.ts";
import { createStaffTexts } from "../../server/sms/staff.ts";
import { textKind } from "../../server/text-leads/kind.ts";
import { textLeadsFeature } from "../../server/text-leads/feature.ts";
import { TwilioFake } from "../mocks/twilio-fake.ts";
import { WebhookReceiver } from "../mocks/webhook-receiver.ts";
import { databaseEnv, DIALECTS, eventually, post, startApp, validContact } from "./harness.ts";
import { zoneWhereItIs } from "./sms-fixture.ts";
import { startPostgres, type TestPostgres } from "./postgres.ts";
import { leadCaptureFeatures } from "../../server/features.ts";

const SITE_URL = "https://amberwood.test";
const CRM_SECRET = "a-secret-of-at-least-thirty-two-characters";

let pg: TestPostgres;
let twilio: TwilioFake;
let crm: WebhookReceiver;
beforeAll(async () => {
  pg = await startPostgres();
  twilio = await new TwilioFake().start();
  crm = await new WebhookReceiver(CRM_SECRET).start();
});
afterAll(async () => {
  await pg?.stop();
  await twilio?.stop();
  await crm?.stop();
});

const ALL: InboxFilter = { q: "", kind: "", status: "", locale: "", from: "", to: "", page: 1 };

describe.each(DIALECTS)("a text from an unknown number on %s (issue 35)", (dialect) => {
  let app: RunningServer;
  let db: Db;
  const zone = zoneWhereItIs(13);

  beforeAll(async () => {
    const env: Record<string, string> = {
      ...(await databaseEnv(dialect, pg)),
      ...twilio.env(),
      SITE_URL,
      BUSINESS_TIMEZONE: zone,
      LEADS_WEBHOOK_URL: crm.url,
      LEADS_WEBHOOK_SECRET: CRM_SECRET,
      RATE_LIMIT_MAX: "100",
      OUTBOX_POLL_MS: "50",
      OUTBOX_BASE_DELAY_MS: "10",
      OUTBOX_MAX_DELAY_MS: "20",
    };
    app = await startApp(env, [...leadCaptureFeatures, smsFeature, textLeadsFeature]);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  let counter = 0;
  const newSid = () => `SM${dialect}${String(++counter).padStart(28, "0")}`;
  /** A new number no lead knows, per test. */
  const newNumber = () => `+1${dialect === "sqlite" ? "415" : "628"}555${String(1000 + ++counter).slice(-4)}`;
  const text = (from: string, body: string, sid = newSid()) =>
    twilio.post(
      `${app.url}/api/sms/inbound`,
      { MessageSid: sid, AccountSid: twilio.accountSid, From: from, To: "+13105550100", Body: body },
      { signedUrl: `${SITE_URL}/api/sms/inbound` },
    );
  const leadsOf = (phone: string) =>
    db.kysely.selectFrom("text_leads").selectAll().where("phone", "=", phone).execute();
  const threadOf = (id: string) =>
    db.kysely
      .selectFrom("sms_messages")
      .selectAll()
      .where("lead_kind", "=", "text")
      .where("lead_id", "=", id)
      .orderBy("created_at")
      .execute();

  it("makes one text lead of the first text; a second text from the number joins its thread", async () => {
    const number = newNumber();
    expect((await text(number, "Hi, do you install shutters in Pasadena?")).status).toBe(200);
    const [lead, ...more] = await leadsOf(number);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ user_phone: number, message: "Hi, do you install shutters in Pasadena?" });
    expect((await text(number, "Also blinds for two bedrooms")).status).toBe(200);
    expect(await leadsOf(number)).toHaveLength(1);
    expect((await threadOf(lead!.id)).map((m) => [m.direction, m.body])).toEqual([
      ["in", "Hi, do you install shutters in Pasadena?"],
      ["in", "Also blinds for two bedrooms"],
    ]);

    // The business hears of it once: an English notice that names it a text lead, and the CRM's lead.created.
    const jobs = await db.kysely.selectFrom("outbox").selectAll().where("lead_id", "=", lead!.id).execute();
    const notify = jobs.filter((job) => job.job === "notify");
    expect(notify).toHaveLength(1);
    const context = { db: db.kysely, settings: { LEADS_TO_EMAIL: "leads@amberwood.test" }, reachesVisitors: true };
    const mail = await textKind.mails.notify!(notify[0] as OutboxJob, context as never);
    expect(mail!.to).toBe("leads@amberwood.test");
    expect(mail!.subject).toBe(`New text message lead from ${number}`);
    expect(mail!.text).toContain("a new text message lead");
    expect(mail!.text).toContain("Hi, do you install shutters in Pasadena?");
    expect(mail!.text).toContain("Language: English");
    const event = await eventually(async () => {
      const found = [...crm.events.values()].filter((e) => e.data.id === lead!.id);
      expect(found).toHaveLength(1);
      return found[0]!;
    });
    expect(event).toMatchObject({ type: "lead.created", data: { kind: "text", phone: number, user_phone: number } });
    expect(event.data).not.toHaveProperty("client_ip");
  });

  it("makes a Spanish lead of a first text in Spanish: the notice says so, and its HELP is answered in Spanish", async () => {
    const number = newNumber();
    expect((await text(number, "Hola, quiero una cotización para persianas")).status).toBe(200);
    const [lead] = await leadsOf(number);
    expect(lead).toMatchObject({ locale: "es" });
    const [notify] = await db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("lead_id", "=", lead!.id)
      .where("job", "=", "notify")
      .execute();
    const context = { db: db.kysely, settings: { LEADS_TO_EMAIL: "leads@amberwood.test" }, reachesVisitors: true };
    const mail = await textKind.mails.notify!(notify as OutboxJob, context as never);
    expect(mail!.text).toContain("Language: Spanish");
    expect((await text(number, "HELP")).status).toBe(200);
    const [help] = await eventually(async () => {
      const sent = twilio.messages.filter((m) => m.to === number);
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(help!.body).toContain("mensajes sobre su consulta y su pedido");
  });

  it("takes the language of a later text when the first was too short to tell, and keeps it through short ones", async () => {
    const number = newNumber();
    expect((await text(number, "Hola")).status).toBe(200);
    expect(await leadsOf(number)).toMatchObject([{ locale: "en" }]);
    expect((await text(number, "Necesito cortinas para la sala")).status).toBe(200);
    expect(await leadsOf(number)).toMatchObject([{ locale: "es" }]);
    expect((await text(number, "ok")).status).toBe(200);
    expect(await leadsOf(number)).toMatchObject([{ locale: "es" }]);
  });

  it("makes exactly one lead of two texts from a new number that arrive at once", async () => {
    for (let round = 0; round < 5; round++) {
      const number = newNumber();
      const answers = await Promise.all([text(number, "First"), text(number, "Second"), text(number, "Third")]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const leads = await leadsOf(number);
      expect(leads).toHaveLength(1);
      expect(await threadOf(leads[0]!.id)).toHaveLength(3);
      const notices = await db.kysely
        .selectFrom("outbox")
        .select("id")
        .where("job", "=", "notify")
        .where("lead_id", "=", leads[0]!.id)
        .execute();
      expect(notices).toHaveLength(1);
    }
  });

  it("makes no lead of STOP, HELP or START from an unknown number", async () => {
    const number = newNumber();
    for (const word of ["STOP", " start ", "help"]) expect((await text(number, word)).status).toBe(200);
    expect(await leadsOf(number)).toEqual([]);
    const kept = await db.kysely.selectFrom("sms_messages").selectAll().where("phone", "=", number).execute();
    expect(kept.filter((m) => m.direction === "in").map((m) => m.lead_id)).toEqual([null, null, null]);
  });

  it("joins the lead of a number that agreed to texts, never making a text lead of it", async () => {
    const number = "+12135550188";
    const contact = { ...validContact, user_phone: "(213) 555-0188", sms_consent: true };
    const res = await post(app.url, "/api/contact", contact);
    expect(res.status).toBe(201);
    expect((await text(number, "Did you get my message?")).status).toBe(200);
    expect(await leadsOf(number)).toEqual([]);
    const row = await db.kysely
      .selectFrom("sms_messages")
      .selectAll()
      .where("phone", "=", number)
      .where("direction", "=", "in")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lead_kind: "contact", lead_id: String(res.body.id) });
  });

  it("lists it in the inbox and the CSV, shows its thread on its page, and staff answer it there", async () => {
    const number = newNumber();
    await text(number, "Can someone call me about cellular shades?");
    const [lead] = await leadsOf(number);
    const page = await inboxPage(db.kysely, { ...ALL, kind: "text" }, zone);
    const item = page.items.find((i) => i.id === lead!.id);
    expect(item).toMatchObject({ kind: "text", name: number, phone: number, email: "" });
    expect(item!.summary).toBe("Can someone call me about cellular shades?");
    const found = await inboxRows(db.kysely, { ...ALL, q: "cellular shades" }, zone);
    expect(found.map((i) => i.id)).toEqual([lead!.id]);

    const staff = createStaffTexts({ db, settings: { enabled: true, timeZone: zone } });
    // Answering a person who wrote first is a conversation they started (decision 0017): allowed until STOP.
    expect(await staff.reply("text", lead!.id, "Yes! What time suits you?", "owner@example.com", "10.0.0.1")).toEqual({
      ok: true,
      message: "The text is on its way.",
    });
    await eventually(async () => expect(twilio.messages.filter((m) => m.to === number)).toHaveLength(1));
    const detail = await leadDetail(db.kysely, "text", lead!.id, { timeZone: zone, photoUrl: () => "" });
    expect(detail!.fields).toEqual([
      { label: "Phone", value: number },
      { label: "First text", value: "Can someone call me about cellular shades?" },
      { label: "Language", value: "English" },
    ]);
    expect(detail!.texts.map((t) => [t.direction, t.body])).toEqual([
      ["in", "Can someone call me about cellular shades?"],
      ["out", expect.stringMatching(/: Yes! What time suits you\?$/)],
    ]);
    await text(number, "stop");
    expect(await staff.reply("text", lead!.id, "Hello?", "owner@example.com", "10.0.0.1")).toMatchObject({
      ok: false,
    });
  });

  it("marks each inbox row with its unread texts until staff open the lead's thread", async () => {
    const number = newNumber();
    const other = newNumber();
    await text(number, "Are you open on Saturdays?");
    await text(number, "And do you measure for free?");
    await text(other, "Price for one roller shade?");
    const [lead] = await leadsOf(number);
    const [otherLead] = await leadsOf(other);
    const unreadOf = async (id: string) =>
      (await inboxRows(db.kysely, { ...ALL, kind: "text" }, zone)).find((item) => item.id === id)!.unreadTexts;
    expect(await unreadOf(lead!.id)).toBe(2);
    expect(await unreadOf(otherLead!.id)).toBe(1);
    // Opening the lead's page reads its texts (app/features/admin/lead.server.ts): only its own row is cleared.
    await createStaffTexts({ db, settings: { enabled: true, timeZone: zone } }).markRead("text", lead!.id);
    expect(await unreadOf(lead!.id)).toBe(0);
    expect(await unreadOf(otherLead!.id)).toBe(1);
    await text(number, "Hello again");
    expect(await unreadOf(lead!.id)).toBe(1);
  });

  it("is found by the person's number in their privacy export, and erased with their data", async () => {
    const email = "pat.lee@example.com";
    const res = await post(app.url, "/api/contact", { ...validContact, user_email: email, user_phone: "213-555-0177" });
    expect(res.status).toBe(201);
    await text("+12135550177", "Pat here, texting instead");
    const [lead] = await leadsOf("+12135550177");
    expect(lead).toBeDefined();
    const exported = await privacyExport(db.kysely, email);
    expect(exported.text_leads.map((row) => row.id)).toEqual([lead!.id]);
    expect(exported.text_messages.map((row) => row.body)).toContain("Pat here, texting instead");
    const counts = await privacyErase(db.kysely, email, "test");
    expect(counts).toMatchObject({ text_leads: 1, contact_messages: 1 });
    expect(await leadsOf("+12135550177")).toEqual([]);
    expect((await privacyExport(db.kysely, email)).text_messages).toEqual([]);
  });
});
