import { randomUUID } from "node:crypto";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { longDate, dateIn, proposalDocument } from "../../app/features/proposals/document.ts";
import { AcceptSchema, DeclineSchema } from "../../app/features/proposals/schema.ts";
import type { AcceptResult, CustomerView, DeclineResult, ProposalPages } from "../../app/features/proposals/service.ts";
import { fieldErrors, requestLocale } from "../../app/features/leads/field-errors.server.ts";
import type { ClientInfo } from "../../app/features/leads/service.ts";
import { formatCents } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales.ts";
import { audit } from "../auth/audit.ts";
import { enqueue } from "../jobs/queue.ts";
import { logger } from "../logger.ts";
import { recordConsent, textPermission } from "../sms/consent.ts";
import { toE164 } from "../sms/phone.ts";
import { orderTimeline } from "../orders/timeline.ts";
import { proposalSha256 } from "./canonical.ts";
import { PROPOSAL_JOBS, proposalEvent, proposalJob } from "./jobs.ts";
import { customerPath, pdfPath, stateOf, type ProposalDeps } from "./settings.ts";
import {
  acceptanceOf,
  contentOf,
  paidDeposit,
  proposalByToken,
  proposalForChange,
  PROPOSAL_KIND,
  versionOf,
  type AcceptanceRow,
  type ProposalRow,
  type VersionRow,
} from "./store.ts";

/** The customer's user agent as kept with the signature: one line, at most 500 characters. */
const agentOf = (client: ClientInfo) => (client.userAgent ?? "").replace(/[\r\n]+/g, " ").slice(0, 500);

const accepted = (a: AcceptanceRow): AcceptResult => ({
  status: "accepted",
  version: a.version,
  acceptedAt: a.accepted_at,
  sha256: a.sha256,
});

const localeOf = (proposal: Pick<ProposalRow, "locale">): Locale =>
  isLocale(proposal.locale) ? proposal.locale : DEFAULT_LOCALE;

/**
 * The language of a refused acceptance's or decline's messages: the customer's own when the post names none, else
 * the `locale` posted (the page's language, set by its route action) — English when that is none of the site's, as
 * every endpoint answers an unknown `locale`.
 */
function messagesLocale(input: unknown, proposal: Pick<ProposalRow, "locale">): Locale {
  const posted = typeof input === "object" && input !== null ? (input as { locale?: unknown }).locale : undefined;
  return posted === undefined ? localeOf(proposal) : requestLocale(input);
}

/** A proposal the customer can see: one sent at least once (a draft is nobody's business but the staff's). */
async function visible(deps: ProposalDeps, token: string) {
  const proposal = await proposalByToken(deps.db.kysely, token);
  if (!proposal || proposal.status === "draft" || proposal.sent_version === null) return null;
  const sent = await versionOf(deps.db.kysely, proposal.id, proposal.sent_version);
  if (!sent) return null;
  return { proposal, sent };
}

/**
 * The customer's side of a proposal (issue 33): the page, the e-signature and the decline, and the deposit's
 * Checkout Session. The signature is one row per proposal (a unique key) written with its e-mails in one
 * transaction; the same acceptance posted again answers the record already made.
 */
/** Where a consent ticked through the JSON API was given (the token left out: it is the customer's key). */
const ACCEPT_API_PAGE = "/api/proposals/:token/accept";

