import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "../../app/content/business.ts";
import ical, { type VEvent } from "node-ical";
import { offlineAgenda } from "../../server/admin/offline-agenda.ts";
import { bookingFeature } from "../../server/booking/feature.ts";
import { installationSeating } from "../../server/consultants/installation.ts";
import { reassignInstallation } from "../../server/consultants/reassign-installation.ts";
import { ORDER_STAGE_JOB } from "../../server/orders/office.ts";
import { consultantsFeature } from "../../server/consultants/feature.ts";
import { createConsultants } from "../../server/consultants/manage.ts";
import { installationsFeature } from "../../server/installations/feature.ts";
import { createSigner } from "../../server/secrets.ts";
import { fromUnique, person } from "./booking-fixture.ts";
import { INSTALLATION_MAIL_JOBS } from "../../server/installations/mail.ts";
import { DIALECTS, eventually, post } from "./harness.ts";
import { installationService as installationServiceOf, orderAt } from "./proposals-fixture.ts";
import { adminCli, STAFF, startProposalSite, type ProposalSite } from "./proposals-fixture.ts";
import { postgresForFile } from "./postgres.ts";
import { addConsultants } from "./consultant-fixture.ts";

/**
 * Consultants and installations together (issue 37 remainder; docs/decisions/0019 and 0023): an installation is one
 * consultant's in-home visit, it keeps them busy with the travel buffer on both sides, and every time offered — a
 * consultation's or an installation's — is one the booking's transaction takes.
 */
const pg = postgresForFile();

const ZONE = "America/Los_Angeles";
const BUFFER_MINUTES = 30;
const SECRET_KEY = "k".repeat(32);
type SlotsBody = { slots: { start: string; end: string; remaining: number }[] };

/** The Monday-to-Friday day `weekday` (1-5) of the week `weeks` weeks from now, in the business's zone. */
const dayIn = (weeks: number, weekday: number) =>
  DateTime.now()
    .setZone(ZONE)
    .startOf("week")
    .plus({ weeks, days: weekday - 1 });
/** A local time ("10:00") of such a day, as the API writes a start (UTC, no milliseconds). */
const at = (day: DateTime, time: string) => {
  const [hour, minute] = time.split(":").map(Number);
  return day.set({ hour, minute }).toUTC().toISO({ suppressMilliseconds: true })!;
};

