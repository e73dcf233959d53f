/**
 * The contract between the lead intake on the server and its two callers:
 * the JSON/urlencoded API (`/api/*`) and the route actions that handle native
 * (no-JavaScript) form posts. Implemented in server/leads/.
 */
import type { LeadKind } from "./schemas.ts";

export type SubmitResult =
  /** `estimate`: the server's own range for a quote with windows (issue 13). */
  | { status: "created"; id: string; estimate?: { low: number; high: number; currency: "USD" } }
  /** Honeypot filled: looks accepted to the bot, nothing stored. */
  | { status: "ignored" }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "rate_limited"; retryAfterSeconds: number }
  /** Storage unavailable (disk full, database down): the client should retry. */
  | { status: "unavailable" };

export type ClientInfo = { ip: string; userAgent?: string };

export interface LeadIntake {
  submit(kind: LeadKind, input: unknown, client: ClientInfo): Promise<SubmitResult>;
}

/** Key under which the server registers the intake in the route context services. */
export const LEAD_INTAKE = "leads";
