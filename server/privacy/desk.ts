import type { Kysely, Transaction } from "kysely";
import { privacy } from "../../app/content/privacy.ts";
import type { DeskAnswer, PrivacyAnswer, PrivacyDesk } from "../../app/features/privacy/service.ts";
import { audit } from "../auth/audit.ts";
import type { Database, PrivacyRequestStatus } from "../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { webhookJob } from "../webhook/events.ts";
import { eraseWithin } from "./requests.ts";
import { PRIVACY_JOBS, PRIVACY_KIND, type DeclinedPayload, type LinkPayload, type PersonPayload } from "./store.ts";

const DAY_MS = 86_400_000;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The state each answer leaves a request in, and the request it answers (a decline answers either). */
const ANSWERS = {
  "send-copy": { status: "sent", request: "access", action: "privacy_copy_sent" },
  erase: { status: "erased", request: "erasure", action: "privacy_erasure" },
  decline: { status: "declined", request: null, action: "privacy_declined" },
} as const satisfies Record<
  PrivacyAnswer["answer"],
  { status: PrivacyRequestStatus; request: "access" | "erasure" | null; action: string }
>;

type Options = {
  db: Kysely<Database>;
  /** Tell the business's CRM of each answer, and of the leads an erasure removed (LEADS_WEBHOOK_URL is set). */
  crm: boolean;
  onQueued?: () => void;
  now?: () => number;
};

/**
 * Staff's answers to confirmed privacy requests (docs/decisions/0022), from the request's lead page. Each answer is
 * one transaction that starts by claiming the request — a conditional update from "verified" to its answered state,
 * so of two answers at once (two staff members, a double click) one commits and the other finds it answered — then
 * does what the answer is (the erasure itself), queues the e-mail that tells the person in their language, writes
 * the audit entry and the CRM's event. The request's note, the person's own words, goes once it is answered.
 */
export function createPrivacyDesk(options: Options): PrivacyDesk {
  const now = options.now ?? Date.now;
  return {
    async answer(id, answer, staff, client): Promise<DeskAnswer> {
      if (!ID.test(id)) return { ok: false, status: 404, message: "There is no such privacy request." };
      const nowMs = now();
      const answered = await options.db.transaction().execute(async (trx) => {
        const claimed = await claim(trx, id, answer, staff, nowMs);
        if (!claimed) return false;
        const person: PersonPayload = { kind: "privacy", id, ...claimed };
        const subject = { kind: PRIVACY_KIND, id };
        const detail = await carryOut(trx, person, answer, staff, client.ip, nowMs, options.crm);
        if (answer.answer !== "erase") {
          // An erasure writes its own entry, with what it erased.
          const entry = { actor: staff, action: ANSWERS[answer.answer].action, subject, detail, clientIp: client.ip };
          await audit(trx, entry, nowMs);
        }
        if (options.crm) {
          const data = {
            kind: "privacy",
            id,
            request: claimed.request,
            locale: claimed.locale,
            outcome: ANSWERS[answer.answer].status,
            answered_at: new Date(nowMs).toISOString(),
            ...(answer.answer === "decline" ? { reason: answer.reason } : {}),
          };
          const event = webhookJob({ leadKind: PRIVACY_KIND, leadId: id }, "privacy.answered", data, nowMs);
          await enqueue(trx, event, nowMs);
        }
        return true;
      });
      if (!answered) {
        const row = await options.db
          .selectFrom("privacy_requests")
          .select(["status", "request"])
          .where("id", "=", id)
          .executeTakeFirst();
        return refusal(row, answer);
      }
      options.onQueued?.();
      return { ok: true };
    },
  };
}

/** Takes the request for this answer, if it is confirmed, unanswered and of the sort the answer is for. */
async function claim(trx: Transaction<Database>, id: string, answer: PrivacyAnswer, staff: string, nowMs: number) {
  const { status, request } = ANSWERS[answer.answer];
  let query = trx
    .updateTable("privacy_requests")
    .set({
      status,
      answered_at: new Date(nowMs).toISOString(),
      answered_by: staff,
      note: "",
      decline_reason: answer.answer === "decline" ? answer.reason : null,
      decline_note: answer.answer === "decline" ? answer.note : "",
    })
    .where("id", "=", id)
    .where("status", "=", "verified");
  if (request) query = query.where("request", "=", request);
  return query.returning(["email", "request", "locale"]).executeTakeFirst();
}

/** What the answer does beyond its claim, and the e-mail that tells the person; answers the audit entry's detail. */
async function carryOut(
  trx: Transaction<Database>,
  person: PersonPayload,
  answer: PrivacyAnswer,
  staff: string,
  clientIp: string,
  nowMs: number,
  crm: boolean,
): Promise<Record<string, unknown>> {
  const subject = { leadKind: PRIVACY_KIND, leadId: person.id };
  switch (answer.answer) {
    case "send-copy": {
      const payload: LinkPayload = { ...person, expires: nowMs + privacy.downloadDays * DAY_MS };
      await enqueue(trx, { job: PRIVACY_JOBS.copy, ...subject, payload }, nowMs);
      return { expires: new Date(payload.expires).toISOString() };
    }
    case "erase": {
      const request = { kind: PRIVACY_KIND, id: person.id };
      const counts = await eraseWithin(trx, person.email, { actor: staff, nowMs, crm, request, clientIp });
      // Queued after the erasure, which removes every job that carries the address.
      await enqueue(trx, { job: PRIVACY_JOBS.erased, ...subject, payload: person }, nowMs);
      return counts;
    }
    case "decline": {
      const payload: DeclinedPayload = { ...person, reason: answer.reason, note: answer.note };
      await enqueue(trx, { job: PRIVACY_JOBS.declined, ...subject, payload }, nowMs);
      return { reason: answer.reason };
    }
  }
}

/** Why an answer was not taken, for the lead page. */
function refusal(row: { status: string; request: string } | undefined, answer: PrivacyAnswer): DeskAnswer {
  if (!row) return { ok: false, status: 404, message: "There is no such privacy request." };
  if (row.status === "unverified") {
    return {
      ok: false,
      status: 409,
      message: "The person has not confirmed this request from their e-mail yet: nothing is sent or erased until then.",
    };
  }
  if (row.status !== "verified") return { ok: false, status: 409, message: "This request has already been answered." };
  const wanted = ANSWERS[answer.answer].request;
  return {
    ok: false,
    status: 400,
    message:
      wanted === "access"
        ? "A copy answers a request for a copy; this one asks for erasure."
        : "An erasure answers a request for erasure; this one asks for a copy.",
  };
}
