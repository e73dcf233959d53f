import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacy } from "../../app/content/privacy.ts";
import { bookingFeature } from "../../server/booking/feature.ts";
import { parseEnv } from "../../server/env.ts";
import { installationsFeature } from "../../server/installations/feature.ts";
import { createAfterSaleCustomer } from "../../server/orders/after-sale.ts";
import { ORDER_STAGE_JOB } from "../../server/orders/office.ts";
import { applyAfterSaleRetention } from "../../server/privacy/after-sale-retention.ts";
import { privacyErase, privacyExport } from "../../server/privacy/requests.ts";
import { proposalDeps } from "../../server/proposals/feature.ts";
import type { ProposalHandle } from "../../app/features/proposals/service.ts";
import { referralsFeature } from "../../server/referrals/feature.ts";
import { DIALECTS, eventually, post } from "./harness.ts";
import {
  acceptedProposal,
  adminCli,
  CLIENT,
  postQuote,
  sentProposal,
  STAFF,
  startProposalSite,
  type ProposalSite,
} from "./proposals-fixture.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const REVIEW_URL = "https://reviews.example.com/amberwood";
const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
/** Every table of a proposal's after-sale records, by the column naming the proposal. */
const AFTER_SALE_TABLES = [
  ["proposals", "id"],
  ["proposal_versions", "proposal_id"],
  ["proposal_acceptances", "proposal_id"],
  ["proposal_payments", "proposal_id"],
  ["balance_payments", "proposal_id"],
  ["orders", "proposal_id"],
  ["order_stage_changes", "proposal_id"],
  ["installations", "proposal_id"],
  ["order_feedback", "proposal_id"],
  ["referral_codes", "proposal_id"],
] as const;

/**
 * Proposals, orders, payments, feedback and referrals in a customer's privacy export and erasure, and their retention
 * (docs/decisions/0029), on both databases: the export holds each kind; the erasure leaves no name, e-mail, phone or
 * address in those tables while the accounts keep their figures, and the customer's links are the 404 page; the
 * retention job anonymises an order at its age and deletes it at the accounts' age, and not a day before.
 */
