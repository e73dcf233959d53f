import { bookingRules } from "../../server/booking/feature.ts";
import type { InstallationSeating } from "../../server/consultants/installation.ts";
import { parseEnv } from "../../server/env.ts";
import { createInstallationService } from "../../server/installations/service.ts";
import { createOrderOffice } from "../../server/orders/office.ts";
import { proposalDeps } from "../../server/proposals/feature.ts";
import { acceptedProposal, adminCli, CLIENT, STAFF, type ProposalSite } from "./proposals-fixture.ts";

/**
 * What the installation tests share (tests/integration/installations.test.ts, consultant-installations.test.ts): the
 * installation service on a site's database as the back office reaches it, and an order moved on by staff.
 */
export function installationServiceOf(
  site: ProposalSite,
  options: { crm: boolean; consultants?: InstallationSeating },
) {
  const env = parseEnv({ ...site.env, NODE_ENV: "test" });
  const consultations = bookingRules(env);
  return createInstallationService({
    db: site.db,
    bookingRules: consultations,
    installRules: { ...consultations, slotMinutes: env.INSTALL_SLOT_MINUTES, capacity: env.INSTALL_CAPACITY },
    moveOrder: createOrderOffice(proposalDeps(env, site.db)).moveForInstallation,
    mailSettings: { SITE_URL: env.SITE_URL, LEADS_TO_EMAIL: env.LEADS_TO_EMAIL },
    crm: options.crm,
    consultants: options.consultants,
  });
}

/** An accepted proposal with its deposit paid, moved on to `stages` by staff with the CLI. */
export async function orderAt(site: ProposalSite, stages: string[]) {
  const proposal = await acceptedProposal(site);
  await site.office.recordDeposit(proposal.id, { amount: "100", method: "check", note: "" }, STAFF, CLIENT);
  for (const stage of stages) {
    const moved = await adminCli(site, ["order-stage", "--proposal", proposal.id, "--stage", stage]);
    if (moved.code !== 0) throw new Error(moved.err);
  }
  return proposal;
}
