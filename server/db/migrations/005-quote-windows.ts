import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The quote's windows and the server's estimate (issue 13). `windows` is the list as JSON
 * ("[]" for a quote without one, as every quote before this release); the estimate's
 * range in whole dollars, null when no window was listed.
 */
export const quoteWindows: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("quote_requests")
      .addColumn("windows", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
    await db.schema.alterTable("quote_requests").addColumn("estimate_low", "integer").execute();
    await db.schema.alterTable("quote_requests").addColumn("estimate_high", "integer").execute();
  },
};
