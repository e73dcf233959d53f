import { randomBytes, randomUUID } from "node:crypto";
import type { Delivery } from "../../app/features/admin/back-office.ts";
import { proposalNumber, type ProposalContent } from "../../app/features/proposals/content.ts";
import { proposalDocument } from "../../app/features/proposals/document.ts";
import { totalsOf } from "../../app/features/proposals/money.ts";
import { editorValuesOf, EditorSchema, ManualDepositSchema } from "../../app/features/proposals/schema.ts";
import type {
  ProposalDetail,
  ProposalHandle,
  ProposalListItem,
  ProposalOffice,
} from "../../app/features/proposals/service.ts";
import { plainFieldErrors } from "../../app/features/leads/field-errors.ts";
import { isInboxKind } from "../../app/features/leads/kinds.ts";
import { formatCents } from "../../app/i18n/format.ts";
import { DEFAULT_LOCALE, isLocale } from "../../app/i18n/locales.ts";
import { audit, auditOf } from "../auth/audit.ts";
import { CLEARED_PAYLOAD, enqueue, type NewJob } from "../jobs/queue.ts";
import { logger } from "../logger.ts";
import { queueProposalText } from "../sms/proposal-texts.ts";
import { changesBetween } from "./changes.ts";
import { paymentReceivedEvent, PROPOSAL_JOBS, proposalEvent, proposalJob } from "./jobs.ts";
import { prefillFromLead } from "./prefill.ts";
import { customerPath, pdfPath, stateOf, validUntil, type ProposalDeps } from "./settings.ts";
import {
  acceptanceOf,
  contentOf,
  latestVersion,
  paymentsOf,
  proposalById,
  proposalForChange,
  PROPOSAL_KIND,
  versionOf,
  versionsOf,
  type ProposalRow,
} from "./store.ts";

/** The figures a version row keeps beside its content. */
function figures(content: ProposalContent) {
  const totals = totalsOf(content, content.rates);
  return { total_cents: totals.total_cents, deposit_cents: totals.deposit_cents };
}

/** The editor's field names for zod's paths: "lines.2.unit_price" → "line.2.unit_price". */
function editorFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key.replace(/^lines\./, "line."), message]),
  );
}

const ACCEPTED_IS_FINAL = "An accepted proposal cannot change: the customer signed it.";
const ANONYMISED_IS_FINAL = "The customer was erased from this proposal (privacy): it cannot change or be sent.";

/**
 * The back office's side of proposals (issue 33): a draft prefilled from a lead, edits (a sent version is never
 * changed: an edit makes the next version), sending, a deposit recorded by hand, and everything staff read about a
 * proposal. Every change is audited with who made it, in the transaction of the change.
 */
