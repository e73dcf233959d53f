import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "../../app/content/business.ts";
import { timeLabel } from "../../app/features/booking/format.ts";
import { leadDetail } from "../../server/admin/lead.ts";
import { bookingFeature } from "../../server/booking/feature.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { RunningServer } from "../../server/main.ts";
import { smsFeature } from "../../server/sms/feature.ts";
import { createStaffTexts } from "../../server/sms/staff.ts";
import { TwilioFake } from "../mocks/twilio-fake.ts";
import { databaseEnv, DIALECTS, eventually, post, startApp } from "./harness.ts";
import { zoneWhereItIs } from "./sms-fixture.ts";
import { postgresForFile } from "./postgres.ts";
import { forFile } from "./for-file.ts";

const pg = postgresForFile();
const twilio = forFile("The Twilio fake", () => new TwilioFake().start());

const SITE_URL = "https://amberwood.test";

let phoneCounter = 0;
/** A new US number per booking, as a person types it, and the E.164 form texts go to. */
function newNumber() {
  const n = String(++phoneCounter).padStart(2, "0");
  return { typed: `(213) 555-01${n}`, e164: `+1213555 01${n}`.replace(" ", "") };
}

let ipCounter = 0;
const fromUnique = () => ({ "X-Forwarded-For": `10.9.${(++ipCounter >> 8) & 255}.${ipCounter & 255}` });

