import type { Db } from "../db/database.ts";
import type { Env } from "../env.ts";
import { proposalDeps } from "../proposals/feature.ts";
import { createOrderOffice } from "./office.ts";

/**
 * `npm run admin -- order-stage --proposal <id> --stage ordered|arrived|installed|paid|cancelled [--note …]
 * [--expected-week YYYY-Www]` (issue 34's contract): prints `{ "id", "stage", "changedAt" }`; a stage that does not
 * follow the order's current one is refused (exit 1) and nothing changes. The e-mail waits in the outbox for the
 * running server to send it.
 */
export const ORDER_USAGE = `  order-stage --proposal <id> --stage ordered|arrived|installed|paid|cancelled
              [--note <text>] [--expected-week YYYY-Www]
                            Moves an accepted proposal's order on (cancelled needs --note, its
                            reason); prints {"id","stage","changedAt"} as JSON
`;

/** A refusal the CLI prints as it is (exit code 1). */
export class OrderCliRefusal extends Error {}

export async function runOrderStage(
  values: { proposal?: string; stage?: string; note?: string; "expected-week"?: string },
  env: Env,
  db: Db,
) {
  const office = createOrderOffice(proposalDeps(env, db));
  const id = values.proposal ?? "";
  const result = await office.move(
    id,
    { stage: values.stage ?? "", note: values.note, expectedWeek: values["expected-week"] },
    "cli",
    { ip: "cli" },
  );
  if (result.status === "not_found") throw new OrderCliRefusal(`No proposal ${id}.`);
  if (result.status === "refused") throw new OrderCliRefusal(result.message);
  return { id: result.id, stage: result.stage, changedAt: result.changedAt };
}
