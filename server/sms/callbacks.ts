import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { business } from "../../app/content/business.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { keywordLocale, keywordOf } from "./keywords.ts";
import { followTextLanguage, TEXT_LEAD_KIND, textLeadOf } from "../text-leads/store.ts";
import { NO_LEAD_KIND } from "./privacy.ts";
import { textJob, type TextSettings } from "./texts.ts";

/** The lead a number belongs to: the latest form that recorded its consent, else the latest text sent to it. */
async function leadOfNumber(db: Kysely<Database>, phone: string) {
  const consent = await db
    .selectFrom("sms_consents")
    .select(["lead_kind", "lead_id", "locale"])
    .where("phone", "=", phone)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (consent) return consent;
  const sent = await db
    .selectFrom("sms_messages")
    .select(["lead_kind", "lead_id"])
    .where("phone", "=", phone)
    .where("direction", "=", "out")
    .where("lead_id", "is not", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (sent) return { ...sent, locale: DEFAULT_LOCALE };
  // A number that texted first: its text lead (issue 35).
  const texted = await db
    .selectFrom("text_leads")
    .select(["id", "locale"])
    .where("phone", "=", phone)
    .executeTakeFirst();
  return texted ? { lead_kind: TEXT_LEAD_KIND, lead_id: texted.id, locale: texted.locale } : undefined;
}

/**
 * The language a keyword is answered in: the keyword's own when it is a Spanish word (the person just wrote in
 * Spanish), else the language of the number's lead, else the site's default.
 */
function answerLocale(body: string, leadLocale: string | undefined): Locale {
  const asked = keywordLocale(body);
  if (asked) return asked;
  if (leadLocale !== undefined && isLocale(leadLocale)) return leadLocale;
  return DEFAULT_LOCALE;
}

export type Inbound = { sid: string; from: string; to: string; body: string };

/** What a new text lead needs beyond the text: whether the CRM hears of it, and the callback's address. */
export type InboundOptions = { crm: boolean; clientIp: string };

/**
 * A text a customer sent (Twilio's inbound webhook), recorded once per MessageSid: a second post of the same one
 * changes nothing. It joins the thread of the lead its number belongs to. A stop word opts the number out, a start
 * word back in; HELP is answered (through the outbox, when texts are on) with the business's name and phone.
 * Answers whether it was new.
 */
export async function takeInbound(
  db: Db,
  settings: TextSettings,
  text: Inbound,
  nowMs: number,
  options: InboundOptions = { crm: false, clientIp: "" },
): Promise<boolean> {
  const keyword = keywordOf(text.body);
  const lead = await leadOfNumber(db.kysely, text.from);
  const nowIso = new Date(nowMs).toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("sms_messages")
      .values({
        id: randomUUID(),
        created_at: nowIso,
        updated_at: nowIso,
        direction: "in",
        phone: text.from,
        lead_kind: lead?.lead_kind ?? null,
        lead_id: lead?.lead_id ?? null,
        purpose: keyword ?? "reply",
        body: text.body,
        status: "received",
        error_code: null,
        idempotency_key: null,
        provider_sid: text.sid,
        read_at: null,
        job_id: null,
      })
      .onConflict((oc) => oc.column("provider_sid").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return false;
    // A number no lead knows becomes a text lead, unless it only sent a keyword (STOP, HELP…): that asks for no answer.
    if (!lead && keyword === null) {
      const leadId = await textLeadOf(
        trx,
        { phone: text.from, body: text.body, clientIp: options.clientIp },
        {
          crm: options.crm,
          nowMs,
        },
      );
      if (leadId) {
        await trx
          .updateTable("sms_messages")
          .set({ lead_kind: TEXT_LEAD_KIND, lead_id: leadId })
          .where("id", "=", inserted.id)
          .execute();
      }
    }
    // A text lead writes on: its language follows what it writes.
    if (lead?.lead_kind === TEXT_LEAD_KIND && lead.lead_id !== null && keyword === null) {
      await followTextLanguage(trx, lead.lead_id, text.body);
    }
    if (keyword === "stop") {
      await trx
        .insertInto("sms_opt_outs")
        .values({ phone: text.from, created_at: nowIso, keyword: text.body.trim().toUpperCase() })
        .onConflict((oc) => oc.column("phone").doNothing())
        .execute();
    } else if (keyword === "start") {
      await trx.deleteFrom("sms_opt_outs").where("phone", "=", text.from).execute();
    } else if (keyword === "help" && settings.enabled) {
      const locale = answerLocale(text.body, lead?.locale);
      const phone = business.phones[0]!.display;
      const body = format(mailFor(locale).sms.help, { business: business.name, phone }, locale);
      const job = textJob(
        settings,
        // HELP is answered at once, night or day: the person just asked.
        {
          leadKind: lead?.lead_kind ?? NO_LEAD_KIND,
          leadId: lead?.lead_id ?? text.from,
          phone: text.from,
          body,
          purpose: "help",
          key: `help:${text.sid}`,
        },
        nowMs,
      );
      await enqueue(trx, { ...job, notBeforeMs: nowMs }, nowMs);
    }
    return true;
  });
}
