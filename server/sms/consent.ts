import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Locale } from "../../app/i18n/locales.ts";
import { formsUi } from "../../app/i18n/parts/forms.ts";
import type { Database, SmsConsentTable } from "../db/schema.ts";

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
