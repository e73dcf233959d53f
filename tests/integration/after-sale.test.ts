import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFeature } from "../../server/booking/feature.ts";
import { parseEnv } from "../../server/env.ts";
import { createAfterSaleCustomer, createAfterSaleOffice } from "../../server/orders/after-sale.ts";
import { BALANCE_JOBS } from "../../server/orders/balance.ts";
import { REVIEW_DELAY_MS, REVIEW_JOB, reviewMail } from "../../server/orders/review.ts";
import { createSigner } from "../../server/secrets.ts";
import { createOrderOffice } from "../../server/orders/office.ts";
import { proposalDeps } from "../../server/proposals/feature.ts";
import { balanceIdempotencyKey } from "../../server/proposals/stripe.ts";
import { referralsFeature } from "../../server/referrals/feature.ts";
import { createReferrals } from "../../server/referrals/office.ts";
import { DIALECTS, post } from "./harness.ts";
import {
  acceptedProposal,
  adminCli,
  CLIENT,
  oneMail,
  postQuote,
  sentProposal,
  STAFF,
  startProposalSite,
  type ProposalSite,
} from "./proposals-fixture.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const REVIEW_URL = "https://reviews.example.com/amberwood";

/**
 * Issue 34, items 3–5, on both databases: the balance paid by Stripe Checkout (once per event, under a replayed
 * webhook race) or recorded by staff; the review request scheduled two days after Installed and dropped; the private
 * feedback; referral links and their attribution to quote requests and bookings.
 */
