import { runAdminCli } from "../server/auth/cli.ts";
import type { Db } from "../server/db/database.ts";
import type { StripeFake } from "../tests/mocks/stripe-fake.ts";

/**
 * Proposals for the benchmarks (bench:faults' payment webhooks, bench:observatory's proposal and order pages), made
 * as the business makes them: a visitor's quote through the public API, the proposal made and sent with the admin
 * CLI (in this process, on the server's database), accepted by the customer through the API.
 */

/** `npm run admin -- <args>` in this process, against the database `env` names; answers its JSON output. */
export async function adminCli(env: Record<string, string>, args: string[]): Promise<Record<string, unknown>> {
  let out = "";
  let err = "";
  const io = { out: (t: string) => (out += t), err: (t: string) => (err += t), stdin: process.stdin };
  const code = await runAdminCli(args, { ...env, LOG_LEVEL: "silent" }, io);
  if (code !== 0) throw new Error(`admin ${args[0]} failed: ${err}`);
  return JSON.parse(out) as Record<string, unknown>;
}

/** The settings that send the site's Stripe calls to the fake on loopback, its webhooks signed with the fake's secret. */
export function stripeEnv(stripe: StripeFake): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  };
}

/** A JSON post that must succeed (any 2xx or 3xx). */
export async function postJson(url: string, body: unknown, redirect: RequestRedirect = "follow") {
  const answer = await fetch(url, {
    method: "POST",
    redirect,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (answer.status >= 400) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return answer;
}

/** A quote from visitor `n` (its own address), made into a proposal and sent: answers the proposal's id and token. */
export async function sentProposal(url: string, env: Record<string, string>, n: number, tag: string) {
  const quote = await postJson(`${url}/api/quote`, {
    user_name: `Customer ${n}`,
    user_email: `proposal-${tag}-${n}@example.com`,
    user_phone: "(213) 555-0147",
    product_type: "shades",
    product_model: "Roller Shades",
    preferred_color: "White",
    preferred_material: "Linen",
    installation_required: "no",
    windows: [{ room: "Bedroom", width_in: 36, height_in: 48, mount: "inside", quantity: 1 }],
  });
  const lead = (await quote.json()) as { id: string };
  const created = await adminCli(env, ["proposal-create", "--lead", `quote:${lead.id}`]);
  const sent = await adminCli(env, ["proposal-send", "--id", String(created.id)]);
  return { id: String(sent.id), token: String(sent.token) };
}

/** A sent proposal accepted by its customer (version 1): an order from then on. */
export async function acceptedProposal(url: string, env: Record<string, string>, n: number, tag: string) {
  const proposal = await sentProposal(url, env, n, tag);
  await postJson(`${url}/api/proposals/${proposal.token}/accept`, {
    signer_name: `Customer ${n}`,
    agree: true,
    version: 1,
  });
  return proposal;
}

/** An accepted proposal and its deposit's Checkout Session (created through the deposit endpoint). */
export async function paidCheckout(
  url: string,
  env: Record<string, string>,
  stripe: StripeFake,
  n: number,
  tag: string,
) {
  const proposal = await acceptedProposal(url, env, n, tag);
  const checkout = await postJson(`${url}/api/proposals/${proposal.token}/deposit`, {}, "manual");
  const location = checkout.headers.get("location") ?? "";
  const session = [...stripe.sessions.values()].find((s) => s.url === location);
  if (!session) throw new Error(`no Checkout Session behind ${location}`);
  return { session: session.id, proposal };
}

/**
 * An accepted proposal whose deposit was paid (Stripe's signed event posted by the fake) and whose order staff moved
 * on to Arrived with the admin CLI (`order-stage`): its customer's page offers the installation's times.
 */
export async function arrivedOrder(
  url: string,
  env: Record<string, string>,
  stripe: StripeFake,
  n: number,
  tag: string,
) {
  const checkout = await paidCheckout(url, env, stripe, n, tag);
  stripe.webhookUrl = `${url}/api/payments/stripe`;
  const paid = await stripe.completeSession(checkout.session);
  if (paid.status !== 200) throw new Error(`the deposit's webhook answered ${paid.status}: ${paid.body}`);
  for (const stage of ["ordered", "arrived"])
    await adminCli(env, ["order-stage", "--proposal", checkout.proposal.id, "--stage", stage]);
  return checkout.proposal;
}

/** The lead of every outbox job `job` queued for one of `leadIds` (a proposal's id), once per job: what counts e-mails. */
export async function queuedFor(db: Db, job: string, leadIds: string[]): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom("outbox")
    .select("lead_id")
    .where("job", "=", job)
    .where("lead_id", "in", leadIds)
    .execute();
  return rows.map((r) => r.lead_id);
}

/**
 * What wave 3's pages need to show what a customer sees (bench:lighthouse, bench:audit-scores): a sent proposal's
 * page, an accepted one's (the order page) and the cookie of a swatch bag holding one swatch (its mailing form shows).
 */
export async function wave3Visits(url: string, env: Record<string, string>, tag: string) {
  const sent = await sentProposal(url, env, 1, tag);
  const accepted = await acceptedProposal(url, env, 2, tag);
  const added = await fetch(`${url}/swatches`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add", swatch: "horizontal-snow-white", back: "/collections/blinds" }),
  });
  const bagCookie = (added.headers.get("set-cookie") ?? "").split(";")[0]!;
  if (!bagCookie) throw new Error(`adding a swatch set no cookie (${added.status})`);
  return { proposalPath: `/proposal/${sent.token}`, orderPath: `/proposal/${accepted.token}`, bagCookie };
}
