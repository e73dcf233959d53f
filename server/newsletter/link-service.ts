import type { Kysely } from "kysely";
import type { NewsletterLinks } from "../../app/features/newsletter/link-service.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { verifyNewsletterToken } from "./links.ts";
import { confirmSubscriber, unsubscribe } from "../leads/store.ts";

type Options = {
  /** Queue the welcome e-mail on confirmation (only when a transport can send one). */
  welcome: boolean;
  onQueued?: () => void;
  now?: () => number;
};

/** The newsletter link pages' server side: the link's signature checked, then the confirmation or the unsubscribe. */
export function createNewsletterLinks(db: Kysely<Database>, secret: string, options: Options): NewsletterLinks {
  const now = () => new Date((options.now ?? Date.now)());
  return {
    verify: (link, token) => verifyNewsletterToken(link, token, secret),
    async follow(link, email) {
      if (link === "unsubscribe") {
        await unsubscribe(db, email, now());
        logger.info("newsletter unsubscribe");
        return "done";
      }
      const outcome = await confirmSubscriber(db, email, now(), { welcome: options.welcome });
      logger.info("newsletter confirmation", { outcome });
      if (outcome === "done") options.onQueued?.();
      return outcome;
    },
  };
}
