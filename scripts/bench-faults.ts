/**
 * npm run bench:faults [-- --rate 40 --mail-outage 60 --disk-full 15 --crash-seconds 4 --port 4330]
 *
 * Steady lead traffic (the three API endpoints in turn, one unique e-mail per
 * request) against the production server while three faults are injected:
 *  1. crash: SIGKILL the server, start it again at once;
 *  2. mail outage: the SMTP server refuses every connection (421) for a
 *     minute, then accepts again;
 *  3. disk full: the SQLite database lives on a small tmpfs, which is filled
 *     for a while, then freed (needs root for `mount`; skipped otherwise).
 * Afterwards every acknowledged (2xx) lead is looked up in the database and
 * in the mailbox: lost leads, duplicate rows, missing and duplicate e-mails,
 * plus per fault the requests refused with a clear 503 and the recovery time.
 * Then two more crashes, each on a fresh server and database (SQLite), killed
 * with SIGKILL --crash-seconds after the clients start and restarted at once:
 *  4. booking race: many clients booking few slots at a time; afterwards no
 *     slot may hold more bookings than its capacity and every 201 is stored;
 *  5. uploads: quotes with 1-3 photos of several MB each in flight; afterwards
 *     every stored quote holds all the photos its post carried, and every
 *     acknowledged quote is stored.
 *  6. payment webhooks: Stripe's signed events for paid deposits redelivered by
 *     many clients at once; afterwards each event id is stored once and each
 *     payment counted once (scripts/bench-faults-payments.ts). `--only payments`
 *     runs this one alone and rewrites only its own section.
 *  7. text messages: a burst of texts going out through the outbox to the Twilio
 *     fake while the server is killed; afterwards none lost, none sent twice
 *     (scripts/bench-faults-texts.ts). `--only texts` runs it alone.
 *  8. consultant calendars: one that hangs and one of 50 MB while visitors book;
 *     booking latency as with calendars that answer (scripts/bench-faults-calendar.ts).
 *     `--only calendars` runs it alone.
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../server/db/database.ts";
import { SmtpSink } from "../tests/mocks/smtp-sink.ts";
import {
  apiOnly,
  benchArgs,
  bookingBody,
  bookingLedger,
  fixed,
  offeredStarts,
  photoOf,
  quoteForm,
  runBench,
  sleep,
  startSite,
  table,
  tempDir,
  type Site,
} from "./bench-common.ts";
import { accepted, attempt, crashRow, firstOkAfter, mark, underCrash, type Attempt } from "./bench-crash.ts";
import { calendarFaultReport, calendarFaults } from "./bench-faults-calendar.ts";
import { paymentCrashReport, paymentWebhookCrash } from "./bench-faults-payments.ts";
import { textBurstCrash, textCrashReport } from "./bench-faults-texts.ts";
import { emailFor, LEAD_ENDPOINTS, storedLeads, type LeadEndpoint } from "./bench-leads.ts";

const args = benchArgs({
  rate: { type: "string", default: "40" },
  "mail-outage": { type: "string", default: "60" },
  "disk-full": { type: "string", default: "15" },
  "crash-seconds": { type: "string", default: "4" },
  port: { type: "string", default: "4330" },
  /**
   * "payments", "texts" or "calendars": only scenario 6, 7 or 8 (each its own section), the others left as they are in
   * docs/benchmarks.md.
   */
  only: { type: "string", default: "" },
  /** Scenario 8: how long the clients book in each of its runs. */
  "calendar-seconds": { type: "string", default: "15" },
});
const RATE = Number(args.rate);
const MAIL_OUTAGE_S = Number(args["mail-outage"]);
const DISK_FULL_S = Number(args["disk-full"]);
const PORT = Number(args.port);
const SMTP_PORT = PORT + 1;
const TAG = `f${Date.now().toString(36)}`;
const DRAIN_TIMEOUT_MS = 180_000;
/** Booking race and uploads: the server is killed this long after the clients start, and they go on as long after the restart. */
const CRASH_MS = Number(args["crash-seconds"]) * 1000;
const BOOKING_CLIENTS = 20;
/** All clients book the same slot, a new one every this many ms (far fewer slots than the server offers). */
const SLOT_MS = 100;
const BOOKING_CAPACITY = 2;
const UPLOAD_CLIENTS = 6;
const PAYMENT_PROPOSALS = 20;
const PAYMENT_CLIENTS = 10;
const PHOTO_BYTES = 6 * 1024 * 1024;
const TEXT_CLIENTS = 10;
const CALENDAR_CLIENTS = 4;

