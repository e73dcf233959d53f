import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { ContactSchema } from "../../app/features/contact/schema.ts";
import { fieldErrors, requestLocale } from "../../app/features/leads/field-errors.server.ts";
import { PERSON_COLUMNS, placeSql, pointOf, type LeadKindModule, type Row } from "../leads/kind.ts";
import { RECEIVED_JOB, receivedMail, type ReceivedPayload } from "../leads/received-mail.ts";
import { queueNewLead } from "../leads/store.ts";
import { recordConsent, textPermission } from "../sms/consent.ts";
import { contactNotificationMail, type ContactNotifyPayload } from "./mail.ts";

/** The contact message (spec §3.1): the site's first kind of lead, from /contact, the home page and the API. */
export const contactKind: LeadKindModule<"contact"> = {
  kind: "contact",
  table: "contact_messages",
  intake: {
    api: { path: "/api/contact", created: ({ id }) => ({ ok: true, id }) },
    async submit(input, who, at, { db, crm, page }) {
      const parsed = ContactSchema.safeParse(input);
      if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error, requestLocale(input)) };
      const { website: _honeypot, sms_consent, ...fields } = parsed.data;
      const texts = textPermission(sms_consent, fields.user_phone, fields.locale);
      if ("refused" in texts) return { status: "invalid", fields: texts.refused };
      const id = randomUUID();
      const createdAt = at.toISOString();
      const payload: ContactNotifyPayload = { kind: "contact", id, created_at: createdAt, lead: fields };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("contact_messages")
          .values({ id, created_at: createdAt, ...fields, client_ip: who.ip, user_agent: who.userAgent })
          .execute();
        const acknowledgement: ReceivedPayload = {
          kind: "contact",
          id,
          name: fields.user_name,
          email: fields.user_email,
          locale: fields.locale,
        };
        const lead = { kind: "contact" as const, id, created_at: createdAt, fields };
        await queueNewLead(trx, lead, payload, acknowledgement, crm, at.getTime());
        const consent = { page, clientIp: who.ip, nowMs: at.getTime(), leadKind: "contact", leadId: id };
        await recordConsent(trx, texts.phone, { ...consent, locale: fields.locale });
      });
      return { id };
    },
  },
  mails: {
    notify: (job, { settings }) => contactNotificationMail(JSON.parse(job.payload) as ContactNotifyPayload, settings),
    [RECEIVED_JOB]: (job, context) => receivedMail(JSON.parse(job.payload) as ReceivedPayload, context),
  },
  inbox: {
    summary: sql<string>`lead.message`,
    search: sql<string>`lead.message || ' ' || lead.location_address`,
    state: sql<string | null>`null`,
    place: placeSql("location_address"),
    fields: [
      ["user_name", "Name"],
      ["user_email", "E-mail"],
      ["user_phone", "Phone"],
      ["location_address", "Job location"],
      ["message", "Message"],
    ],
    location: (row: Row) => pointOf(row, row.location_address),
  },
  privacy: { emailColumn: "user_email" },
  retention: { clear: ["client_ip", "user_agent"] },
  webhook: { events: ["lead.created"] },
  export: {
    columns: [
      "id",
      "created_at",
      ...PERSON_COLUMNS,
      "location_address",
      "location_lat",
      "location_lng",
      "message",
      "locale",
      "delivery",
    ],
  },
};
