import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Text messages (issue 35): what each person agreed to when they ticked the box, every text sent and received with
 * its delivery status, and the numbers that asked for no more texts. Only new tables (decision 0015).
 */
export const textMessages: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per ticked box: the proof a US business keeps that texts to this number were asked for.
    await db.schema
      .createTable("sms_consents")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      // The number in E.164 (libphonenumber-js, US by default): what texts are addressed to and replies matched by.
      .addColumn("phone", "text", (c) => c.notNull())
      // The exact sentence beside the box, in the language the page was in.
      .addColumn("wording", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      // The page the form was on ("/book", "/es/book") and the client's address.
      .addColumn("page", "text", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      // The lead the form made (a booking, a contact message…), so its texts are written in its language.
      .addColumn("lead_kind", "text", (c) => c.notNull())
      .addColumn("lead_id", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("sms_consents_phone").on("sms_consents").column("phone").execute();
    await db.schema.createIndex("sms_consents_lead").on("sms_consents").columns(["lead_kind", "lead_id"]).execute();

    await db.schema
      .createTable("sms_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      // "out": the business's text; "in": a text the customer sent.
      .addColumn("direction", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      // The lead it belongs to; empty for a reply from a number no lead has.
      .addColumn("lead_kind", "text")
      .addColumn("lead_id", "text")
      // What it is about ("booking_confirmation", "reply"…), and its words as sent or received.
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      // queued, sent, delivered, undelivered, failed (Twilio's statuses); "received" for an inbound text.
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("error_code", "text")
      // One text per key (e.g. the booking's confirmation): a retried job never sends a second one.
      .addColumn("idempotency_key", "text", (c) => c.unique())
      // Twilio's MessageSid: a callback or an inbound text is recorded once however often it is posted.
      .addColumn("provider_sid", "text", (c) => c.unique())
      // When staff opened the thread of an inbound text (the inbox counts those without).
      .addColumn("read_at", "text")
      // The outbox job that owns the key: another job with the same key (a second tap) ends without sending.
      .addColumn("job_id", "text")
      .execute();
    await db.schema.createIndex("sms_messages_phone").on("sms_messages").columns(["phone", "created_at"]).execute();
    await db.schema.createIndex("sms_messages_lead").on("sms_messages").columns(["lead_kind", "lead_id"]).execute();

    // A number that sent STOP: no text until it sends START (the row is then removed).
    await db.schema
      .createTable("sms_opt_outs")
      .addColumn("phone", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("keyword", "text", (c) => c.notNull())
      .execute();
  },
};
