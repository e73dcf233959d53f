import Stripe from "stripe";
import { SWATCHES } from "../app/content/swatches.ts";
import { createUser } from "../server/auth/users.ts";
import { openDatabase } from "../server/db/database.ts";
import { PROPOSAL_JOBS } from "../server/proposals/jobs.ts";
import { INBOUND_PATH, STATUS_PATH } from "../server/sms/twilio.ts";
import { StripeFake } from "../tests/mocks/stripe-fake.ts";
import { TwilioFake } from "../tests/mocks/twilio-fake.ts";
import {
  sleep,
  type CannonContext,
  type CannonResult,
  type DatabaseEnv,
  type RequestOf,
  type Site,
} from "./bench-common.ts";
import { paymentLedger } from "./bench-faults-payments.ts";
import { storedInbound } from "./bench-faults-texts.ts";
import { emailFor, storedLeads } from "./bench-leads.ts";
import { adminCli, paidCheckout, queuedFor, sentProposal, stripeEnv } from "./bench-proposals.ts";

/**
 * Wave 3's endpoints in `npm run bench:load` (issue 38), on the server and database of the lead and booking runs:
 * accepting proposals, Stripe's and Twilio's signed webhooks (each event posted twice, by two connections at once),
 * adding swatches to the bag and mailed swatch orders, and the booking slots once three consultants visit homes.
 * After each run the database is asked whether every 2xx was stored once.
 */

/** The third parties' fakes on loopback (tests/mocks/), and the settings that point the site at them. */
export type Fakes = { stripe: StripeFake; twilio: TwilioFake; env: Record<string, string> };

export async function startFakes(): Promise<Fakes & { stop: () => Promise<void> }> {
  const stripe = await new StripeFake().start();
  const twilio = await new TwilioFake().start();
  const env = { ...stripeEnv(stripe), ...twilio.env() };
  return { stripe, twilio, env, stop: async () => void (await Promise.all([stripe.stop(), twilio.stop()])) };
}

type MeasureOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: (n: number) => unknown;
  request?: RequestOf;
  onResponse?: (status: number, body: string, context: CannonContext) => void;
};
/** bench:load's own autocannon run of one target, making its table row. */
export type Measure<M> = (
  target: string,
  server: string,
  pid: number | undefined,
  url: string,
  options: MeasureOptions,
) => Promise<M>;
type Measured = { raw: CannonResult; ok: number };

export type Wave3Options = {
  label: string;
  site: Site;
  database: DatabaseEnv;
  fakes: Fakes;
  /** Proposals made (with the admin CLI) before the accept run, and deposits paid before the Stripe run. */
  proposals: number;
  deposits: number;
};

const mark = (ok: boolean) => (ok ? "✅" : "❌");
/** How many of `keys` are there beyond their first. */
const beyondOne = (keys: string[]) => keys.length - new Set(keys).size;
/** Event `k` of a webhook run is posted by requests 2k and 2k + 1: two connections deliver it at once. */
const eventOf = (n: number) => Math.floor(n / 2);

