import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { DEPOSIT_METHOD_LABELS, type DepositMethod } from "../../app/features/proposals/content.ts";
import { format, formatCents } from "../../app/i18n/format.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import type { OutboxJob } from "../jobs/queue.ts";
import { lines, type Mail } from "../mail/mail.ts";
import type { ProposalJobPayload } from "../proposals/jobs.ts";
import { businessNotice, load, paymentReceipt, type ProposalMailContext } from "../proposals/mail.ts";
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
  return paymentReceipt(loaded, context, payment, {
    subject: words.balanceReceiptSubject,
    body: words.balanceReceiptBody,
    standing: words.balanceReceiptTotal,
    values: {
      total: formatCents(version.total_cents, locale),
      deposit: formatCents(version.deposit_cents, locale),
    },
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
