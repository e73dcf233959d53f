import type { Kysely } from "kysely";
import type { NewsletterLinks } from "../../app/features/newsletter/link-service.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { verifyNewsletterToken } from "./links.ts";
import { confirmSubscriber, unsubscribe } from "./store.ts";

type Options = {
  /** Queue the welcome e-mail on confirmation (only when a transport can send one). */
  welcome: boolean;
  /** Tell the business's CRM of confirmations and unsubscriptions (LEADS_WEBHOOK_URL is set). */
  crm?: boolean;
  onQueued?: () => void;
  now?: () => number;
};

/** The newsletter link pages' server side: the link's signature checked, then the confirmation or the unsubscribe. */
export function createNewsletterLinks(db: Kysely<Database>, secret: string, options: Options): NewsletterLinks {
  const now = () => new Date((options.now ?? Date.now)());
  const crm = options.crm ?? false;
  return {
    verify: (link, token) => verifyNewsletterToken(link, token, secret),
    async follow(link, email) {
      if (link === "unsubscribe") {
        await unsubscribe(db, email, now(), crm);
        logger.info("newsletter unsubscribe");
        options.onQueued?.();
        return "done";
      }
      const outcome = await confirmSubscriber(db, email, now(), { welcome: options.welcome, crm });
      logger.info("newsletter confirmation", { outcome });
      if (outcome === "done") options.onQueued?.();
      return outcome;
    },
  };
}
