import type { Kysely } from "kysely";
import { fieldErrors, schemas, type LeadKind } from "../../app/features/leads/schemas.ts";
import type { ClientInfo, LeadIntake, SubmitResult } from "../../app/features/leads/service.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { createSubmissionGuard, type StoredClient } from "./guard.ts";
import type { RateLimit } from "./rate-limit.ts";
import { storeLead, storeSubscriber } from "./store.ts";

export type IntakeOptions = {
  db: Kysely<Database>;
  rateLimit: RateLimit;
  /** Called after a job was queued, so the worker can deliver at once. */
  onQueued?: () => void;
  now?: () => number;
};

/**
 * The single way a lead enters the system, shared by the JSON/urlencoded API
 * and the route actions: rate limit, validation, honeypot, storage with its
 * notification job. It never throws; a storage failure is `unavailable`.
 */
export function createLeadIntake(options: IntakeOptions): LeadIntake {
  const now = options.now ?? Date.now;
  const guard = createSubmissionGuard(options);
  return {
    async submit(kind: LeadKind, input: unknown, client: ClientInfo): Promise<SubmitResult> {
      try {
        const guarded = await guard(kind, input, client);
        if (guarded.status !== "pass") return guarded;
        const id = await validateAndStore(kind, guarded.input, guarded.who);
        if (typeof id !== "string") return id;
        logger.info("lead stored", { kind, id });
        options.onQueued?.();
        return { status: "created", id };
      } catch (error) {
        logger.error("lead could not be stored", { kind, error: String(error) });
        return { status: "unavailable" };
      }
    },
  };

  async function validateAndStore(kind: LeadKind, input: unknown, who: StoredClient): Promise<string | SubmitResult> {
    const at = new Date(now());
    switch (kind) {
      case "contact": {
        const parsed = schemas.contact.safeParse(input);
        if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error) };
        return storeLead(options.db, { kind, data: parsed.data }, who, at);
      }
      case "quote": {
        const parsed = schemas.quote.safeParse(input);
        if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error) };
        return storeLead(options.db, { kind, data: parsed.data }, who, at);
      }
      case "newsletter": {
        const parsed = schemas.newsletter.safeParse(input);
        if (!parsed.success) return { status: "invalid", fields: fieldErrors(parsed.error) };
        return storeSubscriber(options.db, parsed.data, who, at);
      }
    }
  }
}
