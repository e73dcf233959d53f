import type { Kysely } from "kysely";
import { business } from "../../app/content/business.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import type { STAFF_STAGES } from "../../app/features/orders/stages.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { Database } from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { customerPath } from "../proposals/settings.ts";
import type { ProposalRow } from "../proposals/store.ts";
import { consentedPhone } from "./consent.ts";
import { textJob } from "./texts.ts";

/** What a proposal's texts need: whether texts go out, the business's zone (quiet hours) and the site's address. */
export type ProposalTextSettings = { texts?: boolean; timeZone: string; siteUrl: string };

/**
 * The number a proposal's customer agreed to be texted at (their lead's latest consent) and their language; null when
 * texts are off or the lead never ticked the box.
 */
export async function textableCustomer(
  trx: Kysely<Database>,
  settings: ProposalTextSettings,
  proposal: ProposalRow,
): Promise<{ phone: string; locale: Locale } | null> {
  if (!settings.texts) return null;
  const phone = await consentedPhone(trx, proposal.lead_kind, proposal.lead_id);
  if (!phone) return null;
  return { phone, locale: isLocale(proposal.locale) ? proposal.locale : DEFAULT_LOCALE };
}

type About =
  | { what: "proposal_sent"; version: number }
  | { what: "order_stage"; stage: (typeof STAFF_STAGES)[number]; changeId: string };

/**
 * Queues, in the change's transaction, the text about a proposal (issue 35): sent to the customer (once per version)
 * or its order moved a stage (once per move), when texts are on and the proposal's lead agreed to them. Filed under
 * the lead, so it joins the thread on the lead's page; in the proposal's language, the business's name first.
 */
export async function queueProposalText(
  trx: Kysely<Database>,
  settings: ProposalTextSettings,
  proposal: ProposalRow,
  about: About,
  nowMs: number,
): Promise<void> {
  const customer = await textableCustomer(trx, settings, proposal);
  if (!customer) return;
  const { phone, locale } = customer;
  const words = mailFor(locale);
  const number = proposalNumber(proposal.id);
  const link = new URL(customerPath(proposal), settings.siteUrl).href;
  const params = { business: business.name, number, link, phone: business.phones[0].display };
  const text =
    about.what === "proposal_sent"
      ? {
          body: format(words.sms.proposal, params, locale),
          purpose: "proposal_sent",
          key: `proposal:${proposal.id}:sent:${about.version}`,
        }
      : {
          body: format(
            words.sms.order,
            { ...params, news: format(words.order.bodies[about.stage], params, locale) },
            locale,
          ),
          purpose: `order_${about.stage}`,
          key: `order:${proposal.id}:${about.changeId}`,
        };
  const subject = { leadKind: proposal.lead_kind, leadId: proposal.lead_id, phone };
  await enqueue(trx, textJob({ enabled: true, timeZone: settings.timeZone }, { ...subject, ...text }, nowMs), nowMs);
}
