import type { Kysely } from "kysely";
import { whenLabel } from "../../app/features/booking/format.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { businessMail } from "../../app/i18n/en/business-mail.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import { visitCalendar, type CalendarMethod, type CalendarVisit } from "../booking/calendar.ts";
import type { Database } from "../db/schema.ts";
import type { OutboxJob } from "../jobs/queue.ts";
import { customerMail, withSignature } from "../mail/customer-mail.ts";
import { lines, oneLine, type Mail, type MailSettings } from "../mail/mail.ts";
import { customerPath } from "../proposals/settings.ts";
import { acceptanceOf, contentOf, proposalById, versionOf, type ProposalRow } from "../proposals/store.ts";
import type { ProposalCustomer } from "../../app/features/proposals/content.ts";
import { findInstallation, type InstallationRow } from "./store.ts";

/** What happened to the installation, as the e-mail tells it. */
export type InstallationEvent = "booked" | "moved" | "cancelled" | "reminder";

/** An e-mail job's payload; the e-mail is written from the stored installation when the outbox sends it. */
export type InstallationMailPayload = {
  event: InstallationEvent;
  installationId: string;
  /** The start the change left it at: a reminder for another start is not sent. */
  start: string;
  previousStart?: string;
};

/** The jobs, filed under the order's proposal (a reminder is dropped by name when the installation changes). */
export const INSTALLATION_MAIL_JOBS = {
  customer: "installation_customer",
  business: "installation_business",
  reminder: "installation_reminder",
} as const;

export type InstallationMailContext = {
  db: Kysely<Database>;
  settings: MailSettings;
  reachesVisitors: boolean;
  timeZone: string;
};

export type LoadedInstallation = {
  row: InstallationRow;
  proposal: ProposalRow;
  customer: ProposalCustomer;
  locale: Locale;
};

/** The installation with its order's proposal, customer and language. */
export async function loadInstallation(db: Kysely<Database>, id: string): Promise<LoadedInstallation | null> {
  const row = await findInstallation(db, id);
  const proposal = row ? await proposalById(db, row.proposal_id) : undefined;
  const acceptance = proposal ? await acceptanceOf(db, proposal.id) : undefined;
  const version = proposal && acceptance ? await versionOf(db, proposal.id, acceptance.version) : undefined;
  if (!row || !proposal || !version) return null;
  const locale = isLocale(proposal.locale) ? proposal.locale : DEFAULT_LOCALE;
  return { row, proposal, customer: contentOf(version).customer, locale };
}

type Links = Pick<MailSettings, "SITE_URL" | "LEADS_TO_EMAIL">;

function manageUrl(proposal: ProposalRow, settings: Links): string {
  return new URL(customerPath(proposal), settings.SITE_URL).href;
}

/** The installation as an invitation: the same event (UID) through every change. */
export function installationCalendar(
  loaded: LoadedInstallation,
  method: CalendarMethod,
  settings: Links,
  locale: Locale,
): string {
  const { row, customer } = loaded;
  const visit: CalendarVisit = {
    uid: `installation-${row.id}@${new URL(settings.SITE_URL).hostname}`,
    sequence: row.sequence,
    start_at: row.start_at,
    end_at: row.end_at,
    updated_at: row.updated_at,
    cancelled: row.status === "cancelled",
    address: customer.address,
    name: customer.name,
    email: customer.email,
  };
  const links = { manageUrl: manageUrl(loaded.proposal, settings), organizerEmail: settings.LEADS_TO_EMAIL };
  const words = mailFor(locale).installation.calendar;
  return visitCalendar(visit, method, links, words, { product: "Installation booking", locale });
}

/** To the customer, in their language: the confirmation, a move, a cancellation or the reminder, with the invitation. */
export async function customerInstallationMail(job: OutboxJob, context: InstallationMailContext): Promise<Mail | null> {
  if (!context.reachesVisitors) return null;
  const payload = JSON.parse(job.payload) as InstallationMailPayload;
  const loaded = await loadInstallation(context.db, payload.installationId);
  if (!loaded) return null;
  const { row, proposal, customer, locale } = loaded;
  // A reminder is dropped when its installation changes; one claimed in the same instant is still only sent while
  // the installation stands as the reminder knew it.
  if (payload.event === "reminder" && (row.status !== "confirmed" || row.start_at !== payload.start)) return null;
  const words = mailFor(locale).installation;
  const when = whenLabel(payload.start, context.timeZone, locale);
  const number = proposalNumber(proposal.id);
  const link = manageUrl(proposal, context.settings);
  const previous = payload.previousStart ? whenLabel(payload.previousStart, context.timeZone, locale) : "";
  const opening = format(words.openings[payload.event], { name: customer.name, number, previous }, locale);
  const next = payload.event === "cancelled" ? [] : [words.whatToExpect, ""];
  const text = withSignature(
    [
      opening,
      "",
      lines([
        [words.labels.when, when],
        [words.labels.where, customer.address],
        [words.labels.order, number],
      ]),
      "",
      ...next,
      format(words.manage, { link }, locale),
    ],
    locale,
  );
  const method = payload.event === "cancelled" ? "CANCEL" : "REQUEST";
  return customerMail({
    template: "booking",
    to: customer.email,
    subject: format(words.subjects[payload.event], { when }, locale),
    text,
    settings: context.settings,
    params: { user_name: customer.name, event: payload.event, when, address: customer.address, manage_url: link },
    calendar: { method, content: installationCalendar(loaded, method, context.settings, locale) },
  });
}

const BUSINESS_SUBJECTS: Record<Exclude<InstallationEvent, "reminder">, string> = {
  booked: "Installation booked",
  moved: "Installation moved",
  cancelled: "Installation cancelled",
};

/** To the business, in English: the change with the customer's details and the invitation. */
export async function businessInstallationMail(job: OutboxJob, context: InstallationMailContext): Promise<Mail | null> {
  const payload = JSON.parse(job.payload) as InstallationMailPayload;
  if (payload.event === "reminder") return null;
  const loaded = await loadInstallation(context.db, payload.installationId);
  if (!loaded) return null;
  const { row, proposal, customer, locale } = loaded;
  const when = whenLabel(payload.start, context.timeZone);
  const number = proposalNumber(proposal.id);
  const text = lines([
    ["When", when],
    ["Previously", payload.previousStart ? whenLabel(payload.previousStart, context.timeZone) : null],
    ["Order", number],
    ["Name", customer.name],
    ["Email", customer.email],
    ["Phone", customer.phone],
    ["Address", customer.address],
    ["Booked by", row.booked_by],
    ["Cancelled by", row.cancelled_by],
    [businessMail.labels.language, LANGUAGE_NAMES[locale]],
  ]);
  const method = payload.event === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    template: "booking",
    to: context.settings.LEADS_TO_EMAIL,
    replyTo: oneLine(customer.email),
    subject: oneLine(`${BUSINESS_SUBJECTS[payload.event]}: ${when}, ${customer.name} (${number})`),
    text,
    headers: {},
    params: {
      to_email: context.settings.LEADS_TO_EMAIL,
      from_name: oneLine(customer.name),
      reply_to: oneLine(customer.email),
      user_name: customer.name,
      user_email: customer.email,
      event: payload.event,
      when,
      address: customer.address,
      message: text,
    },
    calendar: { method, content: installationCalendar(loaded, method, context.settings, DEFAULT_LOCALE) },
  };
}
