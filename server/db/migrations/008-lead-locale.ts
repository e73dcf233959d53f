import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The language each lead was made in (issue 32): "en" or "es", from the page's path or the API's `locale`. Every
 * message to the person is written in it; the business sees it on the lead. Leads from before are English, the only
 * language the site had.
 */
export const leadLocale: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["contact_messages", "quote_requests", "bookings", "newsletter_subscribers"]) {
      await db.schema
        .alterTable(table)
        .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
        .execute();
    }
  },
};