/** A small repeatable random source (mulberry32), so a failing mix can be run again from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Visit = { user: string; kind: string; start: number; end: number };

describe.each(DIALECTS)("consultants and installations on %s", (dialect) => {
  let site: ProposalSite;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    site = await startProposalSite(
      dialect,
      pg(),
      {
        BOOKING_SLOT_MINUTES: "60",
        BOOKING_CAPACITY: "2",
        BOOKING_MIN_NOTICE_HOURS: "48",
        BOOKING_HORIZON_DAYS: "60",
        BOOKING_BUFFER_MINUTES: String(BUFFER_MINUTES),
        INSTALL_SLOT_MINUTES: "180",
        INSTALL_CAPACITY: "2",
        TRUST_PROXY: "1",
        SECRET_KEY,
      },
      [bookingFeature, installationsFeature, consultantsFeature],
    );
    Object.assign(ids, await addConsultants(site.db.kysely, consultantsOf(), ["ana", "ben"]));
  });
  afterAll(async () => {
    await site?.stop();
  });

  const consultantsOf = () =>
    createConsultants({
      db: site.db.kysely,
      signer: createSigner(Buffer.from(SECRET_KEY)),
      siteUrl: site.env.SITE_URL!,
      openingHours: business.openingHours,
      timeZone: ZONE,
    });
  const installationService = () =>
    installationServiceOf(site, {
      crm: false,
      consultants: installationSeating({ db: site.db, rules: { timeZone: ZONE, bufferMinutes: BUFFER_MINUTES } }),
    });

  /** An order whose goods have arrived: its installation can be booked. */
  const arrivedOrder = () => orderAt(site, ["ordered", "arrived"]);

  const consultationSlots = async (day: DateTime) => {
    const res = await fetch(`${site.app.url}/api/booking/slots?from=${day.toISODate()}&days=1`);
    return ((await res.json()) as SlotsBody).slots;
  };
  const installSlots = async (token: string, day: DateTime) => {
    const res = await fetch(`${site.app.url}/api/proposals/${token}/install-slots?from=${day.toISODate()}&days=1`);
    expect(res.status).toBe(200);
    return ((await res.json()) as SlotsBody).slots;
  };
  const remainingAt = async (start: string) => {
    const slots = await consultationSlots(DateTime.fromISO(start).setZone(ZONE));
    return slots.find((s) => s.start === start)?.remaining ?? 0;
  };
  const bookConsultation = (start: string) =>
    post(site.app.url, "/api/bookings", person(start), { headers: fromUnique() });
  const bookInstallation = (token: string, start: string) =>
    post(site.app.url, `/api/proposals/${token}/install`, { start }, { headers: fromUnique() });

  /** Every confirmed visit of every consultant (consultations and installations), as intervals. */
  async function visitsOfConsultants(): Promise<Visit[]> {
    const consultations = await site.db.kysely
      .selectFrom("booking_consultants")
      .innerJoin("bookings", "bookings.id", "booking_consultants.booking_id")
      .select(["booking_consultants.user_id as user", "bookings.start_at", "bookings.end_at"])
      .where("bookings.status", "=", "confirmed")
      .execute();
    const installations = await site.db.kysely
      .selectFrom("installation_consultants")
      .innerJoin("installations", "installations.id", "installation_consultants.installation_id")
      .select(["installation_consultants.user_id as user", "installations.start_at", "installations.end_at"])
      .where("installations.status", "=", "confirmed")
      .execute();
    const as = (kind: string) => (r: { user: string; start_at: string; end_at: string }) => ({
      user: r.user,
      kind,
      start: Date.parse(r.start_at),
      end: Date.parse(r.end_at),
    });
    return [...consultations.map(as("consultation")), ...installations.map(as("installation"))];
  }

  /** No consultant is in two places, nor inside the travel buffer around another of their visits. */
  async function expectNoConsultantOverlaps() {
    const visits = await visitsOfConsultants();
    const buffer = BUFFER_MINUTES * 60_000;
    for (const [i, a] of visits.entries()) {
      for (const b of visits.slice(i + 1)) {
        if (a.user !== b.user) continue;
        const apart = a.end + buffer <= b.start || b.end + buffer <= a.start;
        if (!apart) {
          const when = (v: Visit) => `${v.kind} ${new Date(v.start).toISOString()}–${new Date(v.end).toISOString()}`;
          expect.fail(`one consultant has ${when(a)} and ${when(b)}`);
        }
      }
    }
  }

  /** Installations booked while no consultant was active: they hold a person's seat without a consultant. */
  const legacy = new Set<string>();
  /** Live installations without a consultant, besides those. */
  const unassigned = async () => {
    const live = await site.db.kysely
      .selectFrom("installations")
      .leftJoin("installation_consultants", "installation_consultants.installation_id", "installations.id")
      .select(["installations.id", "installation_consultants.user_id"])
      .where("installations.status", "=", "confirmed")
      .execute();
    return live.filter((row) => row.user_id === null && !legacy.has(row.id)).length;
  };

  it("gives an installation a free consultant, who is then busy through it and the buffer around it", async () => {
    const day = dayIn(1, 2);
    const order = await arrivedOrder();
    const offered = await installSlots(order.token, day);
    expect(offered.map((s) => s.start)).toEqual([at(day, "09:00"), at(day, "12:00")]);
    // Two consultants free for the whole three hours; the installation places (INSTALL_CAPACITY 2) allow two too.
    expect(offered[0]!.remaining).toBe(2);
    const booked = await bookInstallation(order.token, at(day, "09:00"));
    expect(booked.status).toBe(201);
    expect(await unassigned()).toBe(0);
    // 09:00–12:00, then 30 minutes of travel: the 12:00 consultation has one consultant left, 13:00 both again.
    for (const time of ["09:00", "10:00", "11:00", "12:00"]) expect(await remainingAt(at(day, time))).toBe(1);
    expect(await remainingAt(at(day, "13:00"))).toBe(2);
    // The next installation at 12:00 can only go to the other consultant.
    const second = await arrivedOrder();
    expect((await installSlots(second.token, day)).find((s) => s.start === at(day, "12:00"))?.remaining).toBe(1);
    expect((await bookInstallation(second.token, at(day, "12:00"))).status).toBe(201);
    expect(await remainingAt(at(day, "12:00"))).toBe(0);
    await expectNoConsultantOverlaps();
  });

  it("shows an installation in its consultant's feed (a UID of its own), agenda and offline agenda; staff reassign it", async () => {
    const day = dayIn(6, 2);
    const order = await arrivedOrder();
    expect((await bookInstallation(order.token, at(day, "12:00"))).status).toBe(201);
    const consultation = await bookConsultation(at(day, "09:00"));
    expect(consultation.status).toBe(201);
    const installation = await site.db.kysely
      .selectFrom("installations")
      .innerJoin("installation_consultants", "installation_consultants.installation_id", "installations.id")
      .select(["installations.id", "installation_consultants.user_id"])
      .where("installations.proposal_id", "=", order.id)
      .executeTakeFirstOrThrow();
    const installer = installation.user_id;

    // The consultant's subscription feed, read back by a real parser.
    const listed = await consultantsOf().list();
    const feed = new URL(listed.consultants.find((c) => c.userId === installer)!.feedUrl).pathname;
    const res = await fetch(`${site.app.url}${feed}`);
    expect(res.status).toBe(200);
    const events = Object.values(ical.sync.parseICS(await res.text())).filter((c): c is VEvent => c?.type === "VEVENT");
    const event = events.find((e) => e.uid === `visit-installation-${installation.id}@amberwood.test`)!;
    expect(event).toBeDefined();
    expect(event.start.toISOString()).toBe(new Date(at(day, "12:00")).toISOString());
    expect(event.end?.toISOString()).toBe(new Date(at(day, "15:00")).toISOString());
    expect(String(event.summary)).toMatch(/^Installation: /);
    expect(String(event.description)).toContain(`https://amberwood.test/admin/leads/quote/${order.lead.id}`);
    // Distinct from every consultation's UID, and from the customer's own invitation's.
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.some((e) => e.uid === `installation-${installation.id}@amberwood.test`)).toBe(false);

    // The agenda lists who installs; the offline agenda keeps it when it is today or tomorrow.
    const items = await installationService().agenda(at(day, "00:00"), at(day.plus({ days: 1 }), "00:00"));
    expect(items.find((i) => i.id === installation.id)?.consultant?.id).toBe(installer);
    // (An agenda whose "today" is that day, with no consultations of its own.)
    const today = {
      view: async () => ({ timeZone: ZONE, today: day.toISODate()!, days: [], freeStarts: [], closedDays: [] }),
    };
    const offline = await offlineAgenda(today, Date.now(), installationService());
    const kept = offline.days.flatMap((d) => d.visits).find((v) => v.id === installation.id);
    expect(kept?.message).toMatch(/^Installation of order P-/);

    // Staff give it to the other consultant, who is free then (the consultation at 09:00 ended with its buffer at
    // 10:30); the seat follows through all three hours, and the one it left is free again.
    const other = Object.values(ids).find((id) => id !== installer)!;
    const rules = { timeZone: ZONE, bufferMinutes: BUFFER_MINUTES };
    const moved = await reassignInstallation(site.db, rules, installation.id, other, STAFF, Date.now());
    expect(moved.status).toBe("changed");
    const seatOf = async (userId: string) =>
      (
        await site.db.kysely
          .selectFrom("consultants")
          .select("seat")
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow()
      ).seat;
    const held = await site.db.kysely
      .selectFrom("visit_seats")
      .select("seat")
      .where("pool", "=", "people")
      .where("visit_id", "=", installation.id)
      .execute();
    expect(held.map((h) => h.seat)).toEqual([await seatOf(other), await seatOf(other), await seatOf(other)]);
    expect(await reassignInstallation(site.db, rules, installation.id, other, STAFF, Date.now())).toMatchObject({
      status: "unchanged",
    });
    // A consultation for the first consultant at 13:00 is possible again; the new one is busy.
    expect(await remainingAt(at(day, "13:00"))).toBe(1);
    const busy = await bookConsultation(at(day, "13:00"));
    expect(busy.status).toBe(201);
    await expectNoConsultantOverlaps();
    // Back to the first one: they are now busy at 13:00, so it is refused and nothing changes.
    expect(await reassignInstallation(site.db, rules, installation.id, installer, STAFF, Date.now())).toMatchObject({
      status: "busy",
    });
  });

  it("cancelling the order cancels its booked installation: its consultant is free again, the reminder dropped", async () => {
    const day = dayIn(2, 5);
    const order = await arrivedOrder();
    expect((await bookInstallation(order.token, at(day, "12:00"))).status).toBe(201);
    expect(await remainingAt(at(day, "13:00"))).toBe(1);
    const cancelled = await adminCli(site, [
      "order-stage",
      "--proposal",
      order.id,
      "--stage",
      "cancelled",
      "--note",
      "The customer moved away.",
    ]);
    expect(cancelled.code, cancelled.err).toBe(0);
    const installation = await site.db.kysely
      .selectFrom("installations")
      .selectAll()
      .where("proposal_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(installation.status).toBe("cancelled");
    // By whoever cancelled the order (here the command line).
    expect(installation.cancelled_by).toBe("cli");
    const seats = await site.db.kysely
      .selectFrom("visit_seats")
      .select("seat")
      .where("visit_id", "=", installation.id)
      .execute();
    expect(seats).toEqual([]);
    expect(await remainingAt(at(day, "13:00"))).toBe(2);
    const jobs = await site.db.kysely
      .selectFrom("outbox")
      .select(["job", "status", "payload"])
      .where("lead_id", "=", order.id)
      .execute();
    expect(jobs.filter((j) => j.job === INSTALLATION_MAIL_JOBS.reminder).map((j) => j.status)).toEqual(["cancelled"]);
    // The customer hears of it once, by the order's cancellation e-mail (after those of Ordered and Arrived), not by a
    // second e-mail about the installation; the CRM hears of the installation too.
    expect(jobs.filter((j) => j.job === ORDER_STAGE_JOB)).toHaveLength(3);
    const installationMails = jobs.filter((j) => j.job === INSTALLATION_MAIL_JOBS.customer);
    expect(installationMails.map((j) => JSON.parse(j.payload).event)).toEqual(["booked"]);
    await eventually(async () => {
      const events = [...site.crm.events.values()].filter((e) => e.data.proposal_id === order.id);
      expect(events.some((e) => e.type === "installation.changed" && e.data.status === "cancelled")).toBe(true);
    });
  });

  it("counts a seat held by a visit without a consultant (booked before there were consultants) in what it offers", async () => {
    const day = dayIn(2, 3);
    // The business worked without consultants when this installation was booked: it holds a person's seat (1, Ana's).
    await site.db.kysely.updateTable("consultants").set({ active: 0 }).execute();
    const order = await arrivedOrder();
    try {
      const booked = await bookInstallation(order.token, at(day, "09:00"));
      expect(booked.status).toBe(201);
    } finally {
      await site.db.kysely.updateTable("consultants").set({ active: 1 }).execute();
    }
    const held = await site.db.kysely
      .selectFrom("installations")
      .select("id")
      .where("proposal_id", "=", order.id)
      .executeTakeFirstOrThrow();
    legacy.add(held.id);
    expect(await remainingAt(at(day, "10:00"))).toBe(1);
    // Each time offered books, and no more than offered.
    expect((await bookConsultation(at(day, "10:00"))).status).toBe(201);
    expect((await bookConsultation(at(day, "10:00"))).status).toBe(409);
    expect(await remainingAt(at(day, "10:00"))).toBe(0);
  });

  it.each([11, 23, 37])("offers only times it books, for a random mix of visits (seed %i)", async (seed) => {
    const next = random(seed);
    const day = dayIn(3 + [11, 23, 37].indexOf(seed), 1 + Math.floor(next() * 5));
    for (let step = 0; step < 10; step++) {
      if (next() < 0.35) {
        const order = await arrivedOrder();
        const offered = await installSlots(order.token, day);
        if (offered.length === 0) continue;
        const slot = offered[Math.floor(next() * offered.length)]!;
        const answer = await bookInstallation(order.token, slot.start);
        expect(answer.status, `installation at ${slot.start} (seed ${seed}, step ${step})`).toBe(201);
      } else {
        const offered = await consultationSlots(day);
        if (offered.length === 0) continue;
        const slot = offered[Math.floor(next() * offered.length)]!;
        // Every one of the slot's remaining visits books.
        for (let i = 0; i < slot.remaining; i++) {
          const answer = await bookConsultation(slot.start);
          expect(answer.status, `consultation at ${slot.start} (seed ${seed}, step ${step})`).toBe(201);
        }
        expect(await remainingAt(slot.start)).toBe(0);
      }
    }
    // And what is not offered is refused: the offer is exactly what the transaction takes.
    const offered = new Set((await consultationSlots(day)).map((s) => s.start));
    for (let hour = 9; hour < 17; hour++) {
      const start = at(day, `${String(hour).padStart(2, "0")}:00`);
      if (offered.has(start)) continue;
      expect((await bookConsultation(start)).status, `not offered ${start}`).toBe(409);
    }
    expect(await unassigned()).toBe(0);
    await expectNoConsultantOverlaps();
  });

  it("20 concurrent consultations and installations with two consultants never put one in two places", async () => {
    const day = dayIn(7, 4);
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await arrivedOrder());
    const next = random(5);
    const consultationTimes = Array.from(
      { length: 10 },
      () => `${String(9 + Math.floor(next() * 8)).padStart(2, "0")}:00`,
    );
    const answers = await Promise.all([
      ...orders.map((order, i) => bookInstallation(order.token, at(day, i % 2 === 0 ? "09:00" : "12:00"))),
      ...consultationTimes.map((time) => bookConsultation(at(day, time))),
    ]);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(2);
    expect(await unassigned()).toBe(0);
    await expectNoConsultantOverlaps();
  });
});
