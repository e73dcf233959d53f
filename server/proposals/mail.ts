import type { Kysely } from "kysely";
import { business } from "../../app/content/business.ts";
import { DEPOSIT_METHOD_LABELS, proposalNumber, type DepositMethod } from "../../app/features/proposals/content.ts";
import { dateIn, dateTimeWithZone, longDate, proposalDocument } from "../../app/features/proposals/document.ts";
import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { format, formatCents } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import { proposalUi } from "../../app/i18n/parts/proposal.ts";
import type { Database } from "../db/schema.ts";
import type { OutboxJob } from "../jobs/queue.ts";
import { customerMail, withSignature } from "../mail/customer-mail.ts";
import { lines, oneLine, type Mail, type MailAttachment, type MailSettings } from "../mail/mail.ts";
import type { ProposalJobPayload } from "./jobs.ts";
import { PROPOSAL_JOBS } from "./jobs.ts";
import { proposalPdf } from "./pdf.ts";
import { customerPath, pdfPath } from "./settings.ts";
import { acceptanceOf, contentOf, proposalById, versionOf, type ProposalRow, type VersionRow } from "./store.ts";

/**
 * A proposal's e-mails (issue 33), rendered when the outbox sends them, from the database as it is then: "Your
 * proposal" with its PDF, the accepted PDF to both sides, the deposit's receipt, and the business's notices. The
 * customer's are in the proposal's language through the customer-facing template; the business's are English and
 * name the customer's language. A job whose copy retention has cleared renders to nothing.
 */
export type ProposalMailContext = {
  db: Kysely<Database>;
  settings: MailSettings;
  /** The transport can send customer-facing e-mails (EmailJS needs its welcome template for them). */
  reachesVisitors: boolean;
  timeZone: string;
  /** Card payment through Stripe is set up: the e-mail says the deposit can be paid on the page. */
  online: boolean;
};

export type Loaded = {
  proposal: ProposalRow;
  version: VersionRow;
  locale: Locale;
  number: string;
  pageUrl: string;
  pdfUrl: string;
};

export async function load(job: OutboxJob, context: ProposalMailContext): Promise<Loaded | null> {
  const payload = JSON.parse(job.payload) as Partial<ProposalJobPayload>;
  if (typeof payload.proposalId !== "string" || typeof payload.version !== "number") return null;
  const proposal = await proposalById(context.db, payload.proposalId);
  if (!proposal) return null;
  const version = await versionOf(context.db, proposal.id, payload.version);
  if (!version) return null;
  const site = context.settings.SITE_URL;
  return {
    proposal,
    version,
    locale: isLocale(proposal.locale) ? proposal.locale : DEFAULT_LOCALE,
    number: proposalNumber(proposal.id),
    pageUrl: new URL(customerPath(proposal), site).href,
    pdfUrl: new URL(pdfPath(proposal.token), site).href,
  };
}

/** The version's PDF in the customer's language, with the acceptance block once it is signed. */
async function pdfOf(loaded: Loaded, context: ProposalMailContext, signed: boolean): Promise<MailAttachment> {
  const acceptance = signed ? await acceptanceOf(context.db, loaded.proposal.id) : undefined;
  const document = proposalDocument({
    id: loaded.proposal.id,
    version: loaded.version.version,
    locale: loaded.locale,
    content: contentOf(loaded.version),
    sentAt: loaded.version.sent_at,
    validUntil: loaded.version.valid_until,
    acceptance: acceptance
      ? {
          signerName: acceptance.signer_name,
          acceptedAt: acceptance.accepted_at,
          sha256: acceptance.sha256,
          version: acceptance.version,
        }
      : null,
    timeZone: context.timeZone,
  });
  const fileName = format(proposalUi[loaded.locale].proposal.pdf.fileName, { number: loaded.number }, loaded.locale);
  return {
    filename: fileName,
    contentType: "application/pdf",
    content: Buffer.from(await proposalPdf(document)),
  };
}

