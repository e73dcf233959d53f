import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import {
  type BookingService,
  type BookingView,
  type BookResult,
  type ChangeResult,
  type SlotsResult,
} from "../../app/features/booking/service.ts";
import { BookingSchema, RescheduleSchema } from "../../app/features/booking/schema.ts";
import { fieldErrors, messageText, requestLocale } from "../../app/features/leads/field-errors.server.ts";
import type { ClientInfo } from "../../app/features/leads/service.ts";
import type { Db } from "../db/database.ts";
import { audit } from "../auth/audit.ts";
import { logger } from "../logger.ts";
import type { SubmissionGuard } from "../leads/guard.ts";
import { normalizeEmail } from "../leads/store.ts";
import type { NewJob } from "../jobs/queue.ts";
import type { PushNotice } from "../push/notices.ts";
import type { Signer } from "../secrets.ts";
import { bookingCalendar } from "./calendar.ts";
import type { ConsultantSeating } from "./seat-policy.ts";
import { bookingWebhookJob } from "./kind.ts";
import { consentedPhone, consentRecord, textPermission } from "../sms/consent.ts";
import { changeTextJob, reminderTextJobs, type TextEvent } from "./texts.ts";
import { BOOKING_MAIL_JOBS, localeOfBooking, type BookingEvent, type BookingMailPayload } from "./mail.ts";
import { isoUtc, offeredSlots, slotAt, type BookingRules, type Refusal } from "./slots.ts";
import { readSlotsQuery } from "./slots-query.ts";
import {
  cancelBooking,
  closedDates,
  findBooking,
  insertBooking,
  LEAD_KIND,
  moveBooking,
  seatsTaken,
  type BookingRow,
  type JobsFor,
  type Queued,
} from "./store.ts";
import { isOutside, type ServiceArea } from "../../app/features/booking/service-area.ts";
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "../../app/i18n/locales.ts";
import { msg, type Message } from "../../app/i18n/message-key.ts";

export type BookingServiceOptions = {
  db: Db;
  rules: BookingRules;
  serviceArea: ServiceArea;
  signer: Signer;
  guard: SubmissionGuard;
  /** Absolute site address, for the calendar file's links. */
  siteUrl: string;
  organizerEmail: string;
  onQueued?: () => void;
  now?: () => number;
  /** Tell the business's CRM of every booking change too (LEADS_WEBHOOK_URL is set). */
  crm?: boolean;
  /** Whether texts go out (a Twilio SID is set); consents are recorded either way. Off when absent. */
  texts?: { enabled: boolean };
  /** With consultants (issue 37): free ones per slot and one assigned to each booking; absent, capacity alone. */
  consultants?: ConsultantSeating;
};

