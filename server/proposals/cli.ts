import { isInboxKind } from "../../app/features/leads/kinds.ts";
import type { ProposalHandle } from "../../app/features/proposals/service.ts";
import type { Db } from "../db/database.ts";
import type { Env } from "../env.ts";
import { proposalDeps } from "./feature.ts";
import { createProposalOffice } from "./office.ts";

/**
 * `npm run admin -- proposal-create --lead <kind>:<id>` and `proposal-send --id <id>` (issue 33): staff's and the
 * tests' way to make and send a proposal without the back office. Each prints the proposal as JSON
 * (`{ "id", "token", "url", "version" }`); the e-mail waits in the outbox for the running server to send it.
 */
export const PROPOSAL_USAGE = `  proposal-create --lead <kind>:<id>
                            A draft proposal for a lead (contact, quote or booking), prefilled from
                            it; prints {"id","token","url","version"} as JSON
  proposal-send --id <proposal id>
                            Sends the proposal's latest version to the customer; prints the same JSON
`;

/** A refusal the CLI prints as it is (exit code 1). */
export class ProposalCliRefusal extends Error {}

const CLI = "cli";
const CLIENT = { ip: "cli" };

export async function runProposalCommand(
  command: "proposal-create" | "proposal-send",
  values: { lead?: string; id?: string },
  env: Env,
  db: Db,
): Promise<ProposalHandle> {
  const office = createProposalOffice(proposalDeps(env, db));
  if (command === "proposal-create") {
    const [kind, id] = (values.lead ?? "").split(":", 2);
    if (!isInboxKind(kind) || !id) {
      throw new ProposalCliRefusal("--lead takes <kind>:<id>, the kind one of contact, quote, booking (e.g. quote:…)");
    }
    const created = await office.create({ kind, id }, CLI, CLIENT);
    if (created.status === "not_found") throw new ProposalCliRefusal(`No ${kind} lead ${id}.`);
    return created.proposal;
  }
  const id = values.id ?? "";
  const sent = await office.send(id, CLI, CLIENT);
  if (sent.status === "not_found") throw new ProposalCliRefusal(`No proposal ${id}.`);
  if (sent.status === "refused") throw new ProposalCliRefusal(sent.message);
  const handle = await office.handle(id);
  return { ...handle!, version: sent.version };
}