/** Outbox settings for the run: fast retries so recovery is measured in seconds, enough attempts to outlast the outage. */
const OUTBOX_ENV = {
  OUTBOX_BASE_DELAY_MS: "1000",
  OUTBOX_MAX_DELAY_MS: "5000",
  OUTBOX_POLL_MS: "250",
  OUTBOX_MAX_ATTEMPTS: "100",
  OUTBOX_LEASE_S: "120",
};

type Phase = "steady" | "crash" | "mail outage" | "disk full";
type Sent = Attempt & { email: string; endpoint: LeadEndpoint; phase: Phase };
type Mail = { at: number; messageId: string; to: string };
/** What the mailbox received for each lead of this run: one entry per message naming it, in order of arrival. */
function mailsByLead(sink: SmtpSink): Map<string, Mail[]> {
  const byLead = new Map<string, Mail[]>();
  for (const { raw, at, messageId, to } of sink.messages) {
    for (const email of new Set(raw.match(new RegExp(`load-${TAG}-\\d+@example\\.com`, "g")) ?? []))
      byLead.set(email, [...(byLead.get(email) ?? []), { at, messageId, to: to.join(",") }]);
  }
  return byLead;
}

/**
 * Whether a lead's e-mail went out twice: two messages about it to the same recipients. A lead may rightly name two
 * messages, each to its own recipient (the business's notice and, since wave 3, the visitor's acknowledgement).
 */
function sentTwice(mails: Mail[] = []): boolean {
  return new Set(mails.map((m) => m.to)).size < mails.length;
}

