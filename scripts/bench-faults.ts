/**
 * npm run bench:faults [-- --rate 40 --mail-outage 60 --disk-full 15 --port 4330]
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
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { SMTPServer } from "smtp-server";
import {
  commandLine,
  ensureBuild,
  fixed,
  provenance,
  sleep,
  startSite,
  table,
  tempDir,
  writeSection,
  type Site,
} from "./bench-common.ts";
import { emailFor, LEAD_ENDPOINTS, leadApiPresent, storedLeads, type LeadEndpoint } from "./bench-leads.ts";

const { values: args } = parseArgs({
  options: {
    rate: { type: "string", default: "40" },
    "mail-outage": { type: "string", default: "60" },
    "disk-full": { type: "string", default: "15" },
    port: { type: "string", default: "4330" },
    note: { type: "string", default: "" },
  },
});
const RATE = Number(args.rate);
const MAIL_OUTAGE_S = Number(args["mail-outage"]);
const DISK_FULL_S = Number(args["disk-full"]);
const PORT = Number(args.port);
const SMTP_PORT = PORT + 1;
const TAG = `f${Date.now().toString(36)}`;
const DRAIN_TIMEOUT_MS = 180_000;

/** Outbox settings for the run: fast retries so recovery is measured in seconds, enough attempts to outlast the outage. */
const OUTBOX_ENV = {
  OUTBOX_BASE_DELAY_MS: "1000",
  OUTBOX_MAX_DELAY_MS: "5000",
  OUTBOX_POLL_MS: "250",
  OUTBOX_MAX_ATTEMPTS: "100",
  OUTBOX_LEASE_S: "120",
};

type Phase = "steady" | "crash" | "mail outage" | "disk full";
type Sent = {
  email: string;
  endpoint: LeadEndpoint;
  phase: Phase;
  at: number;
  status: number | "network error";
  retryAfter: boolean;
  error?: string;
};

/** A mailbox that can refuse service: 421 on connect is a temporary failure, so senders retry. */
class Mailbox {
  down = false;
  readonly delivered = new Map<string, number>();
  /** When each lead's first e-mail arrived. */
  readonly firstAt = new Map<string, number>();
  /** Message-IDs per lead: a repeated delivery with the same ID can be folded by the receiving mail system. */
  readonly messageIds = new Map<string, Set<string>>();
  /** Every arrival, to place a duplicate on the fault timeline. */
  readonly arrivals = new Map<string, number[]>();
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect: (_session, callback) => {
      if (!this.down) return callback();
      const error = new Error("Service not available, try again later") as Error & { responseCode: number };
      error.responseCode = 421;
      callback(error);
    },
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        for (const email of new Set(raw.match(new RegExp(`load-${TAG}-\\d+@example\\.com`, "g")) ?? [])) {
          this.delivered.set(email, (this.delivered.get(email) ?? 0) + 1);
          if (!this.firstAt.has(email)) this.firstAt.set(email, Date.now());
          this.arrivals.set(email, [...(this.arrivals.get(email) ?? []), Date.now()]);
          const id = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? "";
          this.messageIds.set(email, new Set([...(this.messageIds.get(email) ?? []), id]));
        }
        callback();
      });
    },
  });
  listen(port: number) {
    return new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", () => resolve()));
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
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

async function main() {
  ensureBuild();
  const disk = mountTmpfs();
  const dbDir = disk?.dir ?? tempDir("bench-faults-db");
  mkdirSync(dbDir, { recursive: true });
  const sqlitePath = path.join(dbDir, "site.sqlite");
  const mailbox = new Mailbox();
  await mailbox.listen(SMTP_PORT);
  const env = {
    SQLITE_PATH: sqlitePath,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
    UNSUBSCRIBE_SECRET: "bench-faults-secret-0123456789abcdef",
    RATE_LIMIT_MAX: "1000000000",
    LOG_LEVEL: "error",
    ...OUTBOX_ENV,
  };
  let site: Site | undefined;
  try {
    site = await startSite(PORT, env);
    await run(site, env, sqlitePath, mailbox, disk, (next) => (site = next));
  } finally {
    await site?.kill9();
    await mailbox.close();
    disk?.unmount();
  }
}

async function run(
  first: Site,
  env: Record<string, string>,
  sqlitePath: string,
  mailbox: Mailbox,
  disk: ReturnType<typeof mountTmpfs>,
  restarted: (site: Site) => void,
) {
  let site = first;
  const probe = await leadApiPresent(site.url);
  if (!probe.present) {
    await writeSection(
      "Faults",
      [
        provenance(commandLine("bench:faults")),
        "",
        `Needs the lead API: POST /api/contact answered ${probe.status}. Not measured.`,
      ].join("\n"),
    );
    return;
  }

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
    try {
      const res = await fetch(`${site.url}${endpoint.path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(endpoint.body(email)),
        signal: AbortSignal.timeout(10_000),
      });
      record.status = res.status;
      record.retryAfter = res.headers.has("retry-after");
      await res.arrayBuffer();
    } catch (error) {
      record.status = "network error";
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      record.error = cause?.code ?? cause?.message ?? String(error);
    }
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

  const firstOkAfter = async (t: number, timeoutMs = 120_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ok = sent.find((s) => s.at >= t && typeof s.status === "number" && s.status < 300);
      if (ok) return ok.at - t;
      await sleep(50);
    }
    return undefined;
  };

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
  const crashRecovery = await firstOkAfter(killedAt);
  recovery.crash = `${fixed(crashRecovery, 0)} ms from SIGKILL to the first accepted lead (includes the restart)`;
  await sleep(5_000);

  console.log(`fault 2: mail refused for ${MAIL_OUTAGE_S} s`);
  phase = "mail outage";
  mailbox.down = true;
  timeline.push(["mail down", Date.now()]);
  await sleep(MAIL_OUTAGE_S * 1000);
  mailbox.down = false;
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
    const diskRecovery = await firstOkAfter(freedAt);
    recovery["disk full"] = `${fixed(diskRecovery, 0)} ms from freeing the disk to the first accepted lead`;
  } else {
    recovery["disk full"] = "not run: mounting a tmpfs needs root";
  }
  await sleep(5_000);
  running = false;
  await loop;
  await Promise.all(inFlight);

  // Every acknowledged lead must be stored once and e-mailed once.
  const acked = sent.filter((s) => typeof s.status === "number" && s.status >= 200 && s.status < 300);
  const drainStart = Date.now();
  const undelivered = () => acked.filter((s) => !mailbox.delivered.has(s.email));
  while (undelivered().length > 0 && Date.now() - drainStart < DRAIN_TIMEOUT_MS) await sleep(250);
  const outageLeads = acked.filter((s) => s.phase === "mail outage");
  const outageDelivered = outageLeads.map((s) => mailbox.firstAt.get(s.email));
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
  const duplicated = sent.filter((s) => (mailbox.delivered.get(s.email) ?? 0) > 1);
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

  await writeSection(
    "Faults",
    [
      provenance(commandLine("bench:faults"), args.note),
      "",
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
              .map((d) => `${d.email} at ${(mailbox.arrivals.get(d.email) ?? []).map(at).join(" and ")}`)
              .join(
                "; ",
              )}. ${duplicated.filter((d) => mailbox.messageIds.get(d.email)?.size === 1).length} of ${duplicated.length} repeats carry the same Message-ID as the first delivery.`,
          ]
        : []),
      ...(networkErrors.length ? [`Network errors by phase and cause: ${errorKinds}.`] : []),
    ].join("\n"),
  );
}

await main();
