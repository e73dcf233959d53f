/**
 * An order's installation texts the customer as a consultation does (issue 35; decision 0023) when their lead agreed
 * to texts: its confirmation, reminders 24 and 2 hours before, its move and its cancellation — the reminders made
 * again for the new time when it moves and dropped when it is cancelled.
 */
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "../../app/content/business.ts";
import { bookingFeature } from "../../server/booking/feature.ts";
import { installationsFeature } from "../../server/installations/feature.ts";
import { TwilioFake } from "../mocks/twilio-fake.ts";
import { DIALECTS, eventually } from "./harness.ts";
import { installationService, orderAt, startProposalSite, type ProposalSite } from "./proposals-fixture.ts";
import { postgresForFile } from "./postgres.ts";
import { forFile } from "./for-file.ts";
import { zoneWhereItIs } from "./sms-fixture.ts";

const pg = postgresForFile();
const twilio = forFile("The Twilio fake", () => new TwilioFake().start());

type SlotsBody = { slots: { start: string; end: string }[] };
type Payload = { key: string; body: string; purpose: string };

describe.each(DIALECTS)("installation texts on %s (issue 35)", (dialect) => {
  let site: ProposalSite;
  // The business's day, whatever the hour the test runs: texts due now are not held for the quiet hours.
  const zone = zoneWhereItIs(13);
  /** A visit from 10 am local: neither reminder falls in the quiet hours. */
  const daytime = (slot: { start: string }) => DateTime.fromISO(slot.start, { zone }).hour >= 10;
  const phone =
    dialect === "sqlite"
      ? { typed: "(213) 555-0161", e164: "+12135550161" }
      : { typed: "(213) 555-0162", e164: "+12135550162" };
  beforeAll(async () => {
    site = await startProposalSite(
      dialect,
      pg(),
      {
        ...twilio().env(),
        BUSINESS_TIMEZONE: zone,
        BOOKING_SLOT_MINUTES: "60",
        BOOKING_CAPACITY: "3",
        BOOKING_MIN_NOTICE_HOURS: "48",
        INSTALL_SLOT_MINUTES: "180",
        INSTALL_CAPACITY: "2",
      },
      [bookingFeature, installationsFeature],
    );
  });
  afterAll(async () => {
    await site?.stop();
  });

  /** The installation service on the site's database with texts on, as the back office reaches it. */
  const service = (nowMs: number) =>
    installationService(site, {
      crm: false,
      texts: { texts: true, timeZone: zone, siteUrl: site.env.SITE_URL! },
      now: () => nowMs,
    });

  /** An order at Arrived whose quote lead ticked the "Text me…" box (or not). */
  async function arrivedOrder(smsConsent: boolean) {
    const number = smsConsent ? phone.typed : "(213) 555-0199";
    const proposal = await orderAt(site, ["ordered", "arrived"], { sms_consent: smsConsent, user_phone: number });
    const slots = (await (
      await fetch(`${site.app.url}/api/proposals/${proposal.token}/install-slots?days=31`)
    ).json()) as SlotsBody;
    return { proposal, leadId: proposal.lead.id, slots: slots.slots };
  }

  const textJobs = async (leadId: string) => {
    const rows = await site.db.kysely
      .selectFrom("outbox")
      .select(["job", "status", "payload", "next_attempt_at"])
      .where("lead_kind", "=", "quote")
      .where("lead_id", "=", leadId)
      .where("job", "in", ["sms", "sms_installation_reminder"])
      .orderBy("created_at")
      .execute();
    return rows.map((row) => ({ ...row, text: JSON.parse(row.payload) as Payload }));
  };
  const keys = (rows: Awaited<ReturnType<typeof textJobs>>, job: string, status: string) =>
    rows
      .filter((r) => r.job === job && r.status === status)
      .map((r) => r.text.key)
      .sort();

  it("texts the booking, reminds 24 h and 2 h before, makes the reminders again when it moves and drops them when it is cancelled", async () => {
    const { proposal, leadId, slots } = await arrivedOrder(true);
    const first = slots.find(daytime)!;
    const later = slots.filter(daytime).at(-1)!;
    const nowMs = Date.now();
    const installations = service(nowMs);
    const booked = await installations.book(proposal.id, first.start, "customer", "en");
    if (booked.status !== "booked") throw new Error(booked.status);
    const id = booked.installation.id;

    const afterBooking = await textJobs(leadId);
    expect(keys(afterBooking, "sms_installation_reminder", "pending")).toEqual(
      [`installation:${id}:reminder24h:${first.start}`, `installation:${id}:reminder2h:${first.start}`].sort(),
    );
    const reminders = afterBooking.filter((r) => r.job === "sms_installation_reminder");
    expect(reminders.map((r) => Date.parse(r.next_attempt_at)).sort()).toEqual([
      Date.parse(first.start) - 24 * 3_600_000,
      Date.parse(first.start) - 2 * 3_600_000,
    ]);
    expect(reminders[0]!.text.body).toMatch(
      new RegExp(
        `^${business.name}: a reminder of the installation of order P-[0-9A-F]+, .+ To reschedule or cancel: `,
      ),
    );

    expect((await installations.move(proposal.id, later.start, "customer", "en")).status).toBe("moved");
    const afterMove = await textJobs(leadId);
    expect(keys(afterMove, "sms_installation_reminder", "cancelled")).toEqual(
      keys(afterBooking, "sms_installation_reminder", "pending"),
    );
    expect(keys(afterMove, "sms_installation_reminder", "pending")).toEqual(
      [`installation:${id}:reminder24h:${later.start}`, `installation:${id}:reminder2h:${later.start}`].sort(),
    );

    expect((await installations.cancel(proposal.id, "customer")).status).toBe("cancelled");
    const afterCancel = await textJobs(leadId);
    expect(keys(afterCancel, "sms_installation_reminder", "pending")).toEqual([]);
    expect(afterCancel.filter((r) => r.job === "sms_installation_reminder" && r.status === "cancelled")).toHaveLength(
      4,
    );

    // The order's own text when staff marked it Arrived went before; then the booking, the move and the cancellation
    // reach the customer's number once each, business name first.
    const installationText = `${business.name}: the installation of order `;
    const sent = await eventually(async () => {
      const texts = twilio().messages.filter((m) => m.to === phone.e164 && m.body.startsWith(installationText));
      expect(texts).toHaveLength(3);
      return texts.map((t) => t.body);
    });
    const link = `https://amberwood.test/proposal/${proposal.token}`;
    expect(sent.filter((b) => b.includes(" is booked for ") && b.endsWith(link))).toHaveLength(1);
    expect(sent.filter((b) => b.includes(" is moved to "))).toHaveLength(1);
    expect(sent.filter((b) => b.includes(") is cancelled. To choose another time: "))).toHaveLength(1);
    const thread = await site.db.kysely
      .selectFrom("sms_messages")
      .select("purpose")
      .where("lead_kind", "=", "quote")
      .where("lead_id", "=", leadId)
      .where("purpose", "like", "installation%")
      .execute();
    // In the lead's thread beside its proposal's and order's texts.
    expect(thread.map((m) => m.purpose).sort()).toEqual([
      "installation_booked",
      "installation_cancelled",
      "installation_moved",
    ]);
  });

  it("sends no installation text to a customer who did not tick the box", async () => {
    const { proposal, leadId, slots } = await arrivedOrder(false);
    const booked = await service(Date.now()).book(proposal.id, slots[0]!.start, "customer", "en");
    expect(booked.status).toBe("booked");
    expect(await textJobs(leadId)).toEqual([]);
  });
});