export async function wave3Runs<M extends Measured>(
  options: Wave3Options,
  measure: Measure<M>,
): Promise<(M & { stored?: string })[]> {
  const { label, site, database } = options;
  const server = `ours, ${label}`;
  const pid = site.process.pid;
  /** The admin CLI's settings: the server's database (an empty SQLITE_PATH is refused, so only what is set). */
  const cliEnv: Record<string, string> = Object.fromEntries(
    Object.entries(database).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const tag = `w${label}${Date.now().toString(36)}`;
  const db = await openDatabase({ DATABASE_URL: database.DATABASE_URL ?? "", SQLITE_PATH: database.SQLITE_PATH ?? "" });
  const rows: (M & { stored?: string })[] = [];
  try {
    rows.push(await acceptRun());
    rows.push(await stripeRun());
    rows.push(...(await twilioRuns()));
    rows.push(...(await swatchRuns()));
    rows.push(await consultantSlotsRun());
  } finally {
    await db.close();
  }
  return rows;

  /** Sent proposals accepted by their customers: the first post of each makes the acceptance, the others read it. */
  async function acceptRun() {
    const tokens: { id: string; token: string }[] = [];
    for (let n = 0; n < options.proposals; n++) tokens.push(await sentProposal(site.url, cliEnv, n, `${tag}a`));
    const acknowledged = new Set<number>();
    const row = await measure(
      "POST /api/proposals/:token/accept",
      server,
      pid,
      `${site.url}/api/proposals/${tokens[0]?.token}/accept`,
      {
        method: "POST",
        request: (n, context) => {
          const i = n % tokens.length;
          context.proposal = i;
          const body = JSON.stringify({ signer_name: `Customer ${i}`, agree: true, version: 1 });
          const path = `/api/proposals/${tokens[i]!.token}/accept`;
          return { path, body, headers: { "content-type": "application/json", accept: "application/json" } };
        },
        onResponse: (status, _body, context) => {
          if (status === 200 || status === 201) acknowledged.add(Number(context.proposal));
        },
      },
    );
    const ids = tokens.map((t) => t.id);
    const acceptances = await db.kysely
      .selectFrom("proposal_acceptances")
      .select("proposal_id")
      .where("proposal_id", "in", ids)
      .execute();
    const mails = await queuedFor(db, PROPOSAL_JOBS.acceptedCustomer, ids);
    const accepted = new Set(acceptances.map((a) => a.proposal_id));
    const missing = [...acknowledged].filter((i) => !accepted.has(ids[i]!)).length;
    const double = beyondOne(acceptances.map((a) => a.proposal_id)) + beyondOne(mails);
    return {
      ...row,
      stored: `${row.ok} 2xx over ${tokens.length} proposals (the first post of each makes its acceptance, the others answer it again); ${accepted.size} acceptances: ${missing} missing, ${double} double (a second acceptance or acceptance e-mail) ${mark(missing === 0 && double === 0)}`,
    };
  }

  /** Stripe's signed `checkout.session.completed` for paid deposits: event k names deposit k mod their number. */
  async function stripeRun() {
    const { stripe } = options.fakes;
    const sessions: string[] = [];
    for (let n = 0; n < options.deposits; n++)
      sessions.push((await paidCheckout(site.url, cliEnv, stripe, n, `${tag}s`)).session);
    const templates = sessions.map((session) => stripe.completedEvent(session, {}, "evt_template"));
    const events = new Map<string, { id: string; session: string }>();
    const acknowledged = new Set<string>();
    const row = await measure("POST /api/payments/stripe", server, pid, `${site.url}/api/payments/stripe`, {
      method: "POST",
      request: (n, context) => {
        const k = eventOf(n);
        const id = `evt_${tag}_${k}`;
        const template = templates[k % templates.length]!;
        events.set(id, { id, session: template.data.object.id });
        context.event = id;
        const payload = JSON.stringify({ ...template, id });
        // Signed at each delivery, as Stripe signs each attempt.
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
        return { body: payload, headers: { "content-type": "application/json", "stripe-signature": signature } };
      },
      onResponse: (status, _body, context) => {
        if (status === 200) acknowledged.add(String(context.event));
      },
    });
    const r = await paymentLedger(options.database, [...events.values()], acknowledged);
    const double = r.doubleEvents + r.doublePayments + r.doubleReceipts;
    return {
      ...row,
      stored: `${r.events} event ids (each posted twice at once) for ${r.sessions} deposits; ${r.acknowledged} acknowledged: ${r.lost} lost, ${double} double (an event stored twice, a payment or its receipt counted twice), ${r.held} held for review ${mark(r.lost === 0 && double === 0 && r.held === 0)}`,
    };
  }

  /**
   * Twilio's inbound texts (one in ten says HELP, which the site answers with a text through the outbox), then the
   * delivery statuses of those answers. Each callback is signed as Twilio signs it and posted twice at once.
   */
  async function twilioRuns() {
    const { twilio } = options.fakes;
    const sidPrefix = `SMin${tag}`;
    const textsBefore = twilio.messages.length;
    const inbound = new Map<string, { help: boolean }>();
    const acknowledged = new Set<string>();
    const form = (url: string, params: Record<string, string>) => ({
      body: new URLSearchParams(params).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilio.sign(url, params) },
    });
    const inboundUrl = new URL(INBOUND_PATH, site.url).href;
    const received = await measure(`POST ${INBOUND_PATH}`, server, pid, inboundUrl, {
      method: "POST",
      request: (n, context) => {
        const k = eventOf(n);
        const sid = `${sidPrefix}${k}`;
        const help = k % 10 === 0;
        inbound.set(sid, { help });
        context.sid = sid;
        return form(inboundUrl, {
          MessageSid: sid,
          AccountSid: twilio.accountSid,
          From: `+1213${String(5_500_000 + k)}`,
          To: "+13105550100",
          Body: help ? "HELP" : `Thank you, see you then (${k})`,
        });
      },
      onResponse: (status, _body, context) => {
        if (status === 200) acknowledged.add(String(context.sid));
      },
    });
    // The posts autocannon cut off at the end of the run may still commit: let them land before the database is asked.
    await sleep(1000);
    const storedSids = await storedInbound(db, sidPrefix);
    const lost = [...acknowledged].filter((sid) => !storedSids.has(sid)).length;
    const doubleIn = storedSids.duplicates;
    // Each stored HELP (acknowledged or cut off by the end of the run) is answered once: wait for the outbox to send
    // the answers to the fake, which has the earlier database's texts before them.
    const helps = [...storedSids].filter((sid) => inbound.get(sid)?.help).length;
    const deadline = Date.now() + 60_000;
    while (twilio.messages.length - textsBefore < helps && Date.now() < deadline) await sleep(250);
    await sleep(1000);
    const answers = twilio.messages.slice(textsBefore);
    const textedTwice = beyondOne(answers.map((m) => `${m.to}\n${m.body}`));

    // Delivery statuses of the answers: "sent" then "delivered", each posted twice at once; the last word stays.
    const statusUrl = new URL(STATUS_PATH, site.url).href;
    const reported = new Map<string, string>();
    const statusAcknowledged = new Set<string>();
    const statuses = await measure(`POST ${STATUS_PATH}`, server, pid, statusUrl, {
      method: "POST",
      request: (n, context) => {
        const k = eventOf(n);
        const text = answers[Math.floor(k / 2) % answers.length]!;
        const status = k % 2 === 0 ? "sent" : "delivered";
        context.report = `${text.sid} ${status}`;
        return form(statusUrl, { MessageSid: text.sid, AccountSid: twilio.accountSid, MessageStatus: status });
      },
      onResponse: (status, _body, context) => {
        if (status !== 200) return;
        const [sid, word] = String(context.report).split(" ");
        statusAcknowledged.add(sid!);
        if (word === "delivered" || !reported.has(sid!)) reported.set(sid!, word!);
      },
    });
    const outRows = await db.kysely
      .selectFrom("sms_messages")
      .select(["provider_sid", "status"])
      .where("direction", "=", "out")
      .where(
        "provider_sid",
        "in",
        answers.map((a) => a.sid),
      )
      .execute();
    const statusOf = new Map(outRows.map((r) => [r.provider_sid, r.status]));
    const wrong = [...reported].filter(([sid, word]) => statusOf.get(sid) !== word).length;
    const doubleOut = beyondOne(outRows.map((r) => r.provider_sid ?? ""));
    return [
      {
        ...received,
        stored: `${inbound.size} MessageSids (each posted twice at once), ${acknowledged.size} acknowledged: ${lost} lost, ${doubleIn} stored twice; ${helps} HELP answered with ${answers.length} texts to the Twilio fake, ${textedTwice} sent twice ${mark(lost === 0 && doubleIn === 0 && answers.length === helps && textedTwice === 0)}`,
      },
      {
        ...statuses,
        stored: `statuses of ${answers.length} texts, ${statusAcknowledged.size} acknowledged: ${wrong} whose stored status is not the furthest one acknowledged, ${doubleOut} texts stored twice ${mark(wrong === 0 && doubleOut === 0 && statusAcknowledged.size === answers.length)}`,
      },
    ];
  }

  /** "Add free swatch" (the bag's action as the site script posts it) and mailed swatch orders from new households. */
  async function swatchRuns() {
    const ids = SWATCHES.map((s) => s.id);
    const added = await measure("POST /swatches (add to the bag)", server, pid, `${site.url}/swatches`, {
      method: "POST",
      request: (n) => ({
        body: new URLSearchParams({
          intent: "add",
          swatch: ids[n % ids.length]!,
          back: "/collections/shades/roller",
        }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      }),
    });
    const orderTag = `${tag}o`;
    const ordered = await measure("POST /api/swatches", server, pid, `${site.url}/api/swatches`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: (n) => ({
        swatches: [ids[n % ids.length], ids[(n + 1) % ids.length]],
        user_name: "Load Test",
        user_email: emailFor(orderTag, n),
        address_line1: `${n + 1} Bench Street`,
        city: "Los Angeles",
        state: "CA",
        zip: "90012",
      }),
    });
    const stored = await storedLeads(
      database.DATABASE_URL ? { databaseUrl: database.DATABASE_URL } : { sqlitePath: database.SQLITE_PATH! },
      { table: "swatch_orders", emailColumn: "user_email" },
      orderTag,
    );
    const lost = Math.max(0, ordered.ok - stored.rows);
    return [
      added,
      {
        ...ordered,
        stored: `${stored.rows} orders for ${ordered.ok} 2xx: ${lost} missing, ${stored.duplicates} duplicates ${mark(lost === 0 && stored.duplicates === 0)}`,
      },
    ];
  }

  /** The booking page's default slots request once three consultants (staff accounts made here) visit homes. */
  async function consultantSlotsRun() {
    const hours = { ana: "Mo-Fr 09:00-17:00", ben: "Mo-Th 09:00-17:00", cleo: "Mo-Fr 12:00-17:00" };
    for (const [name, week] of Object.entries(hours)) {
      const email = `${name}-${tag}@example.com`;
      await createUser(db.kysely, email, "a long enough bench password");
      await adminCli(cliEnv, ["consultant", "--email", email, "--hours", week, "--name", name]);
    }
    return measure("GET /api/booking/slots (3 consultants)", server, pid, `${site.url}/api/booking/slots`, {
      headers: { accept: "application/json" },
    });
  }
}
