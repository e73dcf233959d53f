import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env.ts";
import { createProposalPages } from "../../server/proposals/customer.ts";
import { proposalDeps } from "../../server/proposals/feature.ts";
import { depositIdempotencyKey } from "../../server/proposals/stripe.ts";
import { DIALECTS, eventually, post } from "./harness.ts";
import {
  acceptedProposal,
  CLIENT,
  oneMail,
  sentProposal,
  STAFF,
  startProposalSite,
  type ProposalSite,
} from "./proposals-fixture.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

describe.each(DIALECTS)("a proposal's deposit on %s (issue 33)", (dialect) => {
  let site: ProposalSite;
  beforeAll(async () => {
    site = await startProposalSite(dialect, pg());
  });
  afterAll(async () => {
    await site?.stop();
  });

  const deposit = (token: string) =>
    fetch(`${site.app.url}/api/proposals/${token}/deposit`, { method: "POST", redirect: "manual" });

  const depositOf = async (id: string) =>
    (
      await site.db.kysely
        .selectFrom("proposal_versions")
        .select("deposit_cents")
        .where("proposal_id", "=", id)
        .where("version", "=", 1)
        .executeTakeFirstOrThrow()
    ).deposit_cents;

  const payments = (id: string) =>
    site.db.kysely.selectFrom("proposal_payments").selectAll().where("proposal_id", "=", id).execute();

  /** An accepted proposal and its Checkout Session (created through the deposit endpoint). */
  async function checkout() {
    const proposal = await acceptedProposal(site);
    const answer = await deposit(proposal.token);
    expect(answer.status).toBe(303);
    const url = answer.headers.get("location")!;
    const session = [...site.stripe.sessions.values()].find((s) => s.url === url)!;
    return { proposal, session };
  }

  it("creates one Checkout Session per version: the deposit in cents, USD, the proposal's id and version, an idempotency key", async () => {
    const sent = await sentProposal(site);
    const early = await deposit(sent.token);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ ok: false, error: "not_accepted" });

    const { proposal, session } = await checkout();
    expect(session.url).toMatch(new RegExp(`^${site.stripe.url}/pay/cs_test_`));
    expect(session).toMatchObject({
      mode: "payment",
      currency: "usd",
      amount_total: await depositOf(proposal.id),
      metadata: { proposal_id: proposal.id, version: "1" },
      customer_email: proposal.lead.email,
      success_url: `${proposal.url}?deposit=thanks`,
      cancel_url: `${proposal.url}?deposit=cancelled`,
    });
    // Asked again (a second click, a reload): the same session, by the same key.
    const again = await deposit(proposal.token);
    expect(again.headers.get("location")).toBe(session.url);
    const keys = site.stripe.requests.filter(
      (r) => (r.params.metadata as { proposal_id?: string }).proposal_id === proposal.id,
    );
    expect(keys.map((r) => r.idempotencyKey)).toEqual([
      depositIdempotencyKey(proposal.id, 1),
      depositIdempotencyKey(proposal.id, 1),
    ]);
    expect(site.stripe.sessions.size).toBe(new Set([...site.stripe.sessions.values()].map((s) => s.id)).size);
    expect(await payments(proposal.id)).toEqual([]);
  });

  it("the webhook: a missing, wrong or stale signature is 400; a good one records the deposit once, with its e-mails and CRM event", async () => {
    const { proposal, session } = await checkout();
    const event = site.stripe.completedEvent(session.id);
    expect((await site.stripe.postEvent(event, { signature: null })).status).toBe(400);
    expect((await site.stripe.postEvent(event, { secret: "whsec_not_the_right_one" })).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await site.stripe.postEvent(event, { timestamp: stale })).status).toBe(400);
    expect(await payments(proposal.id)).toEqual([]);

    const good = await site.stripe.postEvent(event);
    expect(good.status).toBe(200);
    expect(JSON.parse(good.body)).toEqual({ received: true, outcome: "paid" });
    // Replayed (the same event again) and duplicated (another event for the same session): 200, nothing changes.
    const replay = await site.stripe.postEvent(event);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body).outcome).toBe("duplicate");
    const duplicate = await site.stripe.postEvent(site.stripe.completedEvent(session.id));
    expect(duplicate.status).toBe(200);
    expect(JSON.parse(duplicate.body).outcome).toBe("duplicate");
    const rows = await payments(proposal.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "paid",
      amount_cents: await depositOf(proposal.id),
      currency: "usd",
      source: "stripe",
      stripe_session_id: session.id,
      stripe_event_id: event.id,
    });

    const amount = `$${(rows[0]!.amount_cents / 100).toFixed(2)}`;
    const receipt = await oneMail(site, proposal.lead.email, /^Receipt for your deposit: proposal P-/);
    expect(receipt.text).toContain(`We received your deposit of ${amount}`);
    await oneMail(site, "inbox@amberwood.test", new RegExp(`^Deposit received: \\${amount} for proposal`));
    await eventually(async () => {
      const paid = [...site.crm.events.values()].filter(
        (e) => e.type === "proposal.deposit_paid" && e.data.proposal_id === proposal.id,
      );
      expect(paid).toHaveLength(1);
      expect(paid[0]!.data).toMatchObject({ amount_cents: rows[0]!.amount_cents, source: "stripe" });
    });
    const view = (await site.pages.view(proposal.token, "en"))!;
    expect(view.deposit.paid).toBe(true);
    expect((await site.office.detail(proposal.id))!.depositPaid).toBe(true);
    expect(await (await deposit(proposal.token)).json()).toMatchObject({ error: "already_paid" });
  });

  it("the same event and another event for the session, posted ten times at once, record one deposit", async () => {
    const { proposal, session } = await checkout();
    const event = site.stripe.completedEvent(session.id);
    const posts = Array.from({ length: 10 }, (_, i) =>
      site.stripe.postEvent(i % 2 === 0 ? event : site.stripe.completedEvent(session.id)),
    );
    const answers = await Promise.all(posts);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const outcomes = answers.map((a) => (JSON.parse(a.body) as { outcome: string }).outcome);
    expect(outcomes.filter((o) => o === "paid")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "paid" && o !== "duplicate")).toEqual([]);
    const rows = await payments(proposal.id);
    expect(rows.map((r) => r.status)).toEqual(["paid"]);
    await oneMail(site, proposal.lead.email, /^Receipt for your deposit: proposal P-/);
  });

  it("an amount or currency that does not match is kept for review, not paid; unknown event types are ignored", async () => {
    const wrongAmount = await checkout();
    const short = await site.stripe.completeSession(wrongAmount.session.id, { amount_total: 100 });
    expect(JSON.parse(short.body)).toEqual({ received: true, outcome: "review" });
    expect(await payments(wrongAmount.proposal.id)).toMatchObject([
      { status: "review", review_reason: "amount_mismatch", amount_cents: 100 },
    ]);
    expect((await site.pages.view(wrongAmount.proposal.token, "en"))!.deposit.paid).toBe(false);
    const notice = await oneMail(site, "inbox@amberwood.test", /^Payment to review: proposal P-/);
    expect(notice.text).toContain("the amount paid is not the proposal's deposit");

    const wrongCurrency = await checkout();
    const euros = await site.stripe.completeSession(wrongCurrency.session.id, { currency: "eur" });
    expect(JSON.parse(euros.body).outcome).toBe("review");
    expect(await payments(wrongCurrency.proposal.id)).toMatchObject([
      { status: "review", review_reason: "currency_mismatch" },
    ]);

    const other = await site.stripe.postEvent({
      id: "evt_unrelated",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body).outcome).toBe("ignored");
  });

  it("a signed event of the wrong shape is answered 400 and stores nothing; the right shape after it is paid once", async () => {
    const { proposal, session } = await checkout();
    const good = site.stripe.completedEvent(session.id);
    const broken = [
      { ...good, data: 0 },
      { ...good, data: undefined },
      { ...good, id: 42 },
      { ...good, id: "evt_" + "x".repeat(300) },
      { ...good, data: { object: { ...good.data.object, amount_total: 2 ** 60 } } },
      { ...good, data: { object: { ...good.data.object, amount_total: 1.5 } } },
      { ...good, data: { object: { ...good.data.object, currency: 978 } } },
      { ...good, data: { object: { ...good.data.object, metadata: { proposal_id: ["x"] } } } },
      { ...good, data: { object: { ...good.data.object, id: null } } },
    ];
    for (const event of broken) {
      const answer = await site.stripe.postEvent(event as { id: string });
      expect(answer.status, JSON.stringify(event).slice(0, 200)).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: "malformed_event" });
    }
    expect(await payments(proposal.id)).toEqual([]);
    const stored = await site.db.kysely.selectFrom("payment_events").select("id").where("id", "=", good.id).execute();
    expect(stored).toEqual([]);
    // Another type is not read beyond its id and type, whatever its data.
    const other = await site.stripe.postEvent({
      id: "evt_other_shape",
      object: "event",
      type: "charge.refunded",
      data: 0,
    });
    expect(JSON.parse(other.body)).toEqual({ received: true, outcome: "ignored" });

    const paid = await site.stripe.postEvent(good);
    expect(JSON.parse(paid.body)).toEqual({ received: true, outcome: "paid" });
    expect((await payments(proposal.id)).map((p) => p.status)).toEqual(["paid"]);
  });

  it("staff record a deposit by hand (amount, method, note), audit-logged, once per version", async () => {
    const proposal = await acceptedProposal(site);
    const refused = await site.office.recordDeposit(
      proposal.id,
      { amount: "0", method: "barter", note: "" },
      STAFF,
      CLIENT,
    );
    expect(refused).toMatchObject({
      status: "invalid",
      fields: { amount: expect.any(String), method: expect.any(String) },
    });
    const recorded = await site.office.recordDeposit(
      proposal.id,
      { amount: "500.00", method: "check", note: "Check #1043" },
      STAFF,
      CLIENT,
    );
    expect(recorded).toEqual({ status: "recorded" });
    const audit = await site.db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("subject_kind", "=", "proposal")
      .where("subject_id", "=", proposal.id)
      .where("action", "=", "deposit_recorded")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: STAFF, client_ip: CLIENT.ip });
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      version: 1,
      amount_cents: 50_000,
      method: "check",
      note: "Check #1043",
    });
    expect(
      await site.office.recordDeposit(proposal.id, { amount: "500", method: "cash", note: "" }, STAFF, CLIENT),
    ).toMatchObject({
      status: "refused",
    });
    expect(await payments(proposal.id)).toHaveLength(1);
    await oneMail(site, proposal.lead.email, /^Receipt for your deposit/);
    // Paid by hand: the page's card payment is refused as already paid.
    const sessionAnswer = await fetch(`${site.app.url}/api/proposals/${proposal.token}/deposit`, {
      method: "POST",
      redirect: "manual",
    });
    expect(sessionAnswer.status).toBe(409);
    const notAccepted = await sentProposal(site);
    expect(
      (await site.office.recordDeposit(notAccepted.id, { amount: "10", method: "cash", note: "" }, STAFF, CLIENT))
        .status,
    ).toBe("refused");
  });

  it("a card payment racing a deposit recorded by hand is held for review, not counted twice", async () => {
    const { proposal, session } = await checkout();
    await site.office.recordDeposit(proposal.id, { amount: "100", method: "cash", note: "" }, STAFF, CLIENT);
    const paid = await site.stripe.completeSession(session.id);
    expect(JSON.parse(paid.body).outcome).toBe("review");
    expect((await payments(proposal.id)).map((p) => [p.status, p.review_reason])).toEqual([
      ["paid", null],
      ["review", "already_paid"],
    ]);
  });

  it("without Stripe the deposit endpoint says how to pay instead (503)", async () => {
    const proposal = await acceptedProposal(site);
    const offline = createProposalPages(
      proposalDeps(parseEnv({ ...site.env, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }), site.db),
    );
    expect(await offline.deposit(proposal.token)).toEqual({ status: "not_configured" });
    expect((await offline.view(proposal.token, "en"))!.deposit.online).toBe(false);
    const answer = await post(site.app.url, "/api/proposals/unknown/deposit", undefined);
    expect(answer.status).toBe(404);
  });
});

describe("the deposit endpoint without Stripe settings", () => {
  it("answers 503 with a message (SQLite)", async () => {
    const site = await startProposalSite("sqlite", undefined, { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    try {
      const proposal = await acceptedProposal(site);
      const answer = await post(site.app.url, `/api/proposals/${proposal.token}/deposit`, undefined);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        ok: false,
        error: "payments_unavailable",
        message: expect.stringMatching(/check/),
      });
      const webhook = await post(site.app.url, "/api/payments/stripe", "{}", { type: "application/json" });
      expect(webhook.status).toBe(503);
    } finally {
      await site.stop();
    }
  });
});
