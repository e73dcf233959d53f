import { simpleParser, type ParsedMail } from "mailparser";
import type { ProposalHandle, ProposalOffice, ProposalPages } from "../../app/features/proposals/service.ts";
import type { InstallationService } from "../../app/features/installations/service.ts";
import { runAdminCli } from "../../server/auth/cli.ts";
import { bookingRules } from "../../server/booking/feature.ts";
import { createInstallationService, type InstallationServiceOptions } from "../../server/installations/service.ts";
import { createOrderOffice } from "../../server/orders/office.ts";
import { openDatabase, type Db } from "../../server/db/database.ts";
import { parseEnv } from "../../server/env.ts";
import type { FeatureFactory } from "../../server/feature.ts";
import { leadCaptureFeatures } from "../../server/features.ts";
import type { RunningServer } from "../../server/main.ts";
import { createProposalPages } from "../../server/proposals/customer.ts";
import { proposalDeps, proposalsFeature } from "../../server/proposals/feature.ts";
import { smsFeature } from "../../server/sms/feature.ts";
import { swatchesFeature } from "../../server/swatches/feature.ts";
import { createProposalOffice } from "../../server/proposals/office.ts";
import { SmtpSink } from "../mocks/smtp-sink.ts";
import { StripeFake } from "../mocks/stripe-fake.ts";
import { WebhookReceiver } from "../mocks/webhook-receiver.ts";
import { databaseEnv, eventually, post, startApp, type Dialect } from "./harness.ts";
import type { TestPostgres } from "./postgres.ts";

/**
 * A site with proposals on one database (issue 33), and the third parties it talks to on loopback: an SMTP sink
 * (the e-mails and their PDFs), the Stripe fake (Checkout and the signed webhook) and a CRM receiver. The staff side
 * is driven as the business drives it: the CLI, and the back office's service on the same database.
 */
export const CRM_SECRET = "a-webhook-secret-of-at-least-32-characters";
export const STAFF = "owner@example.com";
export const CLIENT = { ip: "198.51.100.7", userAgent: "Vitest" };

export type ProposalSite = {
  app: RunningServer;
  db: Db;
  env: Record<string, string>;
  sink: SmtpSink;
  stripe: StripeFake;
  crm: WebhookReceiver;
  office: ProposalOffice;
  pages: ProposalPages;
  stop(): Promise<void>;
};

export async function startProposalSite(
  dialect: Dialect,
  pg: TestPostgres | undefined,
  extra: Record<string, string> = {},
  /**
   * More features beside the proposals' (a test of bookings and referrals adds theirs; the installations of issue 34
   * item 2 need booking's and their own).
   */
  more: FeatureFactory[] = [],
): Promise<ProposalSite> {
  const sink = await new SmtpSink().start();
  const stripe = await new StripeFake().start();
  const crm = await new WebhookReceiver(CRM_SECRET).start();
  const env: Record<string, string> = {
    ...(await databaseEnv(dialect, pg)),
    OUTBOX_POLL_MS: "20",
    OUTBOX_BASE_DELAY_MS: "20",
    OUTBOX_MAX_DELAY_MS: "50",
    RATE_LIMIT_MAX: "1000",
    SMTP_URL: sink.url,
    LEADS_TO_EMAIL: "inbox@amberwood.test",
    SITE_URL: "https://amberwood.test",
    LEADS_WEBHOOK_URL: crm.url,
    LEADS_WEBHOOK_SECRET: CRM_SECRET,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    SALES_TAX_RATE: "0.0825",
    BUSINESS_TIMEZONE: "America/Los_Angeles",
    ...extra,
  };
  // Swatch orders too (issue 36): a proposal can start from any lead of the inbox.
  // Texts too (issue 35): they go out only when the test's environment names a Twilio account.
  const app = await startApp(env, [...leadCaptureFeatures, swatchesFeature, smsFeature, proposalsFeature, ...more]);
  stripe.webhookUrl = `${app.url}/api/payments/stripe`;
  const db = await openDatabase({ DATABASE_URL: env.DATABASE_URL ?? "", SQLITE_PATH: env.SQLITE_PATH ?? "" });
  const deps = proposalDeps(parseEnv({ ...env, NODE_ENV: "test" }), db);
  return {
    app,
    db,
    env,
    sink,
    stripe,
    crm,
    office: createProposalOffice(deps),
    pages: createProposalPages(deps),
    async stop() {
      await app?.close();
      await db?.close();
      await sink.stop();
      await stripe.stop();
      await crm.stop();
    },
  };
}

let people = 0;

