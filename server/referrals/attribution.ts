import type { Kysely } from "kysely";
import type { BookingService } from "../../app/features/booking/service.ts";
import type { LeadIntake } from "../../app/features/leads/service.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { attributeLead } from "./store.ts";

/**
 * A quote request or a booking posted with a customer's referral code (`ref`, carried from /r/<code> by the quote
 * form's hidden field, or sent by an integration) records its referral once the lead is stored (issue 34, item 5).
 * The lead comes first: a referral that cannot be recorded is logged, never a reason to lose the lead.
 */
type Posted = { ref?: unknown; user_email?: unknown };

function postedRef(input: unknown): { code: string; email: string } | null {
  if (typeof input !== "object" || input === null) return null;
  const { ref, user_email: email } = input as Posted;
  const code = Array.isArray(ref) ? ref[0] : ref;
  if (typeof code !== "string" || code.trim() === "") return null;
  return { code: code.trim(), email: typeof email === "string" ? email : "" };
}

async function record(db: Kysely<Database>, input: unknown, lead: { kind: string; id: string }, nowMs: number) {
  const posted = postedRef(input);
  if (!posted) return;
  try {
    const outcome = await attributeLead(db, posted.code, { ...lead, email: posted.email }, nowMs);
    logger.info("referral", { kind: lead.kind, id: lead.id, outcome });
  } catch (error) {
    logger.error("referral could not be recorded", { kind: lead.kind, id: lead.id, error: String(error) });
  }
}

/** The shared intake, recording the referral of a quote request that carries a code. */
export function withReferralIntake(intake: LeadIntake, db: Kysely<Database>, now = Date.now): LeadIntake {
  return {
    readMultipart: (headers, body) => intake.readMultipart(headers, body),
    async submit(kind, input, client, upload) {
      const result = await intake.submit(kind, input, client, upload);
      if (result.status === "created" && kind === "quote") await record(db, input, { kind, id: result.id }, now());
      return result;
    },
  };
}

/** The booking service, recording the referral of a consultation booked with a code. */
export function withReferralBooking(service: BookingService, db: Kysely<Database>, now = Date.now): BookingService {
  return {
    ...service,
    async book(input, client) {
      const result = await service.book(input, client);
      if (result.status === "created") await record(db, input, { kind: "booking", id: result.booking.id }, now());
      return result;
    },
  };
}