describe.each(DIALECTS)("after the installation on %s (issue 34, items 3-5)", (dialect) => {
  let site: ProposalSite;
  beforeAll(async () => {
    site = await startProposalSite(dialect, pg(), { REVIEW_URL, BOOKING_CAPACITY: "5" }, [
      bookingFeature,
      referralsFeature,
    ]);
  });
  afterAll(async () => {
    await site?.stop();
  });

  const deps = () => proposalDeps(parseEnv({ ...site.env, NODE_ENV: "test" }), site.db);
  const customer = () => createAfterSaleCustomer(deps(), REVIEW_URL);
  const stage = (id: string, to: string, note: string[] = []) =>
    adminCli(site, ["order-stage", "--proposal", id, "--stage", to, ...note]);

  const jobs = (id: string, job: string) =>
    site.db.kysely.selectFrom("outbox").selectAll().where("lead_id", "=", id).where("job", "=", job).execute();
  const events = async (id: string, type: string) =>
    (await jobs(id, "webhook")).filter((j) => (JSON.parse(j.payload) as { type: string }).type === type);
  /** The CRM's `payment.received` events of an order, oldest first. */
  const received = async (id: string) =>
    (await events(id, "payment.received"))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((j) => {
        const { purpose, source, method, amount_cents } = (JSON.parse(j.payload) as { data: Record<string, unknown> })
          .data;
        return { purpose, source, method, amount_cents };
      });
  const orderStage = async (id: string) =>
    (await site.db.kysely.selectFrom("orders").select("stage").where("proposal_id", "=", id).executeTakeFirst())?.stage;
  const balancePayments = (id: string) =>
    site.db.kysely.selectFrom("balance_payments").selectAll().where("proposal_id", "=", id).execute();

  /** An accepted proposal whose deposit is recorded, moved along to `last` with the CLI. */
  async function orderAt(last: "arrived" | "installed", locale: "en" | "es" = "en") {
    const proposal = locale === "en" ? await acceptedProposal(site) : await acceptedSpanish();
    expect(
      (await site.office.recordDeposit(proposal.id, { amount: "100", method: "check", note: "" }, STAFF, CLIENT))
        .status,
    ).toBe("recorded");
    const path = last === "arrived" ? ["ordered", "arrived"] : ["ordered", "arrived", "installed"];
    for (const next of path) expect((await stage(proposal.id, next)).code).toBe(0);
    return proposal;
  }

  async function acceptedSpanish() {
    const proposal = await sentProposal(site, "es");
    const answer = await post(site.app.url, `/api/proposals/${proposal.token}/accept`, {
      signer_name: "Cliente Firmante",
      agree: true,
      version: 1,
    });
    expect(answer.status).toBe(200);
    return proposal;
  }

  const balanceOf = async (id: string) => {
    const version = await site.db.kysely
      .selectFrom("proposal_versions")
      .select(["total_cents", "deposit_cents"])
      .where("proposal_id", "=", id)
      .where("version", "=", 1)
      .executeTakeFirstOrThrow();
    return version.total_cents - version.deposit_cents;
  };

  describe("the balance", () => {
    it("is asked for once the order is Installed: a Checkout Session for total − deposit, one per order", async () => {
      const arrived = await orderAt("arrived");
      expect(await customer().payBalance(arrived.token)).toEqual({ status: "not_due" });
      expect((await customer().view(arrived.token, "en"))?.balance).toBeNull();

      const order = await orderAt("installed");
      const view = await customer().view(order.token, "en");
      expect(view?.balance).toMatchObject({ paid: false, online: true });
      const first = await customer().payBalance(order.token);
      expect(first.status).toBe("checkout");
      const url = (first as { url: string }).url;
      const session = [...site.stripe.sessions.values()].find((s) => s.url === url)!;
      expect(session).toMatchObject({
        amount_total: await balanceOf(order.id),
        currency: "usd",
        metadata: { proposal_id: order.id, version: "1", purpose: "balance" },
        success_url: `${order.url}?balance=thanks`,
      });
      expect(site.stripe.requests.at(-1)?.idempotencyKey).toBe(balanceIdempotencyKey(order.id, 1));
      // Asked again: the same session, by the same key.
      expect(await customer().payBalance(order.token)).toEqual(first);
    });

    it("is recorded once under a replayed webhook race: one payment, Paid in full, one receipt, one payment.received", async () => {
      const order = await orderAt("installed");
      const checkout = (await customer().payBalance(order.token)) as { url: string };
      const session = [...site.stripe.sessions.values()].find((s) => s.url === checkout.url)!;
      const event = site.stripe.completedEvent(session.id);
      // The same event delivered twelve times at once, and four other events reporting the same session.
      const others = Array.from({ length: 4 }, (_, i) =>
        site.stripe.completedEvent(session.id, {}, `evt_other_${i}_${order.id}`),
      );
      const answers = await Promise.all([
        ...Array.from({ length: 12 }, () => site.stripe.postEvent(event)),
        ...others.map((e) => site.stripe.postEvent(e)),
      ]);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const outcomes = answers.map((a) => (JSON.parse(a.body) as { outcome: string }).outcome);
      expect(outcomes.filter((o) => o === "paid")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(15);

      const payments = await balancePayments(order.id);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: "paid", amount_cents: await balanceOf(order.id), source: "stripe" });
      expect(await orderStage(order.id)).toBe("paid");
      expect(await jobs(order.id, BALANCE_JOBS.receipt)).toHaveLength(1);
      expect(await received(order.id)).toEqual([
        { purpose: "deposit", source: "staff", method: "check", amount_cents: 10_000 },
        { purpose: "balance", source: "stripe", method: "card", amount_cents: await balanceOf(order.id) },
      ]);
      const moved = await events(order.id, "order.stage_changed");
      expect(moved.map((j) => (JSON.parse(j.payload) as { data: { stage: string } }).data.stage)).toContain("paid");

      const receipt = await oneMail(site, order.lead.email, /^Receipt for your balance: order P-[0-9A-F]{8}$/);
      expect(receipt.text).toContain("Your order is paid in full.");
      expect(await customer().payBalance(order.token)).toEqual({ status: "already_paid" });
      expect((await customer().view(order.token, "en"))?.balance?.paid).toBe(true);
    });

    it("holds a payment that is not the balance, or comes before Installed, for review: nothing counts as paid", async () => {
      const order = await orderAt("installed");
      const checkout = (await customer().payBalance(order.token)) as { url: string };
      const session = [...site.stripe.sessions.values()].find((s) => s.url === checkout.url)!;
      const short = await site.stripe.completeSession(session.id, { amount_total: 100 });
      expect(JSON.parse(short.body)).toMatchObject({ outcome: "review" });
      expect(await balancePayments(order.id)).toMatchObject([{ status: "review", review_reason: "amount_mismatch" }]);
      expect(await orderStage(order.id)).toBe("installed");
      await oneMail(site, "inbox@amberwood.test", new RegExp(`^Balance payment to review: order P-`));
    });

    it("is recorded by staff by hand once Installed, with the receipt in the customer's language", async () => {
      const arrived = await orderAt("arrived", "es");
      const office = createAfterSaleOffice(deps());
      const input = { amount: "250", method: "check", note: "Check 1042" };
      expect(await office.recordBalance(arrived.id, input, STAFF, CLIENT)).toMatchObject({ status: "refused" });
      expect((await stage(arrived.id, "installed")).code).toBe(0);
      expect((await office.detail(arrived.id))?.due).toBe(true);
      expect(await office.recordBalance(arrived.id, input, STAFF, CLIENT)).toEqual({ status: "recorded" });
      expect(await office.recordBalance(arrived.id, input, STAFF, CLIENT)).toMatchObject({ status: "refused" });
      expect(await orderStage(arrived.id)).toBe("paid");
      const detail = await office.detail(arrived.id);
      expect(detail).toMatchObject({ paid: true, due: false, payments: [{ amount: "$250.00", recordedBy: STAFF }] });
      const receipt = await oneMail(site, arrived.lead.email, /^Recibo de su saldo: pedido P-[0-9A-F]{8}$/);
      expect(receipt.text).toContain("Su pedido está pagado en su totalidad.");
      expect((await received(arrived.id)).map((p) => [p.purpose, p.amount_cents])).toEqual([
        ["deposit", 10_000],
        ["balance", 25_000],
      ]);
    });
  });

  describe("the review request", () => {
    it("is queued two days after Installed, dropped when the move is undone, and again when the order is cancelled", async () => {
      const order = await orderAt("installed");
      const [queued] = await jobs(order.id, REVIEW_JOB);
      const installed = await site.db.kysely
        .selectFrom("order_stage_changes")
        .select("changed_at")
        .where("proposal_id", "=", order.id)
        .where("stage", "=", "installed")
        .executeTakeFirstOrThrow();
      expect(queued).toMatchObject({ status: "pending" });
      expect(Date.parse(queued!.next_attempt_at) - Date.parse(installed.changed_at)).toBe(REVIEW_DELAY_MS);

      const office = createOrderOffice(deps());
      expect((await office.undo(order.id, STAFF, CLIENT)).status).toBe("undone");
      expect((await jobs(order.id, REVIEW_JOB)).map((j) => j.status)).toEqual(["cancelled"]);
      // Cancelled from Arrived: no review request is ever sent for it.
      expect((await stage(order.id, "cancelled", ["--note", "Moved away"])).code).toBe(0);
      expect((await jobs(order.id, REVIEW_JOB)).map((j) => j.status)).toEqual(["cancelled"]);
    });

    it("goes out when its time comes, in the customer's language, with the feedback form and the public review page", async () => {
      const order = await orderAt("installed", "es");
      // The clock of the outbox: two days on, the job is due.
      await site.db.kysely
        .updateTable("outbox")
        .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
        .where("lead_id", "=", order.id)
        .where("job", "=", REVIEW_JOB)
        .execute();
      const mail = await oneMail(site, order.lead.email, /^¿Cómo fue su instalación\? Pedido P-[0-9A-F]{8}$/);
      expect(mail.text).toContain(`https://amberwood.test/es/proposal/${order.token}/feedback`);
      expect(mail.text).toContain(REVIEW_URL);
    });

    it("without REVIEW_URL offers only the feedback form; once feedback is given it renders to nothing", async () => {
      const order = await orderAt("installed");
      const [job] = await jobs(order.id, REVIEW_JOB);
      const settings = {
        LEADS_TO_EMAIL: "inbox@amberwood.test",
        SITE_URL: "https://amberwood.test",
        unsubscribeSecret: "unused",
        signer: createSigner(Buffer.from("a-test-key-of-at-least-32-characters")),
      };
      const context = {
        db: site.db.kysely,
        settings,
        reachesVisitors: true,
        timeZone: "America/Los_Angeles",
        online: true,
      };
      const plain = await reviewMail(job!, { ...context, reviewUrl: "" });
      expect(plain?.text).toContain(`https://amberwood.test/proposal/${order.token}/feedback`);
      expect(plain?.text).not.toContain("public review");
      expect((await reviewMail(job!, { ...context, reviewUrl: REVIEW_URL }))?.text).toContain(REVIEW_URL);

      const saved = await customer().giveFeedback(order.token, { stars: "5", locale: "en" }, CLIENT);
      expect(saved.status).toBe("saved");
      expect(await reviewMail(job!, { ...context, reviewUrl: REVIEW_URL })).toBeNull();
    });

    it("is dropped once the customer gave their feedback, which is stored once, told to the CRM and shown to staff", async () => {
      const order = await orderAt("installed");
      const service = customer();
      const page = await service.feedbackPage(order.token, "en");
      expect(page).toMatchObject({ given: null, reviewUrl: REVIEW_URL, orderPath: `/proposal/${order.token}` });

      const refused = await service.giveFeedback(order.token, { stars: "7", comment: "", locale: "es" }, CLIENT);
      expect(refused).toEqual({ status: "invalid", fields: { stars: "Elija una puntuación de 1 a 5 estrellas" } });
      const low = { stars: "2", comment: "The fitter was late.", locale: "en" };
      expect(await service.giveFeedback(order.token, low, CLIENT)).toEqual({ status: "saved" });
      expect(await service.giveFeedback(order.token, { stars: "5", locale: "en" }, CLIENT)).toEqual({
        status: "saved",
      });
      const stored = await site.db.kysely
        .selectFrom("order_feedback")
        .selectAll()
        .where("proposal_id", "=", order.id)
        .execute();
      expect(stored).toMatchObject([{ stars: 2, comment: "The fitter was late." }]);
      expect((await jobs(order.id, REVIEW_JOB)).map((j) => j.status)).toEqual(["cancelled"]);
      expect(await events(order.id, "feedback.received")).toHaveLength(1);
      // A low private score still gets the public review link: it is never gated on the score.
      expect(await service.feedbackPage(order.token, "en")).toMatchObject({
        given: { stars: 2 },
        reviewUrl: REVIEW_URL,
      });
      expect((await createAfterSaleOffice(deps()).detail(order.id))?.feedback).toMatchObject({ stars: 2 });

      const early = await orderAt("arrived");
      expect(await service.feedbackPage(early.token, "en")).toBeNull();
      expect(await service.giveFeedback(early.token, low, CLIENT)).toEqual({ status: "not_found" });
    });
  });

  describe("referrals", () => {
    const referralCode = async (token: string) => {
      const url = (await customer().view(token, "en"))?.referralUrl ?? "";
      const match = /^https:\/\/amberwood\.test\/r\/([A-Za-z0-9_-]{16})$/.exec(url);
      expect(match, url).not.toBeNull();
      return match![1]!;
    };
    const referrals = (code: string) =>
      site.db.kysely.selectFrom("referrals").selectAll().where("code", "=", code).orderBy("created_at").execute();

    it("gives each customer one unguessable link; /r/<code> leads to the quote form in its language, unknown goes on to the 404 page", async () => {
      const order = await acceptedProposal(site);
      const code = await referralCode(order.token);
      expect(await referralCode(order.token)).toBe(code);
      const other = await referralCode((await acceptedProposal(site)).token);
      expect(other).not.toBe(code);

      const english = await fetch(`${site.app.url}/r/${code}`, { redirect: "manual" });
      expect(english.status).toBe(303);
      expect(english.headers.get("location")).toBe(`/quote-request?ref=${code}`);
      expect(english.headers.get("set-cookie")).toBeNull();
      const spanish = await fetch(`${site.app.url}/es/r/${code}`, { redirect: "manual" });
      expect(spanish.headers.get("location")).toBe(`/es/quote-request?ref=${code}`);
      // An unknown code goes on to the pages, whose 404 page the end-to-end tests see (this server has no build).
      for (const unknown of [`/r/${"A".repeat(16)}`, "/r/short", `/es/r/${code}x`]) {
        const answer = await fetch(`${site.app.url}${unknown}`, { redirect: "manual" });
        expect(answer.status, unknown).not.toBe(303);
        expect(answer.headers.get("location"), unknown).toBeNull();
      }
    });

    it("records the referral of a quote request or a booking posted with a valid code, once, never the referrer's own", async () => {
      const referrer = await acceptedProposal(site);
      const code = await referralCode(referrer.token);
      const quote = async (ref: string, email: string) => (await postQuote(site, "en", { user_email: email, ref })).id;
      const referred = await quote(code, "neighbour@example.com");
      await quote("unknown-code-xyz", "stranger@example.com");
      await quote(code, referrer.lead.email.toUpperCase());

      const slots = (await (await fetch(`${site.app.url}/api/booking/slots?days=31`)).json()) as {
        slots: { start: string }[];
      };
      const booked = await post(site.app.url, "/api/bookings", {
        start: slots.slots[0]!.start,
        user_name: "Another Neighbour",
        user_email: "another@example.com",
        user_phone: "(213) 555-0100",
        address: "742 Evergreen Terrace, Los Angeles, CA",
        location_lat: "34.05",
        location_lng: "-118.25",
        rooms: "2",
        message: "",
        ref: code,
      });
      expect(booked.status).toBe(201);
      const bookingId = String((booked.body.booking as { id?: string } | undefined)?.id ?? booked.body.id);

      const rows = await referrals(code);
      expect(rows.map((r) => [r.lead_kind, r.lead_id])).toEqual([
        ["quote", referred],
        ["booking", bookingId],
      ]);

      const service = createReferrals(site.db);
      const listed = (await service.list()).find((r) => r.code === code);
      expect(listed).toMatchObject({
        email: referrer.lead.email,
        proposalId: referrer.id,
        customer: expect.stringMatching(/^Customer \d+$/),
      });
      expect(listed?.referred.map((r) => r.lead.label)).toEqual(["Consultation", "Quote request"]);
      expect(await service.markReward(rows[0]!.id, STAFF, CLIENT)).toEqual({ status: "marked" });
      expect(await service.markReward(rows[0]!.id, STAFF, CLIENT)).toMatchObject({ status: "refused" });
      expect((await referrals(code))[0]).toMatchObject({ reward_given_by: STAFF });
    });
  });
});
