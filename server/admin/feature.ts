import { BACK_OFFICE, STAFF_AUTH } from "../../app/features/admin/service.ts";
import { sessionCookie } from "../auth/cookie.ts";
import { pruneFailures } from "../auth/lockout.ts";
import { createStaffAuth } from "../auth/service.ts";
import { pruneSessions } from "../auth/sessions.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { servedOverHttps } from "../http/security-headers.ts";
import { photoPath } from "../quote-photos/links.ts";
import { createBackOffice } from "./back-office.ts";
import { adminApiRoutes } from "./routes.ts";

/** The back office (issue 14): staff sign-in and the pages and API that work the leads. */
export async function adminFeature(core: Core): Promise<Feature> {
  const { db, env, signer } = core;
  const auth = createStaffAuth({ db: db.kysely, cookie: sessionCookie(servedOverHttps(env)) });
  const office = createBackOffice({
    db,
    timeZone: env.BUSINESS_TIMEZONE,
    photoUrl: (id) => photoPath(signer, id, Date.now()),
    onQueued: core.nudge,
  });
  const prune = async () => {
    await pruneSessions(db.kysely, Date.now());
    await pruneFailures(db.kysely, Date.now());
  };
  return {
    name: "admin",
    api: adminApiRoutes(auth, office),
    services: { [STAFF_AUTH]: auth, [BACK_OFFICE]: office },
    jobs: [{ name: "staff-sessions", everyMs: 3_600_000, run: prune, atStart: true }],
  };
}
