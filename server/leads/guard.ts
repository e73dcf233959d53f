import type { Kysely } from "kysely";
import { HONEYPOT_FIELD } from "../../app/features/leads/limits.ts";
import type { ClientInfo } from "../../app/features/leads/service.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { hitRateLimit, type RateLimit } from "./rate-limit.ts";

/**
 * What every public form submission passes before its own validation, whatever it is (a
 * message, a quote, a booking): the per-address rate limit, the honeypot, and input
 * cleaned of control characters; plus the client's address and user agent as stored.
 */
export type StoredClient = { ip: string; userAgent: string };

export type Guarded =
  | { status: "pass"; input: unknown; who: StoredClient }
  | { status: "ignored" }
  | { status: "rate_limited"; retryAfterSeconds: number };

const MAX_IP = 64;
const MAX_USER_AGENT = 300;

// NUL cannot be stored in PostgreSQL text and no other control character belongs
// in a form field; tabs and line breaks stay for the schemas to judge.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- as above, line breaks included
const ANY_CONTROL = /[\u0000-\u001f\u007f]+/g;

function filledHoneypot(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  return String((input as Record<string, unknown>)[HONEYPOT_FIELD] ?? "").trim() !== "";
}

/** The same submission without control characters in its strings (nested arrays and objects too). */
export function withoutControls(input: unknown): unknown {
  if (typeof input === "string") return input.replace(CONTROL, "");
  if (Array.isArray(input)) return input.map(withoutControls);
  if (typeof input !== "object" || input === null) return input;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    // defineProperty: a key named "__proto__" stays an ordinary key and reaches validation as such.
    Object.defineProperty(out, k, { value: withoutControls(v), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export function storedClient(client: ClientInfo): StoredClient {
  // Neither value is trusted input; they are kept short and on one line.
  const clean = (v: string | undefined, max: number) => (v ?? "").replace(ANY_CONTROL, " ").slice(0, max);
  return { ip: clean(client.ip, MAX_IP), userAgent: clean(client.userAgent, MAX_USER_AGENT) };
}

export type SubmissionGuard = (kind: string, input: unknown, client: ClientInfo) => Promise<Guarded>;

/** Throws only when the database cannot count the submission (the caller answers "unavailable"). */
export function createSubmissionGuard(options: { db: Kysely<Database>; rateLimit: RateLimit }): SubmissionGuard {
  return async (kind, input, client) => {
    const who = storedClient(client);
    const wait = await hitRateLimit(options.db, `${kind}:${who.ip}`, options.rateLimit, Date.now());
    if (wait > 0) {
      logger.warn("submission rate limited", { kind, ip: who.ip });
      return { status: "rate_limited", retryAfterSeconds: wait };
    }
    if (filledHoneypot(input)) {
      logger.info("submission ignored: honeypot filled", { kind, ip: who.ip });
      return { status: "ignored" };
    }
    return { status: "pass", input: withoutControls(input), who };
  };
}
