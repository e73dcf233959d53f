import { newsletterLinksContext } from "../../app/features/newsletter/link-service.ts";
import { provide } from "../../app/lib/app-context.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { logger } from "../logger.ts";
import { registerKindMails } from "../leads/mails.ts";
import { newsletterKind } from "./kind.ts";
import { createNewsletterLinks } from "./link-service.ts";
import { expirePendingSubscribers } from "./store.ts";

/** The newsletter's double opt-in beyond the sign-up itself: its e-mails, the confirm and unsubscribe links, and expiry. */
export async function newsletterFeature(core: Core): Promise<Feature> {
  const { env, db, transport, mailSettings } = core;
  registerKindMails(core, newsletterKind);
  if (transport && !transport.canWelcome) {
    logger.warn(
      "the mail transport has no customer template: newsletter confirmations and visitors' acknowledgements cannot be sent",
    );
  }
  const links = createNewsletterLinks(db.kysely, mailSettings.unsubscribeSecret, {
    welcome: transport?.canWelcome ?? false,
    crm: Boolean(env.LEADS_WEBHOOK_URL),
    onQueued: core.nudge,
  });
  return {
    name: "newsletter",
    provides: [provide(newsletterLinksContext, links)],
    jobs: [
      {
        name: "expire pending subscriptions",
        everyMs: 3_600_000,
        atStart: true,
        run: async () => {
          const expired = await expirePendingSubscribers(db.kysely, Date.now());
          if (expired > 0) logger.info("pending subscriptions expired", { count: expired });
        },
      },
    ],
  };
}