/** A small tmpfs for the database so "disk full" is real; undefined when mounting is not allowed. */
function mountTmpfs(): { dir: string; fill: () => void; free: () => void; unmount: () => void } | undefined {
  const dir = tempDir("bench-faults-disk");
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", dir], { stdio: "ignore" });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  const filler = path.join(dir, "filler");
  return {
    dir,
    fill: () => {
      const fd = openSync(filler, "w");
      const block = Buffer.alloc(64 * 1024);
      try {
        for (;;) writeSync(fd, block);
      } catch {
        // ENOSPC: the disk is full, as intended.
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
    unmount: () => {
      execFileSync("umount", [dir], { stdio: "ignore" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<{ Faults: string }> {
  const disk = mountTmpfs();
  const dbDir = disk?.dir ?? tempDir("bench-faults-db");
  mkdirSync(dbDir, { recursive: true });
  const sqlitePath = path.join(dbDir, "site.sqlite");
  const mailbox = await new SmtpSink().start(SMTP_PORT);
  const env = {
    SQLITE_PATH: sqlitePath,
    SMTP_URL: mailbox.url,
    UNSUBSCRIBE_SECRET: "bench-faults-secret-0123456789abcdef",
    RATE_LIMIT_MAX: "1000000000",
    LOG_LEVEL: "error",
    ...OUTBOX_ENV,
  };
  let site: Site | undefined;
  try {
    site = await startSite(PORT, env);
    return { Faults: await run(site, env, sqlitePath, mailbox, disk, (next) => (site = next)) };
  } finally {
    await site?.kill9();
    await mailbox.stop();
    disk?.unmount();
  }
}

async function run(
  first: Site,
  env: Record<string, string>,
  sqlitePath: string,
  mailbox: SmtpSink,
  disk: ReturnType<typeof mountTmpfs>,
  restarted: (site: Site) => void,
): Promise<string> {
  let site = first;

  // Steady load: RATE requests per second, endpoints in turn, never two requests with one e-mail.
  const sent: Sent[] = [];
  let phase: Phase = "steady";
  let n = 0;
  let running = true;
  const inFlight = new Set<Promise<void>>();
  const fire = async () => {
    const endpoint = LEAD_ENDPOINTS[n % LEAD_ENDPOINTS.length]!;
    const email = emailFor(TAG, n++);
    const record: Sent = { email, endpoint, phase, at: Date.now(), status: "network error", retryAfter: false };
    sent.push(record);
    Object.assign(
      record,
      await attempt(`${site.url}${endpoint.path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(endpoint.body(email)),
      }),
    );
  };
  const loop = (async () => {
    const interval = 1000 / RATE;
    let next = Date.now();
    while (running) {
      const p = fire().finally(() => inFlight.delete(p));
      inFlight.add(p);
      next += interval;
      await sleep(Math.max(0, next - Date.now()));
    }
  })();

  const recovery: Record<string, string> = {};
  const loadStart = Date.now();
  const timeline: [string, number][] = [];
  const at = (t: number) => `${fixed((t - loadStart) / 1000, 1)} s`;
  console.log("steady load…");
  await sleep(5_000);

  console.log("fault 1: kill -9 and restart");
  phase = "crash";
  const killedAt = Date.now();
  timeline.push(["kill -9", killedAt]);
  await site.kill9();
  site = await startSite(PORT, env);
  restarted(site);
  const crashRecovery = await firstOkAfter(sent, killedAt);
  recovery.crash = `${fixed(crashRecovery, 0)} ms from SIGKILL to the first accepted lead (includes the restart)`;
  await sleep(5_000);

  console.log(`fault 2: mail refused for ${MAIL_OUTAGE_S} s`);
  phase = "mail outage";
  mailbox.mode = "down";
  timeline.push(["mail down", Date.now()]);
  await sleep(MAIL_OUTAGE_S * 1000);
  mailbox.mode = "accept";
  const mailBackAt = Date.now();
  timeline.push(["mail back", mailBackAt]);
  phase = "steady";
  await sleep(5_000);

  if (disk) {
    console.log(`fault 3: disk full for ${DISK_FULL_S} s`);
    phase = "disk full";
    disk.fill();
    timeline.push(["disk full", Date.now()]);
    await sleep(DISK_FULL_S * 1000);
    disk.free();
    const freedAt = Date.now();
    timeline.push(["disk freed", freedAt]);
    phase = "steady";
    const diskRecovery = await firstOkAfter(sent, freedAt);
    recovery["disk full"] = `${fixed(diskRecovery, 0)} ms from freeing the disk to the first accepted lead`;
  } else {
    recovery["disk full"] = "not run: mounting a tmpfs needs root";
  }
  await sleep(5_000);
  running = false;
  await loop;
  await Promise.all(inFlight);

  // Every acknowledged lead must be stored once and e-mailed once.
  const acked = sent.filter(accepted);
  const drainStart = Date.now();
  const undelivered = () => {
    const mails = mailsByLead(mailbox);
    return acked.filter((s) => !mails.has(s.email));
  };
  while (undelivered().length > 0 && Date.now() - drainStart < DRAIN_TIMEOUT_MS) await sleep(250);
  const mails = mailsByLead(mailbox);
  const outageLeads = acked.filter((s) => s.phase === "mail outage");
  const outageDelivered = outageLeads.map((s) => mails.get(s.email)?.[0]?.at);
  recovery["mail outage"] = outageDelivered.every((t) => t !== undefined)
    ? `0 refused while mail was down; the ${outageLeads.length} leads accepted during the outage were all e-mailed ${fixed((Math.max(mailBackAt, ...(outageDelivered as number[])) - mailBackAt) / 1000, 1)} s after the mail server came back (while new leads kept arriving)`
    : `${outageDelivered.filter((t) => t === undefined).length} leads accepted during the outage still without e-mail after ${DRAIN_TIMEOUT_MS / 1000} s`;

  const storedEmails = new Set<string>();
  let duplicateRows = 0;
  for (const endpoint of LEAD_ENDPOINTS) {
    const stored = await storedLeads({ sqlitePath }, endpoint, TAG);
    stored.emails.forEach((e) => storedEmails.add(e));
    duplicateRows += stored.duplicates;
  }
  await site.stop();

  const lost = acked.filter((s) => !storedEmails.has(s.email));
  const duplicated = sent.filter((s) => sentTwice(mails.get(s.email)));
  const duplicateMails = duplicated.length;
  const byPhase = (list: Sent[]) =>
    Object.entries(Object.groupBy(list, (s) => s.phase))
      .map(([p, l]) => `${l!.length} sent during ${p}`)
      .join(", ");
  const networkErrors = sent.filter((s) => s.status === "network error");
  const errorKinds = Object.entries(Object.groupBy(networkErrors, (s) => `${s.phase}: ${s.error}`))
    .map(([k, l]) => `${l!.length}× ${k}`)
    .join("; ");
  const missingMails = undelivered().length;

  const phases: Phase[] = ["steady", "crash", "mail outage", "disk full"];
  const rows = phases.map((p) => {
    const inPhase = sent.filter((s) => s.phase === p);
    const count = (f: (s: Sent) => boolean) => inPhase.filter(f).length;
    const other = [...new Set(inPhase.map((s) => s.status))].filter(
      (s) => s !== "network error" && !(s >= 200 && s < 300) && s !== 503,
    );
    return [
      p,
      inPhase.length,
      count((s) => typeof s.status === "number" && s.status < 300),
      `${count((s) => s.status === 503)} (${count((s) => s.status === 503 && s.retryAfter)} with Retry-After)`,
      count((s) => s.status === "network error"),
      other.length ? other.map((s) => `${count((x) => x.status === s)}×${s}`).join(", ") : "0",
      p === "steady" ? "" : (recovery[p] ?? ""),
    ];
  });
  console.log(
    `acknowledged ${acked.length}, lost ${lost.length}, duplicate rows ${duplicateRows}, missing e-mails ${missingMails}, duplicate e-mails ${duplicateMails}`,
  );

  return [
    `${RATE} lead submissions per second (contact, quote and newsletter in turn, each with its own e-mail address) against \`node server/main.ts\` on SQLite ${disk ? "on a 16 MiB tmpfs" : "in a temp dir"}, mail over SMTP to a local server. Outbox settings for the run: ${Object.entries(
      OUTBOX_ENV,
    )
      .map(([k, v]) => `${k}=${v}`)
      .join(
        ", ",
      )} (production defaults retry more slowly, so mail recovery takes up to OUTBOX_MAX_DELAY_MS longer). Faults: kill -9 then an immediate restart; the SMTP server answering 421 to every connection for ${MAIL_OUTAGE_S} s; the database's tmpfs filled for ${DISK_FULL_S} s. "Network error" = no HTTP answer (the server was down or the connection was cut).`,
    "",
    table(["Phase", "Requests", "Accepted (2xx)", "Refused with 503", "Network errors", "Other", "Recovery"], rows),
    "",
    `After the run: ${acked.length} leads acknowledged; **lost ${lost.length}** (acknowledged but not in the database) ${lost.length === 0 ? "✅" : "❌"}; duplicate rows ${duplicateRows} ${duplicateRows === 0 ? "✅" : "❌"}; acknowledged leads never e-mailed ${missingMails} ${missingMails === 0 ? "✅" : "❌"}; **duplicate deliveries ${duplicateMails}** ${duplicateMails === 0 ? "✅" : "❌"}.`,
    ...(lost.length
      ? [
          `Lost: ${lost
            .slice(0, 10)
            .map((s) => `${s.email} (${s.phase})`)
            .join(", ")}`,
        ]
      : []),
    ...(duplicated.length
      ? [
          `Leads e-mailed twice: ${byPhase(duplicated)}. Arrivals (seconds since the load started; ${timeline.map(([e, t]) => `${e} at ${at(t)}`).join(", ")}): ${duplicated
            .slice(0, 5)
            .map((d) => `${d.email} at ${(mails.get(d.email) ?? []).map((m) => at(m.at)).join(" and ")}`)
            .join(
              "; ",
            )}. ${duplicated.filter((d) => new Set(mails.get(d.email)?.map((m) => m.messageId)).size === 1).length} of ${duplicated.length} repeats carry the same Message-ID as the first delivery.`,
        ]
      : []),
    ...(networkErrors.length ? [`Network errors by phase and cause: ${errorKinds}.`] : []),
  ].join("\n");
}

/** Scenario 4: many clients booking few slots at a time while the server is killed and restarted. */
async function bookingRace() {
  const env = {
    ...apiOnly(),
    SQLITE_PATH: path.join(tempDir("bench-faults-booking"), "site.sqlite"),
    LOG_LEVEL: "error",
    BOOKING_CAPACITY: String(BOOKING_CAPACITY),
    BOOKING_HORIZON_DAYS: "90",
    BOOKING_MIN_NOTICE_HOURS: "0",
  };
  const raced = new Set<string>();
  const { sent, inFlightAtKill, recovery } = await underCrash(
    { port: PORT, crashMs: CRASH_MS },
    env,
    BOOKING_CLIENTS,
    async (url) => {
      const starts = await offeredStarts(url);
      const begun = Date.now();
      return (n) => {
        const start = starts[Math.floor((Date.now() - begun) / SLOT_MS) % starts.length]!;
        raced.add(start);
        return attempt(`${url}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(bookingBody(emailFor(`${TAG}b`, n), start)),
        });
      };
    },
  );
  const { confirmed, doubleBookings } = await bookingLedger(env, [...raced], BOOKING_CAPACITY);
  const acked = sent.filter((s) => s.status === 201).map((s) => s.body!.id!);
  const lost = acked.filter((id) => !confirmed.has(id)).length;
  const unanswered = confirmed.size - (acked.length - lost);
  console.log(`booking race: ${acked.length} acknowledged, ${doubleBookings} double bookings, ${lost} lost`);
  return {
    row: crashRow("booking race", sent, recovery, true),
    verdict: `Booking race (${raced.size} slots raced, ${inFlightAtKill} bookings in flight at the kill): ${acked.length} bookings acknowledged; **double bookings ${doubleBookings}** (bookings beyond a slot's capacity or without a seat) ${mark(doubleBookings === 0)}; **lost ${lost}** (acknowledged but not in the database) ${mark(lost === 0)}; ${unanswered} stored whose answer the kill cut off.`,
  };
}

/** Scenario 5: quotes with several-MB photos in flight while the server is killed and restarted. */
async function uploadCrash() {
  const sqlitePath = path.join(tempDir("bench-faults-uploads"), "site.sqlite");
  const env = { ...apiOnly(), SQLITE_PATH: sqlitePath, LOG_LEVEL: "error" };
  const photo = await photoOf(PHOTO_BYTES);
  const photosOf = (n: number) => (n % 3) + 1;
  const { sent, inFlightAtKill, recovery } = await underCrash(
    { port: PORT, crashMs: CRASH_MS },
    env,
    UPLOAD_CLIENTS,
    async (url) => async (n) => {
      const email = emailFor(`${TAG}u`, n);
      const form = quoteForm(
        email,
        Array.from({ length: photosOf(n) }, () => photo),
      );
      return {
        ...(await attempt(`${url}/api/quote`, { method: "POST", body: form }, 300_000)),
        email,
        photos: photosOf(n),
      };
    },
  );
  const db = await openDatabase({ DATABASE_URL: "", SQLITE_PATH: sqlitePath });
  const stored = await db.kysely
    .selectFrom("quote_requests")
    .leftJoin("quote_photos", "quote_photos.quote_id", "quote_requests.id")
    .select(["quote_requests.id", "quote_requests.user_email", (eb) => eb.fn.count<number>("quote_photos.id").as("n")])
    .where("quote_requests.user_email", "like", `load-${TAG}u-%`)
    .groupBy(["quote_requests.id", "quote_requests.user_email"])
    .execute()
    .finally(() => db.close());
  const posted = new Map(sent.map((s) => [s.email, s.photos]));
  const complete = new Set(stored.filter((q) => Number(q.n) === posted.get(q.user_email)).map((q) => q.id));
  const halfStored = stored.length - complete.size;
  const duplicates = stored.length - new Set(stored.map((q) => q.user_email)).size;
  const acked = sent.filter((s) => s.status === 201);
  const lost = acked.filter((s) => !complete.has(s.body!.id!)).length;
  const photos = acked.reduce((sum, s) => sum + s.photos, 0);
  console.log(`uploads: ${acked.length} acknowledged, ${halfStored} half-stored, ${lost} lost`);
  return {
    row: crashRow("uploads", sent, recovery, false),
    verdict: `Uploads (${inFlightAtKill} quotes in flight at the kill): ${acked.length} quotes acknowledged with ${photos} photos; **half-stored quotes ${halfStored}** (stored with other than the photos their post carried) ${mark(halfStored === 0)}; **lost ${lost}** (acknowledged but absent or incomplete) ${mark(lost === 0)}; duplicate quotes ${duplicates} ${mark(duplicates === 0)}; ${stored.length - (acked.length - lost)} stored whose answer the kill cut off.`,
    photoMiB: photo.length / 2 ** 20,
  };
}

/** A crash scenario's table (one row) and verdict, below its description. */
function crashSection(report: { row: (string | number)[]; verdict: string }): string {
  const head = ["Scenario", "Requests", "Accepted (2xx)", "Refused with 409", "Network errors", "Other", "Recovery"];
  return ["", table(head, [report.row]), "", report.verdict].join("\n");
}

/** Scenario 6, its own section "Faults: payment webhooks". */
async function payments(): Promise<string> {
  const result = await paymentWebhookCrash({
    port: PORT,
    crashMs: CRASH_MS,
    proposals: PAYMENT_PROPOSALS,
    clients: PAYMENT_CLIENTS,
    tag: TAG,
  });
  const report = paymentCrashReport(result);
  console.log(report.verdict);
  return [
    `A fresh server and SQLite database (\`BUILD_DIR\` the tests' stand-in build) with Stripe payments on, against the Stripe fake (tests/mocks/stripe-fake.ts): ${PAYMENT_PROPOSALS} quotes, each made into a proposal and sent with the CLI, accepted, and its deposit's Checkout Session paid. Each payment has two signed events (\`checkout.session.completed\` and \`checkout.session.async_payment_succeeded\`: two event ids, one payment). ${PAYMENT_CLIENTS} clients post them in turn, one after the other, over and over (as Stripe redelivers an event until it is answered 2xx), each delivery signed anew; ${CRASH_MS / 1000} s after they start the server gets kill -9 and is restarted at once, and they go on for ${CRASH_MS / 1000} s more. Afterwards the database is asked for each event's row (\`payment_events\`), each session's payment rows (\`proposal_payments\`) and each proposal's receipt e-mails queued in the outbox.`,
    crashSection(report),
  ].join("\n");
}

/** Scenario 7, its own section "Faults: text messages". */
async function texts(): Promise<string> {
  const result = await textBurstCrash({ port: PORT, crashMs: CRASH_MS, clients: TEXT_CLIENTS, tag: TAG });
  const report = textCrashReport(result);
  console.log(report.verdict);
  return [
    `A fresh server and SQLite database (\`BUILD_DIR\` the tests' stand-in build) with texts on, against the Twilio fake (tests/mocks/twilio-fake.ts) on loopback; outbox polling every 100 ms with a 5 s lease (production: 2 s, 120 s), so a job the kill left leased is taken up again within seconds. ${TEXT_CLIENTS} clients post Twilio's signed inbound webhook one after the other, each post a new number texting HELP (its own MessageSid); the site stores it and queues its answer (the business's name and phone) in the same transaction, which the outbox sends at once, night or day: a burst of texts going out while new ones are queued. ${CRASH_MS / 1000} s after the clients start the server gets kill -9 and is restarted at once; they go on for ${CRASH_MS / 1000} s more; then the server is started once more until the outbox has drained. Afterwards the fake is asked for every stored HELP's answer (lost: a stored HELP never answered) and for any text it received twice (the same To and Body: each number's answer is its own), and the database for each MessageSid stored once.`,
    crashSection(report),
  ].join("\n");
}

/** Scenario 8, its own section "Faults: consultant calendars". */
async function calendars(): Promise<string> {
  const seconds = Number(args["calendar-seconds"]);
  const results = await calendarFaults({ port: PORT, seconds, clients: CALENDAR_CLIENTS, tag: TAG });
  const report = calendarFaultReport(results);
  report.verdicts.forEach((v) => console.log(v));
  return [
    `Three runs, each on a fresh server and SQLite database (\`BUILD_DIR\` the tests' stand-in build; BOOKING_HORIZON_DAYS=90, no notice) with three consultants (Mo-Fr 09:00-17:00) whose own calendars live on a loopback server (tests/mocks/calendar-server.ts). The server reads every calendar as it starts (then every CALENDAR_POLL_MINUTES): in the first run all three answer at once; in the second one address sends its headers and then nothing (the site gives up after CALENDAR_TIMEOUT_SECONDS, 10 s by default) and another streams 50 MB without a Content-Length (the site stops at CALENDAR_MAX_BYTES, 5 MiB by default); the third is the second with CALENDAR_MAX_BYTES at its 50 MiB ceiling, so the whole 50 MB is read before it is refused. From the moment the server answers, ${CALENDAR_CLIENTS} clients ask for the slots and book (each booking from a new visitor, for the offered slots in turn; 409 slot_taken once a slot's consultants are taken is the right answer), one request after the other, for ${seconds} s. Latency is each request's wall time at the client. Target: the worst request of a run within twice the first run's worst, none failed (5xx) or without an answer.`,
    "",
    report.table,
    "",
    ...report.verdicts.map((v) => `- ${v}`),
  ].join("\n");
}

await runBench("bench:faults", args.note, async (): Promise<Record<string, string>> => {
  if (args.only === "payments") return { "Faults: payment webhooks": await payments() };
  if (args.only === "texts") return { "Faults: text messages": await texts() };
  if (args.only === "calendars") return { "Faults: consultant calendars": await calendars() };
  const { Faults } = await main();
  const booking = await bookingRace();
  const uploads = await uploadCrash();
  const payment = await payments();
  const text = await texts();
  const calendar = await calendars();
  return {
    Faults: [
      Faults,
      "",
      `Crashes under contention, each on a fresh server and SQLite database (\`BUILD_DIR\` the tests' stand-in build: no pages, the same API): clients send one request after the other; ${CRASH_MS / 1000} s after they start the server gets kill -9 and is restarted at once, and they go on for ${CRASH_MS / 1000} s more. Booking race: ${BOOKING_CLIENTS} clients, each post from a new visitor, all for the same slot, a new one every ${SLOT_MS} ms (BOOKING_CAPACITY=${BOOKING_CAPACITY}: the first two posts get its seats, 409 slot_taken is the right answer for the rest); afterwards the database is asked for bookings beyond a slot's capacity or without a seat, and for every acknowledged booking. Uploads: ${UPLOAD_CLIENTS} clients, each quote carrying 1, 2 or 3 copies of a ${fixed(uploads.photoMiB, 1)} MB JPEG (multipart, as the form sends); afterwards every stored quote of the run must hold exactly the photos its post carried, and every acknowledged quote must be stored so.`,
      "",
      table(
        [
          "Scenario",
          "Requests",
          "Accepted (201)",
          "Refused with 409 slot_taken",
          "Network errors",
          "Other",
          "Recovery",
        ],
        [booking.row, uploads.row],
      ),
      "",
      booking.verdict,
      uploads.verdict,
    ].join("\n"),
    "Faults: payment webhooks": payment,
    "Faults: text messages": text,
    "Faults: consultant calendars": calendar,
  };
});
