import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Double opt-in (issue 19): a subscription counts only once the address's owner has
 * followed the confirmation link. Addresses subscribed before this release joined under
 * the single opt-in the site then offered, so they count as confirmed when they joined.
 */
export const newsletterConfirmation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
    await sql`update newsletter_subscribers set confirmed_at = created_at`.execute(db);
  },
};
