import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { DEPOSIT_METHOD_LABELS, type DepositMethod } from "../../app/features/proposals/content.ts";
import { dateIn, longDate } from "../../app/features/proposals/document.ts";
import { format, formatCents } from "../../app/i18n/format.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { OutboxJob } from "../jobs/queue.ts";
import { customerMail, withSignature } from "../mail/customer-mail.ts";
import { lines, type Mail } from "../mail/mail.ts";
import type { ProposalJobPayload } from "../proposals/jobs.ts";
import { businessNotice, load, type ProposalMailContext } from "../proposals/mail.ts";
import { contentOf } from "../proposals/store.ts";
import { BALANCE_JOBS } from "./balance.ts";

/**
 * The balance's e-mails (issue 34, item 3), rendered when the outbox sends them: the customer's receipt in their
 * language, and the business's notice (English) of a balance paid or held for review.
 */
async function paymentOf(job: OutboxJob, context: ProposalMailContext) {
  const payload = JSON.parse(job.payload) as Partial<ProposalJobPayload>;
  if (typeof payload.paymentId !== "string") return undefined;
  return context.db.selectFrom("balance_payments").selectAll().where("id", "=", payload.paymentId).executeTakeFirst();
}

async function balanceReceipt(job: OutboxJob, context: ProposalMailContext): Promise<Mail | null> {
  if (!context.reachesVisitors) return null;
  const loaded = await load(job, context);
  const payment = await paymentOf(job, context);
  if (!loaded || !payment || payment.status !== "paid") return null;
  const { locale, version } = loaded;
  const words = mailFor(locale).afterSale;
  const methods: Record<string, string> = mailFor(locale).proposal.methods;
  const customer = contentOf(version).customer;
  const params = {
    name: customer.name,
    number: loaded.number,
    amount: formatCents(payment.amount_cents, locale),
    total: formatCents(version.total_cents, locale),
    deposit: formatCents(version.deposit_cents, locale),
    date: longDate(dateIn(payment.created_at, context.timeZone), locale),
    method: methods[payment.method] ?? payment.method,
    link: loaded.pageUrl,
  };
  const proposalWords = mailFor(locale).proposal;
  const text = withSignature(
    [
      format(proposalWords.greeting, params, locale),
      "",
      format(words.balanceReceiptBody, params, locale),
      format(proposalWords.receiptMethod, params, locale),
      format(words.balanceReceiptTotal, params, locale),
      "",
      format(proposalWords.acceptedLink, params, locale),
    ],
    locale,
  );
  return customerMail({
    template: "welcome",
    to: customer.email,
    subject: format(words.balanceReceiptSubject, params, locale),
    text,
    settings: context.settings,
  });
}

async function balanceNotice(job: OutboxJob, context: ProposalMailContext): Promise<Mail | null> {
  const loaded = await load(job, context);
  const payment = await paymentOf(job, context);
  if (!loaded || !payment) return null;
  const words = businessMail.afterSale;
  const label = businessMail.proposal.labels;
  const amount = formatCents(payment.amount_cents);
  const reasons: Record<string, string> = words.balanceReviewReasons;
  const review = payment.status === "review";
  const subject = review
    ? format(words.balanceReviewSubject, { number: loaded.number })
    : format(words.balancePaidSubject, { number: loaded.number, amount });
  return businessNotice(loaded, context, subject, [
    lines([
      [label.amount, `${amount} ${payment.currency.toUpperCase()}`],
      [label.method, DEPOSIT_METHOD_LABELS[payment.method as DepositMethod | "card"] ?? payment.method],
      [label.review, review ? (reasons[payment.review_reason ?? ""] ?? payment.review_reason) : null],
    ]),
  ]);
}

/** Each balance job's render, by job name (filed under the proposal, as its other e-mails). */
export const BALANCE_MAILS = {
  [BALANCE_JOBS.receipt]: balanceReceipt,
  [BALANCE_JOBS.business]: balanceNotice,
};
