import { randomUUID } from "node:crypto";
import { business } from "../../app/content/business.ts";
import { timeLabel } from "../../app/features/booking/format.ts";
import { REPLY_MAX_CHARS as REPLY_MAX } from "../../app/features/texts/limits.ts";
import { ETA_MINUTES, type StaffTexts, type TextAnswer } from "../../app/features/texts/service.ts";
import { format } from "../../app/i18n/format.ts";
import { mailFor } from "../../app/i18n/mail.ts";
import { audit } from "../auth/audit.ts";
import type { Db } from "../db/database.ts";
import { localeOfBooking } from "../booking/mail.ts";
import { findBooking, LEAD_KIND as BOOKING_KIND } from "../booking/store.ts";
import { enqueue } from "../jobs/queue.ts";
import { consentedPhone } from "./consent.ts";
import { sendableAt } from "./quiet-hours.ts";
import { optedOut, textJob, type TextPayload, type TextSettings } from "./texts.ts";

const MINUTE_MS = 60_000;

/** What a staff action that queued a text tells the staff member: at once, or at 8 am after the quiet hours. */
function queuedMessage(sent: string, nowMs: number, timeZone: string): string {
  const at = sendableAt(nowMs, timeZone);
  if (at <= nowMs) return sent;
  return `${sent} It waits for the end of the quiet hours: ${timeLabel(new Date(at).toISOString(), timeZone)}.`;
}

/**
 * Staff's texts (issue 35; app/features/texts/service.ts): each queued through the outbox like any text, so it is
 * sent once per idempotency key, held through the quiet hours, and not sent to a number that replied STOP. Each is
 * audited under its lead.
 */
