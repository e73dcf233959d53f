import { afterSaleCustomerContext, afterSaleOfficeContext } from "../../app/features/orders/after-sale.ts";
import { orderOfficeContext } from "../../app/features/orders/service.ts";
import { proposalOfficeContext, proposalPagesContext } from "../../app/features/proposals/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Env } from "../env.ts";
import type { Db } from "../db/database.ts";
import type { Feature } from "../feature.ts";
import { logger } from "../logger.ts";
import { createAfterSaleCustomer, createAfterSaleOffice } from "../orders/after-sale.ts";
import { BALANCE_MAILS } from "../orders/balance-mail.ts";
import { orderStageMail } from "../orders/mail.ts";
import { REVIEW_JOB, reviewMail } from "../orders/review.ts";
import { createOrderOffice, ORDER_STAGE_JOB } from "../orders/office.ts";
import { createProposalPages } from "./customer.ts";
import { PROPOSAL_MAILS } from "./mail.ts";
import { createProposalOffice } from "./office.ts";
import { proposalRoutes } from "./routes.ts";
import { ratesOf, type ProposalDeps } from "./settings.ts";
import { PROPOSAL_KIND } from "./store.ts";
import { stripeGateway } from "./stripe.ts";

/** The proposal services' settings from the server's environment (the server, the CLI and the tests share it). */
export function proposalDeps(env: Env, db: Db, extra: Partial<ProposalDeps> = {}): ProposalDeps {
  return {
    db,
    rates: ratesOf(env),
    validDays: env.PROPOSAL_VALID_DAYS,
    timeZone: env.BUSINESS_TIMEZONE,
    siteUrl: env.SITE_URL,
    stripe: stripeGateway(env),
    crm: Boolean(env.LEADS_WEBHOOK_URL),
    texts: Boolean(env.TWILIO_ACCOUNT_SID),
    ...extra,
  };
}

/**
 * Proposals customers sign and pay online (issue 33; decision 0016) and the orders they become (issue 34; decision
 * 0021): the back office's editor and order moves and the customer's page (through their service contexts), the accept/decline/deposit API, the Stripe webhook, the PDF, and the
 * proposal's e-mails in the outbox.
 */
export async function proposalsFeature(core: Core): Promise<Feature> {
  const { env, db } = core;
  const deps = proposalDeps(env, db, { onQueued: core.nudge });
  const context = {
    db: db.kysely,
    settings: core.mailSettings,
    reachesVisitors: core.transport?.canWelcome ?? false,
    timeZone: env.BUSINESS_TIMEZONE,
    online: deps.stripe !== null,
  };
  for (const [job, render] of Object.entries(PROPOSAL_MAILS)) {
    core.handleMail(PROPOSAL_KIND, job, (queued) => render(queued, context));
  }
  // A signed proposal's order (issue 34): its moves' e-mails are filed under the proposal too.
  core.handleMail(PROPOSAL_KIND, ORDER_STAGE_JOB, (queued) => orderStageMail(queued, context));
  // After the installation (issue 34, items 3–4): the balance's e-mails and the review request two days later.
  for (const [job, render] of Object.entries(BALANCE_MAILS)) {
    core.handleMail(PROPOSAL_KIND, job, (queued) => render(queued, context));
  }
  core.handleMail(PROPOSAL_KIND, REVIEW_JOB, (queued) => reviewMail(queued, { ...context, reviewUrl: env.REVIEW_URL }));
  if (!deps.stripe)
    logger.info("card payments off: proposals tell customers to pay the deposit by check or at the visit");
  const pages = createProposalPages(deps);
  const office = createProposalOffice(deps);
  return {
    name: "proposals",
    api: proposalRoutes(pages, deps),
    provides: [
      provide(proposalPagesContext, pages),
      provide(proposalOfficeContext, office),
      provide(orderOfficeContext, createOrderOffice(deps)),
      provide(afterSaleCustomerContext, createAfterSaleCustomer(deps, env.REVIEW_URL)),
      provide(afterSaleOfficeContext, createAfterSaleOffice(deps)),
    ],
  };
}
