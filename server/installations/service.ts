import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { DateTime } from "luxon";
import type { Slot } from "../../app/features/booking/service.ts";
import type {
  InstallationActor,
  InstallationService,
  InstallationState,
  InstallationView,
  InstallBookResult,
  InstallChangeResult,
  InstallationAgendaItem,
} from "../../app/features/installations/service.ts";
import { proposalNumber } from "../../app/features/proposals/content.ts";
import { messageText } from "../../app/features/leads/field-errors.server.ts";
import type { Locale } from "../../app/i18n/locales.ts";
import { audit } from "../auth/audit.ts";
import { refusalMessage } from "../booking/service.ts";
import { releaseSeats, seatNumbers, seatsHeld, takeSeat, type Visit } from "../booking/seats.ts";
import { gridForDate, isoUtc, offeredSlots, slotAt, type BookingRules, type SlotTime } from "../booking/slots.ts";
import { readSlotsQuery } from "../booking/slots-query.ts";
import { closedDates, inTransaction } from "../booking/store.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { enqueue, type NewJob } from "../jobs/queue.ts";
import { logger } from "../logger.ts";
import type { MailSettings } from "../mail/mail.ts";
import type { OrderStageMover } from "../orders/office.ts";
import { orderStateOf } from "../orders/store.ts";
import { customerPath } from "../proposals/settings.ts";
import { queueInstallationTexts } from "../sms/installation-texts.ts";
import type { ProposalTextSettings } from "../sms/proposal-texts.ts";
import {
  proposalById,
  proposalByToken,
  proposalForChange,
  PROPOSAL_KIND,
  versionOf,
  type ProposalRow,
} from "../proposals/store.ts";
import {
  INSTALLATION_MAIL_JOBS,
  installationCalendar,
  loadInstallation,
  type InstallationEvent,
  type InstallationMailPayload,
} from "./mail.ts";
import { installationsBetween, liveInstallation, type InstallationRow } from "./store.ts";
import type { InstallationSeating } from "../consultants/installation.ts";
import { cancelInstallation, dropInstallationReminder, installationCrmEvent } from "./order-cancel.ts";

export type InstallationServiceOptions = {
  db: Db;
  /** The consultations' grid: an installation holds a person's seat in every one of its slots it overlaps. */
  bookingRules: BookingRules;
  /** The installations' own grid (INSTALL_SLOT_MINUTES) and how many run at a time (INSTALL_CAPACITY). */
  installRules: BookingRules;
  moveOrder: OrderStageMover;
  /** The site's address and the business's inbox, for the invitation's links. */
  mailSettings: Pick<MailSettings, "SITE_URL" | "LEADS_TO_EMAIL">;
  /** Tell the business's CRM (LEADS_WEBHOOK_URL is set). */
  crm: boolean;
  /** Text the customer about the installation when their lead agreed to texts (issue 35); none when absent. */
  texts?: ProposalTextSettings;
  onQueued?: () => void;
  now?: () => number;
  /**
   * With consultants (issue 37): each installation is given a free consultant and offered times count them (the
   * same rule); absent, or with none active, BOOKING_CAPACITY's interchangeable people apply.
   */
  consultants?: InstallationSeating;
};

const REMINDER_BEFORE_MS = 24 * 3_600_000;

class SlotTaken extends Error {}
class OrderRefused extends Error {}

type Trx = Transaction<Database>;
type Refusal = { status: "slot_taken" } | { status: "not_ready" } | { status: "unavailable" };

const actorOf = (by: InstallationActor) => (by === "customer" ? "customer" : by.staff);

/**
 * An order's installation (issue 34 item 2; docs/decisions/0023): the times offered once the goods have arrived, the
 * booking that holds one installation place and one person's seat through every booking-grid slot it overlaps, and
 * its moves and cancellation — each stored with its e-mails, reminder, CRM event and the order's move, in one
 * transaction. Storage failures are `unavailable`, never thrown.
 */
