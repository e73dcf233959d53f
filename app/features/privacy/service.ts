/**
 * The contract between a person's privacy request on the server (server/privacy/) and the pages that work it: the
 * public confirmation and download pages (/privacy-request/confirm, /privacy-request/download, reached by the signed
 * links of the request's e-mails) and the back office's lead page, where staff answer it (docs/decisions/0022).
 */
import { serviceContext } from "../../lib/app-context.ts";
import type { ClientInfo } from "../leads/service.ts";
import type { DeclineReason } from "./decline-reasons.ts";
import type { PrivacyRequestType } from "./schema.ts";

/** The two links a request's e-mails carry: its confirmation, and the download of the copy staff sent. */
export type PrivacyLink = "confirm" | "download";

/** The request a genuine link names, as its page shows it; not usable once the link has run out. */
export type PrivacyLinkTarget = { usable: true; request: PrivacyRequestType; email: string } | { usable: false };

export interface PrivacyRequestLinks {
  /** What a link's token names; null for an altered or unknown token (the 404 page). Looks, changes nothing. */
  open(link: PrivacyLink, token: string): Promise<PrivacyLinkTarget | null>;
  /**
   * Confirms the request the token names: "done" (now, or it was already), "gone" (its 7 days ran out), null for an
   * altered token. The same whatever the site holds about the address. Rejects when storage is down.
   */
  confirm(token: string): Promise<"done" | "gone" | null>;
}

/** The link service the server provides to the confirmation and download pages (server/privacy/link-service.ts). */
export const privacyLinksContext = serviceContext<PrivacyRequestLinks>("privacy-links");

/** What a confirmation page shows: the question, the outcome, or why it cannot help. */
export type ConfirmPageState =
  | { step: "ask"; email: string; request: PrivacyRequestType; token: string }
  | { step: "done" }
  | { step: "gone" }
  | { step: "try-later" };

/** What a download page shows: the button that fetches the file, or that the link has run out. */
export type DownloadPageState = { step: "ready"; token: string } | { step: "gone" };

/** Staff's answer to a confirmed request: each request is answered once. */
export type PrivacyAnswer =
  { answer: "send-copy" } | { answer: "erase" } | { answer: "decline"; reason: DeclineReason; note: string };

export type DeskAnswer = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string };

export interface PrivacyDesk {
  /**
   * Answers request `id`: e-mails the copy's link, erases everything held for the address, or declines with a
   * reason — each with its e-mail to the person in their language and its audit entry, all or nothing, and only
   * while the request is confirmed and unanswered (a database condition: a second answer is refused).
   */
  answer(id: string, answer: PrivacyAnswer, staff: string, client: ClientInfo): Promise<DeskAnswer>;
}

/** The back office's side of privacy requests (server/privacy/desk.ts), for the lead page's action. */
export const privacyDeskContext = serviceContext<PrivacyDesk>("privacy-desk");

/** A privacy request as its lead page needs it to offer the answers that apply. */
export type PrivacyRequestPanel = {
  request: PrivacyRequestType;
  status: "unverified" | "verified" | "sent" | "erased" | "declined";
};
