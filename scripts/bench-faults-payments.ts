import path from "node:path";
import Stripe from "stripe";
import { openDatabase } from "../server/db/database.ts";
import { PROPOSAL_JOBS } from "../server/proposals/jobs.ts";
import { StripeFake } from "../tests/mocks/stripe-fake.ts";
import { apiOnly, tempDir, type DatabaseEnv } from "./bench-common.ts";
import { attempt, crashRow, mark, underCrash, type Attempt } from "./bench-crash.ts";
import { paidCheckout, queuedFor, stripeEnv } from "./bench-proposals.ts";

/**
 * Scenario 6 of `npm run bench:faults` (issue 38): a burst of Stripe's payment webhooks while the server is killed
 * with SIGKILL and started again. Each accepted proposal's deposit is paid through the Stripe fake's Checkout; its
 * two signed events (`checkout.session.completed` and `checkout.session.async_payment_succeeded`, two event ids for
 * one payment) are posted over and over by several clients at once, as Stripe redelivers an event until it is
 * answered 2xx. Afterwards the database is asked: each event id stored once, each payment counted once (one paid row
 * per session and per proposal version, one receipt e-mail queued per payment), and nothing acknowledged missing.
 */
export type PaymentCrashOptions = { port: number; crashMs: number; proposals: number; clients: number; tag: string };

type Delivery = Attempt & { eventId: string };
type SignedEvent = { id: string; session: string; payload: string };

export async function paymentWebhookCrash(options: PaymentCrashOptions) {
  const stripe = await new StripeFake().start();
  const sqlitePath = path.join(tempDir("bench-faults-payments"), "site.sqlite");
  const env = {
    ...apiOnly(),
    SQLITE_PATH: sqlitePath,
    LOG_LEVEL: "error",
    ...stripeEnv(stripe),
  };
  const events: SignedEvent[] = [];
  try {
    const run = await underCrash<Delivery>(options, env, options.clients, async (url) => {
      for (let n = 0; n < options.proposals; n++) {
        const { session } = await paidCheckout(url, env, stripe, n, options.tag);
        const completed = stripe.completedEvent(session, {}, `evt_${options.tag}_${n}_completed`);
        const succeeded = { ...completed, id: `evt_${options.tag}_${n}_succeeded` };
        succeeded.type = "checkout.session.async_payment_succeeded";
        for (const event of [completed, succeeded])
          events.push({ id: event.id, session, payload: JSON.stringify(event) });
      }
      return async (n) => {
        const event = events[n % events.length]!;
        // Signed at each delivery, as Stripe signs each attempt.
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload: event.payload,
          secret: stripe.webhookSecret,
        });
        const answer = await attempt(`${url}/api/payments/stripe`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: event.payload,
        });
        return { ...answer, eventId: event.id };
      };
    });
    const acknowledged = new Set(run.sent.filter((s) => s.status === 200).map((s) => s.eventId));
    return {
      ...run,
      deliveries: run.sent.length,
      ...(await paymentLedger({ SQLITE_PATH: sqlitePath }, events, acknowledged)),
    };
  } finally {
    await stripe.stop();
  }
}

/**
 * The database's account of a run of Stripe's events (`acknowledged`: the ids answered 200): what was stored for each
 * event and each payment. bench:load's webhook run asks it too.
 */
export async function paymentLedger(
  database: DatabaseEnv,
  events: { id: string; session: string }[],
  acknowledged: Set<string>,
) {
  const db = await openDatabase({ DATABASE_URL: database.DATABASE_URL ?? "", SQLITE_PATH: database.SQLITE_PATH ?? "" });
  try {
    const ids = events.map((e) => e.id);
    const sessions = [...new Set(events.map((e) => e.session))];
    const stored = await db.kysely.selectFrom("payment_events").select("id").where("id", "in", ids).execute();
    const payments = await db.kysely
      .selectFrom("proposal_payments")
      .select(["proposal_id", "version", "status", "stripe_session_id"])
      .where("stripe_session_id", "in", sessions)
      .execute();
    const receipts = await queuedFor(db, PROPOSAL_JOBS.receipt, [...new Set(payments.map((p) => p.proposal_id))]);
    const storedIds = new Set(stored.map((s) => s.id));
    const paidSessions = new Set(payments.filter((p) => p.status === "paid").map((p) => p.stripe_session_id));
    const beyondOne = (keys: string[]) => keys.length - new Set(keys).size;
    return {
      events: events.length,
      sessions: sessions.length,
      acknowledged: acknowledged.size,
      neverAcknowledged: ids.filter((id) => !acknowledged.has(id)).length,
      // Lost: an event answered 200 whose event row or whose session's payment is not in the database.
      lost: events.filter((e) => acknowledged.has(e.id) && (!storedIds.has(e.id) || !paidSessions.has(e.session)))
        .length,
      doubleEvents: beyondOne(stored.map((s) => s.id)),
      doublePayments:
        beyondOne(payments.map((p) => p.stripe_session_id ?? "")) +
        beyondOne(payments.filter((p) => p.status === "paid").map((p) => `${p.proposal_id}/${p.version}`)),
      doubleReceipts: beyondOne(receipts),
      held: payments.filter((p) => p.status !== "paid").length,
    };
  } finally {
    await db.close();
  }
}

export type PaymentCrashResult = Awaited<ReturnType<typeof paymentWebhookCrash>>;

/** The scenario's row of the crash table and its verdict. */
export function paymentCrashReport(result: PaymentCrashResult) {
  const r = result;
  return {
    row: crashRow("payment webhooks", r.sent, r.recovery, false),
    verdict: `Payment webhooks (${r.sessions} deposits paid, ${r.events} signed events, ${r.deliveries} deliveries, ${r.inFlightAtKill} in flight at the kill): ${r.acknowledged} of ${r.events} events acknowledged (${r.neverAcknowledged} never answered 200 within the run); **lost ${r.lost}** (acknowledged but the event or its payment not in the database) ${mark(r.lost === 0)}; **double ${r.doubleEvents + r.doublePayments}** (an event id stored twice, or a payment counted twice: two rows for a session or two paid rows for a proposal version) ${mark(r.doubleEvents + r.doublePayments === 0)}; receipts queued twice ${r.doubleReceipts} ${mark(r.doubleReceipts === 0)}; payments held for review ${r.held} ${mark(r.held === 0)}.`,
  };
}
