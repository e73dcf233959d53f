import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Locale } from "../../app/i18n/locales.ts";
import { formsUi } from "../../app/i18n/parts/forms.ts";
import { messageText } from "../../app/features/leads/field-errors.server.ts";
import { msg } from "../../app/i18n/message-key.ts";
import type { Database, SmsConsentTable } from "../db/schema.ts";
import { toE164 } from "./phone.ts";

export type NewSmsConsent = Insertable<SmsConsentTable>;

/**
 * The record of a ticked box (issue 35): the number in E.164, the sentence the person saw beside the box in the
 * language of the page, when, on which page and from which address, and the lead the form made.
 */
export function consentRecord(input: {
  phone: string;
  locale: Locale;
  page: string;
  clientIp: string;
  leadKind: string;
  leadId: string;
  nowMs: number;
}): NewSmsConsent {
  return {
    id: randomUUID(),
    created_at: new Date(input.nowMs).toISOString(),
    phone: input.phone,
    wording: formsUi[input.locale].forms.smsConsent,
    locale: input.locale,
    page: input.page,
    client_ip: input.clientIp,
    lead_kind: input.leadKind,
    lead_id: input.leadId,
  };
}

/** The number a lead agreed to be texted at (its latest consent), or null when it never ticked the box. */
export async function consentedPhone(db: Kysely<Database>, leadKind: string, leadId: string): Promise<string | null> {
  const row = await db
    .selectFrom("sms_consents")
    .select("phone")
    .where("lead_kind", "=", leadKind)
    .where("lead_id", "=", leadId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.phone ?? null;
}

export async function insertConsent(trx: Kysely<Database>, consent: NewSmsConsent) {
  await trx.insertInto("sms_consents").values(consent).execute();
}

/**
 * What a form's "Text me…" box allows (issue 35): no texts when unticked (`phone: null`), texts to the typed number
 * read as E.164 when ticked, or a refusal on the phone field when ticked beside a number no text can reach: the person
 * asked for texts, so silently dropping the request would lose what they asked for.
 */
export function textPermission(
  ticked: boolean,
  typedPhone: string,
  locale: Locale,
): { phone: string | null } | { refused: Record<string, string> } {
  if (!ticked) return { phone: null };
  const phone = toE164(typedPhone);
  if (phone) return { phone };
  return { refused: { user_phone: messageText({ key: msg("validation.phoneNotTextable") }, locale) } };
}

/**
 * Stores the record of a ticked box in the transaction that stores its lead; nothing when `phone` is null (the box was
 * not ticked: `textPermission`).
 */
export async function recordConsent(
  trx: Kysely<Database>,
  phone: string | null,
  consent: Omit<Parameters<typeof consentRecord>[0], "phone">,
) {
  if (phone) await insertConsent(trx, consentRecord({ phone, ...consent }));
}
