import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database.ts";
import type { OutboxJob } from "../../server/jobs/queue.ts";
import { AnotherRunSendingError, smsHandler } from "../../server/sms/handler.ts";
import { outgoingTextRow, type OutgoingState, type TextPayload } from "../../server/sms/texts.ts";
import { sendViaTwilio, type TwilioSettings } from "../../server/sms/twilio.ts";
import { TwilioFake } from "../mocks/twilio-fake.ts";
import { databaseEnv, DIALECTS } from "./harness.ts";
import { postgresForFile } from "./postgres.ts";
import { forFile } from "./for-file.ts";

const pg = postgresForFile();
const twilio = forFile("The Twilio fake", () => new TwilioFake().start());

let numberCounter = 0;
/** A run that died while sending left its attempt at least a lease ago (two minutes by default): half a minute here. */
const diedAt = () => new Date(Date.now() - 30_000);

/** A new number per test, so the one fake serves both databases without their texts mixing. */
const newNumber = () => `+1213555${String(2000 + ++numberCounter)}`;

/**
 * Issue 35: a text is never sent twice, even when the server dies after Twilio accepted the text and before the row
 * stored Twilio's sid. Such a run leaves the key's row marked "sending" without a sid; the job's next run asks Twilio's
 * list of Messages before sending again.
 */
