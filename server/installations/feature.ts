import { installationServiceContext, type InstallationService } from "../../app/features/installations/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import { bookingRules } from "../booking/feature.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { createOrderOffice } from "../orders/office.ts";
import { proposalDeps } from "../proposals/feature.ts";
import { PROPOSAL_KIND } from "../proposals/store.ts";
import { businessInstallationMail, customerInstallationMail, INSTALLATION_MAIL_JOBS } from "./mail.ts";
import { installationRoutes } from "./routes.ts";
import { installationSeating } from "../consultants/installation.ts";
import { createInstallationService } from "./service.ts";

/** The server's one installation service: the customer's page, its API and the back office act through it. */
const services = new WeakMap<Core, InstallationService>();
export function installationServiceOf(core: Core): InstallationService {
  let service = services.get(core);
  if (!service) {
    const { env, db } = core;
    const consultations = bookingRules(env);
    service = createInstallationService({
      db,
      bookingRules: consultations,
      installRules: { ...consultations, slotMinutes: env.INSTALL_SLOT_MINUTES, capacity: env.INSTALL_CAPACITY },
      moveOrder: createOrderOffice(proposalDeps(env, db, { onQueued: core.nudge })).moveForInstallation,
      mailSettings: core.mailSettings,
      crm: Boolean(env.LEADS_WEBHOOK_URL),
      texts: { texts: Boolean(env.TWILIO_ACCOUNT_SID), timeZone: env.BUSINESS_TIMEZONE, siteUrl: env.SITE_URL },
      onQueued: core.nudge,
      consultants: installationSeating({
        db,
        rules: { timeZone: env.BUSINESS_TIMEZONE, bufferMinutes: env.BOOKING_BUFFER_MINUTES },
      }),
    });
    services.set(core, service);
  }
  return service;
}

/**
 * An order's installation booked online (issue 34 item 2; docs/decisions/0023): its API, the service the customer's
 * page and the back office reach, and its e-mails (filed under the order's proposal) in the outbox.
 */
export async function installationsFeature(core: Core): Promise<Feature> {
  const context = {
    db: core.db.kysely,
    settings: core.mailSettings,
    reachesVisitors: core.transport?.canWelcome ?? false,
    timeZone: core.env.BUSINESS_TIMEZONE,
  };
  core.handleMail(PROPOSAL_KIND, INSTALLATION_MAIL_JOBS.customer, (job) => customerInstallationMail(job, context));
  core.handleMail(PROPOSAL_KIND, INSTALLATION_MAIL_JOBS.reminder, (job) => customerInstallationMail(job, context));
  core.handleMail(PROPOSAL_KIND, INSTALLATION_MAIL_JOBS.business, (job) => businessInstallationMail(job, context));
  const service = installationServiceOf(core);
  return {
    name: "installations",
    api: installationRoutes(service),
    provides: [provide(installationServiceContext, service)],
  };
}
