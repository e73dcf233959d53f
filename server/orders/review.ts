import type { Kysely, Transaction } from "kysely";
import type { FeedbackPage, FeedbackResult } from "../../app/features/orders/after-sale.ts";
import { FeedbackSchema } from "../../app/features/orders/feedback-schema.ts";
import { fieldErrors, requestLocale } from "../../app/features/leads/field-errors.server.ts";
import type { ClientInfo } from "../../app/features/leads/service.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { dateIn, longDate } from "../../app/features/proposals/document.ts";
import { format } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "../../app/i18n/locales.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import { audit } from "../auth/audit.ts";
import type { Database } from "../db/schema.ts";
import { cancelJobs, enqueue, type OutboxJob } from "../jobs/queue.ts";
import { logger } from "../logger.ts";
import { customerMail, withSignature } from "../mail/customer-mail.ts";
import type { Mail } from "../mail/mail.ts";
import { proposalEvent } from "../proposals/jobs.ts";
import type { ProposalMailContext } from "../proposals/mail.ts";
import { customerPath, type ProposalDeps } from "../proposals/settings.ts";
import {
  contentOf,
  proposalById,
  proposalByToken,
  proposalForChange,
  PROPOSAL_KIND,
  versionOf,
  type Db,
  type ProposalRow,
} from "../proposals/store.ts";
import { orderStateOf } from "./store.ts";

/**
 * The review request (issue 34, item 4; docs/decisions/0024). Marking an order Installed queues one e-mail in the
 * outbox, due two days later (the job waits for its time like a booking's reminder). It is dropped — the outbox row
 * cancelled — when the move is undone, when the order is cancelled, or when the customer has already given their
 * feedback; and it is rendered to nothing if any of that is true when its time comes. The e-mail offers the private
 * feedback form and, when `REVIEW_URL` is set, the public review page: both always, whatever the score, so a good
 * private score never gates the public review.
 */
export const REVIEW_JOB = "order_review_request";
export const REVIEW_DELAY_MS = 2 * 24 * 3_600_000;

type ReviewJobPayload = { proposalId: string; changeId: string };

/** The stages at which the order is installed: feedback is asked for and taken. */
const INSTALLED = new Set(["installed", "paid"]);

export async function scheduleReviewRequest(
  trx: Kysely<Database>,
  proposalId: string,
  changeId: string,
  nowMs: number,
): Promise<void> {
  const payload: ReviewJobPayload = { proposalId, changeId };
  await enqueue(
    trx,
    { job: REVIEW_JOB, leadKind: PROPOSAL_KIND, leadId: proposalId, payload, notBeforeMs: nowMs + REVIEW_DELAY_MS },
    nowMs,
  );
}

export async function dropReviewRequest(trx: Kysely<Database>, proposalId: string, why: string): Promise<number> {
  return cancelJobs(trx, { leadKind: PROPOSAL_KIND, leadId: proposalId, jobs: [REVIEW_JOB] }, why);
}

export const feedbackPath = (proposal: Pick<ProposalRow, "token">, locale: Locale) =>
  localizedPath(`/proposal/${proposal.token}/feedback`, locale);

export async function feedbackOf(db: Db, proposalId: string) {
  return db.selectFrom("order_feedback").selectAll().where("proposal_id", "=", proposalId).executeTakeFirst();
}

const localeOf = (proposal: Pick<ProposalRow, "locale">): Locale =>
  isLocale(proposal.locale) ? proposal.locale : DEFAULT_LOCALE;

