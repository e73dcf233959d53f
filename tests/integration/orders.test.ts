import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env.ts";
import { createOrderOffice, ORDER_STAGE_JOB } from "../../server/orders/office.ts";
import { proposalDeps } from "../../server/proposals/feature.ts";
import { DIALECTS, eventually, post } from "./harness.ts";
import {
  acceptedProposal,
  adminCli,
  CLIENT,
  mailsTo,
  oneMail,
  sentProposal,
  STAFF,
  startProposalSite,
  type ProposalSite,
} from "./proposals-fixture.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const DAY_MS = 86_400_000;

describe.each(DIALECTS)("an order's progress on %s (issue 34)", (dialect) => {
  let site: ProposalSite;
  beforeAll(async () => {
    site = await startProposalSite(dialect, pg());
  });
  afterAll(async () => {
    await site?.stop();
  });

  /** The order office on the site's database, on a clock the test sets (undo is allowed the same day only). */
  const officeAt = (nowMs: number) =>
    createOrderOffice(proposalDeps(parseEnv({ ...site.env, NODE_ENV: "test" }), site.db, { now: () => nowMs }));

  const stage = (id: string, args: string[] = []) => adminCli(site, ["order-stage", "--proposal", id, ...args]);

  const changes = (id: string) =>
    site.db.kysely.selectFrom("order_stage_changes").selectAll().where("proposal_id", "=", id).orderBy("seq").execute();

  const stageMailJobs = async (id: string) =>
    (
      await site.db.kysely
        .selectFrom("outbox")
        .select("id")
        .where("job", "=", ORDER_STAGE_JOB)
        .where("lead_id", "=", id)
        .execute()
    ).length;

  /** An accepted proposal whose deposit staff recorded by hand: an order ready to be ordered. */
  async function paidOrder(locale: "en" | "es" = "en") {
    const proposal = locale === "en" ? await acceptedProposal(site) : await acceptedSpanish();
    const recorded = await site.office.recordDeposit(
      proposal.id,
      { amount: "100", method: "check", note: "" },
      STAFF,
      CLIENT,
    );
    expect(recorded.status).toBe("recorded");
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

  it("moves an order one stage at a time with the CLI; a stage that does not follow changes nothing", async () => {
    const proposal = await acceptedProposal(site);

    const early = await stage(proposal.id, ["--stage", "ordered"]);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/deposit is not paid/);
    expect(await changes(proposal.id)).toEqual([]);

    await site.office.recordDeposit(proposal.id, { amount: "100", method: "check", note: "" }, STAFF, CLIENT);
    const ordered = await stage(proposal.id, ["--stage", "ordered", "--expected-week", "2026-W50"]);
    expect(ordered.code).toBe(0);
    const printed = JSON.parse(ordered.out) as Record<string, string>;
    expect(Object.keys(printed).sort()).toEqual(["changedAt", "id", "stage"]);
    expect(printed).toMatchObject({ id: proposal.id, stage: "ordered" });
    expect(Number.isNaN(Date.parse(printed.changedAt!))).toBe(false);

    const skipped = await stage(proposal.id, ["--stage", "paid"]);
    expect(skipped.code).toBe(1);
    expect(skipped.err).toContain("Paid in full does not follow Ordered; the next stage is Arrived.");
    const badWeek = await stage(proposal.id, ["--stage", "arrived", "--expected-week", "2026-W60"]);
    expect(badWeek.code).toBe(1);
    expect(
      (await site.db.kysely.selectFrom("orders").selectAll().execute()).find((o) => o.proposal_id === proposal.id),
    ).toMatchObject({ stage: "ordered", expected_week: "2026-W50" });

    for (const next of ["arrived", "installed"]) expect((await stage(proposal.id, ["--stage", next])).code).toBe(0);
    const tooLate = await stage(proposal.id, ["--stage", "cancelled", "--note", "Changed their mind"]);
    expect(tooLate.code).toBe(1);
    expect(tooLate.err).toMatch(/can no longer be cancelled/);
    expect((await stage(proposal.id, ["--stage", "paid"])).code).toBe(0);
    expect((await stage(proposal.id, ["--stage", "paid"])).code).toBe(1);

    const history = await changes(proposal.id);
    expect(history.map((c) => [c.previous_stage, c.stage, c.changed_by])).toEqual([
      ["deposit_paid", "ordered", "cli"],
      ["ordered", "arrived", "cli"],
      ["arrived", "installed", "cli"],
      ["installed", "paid", "cli"],
    ]);
    const audit = await site.db.kysely
      .selectFrom("audit_log")
      .select("action")
      .where("subject_id", "=", proposal.id)
      .where("action", "=", "order_stage")
      .execute();
    expect(audit).toHaveLength(4);
  });

  it("e-mails the customer each move in their language and tells the CRM", async () => {
    const proposal = await paidOrder("es");
    expect((await stage(proposal.id, ["--stage", "ordered", "--expected-week", "2026-W50"])).code).toBe(0);
    const mail = await oneMail(site, proposal.lead.email, /Su pedido .+: encargado/);
    expect(mail.text).toContain("se están fabricando a la medida");
    expect(mail.text).toContain("semana del 7 de diciembre de 2026");
    expect(mail.text).toContain(`https://amberwood.test/es/proposal/${proposal.token}`);

    const event = await eventually(async () => {
      const found = [...site.crm.events.values()].find(
        (e) => e.type === "order.stage_changed" && e.data.proposal_id === proposal.id,
      );
      if (!found) throw new Error("no order.stage_changed yet");
      return found;
    });
    expect(event.data).toMatchObject({
      stage: "ordered",
      previous_stage: "deposit_paid",
      expected_week: "2026-W50",
      undone: false,
      locale: "es",
    });
  });

  it("cancels an order before Installed only with a reason, and the customer's page shows it", async () => {
    const proposal = await paidOrder();
    const noReason = await stage(proposal.id, ["--stage", "cancelled"]);
    expect(noReason.code).toBe(1);
    expect(noReason.err).toMatch(/why the order is cancelled/);
    expect((await stage(proposal.id, ["--stage", "ordered"])).code).toBe(0);
    const cancelled = await stage(proposal.id, ["--stage", "cancelled", "--note", "Moving house"]);
    expect(cancelled.code).toBe(0);
    expect((await stage(proposal.id, ["--stage", "arrived"])).code).toBe(1);

    const order = await officeAt(Date.now()).summary(proposal.id);
    expect(order).toMatchObject({ stage: "cancelled", cancelReason: "Moving house", next: null, canCancel: false });
    const view = await site.pages.view(proposal.token, "en");
    expect(view?.order?.steps.map((s) => s.stage)).toEqual(["signed", "deposit_paid", "ordered", "cancelled"]);
    expect(view?.order?.steps.every((s) => s.reached && s.date)).toBe(true);
    await oneMail(site, proposal.lead.email, /Your order .+: cancelled/);
  });

  it("shows the customer the stages with their dates and the expected week while the goods are on their way", async () => {
    const proposal = await paidOrder();
    const before = await site.pages.view(proposal.token, "en");
    expect(before?.order?.stage).toBe("deposit_paid");
    expect(before?.order?.steps.map((s) => [s.stage, s.reached])).toEqual([
      ["signed", true],
      ["deposit_paid", true],
      ["ordered", false],
      ["arrived", false],
      ["installed", false],
      ["paid", false],
    ]);
    await stage(proposal.id, ["--stage", "ordered", "--expected-week", "2027-W01"]);
    const ordered = await site.pages.view(proposal.token, "es");
    expect(ordered?.order?.expectedWeekOf).toBe("4 de enero de 2027");
    expect(ordered?.order?.steps.find((s) => s.stage === "ordered")?.date).toMatch(/de 20\d\d$/);
    await stage(proposal.id, ["--stage", "arrived"]);
    expect((await site.pages.view(proposal.token, "en"))?.order?.expectedWeekOf).toBeNull();
  });

  it("undoes the day's latest move without e-mailing twice, and no move of an earlier day", async () => {
    const proposal = await paidOrder();
    const today = Date.now();
    const office = officeAt(today);
    expect((await office.move(proposal.id, { stage: "ordered" }, STAFF, CLIENT)).status).toBe("moved");
    expect((await office.move(proposal.id, { stage: "arrived" }, STAFF, CLIENT)).status).toBe("moved");
    await oneMail(site, proposal.lead.email, /Your order .+: arrived/);

    const undone = await office.undo(proposal.id, STAFF, CLIENT);
    expect(undone).toMatchObject({ status: "undone", stage: "ordered" });
    expect(await office.summary(proposal.id)).toMatchObject({ stage: "ordered", next: "arrived" });
    expect((await site.pages.view(proposal.token, "en"))?.order?.stage).toBe("ordered");

    // Made again the same day: it stands, but the customer already has its e-mail.
    expect((await office.move(proposal.id, { stage: "arrived" }, STAFF, CLIENT)).status).toBe("moved");
    expect(await stageMailJobs(proposal.id)).toBe(2);
    expect((await office.move(proposal.id, { stage: "installed" }, STAFF, CLIENT)).status).toBe("moved");
    await oneMail(site, proposal.lead.email, /Your order .+: installed/);
    expect(await mailsTo(site, proposal.lead.email, /Your order .+: arrived/)).toHaveLength(1);

    const crm = await eventually(async () => {
      const found = [...site.crm.events.values()].filter(
        (e) => e.type === "order.stage_changed" && e.data.proposal_id === proposal.id,
      );
      if (found.length !== 5) throw new Error(`${found.length} events`);
      return found;
    });
    expect(crm.filter((e) => e.data.undone === true).map((e) => [e.data.previous_stage, e.data.stage])).toEqual([
      ["arrived", "ordered"],
    ]);

    const tomorrow = officeAt(today + DAY_MS);
    const late = await tomorrow.undo(proposal.id, STAFF, CLIENT);
    expect(late).toEqual({ status: "refused", message: "Only a move made today can be undone." });
    expect((await tomorrow.summary(proposal.id))?.undoable).toBeNull();
    expect((await changes(proposal.id)).map((c) => [c.stage, c.undone_by])).toEqual([
      ["ordered", null],
      ["arrived", STAFF],
      ["arrived", null],
      ["installed", null],
    ]);
  });

  it("takes one of twenty racing moves to the same stage", async () => {
    const proposal = await paidOrder();
    const office = officeAt(Date.now());
    const results = await Promise.all(
      Array.from({ length: 20 }, () => office.move(proposal.id, { stage: "ordered" }, STAFF, CLIENT)),
    );
    expect(results.filter((r) => r.status === "moved")).toHaveLength(1);
    expect(results.filter((r) => r.status === "refused")).toHaveLength(19);
    expect(await changes(proposal.id)).toHaveLength(1);
    expect(await stageMailJobs(proposal.id)).toBe(1);
  });

  it("lists orders by stage for the back office, and has no order for a proposal not accepted", async () => {
    const accepted = await paidOrder();
    await stage(accepted.id, ["--stage", "ordered"]);
    const sent = await sentProposal(site);
    const office = officeAt(Date.now());
    expect(await office.summary(sent.id)).toBeNull();
    const refused = await stage(sent.id, ["--stage", "ordered"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/not accepted/);
    expect((await stage("not-a-proposal", ["--stage", "ordered"])).code).toBe(1);

    const ordered = await office.list("ordered");
    expect(ordered.map((o) => o.proposalId)).toContain(accepted.id);
    expect(ordered.every((o) => o.stage === "ordered")).toBe(true);
    expect((await office.list("arrived")).map((o) => o.proposalId)).not.toContain(accepted.id);
    expect((await office.list(null)).map((o) => o.proposalId)).toContain(accepted.id);
  });
});
