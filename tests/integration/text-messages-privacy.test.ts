import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { SmsMessageTable } from "../../server/db/schema.ts";
import { privacyErase, privacyExport } from "../../server/privacy/requests.ts";
import { applyRetention } from "../../server/privacy/retention.ts";
import { databaseEnv, DIALECTS } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";

/**
 * Texts are personal data (issue 35): a person's consents and texts are in their privacy export and go with their
 * erasure, found by their e-mail's leads and by their numbers; a consent's address and a text about no lead have a
 * retention period like the leads' technical data.
 */
const pg = postgresForFile();

const NOW = Date.parse("2026-11-25T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();
/** Jane's number, which her husband John also gave on his own form, and a second one Jane typed without consent. */
const SHARED = "+12135550101";
const JANES_OTHER = "+12135550102";

function contact(id: string, email: string, phone: string, created_at = daysAgo(1)) {
  return {
    id,
    created_at,
    user_name: email.split("@")[0]!,
    user_email: email,
    user_phone: phone,
    message: "Bay windows",
    location_address: "",
    location_lat: null,
    location_lng: null,
    client_ip: "203.0.113.7",
    user_agent: "test",
  };
}

function consent(id: string, leadId: string, phone: string, created_at = daysAgo(1)) {
  return {
    id,
    created_at,
    phone,
    wording: "Text me about my appointment and order (message and data rates may apply; reply STOP to opt out)",
    locale: "en",
    page: "/contact",
    client_ip: "203.0.113.7",
    lead_kind: "contact",
    lead_id: leadId,
  };
}

function text(id: string, fields: Partial<SmsMessageTable> & { phone: string }, created_at = daysAgo(1)) {
  return {
    id,
    created_at,
    updated_at: created_at,
    direction: "in" as const,
    lead_kind: null,
    lead_id: null,
    purpose: "reply",
    body: `text ${id}`,
    status: "received" as const,
    error_code: null,
    idempotency_key: null,
    provider_sid: `SM${id}`,
    read_at: null,
    job_id: null,
    ...fields,
  };
}

function job(id: string, leadKind: string, leadId: string, phone: string) {
  return {
    id,
    created_at: daysAgo(1),
    job: "sms",
    lead_kind: leadKind,
    lead_id: leadId,
    payload: JSON.stringify({ phone, body: "Amberwood: hello", purpose: "help", key: id }),
    status: "delivered" as const,
    next_attempt_at: daysAgo(1),
    locked_until: null,
    last_error: null,
    delivered_at: daysAgo(1),
  };
}

async function seed(db: Db) {
  await db.kysely
    .insertInto("contact_messages")
    .values([
      contact("c-jane", "Jane@Example.com", "(213) 555-0101"),
      contact("c-jane-2", "jane@example.com", "213-555-0102"),
      contact("c-john", "john@example.com", "213 555 0101"),
    ])
    .execute();
  await db.kysely
    .insertInto("sms_consents")
    .values([consent("k-jane", "c-jane", SHARED), consent("k-john", "c-john", SHARED)])
    .execute();
  await db.kysely
    .insertInto("sms_messages")
    .values([
      text("t-jane-out", {
        phone: SHARED,
        direction: "out",
        status: "delivered",
        lead_kind: "contact",
        lead_id: "c-jane",
        idempotency_key: "k1",
      }),
      text("t-jane-in", { phone: SHARED, lead_kind: "contact", lead_id: "c-jane" }),
      // A HELP answer to the number before any lead had it, and a reply no lead took: the number's, so Jane's.
      text("t-help", { phone: SHARED, direction: "out", status: "sent", lead_kind: "sms", lead_id: SHARED }),
      text("t-stray", { phone: SHARED }),
      text("t-other-number", { phone: JANES_OTHER }),
      // John's thread with the same number stays his.
      text("t-john", { phone: SHARED, lead_kind: "contact", lead_id: "c-john" }),
    ])
    .execute();
  await db.kysely
    .insertInto("sms_opt_outs")
    .values({ phone: SHARED, created_at: daysAgo(1), keyword: "STOP" })
    .execute();
  await db.kysely
    .insertInto("outbox")
    .values([
      job("o-jane", "contact", "c-jane", SHARED),
      job("o-help", "sms", SHARED, SHARED),
      job("o-john", "contact", "c-john", SHARED),
    ])
    .execute();
}

const ids = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.id)).sort();