/** The e-mail two days after Installed, in the customer's language; nothing when it no longer applies. */
export async function reviewMail(
  job: OutboxJob,
  context: ProposalMailContext & { reviewUrl: string },
): Promise<Mail | null> {
  if (!context.reachesVisitors) return null;
  const payload = JSON.parse(job.payload) as Partial<ReviewJobPayload>;
  if (typeof payload.proposalId !== "string" || typeof payload.changeId !== "string") return null;
  const proposal = await proposalById(context.db, payload.proposalId);
  const change = await context.db
    .selectFrom("order_stage_changes")
    .select(["undone_at"])
    .where("id", "=", payload.changeId)
    .executeTakeFirst();
  if (!proposal || !change || change.undone_at !== null) return null;
  const state = await orderStateOf(context.db, proposal);
  if (!state || !INSTALLED.has(state.stage) || (await feedbackOf(context.db, proposal.id))) return null;
  const version = await versionOf(context.db, proposal.id, state.acceptance.version);
  if (!version) return null;
  const locale = localeOf(proposal);
  const words = mailFor(locale).afterSale;
  const customer = contentOf(version).customer;
  const site = context.settings.SITE_URL;
  const params = { name: customer.name, number: proposalNumber(proposal.id) };
  const feedbackUrl = new URL(feedbackPath(proposal, locale), site).href;
  const text = withSignature(
    [
      format(mailFor(locale).order.greeting, params, locale),
      "",
      format(words.reviewBody, params, locale),
      "",
      format(words.reviewPrivate, { link: feedbackUrl }, locale),
      ...(context.reviewUrl ? [format(words.reviewPublic, { link: context.reviewUrl }, locale)] : []),
    ],
    locale,
  );
  return customerMail({
    template: "welcome",
    to: customer.email,
    subject: format(words.reviewSubject, params, locale),
    text,
    settings: context.settings,
    params: { proposal_url: new URL(customerPath(proposal), site).href },
  });
}

/** The installed order at `token`, or null (unknown token, no order, not installed yet). */
async function installedOrder(db: Db, token: string) {
  const proposal = await proposalByToken(db, token);
  const state = proposal ? await orderStateOf(db, proposal) : null;
  if (!proposal || !state || !INSTALLED.has(state.stage)) return null;
  return { proposal, state };
}

export async function feedbackPage(
  deps: ProposalDeps,
  reviewUrl: string,
  token: string,
  locale: Locale,
): Promise<FeedbackPage | null> {
  const found = await installedOrder(deps.db.kysely, token);
  if (!found) return null;
  const given = await feedbackOf(deps.db.kysely, found.proposal.id);
  return {
    number: proposalNumber(found.proposal.id),
    orderPath: localizedPath(`/proposal/${token}`, locale),
    given: given ? { stars: given.stars, date: longDate(dateIn(given.created_at, deps.timeZone), locale) } : null,
    reviewUrl: reviewUrl || null,
  };
}

/**
 * The customer's score and comment, once per order (the primary key): a second post answers as saved and keeps the
 * first. The pending review request is dropped in the same transaction, with the CRM's `feedback.received`.
 */
export async function giveFeedback(
  deps: ProposalDeps,
  token: string,
  input: unknown,
  client: ClientInfo,
): Promise<FeedbackResult> {
  try {
    const found = await installedOrder(deps.db.kysely, token);
    if (!found) return { status: "not_found" };
    const parsed = FeedbackSchema.safeParse(input);
    if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error, requestLocale(input)) };
    const nowMs = (deps.now ?? Date.now)();
    const at = new Date(nowMs).toISOString();
    const created = await deps.db.kysely.transaction().execute(async (trx: Transaction<Database>) => {
      const proposal = await proposalForChange(trx, deps.db.dialect, found.proposal.id);
      if (!proposal) return false;
      const inserted = await trx
        .insertInto("order_feedback")
        .values({
          proposal_id: proposal.id,
          created_at: at,
          stars: parsed.data.stars,
          comment: parsed.data.comment,
          locale: parsed.data.locale,
        })
        .onConflict((oc) => oc.column("proposal_id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
      await dropReviewRequest(trx, proposal.id, "the customer already gave their feedback");
      const version = await versionOf(trx, proposal.id, found.state.acceptance.version);
      if (deps.crm && version) {
        const data = { stars: parsed.data.stars, comment: parsed.data.comment, given_at: at };
        await enqueue(trx, proposalEvent("feedback.received", proposal, version, data, nowMs), nowMs);
      }
      await audit(
        trx,
        {
          actor: "customer",
          action: "feedback_given",
          subject: { kind: PROPOSAL_KIND, id: proposal.id },
          detail: { stars: parsed.data.stars },
          clientIp: client.ip,
        },
        nowMs,
      );
      return true;
    });
    if (created) {
      logger.info("feedback given", { id: found.proposal.id, stars: parsed.data.stars });
      deps.onQueued?.();
    }
    return { status: "saved" };
  } catch (error) {
    logger.error("feedback could not be stored", { error: String(error) });
    return { status: "unavailable" };
  }
}