export function createStaffTexts(options: {
  db: Db;
  settings: TextSettings;
  now?: () => number;
  onQueued?: () => void;
}): StaffTexts {
  const { db, settings } = options;
  const kysely = db.kysely;
  const now = options.now ?? Date.now;
  const off: TextAnswer = { ok: false, message: "Texts are off: no Twilio account is set (TWILIO_ACCOUNT_SID)." };

  /** The number staff may text about a lead: the one it agreed to, else the one it texted the business from. */
  async function numberOf(leadKind: string, leadId: string): Promise<string | null> {
    const agreed = await consentedPhone(kysely, leadKind, leadId);
    if (agreed) return agreed;
    const texted = await kysely
      .selectFrom("sms_messages")
      .select("phone")
      .where("lead_kind", "=", leadKind)
      .where("lead_id", "=", leadId)
      .where("direction", "=", "in")
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    return texted?.phone ?? null;
  }

  async function queue(text: TextPayload & { leadKind: string; leadId: string }, nowMs: number) {
    await enqueue(kysely, textJob(settings, text, nowMs), nowMs);
    options.onQueued?.();
  }

  return {
    enabled: settings.enabled,

    async onMyWay(bookingId, minutes, staff, clientIp) {
      if (!settings.enabled) return off;
      if (!(ETA_MINUTES as readonly number[]).includes(minutes)) {
        return { ok: false, message: "Choose how many minutes away you are from the list." };
      }
      const booking = await findBooking(kysely, bookingId);
      if (!booking) return { ok: false, message: "That consultation no longer exists." };
      if (booking.status !== "confirmed") return { ok: false, message: "That consultation is cancelled." };
      const phone = await consentedPhone(kysely, BOOKING_KIND, bookingId);
      if (!phone) return { ok: false, message: `${booking.user_name} did not agree to texts: call them instead.` };
      if (await optedOut(kysely, phone)) {
        return { ok: false, message: `${booking.user_name} replied STOP to texts: call them instead.` };
      }
      const nowMs = now();
      const locale = localeOfBooking(booking);
      const arrival = new Date(nowMs + minutes * MINUTE_MS).toISOString();
      const eta = timeLabel(arrival, settings.timeZone, locale);
      const body = format(mailFor(locale).sms.onMyWay, { business: business.name, eta }, locale);
      // One per visit: a second tap (or a double click) makes the same key, which the send job sends once.
      const key = `booking:${bookingId}:onmyway:${booking.start_at}`;
      const subject = { leadKind: BOOKING_KIND, leadId: bookingId };
      await queue({ ...subject, phone, body, purpose: "on_my_way", key }, nowMs);
      await audit(
        kysely,
        {
          actor: staff,
          action: "text_on_my_way",
          subject: { kind: BOOKING_KIND, id: bookingId },
          detail: { minutes },
          clientIp,
        },
        nowMs,
      );
      const told = `${booking.user_name} is texted that you arrive at about ${timeLabel(arrival, settings.timeZone)}.`;
      return { ok: true, message: queuedMessage(told, nowMs, settings.timeZone) };
    },

    async reply(leadKind, leadId, typed, staff, clientIp) {
      if (!settings.enabled) return off;
      const words = typed.trim();
      if (words === "") return { ok: false, message: "Write the text first." };
      if (words.length > REPLY_MAX) return { ok: false, message: `A text is ${REPLY_MAX} characters at most.` };
      const phone = await numberOf(leadKind, leadId);
      if (!phone)
        return { ok: false, message: "This lead neither agreed to texts nor texted us: call or e-mail instead." };
      if (await optedOut(kysely, phone))
        return { ok: false, message: "This number replied STOP: it gets no texts until it sends START." };
      const nowMs = now();
      // The business's name first, as every text the customer gets from it.
      const body = `${business.name}: ${words}`;
      await queue({ leadKind, leadId, phone, body, purpose: "staff_reply", key: `reply:${randomUUID()}` }, nowMs);
      await audit(
        kysely,
        { actor: staff, action: "text_sent", subject: { kind: leadKind, id: leadId }, clientIp },
        nowMs,
      );
      return { ok: true, message: queuedMessage("The text is on its way.", nowMs, settings.timeZone) };
    },

    async sendAgain(messageId, staff, clientIp) {
      if (!settings.enabled) return off;
      const failed = await kysely
        .selectFrom("sms_messages")
        .selectAll()
        .where("id", "=", messageId)
        .where("direction", "=", "out")
        .where("status", "in", ["failed", "undelivered"])
        .executeTakeFirst();
      if (!failed || !failed.lead_kind || !failed.lead_id) {
        return { ok: false, message: "Only a text that failed or was not delivered is sent again." };
      }
      if (await optedOut(kysely, failed.phone))
        return { ok: false, message: "This number replied STOP: it gets no texts until it sends START." };
      const nowMs = now();
      // Once per failed text: sending the same failure again twice makes one new text.
      const key = `${failed.idempotency_key ?? failed.id}:again:${failed.id}`;
      const text = { leadKind: failed.lead_kind, leadId: failed.lead_id, phone: failed.phone, body: failed.body };
      await queue({ ...text, purpose: failed.purpose, key }, nowMs);
      const subject = { kind: failed.lead_kind, id: failed.lead_id };
      await audit(
        kysely,
        { actor: staff, action: "text_sent_again", subject, detail: { purpose: failed.purpose }, clientIp },
        nowMs,
      );
      return { ok: true, message: queuedMessage("The text is on its way again.", nowMs, settings.timeZone) };
    },

    async markRead(leadKind, leadId) {
      await kysely
        .updateTable("sms_messages")
        .set({ read_at: new Date(now()).toISOString() })
        .where("lead_kind", "=", leadKind)
        .where("lead_id", "=", leadId)
        .where("direction", "=", "in")
        .where("read_at", "is", null)
        .execute();
    },

    async unread() {
      const row = await kysely
        .selectFrom("sms_messages")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
        .where("direction", "=", "in")
        .where("read_at", "is", null)
        .where("lead_id", "is not", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
