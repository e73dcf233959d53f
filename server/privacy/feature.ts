import { privacyDeskContext, privacyLinksContext } from "../../app/features/privacy/service.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { registerKindMails } from "../leads/mails.ts";
import { logger } from "../logger.ts";
import { applyAfterSaleRetention } from "./after-sale-retention.ts";
import { createPrivacyDesk } from "./desk.ts";
import { privacyKind } from "./kind.ts";
import { createPrivacyLinks } from "./link-service.ts";
import { applyRetention } from "./retention.ts";
import { downloadRoute } from "./routes.ts";
import { expireUnconfirmed, purgeOldRecords } from "./store.ts";

/**
 * The business's duties about personal data, as the server carries them out: retention, and a person's own privacy
 * requests (docs/decisions/0022) — their e-mails, the confirmation and download links, staff's answers, and the
 * expiry of unconfirmed requests and of old records. Retention runs at start-up and every RETENTION_INTERVAL_S (an
 * hour by default: a lead's technical data is gone within an hour of its period ending) in every instance; it and
 * the expiries are safe to run at once.
 */
export async function privacyFeature(core: Core): Promise<Feature> {
  const { db, env, signer, transport } = core;
  registerKindMails(core, privacyKind);
  if (transport && !transport.canWelcome) {
    logger.warn(
      "the mail transport has no customer template: privacy requests cannot be confirmed or answered by e-mail",
    );
  }
  const crm = Boolean(env.LEADS_WEBHOOK_URL);
  const links = createPrivacyLinks(db.kysely, signer, { timeZone: env.BUSINESS_TIMEZONE, crm, onQueued: core.nudge });
  const desk = createPrivacyDesk({ db: db.kysely, crm, onQueued: core.nudge });
  const retain = async () => {
    const cleared = await applyRetention(db.kysely, Date.now(), env.PII_RETENTION_DAYS);
    const total = Object.values(cleared).reduce((sum, count) => sum + count, 0);
    if (total > 0) logger.info("retention applied", cleared);
    // Proposals and orders by their own periods, in years (docs/decisions/0029).
    const orders = await applyAfterSaleRetention(db.kysely, Date.now());
    if (orders.anonymised + orders.deleted > 0) logger.info("order retention applied", orders);
  };
  const expire = async () => {
    const expired = await expireUnconfirmed(db.kysely, Date.now());
    const purged = await purgeOldRecords(db.kysely, Date.now());
    if (expired + purged > 0) logger.info("privacy requests expired", { unconfirmed: expired, oldRecords: purged });
  };
  return {
    name: "privacy",
    api: [downloadRoute(db.kysely, signer)],
    provides: [provide(privacyLinksContext, links), provide(privacyDeskContext, desk)],
    jobs: [
      { name: "retention", everyMs: env.RETENTION_INTERVAL_S * 1000, run: retain, atStart: true },
      { name: "expire privacy requests", everyMs: 3_600_000, run: expire, atStart: true },
    ],
  };
}
