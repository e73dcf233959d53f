/**
 * What staff do with texts in the back office (issue 35): tell a customer they are on the way, answer a lead's
 * texts from its page, send a failed text again, and count the replies nobody has read. Provided by the server's
 * text feature (server/sms/staff.ts); the words staff read are English, like the rest of the back office.
 */
import { serviceContext } from "../../lib/app-context.ts";

export const staffTextsContext = serviceContext<StaffTexts>("texts");

/** The minutes staff may say they are away from a visit, offered by the agenda's "On my way". */
export const ETA_MINUTES = [10, 15, 20, 30, 45, 60] as const;

export type TextAnswer = { ok: true; message: string } | { ok: false; message: string };

export type StaffTexts = {
  /** Whether texts go out at all (a Twilio account is set). */
  enabled: boolean;
  /** The "on my way" text of a booked visit with the arrival time `minutes` from now; one per visit. */
  onMyWay(bookingId: string, minutes: number, staff: string, clientIp: string): Promise<TextAnswer>;
  /** Staff's own text to a lead's number: only to a number that agreed or texted the business, and not after STOP. */
  reply(leadKind: string, leadId: string, body: string, staff: string, clientIp: string): Promise<TextAnswer>;
  /** A text Twilio reported failed or undelivered, queued again under a new key. */
  sendAgain(messageId: string, staff: string, clientIp: string): Promise<TextAnswer>;
  /** Marks a lead's received texts read (its page was opened). */
  markRead(leadKind: string, leadId: string): Promise<void>;
  /** How many received texts nobody has read, for the inbox. */
  unread(): Promise<number>;
};