describe.each(DIALECTS)("a text job run again after a crash on %s (issue 35)", (dialect) => {
  let db: Db;
  let settings: TwilioSettings;

  beforeAll(async () => {
    const env = await databaseEnv(dialect, pg());
    db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
    settings = {
      ...(twilio().env() as Pick<TwilioSettings, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM">),
      TWILIO_API_BASE: twilio().url,
      TWILIO_MESSAGING_SERVICE_SID: "",
      SITE_URL: "https://amberwood.test",
    };
  });
  afterAll(async () => {
    await db?.close();
  });

  const textsTo = (phone: string) => twilio().messages.filter((m) => m.to === phone);
  const rowOf = (key: string) =>
    db.kysely.selectFrom("sms_messages").selectAll().where("idempotency_key", "=", key).executeTakeFirstOrThrow();

  /** An outgoing text's row, made at `at` for `job`'s text, in the state `state` says. */
  async function insertOutgoing(at: Date, text: TextPayload, job: OutboxJob, state: OutgoingState) {
    await db.kysely
      .insertInto("sms_messages")
      .values(outgoingTextRow(text, job, at.toISOString(), state))
      .execute();
  }

  /** A text job, and the key's row as a run that died after marking it left it: "sending" since `attemptAt`. */
  async function diedWhileSending(attemptAt: Date) {
    const phone = newNumber();
    const text: TextPayload = {
      phone,
      body: "Amberwood Blinds: your free consultation is booked for Tuesday at 10:00 AM.",
      purpose: "booking_confirmation",
      key: `booking:${randomUUID()}:confirmation`,
    };
    const job: OutboxJob = {
      id: randomUUID(),
      created_at: attemptAt.toISOString(),
      job: "sms",
      lead_kind: "booking",
      lead_id: randomUUID(),
      payload: JSON.stringify(text),
      status: "sending",
      attempts: 1,
      next_attempt_at: attemptAt.toISOString(),
      locked_until: null,
      last_error: null,
      delivered_at: null,
    };
    await insertOutgoing(attemptAt, text, job, { status: "sending", error_code: null, provider_sid: null });
    return { text, job };
  }

  it("adopts the text Twilio accepted before the run died: exactly one text, and the row gets its sid", async () => {
    const { text, job } = await diedWhileSending(diedAt());
    // The first run reached Twilio, which accepted the text; the run died before storing the answer.
    const accepted = await sendViaTwilio(settings, { to: text.phone, body: text.body });
    const listsBefore = twilio().lists;

    await smsHandler(db, settings)(job);

    expect(textsTo(text.phone)).toHaveLength(1);
    expect(twilio().lists - listsBefore).toBe(1);
    expect(await rowOf(text.key)).toMatchObject({ provider_sid: accepted.sid, status: "sent" });
    // A further run finds the sid and neither asks nor sends.
    await smsHandler(db, settings)(job);
    expect(textsTo(text.phone)).toHaveLength(1);
    expect(twilio().lists - listsBefore).toBe(1);
  });

  it("adopts the text Twilio accepted and still holds in its queue, not yet sent: exactly one text", async () => {
    const { text, job } = await diedWhileSending(diedAt());
    // Twilio accepted the text and queues it (a burst, its rate per number): it has no date_sent yet.
    twilio().queueing = true;
    try {
      const accepted = await sendViaTwilio(settings, { to: text.phone, body: text.body });
      await smsHandler(db, settings)(job);
      expect(textsTo(text.phone)).toHaveLength(1);
      expect(await rowOf(text.key)).toMatchObject({ provider_sid: accepted.sid, status: "queued" });
    } finally {
      twilio().queueing = false;
    }
  });

  it("sends the text once when Twilio holds none of that attempt: none at all, an older one, or another row's", async () => {
    const attemptAt = diedAt();
    const { text, job } = await diedWhileSending(attemptAt);
    // The same words to the same number two minutes before the attempt: an earlier text, not this attempt's.
    twilio().messages.push({
      sid: `SMolder${dialect}${numberCounter}`,
      to: text.phone,
      from: "+13105550100",
      messagingServiceSid: "",
      body: text.body,
      statusCallback: "",
      createdAt: new Date(attemptAt.getTime() - 120_000),
    });
    // The same words after the attempt, but another row's ("send again" repeats a failed text's words).
    const other = await sendViaTwilio(settings, { to: text.phone, body: text.body });
    await insertOutgoing(
      attemptAt,
      { ...text, key: `${text.key}:again` },
      { ...job, id: randomUUID() },
      { status: "failed", error_code: "30005", provider_sid: other.sid },
    );

    await smsHandler(db, settings)(job);

    const sent = textsTo(text.phone);
    expect(sent).toHaveLength(3);
    const row = await rowOf(text.key);
    expect(row.provider_sid).toBe(sent[2]!.sid);
    expect(row.status).toBe("queued");
  });

  it("marks the text failed, for staff to send again, when Twilio refuses it for good", async () => {
    const { text, job } = await diedWhileSending(diedAt());
    // No sender: Twilio answers 400, which no retry can change.
    const noSender = { ...settings, TWILIO_FROM: "" };

    await expect(smsHandler(db, noSender)(job)).rejects.toMatchObject({ name: "PermanentDeliveryError" });

    expect(textsTo(text.phone)).toHaveLength(0);
    expect(await rowOf(text.key)).toMatchObject({ provider_sid: null, status: "failed" });
  });

  it("fails the job without sending when Twilio's list cannot be read, and sends once when it can", async () => {
    const { text, job } = await diedWhileSending(diedAt());
    twilio().failListNext(1);

    await expect(smsHandler(db, settings)(job)).rejects.toThrow(/list of texts/);
    expect(textsTo(text.phone)).toEqual([]);
    expect(await rowOf(text.key)).toMatchObject({ provider_sid: null, status: "sending" });

    // The outbox retries the job: Twilio answers the list now, holds nothing, and the text goes out once.
    await smsHandler(db, settings)(job);
    const sent = textsTo(text.phone);
    expect(sent).toHaveLength(1);
    expect((await rowOf(text.key)).provider_sid).toBe(sent[0]!.sid);
  });

  /** A text job whose key has no row yet, as the outbox hands it to a run. */
  function freshJob() {
    const text: TextPayload = {
      phone: newNumber(),
      body: "Amberwood Blinds: your installer is on the way.",
      purpose: "installer_on_the_way",
      key: `installation:${randomUUID()}:on-the-way`,
    };
    const job: OutboxJob = {
      id: randomUUID(),
      created_at: new Date().toISOString(),
      job: "sms",
      lead_kind: "installation",
      lead_id: randomUUID(),
      payload: JSON.stringify(text),
      status: "sending",
      attempts: 1,
      next_attempt_at: new Date().toISOString(),
      locked_until: null,
      last_error: null,
      delivered_at: null,
    };
    return { text, job };
  }

  it("sends one text when two runs of the same job start at once; the other stops without sending", async () => {
    const { text, job } = freshJob();

    const runs = await Promise.allSettled([smsHandler(db, settings)(job), smsHandler(db, settings)(job)]);

    const sent = textsTo(text.phone);
    expect(sent).toHaveLength(1);
    expect((await rowOf(text.key)).provider_sid).toBe(sent[0]!.sid);
    for (const run of runs) {
      if (run.status === "rejected") expect(run.reason).toBeInstanceOf(AnotherRunSendingError);
    }
  });

  it("a run that finds the first still waiting on Twilio waits for it and sends nothing more", async () => {
    const { text, job } = freshJob();
    // The outbox hands the job out again while the first run waits on a slow Twilio (its lease ran out).
    const attemptWindowMs = 1_500;
    let second: Promise<void> | undefined;
    twilio().beforeAccept = async () => {
      twilio().beforeAccept = undefined;
      second = smsHandler(db, settings, { attemptWindowMs })(job);
      await new Promise((resolve) => setTimeout(resolve, 500));
    };

    await smsHandler(db, settings, { attemptWindowMs })(job);
    await second;

    const sent = textsTo(text.phone);
    expect(sent).toHaveLength(1);
    expect(await rowOf(text.key)).toMatchObject({ provider_sid: sent[0]!.sid, status: "queued" });
  });
});