/** "Your proposal": what it comes to, the link to accept it online, the last day, and its PDF. */
async function sentMail(job: OutboxJob, context: ProposalMailContext): Promise<Mail | null> {
  if (!context.reachesVisitors) return null;
  const loaded = await load(job, context);
  if (!loaded) return null;
  const { locale, version } = loaded;
  const words = mailFor(locale).proposal;
  const customer = contentOf(version).customer;
  const params = {
    business: business.name,
    name: customer.name,
    number: loaded.number,
    total: formatCents(version.total_cents, locale),
    deposit: formatCents(version.deposit_cents, locale),
    link: loaded.pageUrl,
    date: version.valid_until ? longDate(version.valid_until, locale) : "",
  };
  const text = withSignature(
    [
      format(words.greeting, params, locale),
      "",
      format(words.sentBody, params, locale),
      "",
      format(words.sentLink, params, locale),
      ...(version.valid_until ? [format(words.validUntil, params, locale)] : []),
      "",
      words.attached,
      format(words.pdfLink, { link: loaded.pdfUrl }, locale),
    ],
    locale,
  );
  return customerMail({
    template: "welcome",
    to: customer.email,
    subject: format(words.sentSubject, params, locale),
    text,
    settings: context.settings,
    params: { proposal_url: loaded.pageUrl, pdf_url: loaded.pdfUrl },
    attachments: [await pdfOf(loaded, context, false)],
  });
}

/** The customer's copy of the signed proposal. */
async function acceptedCustomerMail(job: OutboxJob, context: ProposalMailContext): Promise<Mail | null> {
  if (!context.reachesVisitors) return null;
  const loaded = await load(job, context);
  if (!loaded) return null;
  const acceptance = await acceptanceOf(context.db, loaded.proposal.id);
  if (!acceptance) return null;
  const { locale, version } = loaded;
  const words = mailFor(locale).proposal;
  const customer = contentOf(version).customer;
  const deposit = formatCents(version.deposit_cents, locale);
  const params = {
    business: business.name,
    name: customer.name,
    number: loaded.number,
    version: version.version,
    when: dateTimeWithZone(acceptance.accepted_at, context.timeZone, locale),
    link: loaded.pageUrl,
    deposit,
  };
  const text = withSignature(
    [
      format(words.greeting, params, locale),
      "",
      format(words.acceptedBody, params, locale),
      format(context.online ? words.depositOnline : words.depositOffline, params, locale),
      "",
      format(words.acceptedLink, params, locale),
      format(words.pdfLink, { link: loaded.pdfUrl }, locale),
    ],
    locale,
  );
  return customerMail({
    template: "welcome",
    to: customer.email,
    subject: format(words.acceptedSubject, params, locale),
    text,
    settings: context.settings,
    params: { proposal_url: loaded.pageUrl, pdf_url: loaded.pdfUrl },
    attachments: [await pdfOf(loaded, context, true)],
  });
}

/** What a receipt says of where its payment leaves the order: its lines' words and their values. */
export type ReceiptWords = { subject: string; body: string; standing: string; values: Record<string, string> };

/**
 * A payment's receipt in the customer's language — the deposit's here, the balance's in server/orders/balance-mail.ts
 * (issue 34): whom it thanks, what was paid and how, where it leaves the order, and the link to the order's page.
 */
export function paymentReceipt(
  loaded: Loaded,
  context: ProposalMailContext,
  payment: { amount_cents: number; created_at: string; method: string },
  words: ReceiptWords,
): Mail {
  const { locale, version } = loaded;
  const proposalWords = mailFor(locale).proposal;
  const methods: Record<string, string> = proposalWords.methods;
  const customer = contentOf(version).customer;
  const params = {
    name: customer.name,
    number: loaded.number,
    amount: formatCents(payment.amount_cents, locale),
    date: longDate(dateIn(payment.created_at, context.timeZone), locale),
    method: methods[payment.method] ?? payment.method,
    link: loaded.pageUrl,
    ...words.values,
  };
  const text = withSignature(
    [
      format(proposalWords.greeting, params, locale),
      "",
      format(words.body, params, locale),
      format(proposalWords.receiptMethod, params, locale),
      format(words.standing, params, locale),
      "",
      format(proposalWords.acceptedLink, params, locale),
    ],
    locale,
  );
  return customerMail({
    template: "welcome",
    to: customer.email,
    subject: format(words.subject, params, locale),
    text,
    settings: context.settings,
  });
}

/** The deposit's receipt, in the customer's language. */
async function receiptMail(job: OutboxJob, context: ProposalMailContext): Promise<Mail | null> {
  if (!context.reachesVisitors) return null;
  const loaded = await load(job, context);
  const payment = await paymentOf(job, context);
  if (!loaded || !payment || payment.status !== "paid") return null;
  const { locale, version } = loaded;
  const words = mailFor(locale).proposal;
  return paymentReceipt(loaded, context, payment, {
    subject: words.receiptSubject,
    body: words.receiptBody,
    standing: words.receiptBalance,
    values: { balance: formatCents(Math.max(0, version.total_cents - payment.amount_cents), locale) },
  });
}