/** A quote request with two windows (and installation) through the public API, as a visitor sends it. */
export async function postQuote(
  site: ProposalSite,
  locale: "en" | "es" = "en",
  /** Fields posted instead of the usual ones (a ticked "Text me…" box and its number, issue 35; a referral code). */
  extra: Record<string, unknown> = {},
): Promise<{ id: string; email: string }> {
  const n = ++people;
  const fields: Record<string, unknown> = {
    user_name: `Customer ${n}`,
    user_email: `customer${n}@example.com`,
    user_phone: "(213) 555-0147",
    product_type: "shades",
    product_model: "Roller Shades",
    preferred_color: "White",
    preferred_material: "Linen",
    installation_required: "yes",
    message: "Two windows",
    locale,
    windows: [
      { room: "Bedroom", width_in: 36.375, height_in: 48, mount: "inside", quantity: 2 },
      { room: "Kitchen", width_in: 30, height_in: 40, mount: "outside", quantity: 1 },
    ],
    ...extra,
  };
  const answer = await post(site.app.url, "/api/quote", fields);
  if (answer.status !== 201) throw new Error(`quote refused: ${JSON.stringify(answer.body)}`);
  return { id: String(answer.body.id), email: String(fields.user_email) };
}

/** `npm run admin -- <args>` in this process, against the site's database; answers the exit code and output. */
export async function adminCli(site: ProposalSite, args: string[]) {
  let out = "";
  let err = "";
  const code = await runAdminCli(
    args,
    { ...site.env, LOG_LEVEL: "silent" },
    {
      out: (text) => (out += text),
      err: (text) => (err += text),
      stdin: process.stdin,
    },
  );
  return { code, out, err };
}

/** A proposal prefilled from a new quote lead and sent with the CLI. */
export async function sentProposal(
  site: ProposalSite,
  locale: "en" | "es" = "en",
  quote: Record<string, unknown> = {},
) {
  const lead = await postQuote(site, locale, quote);
  const created = await adminCli(site, ["proposal-create", "--lead", `quote:${lead.id}`]);
  if (created.code !== 0) throw new Error(created.err);
  const proposal = JSON.parse(created.out) as ProposalHandle;
  const sent = await adminCli(site, ["proposal-send", "--id", proposal.id]);
  if (sent.code !== 0) throw new Error(sent.err);
  return { ...proposal, lead };
}

/** An accepted proposal (version 1). */
export async function acceptedProposal(site: ProposalSite, quote: Record<string, unknown> = {}) {
  const proposal = await sentProposal(site, "en", quote);
  const answer = await post(site.app.url, `/api/proposals/${proposal.token}/accept`, {
    signer_name: "Customer Signer",
    agree: true,
    version: 1,
  });
  if (answer.status !== 200) throw new Error(`accept refused: ${JSON.stringify(answer.body)}`);
  return proposal;
}

/**
 * An accepted proposal with its deposit paid, moved on to `stages` by staff with the CLI (an order at a stage);
 * `quote` adds to the quote lead it answers.
 */
export async function orderAt(site: ProposalSite, stages: string[], quote: Record<string, unknown> = {}) {
  const proposal = await acceptedProposal(site, quote);
  await site.office.recordDeposit(proposal.id, { amount: "100", method: "check", note: "" }, STAFF, CLIENT);
  for (const stage of stages) {
    const moved = await adminCli(site, ["order-stage", "--proposal", proposal.id, "--stage", stage]);
    if (moved.code !== 0) throw new Error(moved.err);
  }
  return proposal;
}

/** The site's installation service on its database, as the back office reaches it (issue 34 item 2). */
export function installationService(
  site: ProposalSite,
  options: Pick<InstallationServiceOptions, "crm" | "texts" | "now" | "consultants">,
): InstallationService {
  const env = parseEnv({ ...site.env, NODE_ENV: "test" });
  const consultations = bookingRules(env);
  return createInstallationService({
    db: site.db,
    bookingRules: consultations,
    installRules: { ...consultations, slotMinutes: env.INSTALL_SLOT_MINUTES, capacity: env.INSTALL_CAPACITY },
    moveOrder: createOrderOffice(proposalDeps(env, site.db)).moveForInstallation,
    mailSettings: { SITE_URL: env.SITE_URL, LEADS_TO_EMAIL: env.LEADS_TO_EMAIL },
    ...options,
  });
}

/** The e-mails the sink holds for `to` whose subject matches, read back as a mail client would. */
export async function mailsTo(site: ProposalSite, to: string, subject: RegExp): Promise<ParsedMail[]> {
  const matching = site.sink.mailbox().filter((m) => m.to.includes(to) && subject.test(m.subject));
  return Promise.all(matching.map((m) => simpleParser(m.raw)));
}

/** Waits for exactly one such e-mail and answers it. */
export async function oneMail(site: ProposalSite, to: string, subject: RegExp): Promise<ParsedMail> {
  return eventually(async () => {
    const found = await mailsTo(site, to, subject);
    if (found.length !== 1) throw new Error(`${found.length} e-mails to ${to} matching ${subject}`);
    return found[0]!;
  });
}
