import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitPriceCents, installationCents } from "../../app/features/quote/estimate.ts";
import type { ProposalHandle } from "../../app/features/proposals/service.ts";
import { editorValuesOf } from "../../app/features/proposals/schema.ts";
import { contentOf } from "../../server/proposals/store.ts";
import { DIALECTS, eventually, post, validSwatchOrder } from "./harness.ts";
import {
  acceptedProposal,
  adminCli,
  CLIENT,
  mailsTo,
  oneMail,
  postQuote,
  sentProposal,
  STAFF,
  startProposalSite,
  type ProposalSite,
} from "./proposals-fixture.ts";
import { postgresForFile } from "./postgres.ts";

const pg = postgresForFile();

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ");

describe.each(DIALECTS)("proposals on %s (issue 33)", (dialect) => {
  let site: ProposalSite;
  beforeAll(async () => {
    site = await startProposalSite(dialect, pg());
  });
  afterAll(async () => {
    await site?.stop();
  });

  const accept = (token: string, body: unknown) => post(site.app.url, `/api/proposals/${token}/accept`, body);

  it("proposal-create prefills a draft from a quote's two windows at the price table's prices; proposal-send e-mails it with its PDF", async () => {
    const lead = await postQuote(site);
    const created = await adminCli(site, ["proposal-create", "--lead", `quote:${lead.id}`]);
    expect(created.code, created.err).toBe(0);
    const proposal = JSON.parse(created.out) as ProposalHandle;
    expect(Object.keys(proposal).sort()).toEqual(["id", "token", "url", "version"]);
    expect(proposal.version).toBe(1);
    expect(proposal.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(proposal.url).toBe(`https://amberwood.test/proposal/${proposal.token}`);

    const detail = (await site.office.detail(proposal.id))!;
    expect(detail.state).toBe("draft");
    const choice = { product_type: "shades", product_model: "Roller Shades", preferred_material: "Linen" } as const;
    expect(detail.values.lines.map((l) => [l.label, l.width, l.height, l.mount, l.quantity, l.unit_price])).toEqual([
      [
        "Bedroom",
        "36 3/8",
        "48",
        "inside",
        "2",
        (unitPriceCents(choice, { width_in: 36.375, height_in: 48, mount: "inside" }) / 100).toFixed(2),
      ],
      [
        "Kitchen",
        "30",
        "40",
        "outside",
        "1",
        (unitPriceCents(choice, { width_in: 30, height_in: 40, mount: "outside" }) / 100).toFixed(2),
      ],
    ]);
    expect(detail.values.installation).toBe(((installationCents("shades") * 3) / 100).toFixed(2));
    // A draft is nobody's business but the staff's: the customer's link is not live yet.
    expect((await accept(proposal.token, { signer_name: "X", agree: true, version: 1 })).status).toBe(404);

    const sent = await adminCli(site, ["proposal-send", "--id", proposal.id]);
    expect(sent.code, sent.err).toBe(0);
    expect(JSON.parse(sent.out)).toEqual(proposal);
    const mail = await oneMail(site, lead.email, /^Your proposal from Amberwood Blinds: P-/);
    expect(mail.text).toContain(proposal.url);
    const attachment = mail.attachments.find((a) => a.contentType === "application/pdf")!;
    expect(attachment.filename).toMatch(/^proposal-P-[0-9A-F]{8}\.pdf$/);
    const text = await pdfText(new Uint8Array(attachment.content));
    const version = (await site.db.kysely
      .selectFrom("proposal_versions")
      .selectAll()
      .where("proposal_id", "=", proposal.id)
      .executeTakeFirstOrThrow())!;
    expect(text).toContain(`$${(version.total_cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`);
    expect(text).toContain("Bedroom");
    // The CRM hears of it.
    await eventually(async () => {
      const event = [...site.crm.events.values()].find(
        (e) => e.type === "proposal.sent" && e.data.proposal_id === proposal.id,
      );
      expect(event?.data).toMatchObject({ version: 1, lead_kind: "quote", total_cents: version.total_cents });
    });
  });

  it("proposal-create prefills a swatch order's customer and postal address (issue 36), with no lines to price", async () => {
    const email = `swatch.customer.${dialect}@example.com`;
    const ordered = await post(site.app.url, "/api/swatches", { ...validSwatchOrder, user_email: email });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const created = await adminCli(site, ["proposal-create", "--lead", `swatches:${String(ordered.body.id)}`]);
    expect(created.code, created.err).toBe(0);
    const proposal = JSON.parse(created.out) as ProposalHandle;
    const detail = (await site.office.detail(proposal.id))!;
    expect(detail.values).toMatchObject({
      customer_name: validSwatchOrder.user_name,
      customer_email: email,
      customer_address: "350 S Grand Ave, Apt 12, Los Angeles, CA 90071",
      lines: [],
    });
  });

  it("refuses what the CLI cannot do, with a message", async () => {
    expect((await adminCli(site, ["proposal-create", "--lead", "quote:no-such-lead"])).err).toMatch(/No quote lead/);
    expect((await adminCli(site, ["proposal-create", "--lead", "nonsense"])).code).toBe(1);
    expect((await adminCli(site, ["proposal-create"])).code).toBe(2);
    expect((await adminCli(site, ["proposal-send", "--id", "00000000-0000-4000-8000-000000000000"])).err).toMatch(
      /No proposal/,
    );
  });

  it("versions: a draft changes in place, an edit of a sent one is the next version the customer sees once sent, and every version stays readable with who changed what", async () => {
    const proposal = await sentProposal(site);
    const before = (await site.office.detail(proposal.id))!;
    const values = { ...before.values, discount: "25.00" };
    expect(await site.office.save(proposal.id, values, STAFF, CLIENT)).toEqual({
      status: "saved",
      version: 2,
      newVersion: true,
    });
    // Until version 2 is sent the customer sees version 1 and can accept it; the draft changes in place.
    expect((await site.pages.view(proposal.token, "en"))!.version).toBe(1);
    const again = { ...values, notes: "Measured on Tuesday." };
    expect(await site.office.save(proposal.id, again, "helper@example.com", CLIENT)).toMatchObject({
      version: 2,
      newVersion: false,
    });
    expect(await site.office.send(proposal.id, STAFF, CLIENT)).toEqual({ status: "sent", version: 2 });
    const view = (await site.pages.view(proposal.token, "en"))!;
    expect(view.version).toBe(2);
    expect(view.document.totals.find((t) => t.key === "discount_cents")?.value).toBe("−$25.00");
    expect((await accept(proposal.token, { signer_name: "Customer", agree: "on", version: "1" })).body).toEqual({
      ok: false,
      error: "superseded",
      message: expect.any(String),
    });

    const detail = (await site.office.detail(proposal.id, 1))!;
    expect(detail.version).toBe(1);
    expect(detail.values.discount).toBe("0.00");
    expect(detail.versions.map((v) => [v.version, v.createdBy, v.sentBy])).toEqual([
      [1, "cli", "cli"],
      [2, STAFF, STAFF],
    ]);
    const revised = detail.history.find((h) => h.action === "proposal_revised")!;
    expect(revised.actor).toBe(STAFF);
    expect(revised.detail.changes).toEqual(["Discount: $0.00 → $25.00"]);
    const edited = detail.history.find((h) => h.action === "proposal_edited")!;
    expect(edited).toMatchObject({ actor: "helper@example.com", detail: { version: 2, changes: ["Notes changed"] } });
  });

  it("accept answers the contract: 400 per field, 200 with the record, the same again, 409 superseded, 410 expired, 404 unknown", async () => {
    const proposal = await sentProposal(site);
    const bad = await accept(proposal.token, { signer_name: "   ", agree: "no", version: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      signer_name: "Type your full name to sign",
      agree: "Tick the box to agree to the terms",
      version: "Reload the page: the proposal's version is missing",
    });
    // The messages in the language posted with the form (the page's), the bound as plain digits.
    const long = await accept(proposal.token, { signer_name: "x".repeat(121), agree: true, version: 1, locale: "es" });
    expect(long).toMatchObject({
      status: 400,
      body: { fields: { signer_name: "El nombre puede tener como máximo 120 caracteres" } },
    });
    const unknown = await accept(proposal.token, { signer_name: "Ana", agree: true, version: 1, locale: "xx" });
    expect(unknown).toMatchObject({
      status: 400,
      body: { fields: { locale: "Please choose one of the site's languages: en, es" } },
    });

    const form = new URLSearchParams({ signer_name: "  Grace   Hopper ", agree: "on", version: "1" });
    const first = await accept(proposal.token, form);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      ok: true,
      version: 1,
      acceptedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const same = await accept(proposal.token, { signer_name: "Someone Else", agree: true, version: 1 });
    expect(same).toMatchObject({ status: 200, body: first.body });
    const evidence = await site.db.kysely
      .selectFrom("proposal_acceptances")
      .selectAll()
      .where("proposal_id", "=", proposal.id)
      .execute();
    expect(evidence).toHaveLength(1);
    expect(evidence[0]).toMatchObject({
      signer_name: "Grace Hopper",
      version: 1,
      agreed: 1,
      sha256: first.body.sha256,
    });
    expect(evidence[0]!.client_ip).not.toBe("");
    // The proposal can no longer change, nor be declined.
    expect(
      (await site.office.save(proposal.id, (await site.office.detail(proposal.id))!.values, STAFF, CLIENT)).status,
    ).toBe("refused");
    expect((await post(site.app.url, `/api/proposals/${proposal.token}/decline`, {})).status).toBe(409);

    const expired = await sentProposal(site);
    await site.db.kysely
      .updateTable("proposal_versions")
      .set({ valid_until: "2020-01-31" })
      .where("proposal_id", "=", expired.id)
      .execute();
    expect(await accept(expired.token, { signer_name: "Late", agree: true, version: 1 })).toMatchObject({
      status: 410,
      body: { ok: false, error: "expired" },
    });

    const altered = `${proposal.token.slice(0, -1)}${proposal.token.endsWith("A") ? "B" : "A"}`;
    for (const token of [altered, "nope", "a".repeat(43)]) {
      expect((await accept(token, { signer_name: "X", agree: true, version: 1 })).status, token).toBe(404);
    }
  });

  it("decline takes an optional reason; the business is told; a declined proposal cannot be accepted", async () => {
    const proposal = await sentProposal(site);
    const declined = await post(site.app.url, `/api/proposals/${proposal.token}/decline`, { reason: "Too early" });
    expect(declined).toMatchObject({ status: 200, body: { ok: true } });
    expect((await accept(proposal.token, { signer_name: "X", agree: true, version: 1 })).status).toBe(404);
    const notice = await oneMail(site, "inbox@amberwood.test", new RegExp(`declined by ${"Customer \\d+"}`));
    expect(notice.text).toContain("Too early");
    const plain = await sentProposal(site);
    const empty = await fetch(`${site.app.url}/api/proposals/${plain.token}/decline`, { method: "POST" });
    expect(empty.status).toBe(200);
  });

  it("twenty accepts racing leave one signature, one set of e-mails and one CRM event", async () => {
    const proposal = await sentProposal(site);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        accept(proposal.token, { signer_name: `Signer ${i}`, agree: true, version: 1 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const rows = await site.db.kysely
      .selectFrom("proposal_acceptances")
      .select("signer_name")
      .where("proposal_id", "=", proposal.id)
      .execute();
    expect(rows).toHaveLength(1);
    const jobs = await site.db.kysely
      .selectFrom("outbox")
      .select("job")
      .where("lead_id", "=", proposal.id)
      .where("job", "like", "proposal_accepted%")
      .execute();
    expect(jobs.map((j) => j.job).sort()).toEqual(["proposal_accepted_business", "proposal_accepted_customer"]);
    // Both sides get the signed PDF with its acceptance block.
    const customer = await oneMail(site, proposal.lead.email, /^You accepted proposal P-/);
    const business = await oneMail(
      site,
      "inbox@amberwood.test",
      new RegExp(`^Proposal P-\\w+ accepted by ${rows[0]!.signer_name}`),
    );
    for (const mail of [customer, business]) {
      const pdf = await pdfText(new Uint8Array(mail.attachments[0]!.content));
      expect(pdf).toContain(`Accepted and signed by ${rows[0]!.signer_name}`);
      expect(pdf).toContain((answers[0]!.body as { sha256: string }).sha256);
      expect(pdf).toMatch(/On \w+ \d+, \d{4} at \d+:\d\d:\d\d [AP]M P[SD]T/);
    }
    await eventually(async () => {
      const events = [...site.crm.events.values()].filter(
        (e) => e.type === "proposal.accepted" && e.data.proposal_id === proposal.id,
      );
      expect(events).toHaveLength(1);
    });
  });

  it("the signature's evidence cannot change: the database refuses UPDATE and DELETE, and no code writes to it but the insert", async () => {
    const proposal = await acceptedProposal(site);
    const where = sql`proposal_id = ${proposal.id}`;
    await expect(
      sql`update proposal_acceptances set signer_name = 'Mallory' where ${where}`.execute(site.db.kysely),
    ).rejects.toThrow(/immutable/);
    await expect(sql`delete from proposal_acceptances where ${where}`.execute(site.db.kysely)).rejects.toThrow(
      /immutable/,
    );
    const row = await site.db.kysely
      .selectFrom("proposal_acceptances")
      .select("signer_name")
      .where("proposal_id", "=", proposal.id)
      .executeTakeFirstOrThrow();
    expect(row.signer_name).toBe("Customer Signer");
    // Blanking only some of its personal fields, or blanking them while changing anything else, is refused too
    // (migration 023 allows the privacy erasure's one change: all three blanked, nothing else touched).
    await expect(
      sql`update proposal_acceptances set signer_name = '' where ${where}`.execute(site.db.kysely),
    ).rejects.toThrow(/immutable/);
    await expect(
      sql`update proposal_acceptances set signer_name = '', client_ip = '', user_agent = '', sha256 = 'x' where ${where}`.execute(
        site.db.kysely,
      ),
    ).rejects.toThrow(/immutable/);

    // No update or delete path in the code but the privacy erasure's anonymisation and the retention's deletion of an
    // anonymised one (docs/decisions/0029): the table is otherwise only ever inserted into and read.
    const PRIVACY = [
      path.join("server", "privacy", "after-sale-erasure.ts"),
      path.join("server", "privacy", "after-sale-retention.ts"),
    ];
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return sources(full);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
      });
    for (const file of [...sources("server"), ...sources("app")].filter((file) => !PRIVACY.includes(file))) {
      const code = readFileSync(file, "utf8");
      expect(code, file).not.toMatch(/(updateTable|deleteFrom)\(\s*"proposal_acceptances"/);
    }
  });

  it("the customer's language: a Spanish lead's proposal links to /es/proposal/… and its e-mail and PDF are in Spanish", async () => {
    const proposal = await sentProposal(site, "es");
    expect(proposal.url).toBe(`https://amberwood.test/es/proposal/${proposal.token}`);
    const mail = await oneMail(site, proposal.lead.email, /^Su propuesta de Amberwood Blinds: P-/);
    expect(mail.text).toContain(proposal.url);
    const pdf = await pdfText(new Uint8Array(mail.attachments[0]!.content));
    expect(pdf).toContain("Propuesta P-");
    expect(pdf).toContain("Dormitorio");
    expect(pdf).toContain("Anticipo al aceptar (50%)");
    const content = contentOf(
      await site.db.kysely
        .selectFrom("proposal_versions")
        .selectAll()
        .where("proposal_id", "=", proposal.id)
        .executeTakeFirstOrThrow(),
    );
    expect(editorValuesOf(content).lines[1]!.label).toBe("Cocina");
    expect((await mailsTo(site, proposal.lead.email, /Your proposal/)).length).toBe(0);
    // A refusal without a language of its own is in the customer's.
    const refused = await post(site.app.url, `/api/proposals/${proposal.token}/decline`, { reason: "x".repeat(1001) });
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { reason: "El motivo puede tener como máximo 1000 caracteres" } },
    });
  });
});
