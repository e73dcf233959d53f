import type { Kysely } from "kysely";
import type { Unsubscriber } from "../../app/features/newsletter/unsubscribe-service.ts";
import type { Database } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { verifyUnsubscribeToken } from "../mail/unsubscribe.ts";
import { unsubscribe } from "./store.ts";

/** The unsubscribe page's server side: the link's signature checked, the address's newsletter stopped. */
export function createUnsubscriber(db: Kysely<Database>, secret: string): Unsubscriber {
  return {
    verify: (token) => verifyUnsubscribeToken(token, secret),
    async unsubscribe(email) {
      await unsubscribe(db, email, new Date());
      logger.info("newsletter unsubscribe");
    },
  };
}
