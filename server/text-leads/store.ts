import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { TextLeadSchema } from "../../app/features/texts/schema.ts";
import type { Database } from "../db/schema.ts";
import { queueNewLead } from "../leads/store.ts";
import { DEFAULT_LOCALE } from "../../app/i18n/locales.ts";
import { languageOfText } from "./language.ts";
import type { TextLeadNotifyPayload } from "./mail.ts";

/** The one name of the kind (app/features/leads/kinds.ts). */
export const TEXT_LEAD_KIND = "text";

/**
 * The text lead of `phone`, made in the inbound text's transaction when the number has none (issue 35): one per
 * number, the database's unique key deciding between two texts that arrive at once (the second finds the first's
 * row and queues nothing). A new lead queues the business's notice, a push and, while the CRM webhook is on, its
 * `lead.created`. Answers the lead's id, or null when the text is not one a lead can be made of (an empty body, a
 * `From` that is not a number: a short code, an alphanumeric sender).
 */
export async function textLeadOf(
  trx: Transaction<Database>,
  text: { phone: string; body: string; clientIp: string },
  options: { crm: boolean; nowMs: number },
): Promise<string | null> {
  const parsed = TextLeadSchema.safeParse({ phone: text.phone, message: text.body });
  if (!parsed.success) return null;
  const { phone, message } = parsed.data;
  // Until a text says otherwise, the site's default language (decision 0017).
  const locale = languageOfText(message) ?? DEFAULT_LOCALE;
  const id = randomUUID();
  const createdAt = new Date(options.nowMs).toISOString();
  const row = {
    id,
    created_at: createdAt,
    phone,
    user_name: "",
    user_email: "",
    user_phone: phone,
    message,
    locale,
    client_ip: text.clientIp,
    user_agent: "",
  };
  const made = await trx
    .insertInto("text_leads")
    .values(row)
    .onConflict((oc) => oc.column("phone").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!made) {
    const existing = await trx.selectFrom("text_leads").select("id").where("phone", "=", phone).executeTakeFirst();
    return existing?.id ?? null;
  }
  const fields = { user_phone: phone, message, locale };
  const payload: TextLeadNotifyPayload = { kind: "text", id, created_at: createdAt, lead: fields };
  const lead = { kind: "text" as const, id, created_at: createdAt, fields: { phone, ...fields } };
  await queueNewLead(trx, lead, payload, null, options.crm, options.nowMs);
  return id;
}

/**
 * A later text of a text lead: when it is long enough to tell its language, the lead takes that language, so a lead
 * whose first text was "Hola" (too short to tell, so English) becomes Spanish with its first Spanish sentence.
 */
export async function followTextLanguage(trx: Transaction<Database>, leadId: string, body: string): Promise<void> {
  const locale = languageOfText(body);
  if (locale === null) return;
  await trx.updateTable("text_leads").set({ locale }).where("id", "=", leadId).where("locale", "!=", locale).execute();
}