export function createInstallationService(options: InstallationServiceOptions): InstallationService {
  const { db, bookingRules, installRules } = options;
  const kysely = db.kysely;
  const now = options.now ?? Date.now;
  const people = seatNumbers(bookingRules.capacity);
  const places = seatNumbers(installRules.capacity);
  const visitOf = (id: string): Visit => ({ kind: "installation", id });

  function view(row: InstallationRow, proposal: ProposalRow): InstallationView {
    return {
      id: row.id,
      status: row.status,
      start: row.start_at,
      end: row.end_at,
      timeZone: installRules.timeZone,
      manageUrl: customerPath(proposal),
      calendarUrl: `/api/proposals/${proposal.token}/installation.ics`,
      bookedBy: row.booked_by,
    };
  }

  /** The consultation-grid slots [start, end) overlaps, on its day. */
  function gridSlotsOf(start: DateTime, end: DateTime): string[] {
    const date = start.setZone(bookingRules.timeZone).toISODate()!;
    return gridForDate(date, bookingRules)
      .filter((slot) => slot.start < end && slot.end > start)
      .map((slot) => isoUtc(slot.start));
  }

  /** The installation slot `start` names if it may be booked now, or why not (in `locale`). */
  async function offered(start: unknown, locale: Locale) {
    const found = typeof start === "string" ? slotAt(start, installRules, now(), await closedDates(kysely)) : null;
    if (!found?.slot || found.refusal) {
      const message = messageText(refusalMessage(found?.refusal ?? "off_grid", installRules), locale);
      return { ok: false as const, fields: { start: message } };
    }
    const grid = gridSlotsOf(found.slot.start, found.slot.end);
    if (grid.length === 0) {
      return { ok: false as const, fields: { start: messageText(refusalMessage("off_grid", installRules), locale) } };
    }
    const slot = found.slot;
    return { ok: true as const, start_at: isoUtc(slot.start), end_at: isoUtc(slot.end), grid, slot };
  }

  /**
   * Takes the installation place and a person's seat for the visit — a free consultant's, given fairly, when the
   * business has consultants (server/consultants/installation.ts) — or throws SlotTaken (the caller rolls back).
   */
  async function takeSeats(
    trx: Trx,
    id: string,
    when: { start_at: string; grid: string[]; slot: SlotTime },
    by: InstallationActor,
    nowMs: number,
  ) {
    if ((await takeSeat(trx, "installation", [when.start_at], places, visitOf(id))) === null) throw new SlotTaken();
    if (options.consultants) {
      const visit = { id, slot: when.slot, grid: when.grid };
      const assigned = await options.consultants.take(trx, visit, actorOf(by), nowMs);
      if (assigned === null) throw new SlotTaken();
      if (assigned !== "no_consultants") return;
    }
    if ((await takeSeat(trx, "people", when.grid, people, visitOf(id))) === null) throw new SlotTaken();
  }

  /** The e-mails, the reminder and the CRM's event a change queues, made from the installation as it leaves it. */
  async function queueChange(
    trx: Trx,
    event: Exclude<InstallationEvent, "reminder">,
    row: InstallationRow,
    proposal: ProposalRow,
    acceptedVersion: number,
    nowMs: number,
    previousStart?: string,
  ) {
    const payload = (e: InstallationEvent): InstallationMailPayload => ({
      event: e,
      installationId: row.id,
      start: row.start_at,
      ...(previousStart ? { previousStart } : {}),
    });
    const job = (name: string, e: InstallationEvent, notBeforeMs?: number): NewJob => ({
      job: name,
      leadKind: PROPOSAL_KIND,
      leadId: proposal.id,
      payload: payload(e),
      notBeforeMs,
    });
    const jobs = [job(INSTALLATION_MAIL_JOBS.customer, event), job(INSTALLATION_MAIL_JOBS.business, event)];
    const remindAt = Date.parse(row.start_at) - REMINDER_BEFORE_MS;
    if (row.status === "confirmed" && remindAt > nowMs) {
      jobs.push(job(INSTALLATION_MAIL_JOBS.reminder, "reminder", remindAt));
    }
    const version = options.crm ? await versionOf(trx, proposal.id, acceptedVersion) : undefined;
    if (version) jobs.push(installationCrmEvent(event, row, proposal, version, nowMs, previousStart));
    for (const queued of jobs) await enqueue(trx, queued, nowMs);
    if (options.texts) await queueInstallationTexts(trx, options.texts, event, row, proposal, nowMs);
  }

  async function auditStaff(
    by: InstallationActor,
    action: string,
    proposalId: string,
    detail: Record<string, unknown>,
    nowMs: number,
  ) {
    if (by === "customer") return;
    await audit(kysely, { actor: by.staff, action, subject: { kind: PROPOSAL_KIND, id: proposalId }, detail }, nowMs);
  }

  /** Runs a change's transaction: a full slot is `slot_taken`, a refused order move `not_ready`, a failure `unavailable`. */
  async function guarded<T>(kind: string, work: () => Promise<T>): Promise<T | Refusal> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SlotTaken) return { status: "slot_taken" };
      if (error instanceof OrderRefused) return { status: "not_ready" };
      logger.error("installation storage failed", { kind, error: String(error) });
      return { status: "unavailable" };
    }
  }

  type Locked = { trx: Trx; proposal: ProposalRow; live: InstallationRow; version: number };

  /**
   * Runs a change of the order's live installation in one transaction, under the proposal's row lock: refused when
   * there is none, or when the order is no longer at Installation booked (Installed: it has happened).
   */
  function changeLive(
    kind: string,
    proposalId: string,
    change: (locked: Locked) => Promise<InstallChangeResult>,
  ): Promise<InstallChangeResult> {
    return guarded(kind, () =>
      inTransaction(kysely, async (trx): Promise<InstallChangeResult> => {
        const proposal = await proposalForChange(trx, db.dialect, proposalId);
        const order = proposal ? await orderStateOf(trx, proposal) : null;
        const live = await liveInstallation(trx, proposalId);
        if (!proposal || !order || !live) return { status: "not_booked" };
        if (order.stage !== "installation_booked") return { status: "not_ready" };
        return change({ trx, proposal, live, version: order.acceptance.version });
      }),
    );
  }

  /** After a change that happened: logged, audited when staff made it, and the outbox woken. */
  async function settled<T extends InstallBookResult | InstallChangeResult>(
    result: T,
    happened: "booked" | "moved" | "cancelled",
    by: InstallationActor,
    proposalId: string,
    nowMs: number,
  ): Promise<T> {
    if (result.status !== happened || !("installation" in result)) return result;
    const start = result.installation.start;
    logger.info(`installation ${happened}`, { proposal: proposalId, start });
    await auditStaff(by, `installation_${happened}`, proposalId, { start }, nowMs);
    options.onQueued?.();
    return result;
  }

  return {
    timeZone: installRules.timeZone,

    async proposalIdOf(token) {
      const proposal = await proposalByToken(kysely, token);
      return proposal ? proposal.id : null;
    },

    async state(proposalId): Promise<InstallationState> {
      const proposal = await proposalById(kysely, proposalId);
      const order = proposal ? await orderStateOf(kysely, proposal) : null;
      if (!proposal || !order) return { offer: "waiting", installation: null };
      const live = await liveInstallation(kysely, proposalId);
      const installation = live ? view(live, proposal) : null;
      switch (order.stage) {
        case "arrived":
          return { offer: "open", installation: null };
        case "installation_booked":
          return { offer: live ? "booked" : "open", installation };
        case "installed":
        case "paid":
          return { offer: "done", installation };
        default:
          return { offer: "waiting", installation: null };
      }
    },

    async slots(proposalId, query) {
      const proposal = await proposalById(kysely, proposalId);
      const order = proposal ? await orderStateOf(kysely, proposal) : null;
      if (!proposal) return { status: "not_found" };
      const atArrivedOrLater = ["arrived", "installation_booked", "installed", "paid"];
      if (!order || !atArrivedOrLater.includes(order.stage)) return { status: "not_ready" };
      const nowMs = now();
      const read = readSlotsQuery(query, installRules.timeZone, nowMs);
      if (!read.ok) return { status: "invalid", fields: read.fields };
      const candidates = offeredSlots(read.from, read.days, installRules, nowMs, await closedDates(kysely));
      const answer = { timeZone: installRules.timeZone, slotMinutes: installRules.slotMinutes, slots: [] as Slot[] };
      if (candidates.length === 0) return { status: "ok", answer };
      const from = isoUtc(candidates[0]!.start);
      const to = isoUtc(candidates.at(-1)!.end);
      const heldPeople = await seatsHeld(kysely, "people", from, to);
      const heldPlaces = await seatsHeld(kysely, "installation", from, to);
      const visits = candidates
        .map((slot) => ({ slot, grid: gridSlotsOf(slot.start, slot.end) }))
        .filter((visit) => visit.grid.length > 0);
      // With consultants, the consultants free by the rule the booking's transaction assigns by (issue 37).
      const freeConsultants = (await options.consultants?.free(visits)) ?? null;
      for (const { slot, grid } of visits) {
        const start = isoUtc(slot.start);
        // A person is free for the installation when their seat is free in every slot it overlaps.
        const freePeople = freeConsultants
          ? (freeConsultants.get(start) ?? 0)
          : people.filter((seat) => grid.every((g) => !heldPeople.get(g)?.has(seat))).length;
        const freePlaces = installRules.capacity - (heldPlaces.get(start)?.size ?? 0);
        const remaining = Math.min(freePeople, freePlaces);
        if (remaining >= 1) answer.slots.push({ start, end: isoUtc(slot.end), remaining });
      }
      return { status: "ok", answer };
    },

    async book(proposalId, start, by, locale) {
      if (!(await proposalById(kysely, proposalId))) return { status: "not_found" };
      const when = await offered(start, locale);
      if (!when.ok) return { status: "invalid", fields: when.fields };
      const nowMs = now();
      const at = new Date(nowMs).toISOString();
      const result: InstallBookResult = await guarded("book", () =>
        inTransaction(kysely, async (trx): Promise<InstallBookResult> => {
          const proposal = await proposalForChange(trx, db.dialect, proposalId);
          const order = proposal ? await orderStateOf(trx, proposal) : null;
          if (!proposal || !order) return { status: "not_ready" };
          if (await liveInstallation(trx, proposalId)) return { status: "already_booked" };
          if (order.stage !== "arrived") return { status: "not_ready" };
          const row: InstallationRow = {
            id: randomUUID(),
            proposal_id: proposalId,
            created_at: at,
            updated_at: at,
            status: "confirmed",
            start_at: when.start_at,
            end_at: when.end_at,
            booked_by: actorOf(by),
            sequence: 0,
            cancelled_at: null,
            cancelled_by: null,
          };
          await trx.insertInto("installations").values(row).execute();
          await takeSeats(trx, row.id, when, by, nowMs);
          const moved = await options.moveOrder(trx, proposalId, "installation_booked", actorOf(by), nowMs);
          if (moved.status !== "moved") throw new OrderRefused();
          await queueChange(trx, "booked", row, proposal, order.acceptance.version, nowMs);
          return { status: "booked", installation: view(row, proposal) };
        }),
      );
      return settled(result, "booked", by, proposalId, nowMs);
    },

    async move(proposalId, start, by, locale) {
      if (!(await proposalById(kysely, proposalId))) return { status: "not_found" };
      const when = await offered(start, locale);
      if (!when.ok) return { status: "invalid", fields: when.fields };
      const nowMs = now();
      const result = await changeLive("move", proposalId, async ({ trx, proposal, live, version }) => {
        if (live.start_at === when.start_at) return { status: "unchanged", installation: view(live, proposal) };
        await releaseSeats(trx, visitOf(live.id));
        await takeSeats(trx, live.id, when, by, nowMs);
        const moved = { start_at: when.start_at, end_at: when.end_at, sequence: live.sequence + 1 };
        const row: InstallationRow = { ...live, ...moved, updated_at: new Date(nowMs).toISOString() };
        await trx
          .updateTable("installations")
          .set({ ...moved, updated_at: row.updated_at })
          .where("id", "=", live.id)
          .execute();
        await dropInstallationReminder(trx, proposal, live.id, "installation moved");
        await queueChange(trx, "moved", row, proposal, version, nowMs, live.start_at);
        return { status: "moved", installation: view(row, proposal) };
      });
      return settled(result, "moved", by, proposalId, nowMs);
    },

    async cancel(proposalId, by) {
      if (!(await proposalById(kysely, proposalId))) return { status: "not_found" };
      const nowMs = now();
      const result = await changeLive("cancel", proposalId, async ({ trx, proposal, live, version }) => {
        const row = await cancelInstallation(trx, proposal, live, actorOf(by), nowMs, "installation cancelled");
        const moved = await options.moveOrder(trx, proposalId, "arrived", actorOf(by), nowMs);
        if (moved.status !== "moved") throw new OrderRefused();
        await queueChange(trx, "cancelled", row, proposal, version, nowMs);
        return { status: "cancelled", installation: view(row, proposal) };
      });
      return settled(result, "cancelled", by, proposalId, nowMs);
    },

    async agenda(fromIso, toIso) {
      const items: InstallationAgendaItem[] = [];
      for (const row of await installationsBetween(kysely, fromIso, toIso)) {
        const loaded = await loadInstallation(kysely, row.id);
        if (!loaded) continue;
        const { proposal, customer } = loaded;
        items.push({
          id: row.id,
          proposalId: proposal.id,
          number: proposalNumber(proposal.id),
          customer: customer.name,
          phone: customer.phone,
          address: customer.address,
          start: row.start_at,
          end: row.end_at,
          lead: { kind: proposal.lead_kind, id: proposal.lead_id },
          email: customer.email,
          consultant: (await options.consultants?.consultantOf(row.id)) ?? null,
        });
      }
      return items;
    },

    async calendar(proposalId) {
      const live = await liveInstallation(kysely, proposalId);
      if (!live) return null;
      const loaded = await loadInstallation(kysely, live.id);
      if (!loaded) return null;
      return installationCalendar(loaded, "PUBLISH", options.mailSettings, loaded.locale);
    },
  };
}
