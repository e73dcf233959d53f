import { business } from "../../app/content/business.ts";
import { isStaffStage, mondayOfWeek } from "../../app/features/orders/stages.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { longDate } from "../../app/features/proposals/document.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { OutboxJob } from "../jobs/queue.ts";
import { customerMail, withSignature } from "../mail/customer-mail.ts";
import type { Mail } from "../mail/mail.ts";
import type { ProposalMailContext } from "../proposals/mail.ts";
import { customerPath } from "../proposals/settings.ts";
import { acceptanceOf, contentOf, proposalById, versionOf } from "../proposals/store.ts";
import type { OrderStageJobPayload } from "./office.ts";

/**
 * The customer's e-mail about a move of their order (issue 34), in their language, rendered when the outbox sends
 * it. A move undone before the e-mail left sends nothing: the customer is told only what stands.
 */
export async function orderStageMail(job: OutboxJob, context: ProposalMailContext): Promise<Mail | null> {
  if (!context.reachesVisitors) return null;
  const payload = JSON.parse(job.payload) as Partial<OrderStageJobPayload>;
  if (typeof payload.proposalId !== "string" || typeof payload.changeId !== "string") return null;
  const change = await context.db
    .selectFrom("order_stage_changes")
    .selectAll()
    .where("id", "=", payload.changeId)
    .executeTakeFirst();
  const proposal = await proposalById(context.db, payload.proposalId);
  if (!change || change.undone_at !== null || !proposal || !isStaffStage(change.stage)) return null;
  const acceptance = await acceptanceOf(context.db, proposal.id);
  const version = acceptance ? await versionOf(context.db, proposal.id, acceptance.version) : undefined;
  if (!version) return null;
  const locale = isLocale(proposal.locale) ? proposal.locale : DEFAULT_LOCALE;
  const words = mailFor(locale).order;
  const customer = contentOf(version).customer;
  const link = new URL(customerPath(proposal), context.settings.SITE_URL).href;
  const monday = change.stage === "ordered" && change.expected_week ? mondayOfWeek(change.expected_week) : null;
  const params = {
    name: customer.name,
    number: proposalNumber(proposal.id),
    stage: words.stages[change.stage],
    phone: business.phones[0].display,
    link,
  };
  const text = withSignature(
    [
      format(words.greeting, params, locale),
      "",
      format(words.bodies[change.stage], params, locale),
      ...(monday ? [format(words.expectedWeek, { date: longDate(monday, locale) }, locale)] : []),
      "",
      format(words.link, params, locale),
    ],
    locale,
  );
  return customerMail({
    template: "welcome",
    to: customer.email,
    subject: format(words.subject, params, locale),
    text,
    settings: context.settings,
    params: { proposal_url: link },
  });
}
