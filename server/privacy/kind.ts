import { sql } from "kysely";
import { privacy } from "../../app/content/privacy.ts";
import { DECLINE_REASON_LABELS, isDeclineReason } from "../../app/features/privacy/decline-reasons.ts";
import { PrivacyRequestSchema, type PrivacyRequestType } from "../../app/features/privacy/schema.ts";
import type { PrivacyRequestPanel } from "../../app/features/privacy/service.ts";
import { fieldErrors, requestLocale } from "../../app/features/leads/field-errors.server.ts";
import type { PrivacyRequestStatus } from "../db/schema.ts";
import type { LeadKindModule, Row } from "../leads/kind.ts";
import { confirmationMail, copyMail, declinedMail, erasedMail, notifyMail } from "./mail.ts";
import {
  PRIVACY_JOBS,
  storeRequest,
  type DeclinedPayload,
  type LinkPayload,
  type NotifyPayload,
  type PersonPayload,
} from "./store.ts";

/** How staff read what a request asks for and where it stands (the back office is English). */
const REQUEST_LABELS: Record<PrivacyRequestType, string> = {
  access: "A copy of their data",
  erasure: "Deletion of their data",
};
const STATE_LABELS: Record<PrivacyRequestStatus, string> = {
  unverified: "Awaiting the person's confirmation",
  verified: "Confirmed: to answer",
  sent: "Copy sent",
  erased: "Erased",
  declined: "Declined",
};
const STATES = Object.keys(STATE_LABELS) as PrivacyRequestStatus[];
const isState = (value: unknown): value is PrivacyRequestStatus => STATES.includes(value as PrivacyRequestStatus);

const payloadOf = <T>(job: { payload: string }) => JSON.parse(job.payload) as T;

/**
 * A person's own privacy request (docs/decisions/0022): a copy of the data held about their address, or its deletion.
 * Taken by the shared intake (rate limit, honeypot) from /privacy-request and POST /api/privacy-requests, confirmed
 * from its e-mail (./link-service.ts), answered once by staff from its lead page (./desk.ts).
 */
export const privacyKind: LeadKindModule<"privacy"> = {
  kind: "privacy",
  table: "privacy_requests",
  intake: {
    // 202: accepted, nothing done yet — and the same answer whatever the site holds about the address.
    api: { path: "/api/privacy-requests", status: 202, created: () => ({ ok: true }) },
    async submit(input, who, at, { db }) {
      const parsed = PrivacyRequestSchema.safeParse(input);
      if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error, requestLocale(input)) };
      return { id: await storeRequest(db, parsed.data, who, at) };
    },
  },
  mails: {
    [PRIVACY_JOBS.verify]: (job, context) => confirmationMail(payloadOf<LinkPayload>(job), context),
    [PRIVACY_JOBS.notify]: (job, context) => notifyMail(payloadOf<NotifyPayload>(job), context),
    [PRIVACY_JOBS.copy]: (job, context) => copyMail(payloadOf<LinkPayload>(job), context),
    [PRIVACY_JOBS.erased]: (job, context) => erasedMail(payloadOf<PersonPayload>(job), context),
    [PRIVACY_JOBS.declined]: (job, context) => declinedMail(payloadOf<DeclinedPayload>(job), context),
  },
  inbox: {
    // The form asks for the address alone.
    name: sql<string>`''`,
    phone: sql<string>`''`,
    summary: sql<string>`case when lead.request = 'access' then ${sql.lit(REQUEST_LABELS.access)} else ${sql.lit(REQUEST_LABELS.erasure)} end
      || case when lead.status = 'verified'
        then ' · answer by ' || lead.answer_by || ' (legal deadline ' || lead.legal_deadline || ')' else '' end`,
    search: sql<string>`lead.note`,
    state: sql<string | null>`lead.status`,
    stateBadge: (state) => (isState(state) ? STATE_LABELS[state] : null),
    fields: [
      ["email", "E-mail"],
      ["request", "Asks for"],
      ["note", "Note"],
      ["status", "State"],
      ["verified_at", "Confirmed"],
      ["answer_by", "Answer by (privacy policy)"],
      ["legal_deadline", "Legal deadline (CCPA, 45 days)"],
      ["answered_at", "Answered"],
      ["answered_by", "Answered by"],
      ["decline_reason", "Declined because"],
      ["decline_note", "Staff's words to the person"],
    ],
    fieldValue(column, value) {
      if (column === "request") return value === "access" || value === "erasure" ? REQUEST_LABELS[value] : null;
      if (column === "status") return isState(value) ? STATE_LABELS[value] : null;
      if (column === "decline_reason") return isDeclineReason(value) ? DECLINE_REASON_LABELS[value] : null;
      return null;
    },
    async detail(_db, row: Row) {
      const request = row.request === "erasure" ? "erasure" : "access";
      const status = isState(row.status) ? row.status : "unverified";
      const privacyRequest: PrivacyRequestPanel = { request, status };
      return { privacyRequest };
    },
  },
  privacy: {
    emailColumn: "email",
    keptOnErasure: `the record that the person asked and was answered, kept ${privacy.requestRecordMonths} months (11 CCR §7101)`,
  },
  retention: { clear: ["client_ip", "user_agent"] },
  webhook: { events: ["privacy.requested", "privacy.answered", "privacy.erased"] },
  export: {
    columns: [
      "id",
      "created_at",
      "email",
      "request",
      "status",
      "verified_at",
      "answer_by",
      "legal_deadline",
      "answered_at",
      "answered_by",
      "decline_reason",
      "locale",
      "delivery",
    ],
    states: STATES,
    stateOf: (row) => String(row.status),
  },
};
