import type { Kysely } from "kysely";
import type { Consultants } from "../../app/features/admin/consultants.ts";
import { createUser } from "../../server/auth/users.ts";
import type { Database } from "../../server/db/schema.ts";

/**
 * Staff users `<name>@amberwood.test` made consultants working Monday to Friday, 09:00-17:00, in the order given (so
 * their seats are 1, 2, …); answers their user ids by name (tests/integration/consultants.test.ts,
 * consultant-installations.test.ts).
 */
export async function addConsultants(
  db: Kysely<Database>,
  consultants: Consultants,
  names: readonly string[],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const name of names) {
    const user = await createUser(db, `${name}@amberwood.test`, "a long enough password");
    if (!user) throw new Error(`${name} exists already`);
    ids[name] = user.id;
    const email = `${name}@amberwood.test`;
    const hours = "Mo-Fr 09:00-17:00";
    const saved = await consultants.save({ email, hours, dailyLimit: null, calendarUrl: null, active: true }, "test");
    if (!saved.ok) throw new Error(`${name} could not be made a consultant`);
  }
  return ids;
}