async function paymentOf(job: OutboxJob, context: ProposalMailContext) {
  const payload = JSON.parse(job.payload) as Partial<ProposalJobPayload>;
  if (typeof payload.paymentId !== "string") return undefined;
  return context.db.selectFrom("proposal_payments").selectAll().where("id", "=", payload.paymentId).executeTakeFirst();
}

const words = businessMail.proposal;
const label = words.labels;

/** The business's notices: English, replies going to the customer, the proposal in the back office. */
export function businessNotice(loaded: Loaded, context: ProposalMailContext, subject: string, body: string[]): Mail {
  const customer = contentOf(loaded.version).customer;
  const backOffice = new URL(`/admin/proposals/${loaded.proposal.id}`, context.settings.SITE_URL).href;
  const text = `${lines([
    [label.proposal, `${loaded.number}, version ${loaded.version.version}`],
    [label.customer, `${customer.name} <${customer.email}>`],
    [businessMail.labels.language, LANGUAGE_NAMES[loaded.locale]],
    [label.total, formatCents(loaded.version.total_cents)],
    [label.deposit, formatCents(loaded.version.deposit_cents)],
  ])}\n${body.join("\n")}\n\n${label.backOffice}: ${backOffice}\n`;
  return {
    template: "contact",
    to: context.settings.LEADS_TO_EMAIL,
    replyTo: oneLine(customer.email),
    subject: oneLine(subject),
    text,
    headers: {},
    params: {
      to_email: context.settings.LEADS_TO_EMAIL,
      from_name: oneLine(customer.name),
      reply_to: oneLine(customer.email),
      user_name: customer.name,
      user_email: customer.email,
      message: text,
    },
  };
}

async function acceptedBusinessMail(job: OutboxJob, context: ProposalMailContext): Promise<Mail | null> {
  const loaded = await load(job, context);
  const acceptance = loaded ? await acceptanceOf(context.db, loaded.proposal.id) : undefined;
  if (!loaded || !acceptance) return null;
  const subject = format(words.acceptedSubject, {
    number: loaded.number,
    name: acceptance.signer_name,
    total: formatCents(loaded.version.total_cents),
  });
  const mail = businessNotice(loaded, context, subject, [
    lines([
      [label.signedBy, acceptance.signer_name],
      [label.signedAt, dateTimeWithZone(acceptance.accepted_at, context.timeZone, DEFAULT_LOCALE)],
      [label.fingerprint, acceptance.sha256],
    ]),
  ]);
  return { ...mail, attachments: [await pdfOf(loaded, context, true)] };
}

async function declinedBusinessMail(job: OutboxJob, context: ProposalMailContext): Promise<Mail | null> {
  const loaded = await load(job, context);
  if (!loaded) return null;
  const customer = contentOf(loaded.version).customer;
  const subject = format(words.declinedSubject, { number: loaded.number, name: customer.name });
  return businessNotice(loaded, context, subject, [lines([[label.reason, loaded.proposal.decline_reason]])]);
}

async function paymentNotice(job: OutboxJob, context: ProposalMailContext): Promise<Mail | null> {
  const loaded = await load(job, context);
  const payment = await paymentOf(job, context);
  if (!loaded || !payment) return null;
  const amount = formatCents(payment.amount_cents);
  const method = DEPOSIT_METHOD_LABELS[payment.method as DepositMethod | "card"] ?? payment.method;
  const reasons: Record<string, string> = words.reviewReasons;
  const review = payment.status === "review";
  const subject = review
    ? format(words.reviewSubject, { number: loaded.number })
    : format(words.paidSubject, { number: loaded.number, amount });
  return businessNotice(loaded, context, subject, [
    lines([
      [label.amount, `${amount} ${payment.currency.toUpperCase()}`],
      [label.method, method],
      [label.review, review ? (reasons[payment.review_reason ?? ""] ?? payment.review_reason) : null],
    ]),
  ]);
}

export type ProposalMailRender = (job: OutboxJob, context: ProposalMailContext) => Promise<Mail | null>;

/** Each proposal job's render, by job name. */
export const PROPOSAL_MAILS: Record<string, ProposalMailRender> = {
  [PROPOSAL_JOBS.sent]: sentMail,
  [PROPOSAL_JOBS.acceptedCustomer]: acceptedCustomerMail,
  [PROPOSAL_JOBS.acceptedBusiness]: acceptedBusinessMail,
  [PROPOSAL_JOBS.declinedBusiness]: declinedBusinessMail,
  [PROPOSAL_JOBS.receipt]: receiptMail,
  [PROPOSAL_JOBS.paidBusiness]: paymentNotice,
  [PROPOSAL_JOBS.reviewBusiness]: paymentNotice,
};