describe.each(DIALECTS)("texts in a person's privacy export, erasure and retention on %s (issue 35)", (dialect) => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: "", ...(await databaseEnv(dialect, pg())) });
    await seed(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("exports the person's consents, texts, STOPs and text jobs, found by their leads and their numbers", async () => {
    const exported = await privacyExport(db.kysely, "jane@example.com", NOW);
    expect(ids(exported.text_consents)).toEqual(["k-jane"]);
    expect(exported.text_consents[0]).toMatchObject({ phone: SHARED, page: "/contact", client_ip: "203.0.113.7" });
    expect(ids(exported.text_messages)).toEqual(["t-help", "t-jane-in", "t-jane-out", "t-other-number", "t-stray"]);
    expect(exported.text_opt_outs).toEqual([expect.objectContaining({ phone: SHARED, keyword: "STOP" })]);
    expect(ids(exported.emails)).toEqual(["o-help", "o-jane"]);
    // John's thread is his, though he shares the number.
    expect(JSON.stringify(exported)).not.toContain("t-john");
    expect(ids((await privacyExport(db.kysely, "john@example.com", NOW)).text_messages)).toEqual([
      "t-help",
      "t-john",
      "t-stray",
    ]);
  });

  it("erases them with the person, keeps the number's STOP and leaves the other person's thread", async () => {
    const counts = await privacyErase(db.kysely, "jane@example.com", "owner@example.com", NOW);
    expect(counts).toMatchObject({ contact_messages: 2, text_consents: 1, text_messages: 5, emails: 2 });
    const after = await privacyExport(db.kysely, "jane@example.com", NOW);
    expect([after.contact_messages, after.text_consents, after.text_messages, after.emails].flat()).toEqual([]);
    const left = await db.kysely.selectFrom("sms_messages").select("id").execute();
    expect(ids(left)).toEqual(["t-john"]);
    expect(ids(await db.kysely.selectFrom("sms_consents").select("id").execute())).toEqual(["k-john"]);
    expect(ids(await db.kysely.selectFrom("outbox").select("id").execute())).toEqual(["o-john"]);
    // The number still gets no text: nothing but it and the day it asked is kept.
    expect(await db.kysely.selectFrom("sms_opt_outs").selectAll().execute()).toEqual([
      expect.objectContaining({ phone: SHARED }),
    ]);
  });

  it("clears a consent's address and deletes a text about no lead once their period is over, each once", async () => {
    await db.kysely
      .insertInto("contact_messages")
      .values(contact("c-old", "old@example.com", "213 555 0103", daysAgo(200)))
      .execute();
    await db.kysely
      .insertInto("sms_consents")
      .values([
        consent("k-old", "c-old", "+12135550103", daysAgo(91)),
        consent("k-recent", "c-old", "+12135550103", daysAgo(89)),
      ])
      .execute();
    await db.kysely
      .insertInto("sms_messages")
      .values([
        text("t-old-thread", { phone: "+12135550103", lead_kind: "contact", lead_id: "c-old" }, daysAgo(120)),
        text("t-old-stray", { phone: "+12135550109" }, daysAgo(91)),
        text(
          "t-old-help",
          { phone: "+12135550109", direction: "out", status: "sent", lead_kind: "sms", lead_id: "+12135550109" },
          daysAgo(91),
        ),
        text("t-recent-stray", { phone: "+12135550109" }, daysAgo(89)),
      ])
      .execute();
    expect((await applyRetention(db.kysely, NOW, 90)).texts).toBe(3);
    const consents = await db.kysely
      .selectFrom("sms_consents")
      .select(["id", "client_ip", "phone", "wording"])
      .execute();
    const byId = Object.fromEntries(consents.map((row) => [row.id, row]));
    // The proof of consent stays with its lead; only the address it came from goes.
    expect(byId["k-old"]).toMatchObject({ client_ip: "", phone: "+12135550103" });
    expect(byId["k-old"]!.wording).toContain("reply STOP to opt out");
    expect(byId["k-recent"]!.client_ip).toBe("203.0.113.7");
    const left = ids(await db.kysely.selectFrom("sms_messages").select("id").execute());
    expect(left).toEqual(["t-john", "t-old-thread", "t-recent-stray"]);
    expect((await applyRetention(db.kysely, NOW, 90)).texts).toBe(0);
  });
});
