import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 35's remainder: a text from a number no lead knows becomes a lead of its own ("text"), and a delivery status
 * Twilio reports before the site stored Twilio's answer to the send is kept until that answer arrives. Only new
 * tables (decision 0015).
 */
export const textLeads: Migration = {
  async up(db: Kysely<unknown>) {
    // One lead per number that texted the business first: the unique number makes two texts at once one lead.
    await db.schema
      .createTable("text_leads")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      // The number in E.164, as Twilio posts `From`.
      .addColumn("phone", "text", (c) => c.notNull().unique())
      // The columns every lead has: a text brings no name or address ("" until staff learn them elsewhere).
      .addColumn("user_name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("user_email", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("user_phone", "text", (c) => c.notNull())
      // The first text's words (the thread keeps every text, this is the inbox's summary and the e-mail's body).
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
      // Where the callback came from (Twilio's servers), cleared after PII_RETENTION_DAYS like every lead's.
      .addColumn("client_ip", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
      .execute();

    // A status callback that came before the send's answer was stored: applied once the text learns its sid.
    await db.schema
      .createTable("sms_early_statuses")
      .addColumn("provider_sid", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("error_code", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      // Once per MessageSid and status, however often Twilio posts it.
      .addPrimaryKeyConstraint("sms_early_statuses_pk", ["provider_sid", "status"])
      .execute();
  },
};