export function createProposalPages(deps: ProposalDeps): ProposalPages {
  const { db } = deps;
  const kysely = db.kysely;
  const now = deps.now ?? Date.now;

  async function acceptInTransaction(
    proposalId: string,
    version: number,
    signerName: string,
    client: ClientInfo,
    /** The "Text me…" box (issue 35): ticked, and the page's language its words were shown in. */
    texts: { ticked: boolean; locale: Locale },
  ): Promise<AcceptResult> {
    const nowMs = now();
    const at = new Date(nowMs).toISOString();
    const outcome = await kysely.transaction().execute(async (trx) => {
      const proposal = await proposalForChange(trx, db.dialect, proposalId);
      if (!proposal) return { result: { status: "not_found" } as AcceptResult, created: false };
      if (proposal.status === "accepted") {
        const existing = await acceptanceOf(trx, proposalId);
        if (existing && existing.version === version) return { result: accepted(existing), created: false };
        return { result: { status: "superseded" } as AcceptResult, created: false };
      }
      if (proposal.status !== "sent") return { result: { status: "not_found" } as AcceptResult, created: false };
      if (proposal.sent_version !== version) {
        return { result: { status: "superseded" } as AcceptResult, created: false };
      }
      const sent = (await versionOf(trx, proposalId, version))!;
      if (stateOf(proposal, sent, deps.timeZone, nowMs) === "expired") {
        return { result: { status: "expired" } as AcceptResult, created: false };
      }
      // A ticked box allows texts to the number the proposal names; the box is shown only beside one a text reaches.
      const permission = textPermission(texts.ticked, contentOf(sent).customer.phone, texts.locale);
      if ("refused" in permission) {
        const fields = { sms_consent: permission.refused.user_phone ?? "" };
        return { result: { status: "invalid", fields } as AcceptResult, created: false };
      }
      const sha256 = proposalSha256({
        id: proposalId,
        version,
        locale: localeOf(proposal),
        content: contentOf(sent),
        validUntil: sent.valid_until,
      });
      const inserted = await trx
        .insertInto("proposal_acceptances")
        .values({
          id: randomUUID(),
          proposal_id: proposalId,
          version,
          sha256,
          signer_name: signerName,
          agreed: 1,
          accepted_at: at,
          client_ip: client.ip,
          user_agent: agentOf(client),
        })
        .onConflict((oc) => oc.column("proposal_id").doNothing())
        .executeTakeFirst();
      const record = (await acceptanceOf(trx, proposalId))!;
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) {
        return {
          result: record.version === version ? accepted(record) : { status: "superseded" as const },
          created: false,
        };
      }
      await trx
        .updateTable("proposals")
        .set({ status: "accepted", updated_at: at })
        .where("id", "=", proposalId)
        .where("status", "=", "sent")
        .execute();
      // Kept under the proposal's lead, whose page shows the thread and whose number replies are matched by.
      await recordConsent(trx, permission.phone, {
        locale: texts.locale,
        page: client.page ?? ACCEPT_API_PAGE,
        clientIp: client.ip,
        leadKind: proposal.lead_kind,
        leadId: proposal.lead_id,
        nowMs,
      });
      const payload = { proposalId, version };
      await enqueue(trx, proposalJob(PROPOSAL_JOBS.acceptedCustomer, payload), nowMs);
      await enqueue(trx, proposalJob(PROPOSAL_JOBS.acceptedBusiness, payload), nowMs);
      if (deps.crm) {
        const extra = { accepted_at: at, signer_name: signerName, sha256 };
        await enqueue(trx, proposalEvent("proposal.accepted", proposal, sent, extra, nowMs), nowMs);
      }
      await audit(
        trx,
        {
          actor: "customer",
          action: "proposal_accepted",
          subject: { kind: PROPOSAL_KIND, id: proposalId },
          detail: { version, signer_name: signerName, sha256 },
          clientIp: client.ip,
        },
        nowMs,
      );
      return { result: accepted(record), created: true };
    });
    if (outcome.created) {
      logger.info("proposal accepted", { id: proposalId, version });
      deps.onQueued?.();
    }
    return outcome.result;
  }

  return {
    async view(token, locale) {
      const found = await visible(deps, token);
      if (!found) return null;
      const { proposal, sent } = found;
      const nowMs = now();
      const state = stateOf(proposal, sent, deps.timeZone, nowMs);
      const acceptance = await acceptanceOf(kysely, proposal.id);
      // An accepted proposal shows the version that was signed (no later one can be sent).
      const shown: VersionRow = acceptance
        ? ((await versionOf(kysely, proposal.id, acceptance.version)) ?? sent)
        : sent;
      const document = proposalDocument({
        id: proposal.id,
        version: shown.version,
        locale,
        content: contentOf(shown),
        sentAt: shown.sent_at,
        validUntil: shown.valid_until,
        acceptance: acceptance
          ? {
              signerName: acceptance.signer_name,
              acceptedAt: acceptance.accepted_at,
              sha256: acceptance.sha256,
              version: acceptance.version,
            }
          : null,
        timeZone: deps.timeZone,
      });
      const paid = acceptance ? await paidDeposit(kysely, proposal.id, acceptance.version) : undefined;
      const view: CustomerView = {
        token,
        state,
        version: shown.version,
        document,
        expiredOn: state === "expired" && shown.valid_until ? longDate(shown.valid_until, locale) : null,
        declinedOn:
          proposal.status === "declined" && proposal.declined_at
            ? longDate(dateIn(proposal.declined_at, deps.timeZone), locale)
            : null,
        deposit: {
          amount: formatCents(paid?.amount_cents ?? shown.deposit_cents, locale),
          paid: paid !== undefined,
          online: deps.stripe !== null,
        },
        pdfPath: pdfPath(token),
        textable: toE164(contentOf(shown).customer.phone) !== null,
        order: await orderTimeline(kysely, proposal, locale, deps.timeZone),
      };
      return view;
    },

    async accept(token, input, client) {
      try {
        const found = await visible(deps, token);
        if (!found || found.proposal.status === "declined") return { status: "not_found" };
        const parsed = AcceptSchema.safeParse(input);
        if (!parsed.success) {
          return { status: "invalid", fields: fieldErrors(parsed.error, messagesLocale(input, found.proposal)) };
        }
        const texts = { ticked: parsed.data.sms_consent, locale: parsed.data.locale };
        return await acceptInTransaction(
          found.proposal.id,
          parsed.data.version,
          parsed.data.signer_name,
          client,
          texts,
        );
      } catch (error) {
        logger.error("proposal acceptance failed", { error: String(error) });
        return { status: "unavailable" };
      }
    },

    async decline(token, input, client): Promise<DeclineResult> {
      try {
        const found = await visible(deps, token);
        if (!found) return { status: "not_found" };
        const parsed = DeclineSchema.safeParse(input ?? {});
        if (!parsed.success) {
          return { status: "invalid", fields: fieldErrors(parsed.error, messagesLocale(input, found.proposal)) };
        }
        const nowMs = now();
        const at = new Date(nowMs).toISOString();
        const result = await kysely.transaction().execute(async (trx) => {
          const proposal = await proposalForChange(trx, db.dialect, found.proposal.id);
          if (!proposal) return { status: "not_found" } as const;
          if (proposal.status === "accepted") return { status: "accepted" } as const;
          if (proposal.status === "declined" && proposal.declined_at) {
            return { status: "declined", declinedAt: proposal.declined_at, again: true } as const;
          }
          await trx
            .updateTable("proposals")
            .set({ status: "declined", declined_at: at, decline_reason: parsed.data.reason, updated_at: at })
            .where("id", "=", proposal.id)
            .execute();
          await enqueue(
            trx,
            proposalJob(PROPOSAL_JOBS.declinedBusiness, { proposalId: proposal.id, version: found.sent.version }),
            nowMs,
          );
          if (deps.crm) {
            const extra = { declined_at: at, reason: parsed.data.reason };
            await enqueue(trx, proposalEvent("proposal.declined", proposal, found.sent, extra, nowMs), nowMs);
          }
          await audit(
            trx,
            {
              actor: "customer",
              action: "proposal_declined",
              subject: { kind: PROPOSAL_KIND, id: proposal.id },
              detail: { version: found.sent.version, reason: parsed.data.reason },
              clientIp: client.ip,
            },
            nowMs,
          );
          return { status: "declined", declinedAt: at, again: false } as const;
        });
        if (result.status === "declined") {
          if (!result.again) deps.onQueued?.();
          return { status: "declined", declinedAt: result.declinedAt };
        }
        return result;
      } catch (error) {
        logger.error("proposal decline failed", { error: String(error) });
        return { status: "unavailable" };
      }
    },

    async deposit(token) {
      const found = await visible(deps, token);
      if (!found) return { status: "not_found" };
      const { proposal } = found;
      const acceptance = await acceptanceOf(kysely, proposal.id);
      if (proposal.status !== "accepted" || !acceptance) return { status: "not_accepted" };
      if (await paidDeposit(kysely, proposal.id, acceptance.version)) return { status: "already_paid" };
      if (!deps.stripe) return { status: "not_configured" };
      const version = (await versionOf(kysely, proposal.id, acceptance.version))!;
      const page = new URL(customerPath(proposal), deps.siteUrl).href;
      try {
        const session = await deps.stripe.createCheckout({
          proposalId: proposal.id,
          version: version.version,
          number: proposalNumber(proposal.id),
          amountCents: version.deposit_cents,
          customerEmail: contentOf(version).customer.email,
          locale: localeOf(proposal),
          successUrl: `${page}?deposit=thanks`,
          cancelUrl: `${page}?deposit=cancelled`,
        });
        logger.info("deposit checkout created", { id: proposal.id, version: version.version, session: session.id });
        return { status: "checkout", url: session.url };
      } catch (error) {
        logger.error("stripe checkout failed", { id: proposal.id, error: String(error) });
        return { status: "unavailable" };
      }
    },
  };
}