describe.each(DIALECTS)("text messages on %s (issue 35)", (dialect) => {
  let app: RunningServer;
  let db: Db;
  let free: string[];
  const zone = zoneWhereItIs(13);

  beforeAll(async () => {
    const env: Record<string, string> = {
      ...(await databaseEnv(dialect, pg())),
      ...twilio().env(),
      TRUST_PROXY: "1",
      SITE_URL,
      BUSINESS_TIMEZONE: zone,
      BOOKING_MIN_NOTICE_HOURS: "24",
      BOOKING_CAPACITY: "50",
      OUTBOX_POLL_MS: "50",
      OUTBOX_BASE_DELAY_MS: "10",
      OUTBOX_MAX_DELAY_MS: "20",
    };
    app = await startApp(env, [bookingFeature, smsFeature]);
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
    const answer = (await (await fetch(`${app.url}/api/booking/slots?days=31`)).json()) as {
      slots: { start: string }[];
    };
    free = answer.slots.map((s) => s.start);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const book = (phone: string, extra: Record<string, unknown> = {}) => {
    const start = free.shift();
    if (!start) throw new Error("the test ran out of offered slots");
    const body = {
      start,
      user_name: "Rosa Diaz",
      user_email: `rosa${phoneCounter}@example.com`,
      user_phone: phone,
      address: "742 Evergreen Terrace, Los Angeles, CA",
      ...extra,
    };
    return post(app.url, "/api/bookings", body, { headers: fromUnique() });
  };
  const textsTo = (e164: string) => twilio().messages.filter((m) => m.to === e164);
  const consents = (leadId: string) =>
    db.kysely.selectFrom("sms_consents").selectAll().where("lead_id", "=", leadId).execute();
  const messagesOf = (leadId: string) =>
    db.kysely.selectFrom("sms_messages").selectAll().where("lead_id", "=", leadId).orderBy("created_at").execute();

  it("texts the booking's confirmation once, business name first, to the number whose box was ticked", async () => {
    const number = newNumber();
    const res = await book(number.typed, { sms_consent: true });
    expect(res.status).toBe(201);
    const id = String(res.body.id);
    const [text] = await eventually(async () => {
      const sent = textsTo(number.e164);
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(text!.body.startsWith(`${business.name}: your free consultation is booked for `)).toBe(true);
    expect(text!.body).toContain(`${SITE_URL}${String(res.body.manageUrl)}`);
    expect(text!.from).toBe("+13105550100");
    expect(text!.statusCallback).toBe(`${SITE_URL}/api/sms/status`);

    const [consent] = await consents(id);
    expect(consent).toMatchObject({
      phone: number.e164,
      wording: "Text me about my appointment and order (message and data rates may apply; reply STOP to opt out)",
      page: "/api/bookings",
      locale: "en",
      lead_kind: "booking",
    });
    expect(consent!.client_ip).toMatch(/^10\.9\./);
    const stored = await eventually(async () => {
      const rows = await messagesOf(id);
      expect(rows[0]?.provider_sid).toBe(text!.sid);
      return rows;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ direction: "out", status: "queued", purpose: "booking_confirmation" });
  });

  it("sends no text and keeps no consent when the box is not ticked (false by default)", async () => {
    for (const extra of [{}, { sms_consent: false }, { sms_consent: "false" }]) {
      const number = newNumber();
      const res = await book(number.typed, extra);
      expect(res.status).toBe(201);
      const id = String(res.body.id);
      expect(await consents(id)).toEqual([]);
      const jobs = await db.kysely.selectFrom("outbox").select("job").where("lead_id", "=", id).execute();
      expect(jobs.map((j) => j.job)).not.toContain("sms");
      expect(textsTo(number.e164)).toEqual([]);
    }
  });

  it("writes the text in the customer's language", async () => {
    const number = newNumber();
    const res = await book(number.typed, { sms_consent: true, locale: "es" });
    expect(res.status).toBe(201);
    const [text] = await eventually(async () => {
      const sent = textsTo(number.e164);
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(text!.body.startsWith(`${business.name}: su consulta gratuita está agendada: `)).toBe(true);
    expect(text!.body).toContain("/es/book/manage/");
    const [consent] = await consents(String(res.body.id));
    expect(consent!.wording).toMatch(/^Envíenme mensajes de texto/);
    expect(consent!.locale).toBe("es");
  });

  it("refuses a ticked box beside a number no text can reach, and books nothing", async () => {
    const res = await book("(123) 456-7890", { sms_consent: true });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      user_phone: "Please enter a number that can receive texts, or untick the box to be contacted another way",
    });
    const stored = await db.kysely
      .selectFrom("bookings")
      .select("id")
      .where("user_phone", "=", "(123) 456-7890")
      .execute();
    expect(stored).toEqual([]);
  });

  it("retries when Twilio answers 500 and still sends the confirmation only once", async () => {
    const number = newNumber();
    const failuresBefore = twilio().failures;
    twilio().failNext(2);
    const res = await book(number.typed, { sms_consent: true });
    expect(res.status).toBe(201);
    await eventually(async () => expect(textsTo(number.e164)).toHaveLength(1));
    expect(twilio().failures - failuresBefore).toBe(2);
    const id = String(res.body.id);
    const job = await eventually(async () => {
      const row = await db.kysely
        .selectFrom("outbox")
        .selectAll()
        .where("lead_id", "=", id)
        .where("job", "=", "sms")
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("delivered");
      return row;
    });
    expect(job.attempts).toBe(3);
    expect(await messagesOf(id)).toHaveLength(1);
    // The job run again (a lease that ran out after Twilio accepted): the key's row has its sid, nothing is resent.
    await db.kysely
      .updateTable("outbox")
      .set({ status: "pending", next_attempt_at: new Date(0).toISOString() })
      .where("id", "=", job.id)
      .execute();
    await eventually(async () => {
      const row = await db.kysely
        .selectFrom("outbox")
        .select("status")
        .where("id", "=", job.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("delivered");
    });
    expect(textsTo(number.e164)).toHaveLength(1);
    expect(await messagesOf(id)).toHaveLength(1);
  });

  const inbound = `${SITE_URL}/api/sms/inbound`;
  const statusUrl = `${SITE_URL}/api/sms/status`;
  let sidCounter = 0;
  const newSid = () => `SM${dialect}${String(++sidCounter).padStart(24, "0")}`;
  /** A callback as Twilio posts it: signed for the site's public URL, sent to this test server. */
  const callback = (
    publicUrl: string,
    params: Record<string, string>,
    options: Parameters<TwilioFake["post"]>[2] = {},
  ) => twilio().post(app.url + new URL(publicUrl).pathname, params, { signedUrl: publicUrl, ...options });
  const reply = (from: string, body: string, sid = newSid()) =>
    callback(inbound, { MessageSid: sid, AccountSid: twilio().accountSid, From: from, To: "+13105550100", Body: body });
  const bookWithText = async () => {
    const number = newNumber();
    const res = await book(number.typed, { sms_consent: true });
    expect(res.status).toBe(201);
    await eventually(async () => expect(textsTo(number.e164)).toHaveLength(1));
    return { number, id: String(res.body.id) };
  };

  it("takes a reply signed by Twilio: 200 with empty TwiML, once per MessageSid, in the thread of the customer's lead", async () => {
    const { number, id } = await bookWithText();
    const sid = newSid();
    const first = await reply(number.e164, "Can we make it 10?", sid);
    expect(first.status).toBe(200);
    expect(first.contentType).toMatch(/^text\/xml/);
    expect(first.body).toMatch(/<Response\/>$/);
    const again = await reply(number.e164, "Can we make it 10?", sid);
    expect(again.status).toBe(200);
    const thread = await messagesOf(id);
    expect(thread.map((m) => [m.direction, m.body])).toEqual([
      ["out", expect.stringContaining("is booked")],
      ["in", "Can we make it 10?"],
    ]);
    expect(thread[1]).toMatchObject({
      status: "received",
      provider_sid: sid,
      phone: number.e164,
      lead_kind: "booking",
    });
    // Staff see the thread on the lead's page, oldest first.
    const detail = await leadDetail(db.kysely, "booking", id, { timeZone: "UTC", photoUrl: () => "" });
    expect(detail!.texts.map((t) => [t.direction, t.body, t.status])).toEqual([
      ["out", expect.stringContaining("is booked"), "queued"],
      ["in", "Can we make it 10?", "received"],
    ]);
  });

  it("refuses a callback whose signature is missing, made with another token or for another URL: 403, nothing kept", async () => {
    const { number, id } = await bookWithText();
    const params = { MessageSid: newSid(), From: number.e164, To: "+13105550100", Body: "Hello?" };
    const refusals = [
      await callback(inbound, params, { signature: null }),
      await callback(inbound, params, { token: "not-the-auth-token" }),
      await callback(inbound, params, { signedUrl: "https://elsewhere.test/api/sms/inbound" }),
      // Signed for the address the server listens on rather than its public one.
      await callback(inbound, params, { signedUrl: `${app.url}/api/sms/inbound` }),
      await callback(
        statusUrl,
        { MessageSid: textsTo(number.e164)[0]!.sid, MessageStatus: "failed" },
        { signature: null },
      ),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    const thread = await messagesOf(id);
    expect(thread.map((m) => m.direction)).toEqual(["out"]);
    expect(thread[0]!.status).toBe("queued");
  });

  it("keeps each text's delivery status from Twilio's callbacks, never moving back, once per report", async () => {
    const { number, id } = await bookWithText();
    const sid = textsTo(number.e164)[0]!.sid;
    const status = async (MessageStatus: string, ErrorCode = "") => {
      const res = await callback(statusUrl, {
        MessageSid: sid,
        MessageStatus,
        ErrorCode,
        AccountSid: twilio().accountSid,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatch(/<Response\/>$/);
      return (await messagesOf(id))[0]!;
    };
    expect((await status("sent")).status).toBe("sent");
    expect((await status("sent")).status).toBe("sent");
    expect(await status("undelivered", "30003")).toMatchObject({ status: "undelivered", error_code: "30003" });
    // A late "sent" after the final report changes nothing.
    expect(await status("sent")).toMatchObject({ status: "undelivered", error_code: "30003" });
  });

  it("keeps a delivery status that arrives before Twilio's answer to the send, and applies it once the answer is stored", async () => {
    const number = newNumber();
    const early: string[] = [];
    twilio().beforeAnswer = async (text) => {
      twilio().beforeAnswer = undefined;
      // Callback first, answer second: the site has no sid for this text yet. Posted twice, kept once.
      for (const MessageStatus of ["sent", "delivered", "delivered"]) {
        const res = await callback(statusUrl, { MessageSid: text.sid, MessageStatus, AccountSid: twilio().accountSid });
        expect(res.status).toBe(200);
      }
      const kept = await db.kysely
        .selectFrom("sms_early_statuses")
        .select("status")
        .where("provider_sid", "=", text.sid)
        .execute();
      early.push(...kept.map((row) => row.status).sort());
    };
    const res = await book(number.typed, { sms_consent: true });
    expect(res.status).toBe(201);
    const [text] = await eventually(async () => {
      const sent = textsTo(number.e164);
      expect(sent).toHaveLength(1);
      return sent;
    });
    // Kept while the site waited for the answer: each status once.
    await eventually(async () => expect(early).toEqual(["delivered", "sent"]));
    const stored = await eventually(async () => {
      const [row] = await messagesOf(String(res.body.id));
      expect(row).toMatchObject({ provider_sid: text!.sid, status: "delivered" });
      return row!;
    });
    expect(stored.status).toBe("delivered");
    // Applied once: nothing is left waiting, and a late "sent" changes nothing.
    await eventually(async () => {
      const left = await db.kysely
        .selectFrom("sms_early_statuses")
        .selectAll()
        .where("provider_sid", "=", text!.sid)
        .execute();
      expect(left).toEqual([]);
    });
    await callback(statusUrl, { MessageSid: text!.sid, MessageStatus: "sent", AccountSid: twilio().accountSid });
    expect((await messagesOf(String(res.body.id)))[0]!.status).toBe("delivered");
  });

  it("sends nothing more to a number that replied STOP, until it replies START", async () => {
    const number = newNumber();
    const first = await book(number.typed, { sms_consent: true });
    await eventually(async () => expect(textsTo(number.e164)).toHaveLength(1));
    expect((await reply(number.e164, "  stop ")).status).toBe(200);
    const optOut = await db.kysely.selectFrom("sms_opt_outs").selectAll().where("phone", "=", number.e164).execute();
    expect(optOut).toHaveLength(1);

    // A second booking with the box ticked again: its confirmation job runs and sends nothing.
    const second = await book(number.typed, { sms_consent: true, user_email: "rosa.second@example.com" });
    expect(second.status).toBe(201);
    await eventually(async () => {
      const job = await db.kysely
        .selectFrom("outbox")
        .select("status")
        .where("lead_id", "=", String(second.body.id))
        .where("job", "=", "sms")
        .executeTakeFirstOrThrow();
      expect(job.status).toBe("delivered");
    });
    expect(textsTo(number.e164)).toHaveLength(1);

    expect((await reply(number.e164, "START")).status).toBe(200);
    expect(await db.kysely.selectFrom("sms_opt_outs").selectAll().where("phone", "=", number.e164).execute()).toEqual(
      [],
    );
    const third = await book(number.typed, { sms_consent: true, user_email: "rosa.third@example.com" });
    expect(third.status).toBe(201);
    await eventually(async () => expect(textsTo(number.e164)).toHaveLength(2));
    expect(String(first.body.id)).not.toBe(String(third.body.id));
  });

  /** The answer to `word` sent from a number that booked with texts on: the second text that number gets. */
  const answerTo = async (number: { e164: string }, word: string) => {
    expect((await reply(number.e164, word)).status).toBe(200);
    const [, answer] = await eventually(async () => {
      const sent = textsTo(number.e164);
      expect(sent).toHaveLength(2);
      return sent;
    });
    return answer!.body;
  };

  it("answers HELP with the business's name and phone", async () => {
    const { number } = await bookWithText();
    expect(await answerTo(number, "help")).toBe(
      `${business.name}: texts about your consultation and order. Call us at ${business.phones[0]!.display}. Reply STOP to opt out.`,
    );
  });

  it("answers AYUDA in Spanish, even when the number's lead is in English, and opts the number out on PARAR", async () => {
    const { number } = await bookWithText();
    expect(await answerTo(number, "Ayuda")).toBe(
      `${business.name}: mensajes sobre su consulta y su pedido. Llámenos al ${business.phones[0]!.display}. Responda STOP para no recibir más.`,
    );
    expect((await reply(number.e164, " parar ")).status).toBe(200);
    const optOut = await db.kysely.selectFrom("sms_opt_outs").selectAll().where("phone", "=", number.e164).execute();
    expect(optOut.map((row) => row.keyword)).toEqual(["PARAR"]);
  });

  it("keeps a keyword from a number no lead has outside any lead's thread (other texts make a text lead)", async () => {
    const sid = newSid();
    expect((await reply("+14155550123", "Help", sid)).status).toBe(200);
    const row = await db.kysely
      .selectFrom("sms_messages")
      .selectAll()
      .where("provider_sid", "=", sid)
      .executeTakeFirst();
    expect(row).toMatchObject({ direction: "in", lead_id: null, body: "Help" });
  });

  it("queues the reminder texts for the visit's time, makes them again when it moves, drops them when it is cancelled; texts the move and the cancellation", async () => {
    const number = newNumber();
    const res = await book(number.typed, { sms_consent: true });
    expect(res.status).toBe(201);
    const id = String(res.body.id);
    const token = String(res.body.manageUrl).replace("/book/manage/", "");
    const reminders = () =>
      db.kysely
        .selectFrom("outbox")
        .select(["status", "payload", "next_attempt_at"])
        .where("lead_id", "=", id)
        .where("job", "=", "sms_reminder")
        .orderBy("created_at")
        .orderBy("next_attempt_at")
        .execute();
    const keysOf = (rows: Awaited<ReturnType<typeof reminders>>, status: string) =>
      rows.filter((r) => r.status === status).map((r) => (JSON.parse(r.payload) as { key: string }).key);
    const start = String(res.body.start);
    const first = await reminders();
    expect(keysOf(first, "pending").sort()).toEqual(
      [`booking:${id}:reminder24h:${start}`, `booking:${id}:reminder2h:${start}`].sort(),
    );
    // Neither is sent yet: each waits for its time, never after the visit has begun.
    for (const row of first) expect(Date.parse(row.next_attempt_at)).toBeLessThan(Date.parse(start));
    expect(Math.min(...first.map((r) => Date.parse(r.next_attempt_at)))).toBe(Date.parse(start) - 24 * 3_600_000);

    const to = free.shift()!;
    const moved = await post(
      app.url,
      `/api/bookings/manage/${token}/reschedule`,
      { start: to },
      { headers: fromUnique() },
    );
    expect(moved.status).toBe(200);
    const afterMove = await reminders();
    expect(keysOf(afterMove, "cancelled").sort()).toEqual(keysOf(first, "pending").sort());
    expect(keysOf(afterMove, "pending").sort()).toEqual(
      [`booking:${id}:reminder24h:${to}`, `booking:${id}:reminder2h:${to}`].sort(),
    );

    const cancelled = await post(app.url, `/api/bookings/manage/${token}/cancel`, {}, { headers: fromUnique() });
    expect(cancelled.status).toBe(200);
    const afterCancel = await reminders();
    expect(keysOf(afterCancel, "pending")).toEqual([]);
    expect(afterCancel.filter((r) => r.status === "cancelled")).toHaveLength(4);
    // No reminder went out; the confirmation, the move and the cancellation did, each once, business name first.
    const sent = await eventually(async () => {
      const texts = textsTo(number.e164);
      expect(texts).toHaveLength(3);
      return texts;
    });
    expect(sent.map((t) => t.body.slice(0, business.name.length + 1))).toEqual(Array(3).fill(`${business.name}:`));
    // The move's and the cancellation's texts may reach Twilio in either order (the outbox sends due jobs together).
    const bodies = sent.map((t) => t.body);
    expect(bodies.filter((b) => b.includes("your free consultation is moved to "))).toHaveLength(1);
    expect(bodies.filter((b) => b.includes(") is cancelled. To book another time: "))).toHaveLength(1);
    const purposes = (await messagesOf(id)).map((m) => m.purpose).sort();
    expect(purposes).toEqual(["booking_cancelled", "booking_confirmation", "booking_moved"]);
  });

  // Staff's side (issue 35): "on my way" from the agenda, answers from the lead page, a failed text sent again.
  const staffTexts = () => createStaffTexts({ db, settings: { enabled: true, timeZone: zone } });
  const STAFF = "owner@example.com";

  it("texts 'on my way' with the arrival time once per visit however often it is tapped, only with consent", async () => {
    const { number, id } = await bookWithText();
    const texts = staffTexts();
    const before = Date.now();
    expect(await texts.onMyWay(id, 20, STAFF, "10.0.0.1")).toMatchObject({ ok: true });
    expect(await texts.onMyWay(id, 20, STAFF, "10.0.0.1")).toMatchObject({ ok: true });
    const sent = await eventually(async () => {
      const all = textsTo(number.e164);
      expect(all).toHaveLength(2);
      return all[1]!;
    });
    expect(sent.body).toMatch(new RegExp(`^${business.name}: your designer is on the way and should arrive at about `));
    // The arrival time is about 20 minutes from the tap, in the business's zone.
    const eta = timeLabel(new Date(before + 20 * 60_000).toISOString(), zone);
    const later = timeLabel(new Date(before + 21 * 60_000).toISOString(), zone);
    expect([eta, later].some((label) => sent.body.includes(label))).toBe(true);
    // The second tap's job ends without a second text.
    await new Promise((r) => setTimeout(r, 300));
    expect(textsTo(number.e164)).toHaveLength(2);
    expect((await messagesOf(id)).filter((m) => m.purpose === "on_my_way")).toHaveLength(1);

    const plain = await book(newNumber().typed);
    const refused = await texts.onMyWay(String(plain.body.id), 20, STAFF, "10.0.0.1");
    expect(refused).toEqual({ ok: false, message: "Rosa Diaz did not agree to texts: call them instead." });
    expect(await texts.onMyWay(id, 7, STAFF, "10.0.0.1")).toMatchObject({ ok: false });
  });

  it("sends staff's answer to a lead's number within consent, business name first; none after STOP", async () => {
    const { number, id } = await bookWithText();
    await reply(number.e164, "Can we make it 10?");
    const texts = staffTexts();
    expect(await texts.unread()).toBeGreaterThanOrEqual(1);
    const answered = await texts.reply("booking", id, "  Yes, 10 am works. See you then!  ", STAFF, "10.0.0.1");
    expect(answered.ok).toBe(true);
    const sent = await eventually(async () => {
      const all = textsTo(number.e164);
      expect(all).toHaveLength(2);
      return all[1]!;
    });
    expect(sent.body).toBe(`${business.name}: Yes, 10 am works. See you then!`);
    const thread = (await messagesOf(id)).map((m) => [m.direction, m.purpose]);
    expect(thread).toEqual([
      ["out", "booking_confirmation"],
      ["in", "reply"],
      ["out", "staff_reply"],
    ]);
    expect(await texts.reply("booking", id, "   ", STAFF, "10.0.0.1")).toMatchObject({ ok: false });
    expect(await texts.reply("booking", id, "x".repeat(601), STAFF, "10.0.0.1")).toMatchObject({ ok: false });

    await reply(number.e164, "STOP");
    expect(await texts.reply("booking", id, "Are you there?", STAFF, "10.0.0.1")).toEqual({
      ok: false,
      message: "This number replied STOP: it gets no texts until it sends START.",
    });
    const plain = await book(newNumber().typed);
    expect(await texts.reply("booking", String(plain.body.id), "Hello", STAFF, "10.0.0.1")).toMatchObject({
      ok: false,
    });
  });

  it("counts the replies nobody has read, until the lead's texts are read", async () => {
    const { number, id } = await bookWithText();
    const texts = staffTexts();
    const before = await texts.unread();
    await reply(number.e164, "Is parking on the street fine?");
    await reply(number.e164, "Also, the gate code is 1234");
    expect(await texts.unread()).toBe(before + 2);
    await texts.markRead("booking", id);
    expect(await texts.unread()).toBe(before);
  });

  it("sends a failed text again once when staff ask, and refuses one that was delivered", async () => {
    const { number, id } = await bookWithText();
    const [first] = await eventually(async () => {
      const rows = await messagesOf(id);
      expect(rows[0]?.provider_sid).toBeTruthy();
      return rows;
    });
    const report = (MessageStatus: string, ErrorCode = "") =>
      callback(statusUrl, {
        MessageSid: first!.provider_sid!,
        MessageStatus,
        ErrorCode,
        AccountSid: twilio().accountSid,
      });
    expect((await report("failed", "30005")).status).toBe(200);
    const texts = staffTexts();
    expect(await texts.sendAgain(first!.id, STAFF, "10.0.0.1")).toMatchObject({ ok: true });
    expect(await texts.sendAgain(first!.id, STAFF, "10.0.0.1")).toMatchObject({ ok: true });
    await eventually(async () => expect(textsTo(number.e164)).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 300));
    expect(textsTo(number.e164)).toHaveLength(2);
    expect(textsTo(number.e164)[1]!.body).toBe(textsTo(number.e164)[0]!.body);
    const again = (await messagesOf(id)).filter((m) => m.id !== first!.id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ purpose: "booking_confirmation", direction: "out" });
    expect(await texts.sendAgain(again[0]!.id, STAFF, "10.0.0.1")).toEqual({
      ok: false,
      message: "Only a text that failed or was not delivered is sent again.",
    });
  });
});