describe.each(DIALECTS)("after-sale data in privacy requests on %s (decision 0029)", (dialect) => {
  let site: ProposalSite;
  beforeAll(async () => {
    site = await startProposalSite(
      dialect,
      pg(),
      {
        REVIEW_URL,
        BOOKING_SLOT_MINUTES: "60",
        BOOKING_CAPACITY: "3",
        BOOKING_MIN_NOTICE_HOURS: "48",
        INSTALL_SLOT_MINUTES: "180",
        INSTALL_CAPACITY: "2",
      },
      [bookingFeature, installationsFeature, referralsFeature],
    );
  });
  afterAll(async () => {
    await site?.stop();
  });

  const db = () => site.db.kysely;
  const customer = () =>
    createAfterSaleCustomer(proposalDeps(parseEnv({ ...site.env, NODE_ENV: "test" }), site.db), REVIEW_URL);
  const stage = async (id: string, to: string) => {
    const moved = await adminCli(site, ["order-stage", "--proposal", id, "--stage", to]);
    expect(moved.code, moved.err).toBe(0);
  };
  const referralCode = async (token: string) => {
    const url = (await customer().view(token, "en"))?.referralUrl ?? "";
    return url.split("/r/")[1]!;
  };
  const quoteWithRef = async (email: string, ref: string) =>
    (await postQuote(site, "en", { user_email: email, ref })).id;

  /**
   * A customer's whole order, as it happens: a quote; a proposal whose address and note staff typed; signed; the
   * deposit recorded by hand; the installation booked by the customer; installed; the balance paid by card through
   * Stripe; their feedback; their referral link used by a neighbour.
   */
  async function wholeOrder() {
    const lead = await postQuote(site);
    const quote = await db()
      .selectFrom("quote_requests")
      .select(["user_name", "user_phone"])
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    const person = {
      name: quote.user_name,
      email: lead.email,
      phone: quote.user_phone,
      address: `${lead.id.slice(0, 4)} Juniper Lane, Pasadena`,
    };
    const created = await adminCli(site, ["proposal-create", "--lead", `quote:${lead.id}`]);
    expect(created.code, created.err).toBe(0);
    const proposal = JSON.parse(created.out) as ProposalHandle;
    const values = (await site.office.detail(proposal.id))!.values;
    const saved = await site.office.save(
      proposal.id,
      { ...values, customer_address: person.address, notes: `Ask for ${person.name} at the gate.` },
      STAFF,
      CLIENT,
    );
    expect(saved.status).toBe("saved");
    expect((await adminCli(site, ["proposal-send", "--id", proposal.id])).code).toBe(0);
    const accepted = await post(site.app.url, `/api/proposals/${proposal.token}/accept`, {
      signer_name: person.name,
      agree: true,
      version: 1,
    });
    expect(accepted.status).toBe(200);
    const deposit = { amount: "100", method: "check", note: `Check from ${person.name}` };
    expect((await site.office.recordDeposit(proposal.id, deposit, STAFF, CLIENT)).status).toBe("recorded");
    await stage(proposal.id, "ordered");
    await stage(proposal.id, "arrived");
    const slots = (await (
      await fetch(`${site.app.url}/api/proposals/${proposal.token}/install-slots?days=31`)
    ).json()) as {
      slots: { start: string }[];
    };
    const booked = await post(site.app.url, `/api/proposals/${proposal.token}/install`, {
      start: slots.slots[0]!.start,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await stage(proposal.id, "installed");
    const checkout = (await customer().payBalance(proposal.token)) as { url: string };
    const session = [...site.stripe.sessions.values()].find((s) => s.url === checkout.url)!;
    expect((await site.stripe.completeSession(session.id)).status).toBe(200);
    const feedback = { stars: "4", comment: `Lovely work, ${person.name}`, locale: "en" };
    expect(await customer().giveFeedback(proposal.token, feedback, CLIENT)).toEqual({ status: "saved" });
    const code = await referralCode(proposal.token);
    const neighbour = await quoteWithRef(`neighbour-of-${lead.id}@example.com`, code);
    return { proposal, lead, person, installStart: slots.slots[0]!.start, session: session.id, code, neighbour };
  }

  /** Every row of the proposal's after-sale records, and its audit entries, as one text. */
  async function everythingAbout(id: string) {
    const rows: unknown[] = [];
    for (const [table, column] of AFTER_SALE_TABLES) {
      rows.push(await db().selectFrom(table).selectAll().where(column, "=", id).execute());
    }
    rows.push(await db().selectFrom("referrals").selectAll().execute());
    rows.push(await db().selectFrom("audit_log").selectAll().where("subject_id", "=", id).execute());
    return JSON.stringify(rows);
  }

  const status = async (path: string) => (await fetch(`${site.app.url}${path}`, { redirect: "manual" })).status;
  const isPdf = async (path: string) => {
    const answer = await fetch(`${site.app.url}${path}`, { redirect: "manual" });
    return answer.status === 200 && answer.headers.get("content-type") === "application/pdf";
  };

  it("exports the customer's proposals, orders, payments, feedback and referrals, and no one else's", async () => {
    const { proposal, lead, person, installStart, session, code, neighbour } = await wholeOrder();
    // A lead of theirs that came by another customer's link.
    const other = await acceptedProposal(site);
    const referredLead = await quoteWithRef(lead.email, await referralCode(other.token));

    const copy = await privacyExport(db(), lead.email);
    const version = await db()
      .selectFrom("proposal_versions")
      .selectAll()
      .where("proposal_id", "=", proposal.id)
      .executeTakeFirstOrThrow();
    expect(copy.proposals).toHaveLength(1);
    expect(copy.proposals[0]).toMatchObject({
      id: proposal.id,
      number: expect.stringMatching(/^P-[0-9A-F]{8}$/),
      status: "accepted",
      versions: [
        {
          version: 1,
          customer: { name: person.name, email: person.email, address: person.address },
          notes: `Ask for ${person.name} at the gate.`,
          totals: { total_cents: version.total_cents, deposit_cents: version.deposit_cents },
        },
      ],
      acceptance: { version: 1, signer_name: person.name, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect((copy.proposals[0]!.versions as { windows: unknown[] }[])[0]!.windows).toHaveLength(2);
    expect(copy.orders).toHaveLength(1);
    expect(copy.orders[0]).toMatchObject({ proposal_id: proposal.id, stage: "paid" });
    const moves = (copy.orders[0]!.stages as { stage: string }[]).map((move) => move.stage);
    expect(moves).toEqual(expect.arrayContaining(["ordered", "arrived", "installed", "paid"]));
    expect(copy.orders[0]!.installations).toMatchObject([{ status: "confirmed", start_at: installStart }]);
    expect(copy.payments).toMatchObject([
      { purpose: "deposit", amount_cents: 10_000, source: "staff", method: "check", stripe_session_id: null },
      {
        purpose: "balance",
        status: "paid",
        amount_cents: version.total_cents - version.deposit_cents,
        source: "stripe",
        stripe_session_id: session,
        stripe_event_id: expect.stringMatching(/^evt_/),
      },
    ]);
    // What a payment row holds, and nothing else: no card data is ever kept.
    const held =
      "amount_cents created_at currency method note proposal_id purpose source status stripe_event_id stripe_session_id";
    expect(Object.keys(copy.payments[1]!).sort()).toEqual(held.split(" "));
    expect(copy.order_feedback).toMatchObject([{ proposal_id: proposal.id, stars: 4 }]);
    expect(copy.referral_codes).toMatchObject([{ code, uses: [{ reward_given_at: null }] }]);
    // The uses say when, never who was referred.
    expect(JSON.stringify(copy.referral_codes)).not.toContain(neighbour);
    expect(copy.referred_leads).toMatchObject([{ lead_kind: "quote", lead_id: referredLead }]);
    // The receipts and the review request about the order are among their e-mails.
    expect(copy.emails.some((job) => job.lead_kind === "proposal" && job.lead_id === proposal.id)).toBe(true);

    // The neighbour's copy holds nothing of the customer's order.
    const theirs = await privacyExport(db(), `neighbour-of-${lead.id}@example.com`);
    expect([theirs.proposals, theirs.orders, theirs.payments, theirs.order_feedback, theirs.referral_codes]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it("erases the customer from their orders, keeps the accounts' figures, and their links are the 404 page", async () => {
    const { proposal, lead, person, session, code, neighbour } = await wholeOrder();
    const other = await acceptedProposal(site);
    const figures = async () => ({
      versions: await db()
        .selectFrom("proposal_versions")
        .select(["version", "total_cents", "deposit_cents", "valid_until", "sent_at"])
        .where("proposal_id", "=", proposal.id)
        .execute(),
      deposits: await db()
        .selectFrom("proposal_payments")
        .select(["amount_cents", "created_at", "status", "method"])
        .where("proposal_id", "=", proposal.id)
        .execute(),
      balances: await db()
        .selectFrom("balance_payments")
        .select(["amount_cents", "created_at", "status", "stripe_session_id", "stripe_event_id"])
        .where("proposal_id", "=", proposal.id)
        .execute(),
      order: await db()
        .selectFrom("orders")
        .select(["stage", "created_at"])
        .where("proposal_id", "=", proposal.id)
        .execute(),
      acceptance: await db()
        .selectFrom("proposal_acceptances")
        .select(["version", "sha256", "accepted_at"])
        .where("proposal_id", "=", proposal.id)
        .execute(),
    });
    const before = await figures();
    expect(before.balances[0]!.stripe_session_id).toBe(session);
    const links = [
      `/api/proposals/${proposal.token}/installation.ics`,
      `/api/proposals/${proposal.token}/install-slots`,
    ];
    for (const link of links) expect(await status(link), link).not.toBe(404);
    expect(await isPdf(`/proposal/${proposal.token}/pdf`)).toBe(true);
    expect(await status(`/r/${code}`)).toBe(303);
    const text = await everythingAbout(proposal.id);
    for (const personal of [person.name, person.email, person.address]) expect(text).toContain(personal);

    const counts = await privacyErase(db(), lead.email, STAFF, Date.now(), true);
    expect(counts).toMatchObject({ proposals: 1, orders: 1, payments: 2, order_feedback: 1, referral_codes: 1 });

    const after = await everythingAbout(proposal.id);
    const digits = person.phone.replace(/\D/g, "");
    for (const personal of [person.name, person.email, person.address, person.phone, digits.slice(-7)]) {
      expect(after.toLowerCase(), personal).not.toContain(personal.toLowerCase());
    }
    expect(
      await db()
        .selectFrom("proposal_acceptances")
        .select(["signer_name", "client_ip", "user_agent"])
        .where("proposal_id", "=", proposal.id)
        .execute(),
    ).toEqual([{ signer_name: "", client_ip: "", user_agent: "" }]);
    // What the customer did themselves (signing, the feedback) no longer carries their client address.
    const theirActions = await db()
      .selectFrom("audit_log")
      .select("client_ip")
      .where("subject_id", "=", proposal.id)
      .where("actor", "=", "customer")
      .execute();
    expect(theirActions.length).toBeGreaterThan(0);
    expect(theirActions.every((entry) => entry.client_ip === null)).toBe(true);
    expect(await figures()).toEqual(before);
    expect(
      await db().selectFrom("proposals").select("anonymised_at").where("id", "=", proposal.id).executeTakeFirst(),
    ).toEqual({
      anonymised_at: expect.any(String),
    });

    // The customer's links are gone: the order's page, its PDF, the installation's times and calendar, the feedback
    // page and the referral link.
    for (const link of links) expect(await status(link), link).toBe(404);
    // The page and its PDF go on to the pages' 404 page, which the end-to-end tests see (this server has no build).
    expect(await isPdf(`/proposal/${proposal.token}/pdf`)).toBe(false);
    expect(await customer().view(proposal.token, "en")).toBeNull();
    expect(await customer().feedbackPage(proposal.token, "en")).toBeNull();
    expect(await status(`/r/${code}`)).not.toBe(303);
    // The neighbour's own lead stays; only the link between them went. Another customer's order is untouched.
    expect(await db().selectFrom("quote_requests").select("id").where("id", "=", neighbour).execute()).toHaveLength(1);
    expect(await db().selectFrom("referrals").select("id").where("lead_id", "=", neighbour).execute()).toHaveLength(0);
    expect((await customer().view(other.token, "en"))?.referralUrl).toMatch(/\/r\//);
    expect(await everythingAbout(other.id)).toContain("Customer Signer");
    // Staff see that the customer was erased, and no link to their page.
    expect(await site.office.detail(proposal.id)).toMatchObject({
      anonymisedAt: expect.any(String),
      editable: false,
      values: { customer_name: "", customer_email: "", customer_phone: "", customer_address: "" },
      acceptance: { signerName: "", clientIp: "" },
    });
    // A proposal not yet accepted cannot be given a customer again and sent to a link that no longer works.
    const offer = await sentProposal(site);
    await privacyErase(db(), offer.lead.email, STAFF);
    const refused = { status: "refused", message: expect.stringMatching(/erased/) };
    const values = (await site.office.detail(offer.id))!.values;
    expect(
      await site.office.save(
        offer.id,
        { ...values, customer_name: "Someone New", customer_email: "someone@example.com" },
        STAFF,
        CLIENT,
      ),
    ).toEqual(refused);
    expect(await site.office.send(offer.id, STAFF, CLIENT)).toEqual(refused);
    // The CRM is told which leads and proposals to erase its copies of, by id, never by the address.
    const told = await eventually(async () => {
      const found = site.crm.requests.find(
        (event) => event.type === "privacy.erased" && (event.data.proposals as string[]).includes(proposal.id),
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect(told.data.leads).toEqual(expect.arrayContaining([{ kind: "quote", id: lead.id }]));
    expect(JSON.stringify(told)).not.toContain(lead.email);
    // Nothing is left to export for the address.
    const copy = await privacyExport(db(), lead.email);
    expect([copy.proposals, copy.orders, copy.payments, copy.order_feedback, copy.referral_codes]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it("retention: an order is anonymised at its personal-data age and deleted at the accounts' age, not a day before; an unaccepted proposal goes at the first", async () => {
    const order = await acceptedProposal(site);
    expect(
      (await site.office.recordDeposit(order.id, { amount: "100", method: "check", note: "" }, STAFF, CLIENT)).status,
    ).toBe("recorded");
    const offer = await sentProposal(site);
    // An order signed long ago but paid today is aged from today.
    const late = await acceptedProposal(site);
    expect(
      (await site.office.recordDeposit(late.id, { amount: "100", method: "check", note: "" }, STAFF, CLIENT)).status,
    ).toBe("recorded");
    const longAgo = new Date(Date.now() - 10 * YEAR_MS).toISOString();
    await db().updateTable("proposals").set({ updated_at: longAgo }).where("id", "=", late.id).execute();
    await db().updateTable("orders").set({ updated_at: longAgo }).where("proposal_id", "=", late.id).execute();
    const last = Date.now();

    const state = async (id: string) => {
      const row = await db()
        .selectFrom("proposals")
        .select(["anonymised_at", "token"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return "deleted";
      return row.anonymised_at === null ? "kept" : "anonymised";
    };
    const personalAge = privacy.orderPersonalYears * YEAR_MS;
    const accountsAge = privacy.accountsYears * YEAR_MS;

    await applyAfterSaleRetention(db(), last + personalAge - DAY_MS);
    expect([await state(order.id), await state(offer.id), await state(late.id)]).toEqual(["kept", "kept", "kept"]);
    expect(await everythingAbout(order.id)).toContain("Customer Signer");

    await applyAfterSaleRetention(db(), last + personalAge + DAY_MS);
    expect([await state(order.id), await state(offer.id), await state(late.id)]).toEqual([
      "anonymised",
      "deleted",
      "anonymised",
    ]);
    const anonymised = await everythingAbout(order.id);
    expect(anonymised).not.toContain("Customer Signer");
    expect(anonymised).not.toContain(order.lead.email);
    expect(await isPdf(`/proposal/${order.token}/pdf`)).toBe(false);
    expect(await customer().view(order.token, "en")).toBeNull();
    for (const [table, column] of AFTER_SALE_TABLES) {
      expect(await db().selectFrom(table).select(column).where(column, "=", offer.id).execute(), table).toHaveLength(0);
    }
    // Staff moving the anonymised order send its customer nothing: there is no address left, and the job is done.
    await stage(order.id, "ordered");
    const moved = () =>
      db()
        .selectFrom("outbox")
        .select("status")
        .where("lead_id", "=", order.id)
        .where("job", "=", ORDER_STAGE_JOB)
        .execute();
    await eventually(async () => expect(await moved()).toEqual([{ status: "delivered" }]));
    expect(site.sink.mailbox().filter((mail) => mail.to.length === 0 || mail.to.includes(""))).toEqual([]);
    // Run again (or on a second server): nothing more changes.
    expect(await applyAfterSaleRetention(db(), last + personalAge + DAY_MS)).toEqual({ anonymised: 0, deleted: 0 });

    await applyAfterSaleRetention(db(), last + accountsAge - DAY_MS);
    expect(await state(order.id)).toBe("anonymised");
    expect(
      await db().selectFrom("proposal_payments").select("amount_cents").where("proposal_id", "=", order.id).execute(),
    ).toEqual([{ amount_cents: 10_000 }]);

    await applyAfterSaleRetention(db(), last + accountsAge + DAY_MS);
    expect([await state(order.id), await state(late.id)]).toEqual(["deleted", "deleted"]);
    // Every order of this site is now past its accounts' years, the earlier tests' whole orders too (installation,
    // balance, feedback, referral code and its uses): nothing of any is left, children first (the foreign keys).
    for (const [table, column] of AFTER_SALE_TABLES) {
      expect(await db().selectFrom(table).select(column).execute(), table).toHaveLength(0);
    }
    expect(await db().selectFrom("referrals").select("id").execute()).toHaveLength(0);
    expect(
      await db().selectFrom("visit_seats").select("visit_id").where("visit_kind", "=", "installation").execute(),
    ).toHaveLength(0);
  });
});
