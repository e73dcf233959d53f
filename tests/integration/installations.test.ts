import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFeature } from "../../server/booking/feature.ts";
import { parseEnv } from "../../server/env.ts";
import { installationsFeature } from "../../server/installations/feature.ts";
import { INSTALLATION_MAIL_JOBS } from "../../server/installations/mail.ts";
import { createOrderOffice } from "../../server/orders/office.ts";
import { proposalDeps } from "../../server/proposals/feature.ts";
import { DIALECTS, eventually, post } from "./harness.ts";
import { installationService, orderAt as orderAtStages } from "./proposals-fixture.ts";
import { CLIENT, oneMail, STAFF, startProposalSite, type ProposalSite } from "./proposals-fixture.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

type SlotsBody = { timeZone: string; slotMinutes: number; slots: { start: string; end: string; remaining: number }[] };
const HOUR_MS = 3_600_000;
const PEOPLE = 3;
const AT_A_TIME = 2;

describe.each(DIALECTS)("installations booked online on %s (issue 34 item 2)", (dialect) => {
  let site: ProposalSite;
  beforeAll(async () => {
    site = await startProposalSite(
      dialect,
      pg(),
      {
        BOOKING_SLOT_MINUTES: "60",
        BOOKING_CAPACITY: String(PEOPLE),
        BOOKING_MIN_NOTICE_HOURS: "48",
        INSTALL_SLOT_MINUTES: "180",
        INSTALL_CAPACITY: String(AT_A_TIME),
        TRUST_PROXY: "1",
      },
      [bookingFeature, installationsFeature],
    );
  });
  afterAll(async () => {
    await site?.stop();
  });

  const service = () => installationService(site, { crm: true });
  const orderAt = (stages: string[]) => orderAtStages(site, stages);

  const installSlots = async (token: string, query = "?days=31") => {
    const res = await fetch(`${site.app.url}/api/proposals/${token}/install-slots${query}`);
    return { status: res.status, body: (await res.json()) as SlotsBody & { error?: string } };
  };
  const stageOf = async (id: string) =>
    (await site.db.kysely.selectFrom("orders").select("stage").where("proposal_id", "=", id).executeTakeFirst())?.stage;
  const jobs = (id: string, job: string) =>
    site.db.kysely.selectFrom("outbox").selectAll().where("lead_id", "=", id).where("job", "=", job).execute();

  let ip = 0;
  const from = () => ({ "X-Forwarded-For": `10.9.${(++ip >> 8) & 255}.${ip & 255}` });

  it("offers times only from Arrived; the customer books one, gets the invitation, and a second is refused", async () => {
    const ordered = await orderAt(["ordered"]);
    const early = await installSlots(ordered.token);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("not_ready");
    expect((await post(site.app.url, `/api/proposals/${ordered.token}/install`, { start: "x" })).status).toBe(400);

    const proposal = await orderAt(["ordered", "arrived"]);
    const offered = await installSlots(proposal.token);
    expect(offered.status).toBe(200);
    expect(offered.body.slotMinutes).toBe(180);
    const slot = offered.body.slots[0]!;
    expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3 * HOUR_MS);

    const booked = await post(site.app.url, `/api/proposals/${proposal.token}/install`, { start: slot.start });
    expect(booked.status).toBe(201);
    expect(booked.body).toEqual({
      ok: true,
      start: slot.start,
      end: slot.end,
      manageUrl: `/proposal/${proposal.token}`,
    });
    expect(await stageOf(proposal.id)).toBe("installation_booked");

    const again = await post(site.app.url, `/api/proposals/${proposal.token}/install`, {
      start: offered.body.slots[1]!.start,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("already_booked");

    const mail = await oneMail(site, proposal.lead.email, /installation is booked/);
    const invite = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    expect(invite).toBeDefined();
    const event = Object.values(ical.sync.parseICS(invite!.content.toString())).find(
      (e): e is VEvent => e?.type === "VEVENT",
    )!;
    expect(event.start.toISOString()).toBe(new Date(slot.start).toISOString());
    expect(event.end?.toISOString()).toBe(new Date(slot.end).toISOString());
    expect(mail.text).toContain(`https://amberwood.test/proposal/${proposal.token}`);

    // Staff cannot undo the installation's own move: the order would stand at Arrived with an installation booked.
    const office = createOrderOffice(proposalDeps(parseEnv({ ...site.env, NODE_ENV: "test" }), site.db));
    expect((await office.summary(proposal.id))?.undoable).toBeNull();
    expect((await office.undo(proposal.id, STAFF, CLIENT)).status).toBe("refused");
    expect(await stageOf(proposal.id)).toBe("installation_booked");

    const reminder = await jobs(proposal.id, INSTALLATION_MAIL_JOBS.reminder);
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.status).toBe("pending");
    expect(Date.parse(reminder[0]!.next_attempt_at)).toBe(Date.parse(slot.start) - 24 * HOUR_MS);
    await eventually(async () => {
      const types = [...site.crm.events.values()].filter((e) => e.data.proposal_id === proposal.id).map((e) => e.type);
      expect(types).toContain("installation.booked");
      expect(types).toContain("order.stage_changed");
    });
  });

  it("drops the reminder when the installation is cancelled, frees its seats and sends the order back to Arrived", async () => {
    const proposal = await orderAt(["ordered", "arrived"]);
    const installations = service();
    const slot = (await installSlots(proposal.token)).body.slots.at(-1)!;
    const booked = await installations.book(proposal.id, slot.start, { staff: STAFF }, "en");
    expect(booked.status).toBe("booked");
    expect((await jobs(proposal.id, INSTALLATION_MAIL_JOBS.reminder))[0]!.status).toBe("pending");
    if (booked.status !== "booked") throw new Error(booked.status);
    const seatsOf = (id: string) =>
      site.db.kysely
        .selectFrom("visit_seats")
        .selectAll()
        .where("visit_kind", "=", "installation")
        .where("visit_id", "=", id)
        .execute();
    const held = await seatsOf(booked.installation.id);
    // One installation place, and the same person through the three hours.
    expect(held.filter((h) => h.pool === "installation")).toHaveLength(1);
    const person = held.filter((h) => h.pool === "people");
    expect(person).toHaveLength(3);
    expect(new Set(person.map((h) => h.seat)).size).toBe(1);

    const moved = await installations.move(
      proposal.id,
      (await installSlots(proposal.token)).body.slots[0]!.start,
      "customer",
      "en",
    );
    expect(moved.status).toBe("moved");
    const afterMove = await jobs(proposal.id, INSTALLATION_MAIL_JOBS.reminder);
    expect(afterMove.map((j) => j.status).sort()).toEqual(["cancelled", "pending"]);

    const cancelled = await installations.cancel(proposal.id, "customer");
    expect(cancelled.status).toBe("cancelled");
    expect((await jobs(proposal.id, INSTALLATION_MAIL_JOBS.reminder)).map((j) => j.status)).toEqual([
      "cancelled",
      "cancelled",
    ]);
    expect(await stageOf(proposal.id)).toBe("arrived");
    expect(await seatsOf(booked.installation.id)).toEqual([]);
    await oneMail(site, proposal.lead.email, /installation on .* is cancelled/);
    // Booked again on the customer's page, as Arrived allows.
    expect((await installations.book(proposal.id, slot.start, "customer", "en")).status).toBe("booked");
  });

  it("holds one person through every hour an installation overlaps, and a full hour refuses an installation", async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await orderAt(["ordered", "arrived"]));
    const consultationSlots = async () =>
      ((await (await fetch(`${site.app.url}/api/booking/slots?days=31`)).json()) as SlotsBody).slots;
    const before = await consultationSlots();
    const hoursOf = (slot: { start: string; end: string }) =>
      before.filter((s) => s.start >= slot.start && s.end <= slot.end);
    // Two untouched installation slots: the second is this one's afternoon or another day's.
    const free = (await installSlots(orders[0]!.token)).body.slots.filter(
      (s) => hoursOf(s).length === 3 && hoursOf(s).every((h) => h.remaining === PEOPLE),
    );
    const [morning, other] = [free[0]!, free[1]!];
    const remainingAt = async (start: string) => (await consultationSlots()).find((s) => s.start === start)?.remaining;
    const book = (token: string, start: string) =>
      post(site.app.url, `/api/proposals/${token}/install`, { start }, { headers: from() });
    const consult = (start: string, n: number) =>
      post(
        site.app.url,
        "/api/bookings",
        {
          start,
          user_name: `Visitor ${n}`,
          user_email: `held${n}-${dialect}@example.com`,
          user_phone: "(213) 555-0100",
          address: "742 Evergreen Terrace, Los Angeles, CA",
          message: "",
        },
        { headers: from() },
      );

    expect((await book(orders[0]!.token, morning.start)).status).toBe(201);
    expect((await book(orders[1]!.token, morning.start)).status).toBe(201);
    // Two installations at a time: the third finds no place, though a person is still free.
    const third = await book(orders[2]!.token, morning.start);
    expect(third.status).toBe(409);
    expect(third.body.error).toBe("slot_taken");
    for (const hour of hoursOf(morning)) expect(await remainingAt(hour.start)).toBe(PEOPLE - AT_A_TIME);

    // The one person left takes a consultation at the middle hour; then that hour is full for everyone.
    const middle = hoursOf(morning)[1]!.start;
    expect((await consult(middle, 1)).status).toBe(201);
    expect((await consult(middle, 2)).status).toBe(409);
    expect(await remainingAt(middle)).toBeUndefined();

    // Consultations filling an hour leave no person for an installation over it.
    const busy = hoursOf(other)[2]!.start;
    for (let n = 3; n < 3 + PEOPLE; n++) expect((await consult(busy, n)).status).toBe(201);
    expect((await installSlots(orders[2]!.token)).body.slots.some((s) => s.start === other.start)).toBe(false);
    const refused = await book(orders[2]!.token, other.start);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("slot_taken");
  });

  it("never puts installations and consultations over capacity when 40 of them race for the same hours", async () => {
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await orderAt(["ordered", "arrived"]));
    const offered = (await installSlots(orders[0]!.token)).body.slots;
    const consultation = (await (await fetch(`${site.app.url}/api/booking/slots?days=31`)).json()) as SlotsBody;
    const hoursOf = (slot: { start: string; end: string }) =>
      consultation.slots.filter((s) => s.start >= slot.start && s.end <= slot.end);
    // Three hours no earlier test used: every seat of them is free.
    const install = offered.find((s) => hoursOf(s).length === 3 && hoursOf(s).every((h) => h.remaining === PEOPLE))!;
    const hours = hoursOf(install).map((s) => s.start);

    const attempts: Promise<{ status: number; body: Record<string, unknown> }>[] = [];
    for (let i = 0; i < 40; i++) {
      if (i % 4 === 0) {
        const order = orders[i / 4]!;
        attempts.push(post(site.app.url, `/api/proposals/${order.token}/install`, { start: install.start }));
      } else {
        attempts.push(
          post(
            site.app.url,
            "/api/bookings",
            {
              start: hours[i % 3]!,
              user_name: `Racer ${i}`,
              user_email: `racer${i}-${dialect}@example.com`,
              user_phone: "(213) 555-0100",
              address: "742 Evergreen Terrace, Los Angeles, CA",
              message: "",
            },
            { headers: from() },
          ),
        );
      }
    }
    const answers = await Promise.all(attempts);
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.error).toBe("slot_taken");
    }
    const installs = await site.db.kysely
      .selectFrom("installations")
      .select("id")
      .where("status", "=", "confirmed")
      .where("start_at", "=", install.start)
      .execute();
    expect(installs.length).toBeLessThanOrEqual(AT_A_TIME);
    for (const hour of hours) {
      const consultations = await site.db.kysely
        .selectFrom("bookings")
        .select("id")
        .where("status", "=", "confirmed")
        .where("start_at", "=", hour)
        .execute();
      // Every person is busy each hour, and no more than every person.
      expect(consultations.length + installs.length).toBe(PEOPLE);
    }
    const won = answers.filter((a) => a.status === 201).length;
    expect(won).toBe(installs.length + 3 * (PEOPLE - installs.length));
    expect((await installSlots(orders[0]!.token)).body.slots.some((s) => s.start === install.start)).toBe(false);
  });
});
