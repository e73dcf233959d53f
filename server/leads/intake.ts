import type { Kysely } from "kysely";
import { fieldErrors, HONEYPOT_FIELD, schemas, type LeadKind } from "../../app/features/leads/schemas.ts";
import type { ClientInfo, LeadIntake, SubmitResult } from "../../app/features/leads/service.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { hitRateLimit, type RateLimit } from "./rate-limit.ts";
import { storeLead, storeSubscriber, type StoredClient } from "./store.ts";

export type IntakeOptions = {
  db: Kysely<Database>;
  rateLimit: RateLimit;
  /** Queue a welcome e-mail for new subscribers (only when a transport can send one). */
  welcome: boolean;
  /** Called after a job was queued, so the worker can deliver at once. */
  onQueued?: () => void;
  now?: () => number;
};

const MAX_IP = 64;
const MAX_USER_AGENT = 300;

function filledHoneypot(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== "";
}

// NUL cannot be stored in PostgreSQL text and no other control character belongs
// in a form field; tabs and line breaks stay for the schemas to judge.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

// eslint-disable-next-line no-control-regex -- as above, line breaks included
const ANY_CONTROL = /[\u0000-\u001f\u007f]+/g;

/** The same submission without control characters in its top-level strings. */
function withoutControls(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    Object.defineProperty(out, k, {
      value: typeof v === "string" ? v.replace(CONTROL, "") : v,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function storedClient(client: ClientInfo): StoredClient {
  // Neither value is trusted input; they are kept short and on one line.
  const clean = (v: string | undefined, max: number) => (v ?? "").replace(ANY_CONTROL, " ").slice(0, max);
  return { ip: clean(client.ip, MAX_IP), userAgent: clean(client.userAgent, MAX_USER_AGENT) };
}

/**
 * The single way a lead enters the system, shared by the JSON/urlencoded API
 * and the route actions: rate limit, validation, honeypot, storage with its
 * notification job. It never throws; a storage failure is `unavailable`.
 */
export function createLeadIntake(options: IntakeOptions): LeadIntake {
  const now = options.now ?? Date.now;
  return {
    async submit(kind: LeadKind, input: unknown, client: ClientInfo): Promise<SubmitResult> {
      const who = storedClient(client);
      try {
        const wait = await hitRateLimit(options.db, `${kind}:${who.ip}`, options.rateLimit, now());
        if (wait > 0) {
          logger.warn("lead rate limited", { kind, ip: who.ip });
          return { status: "rate_limited", retryAfterSeconds: wait };
        }
        if (filledHoneypot(input)) {
          logger.info("lead ignored: honeypot filled", { kind, ip: who.ip });
          return { status: "ignored" };
        }
        const id = await validateAndStore(kind, withoutControls(input), who);
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
        return storeSubscriber(options.db, parsed.data, who, at, { welcome: options.welcome });
      }
    }
  }
}