export function createProposalOffice(deps: ProposalDeps): ProposalOffice {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const kysely = db.kysely;

  const handleOf = (proposal: ProposalRow, version: number): ProposalHandle => ({
    id: proposal.id,
    token: proposal.token,
    url: new URL(customerPath(proposal), deps.siteUrl).href,
    version,
  });

  async function queue(trx: typeof kysely, jobs: NewJob[], nowMs: number) {
    for (const job of jobs) await enqueue(trx, job, nowMs);
  }

  return {
    async create(lead, staff, client) {
      if (!isInboxKind(lead.kind)) return { status: "not_found" };
      const prefilled = await prefillFromLead(kysely, lead, deps.rates);
      if (!prefilled) return { status: "not_found" };
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      const proposal: ProposalRow = {
        id: randomUUID(),
        created_at: at,
        updated_at: at,
        created_by: staff,
        lead_kind: lead.kind,
        lead_id: lead.id,
        token: randomBytes(32).toString("base64url"),
        locale: prefilled.locale,
        status: "draft",
        sent_version: null,
        declined_at: null,
        decline_reason: null,
        anonymised_at: null,
      };
      await kysely.transaction().execute(async (trx) => {
        await trx.insertInto("proposals").values(proposal).execute();
        await trx
          .insertInto("proposal_versions")
          .values({
            proposal_id: proposal.id,
            version: 1,
            created_at: at,
            created_by: staff,
            updated_at: at,
            updated_by: staff,
            content: JSON.stringify(prefilled.content),
            ...figures(prefilled.content),
            sent_at: null,
            sent_by: null,
            valid_until: null,
          })
          .execute();
        const number = proposalNumber(proposal.id);
        await audit(
          trx,
          {
            actor: staff,
            action: "proposal_created",
            subject: { kind: PROPOSAL_KIND, id: proposal.id },
            detail: { lead_kind: lead.kind, lead_id: lead.id, lines: prefilled.content.lines.length },
            clientIp: client.ip,
          },
          nowMs,
        );
        // The lead's own history says a proposal was prepared for it.
        await audit(
          trx,
          {
            actor: staff,
            action: "proposal_prepared",
            subject: { kind: lead.kind, id: lead.id },
            detail: { proposal: proposal.id, number },
            clientIp: client.ip,
          },
          nowMs,
        );
      });
      logger.info("proposal created", { id: proposal.id, lead: `${lead.kind}:${lead.id}` });
      return { status: "created", proposal: handleOf(proposal, 1) };
    },

    async handle(id) {
      const proposal = await proposalById(kysely, id);
      if (!proposal) return null;
      const latest = await latestVersion(kysely, id);
      return handleOf(proposal, latest?.version ?? 1);
    },

    async forLead(kind, id) {
      const rows = await kysely
        .selectFrom("proposals")
        .selectAll()
        .where("lead_kind", "=", kind)
        .where("lead_id", "=", id)
        .orderBy("created_at", "desc")
        .execute();
      const nowMs = now();
      const items: ProposalListItem[] = [];
      for (const proposal of rows) {
        const latest = await latestVersion(kysely, proposal.id);
        const sent = proposal.sent_version ? await versionOf(kysely, proposal.id, proposal.sent_version) : undefined;
        const payments = await paymentsOf(kysely, proposal.id);
        items.push({
          id: proposal.id,
          number: proposalNumber(proposal.id),
          state: stateOf(proposal, sent, deps.timeZone, nowMs),
          version: latest?.version ?? 1,
          total: formatCents(latest?.total_cents ?? 0),
          depositPaid: payments.some((p) => p.status === "paid"),
          updatedAt: proposal.updated_at,
        });
      }
      return items;
    },

    async detail(id, wanted) {
      const proposal = await proposalById(kysely, id);
      if (!proposal || !isInboxKind(proposal.lead_kind)) return null;
      const versions = await versionsOf(kysely, id);
      const latest = versions.at(-1);
      if (!latest) return null;
      const shown = versions.find((v) => v.version === wanted) ?? latest;
      const content = contentOf(shown);
      const locale = isLocale(proposal.locale) ? proposal.locale : DEFAULT_LOCALE;
      const sent = versions.find((v) => v.version === proposal.sent_version);
      const acceptance = await acceptanceOf(kysely, id);
      const payments = await paymentsOf(kysely, id);
      // Staff read the figures in English, whatever the customer's language.
      const document = proposalDocument({
        id,
        version: shown.version,
        locale: DEFAULT_LOCALE,
        content,
        sentAt: shown.sent_at,
        validUntil: shown.valid_until,
        acceptance: null,
        timeZone: deps.timeZone,
      });
      const jobs = await kysely
        .selectFrom("outbox")
        .select(["id", "job", "status", "attempts", "created_at", "delivered_at", "last_error", "payload"])
        .where("lead_kind", "=", PROPOSAL_KIND)
        .where("lead_id", "=", id)
        .orderBy("created_at")
        .execute();
      const deliveries: Delivery[] = jobs.map(({ payload, ...job }) => ({
        ...job,
        attempts: Number(job.attempts),
        cleared: payload === CLEARED_PAYLOAD,
        canResend: false,
      }));
      const history = (await auditOf(kysely, PROPOSAL_KIND, id)).map((entry) => ({
        at: entry.at,
        actor: entry.actor,
        action: entry.action,
        detail: JSON.parse(entry.detail) as Record<string, unknown>,
      }));
      const leadName = content.customer.name;
      const state = stateOf(proposal, sent, deps.timeZone, now());
      const detail: ProposalDetail = {
        id,
        number: proposalNumber(id),
        lead: { kind: proposal.lead_kind, id: proposal.lead_id, name: leadName },
        state,
        locale,
        customerUrl: new URL(customerPath(proposal), deps.siteUrl).href,
        pdfUrl: new URL(pdfPath(proposal.token), deps.siteUrl).href,
        version: shown.version,
        latestVersion: latest.version,
        sentVersion: proposal.sent_version,
        isDraft: shown.version === latest.version && latest.sent_at === null,
        editable: proposal.status !== "accepted" && proposal.anonymised_at === null,
        values: editorValuesOf(content),
        totals: document.totals,
        depositCents: (acceptance ? versions.find((v) => v.version === acceptance.version) : sent)?.deposit_cents ?? 0,
        depositPaid: payments.some((p) => p.status === "paid"),
        acceptance: acceptance
          ? {
              signerName: acceptance.signer_name,
              acceptedAt: acceptance.accepted_at,
              version: acceptance.version,
              sha256: acceptance.sha256,
              clientIp: acceptance.client_ip,
            }
          : null,
        declined:
          proposal.status === "declined" && proposal.declined_at
            ? { at: proposal.declined_at, reason: proposal.decline_reason ?? "" }
            : null,
        anonymisedAt: proposal.anonymised_at,
        versions: versions.map((v) => ({
          version: v.version,
          createdAt: v.created_at,
          createdBy: v.created_by,
          updatedAt: v.updated_at,
          updatedBy: v.updated_by,
          sentAt: v.sent_at,
          sentBy: v.sent_by,
          validUntil: v.valid_until,
          total: formatCents(v.total_cents),
        })),
        payments: payments.map((p) => ({
          id: p.id,
          createdAt: p.created_at,
          version: p.version,
          status: p.status,
          reviewReason: p.review_reason,
          amount: formatCents(p.amount_cents),
          method: p.method,
          note: p.note,
          recordedBy: p.recorded_by,
        })),
        history,
        deliveries,
      };
      return detail;
    },

    async save(id, values, staff, client) {
      const parsed = EditorSchema.safeParse(values);
      if (!parsed.success) return { status: "invalid", fields: editorFields(plainFieldErrors(parsed.error)) };
      const content: ProposalContent = { ...parsed.data, rates: deps.rates };
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      return kysely.transaction().execute(async (trx) => {
        const proposal = await proposalForChange(trx, db.dialect, id);
        if (!proposal) return { status: "not_found" } as const;
        if (proposal.status === "accepted") return { status: "refused", message: ACCEPTED_IS_FINAL } as const;
        if (proposal.anonymised_at !== null) return { status: "refused", message: ANONYMISED_IS_FINAL } as const;
        const latest = await latestVersion(trx, id);
        if (!latest) return { status: "not_found" } as const;
        const changes = changesBetween(contentOf(latest), content);
        if (changes.length === 0) return { status: "saved", version: latest.version, newVersion: false } as const;
        const subject = { kind: PROPOSAL_KIND, id };
        if (latest.sent_at === null) {
          // A draft is still being written: it changes in place.
          await trx
            .updateTable("proposal_versions")
            .set({ content: JSON.stringify(content), ...figures(content), updated_at: at, updated_by: staff })
            .where("proposal_id", "=", id)
            .where("version", "=", latest.version)
            .execute();
          await audit(
            trx,
            {
              actor: staff,
              action: "proposal_edited",
              subject,
              detail: { version: latest.version, changes },
              clientIp: client.ip,
            },
            nowMs,
          );
          await trx.updateTable("proposals").set({ updated_at: at }).where("id", "=", id).execute();
          return { status: "saved", version: latest.version, newVersion: false } as const;
        }
        // The customer has seen the latest version: the edit is the next version, a draft until it is sent.
        const version = latest.version + 1;
        await trx
          .insertInto("proposal_versions")
          .values({
            proposal_id: id,
            version,
            created_at: at,
            created_by: staff,
            updated_at: at,
            updated_by: staff,
            content: JSON.stringify(content),
            ...figures(content),
            sent_at: null,
            sent_by: null,
            valid_until: null,
          })
          .execute();
        await audit(
          trx,
          {
            actor: staff,
            action: "proposal_revised",
            subject,
            detail: { version, from: latest.version, changes },
            clientIp: client.ip,
          },
          nowMs,
        );
        await trx.updateTable("proposals").set({ updated_at: at }).where("id", "=", id).execute();
        return { status: "saved", version, newVersion: true } as const;
      });
    },

    async send(id, staff, client) {
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      const result = await kysely.transaction().execute(async (trx) => {
        const proposal = await proposalForChange(trx, db.dialect, id);
        if (!proposal) return { status: "not_found" } as const;
        if (proposal.status === "accepted") return { status: "refused", message: ACCEPTED_IS_FINAL } as const;
        if (proposal.anonymised_at !== null) return { status: "refused", message: ANONYMISED_IS_FINAL } as const;
        let latest = await latestVersion(trx, id);
        if (!latest) return { status: "not_found" } as const;
        const content = contentOf(latest);
        if (content.lines.length === 0) {
          return { status: "refused", message: "Add at least one line and save before sending." } as const;
        }
        if (!content.customer.email) {
          return { status: "refused", message: "The proposal needs the customer's e-mail address." } as const;
        }
        const expired = stateOf(proposal, latest, deps.timeZone, nowMs) === "expired";
        if (latest.sent_at !== null && expired) {
          // Sent again after its last day: the same offer as a new version, valid from today.
          const copy = { ...content, rates: deps.rates };
          const version = latest.version + 1;
          await trx
            .insertInto("proposal_versions")
            .values({
              ...latest,
              version,
              created_at: at,
              created_by: staff,
              updated_at: at,
              updated_by: staff,
              content: JSON.stringify(copy),
              ...figures(copy),
              sent_at: null,
              sent_by: null,
              valid_until: null,
            })
            .execute();
          await audit(
            trx,
            {
              actor: staff,
              action: "proposal_revised",
              subject: { kind: PROPOSAL_KIND, id },
              detail: { version, from: latest.version, changes: changesBetween(content, copy), renewed: true },
              clientIp: client.ip,
            },
            nowMs,
          );
          latest = (await latestVersion(trx, id))!;
        }
        const resend = latest.sent_at !== null;
        if (!resend) {
          await trx
            .updateTable("proposal_versions")
            .set({ sent_at: at, sent_by: staff, valid_until: validUntil(deps.timeZone, nowMs, deps.validDays) })
            .where("proposal_id", "=", id)
            .where("version", "=", latest.version)
            .execute();
          await trx
            .updateTable("proposals")
            .set({
              status: "sent",
              sent_version: latest.version,
              updated_at: at,
              declined_at: null,
              decline_reason: null,
            })
            .where("id", "=", id)
            .execute();
        }
        const sentRow = (await versionOf(trx, id, latest.version))!;
        const jobs = [proposalJob(PROPOSAL_JOBS.sent, { proposalId: id, version: latest.version })];
        if (deps.crm) {
          jobs.push(proposalEvent("proposal.sent", proposal, sentRow, { valid_until: sentRow.valid_until }, nowMs));
        }
        await queue(trx, jobs, nowMs);
        await queueProposalText(trx, deps, proposal, { what: "proposal_sent", version: latest.version }, nowMs);
        await audit(
          trx,
          {
            actor: staff,
            action: "proposal_sent",
            subject: { kind: PROPOSAL_KIND, id },
            detail: { version: latest.version, valid_until: sentRow.valid_until, again: resend },
            clientIp: client.ip,
          },
          nowMs,
        );
        return { status: "sent", version: latest.version } as const;
      });
      if (result.status === "sent") {
        logger.info("proposal sent", { id, version: result.version });
        deps.onQueued?.();
      }
      return result;
    },

    async recordDeposit(id, input, staff, client) {
      const parsed = ManualDepositSchema.safeParse(input);
      if (!parsed.success) return { status: "invalid", fields: plainFieldErrors(parsed.error) };
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      const result = await kysely.transaction().execute(async (trx) => {
        const proposal = await proposalForChange(trx, db.dialect, id);
        if (!proposal) return { status: "not_found" } as const;
        const acceptance = await acceptanceOf(trx, id);
        if (proposal.status !== "accepted" || !acceptance) {
          return { status: "refused", message: "A deposit is recorded once the customer has accepted." } as const;
        }
        const paymentId = randomUUID();
        const inserted = await trx
          .insertInto("proposal_payments")
          .values({
            id: paymentId,
            created_at: at,
            proposal_id: id,
            version: acceptance.version,
            status: "paid",
            review_reason: null,
            amount_cents: parsed.data.amount,
            currency: "usd",
            source: "staff",
            method: parsed.data.method,
            note: parsed.data.note,
            recorded_by: staff,
            stripe_session_id: null,
            stripe_event_id: null,
          })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) {
          return { status: "refused", message: "A deposit is already recorded for this proposal." } as const;
        }
        const version = (await versionOf(trx, id, acceptance.version))!;
        const jobs = [proposalJob(PROPOSAL_JOBS.receipt, { proposalId: id, version: version.version, paymentId })];
        if (deps.crm) {
          const extra = { amount_cents: parsed.data.amount, method: parsed.data.method, source: "staff" };
          jobs.push(proposalEvent("proposal.deposit_paid", proposal, version, extra, nowMs));
          const received = { id: paymentId, purpose: "deposit" as const, amountCents: parsed.data.amount, paidAt: at };
          const payment = { ...received, method: parsed.data.method, source: "staff" as const };
          jobs.push(paymentReceivedEvent(proposal, version, payment, nowMs));
        }
        await queue(trx, jobs, nowMs);
        await audit(
          trx,
          {
            actor: staff,
            action: "deposit_recorded",
            subject: { kind: PROPOSAL_KIND, id },
            detail: {
              version: version.version,
              amount_cents: parsed.data.amount,
              method: parsed.data.method,
              note: parsed.data.note,
            },
            clientIp: client.ip,
          },
          nowMs,
        );
        return { status: "recorded" } as const;
      });
      if (result.status === "recorded") deps.onQueued?.();
      return result;
    },
  };
}
