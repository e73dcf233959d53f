import { leadIntakeContext } from "../../app/features/leads/service.ts";
import { newsletterLinksContext } from "../../app/features/newsletter/link-service.ts";
import { provide } from "../../app/lib/app-context.ts";
import { estimateRoute } from "../quote/estimate-route.ts";
import { leadRoutes, QUOTE_UPLOAD_LIMIT } from "./api.ts";
import { photoRoute } from "../quote/photos/routes.ts";
import type { Core } from "../core.ts";
import type { Feature } from "../feature.ts";
import { logger } from "../logger.ts";
import { confirmMail, notificationMail, welcomeMail } from "../mail/messages.ts";
import { createLeadIntake } from "./intake.ts";
import { createNewsletterLinks } from "../newsletter/link-service.ts";
import { pruneRateLimits } from "./rate-limit.ts";
import { expirePendingSubscribers, type NotifyPayload, type SubscriberPayload } from "./store.ts";

/** Lead capture: the intake, the API, the newsletter's links and the e-mails each lead sends. */
export async function leadsFeature(core: Core): Promise<Feature> {
  const { env, db, transport, mailSettings } = core;
  core.handleMail("notify", (job) => notificationMail(JSON.parse(job.payload) as NotifyPayload, mailSettings));
  core.handleMail("confirm", (job) => confirmMail(JSON.parse(job.payload) as SubscriberPayload, mailSettings));
  core.handleMail("welcome", (job) => welcomeMail(JSON.parse(job.payload) as SubscriberPayload, mailSettings));
  if (transport && !transport.canWelcome) {
    logger.warn("the mail transport has no subscriber template: newsletter confirmations cannot be sent");
  }
  const intake = createLeadIntake({
    db: db.kysely,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_S },
    onQueued: core.nudge,
    crm: Boolean(env.LEADS_WEBHOOK_URL),
  });
  const links = createNewsletterLinks(db.kysely, mailSettings.unsubscribeSecret, {
    welcome: transport?.canWelcome ?? false,
    onQueued: core.nudge,
  });

  return {
    name: "leads",
    api: [...leadRoutes({ intake }), estimateRoute(), photoRoute(db.kysely, core.signer)],
    // The quote form posts its photos natively too (multipart, no scripts needed).
    pageBodyLimits: { "/quote-request": QUOTE_UPLOAD_LIMIT },
    provides: [provide(leadIntakeContext, intake), provide(newsletterLinksContext, links)],
    jobs: [
      { name: "prune rate limits", everyMs: 60_000, run: () => pruneRateLimits(db.kysely, Date.now()) },
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