const MANAGE_PURPOSE = "booking-manage";
/** 16 bytes of HMAC: the manage token cannot be guessed (128 bits) and names its booking. */
const MANAGE_SIGNATURE_BYTES = 16;
const REMINDER_BEFORE_MS = 24 * 3_600_000;
/** The push each change of a booking sends to the staff's devices. */
const PUSH_EVENTS = { booked: "booking.created", moved: "booking.moved", cancelled: "booking.cancelled" } as const;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Why a time cannot be booked, as a message for the `start` field (written in the visitor's language). */
export function refusalMessage(refusal: Refusal, rules: BookingRules): Message {
  switch (refusal) {
    case "past":
      return { key: msg("validation.slotPast") };
    case "too_soon":
      return { key: msg("validation.slotTooSoon"), params: { hours: rules.minNoticeHours } };
    case "beyond_horizon":
      return { key: msg("validation.slotBeyondHorizon"), params: { days: rules.horizonDays } };
    case "closed":
      return { key: msg("validation.slotClosed") };
    case "off_grid":
      return { key: msg("validation.slotOffGrid") };
  }
}

/**
 * Consultation booking: the slots still free, a booking holding one seat, and the owner's
 * changes through the signed manage link — each change stored with the e-mails it sends,
 * in one transaction. Never throws: a storage failure is `unavailable`.
 */
export function createBookingService(options: BookingServiceOptions): BookingService {
  const { db, rules, signer } = options;
  const now = options.now ?? Date.now;

  const manageToken = (id: string) => `${id}.${signer.sign(MANAGE_PURPOSE, id, MANAGE_SIGNATURE_BYTES)}`;
  /** The booking's own page, in the language it was made in (issue 32): its link opens the page in that language. */
  const managePath = (row: Pick<BookingRow, "id" | "locale">) =>
    localizedPath(`/book/manage/${manageToken(row.id)}`, isLocale(row.locale) ? row.locale : DEFAULT_LOCALE);

  function idOf(token: string): string | null {
    const dot = token.indexOf(".");
    if (dot < 0) return null;
    const id = token.slice(0, dot);
    const signature = token.slice(dot + 1);
    if (!ID.test(id) || !signer.verify(MANAGE_PURPOSE, id, signature, MANAGE_SIGNATURE_BYTES)) return null;
    return id;
  }

  function view(row: BookingRow, consultant: string | null = null): BookingView {
    const path = managePath(row);
    return {
      consultant,
      id: row.id,
      status: row.status,
      start: row.start_at,
      end: row.end_at,
      timeZone: rules.timeZone,
      user_name: row.user_name,
      user_email: row.user_email,
      user_phone: row.user_phone,
      address: row.address,
      rooms: row.rooms,
      message: row.message,
      outsideServiceArea: row.outside_service_area === 1,
      manageUrl: path,
      calendarUrl: `/api/bookings/manage/${manageToken(row.id)}/calendar.ics`,
    };
  }

  /**
   * The e-mails a change sends: both sides told, and a reminder the day before a live booking; and a push to the staff's
   * devices when the customer made the change (staff know of their own).
   */
  function jobsFor(
    event: Exclude<BookingEvent, "reminder">,
    by: string,
    previousStart?: string,
    /** The consultant the change just assigned (read once the seat is taken, in the same transaction). */
    consultant?: () => { name: string } | null,
  ) {
    return (row: BookingRow): Queued => {
      const assigned = consultant?.()?.name;
      const payload = (e: BookingEvent): BookingMailPayload => ({
        event: e,
        booking: row,
        previousStart,
        ...(assigned ? { consultant: assigned } : {}),
        managePath: managePath(row),
        timeZone: rules.timeZone,
      });
      const job = (name: string, e: BookingEvent, notBeforeMs?: number): NewJob => ({
        job: name,
        leadKind: LEAD_KIND,
        leadId: row.id,
        payload: payload(e),
        notBeforeMs,
      });
      const jobs = [job(BOOKING_MAIL_JOBS.visitor, event), job(BOOKING_MAIL_JOBS.business, event)];
      if (options.crm) jobs.push(bookingWebhookJob(row, event, previousStart, now()));
      const remindAt = Date.parse(row.start_at) - REMINDER_BEFORE_MS;
      if (row.status === "confirmed" && remindAt > now()) {
        jobs.push(job(BOOKING_MAIL_JOBS.reminder, "reminder", remindAt));
      }
      const push: PushNotice = {
        event: PUSH_EVENTS[event],
        leadKind: LEAD_KIND,
        leadId: row.id,
        name: row.user_name,
        at: { iso: row.start_at, timeZone: rules.timeZone },
      };
      return { jobs, push: by === "customer" ? push : null };
    };
  }

  /**
   * A change's jobs with its texts (issue 35), when texts are on and the customer agreed to them at `phone`: the
   * change's own text (booked, moved, cancelled) and, for a visit that stands, the reminders for its time.
   */
  function withTexts(jobs: JobsFor, phone: string | null, event: TextEvent): JobsFor {
    if (!phone || !options.texts?.enabled) return jobs;
    const settings = { enabled: true, timeZone: rules.timeZone };
    return (row) => {
      const queued = jobs(row);
      const manageUrl = new URL(managePath(row), options.siteUrl).href;
      const texts = [changeTextJob(settings, row, phone, manageUrl, event, now())];
      if (row.status === "confirmed") texts.push(...reminderTextJobs(settings, row, phone, manageUrl, now()));
      return { ...queued, jobs: [...queued.jobs, ...texts] };
    };
  }

  async function viewWithConsultant(row: BookingRow): Promise<BookingView> {
    return view(row, (await options.consultants?.nameOf(row.id)) ?? null);
  }

  /** The slot `start` names if it may be booked now, or the message that says why not. */
  async function offered(
    start: string,
  ): Promise<{ ok: true; start_at: string; end_at: string } | { ok: false; message: Message }> {
    const found = slotAt(start, rules, now(), await closedDates(db.kysely));
    if (!found.slot || found.refusal) return { ok: false, message: refusalMessage(found.refusal ?? "off_grid", rules) };
    return { ok: true, start_at: isoUtc(found.slot.start), end_at: isoUtc(found.slot.end) };
  }

  async function guarded<T>(kind: string, work: () => Promise<T>, fail: () => T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      logger.error("booking storage failed", { kind, error: String(error) });
      return fail();
    }
  }

  /** Who acts is "customer" (through the manage link) or a staff member's e-mail, audited. */
  async function auditStaff(by: string, action: string, id: string, detail: Record<string, unknown> = {}) {
    if (by === "customer") return;
    await audit(db.kysely, { actor: by, action, subject: { kind: LEAD_KIND, id }, detail }, now());
  }

  async function cancelAs(id: string, by: string): Promise<ChangeResult> {
    const phone = await consentedPhone(db.kysely, LEAD_KIND, id);
    const jobs = withTexts(jobsFor("cancelled", by), phone, "cancelled");
    const outcome = await cancelBooking(db.kysely, db.dialect, id, by, jobs, now());
    if (outcome.status === "missing") return { status: "not_found" };
    if (outcome.status === "changed") {
      logger.info("booking cancelled", { id, by: by === "customer" ? by : "staff" });
      await auditStaff(by, "booking_cancelled", id, { start: outcome.row.start_at });
      options.onQueued?.();
    }
    if (outcome.status === "changed" || outcome.status === "unchanged") {
      return { status: outcome.status, booking: view(outcome.row) };
    }
    throw new Error(`unexpected cancel outcome ${outcome.status}`);
  }

  /** `locale`: the language of a refusal's message (the customer's page or request; staff read English). */
  async function moveAs(id: string, start: string, by: string, locale: Locale): Promise<ChangeResult> {
    const current = await findBooking(db.kysely, id);
    if (!current) return { status: "not_found" };
    if (current.status === "cancelled") return { status: "cancelled", booking: view(current) };
    const when = await offered(start);
    if (!when.ok) return { status: "invalid", fields: { start: messageText(when.message, locale) } };
    const seats = await options.consultants?.seats(by);
    const outcome = await moveBooking(
      db.kysely,
      db.dialect,
      id,
      { start_at: when.start_at, end_at: when.end_at },
      seats?.take ?? rules.capacity,
      withTexts(
        jobsFor("moved", by, current.start_at, seats?.assigned),
        await consentedPhone(db.kysely, LEAD_KIND, id),
        "moved",
      ),
      now(),
    );
    switch (outcome.status) {
      case "missing":
        return { status: "not_found" };
      case "slot_taken":
      case "conflict":
        return outcome;
      case "cancelled":
        return { status: "cancelled", booking: view(outcome.row) };
      case "changed":
        logger.info("booking moved", { id, from: current.start_at, to: outcome.row.start_at });
        await auditStaff(by, "booking_moved", id, { from: current.start_at, to: outcome.row.start_at });
        options.onQueued?.();
        return { status: "changed", booking: view(outcome.row, seats?.assigned()?.name ?? null) };
      case "unchanged":
        return { status: "unchanged", booking: view(outcome.row) };
    }
  }

  return {
    settings: { timeZone: rules.timeZone, serviceArea: options.serviceArea },

    async slots(query) {
      const read = readSlotsQuery(query, rules.timeZone, now());
      if (!read.ok) return { status: "invalid", fields: read.fields } satisfies SlotsResult;
      const { from, days } = read;
      const nowMs = now();
      const candidates = offeredSlots(from, days, rules, nowMs, await closedDates(db.kysely));
      if (candidates.length === 0) {
        return { status: "ok", answer: { timeZone: rules.timeZone, slotMinutes: rules.slotMinutes, slots: [] } };
      }
      const first = isoUtc(candidates[0]!.start);
      const last = DateTime.fromISO(isoUtc(candidates.at(-1)!.start)).plus({ seconds: 1 });
      const taken = await seatsTaken(db.kysely, first, isoUtc(last));
      // With consultants, a slot offers as many visits as consultants are free then (issue 37).
      const free = (await options.consultants?.remaining(candidates)) ?? null;
      const slots = candidates
        .map((s) => {
          const start = isoUtc(s.start);
          const remaining = free ? (free.get(start) ?? 0) : rules.capacity - (taken.get(start) ?? 0);
          return { start, end: isoUtc(s.end), remaining };
        })
        .filter((s) => s.remaining >= 1);
      return { status: "ok", answer: { timeZone: rules.timeZone, slotMinutes: rules.slotMinutes, slots } };
    },

    async book(input, client: ClientInfo) {
      return guarded<BookResult>(
        "book",
        async () => {
          const checked = await options.guard("booking", input, client);
          if (checked.status !== "pass") return checked;
          const parsed = BookingSchema.safeParse(checked.input);
          if (!parsed.success) {
            return { status: "invalid", fields: fieldErrors(parsed.error, requestLocale(checked.input)) };
          }
          const data = parsed.data;
          // A ticked "Text me…" box needs a number a text can reach; the record keeps it in E.164.
          const permission = textPermission(data.sms_consent, data.user_phone, data.locale);
          if ("refused" in permission) return { status: "invalid", fields: permission.refused };
          const textPhone = permission.phone;
          const when = await offered(data.start);
          if (!when.ok) return { status: "invalid", fields: { start: messageText(when.message, data.locale) } };
          const nowIso = new Date(now()).toISOString();
          const located = data.location_lat !== null && data.location_lng !== null;
          const row: BookingRow = {
            id: randomUUID(),
            created_at: nowIso,
            updated_at: nowIso,
            status: "confirmed",
            start_at: when.start_at,
            end_at: when.end_at,
            user_name: data.user_name,
            user_email: normalizeEmail(data.user_email),
            user_phone: data.user_phone,
            address: data.address,
            location_lat: located ? data.location_lat : null,
            location_lng: located ? data.location_lng : null,
            rooms: data.rooms,
            message: data.message,
            swatches: JSON.stringify(data.swatches),
            locale: data.locale,
            outside_service_area: isOutside(
              options.serviceArea,
              located ? { lat: data.location_lat!, lng: data.location_lng! } : null,
            )
              ? 1
              : 0,
            sequence: 0,
            cancelled_at: null,
            cancelled_by: null,
            client_ip: checked.who.ip,
            user_agent: checked.who.userAgent,
          };
          const seats = await options.consultants?.seats("customer");
          const jobs = withTexts(jobsFor("booked", "customer", undefined, seats?.assigned), textPhone, "booked");
          const withConsent = (booked: BookingRow): Queued => {
            const queued = jobs(booked);
            if (!textPhone) return queued;
            const consent = consentRecord({
              phone: textPhone,
              locale: data.locale,
              page: client.page ?? "/api/bookings",
              clientIp: checked.who.ip,
              leadKind: LEAD_KIND,
              leadId: booked.id,
              nowMs: now(),
            });
            return { ...queued, consent };
          };
          const outcome = await insertBooking(db.kysely, row, seats?.take ?? rules.capacity, withConsent, now());
          if (outcome.status === "slot_taken") return outcome;
          if (outcome.status === "created") {
            logger.info("booking stored", { id: row.id, start: row.start_at });
            options.onQueued?.();
            return { status: "created", booking: view(outcome.row, seats?.assigned()?.name ?? null) };
          }
          return { status: outcome.status, booking: await viewWithConsultant(outcome.row) };
        },
        () => ({ status: "unavailable" }),
      );
    },

    async find(token) {
      const id = idOf(token);
      if (!id) return null;
      const row = await findBooking(db.kysely, id);
      return row ? viewWithConsultant(row) : null;
    },

    async cancel(token, client) {
      const id = idOf(token);
      if (!id) return { status: "not_found" };
      return guarded(
        "cancel",
        async (): Promise<ChangeResult> => {
          const checked = await options.guard("booking-change", {}, client);
          if (checked.status === "rate_limited") return checked;
          return cancelAs(id, "customer");
        },
        () => ({ status: "unavailable" }),
      );
    },

    async reschedule(token, input, client) {
      const id = idOf(token);
      if (!id) return { status: "not_found" };
      return guarded(
        "reschedule",
        async (): Promise<ChangeResult> => {
          const checked = await options.guard("booking-change", input, client);
          if (checked.status === "rate_limited") return checked;
          const submitted = checked.status === "pass" ? checked.input : input;
          const parsed = RescheduleSchema.safeParse(submitted);
          if (!parsed.success) {
            return { status: "invalid", fields: fieldErrors(parsed.error, requestLocale(submitted)) };
          }
          return moveAs(id, parsed.data.start, "customer", parsed.data.locale);
        },
        () => ({ status: "unavailable" }),
      );
    },

    // The back office acts for the customer: the same rules and e-mails, no rate limit, and an audit line.
    staffCancel(id, staff) {
      if (!ID.test(id)) return Promise.resolve({ status: "not_found" });
      return guarded(
        "staff cancel",
        () => cancelAs(id, staff),
        () => ({ status: "unavailable" }),
      );
    },

    staffMove(id, start, staff) {
      if (!ID.test(id)) return Promise.resolve({ status: "not_found" });
      const parsed = RescheduleSchema.safeParse({ start });
      if (!parsed.success) {
        return Promise.resolve({ status: "invalid", fields: fieldErrors(parsed.error, DEFAULT_LOCALE) });
      }
      return guarded(
        "staff move",
        () => moveAs(id, parsed.data.start, staff, DEFAULT_LOCALE),
        () => ({ status: "unavailable" }),
      );
    },

    async calendar(token) {
      const id = idOf(token);
      if (!id) return null;
      const row = await findBooking(db.kysely, id);
      if (!row) return null;
      const manageUrl = new URL(managePath(row), options.siteUrl).href;
      return bookingCalendar(
        row,
        "PUBLISH",
        {
          manageUrl,
          siteHost: new URL(options.siteUrl).hostname,
          organizerEmail: options.organizerEmail,
        },
        localeOfBooking(row),
      );
    },
  };
}
