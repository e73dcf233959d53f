import path from "node:path";
import { openDatabase, type Db } from "../server/db/database.ts";
import { INBOUND_PATH } from "../server/sms/twilio.ts";
import { TwilioFake } from "../tests/mocks/twilio-fake.ts";
import { apiOnly, fixed, sleep, startSite, tempDir } from "./bench-common.ts";
import { attempt, crashRow, mark, underCrash, type Attempt } from "./bench-crash.ts";

/**
 * Scenario 7 of `npm run bench:faults` (issue 38): a burst of text messages going out through the outbox while the
 * server is killed with SIGKILL and started again. Clients post Twilio's signed inbound webhook, each a new number
 * texting HELP (a new MessageSid each); the site answers every HELP with a text queued in the outbox at once, night or
 * day, which the outbox sends to the Twilio fake on loopback. After the restart and a drain, the fake is asked: every
 * stored HELP answered (0 lost), no text sent twice (To and Body, each number's answer being its own), and the
 * database: each MessageSid stored once.
 */
export type TextCrashOptions = { port: number; crashMs: number; clients: number; tag: string };

type Delivery = Attempt & { sid: string };

/** Outbox settings of the run: a short lease, so a job the kill left leased is taken up again within seconds. */
const OUTBOX_ENV = { OUTBOX_POLL_MS: "100", OUTBOX_LEASE_S: "5", OUTBOX_BASE_DELAY_MS: "500" };
const DRAIN_TIMEOUT_MS = 60_000;

export async function textBurstCrash(options: TextCrashOptions) {
  const twilio = await new TwilioFake().start();
  const sqlitePath = path.join(tempDir("bench-faults-texts"), "site.sqlite");
  const env = { ...apiOnly(), SQLITE_PATH: sqlitePath, LOG_LEVEL: "error", ...twilio.env(), ...OUTBOX_ENV };
  const sidPrefix = `SMhelp${options.tag}`;
  const numberOf = (n: number) => `+1213${String(5_500_000 + n)}`;
  // When each text reached the fake (it keeps none): a text sent twice is placed against the kill.
  const arrivals: number[] = [];
  const stamp = setInterval(() => {
    while (arrivals.length < twilio.messages.length) arrivals.push(Date.now());
  }, 10);
  try {
    const run = await underCrash<Delivery>(options, env, options.clients, async (url) => {
      const inbound = new URL(INBOUND_PATH, url).href;
      return async (n) => {
        const params = {
          MessageSid: `${sidPrefix}${n}`,
          AccountSid: twilio.accountSid,
          From: numberOf(n),
          To: "+13105550100",
          Body: "HELP",
        };
        const answer = await attempt(inbound, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "x-twilio-signature": twilio.sign(inbound, params),
          },
          body: new URLSearchParams(params).toString(),
        });
        return { ...answer, sid: params.MessageSid };
      };
    });
    // The server is stopped by now: start it once more so the outbox sends what the kill left behind.
    const stored = await storedHelps(sqlitePath, sidPrefix);
    const drained = await drain(options.port, env, twilio, stored.size);
    const acknowledged = new Set(run.sent.filter((s) => s.status === 200).map((s) => s.sid));
    const texts = twilio.messages.map((t) => `${t.to}\n${t.body}`);
    // The kill: the first request that found the server gone.
    const killedAt = Math.min(...run.sent.filter((s) => s.status === "network error").map((s) => s.at));
    const firstIndex = new Map<string, number>();
    const twice = texts.flatMap((text, i) => {
      const first = firstIndex.get(text);
      if (first === undefined) firstIndex.set(text, i);
      return first === undefined ? [] : [{ first: arrivals[first]! - killedAt, again: arrivals[i]! - killedAt }];
    });
    const answeredNumbers = new Set(twilio.messages.map((t) => t.to));
    const numberOfSid = (sid: string) => numberOf(Number(sid.slice(sidPrefix.length)));
    return {
      ...run,
      acknowledged: acknowledged.size,
      stored: stored.size,
      storedTwice: stored.duplicates,
      lostInbound: [...acknowledged].filter((sid) => !stored.has(sid)).length,
      unanswered: [...stored].filter((sid) => !answeredNumbers.has(numberOfSid(sid))).length,
      texts: twilio.messages.length,
      sentTwice: twice.length,
      twice,
      drainMs: drained,
    };
  } finally {
    clearInterval(stamp);
    await twilio.stop();
  }
}

/** The inbound texts stored with a MessageSid starting `prefix` (a run's own), and how many beyond one per sid. */
export async function storedInbound(db: Db, prefix: string) {
  const rows = await db.kysely
    .selectFrom("sms_messages")
    .select("provider_sid")
    .where("direction", "=", "in")
    .where("provider_sid", "like", `${prefix}%`)
    .execute();
  const sids = new Set(rows.map((r) => r.provider_sid ?? ""));
  return Object.assign(sids, { duplicates: rows.length - sids.size });
}

async function storedHelps(sqlitePath: string, prefix: string) {
  const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: sqlitePath });
  return storedInbound(db, prefix).finally(() => db.close());
}

/** Starts the server again until the fake has `expected` texts (or the drain times out); answers how long it took. */
async function drain(port: number, env: Record<string, string>, twilio: TwilioFake, expected: number) {
  const site = await startSite(port, env);
  const start = Date.now();
  try {
    while (twilio.messages.length < expected && Date.now() - start < DRAIN_TIMEOUT_MS) await sleep(100);
    // A little longer: a text sent twice would arrive after the last first one.
    await sleep(Number(OUTBOX_ENV.OUTBOX_LEASE_S) * 1000 + 1000);
    return Date.now() - start;
  } finally {
    await site.stop();
  }
}

export type TextCrashResult = Awaited<ReturnType<typeof textBurstCrash>>;

/** The scenario's row of the crash table and its verdict. */
export function textCrashReport(r: TextCrashResult) {
  return {
    row: crashRow("text messages", r.sent, r.recovery, false),
    verdict: `Text messages (${r.sent.length} inbound HELP posts, ${r.inFlightAtKill} in flight at the kill): ${r.acknowledged} acknowledged, ${r.stored} stored (each MessageSid ${r.storedTwice === 0 ? "once" : `${r.storedTwice} twice`}) ${mark(r.lostInbound === 0 && r.storedTwice === 0)}; the Twilio fake received ${r.texts} answers: **lost ${r.unanswered}** (a stored HELP never answered) ${mark(r.unanswered === 0)}; **sent twice ${r.sentTwice}** (the same To and Body twice) ${mark(r.sentTwice === 0)}${r.twice.length ? ` (first copies ${r.twice.map((t) => `${fixed(t.first)}`).join(", ")} ms after the first request the killed server did not answer, second copies ${r.twice.map((t) => `${fixed(t.again)}`).join(", ")} ms after it: a job whose text Twilio had accepted when the kill came, sent again once its lease ran out)` : ""}; drained ${(r.drainMs / 1000).toFixed(1)} s after the last restart.`,
  };
}
