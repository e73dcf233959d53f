/**
 * The contract between the lead intake on the server and its two callers:
 * the JSON/urlencoded API (`/api/*`) and the route actions that handle native
 * (no-JavaScript) form posts. Implemented in server/leads/.
 */
import type { Message } from "../../i18n/message-key.ts";
import { serviceContext } from "../../lib/app-context.ts";
import type { IntakeKind } from "./kinds.ts";

export type SubmitResult =
  /** `estimate`: the server's own range for a quote with windows (issue 13). */
  | { status: "created"; id: string; estimate?: { low: number; high: number; currency: "USD" } }
  /** Honeypot filled: looks accepted to the bot, nothing stored. */
  | { status: "ignored" }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "rate_limited"; retryAfterSeconds: number }
  /** Storage unavailable (disk full, database down): the client should retry. */
  | { status: "unavailable" };

/** Who sent a form: their address, browser and (for a consent record, issue 35) the page or API path it came from. */
export type ClientInfo = { ip: string; userAgent?: string; page?: string };

/** Photos sent with a quote (issue 13), as read from a multipart body; `refused`: the rule one broke (a key). */
export type Upload = {
  files: { name: string; bytes: Uint8Array }[];
  refused?: Message;
  /** Ends the upload's turn (uploads are handled a few at a time); submit() calls it once done. */
  release?: () => void;
};

export interface LeadIntake {
  submit(kind: IntakeKind, input: unknown, client: ClientInfo, upload?: Upload): Promise<SubmitResult>;
  /**
   * Reads a multipart/form-data post (the quote form with photos) as it streams in, within the
   * photo limits. Rejects when the body is cut off or malformed: nothing of it is kept.
   */
  readMultipart(
    headers: Record<string, string | string[] | undefined>,
    body: ReadableStream<Uint8Array>,
  ): Promise<{ fields: Record<string, string | string[]>; upload: Upload }>;
}

/** The lead intake the server provides to the lead forms' route actions (server/leads/intake.ts). */
export const leadIntakeContext = serviceContext<LeadIntake>("lead-intake");
